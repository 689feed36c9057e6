// Mistake: the "infinity" starting the max and the min is 10^12, but |X - Y| can reach 1.5 * 10^12.
//
// The table holds X - Y on every segment; on Taro's turn it is a maximum
// started at -INF, on Jiro's turn a minimum started at +INF, over the two
// ends. The contestant estimated the largest score as "10^9 times a few
// thousand, below 10^12" and set INF = 10^12, but 3000 numbers of 10^9 add
// up to 3 * 10^12. A segment whose true value lies beyond +-10^12 is clamped
// to +-INF, so random rows (whose X - Y stays small) and all samples are
// right, while rows alternating 10^9 and 1 (like sample 4) of about 2003
// numbers or more get a wrong X - Y.
use std::io::{self, Read};

const INF: i64 = 1_000_000_000_000;

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace().map(|t| t.parse::<i64>().unwrap());
    let n = it.next().unwrap() as usize;
    let a: Vec<i64> = (0..n).map(|_| it.next().unwrap()).collect();
    // dp[l][r] = X - Y gained on the segment a[l..r) (r exclusive)
    let mut dp = vec![vec![0i64; n + 1]; n + 1];
    for len in 1..=n {
        for l in 0..=n - len {
            let r = l + len;
            let taro = (n - len) % 2 == 0;
            let moves = [(a[l], dp[l + 1][r]), (a[r - 1], dp[l][r - 1])];
            let mut best = if taro { -INF } else { INF };
            for &(x, rest) in &moves {
                if taro {
                    best = best.max(rest + x);
                } else {
                    best = best.min(rest - x);
                }
            }
            dp[l][r] = best;
        }
    }
    println!("{}", dp[0][n]);
}
