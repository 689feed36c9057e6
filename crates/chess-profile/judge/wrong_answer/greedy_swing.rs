// Mistake: greedy play instead of a game-tree search.
//
// Each turn the mover takes the open cell with the largest A + B (what it
// gains plus what the opponent would have scored there), ties to the topmost
// row. It plays out the samples exactly as the optimal game does, but a
// greedy move can open a valuable cell for the opponent; most random boards
// with 6 or more cells get a wrong D (wrong answer).
use std::io::{self, Read};

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace().map(|x| x.parse::<i64>().unwrap());
    let n = it.next().unwrap() as usize;
    let m = it.next().unwrap() as usize;
    let mut a = vec![vec![0i64; m]; n];
    let mut b = vec![vec![0i64; m]; n];
    for i in 0..n {
        for j in 0..m {
            a[i][j] = it.next().unwrap();
        }
    }
    for i in 0..n {
        for j in 0..m {
            b[i][j] = it.next().unwrap();
        }
    }
    // len[i] = number of stones in row i (rows fill left to right)
    let mut len = vec![0usize; n];
    let mut d: i64 = 0;
    for step in 0..n * m {
        let first = step % 2 == 0;
        let mut best_row = n;
        let mut best_val = -1i64;
        for i in 0..n {
            let j = len[i];
            if j < m && (i == 0 || len[i - 1] > j) {
                let v = a[i][j] + b[i][j];
                if v > best_val {
                    best_val = v;
                    best_row = i;
                }
            }
        }
        let i = best_row;
        let j = len[i];
        if first {
            d += a[i][j];
        } else {
            d -= b[i][j];
        }
        len[i] += 1;
    }
    println!("{}", d);
}
