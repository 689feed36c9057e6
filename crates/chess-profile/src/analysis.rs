//! The solved game: the value of every position, and the queries on it.

use common_io::OutOfMemory;

use crate::board::{Board, MAX_SIDE_SUM};
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

/// A legal move of a position with its value ([`Analysis::move_values`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveValue {
    /// The open cell the stone goes on.
    pub cell: Cell,
    /// The difference (first player's score minus the second's) that this
    /// move and optimal play afterwards add from the position on: the
    /// move's gain (`+A` of the cell when the first player moves, `-B`
    /// when the second does) plus the value of the position it leads to.
    /// The stones already on the board do not count.
    pub value: i64,
}

/// The solved game: the value of every position of the board.
///
/// Built by [`analyze`] or [`try_analyze`]; holds a copy of its board and
/// answers questions about any position, not only the empty board.
#[derive(Clone, Debug)]
pub struct Analysis {
    board: Board,
    table: Table,
}

/// Number of positions of a `rows × cols` board: `C(rows + cols, rows)`.
///
/// # Panics
///
/// If `rows + cols >` [`MAX_SIDE_SUM`] (no such board is accepted).
pub fn position_count(rows: usize, cols: usize) -> usize {
    assert!(
        rows.saturating_add(cols) <= MAX_SIDE_SUM,
        "a {rows}×{cols} board is past the limits"
    );
    Binomials::new().get(rows + cols, rows)
}

/// Bytes of the tables [`try_analyze`] allocates for `board`: per
/// position, the value (4 or 8 bytes) and whose turn it is (1 byte). (Its
/// other tables are bounded by the limits: a few kilobytes.)
pub fn table_bytes(board: &Board) -> usize {
    position_count(board.rows(), board.cols()) * Table::bytes_per_position(board)
}

/// Solves the board: the value of every position under optimal play, or
/// [`OutOfMemory`] naming the table that could not be allocated.
///
/// Time `O(C(n+m, n) · min(n, m))`, memory per position one `i32` (or an
/// 8-byte value, exact, when the values are large) and one byte; see
/// [`table_bytes`].
pub fn try_analyze(board: &Board) -> Result<Analysis, OutOfMemory> {
    Ok(Analysis {
        board: board.clone(),
        table: Table::try_new(board)?,
    })
}

/// Solves the board: [`try_analyze`], ending the process as `Vec` does
/// ([`OutOfMemory::abort`]) if the memory is not there:
/// `try_analyze(board).unwrap_or_else(|e| e.abort())`.
pub fn analyze(board: &Board) -> Analysis {
    try_analyze(board).unwrap_or_else(|e| e.abort())
}

/// The first player's score minus the second player's under optimal play:
/// `analyze(board).value()` (so it aborts when memory runs out; the
/// fallible form is `try_analyze(board)?.value()`).
pub fn solve(board: &Board) -> i64 {
    analyze(board).value()
}

