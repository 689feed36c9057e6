// darkraft (Codeforces 138D "World of Darkraft"): choosing an active cell
// deactivates it and the unbroken runs of active cells along its diagonals
// (L: down-left/up-right, R: up-left/down-right, X: both); whoever cannot
// move loses. Print WIN if the first player wins, LOSE otherwise.
//
// Method: Sprague-Grundy numbers. Waves keep the parity of i + j, so the
// two parity classes are independent games. In the rotated coordinates
// u = i + j (constant along L diagonals) and v = i - j (constant along R
// diagonals), each class is a set of points of a lattice, and the active
// region is always a union of axis-aligned rectangles (clipped to the
// grid, which is convex there, so a wave empties a whole line of its
// rectangle). An L move removes the chosen cell's u-line, an R move its
// v-line, X both, splitting a rectangle into at most four. The Grundy
// number of a rectangle is the mex over its cells of the XOR of the parts
// left; the answer is WIN iff the XOR of both classes' full rectangles is
// non-zero.

use std::io::{self, Read, Write};

/// One parity class in compressed rotated coordinates (a, b), where
/// a = u / 2 and b = v / 2; `letter[a][b]` is the letter of the grid cell
/// there, or `None` if no grid cell of this class maps to (a, b).
struct Class {
    size_a: usize,
    size_b: usize,
    letter: Vec<Vec<Option<u8>>>,
    /// Grundy number of every rectangle [a1, a2] x [b1, b2], indexed by `index`.
    grundy: Vec<u32>,
}

impl Class {
    fn index(&self, a1: usize, a2: usize, b1: usize, b2: usize) -> usize {
        ((a1 * self.size_a + a2) * self.size_b + b1) * self.size_b + b2
    }

    /// Grundy number of the rectangle [a1, a2] x [b1, b2]; the upper bounds
    /// are signed so that `a - 1` may go below 0, and an empty rectangle
    /// (a2 < a1 or b2 < b1) is worth 0.
    fn get(&self, a1: usize, a2: isize, b1: usize, b2: isize) -> u32 {
        if a2 < a1 as isize || b2 < b1 as isize {
            return 0;
        }
        self.grundy[self.index(a1, a2 as usize, b1, b2 as usize)]
    }

    fn solve(&mut self) -> u32 {
        let (size_a, size_b) = (self.size_a, self.size_b);
        let cells = self.letter.iter().flatten().filter(|c| c.is_some()).count();
        // Grundy numbers never exceed the number of options (<= cells), so
        // every value and every XOR of values is below this power of two.
        let bound = (cells + 1).next_power_of_two();
        let mut seen = vec![false; bound];
        self.grundy = vec![0; size_a * size_a * size_b * size_b];

        // Smaller rectangles first: every option shrinks the a-range or
        // the b-range while keeping the other within its bounds.
        for len_a in 1..=size_a {
            for len_b in 1..=size_b {
                for a1 in 0..=size_a - len_a {
                    let a2 = a1 + len_a - 1;
                    for b1 in 0..=size_b - len_b {
                        let b2 = b1 + len_b - 1;
                        seen.iter_mut().for_each(|s| *s = false);
                        for a in a1..=a2 {
                            for b in b1..=b2 {
                                let Some(letter) = self.letter[a][b] else {
                                    continue;
                                };
                                let (a, b) = (a as isize, b as isize);
                                let (a2s, b2s) = (a2 as isize, b2 as isize);
                                let value = match letter {
                                    // L: the u-line (fixed a) disappears.
                                    b'L' => {
                                        self.get(a1, a - 1, b1, b2s)
                                            ^ self.get(a as usize + 1, a2s, b1, b2s)
                                    }
                                    // R: the v-line (fixed b) disappears.
                                    b'R' => {
                                        self.get(a1, a2s, b1, b - 1)
                                            ^ self.get(a1, a2s, b as usize + 1, b2s)
                                    }
                                    // X: both lines disappear, four corners remain.
                                    _ => {
                                        let (na, nb) = (a as usize + 1, b as usize + 1);
                                        self.get(a1, a - 1, b1, b - 1)
                                            ^ self.get(a1, a - 1, nb, b2s)
                                            ^ self.get(na, a2s, b1, b - 1)
                                            ^ self.get(na, a2s, nb, b2s)
                                    }
                                };
                                seen[value as usize] = true;
                            }
                        }
                        let mex = seen.iter().position(|&s| !s).unwrap_or(bound) as u32;
                        let at = self.index(a1, a2, b1, b2);
                        self.grundy[at] = mex;
                    }
                }
            }
        }
        self.get(0, size_a as isize - 1, 0, size_b as isize - 1)
    }
}

fn main() {
    let mut raw = Vec::new();
    io::stdin().read_to_end(&mut raw).expect("read stdin");
    let text = String::from_utf8_lossy(&raw);
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    let mut tokens = text.split_ascii_whitespace();
    let rows: usize = tokens.next().expect("n").parse().expect("n");
    let cols: usize = tokens.next().expect("m").parse().expect("m");
    let grid: Vec<&[u8]> = (0..rows)
        .map(|_| tokens.next().expect("grid row").as_bytes())
        .collect();

    // u = i + j ranges over 0..=rows+cols-2, and so does v = i - j + cols - 1.
    let span = rows + cols - 1;
    let half = span.div_ceil(2);
    let mut total = 0u32;
    for parity in 0..2 {
        let mut class = Class {
            size_a: half,
            size_b: half,
            letter: vec![vec![None; half]; half],
            grundy: Vec::new(),
        };
        for (i, row) in grid.iter().enumerate() {
            for (j, &letter) in row.iter().enumerate() {
                if (i + j) % 2 != parity {
                    continue;
                }
                let u = i + j;
                let v = i + cols - 1 - j;
                class.letter[u / 2][v / 2] = Some(letter);
            }
        }
        total ^= class.solve();
    }

    let mut out = io::stdout().lock();
    writeln!(out, "{}", if total != 0 { "WIN" } else { "LOSE" }).expect("write stdout");
}
