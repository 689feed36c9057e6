//! The solved game: the value of every position, and the queries on it.

use crate::board::Board;
use crate::contour::Table;
use crate::position::{Binomials, Cell, Player, Position};

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
/// Built by [`analyze`]; holds a copy of its board and answers questions
/// about any position, not only the empty board.
#[derive(Clone, Debug)]
pub struct Analysis {
    board: Board,
    table: Table,
}

/// Number of positions of a `rows × cols` board: `C(rows + cols, rows)`.
pub fn position_count(rows: usize, cols: usize) -> usize {
    Binomials::new().get(rows + cols, rows)
}

/// Bytes of the tables [`analyze`] allocates for `board`: per position, the
/// value (4 or 8 bytes) and whose turn it is (1 byte).
pub fn table_bytes(board: &Board) -> usize {
    position_count(board.rows(), board.cols()) * Table::bytes_per_position(board)
}

/// Solves the board: the value of every position under optimal play.
///
/// Time `O(C(n+m, n) · min(n, m))`, memory per position one `i32` (or an
/// 8-byte value, exact, when the values are large) and one byte; see
/// [`table_bytes`].
pub fn analyze(board: &Board) -> Analysis {
    Analysis {
        board: board.clone(),
        table: Table::new(board),
    }
}

/// The first player's score minus the second player's under optimal play.
pub fn solve(board: &Board) -> i64 {
    analyze(board).value()
}

/// The optimal game from the empty board to the full one.
pub fn principal_variation(board: &Board) -> Vec<Move> {
    analyze(board).principal_variation()
}

impl Analysis {
    /// The board this analysis is for.
    pub fn board(&self) -> &Board {
        &self.board
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
        let for_mover = self.table.get(position.rank())?;
        Some(match position.to_move() {
            Player::First => for_mover,
            Player::Second => -for_mover,
        })
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