/// The optimal game from the empty board to the full one:
/// `analyze(board).principal_variation()` (the fallible form is
/// `try_analyze(board)?.principal_variation()`).
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
        self.value_of(&self.start())
    }

    /// The empty board of this analysis's size, where every game starts:
    /// walk from it with [`Position::play`] to reach any position.
    pub fn start(&self) -> Position {
        match Position::empty(self.board.rows(), self.board.cols()) {
            Some(position) => position,
            None => unreachable!("a board's size is within the limits"),
        }
    }

    /// The difference (first − second) still to be made from `position` on,
    /// under optimal play; `None` if the position is for another board size.
    pub fn value_at(&self, position: &Position) -> Option<i64> {
        self.is_for(position).then(|| self.value_of(position))
    }

    /// Whether `position` is one of this board's.
    fn is_for(&self, position: &Position) -> bool {
        (position.rows(), position.cols()) == (self.board.rows(), self.board.cols())
    }

    /// [`Analysis::value_at`] for a position of this board.
    fn value_of(&self, position: &Position) -> i64 {
        let for_mover = self.table.value(position.rank());
        match position.to_move() {
            Player::First => for_mover,
            Player::Second => -for_mover,
        }
    }

    /// Every legal move of `position` with its value, in the order the
    /// `--moves` output lists them: the open cells top row first (a row has
    /// at most one open cell, so this is row-major order).
    ///
    /// [`MoveValue::value`] is counted from `position` on: what the move
    /// adds to the difference (first player's score minus the second's)
    /// plus the value of the position it leads to. The player to move
    /// (first: maximising, second: minimising) finds
    /// [`Analysis::value_at`]`(position)` among them; [`Analysis::best_move`]
    /// is the first move listed with that value.
    ///
    /// Every position of the board's size is reachable from the empty
    /// board. The list is empty when the board is full, and when `position`
    /// is for another board size ([`Analysis::value_at`] tells the two
    /// apart: `None` for another size).
    ///
    /// # Example
    ///
    /// ```
    /// use chess_profile::{Board, Cell, MoveValue, analyze};
    ///
    /// // The first sample of the statement.
    /// let board: Board = "2 3\n2 7 3\n9 1 2\n3 7 2\n2 3 1\n".parse()?;
    /// let analysis = analyze(&board);
    /// let start = analysis.start();
    /// // Only the top-left cell is open: A = 2, then the rest is worth 0.
    /// assert_eq!(
    ///     analysis.move_values(&start),
    ///     [MoveValue { cell: Cell { row: 0, col: 0 }, value: 2 }]
    /// );
    /// // Then the second player chooses between (1, 2) and (2, 1): from
    /// // there, the rest of the game is worth 0 or 3 (the 2 already made
    /// // by the first stone is not counted).
    /// let after = start.play(Cell { row: 0, col: 0 }).ok_or("not open")?;
    /// let values: Vec<i64> = analysis.move_values(&after).iter().map(|m| m.value).collect();
    /// assert_eq!(values, [0, 3]);
    /// assert_eq!(analysis.best_move(&after), Some(Cell { row: 0, col: 1 }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn move_values(&self, position: &Position) -> Vec<MoveValue> {
        if !self.is_for(position) {
            return Vec::new();
        }
        position
            .open_cells()
            .into_iter()
            .map(|cell| MoveValue {
                cell,
                value: self.gain(position, cell) + self.value_of(&self.after(position, cell)),
            })
            .collect()
    }

    /// An optimal move from `position`: the first of
    /// [`Analysis::move_values`] (the topmost row) with the best value for
    /// the player to move. `None` if the board is full or the position is
    /// for another board size.
    pub fn best_move(&self, position: &Position) -> Option<Cell> {
        self.optimal_step(position).map(|step| step.cell)
    }

    /// What a stone on `cell` adds to the difference when played from
    /// `position`: `+A` for the first player, `-B` for the second.
    fn gain(&self, position: &Position, cell: Cell) -> i64 {
        let index = cell.row * self.board.cols() + cell.col;
        match position.to_move() {
            Player::First => self.board.a()[index],
            Player::Second => -self.board.b()[index],
        }
    }

    /// The position after a stone on `cell`, an open cell of `position`.
    fn after(&self, position: &Position, cell: Cell) -> Position {
        match position.play(cell) {
            Some(next) => next,
            None => unreachable!("an open cell can be played"),
        }
    }

    /// An optimal move from `position` (the one [`Analysis::best_move`]
    /// names), what it adds to the difference and where it leads; `None`
    /// if the board is full or the position is for another board size.
    fn optimal_step(&self, position: &Position) -> Option<Step> {
        let moves = self.move_values(position);
        let better = |a: i64, b: i64| match position.to_move() {
            Player::First => a > b,
            Player::Second => a < b,
        };
        // The first move with the best value: a later one replaces it only
        // when strictly better.
        let best = moves.into_iter().reduce(|best, mv| {
            if better(mv.value, best.value) {
                mv
            } else {
                best
            }
        })?;
        assert_eq!(
            best.value,
            self.value_of(position),
            "a position's value is the best of its moves'"
        );
        Some(Step {
            cell: best.cell,
            gain: self.gain(position, best.cell),
            next: self.after(position, best.cell),
        })
    }

    /// The optimal game from the empty board to the full one.
    pub fn principal_variation(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        let mut difference = 0;
        let mut position = self.start();
        while let Some(Step { cell, gain, next }) = self.optimal_step(&position) {
            difference += gain;
            moves.push(Move {
                cell,
                player: position.to_move(),
                gain,
                difference,
            });
            position = next;
        }
        moves
    }
}

/// An optimal move: the cell, what it adds to the difference, and the
/// position it leads to.
struct Step {
    cell: Cell,
    gain: i64,
    next: Position,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn position_count_within_the_limits() {
        assert_eq!(position_count(1, 29), 30);
        assert_eq!(position_count(15, 15), 155_117_520);
    }

    #[test]
    #[should_panic(expected = "past the limits")]
    fn position_count_past_the_limits_panics() {
        position_count(16, 15);
    }
}
