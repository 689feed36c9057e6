// Mistake: the mex "seen" array has a fixed size of 32, but Grundy numbers (and XORs of them) reach 32 and more.
//
// The contestant guessed that Grundy numbers stay small ("at most ~20 on a
// 20x20 board") and used a [bool; 32] for the reachable values. On small
// boards that is enough and the answer is right, but on most boards of
// 18x18 and more with mixed letters a move's XOR value is >= 32 and
// indexing seen[v] panics (run-time error, exit code 101).

use std::io::{self, Read};

struct Game {
    n: usize,
    m: usize,
    grid: Vec<Vec<u8>>,
    parity: usize,
    size: usize,
    memo: Vec<i32>,
}

impl Game {
    // Grundy number of the rotated rectangle [a1, a2) x [b1, b2),
    // where a = i + j (down-left diagonals) and b = i - j + m - 1 (down-right ones).
    fn grundy(&mut self, a1: usize, a2: usize, b1: usize, b2: usize) -> usize {
        if a1 >= a2 || b1 >= b2 {
            return 0;
        }
        let s = self.size;
        let key = ((a1 * s + a2) * s + b1) * s + b2;
        if self.memo[key] >= 0 {
            return self.memo[key] as usize;
        }
        let mut seen = [false; 32];
        for i in 0..self.n {
            for j in 0..self.m {
                if (i + j) % 2 != self.parity {
                    continue;
                }
                let a = i + j;
                let b = i + self.m - 1 - j;
                if a < a1 || a >= a2 || b < b1 || b >= b2 {
                    continue;
                }
                let v = match self.grid[i][j] {
                    b'L' => self.grundy(a1, a, b1, b2) ^ self.grundy(a + 1, a2, b1, b2),
                    b'R' => self.grundy(a1, a2, b1, b) ^ self.grundy(a1, a2, b + 1, b2),
                    _ => {
                        self.grundy(a1, a, b1, b)
                            ^ self.grundy(a1, a, b + 1, b2)
                            ^ self.grundy(a + 1, a2, b1, b)
                            ^ self.grundy(a + 1, a2, b + 1, b2)
                    }
                };
                seen[v] = true;
            }
        }
        let mut g = 0;
        while seen[g] {
            g += 1;
        }
        self.memo[key] = g as i32;
        g
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_whitespace();
    let n: usize = it.next().unwrap().parse().unwrap();
    let m: usize = it.next().unwrap().parse().unwrap();
    let grid: Vec<Vec<u8>> = (0..n).map(|_| it.next().unwrap().bytes().collect()).collect();
    let size = n + m;
    let mut game = Game { n, m, grid, parity: 0, size, memo: Vec::new() };
    let mut total = 0;
    for p in 0..2 {
        game.parity = p;
        game.memo = vec![-1; size * size * size * size];
        total ^= game.grundy(0, size - 1, 0, size - 1);
    }
    println!("{}", if total != 0 { "WIN" } else { "LOSE" });
}
