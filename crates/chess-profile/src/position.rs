//! The vocabulary of play: the players, moves, and positions as lattice
//! paths with their dense ranking.

use std::fmt;
use std::str::FromStr;

use common_io::game::{Cell, ParseMoveError, parse_cells};

use crate::board::{Binomials, MAX_SIDE_SUM};

/// One of the two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The player who moves first and scores `A`.
    First,
    /// The player who moves second and scores `B`.
    Second,
}

impl Side {
    /// The other player.
    pub fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::First => "first",
            Side::Second => "second",
        })
    }
}

/// A move: a stone placed on an open cell. Its text is the cell's 1-based
/// row and column, `R C`, as `--moves` writes it.
///
/// ```
/// use chess_profile::{Cell, Move};
///
/// let mv: Move = "2 3".parse()?;
/// assert_eq!(mv, Move { cell: Cell::new(1, 2) });
/// assert_eq!(mv.to_string(), "2 3");
/// # Ok::<(), common_io::game::ParseMoveError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Move {
    /// The open cell the stone goes on.
    pub cell: Cell,
}

impl fmt::Display for Move {
    /// `R C`, 1-based.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.cell.text())
    }
}

impl FromStr for Move {
    type Err = ParseMoveError;

    fn from_str(text: &str) -> Result<Move, ParseMoveError> {
        let [cell] = parse_cells(text, "R C: the row and column of an open cell, from 1")?;
        Ok(Move { cell })
    }
}

/// A position: which cells hold stones, on a board of a given size.
///
/// The occupied cells always form a staircase (row lengths non-increasing
/// from top to bottom), so a position is the boundary between occupied and
/// empty cells: a lattice path from the bottom-left corner of the board to
/// the top-right one with `rows` up-steps and `cols` right-steps. Bit `t` of
/// the mask is step `t` of that path, `1` for a right step and `0` for an up
/// step. The empty board is `0^rows 1^cols` read from bit 0 (up the left
/// edge, then along the top) and the full board `1^cols 0^rows`.
///
/// Placing a stone at the open cell of some row turns one `01` at bits
/// `t, t+1` (an up-step followed by a right-step) into `10`: the mask loses
/// value, which is why the solver can fill its table in increasing mask order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    rows: u8,
    cols: u8,
    mask: u32,
}

impl Position {
    /// The empty board of `rows × cols`; `None` if the size is outside
    /// `rows, cols >= 1`, `rows + cols <= MAX_SIDE_SUM`.
    pub fn empty(rows: usize, cols: usize) -> Option<Position> {
        if rows == 0 || cols == 0 || rows + cols > MAX_SIDE_SUM {
            return None;
        }
        let width = rows + cols;
        Some(Position {
            // Both fit: `rows + cols <= MAX_SIDE_SUM`.
            rows: rows as u8,
            cols: cols as u8,
            mask: low_bits(width) & !low_bits(rows),
        })
    }

    /// The position of the lattice path `mask` (see the type's
    /// documentation) on a board of `rows × cols`: `None` unless the size is
    /// within the limits and the mask has `cols` right steps among its
    /// `rows + cols` bits, and no bit past them.
    pub fn from_mask(rows: usize, cols: usize, mask: u32) -> Option<Position> {
        let empty = Position::empty(rows, cols)?;
        (mask & !low_bits(rows + cols) == 0 && mask.count_ones() as usize == cols)
            .then_some(Position { mask, ..empty })
    }

    /// The position where row `i` (0-based from the top) holds
    /// `row_lengths[i]` stones from the left. `None` unless the lengths are
    /// non-increasing, at most `cols`, and the size is within the limits.
    pub fn from_row_lengths(cols: usize, row_lengths: &[usize]) -> Option<Position> {
        let rows = row_lengths.len();
        let empty = Position::empty(rows, cols)?;
        let mut mask = 0u32;
        let mut t = 0;
        let mut below = 0; // length of the row below the current one
        for &len in row_lengths.iter().rev() {
            if len < below || len > cols {
                return None;
            }
            mask |= (low_bits(len - below)) << t; // right steps
            t += len - below + 1; // ... then one up step
            below = len;
        }
        mask |= low_bits(cols - below) << t;
        Some(Position { mask, ..empty })
    }

    /// Number of rows of the board.
    pub fn rows(&self) -> usize {
        usize::from(self.rows)
    }

    /// Number of columns of the board.
    pub fn cols(&self) -> usize {
        usize::from(self.cols)
    }

    /// The lattice-path mask (see the type's documentation).
    pub fn mask(&self) -> u32 {
        self.mask
    }

    fn width(&self) -> usize {
        self.rows() + self.cols()
    }

