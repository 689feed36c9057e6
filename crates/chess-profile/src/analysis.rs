//! The solved game: the value of every position, and the queries on it.

use common_io::game::{
    Cell, Ending, ForeignPosition, IllegalMove, Line, MoveValue, Score, principal_variation,
};
use common_io::rules::{Scores, Solution};
use common_io::{OutOfMemory, Resources, Solver};

use crate::board::Binomials;
use crate::board::{Board, MAX_SIDE_SUM};
use crate::contour::Table;
use crate::game::ChessProfile;
use crate::position::{Move, Position, Side};
use crate::rules::ChessRules;

/// The solved game: the value of every position of the board.
///
/// Built by [`try_analyze`] (or [`analyze`]); holds a copy of its board
/// and answers questions about any position of the board's size: every
/// such position is reachable from the empty board.
#[derive(Clone, Debug)]
pub struct Analysis {
    board: Board,
    solved: Solved,
}

/// Which solver filled an analysis, and its table. One per analysis: the
/// variants' sizes do not matter.
#[derive(Clone, Debug)]
#[allow(clippy::large_enum_variant)]
enum Solved {
    /// The kernel's table, by rank.
    Kernel(Table),
    /// The generic negamax over the rules ([`ChessRules`]).
    Rules(Scores<ChessRules>),
}

/// Number of positions of a `rows × cols` board: `C(rows + cols, rows)`.
///
/// # Panics
///
/// If `rows + cols >` [`MAX_SIDE_SUM`] (no such board is accepted).
pub(crate) fn position_count(rows: usize, cols: usize) -> usize {
    assert!(
        rows.saturating_add(cols) <= MAX_SIDE_SUM,
        "a {rows}×{cols} board is past the limits"
    );
    Binomials::new().get(rows + cols, rows)
}

/// The bytes the analysis of `board` allocates at most: per position, the
/// value (4 or 8 bytes) and whose turn it is (1 byte), and under 4 MiB of
/// tables bounded by the limits (the move gains, the leaf move lists).
pub(crate) fn memory_needed(board: &Board) -> usize {
    position_count(board.rows(), board.cols()) * Table::bytes_per_position(board) + (4 << 20)
}

/// Solves `board` within `resources`: the value of every position under
/// optimal play. Refuses with [`OutOfMemory`] when the analysis needs more
/// than the memory limit (checked before anything is allocated, against
/// the bound of `ChessProfile::memory_needed`) or when a table cannot be
/// allocated.
///
/// Time `O(C(n+m, n) · min(n, m))`, memory per position one `i32` (or an
/// 8-byte value, exact, when the values are large) and one byte.
///
/// ```
/// use chess_profile::{Board, Resources, try_analyze};
///
/// let board: Board = "2 3\n2 7 3\n9 1 2\n3 7 2\n2 3 1\n".parse()?;
/// let analysis = try_analyze(&board, &Resources::default())?;
/// assert_eq!(analysis.answer(), 2);
/// // 100 bytes are not enough for its table: refused before allocating.
/// let small = Resources::default().with_memory_limit(100);
/// assert!(try_analyze(&board, &small).unwrap_err().to_string().contains("over the limit"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn try_analyze(board: &Board, resources: &Resources<'_>) -> Result<Analysis, OutOfMemory> {
    let solved = match resources.solver {
        Solver::Kernel => {
            resources.admit("the analysis", memory_needed(board))?;
            Solved::Kernel(Table::try_new(board, resources.workers)?)
        }
        Solver::Rules => Solved::Rules(Scores::solve(ChessRules::new(board), resources)?),
    };
    Ok(Analysis {
        board: board.clone(),
        solved,
    })
}

/// Solves `board` on the current thread: [`try_analyze`], ending the
/// process as `Vec` does ([`OutOfMemory::abort`]) if the memory is not
/// there.
pub fn analyze(board: &Board) -> Analysis {
    try_analyze(board, &Resources::default()).unwrap_or_else(|e| e.abort())
}

impl Analysis {
    /// Frees the analysis on `workers` (its table's halves side by side).
    pub(crate) fn free_on(self, workers: &common_io::Workers) {
        if let Solved::Kernel(table) = self.solved {
            table.free_on(workers);
        }
    }

    /// The board this analysis is for.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The judge's answer: the first player's score minus the second's
    /// under optimal play from the empty board (the start's value for the
    /// first player).
    pub fn answer(&self) -> i64 {
        let start = self.start();
        self.score_of(&start).0
    }

    /// The empty board of this analysis's size, where every game starts:
    /// walk from it with [`Analysis::play`] to reach any position.
    pub fn start(&self) -> Position {
        match Position::empty(self.board.rows(), self.board.cols()) {
            Some(position) => position,
            None => unreachable!("a board's size is within the limits"),
        }
    }

    /// The value of `position` for the player to move: their score minus
    /// the opponent's over the stones still to be placed, under optimal
    /// play; [`ForeignPosition`] for a position of another board size.
    pub fn outcome(&self, position: &Position) -> Result<Score, ForeignPosition> {
        self.check(position)?;
        Ok(self.score_of(position))
    }

