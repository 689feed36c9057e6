// Mistake: the staircase is packed 4 bits per row into a u32 key (holds only 8 rows).
//
// Each row length (0..=10) fits in 4 bits, so the contestant packed the rows
// into a u32 with `key << 4 | len`, thinking of 10 rows as "40 bits, fine".
// Shifting drops the top bits silently, so on boards with 9 or 10 rows states
// that differ only in the first rows share one memo entry and the search
// returns a stored value for the wrong position (wrong answer). n <= 8 is exact.
use std::collections::HashMap;
use std::io::{self, Read};

struct Game {
    n: usize,
    m: usize,
    a: Vec<Vec<i64>>,
    b: Vec<Vec<i64>>,
    memo: HashMap<u32, i64>,
}

impl Game {
    // len[i] = number of stones in row i; returns First's score minus
    // Second's score over the remaining moves, both playing optimally
    fn solve(&mut self, len: &mut Vec<usize>, placed: usize) -> i64 {
        if placed == self.n * self.m {
            return 0;
        }
        let mut key = 0u32;
        for &x in len.iter() {
            key = key << 4 | x as u32;
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
    println!("{}", g.solve(&mut len, 0));
}
