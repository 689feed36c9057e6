//! The solved game: the kernel's table of every stretch's value, or the
//! generic negamax's over the rules, and solving a board.

use common_io::game::{Game, Score};
use common_io::rules::{IndexedScores, Solution, Solved, scored_move_values};
use common_io::{OutOfMemory, Resources};

use crate::DequeGame;
use crate::board::Board;
use crate::interval::Table;
use crate::position::Position;

/// The solved game: the value of every position of the row, from the
/// kernel ([`Kernel`]) or from the generic negamax over the rules
/// (`--solver rules`, [`Resources::with_solver`]), as a [`Solution`]: a
/// position's value for the player to move ([`Solution::outcome`]: their
/// total minus the other's over the numbers still there, under optimal
/// play) and every legal move's for the player making it
/// ([`Solution::move_values`]: the number taken, minus the value of what
/// it leaves for the other). Every stretch of the row is reachable from
/// the whole row; a position of a row of another length is `None`.
///
/// ```
/// use deque_game::{Board, Move, MoveValue, Score, analyze};
/// use common_io::rules::{Rules, Solution};
///
/// // The first sample: 10 80 90 30.
/// let analysis = analyze(&"4\n10 80 90 30\n".parse::<Board>()?);
/// let start = analysis.rules().start();
/// assert_eq!(analysis.outcome(&start), Some(Score(10)));
/// // Taking 10 leaves Jiro 80 90 30, worth 20 to him (he takes 80,
/// // Taro 90, he 30): 10 - 20. Taking 30 leaves him 10 80 90, worth
/// // 20 too (he takes 90, Taro 80, he 10): 30 - 20, the best.
/// assert_eq!(
///     analysis.move_values(&start).unwrap(),
///     [
///         MoveValue { mv: Move { index: 0 }, value: Score(-10) },
///         MoveValue { mv: Move { index: 3 }, value: Score(10) },
///     ]
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub type Analysis = Solved<Kernel, IndexedScores<Board>>;

/// The kernel's solution: the interval DP's table, one `i64` a stretch of
/// the row, `N (N + 1) / 2` of them.
#[derive(Clone, Debug)]
pub struct Kernel {
    board: Board,
    table: Table,
}

/// The bytes the analysis of `board` allocates with the kernel: one `i64`
/// a stretch, `N (N + 1) / 2` of them (and at least the judge's answer's
/// rows, [`row_bytes`], which are larger for rows of up to 3 numbers).
pub(crate) fn memory_needed(board: &Board) -> usize {
    Table::bytes(board.len()).max(row_bytes(board))
}

/// The bytes of the judge's answer with the kernel: two rows of `N + 1`
/// values.
pub(crate) fn row_bytes(board: &Board) -> usize {
    (board.len() + 1).saturating_mul(2 * std::mem::size_of::<i64>())
}

impl Solution for Kernel {
    type Rules = Board;
    type Outcome = Score;
    type Value = Score;

    /// The table, refused with [`OutOfMemory`] when it needs more than
    /// the memory limit (checked before anything is allocated) or cannot
    /// be allocated. Time `O(N^2)`.
    fn solve(board: Board, resources: &Resources<'_>) -> Result<Kernel, OutOfMemory> {
        resources.admit("the value table", memory_needed(&board))?;
        let table = Table::try_new(&board)?;
        Ok(Kernel { board, table })
    }

    /// One `i64` a position.
    fn bound(positions: usize, _: usize) -> usize {
        positions.saturating_mul(std::mem::size_of::<i64>())
    }

    fn rules(&self) -> &Board {
        &self.board
    }

    /// The stretches of the row, empty ones aside.
    fn len(&self) -> usize {
        let n = self.board.len();
        n * (n + 1) / 2
    }

    fn bytes(&self) -> usize {
        Table::bytes(self.board.len())
    }

    fn outcome(&self, position: &Position) -> Option<Score> {
        let left = position.remaining();
        (position.len() == self.board.len()).then(|| Score(self.table.value(left.start, left.end)))
    }

    fn move_values(
        &self,
        position: &Position,
    ) -> Option<Vec<common_io::game::MoveValue<crate::Move, Score>>> {
        scored_move_values(&self.board, position, |next| self.outcome(next))
    }
}

/// Solves `board` within `resources`: the value of every position under
/// optimal play ([`Game::try_analyze`]). Refuses with [`OutOfMemory`]
/// when the analysis needs more than the memory limit (with the kernel,
/// checked before anything is allocated, against the bound of
/// `DequeGame::memory_needed`) or when the table cannot be allocated.
///
/// ```
/// use deque_game::{Board, Resources, try_analyze};
///
/// let board: Board = "4\n10 80 90 30\n".parse()?;
/// assert!(try_analyze(&board, &Resources::default()).is_ok());
/// // 40 bytes are not enough for its 10 values: refused before allocating.
/// let small = Resources::default().with_memory_limit(40);
/// assert!(try_analyze(&board, &small).unwrap_err().to_string().contains("over the limit"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn try_analyze(board: &Board, resources: &Resources<'_>) -> Result<Analysis, OutOfMemory> {
    DequeGame::try_analyze(board, resources)
}

/// Solves `board` on the current thread: [`try_analyze`], ending the
/// process as `Vec` does ([`OutOfMemory::abort`]) if the memory is not
/// there.
pub fn analyze(board: &Board) -> Analysis {
    try_analyze(board, &Resources::default()).unwrap_or_else(|e| e.abort())
}
