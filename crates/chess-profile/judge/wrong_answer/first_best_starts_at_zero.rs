// Mistake: First's best value starts at 0 instead of minus infinity.
//
// The contestant assumed a value is never negative ("First can always do at
// least as well as nothing") and started First's maximum at 0, while Second's
// minimum correctly starts at +infinity. Positions where every First move
// leads to a negative difference are clamped to 0, so boards where Second is
// ahead (typically B larger than A) get a wrong D. Both samples pass.
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
        let mut best = if first { 0 } else { i64::MAX };
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
    println!("{}", g.solve(&mut len, 0));
}
