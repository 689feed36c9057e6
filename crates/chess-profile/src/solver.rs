//! The contour DP: one value per lattice path, filled in rank order.

use std::ops::{Add, Sub};

use crate::board::Board;
use crate::position::{Binomials, Cell, Player, Position, low_bits, movers, stones_are_even};

/// One move of a game: where the stone went, who placed it, and the score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// The cell taken.
    pub cell: Cell,
    /// Who took it.
    pub player: Player,
    /// What the move adds to the difference: `+A` for the first player,
    /// `-B` for the second.
    pub gain: i64,
    /// The first player's score minus the second's after this move.
    pub difference: i64,
}

/// The solved game: the value of every position of the board.
///
/// Built by [`analyze`]; answers questions about any position, not only
/// the empty board.
#[derive(Clone, Debug)]
pub struct Analysis<'b> {
    board: &'b Board,
    table: Table,
}

/// The value table. Values fit in `i32` unless the board's values are large;
/// the narrow table halves the memory and the cache traffic.
#[derive(Clone, Debug)]
enum Table {
    Narrow(Vec<i32>),
    Wide(Vec<i64>),
}

impl Table {
    fn get(&self, rank: usize) -> Option<i64> {
        match self {
            Table::Narrow(values) => values.get(rank).map(|&v| i64::from(v)),
            Table::Wide(values) => values.get(rank).copied(),
        }
    }
}

/// A score type for the table.
trait Value: Copy + Ord + Add<Output = Self> + Sub<Output = Self> {
    const ZERO: Self;
    /// Converts a value known to fit (the board's score bound).
    fn narrow(v: i64) -> Self;
}

impl Value for i32 {
    const ZERO: i32 = 0;
    fn narrow(v: i64) -> i32 {
        // Only called when the score bound fits in i32 (see `analyze`).
        i32::try_from(v).unwrap_or(i32::MAX)
    }
}

impl Value for i64 {
    const ZERO: i64 = 0;
    fn narrow(v: i64) -> i64 {
        v
    }
}

/// Number of positions of a `rows × cols` board: `C(rows + cols, rows)`.
pub fn position_count(rows: usize, cols: usize) -> usize {
    Binomials::new().get(rows + cols, rows)
}

/// Bytes of the value table [`analyze`] allocates for `board`.
pub fn table_bytes(board: &Board) -> usize {
    let per_value = if i32::try_from(board.score_bound()).is_ok() {
        4
    } else {
        8
    };
    position_count(board.rows(), board.cols()) * per_value
}

/// Solves the board: the value of every position under optimal play.
///
/// Time `O(C(n+m, n) · min(n, m))`, memory one `i32` (or `i64` when the
/// values are large) per position.
pub fn analyze(board: &Board) -> Analysis<'_> {
    let table = if i32::try_from(board.score_bound()).is_ok() {
        Table::Narrow(fill::<i32>(board))
    } else {
        Table::Wide(fill::<i64>(board))
    };
    Analysis { board, table }
}

/// The first player's score minus the second player's under optimal play.
pub fn solve(board: &Board) -> i64 {
    analyze(board).value()
}

/// The optimal game from the empty board to the full one.
pub fn principal_variation(board: &Board) -> Vec<Move> {
    analyze(board).principal_variation()
}

