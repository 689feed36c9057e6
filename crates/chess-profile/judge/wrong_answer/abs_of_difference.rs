// Mistake: prints the absolute value of D (took "difference" to mean a non-negative gap).
//
// The search is a correct memoised minimax over row-length staircases, but the
// contestant read "print D" as "print the difference between the scores" and
// printed |D|. Both samples have D > 0 so they pass; every board where Second
// wins (D < 0) gets the wrong sign (wrong answer).
use std::collections::HashMap;
use std::io::{self, Read};

struct Game {
    n: usize,
    m: usize,
    a: Vec<Vec<i64>>,
    b: Vec<Vec<i64>>,
    memo: HashMap<u64, i64>,
}

impl Game {
    // len[i] = number of stones in row i; returns First's score minus
    // Second's score over the remaining moves, both playing optimally
    fn solve(&mut self, len: &mut Vec<usize>, placed: usize) -> i64 {
        if placed == self.n * self.m {
            return 0;
        }
        let mut key = 0u64;
        for &x in len.iter() {
            key = key * 11 + x as u64;
        }
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let first = placed % 2 == 0;
        let mut best = if first { i64::MIN } else { i64::MAX };
        for i in 0..self.n {
            let j = len[i];
            if j < self.m && (i == 0 || len[i - 1] > j) {
                len[i] += 1;
                let sub = self.solve(len, placed + 1);
                len[i] -= 1;
                if first {
                    best = best.max(sub + self.a[i][j]);
                } else {
                    best = best.min(sub - self.b[i][j]);
                }
            }
        }
        self.memo.insert(key, best);
        best
    }
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
    let mut g = Game { n, m, a, b, memo: HashMap::new() };
    let mut len = vec![0usize; n];
    let d = g.solve(&mut len, 0);
    println!("{}", d.abs());
}
