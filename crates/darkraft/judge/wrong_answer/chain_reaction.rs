// Mistake: misread rule: every cell a wave reaches also sends waves by its own letter (chain reaction).
//
// The contestant overlooked "only the chosen cell sends waves" and lets each
// reached cell fire its own diagonals too, so a move clears a closure of
// diagonals (the rest still splits into rotated rectangles for the Grundy
// DP). In the samples every reached cell has the chosen cell's letter, so
// they pass; on boards with mixed letters (or X cells) moves clear too much
// and the answer is often wrong.

use std::io::{self, Read};

struct Game {
    // letter[a][b] of the rotated board (a = i + j, b = i - j + m - 1), 0 if no cell
    letter: Vec<Vec<u8>>,
    parity: usize,
    size: usize,
    memo: Vec<i32>,
}

impl Game {
    // Grundy number of the rotated rectangle [a1, a2) x [b1, b2).
    fn grundy(&mut self, a1: usize, a2: usize, b1: usize, b2: usize) -> usize {
        if a1 >= a2 || b1 >= b2 {
            return 0;
        }
        let s = self.size;
        let key = ((a1 * s + a2) * s + b1) * s + b2;
        if self.memo[key] >= 0 {
            return self.memo[key] as usize;
        }
        let mut vals = Vec::new();
        for a in a1..a2 {
            for b in b1..b2 {
                if a % 2 != self.parity || self.letter[a][b] == 0 {
                    continue;
                }
                // closure of the cleared diagonals (rows a, columns b of the rectangle)
                let mut row_cut = vec![false; s];
                let mut col_cut = vec![false; s];
                let mut stack = Vec::new();
                let c = self.letter[a][b];
                if c != b'R' {
                    row_cut[a] = true;
                    stack.push((0, a));
                }
                if c != b'L' {
                    col_cut[b] = true;
                    stack.push((1, b));
                }
                while let Some((kind, x)) = stack.pop() {
                    if kind == 0 {
                        for y in b1..b2 {
                            let l = self.letter[x][y];
                            if l != 0 && l != b'L' && !col_cut[y] {
                                col_cut[y] = true;
                                stack.push((1, y));
                            }
                        }
                    } else {
                        for y in a1..a2 {
                            let l = self.letter[y][x];
                            if l != 0 && l != b'R' && !row_cut[y] {
                                row_cut[y] = true;
                                stack.push((0, y));
                            }
                        }
                    }
                }
                let mut rows = Vec::new();
                let mut start = a1;
                for y in a1..=a2 {
                    if y == a2 || row_cut[y] {
                        if start < y {
                            rows.push((start, y));
                        }
                        start = y + 1;
                    }
                }
                let mut cols = Vec::new();
                let mut start = b1;
                for y in b1..=b2 {
                    if y == b2 || col_cut[y] {
                        if start < y {
                            cols.push((start, y));
                        }
                        start = y + 1;
                    }
                }
                let mut v = 0;
                for &(r1, r2) in &rows {
                    for &(c1, c2) in &cols {
                        v ^= self.grundy(r1, r2, c1, c2);
                    }
                }
                vals.push(v);
            }
        }
        vals.sort_unstable();
        vals.dedup();
        let mut g = 0;
        while g < vals.len() && vals[g] == g {
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
    let mut letter = vec![vec![0u8; size]; size];
    for i in 0..n {
        for j in 0..m {
            letter[i + j][i + m - 1 - j] = grid[i][j];
        }
    }
    let mut game = Game { letter, parity: 0, size, memo: Vec::new() };
    let mut total = 0;
    for p in 0..2 {
        game.parity = p;
        game.memo = vec![-1; size * size * size * size];
        total ^= game.grundy(0, size - 1, 0, size - 1);
    }
    println!("{}", if total != 0 { "WIN" } else { "LOSE" });
}
