// Mistake: the table is 3000 x 3000 but indexed 1-based, so N = 3000 reads index 3000 (panic).
//
// A correct dp[l][r] = max(a_l - dp[l+1][r], a_r - dp[l][r-1]) table, sized
// once for the maximum N with a constant MAX = 3000, while the contestant
// numbers the row a_1..a_N as in the statement. Every row of up to 2999
// numbers, the samples included, is exact; a row of exactly 3000 numbers
// (the maximum test every judge has) touches a[3000] and dp[3000] and the
// program panics with an index out of bounds (exit code 101).
use std::io::{self, Read};

const MAX: usize = 3000;

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace().map(|t| t.parse::<i64>().unwrap());
    let n = it.next().unwrap() as usize;
    let mut a = vec![0i64; MAX];
    for i in 1..=n {
        a[i] = it.next().unwrap();
    }
    let mut dp = vec![vec![0i64; MAX]; MAX];
    for l in (1..=n).rev() {
        dp[l][l] = a[l];
        for r in l + 1..=n {
            dp[l][r] = (a[l] - dp[l + 1][r]).max(a[r] - dp[l][r - 1]);
        }
    }
    println!("{}", dp[1][n]);
}