/// Fills the table: `table[rank(p)]` is the difference (first − second)
/// still to be made from position `p` under optimal play.
///
/// Ranks are the combinatorial number system over the right steps of the
/// path, so increasing rank is increasing mask among masks with `cols` ones,
/// and Gosper's hack steps from one to the next. A move shifts the `r`-th
/// right step from bit `t + 1` to bit `t`, which lowers the rank by exactly
/// `C(t, r)`: every successor is already in the table when a position is
/// filled.
fn fill<V: Value>(board: &Board) -> Vec<V> {
    let (rows, cols) = (board.rows(), board.cols());
    let width = rows + cols;
    let binomials = Binomials::new();
    let size = binomials.get(width, rows);

    // Per step `t` and right steps below it `r`: the rank offset of the move
    // and each player's gain, flattened as `t * width + r`.
    let mut offset = vec![0usize; width * width];
    let mut gain_first = vec![V::ZERO; width * width];
    let mut gain_second = vec![V::ZERO; width * width];
    for t in 0..width {
        for r in 0..=t.min(cols) {
            let up = t - r;
            if up >= rows || r >= cols {
                continue;
            }
            let cell = (rows - 1 - up) * cols + r;
            let k = t * width + r;
            offset[k] = binomials.get(t, r);
            gain_first[k] = V::narrow(board.a()[cell]);
            gain_second[k] = V::narrow(board.b()[cell]);
        }
    }

    let mut table = vec![V::ZERO; size];
    let mut mask = low_bits(cols); // rank 0: the full board, value 0
    for rank in 1..size {
        mask = next_combination(mask);
        let first = stones_are_even(mask, rows, cols);
        let mut bits = movers(mask, width);
        let mut best: Option<V> = None;
        while bits != 0 {
            let t = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let r = (mask & low_bits(t)).count_ones() as usize;
            let k = t * width + r;
            // `offset[k] <= rank` because the successor's rank is `rank - offset[k]`.
            let next = table[rank - offset[k]];
            let v = if first {
                next + gain_first[k]
            } else {
                next - gain_second[k]
            };
            best = Some(match best {
                None => v,
                Some(b) if first => b.max(v),
                Some(b) => b.min(v),
            });
        }
        table[rank] = best.unwrap_or(V::ZERO);
    }
    table
}

/// The next larger integer with the same number of set bits (Gosper's hack).
fn next_combination(x: u32) -> u32 {
    let lowest = x & x.wrapping_neg();
    let ripple = x + lowest;
    (((ripple ^ x) >> 2) >> lowest.trailing_zeros()) | ripple
}

impl Analysis<'_> {
    /// The board this analysis is for.
    pub fn board(&self) -> &Board {
        self.board
    }

    /// The first player's score minus the second's under optimal play from
    /// the empty board.
    pub fn value(&self) -> i64 {
        self.start().and_then(|p| self.value_at(&p)).unwrap_or(0)
    }

    fn start(&self) -> Option<Position> {
        Position::empty(self.board.rows(), self.board.cols())
    }

    /// The difference (first − second) still to be made from `position` on,
    /// under optimal play; `None` if the position is for another board size.
    pub fn value_at(&self, position: &Position) -> Option<i64> {
        if (position.rows(), position.cols()) != (self.board.rows(), self.board.cols()) {
            return None;
        }
        self.table.get(position.rank())
    }

    /// An optimal move from `position`: among optimal moves, the one in the
    /// topmost row. `None` if the board is full or the position is for
    /// another board size.
    pub fn best_move(&self, position: &Position) -> Option<Cell> {
        self.optimal_step(position).map(|(cell, _)| cell)
    }

    /// An optimal move from `position` and what it adds to the difference.
    fn optimal_step(&self, position: &Position) -> Option<(Cell, i64)> {
        let target = self.value_at(position)?;
        let cols = self.board.cols();
        position.open_cells().into_iter().find_map(|cell| {
            let index = cell.row * cols + cell.col;
            let gain = match position.to_move() {
                Player::First => *self.board.a().get(index)?,
                Player::Second => -*self.board.b().get(index)?,
            };
            let next = position.play(cell)?;
            (gain + self.value_at(&next)? == target).then_some((cell, gain))
        })
    }

    /// The optimal game from the empty board to the full one.
    pub fn principal_variation(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        let mut difference = 0;
        let Some(mut position) = self.start() else {
            return moves;
        };
        while let Some((cell, gain)) = self.optimal_step(&position) {
            difference += gain;
            moves.push(Move {
                cell,
                player: position.to_move(),
                gain,
                difference,
            });
            match position.play(cell) {
                Some(next) => position = next,
                None => break,
            }
        }
        moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        for rank in 0..position_count(3, 2) {
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
