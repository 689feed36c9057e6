// Mistake: the memo over (n+m)-bit paths is sized 1 << (m + m) instead of 1 << (n + m).
//
// The staircase is stored as its lattice path (n up steps, m right steps, bit
// set = up step) and the memo has one slot per path mask; the contestant typed
// `m + m` for the size. With n <= m (both samples, all square boards) the
// array is big enough and the answer is right; with more rows than columns
// a full top row sets bit n+m-1 and the index is out of bounds (panic, exit 101).
use std::io::{self, Read};

struct Game {
    n: usize,
    m: usize,
    a: Vec<Vec<i64>>,
    b: Vec<Vec<i64>>,
    memo: Vec<Option<i64>>,
}

impl Game {
    // path of the staircase from bottom-left to top-right: bit set = up step
    fn mask(&self, len: &[usize]) -> usize {
        let mut mask = 0usize;
        let mut pos = 0;
        let mut prev = 0;
        for i in (0..self.n).rev() {
            pos += len[i] - prev;
            mask |= 1 << pos;
            pos += 1;
            prev = len[i];
        }
        mask
    }

    fn solve(&mut self, len: &mut Vec<usize>, placed: usize) -> i64 {
        if placed == self.n * self.m {
            return 0;
        }
        let key = self.mask(len);
        if let Some(v) = self.memo[key] {
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
        self.memo[key] = Some(best);
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
    let memo = vec![None; 1 << (m + m)];
    let mut g = Game { n, m, a, b, memo };
    let mut len = vec![0usize; n];
    println!("{}", g.solve(&mut len, 0));
}
