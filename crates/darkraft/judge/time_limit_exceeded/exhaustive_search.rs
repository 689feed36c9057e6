// Mistake: plain exhaustive game search over sets of active cells, with no memo (exponential time).
//
// The contestant simulates the game directly: a position is a bitset of
// active cells, and it is winning iff some move leads to a losing one,
// explored by plain recursion (stopping at the first winning move). It is
// exact, and instant on boards of up to about 4x4, but the number of
// positions explodes: a random 6x6 board already runs for over 10 s, and
// 20x20 never finishes.

use std::io::{self, Read};

const DIRS_L: [(i32, i32); 2] = [(1, -1), (-1, 1)];
const DIRS_R: [(i32, i32); 2] = [(-1, -1), (1, 1)];
const DIRS_X: [(i32, i32); 4] = [(1, -1), (-1, 1), (-1, -1), (1, 1)];

struct Board {
    n: i32,
    m: i32,
    grid: Vec<Vec<u8>>,
}

type State = [u64; 7];

fn is_on(s: &State, k: usize) -> bool {
    s[k / 64] >> (k % 64) & 1 == 1
}

fn clear(s: &mut State, k: usize) {
    s[k / 64] &= !(1u64 << (k % 64));
}

impl Board {
    fn after_move(&self, s: &State, i: i32, j: i32) -> State {
        let mut t = *s;
        clear(&mut t, (i * self.m + j) as usize);
        let dirs: &[(i32, i32)] = match self.grid[i as usize][j as usize] {
            b'L' => &DIRS_L,
            b'R' => &DIRS_R,
            _ => &DIRS_X,
        };
        for &(di, dj) in dirs {
            let (mut x, mut y) = (i + di, j + dj);
            while x >= 0 && x < self.n && y >= 0 && y < self.m && is_on(&t, (x * self.m + y) as usize) {
                clear(&mut t, (x * self.m + y) as usize);
                x += di;
                y += dj;
            }
        }
        t
    }

    fn wins(&self, s: &State) -> bool {
        for i in 0..self.n {
            for j in 0..self.m {
                if is_on(s, (i * self.m + j) as usize) {
                    let t = self.after_move(s, i, j);
                    if !self.wins(&t) {
                        return true;
                    }
                }
            }
        }
        false
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_whitespace();
    let n: usize = it.next().unwrap().parse().unwrap();
    let m: usize = it.next().unwrap().parse().unwrap();
    let grid: Vec<Vec<u8>> = (0..n).map(|_| it.next().unwrap().bytes().collect()).collect();
    let mut start: State = [0; 7];
    for k in 0..n * m {
        start[k / 64] |= 1u64 << (k % 64);
    }
    let board = Board { n: n as i32, m: m as i32, grid };
    println!("{}", if board.wins(&start) { "WIN" } else { "LOSE" });
}
