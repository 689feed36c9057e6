// Mistake: plain minimax over the move sequence with no memoisation.
//
// The contestant searched every order of play, recomputing a position each
// time it is reached by a different move order. It is exact and instant on
// small boards (the samples, anything up to about 16 cells), but the number
// of games explodes: a 5x5 board already takes far too long, 10x10 never ends.
use std::io::{self, Read};

fn solve(n: usize, m: usize, a: &[Vec<i64>], b: &[Vec<i64>], len: &mut Vec<usize>, placed: usize) -> i64 {
    if placed == n * m {
        return 0;
    }
    let first = placed % 2 == 0;
    let mut best = if first { i64::MIN } else { i64::MAX };
    for i in 0..n {
        let j = len[i];
        if j < m && (i == 0 || len[i - 1] > j) {
            len[i] += 1;
            let sub = solve(n, m, a, b, len, placed + 1);
            len[i] -= 1;
            if first {
                best = best.max(sub + a[i][j]);
            } else {
                best = best.min(sub - b[i][j]);
            }
        }
    }
    best
}

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
    let mut len = vec![0usize; n];
    println!("{}", solve(n, m, &a, &b, &mut len, 0));
}
