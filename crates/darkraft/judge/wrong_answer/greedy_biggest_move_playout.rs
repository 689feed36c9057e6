// Mistake: greedy simulation instead of game theory: both players always take the move that clears the most cells.
//
// The contestant plays the game out with both sides greedily choosing the
// cell whose move makes the most cells inactive (first such cell in reading
// order) and prints WIN iff the number of moves is odd. On both samples
// every line of play has the same length, so it passes them; on larger
// boards a greedy line is not optimal play and the answer is often wrong.

use std::io::{self, Read};

const DIRS_L: [(i32, i32); 2] = [(1, -1), (-1, 1)];
const DIRS_R: [(i32, i32); 2] = [(-1, -1), (1, 1)];
const DIRS_X: [(i32, i32); 4] = [(1, -1), (-1, 1), (-1, -1), (1, 1)];

fn dirs(c: u8) -> &'static [(i32, i32)] {
    match c {
        b'L' => &DIRS_L,
        b'R' => &DIRS_R,
        _ => &DIRS_X,
    }
}

// Cells made inactive by choosing (i, j); applies the move if `apply`.
fn play(grid: &[Vec<u8>], active: &mut [Vec<bool>], i: usize, j: usize, apply: bool) -> usize {
    let n = grid.len() as i32;
    let m = grid[0].len() as i32;
    let mut cleared = 1;
    if apply {
        active[i][j] = false;
    }
    for &(di, dj) in dirs(grid[i][j]) {
        let (mut x, mut y) = (i as i32 + di, j as i32 + dj);
        while x >= 0 && x < n && y >= 0 && y < m && active[x as usize][y as usize] {
            if apply {
                active[x as usize][y as usize] = false;
            }
            cleared += 1;
            x += di;
            y += dj;
        }
    }
    cleared
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_whitespace();
    let n: usize = it.next().unwrap().parse().unwrap();
    let m: usize = it.next().unwrap().parse().unwrap();
    let grid: Vec<Vec<u8>> = (0..n).map(|_| it.next().unwrap().bytes().collect()).collect();
    let mut active = vec![vec![true; m]; n];
    let mut moves = 0;
    loop {
        let mut best: Option<(usize, usize, usize)> = None;
        for i in 0..n {
            for j in 0..m {
                if !active[i][j] {
                    continue;
                }
                let c = play(&grid, &mut active, i, j, false);
                if best.map_or(true, |(b, _, _)| c > b) {
                    best = Some((c, i, j));
                }
            }
        }
        match best {
            None => break,
            Some((_, i, j)) => {
                play(&grid, &mut active, i, j, true);
                moves += 1;
            }
        }
    }
    println!("{}", if moves % 2 == 1 { "WIN" } else { "LOSE" });
}