    /// `Ok` for a position of this board's size.
    fn check(&self, position: &Position) -> Result<(), ForeignPosition> {
        let size = (position.rows(), position.cols());
        if size == (self.board.rows(), self.board.cols()) {
            Ok(())
        } else {
            Err(ForeignPosition)
        }
    }

    /// The value of a position of this board for the player to move.
    fn score_of(&self, position: &Position) -> Score {
        match &self.solved {
            Solved::Kernel(table) => Score(table.value(position.rank())),
            Solved::Rules(scores) => match scores.outcome(position) {
                Some(score) => score,
                None => unreachable!("every position of the board's size is reachable"),
            },
        }
    }

    /// Every legal move of `position` with its value for the player making
    /// it, in the order the `--moves` output lists them: the open cells top
    /// row first (a row has at most one open cell, so this is row-major
    /// order). Empty when the board is full.
    ///
    /// A move's [`Score`] is the mover's score minus the opponent's over the
    /// stones from `position` on: the move's cell and optimal play
    /// afterwards. The best of them is [`Analysis::outcome`]`(position)`.
    ///
    /// # Example
    ///
    /// ```
    /// use chess_profile::{Board, Cell, Move, MoveValue, Score, analyze};
    ///
    /// // The first sample of the statement.
    /// let board: Board = "2 3\n2 7 3\n9 1 2\n3 7 2\n2 3 1\n".parse()?;
    /// let analysis = analyze(&board);
    /// let start = analysis.start();
    /// // Only the top-left cell is open: A = 2, then the rest is worth 0.
    /// let first = Move { cell: Cell::new(0, 0) };
    /// assert_eq!(analysis.move_values(&start)?, [MoveValue { mv: first, value: Score(2) }]);
    /// // Then the second player chooses between (1, 2) and (2, 1): from
    /// // there, the rest of the game is worth 0 or -3 to it (the 2 already
    /// // made by the first stone does not count).
    /// let after = analysis.play(&start, &first)?;
    /// let values: Vec<Score> = analysis.move_values(&after)?.iter().map(|m| m.value).collect();
    /// assert_eq!(values, [Score(0), Score(-3)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn move_values(
        &self,
        position: &Position,
    ) -> Result<Vec<MoveValue<Move, Score>>, ForeignPosition> {
        self.check(position)?;
        Ok(position
            .open_cells()
            .into_iter()
            .map(|cell| {
                let next = self.after(position, cell);
                MoveValue {
                    mv: Move { cell },
                    value: Score(self.gain(position, cell) - self.score_of(&next).0),
                }
            })
            .collect())
    }

    /// The position after `mv`, if its cell is open in `position`.
    ///
    /// ```
    /// use chess_profile::{Board, Move, analyze};
    ///
    /// let analysis = analyze(&"2 2\n1 2\n3 4\n4 3\n2 1\n".parse::<Board>()?);
    /// let start = analysis.start();
    /// let err = analysis.play(&start, &"2 2".parse::<Move>()?).unwrap_err();
    /// assert_eq!(err.to_string(), "illegal move `2 2`: the cell (2, 2) is not open");
    /// let after = analysis.play(&start, &"1 1".parse::<Move>()?)?;
    /// assert_eq!(after.stones(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play(&self, position: &Position, mv: &Move) -> Result<Position, IllegalMove> {
        if self.check(position).is_err() {
            return Err(IllegalMove::foreign(mv));
        }
        if position.is_full() {
            return Err(IllegalMove::game_over(mv));
        }
        position
            .place(mv.cell)
            .ok_or_else(|| IllegalMove::new(mv, format!("the cell {} is not open", mv.cell)))
    }

    /// What a stone on `cell` is worth to the player to move in `position`:
    /// `A` for the first player, `B` for the second.
    fn gain(&self, position: &Position, cell: Cell) -> i64 {
        let index = cell.index(self.board.cols());
        match position.to_move() {
            Side::First => self.board.a()[index],
            Side::Second => self.board.b()[index],
        }
    }

    /// The position after a stone on `cell`, an open cell of `position`.
    fn after(&self, position: &Position, cell: Cell) -> Position {
        match position.place(cell) {
            Some(next) => next,
            None => unreachable!("an open cell can be played"),
        }
    }

    /// The optimal game from the empty board to the full one: at each
    /// position the first of [`Analysis::move_values`] with the best value
    /// (common-io's [`principal_variation`], the game `--explain` and
    /// `--moves` show). It always ends with the board full
    /// ([`Ending::Over`]).
    pub fn principal_variation(&self) -> (Line<'_, ChessProfile>, Ending) {
        principal_variation::<ChessProfile>(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn position_count_within_the_limits() {
        assert_eq!(position_count(1, 29), 30);
        assert_eq!(position_count(10, 10), 184_756);
        assert_eq!(position_count(15, 15), 155_117_520);
    }

    #[test]
    #[should_panic(expected = "past the limits")]
    fn position_count_past_the_limits_panics() {
        position_count(16, 15);
    }
}
