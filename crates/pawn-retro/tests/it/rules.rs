//! The rules of the game written again from the crate documentation
//! (moves, endings), so that the tests can replay games without trusting
//! `src/`; and a seeded generator of random boards.

use common_io::SplitMix64;

/// A random board of at most `max_rows × max_cols` cells (and at least 3),
/// each cell an obstacle with probability `density_percent / 100`, the three
/// pieces on distinct random cells: its rows in judge characters.
pub(crate) fn random_grid(
    rng: &mut SplitMix64,
    max_rows: usize,
    max_cols: usize,
    density_percent: u64,
) -> Vec<Vec<u8>> {
    loop {
        let rows = rng.range_usize(1, max_rows);
        let cols = rng.range_usize(1, max_cols);
        if rows * cols < 3 {
            continue;
        }
        let mut grid = vec![vec![b'.'; cols]; rows];
        for row in grid.iter_mut() {
            for cell in row.iter_mut() {
                if rng.chance(density_percent, 100) {
                    *cell = b'#';
                }
            }
        }
        let mut placed = 0;
        let mut redrawn = false;
        while placed < 3 {
            let (r, c) = (rng.range_usize(0, rows - 1), rng.range_usize(0, cols - 1));
            if grid[r][c] == b'O' || grid[r][c] == b'X' {
                continue;
            }
            // Black on row 1 ends the game at once: draw black's cell a
            // second time when it lands there, so that fewer boards are
            // over before they start (many still are).
            if placed == 2 && r == 0 && rows > 1 && !redrawn {
                redrawn = true;
                continue;
            }
            grid[r][c] = if placed < 2 { b'O' } else { b'X' };
            placed += 1;
        }
        return grid;
    }
}

/// The board text (`n m` and the rows) of a grid.
pub(crate) fn to_text(grid: &[Vec<u8>]) -> String {
    let mut text = format!("{} {}\n", grid.len(), grid[0].len());
    for row in grid {
        text.push_str(std::str::from_utf8(row).expect("ASCII"));
        text.push('\n');
    }
    text
}

/// Whether a piece may stand on `(r, c)` of `grid` (pieces' own letters
/// count as free: they are only the start).
fn free(grid: &[Vec<u8>], r: isize, c: isize) -> bool {
    r >= 0
        && c >= 0
        && (r as usize) < grid.len()
        && (c as usize) < grid[0].len()
        && grid[r as usize][c as usize] != b'#'
}

/// A position as the tests see it: two red cells (any order), the black
/// cell, and whether red is to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct State {
    pub(crate) reds: [(usize, usize); 2],
    pub(crate) black: (usize, usize),
    pub(crate) red_to_move: bool,
}

/// The end rules, in order: `Some(true)` if red has won, `Some(false)`
/// if black has, `None` if the game goes on.
pub(crate) fn winner(grid: &[Vec<u8>], s: &State) -> Option<bool> {
    if s.black.0 == 0 {
        return Some(false);
    }
    if s.reds.contains(&s.black) {
        // The previous mover wins: red if black is now to move.
        return Some(!s.red_to_move);
    }
    if successors(grid, s).is_empty() {
        return Some(!s.red_to_move);
    }
    None
}

/// Every position one legal move away (ignoring whether the game is over).
pub(crate) fn successors(grid: &[Vec<u8>], s: &State) -> Vec<State> {
    let mut out = Vec::new();
    if s.red_to_move {
        for i in 0..2 {
            let (r, c) = s.reds[i];
            for (dr, dc) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
                let (nr, nc) = (r as isize + dr, c as isize + dc);
                if !free(grid, nr, nc) || (nr as usize, nc as usize) == s.reds[1 - i] {
                    continue;
                }
                let mut reds = s.reds;
                reds[i] = (nr as usize, nc as usize);
                out.push(State {
                    reds,
                    black: s.black,
                    red_to_move: false,
                });
            }
        }
    } else {
        let (r, c) = s.black;
        for (dr, dc) in [(-1, 0), (0, -1), (0, 1)] {
            let (nr, nc) = (r as isize + dr, c as isize + dc);
            if free(grid, nr, nc) {
                out.push(State {
                    reds: s.reds,
                    black: (nr as usize, nc as usize),
                    red_to_move: true,
                });
            }
        }
    }
    out
}

/// Whether `a` and `b` are the same position (red pieces unordered).
pub(crate) fn same(a: &State, b: &State) -> bool {
    a.black == b.black
        && a.red_to_move == b.red_to_move
        && (a.reds == b.reds || a.reds == [b.reds[1], b.reds[0]])
}
