//! An independent brute-force solver for the diagonal-wave game, written from
//! the rules of `shared/specs/darkraft.md` ("The game") alone, on the original
//! grid and without the rotated-coordinates decomposition.
//!
//! A position is the set of active cells. A move picks an active cell, makes
//! it inactive, and sends waves along diagonals from it (`L`: down-left and
//! up-right; `R`: up-left and down-right; `X`: all four). A wave moves one
//! cell at a time, making each cell it reaches inactive, and stops when the
//! next cell is outside the grid or already inactive. The player with no
//! active cell to pick loses.
//!
//! Indices are 0-based: `g[r][c]` is the letter (`b'L'`, `b'R'` or `b'X'`)
//! in row `r` (top to bottom) and column `c` (left to right), and
//! `active[r][c]` says whether that cell is active.
//!
//! The searches memoise on the active set as a `u64` bitmask (cell `(r, c)`
//! is bit `r * m + c`), so grids have at most 64 cells; in practice the
//! search is meant for grids of at most about 16 cells.

use rustc_hash::FxHashMap;

/// The diagonal directions `(row step, column step)` of the waves a letter
/// sends; rows grow downwards, columns to the right.
fn directions(letter: u8) -> &'static [(isize, isize)] {
    match letter {
        // Down-left and up-right.
        b'L' => &[(1, -1), (-1, 1)],
        // Up-left and down-right.
        b'R' => &[(-1, -1), (1, 1)],
        // All four diagonal directions.
        b'X' => &[(1, -1), (-1, 1), (-1, -1), (1, 1)],
        other => unreachable!("not a letter of the game: {:?}", char::from(other)),
    }
}

/// The grid's `(rows, columns)`, after checking that it is rectangular and
/// holds only `L`, `R` and `X`.
fn dimensions(g: &[Vec<u8>]) -> (usize, usize) {
    let n = g.len();
    let m = g.first().map_or(0, Vec::len);
    for row in g {
        assert_eq!(row.len(), m, "the grid is not rectangular");
        for &letter in row {
            assert!(
                matches!(letter, b'L' | b'R' | b'X'),
                "not a letter of the game: {:?}",
                char::from(letter)
            );
        }
    }
    (n, m)
}

/// The cell one diagonal step from `(r, c)` in direction `(dr, dc)`, if it is
/// inside the `n`×`m` grid.
fn step(n: usize, m: usize, r: usize, c: usize, dr: isize, dc: isize) -> Option<(usize, usize)> {
    let r = r.checked_add_signed(dr)?;
    let c = c.checked_add_signed(dc)?;
    (r < n && c < m).then_some((r, c))
}

/// Applies the move at `(r, c)` (which must be active) to `active`: the cell
/// becomes inactive, then each of its waves runs until the next cell is
/// outside the grid or already inactive.
pub fn apply_move(g: &[Vec<u8>], active: &mut [Vec<bool>], r: usize, c: usize) {
    let (n, m) = dimensions(g);
    assert_eq!(active.len(), n, "the active set does not match the grid");
    assert!(
        active.iter().all(|row| row.len() == m),
        "the active set does not match the grid"
    );
    assert!(r < n && c < m, "({r}, {c}) is outside the {n}x{m} grid");
    assert!(active[r][c], "({r}, {c}) is not active");
    active[r][c] = false;
    for &(dr, dc) in directions(g[r][c]) {
        let (mut i, mut j) = (r, c);
        while let Some((ni, nj)) = step(n, m, i, j, dr, dc) {
            if !active[ni][nj] {
                break;
            }
            active[ni][nj] = false;
            (i, j) = (ni, nj);
        }
    }
}

/// The grid in bitmask form: for every cell, the cells each of its waves
/// would reach in order if all were active.
struct Board {
    /// `rays[k]`: the waves of cell `k`, each the list of cells along it.
    rays: Vec<Vec<Vec<u32>>>,
}

impl Board {
    fn new(g: &[Vec<u8>]) -> Self {
        let (n, m) = dimensions(g);
        assert!(n * m <= 64, "{n}x{m} is too big for the brute force");
        let rays = (0..n * m)
            .map(|k| {
                let (r, c) = (k / m, k % m);
                directions(g[r][c])
                    .iter()
                    .map(|&(dr, dc)| {
                        let mut ray = Vec::new();
                        let (mut i, mut j) = (r, c);
                        while let Some((ni, nj)) = step(n, m, i, j, dr, dc) {
                            ray.push(u32::try_from(ni * m + nj).unwrap());
                            (i, j) = (ni, nj);
                        }
                        ray
                    })
                    .collect()
            })
            .collect();
        Self { rays }
    }

    /// The active set as a bitmask.
    fn mask_of(&self, active: &[Vec<bool>]) -> u64 {
        let cells: Vec<bool> = active.iter().flatten().copied().collect();
        assert_eq!(
            cells.len(),
            self.rays.len(),
            "the active set does not match the grid"
        );
        cells
            .iter()
            .enumerate()
            .filter(|&(_, &a)| a)
            .fold(0, |mask, (k, _)| mask | 1 << k)
    }

    /// The active set after the move at cell `k` (active in `mask`).
    fn after(&self, mask: u64, k: u32) -> u64 {
        let mut mask = mask & !(1 << k);
        for ray in &self.rays[k as usize] {
            for &t in ray {
                if mask & (1 << t) == 0 {
                    break;
                }
                mask &= !(1 << t);
            }
        }
        mask
    }

    /// The Grundy number of `mask`: the mex of its options' numbers.
    fn grundy(&self, mask: u64, memo: &mut FxHashMap<u64, u32>) -> u32 {
        if mask == 0 {
            return 0;
        }
        if let Some(&value) = memo.get(&mask) {
            return value;
        }
        // At most 64 options, so every option's number and the mex are at
        // most 64 and fit a 128-bit set.
        let mut seen = 0u128;
        let mut rest = mask;
        while rest != 0 {
            let k = rest.trailing_zeros();
            rest &= rest - 1;
            let value = self.grundy(self.after(mask, k), memo);
            if value < 128 {
                seen |= 1 << value;
            }
        }
        let value = (!seen).trailing_zeros();
        memo.insert(mask, value);
        value
    }

    /// Whether the player to move from `mask` wins: some move leads to a
    /// position the opponent loses. No move at all is a loss.
    fn wins(&self, mask: u64, memo: &mut FxHashMap<u64, bool>) -> bool {
        if mask == 0 {
            return false;
        }
        if let Some(&value) = memo.get(&mask) {
            return value;
        }
        let mut value = false;
        let mut rest = mask;
        while rest != 0 {
            let k = rest.trailing_zeros();
            rest &= rest - 1;
            if !self.wins(self.after(mask, k), memo) {
                value = true;
                break;
            }
        }
        memo.insert(mask, value);
        value
    }
}

/// The Grundy number of the position whose active cells are given by
/// `active`, by plain mex recursion over moves.
pub fn grundy_from(g: &[Vec<u8>], active: &[Vec<bool>]) -> u32 {
    let board = Board::new(g);
    let mask = board.mask_of(active);
    board.grundy(mask, &mut FxHashMap::default())
}

/// Whether the first player wins from the start (every cell active), by
/// plain win/lose search, not through Grundy numbers.
pub fn first_player_wins(g: &[Vec<u8>]) -> bool {
    let board = Board::new(g);
    let cells = board.rays.len();
    let all = if cells == 64 {
        u64::MAX
    } else {
        (1 << cells) - 1
    };
    board.wins(all, &mut FxHashMap::default())
}
