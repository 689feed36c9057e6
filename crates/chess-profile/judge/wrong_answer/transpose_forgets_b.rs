// Mistake: when n > m the board is transposed to make rows the short side, but only A is transposed.
//
// To keep the row-length vector short the contestant swaps n and m when
// there are more rows than columns and transposes the value grid, but the
// transposition loop copies A only and B keeps its old layout (read through
// the new, swapped indices). Square boards and boards with n < m (both
// samples) are untouched; every board with n > m is scored with a scrambled B
// (wrong answer, no crash: the grids are fixed 10x10 arrays).
use std::collections::HashMap;
use std::io::{self, Read};

struct Game {
    n: usize,
    m: usize,
    a: [[i64; 10]; 10],
    b: [[i64; 10]; 10],
    memo: HashMap<u64, i64>,
}

impl Game {
    fn solve(&mut self, len: &mut [usize; 10], placed: usize) -> i64 {
        if placed == self.n * self.m {
            return 0;
        }
        let mut key = 0u64;
        for i in 0..self.n {
            key = key * 11 + len[i] as u64;
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
    let mut n = it.next().unwrap() as usize;
    let mut m = it.next().unwrap() as usize;
    let mut a = [[0i64; 10]; 10];
    let mut b = [[0i64; 10]; 10];
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
    // the game is symmetric under transposition: keep the number of rows small
    if n > m {
        let mut t = [[0i64; 10]; 10];
        for i in 0..n {
            for j in 0..m {
                t[j][i] = a[i][j];
            }
        }
        a = t;
        std::mem::swap(&mut n, &mut m);
    }
    let mut g = Game { n, m, a, b, memo: HashMap::new() };
    let mut len = [0usize; 10];
    println!("{}", g.solve(&mut len, 0));
}
