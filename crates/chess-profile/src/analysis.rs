//! The solved game: the kernel's table of every position's value, or the
//! generic negamax's over the rules, and solving a board.

use common_io::game::{Game, MoveValue, Score};
use common_io::rules::{IndexedScores, Solution, Solved, scored_move_values};
use common_io::{OutOfMemory, Resources, Workers};

use crate::ChessProfile;
use crate::board::Binomials;
use crate::board::{Board, MAX_SIDE_SUM};
use crate::contour::Table;
use crate::position::{Move, Position};

/// The solved game: the value of every position of the board, from the
/// kernel ([`Kernel`]) or from the generic negamax over the rules
/// (`--solver rules`, [`Resources::with_solver`]), as a [`Solution`]: a
/// position's value for the player to move ([`Solution::outcome`]: their
/// score minus the other's over the cells still empty, under optimal
/// play) and every legal move's for the player making it
/// ([`Solution::move_values`]: the cell's value to its mover, minus the
/// value of what it leaves for the other). Every position of the board's
/// size is reachable from the empty board; a position of a board of
/// another size is `None`.
///
/// ```
/// use chess_profile::{Board, Cell, Move, MoveValue, Score, analyze};
/// use common_io::rules::{Rules, Solution};
///
/// // The first sample: the first player ends 2 ahead.
/// let analysis = analyze(&"2 3\n2 7 3\n9 1 2\n3 7 2\n2 3 1\n".parse::<Board>()?);
/// let start = analysis.rules().start();
/// assert_eq!(analysis.outcome(&start), Some(Score(2)));
/// // The only legal first move: the top-left cell.
/// let moves = analysis.move_values(&start).unwrap();
/// assert_eq!(moves, [MoveValue { mv: Move { cell: Cell::new(0, 0) }, value: Score(2) }]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub type Analysis = Solved<Kernel, IndexedScores<Board>>;

/// The kernel's solution: the contour DP's table, a value a position by
/// rank.
#[derive(Clone, Debug)]
pub struct Kernel {
    board: Board,
    table: Table,
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

impl Kernel {
    /// Frees the table on `workers` (its halves side by side).
    pub(crate) fn free_on(self, workers: &Workers) {
        self.table.free_on(workers);
    }
}

impl Solution for Kernel {
    type Rules = Board;
    type Outcome = Score;
    type Value = Score;

    /// The table, on `resources.workers`, refused with [`OutOfMemory`]
    /// when it needs more than the memory limit (checked before anything
    /// is allocated) or cannot be allocated. Time `O(C(n+m, n) · min(n,
    /// m))`, memory per position one `i32` (or an 8-byte value, exact,
    /// when the values are large) and one byte.
    fn solve(board: Board, resources: &Resources<'_>) -> Result<Kernel, OutOfMemory> {
        resources.admit("the analysis", memory_needed(&board))?;
        let table = Table::try_new(&board, resources.workers)?;
        Ok(Kernel { board, table })
    }

    /// 9 bytes a position, at most, and 4 MiB.
    fn bound(positions: usize, _: usize) -> usize {
        positions.saturating_mul(9).saturating_add(4 << 20)
    }

    fn rules(&self) -> &Board {
        &self.board
    }

    fn len(&self) -> usize {
        position_count(self.board.rows(), self.board.cols())
    }

    fn bytes(&self) -> usize {
        memory_needed(&self.board)
    }

    fn outcome(&self, position: &Position) -> Option<Score> {
        let size = (position.rows(), position.cols());
        (size == (self.board.rows(), self.board.cols()))
            .then(|| Score(self.table.value(position.rank())))
    }

    fn move_values(&self, position: &Position) -> Option<Vec<MoveValue<Move, Score>>> {
        scored_move_values(&self.board, position, |next| self.outcome(next))
    }
}

/// Solves `board` within `resources`: the value of every position under
/// optimal play ([`Game::try_analyze`]). Refuses with [`OutOfMemory`] when
/// the analysis needs more than the memory limit (with the kernel,
/// checked before anything is allocated, against the bound of
/// `ChessProfile::memory_needed`) or when a table cannot be allocated.
///
/// ```
/// use chess_profile::{Board, Resources, try_analyze};
///
/// let board: Board = "2 3\n2 7 3\n9 1 2\n3 7 2\n2 3 1\n".parse()?;
/// assert!(try_analyze(&board, &Resources::default()).is_ok());
/// // 100 bytes are not enough for its table: refused before allocating.
/// let small = Resources::default().with_memory_limit(100);
/// assert!(try_analyze(&board, &small).unwrap_err().to_string().contains("over the limit"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn try_analyze(board: &Board, resources: &Resources<'_>) -> Result<Analysis, OutOfMemory> {
    ChessProfile::try_analyze(board, resources)
}

/// Solves `board` on the current thread: [`try_analyze`], ending the
/// process as `Vec` does ([`OutOfMemory::abort`]) if the memory is not
/// there.
pub fn analyze(board: &Board) -> Analysis {
    try_analyze(board, &Resources::default()).unwrap_or_else(|e| e.abort())
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