    /// Stones in each row, top row first.
    pub fn row_lengths(&self) -> Vec<usize> {
        let mut lengths = vec![0; self.rows()];
        let mut rights = 0;
        let mut ups = 0;
        for t in 0..self.width() {
            if self.mask >> t & 1 == 1 {
                rights += 1;
            } else {
                // The up step of the `ups`-th row from the bottom (a mask
                // has exactly `rows` up steps).
                lengths[self.rows() - 1 - ups] = rights;
                ups += 1;
            }
        }
        lengths
    }

    /// Number of stones on the board.
    pub fn stones(&self) -> usize {
        self.row_lengths().iter().sum()
    }

    /// Whether `cell` holds a stone.
    pub fn is_occupied(&self, cell: Cell) -> bool {
        self.row_lengths()
            .get(cell.row)
            .is_some_and(|&len| cell.col < len)
    }

    /// Whether every cell holds a stone (the game is over).
    pub fn is_full(&self) -> bool {
        self.mask == low_bits(self.cols())
    }

    /// Who moves next: the first player after an even number of stones.
    pub fn to_move(&self) -> Side {
        if stones_are_even(self.mask, self.rows(), self.cols()) {
            Side::First
        } else {
            Side::Second
        }
    }

    /// The open cells: empty, with every cell to the left and above occupied.
    /// At most one per row; listed from the top row down.
    pub fn open_cells(&self) -> Vec<Cell> {
        let mut cells = Vec::new();
        let mut bits = movers(self.mask, self.width());
        while bits != 0 {
            let t = 31 - bits.leading_zeros() as usize;
            bits &= !(1 << t);
            cells.push(cell_of_step(self.mask, t, self.rows()));
        }
        cells
    }

    /// The dense rank of this position among all positions of its board
    /// size: `0` for the full board, `C(rows + cols, rows) - 1` for the empty
    /// one.
    pub fn rank(&self) -> usize {
        let binomials = Binomials::new();
        let mut rank = 0;
        let mut ones = 0;
        for t in 0..self.width() {
            if self.mask >> t & 1 == 1 {
                ones += 1;
                rank += binomials.get(t, ones);
            }
        }
        rank
    }
}

/// The lowest `n` bits set.
pub(crate) fn low_bits(n: usize) -> u32 {
    if n >= 32 { u32::MAX } else { (1u32 << n) - 1 }
}

/// The steps `t` where a stone can be placed: an up step at `t` followed by
/// a right step at `t + 1`.
pub(crate) fn movers(mask: u32, width: usize) -> u32 {
    (mask >> 1) & !mask & low_bits(width - 1)
}

/// The cell filled by the move at step `t` of `mask`.
pub(crate) fn cell_of_step(mask: u32, t: usize, rows: usize) -> Cell {
    let col = (mask & low_bits(t)).count_ones() as usize;
    Cell {
        row: rows - 1 - (t - col),
        col,
    }
}

/// Whether the position `mask` of a `rows × cols` board holds an even number
/// of stones.
///
/// Stones = Σ over right steps of the up steps after them
/// = `rows·cols − Σ_j (p_j − j)` where `p_j` is the bit of the `j`-th right
/// step; only its parity is needed, and `Σ p_j` is odd exactly when an odd
/// number of right steps sit at odd bits.
pub(crate) fn stones_are_even(mask: u32, rows: usize, cols: usize) -> bool {
    let odd_bits = (mask & 0xAAAA_AAAA).count_ones() as usize;
    (rows * cols + cols * cols.saturating_sub(1) / 2 + odd_bits).is_multiple_of(2)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The next larger integer with the same number of set bits (Gosper's hack).
    fn next_combination(x: u32) -> u32 {
        let lowest = x & x.wrapping_neg();
        let ripple = x + lowest;
        (((ripple ^ x) >> 2) >> lowest.trailing_zeros()) | ripple
    }

    #[test]
    fn gosper_walks_masks_in_increasing_order() {
        let mut mask = 0b0111u32;
        let mut seen = vec![mask];
        for _ in 0..9 {
            mask = next_combination(mask);
            seen.push(mask);
        }
        let expected: Vec<u32> = (0..64u32).filter(|m| m.count_ones() == 3).collect();
        assert_eq!(seen, expected[..10]);
    }

    #[test]
    fn ranks_follow_mask_order() {
        // Every 3×2 position, in Gosper order, has the next rank.
        let mut mask = low_bits(2);
        for rank in 0..crate::analysis::position_count(3, 2) {
            let lengths = lengths_of(mask, 3);
            let p = Position::from_row_lengths(2, &lengths).unwrap();
            assert_eq!((p.mask(), p.rank()), (mask, rank));
            mask = next_combination(mask);
        }
    }

    fn lengths_of(mask: u32, rows: usize) -> Vec<usize> {
        let mut lengths = vec![0; rows];
        let (mut rights, mut ups) = (0, 0);
        for t in 0..5 {
            if mask >> t & 1 == 1 {
                rights += 1;
            } else {
                lengths[rows - 1 - ups] = rights;
                ups += 1;
            }
        }
        lengths
    }
}
