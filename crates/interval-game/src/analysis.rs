//! The solved case: the kernel's table of every segment's Grundy value,
//! or the generic Sprague–Grundy solver's over the rules, and solving a
//! case.

use common_io::game::{Game, Grundy, MoveValue, Wdl};
use common_io::rules::{IndexedNimbers, Solution, Solved, grundy_move_values};
use common_io::{OutOfMemory, Resources};

use crate::IntervalGame;
use crate::board::Board;
use crate::position::{Move, Position};
use crate::segments::Table;

/// The solved case: the Grundy value of every position, from the kernel
/// ([`Kernel`]) or from the generic Sprague–Grundy solver over the rules
/// (`--solver rules`, [`Resources::with_solver`]), as a [`Solution`]: a
/// position's value for the player to move ([`Solution::outcome`]: a win
/// exactly when its Grundy value, [`grundy`], is not 0) and every legal
/// move's ([`Solution::move_values`]: the Grundy value of the position it
/// leaves, 0 for a winning move). A position with a free stretch past the
/// case's last right end is `None`.
///
/// ```
/// use interval_game::{Grundy, JudgeInput, analyze};
/// use common_io::rules::{Rules, Solution};
///
/// let input: JudgeInput = "1\n3\n1 3\n3 5\n2 4\n".parse()?;
/// let analysis = analyze(&input.cases[0]);
/// let start = analysis.rules().start();
/// let values: Vec<(String, Grundy)> = analysis
///     .move_values(&start)
///     .unwrap()
///     .into_iter()
///     .map(|m| (m.mv.to_string(), m.value))
///     .collect();
/// // [1, 3) leaves [3, 5) (one move: 1); [2, 4) leaves nothing (0).
/// assert_eq!(values, [
///     ("1 3".to_string(), Grundy(1)),
///     ("2 4".to_string(), Grundy(0)),
///     ("3 5".to_string(), Grundy(1)),
/// ]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub type Analysis = Solved<Kernel, IndexedNimbers<Board>>;

/// The kernel's solution: a byte a segment `[l, r)` of the line up to the
/// last right end, its Grundy value.
#[derive(Clone, Debug)]
pub struct Kernel {
    board: Board,
    table: Table,
}

/// The bytes the analysis of `board` allocates with the kernel: a byte a
/// segment `[l, r)` of the line up to the last right end, and the
/// intervals.
pub(crate) fn memory_needed(board: &Board) -> usize {
    Table::bytes(board)
}

impl Kernel {
    /// The Grundy value of `position`: the XOR of its free runs' values.
    fn grundy(&self, position: &Position) -> Option<Grundy> {
        if position.free.free_from(self.board.reach()) {
            return None;
        }
        let runs = position.free.runs();
        Some(Grundy(runs.iter().fold(0, |x, run| {
            x ^ u32::from(self.table.get(run.left as usize, run.right as usize))
        })))
    }
}

impl Solution for Kernel {
    type Rules = Board;
    type Outcome = Wdl;
    type Value = Grundy;

    /// The table, refused with [`OutOfMemory`] when it needs more than
    /// the memory limit (checked before anything is allocated) or cannot
    /// be allocated. Time `O(R^2 · N)` for `N` intervals and the last
    /// right end `R`.
    fn solve(board: Board, resources: &Resources<'_>) -> Result<Kernel, OutOfMemory> {
        resources.admit("the Grundy table", memory_needed(&board))?;
        let table = Table::try_new(&board)?;
        Ok(Kernel { board, table })
    }

    /// A byte a position.
    fn bound(positions: usize, _: usize) -> usize {
        positions
    }

    fn rules(&self) -> &Board {
        &self.board
    }

    /// The segments of the line, empty ones aside.
    fn len(&self) -> usize {
        let reach = self.board.reach() as usize;
        reach * (reach - 1) / 2
    }

    fn bytes(&self) -> usize {
        memory_needed(&self.board)
    }

    fn outcome(&self, position: &Position) -> Option<Wdl> {
        self.grundy(position).map(Grundy::to_move)
    }

    fn move_values(&self, position: &Position) -> Option<Vec<MoveValue<Move, Grundy>>> {
        grundy_move_values(&self.board, position, |next| self.grundy(next))
    }
}

/// The Grundy value of `position` in `analysis`, from either solver:
/// `None` where the analysis has no value for it.
pub fn grundy(analysis: &Analysis, position: &Position) -> Option<Grundy> {
    match analysis {
        Solved::Kernel(kernel) => kernel.grundy(position),
        Solved::Rules(nimbers) => nimbers.grundy(position),
    }
}

/// Solves `board` within `resources`: the Grundy value of every segment
/// of the line (with the kernel) or of every part of every position the
/// start reaches (from the rules). Refuses with [`OutOfMemory`] when the
/// kernel's table is over the memory limit (checked before anything is
/// allocated) or cannot be allocated.
///
/// ```
/// use interval_game::{IntervalGame, JudgeInput, Resources, Side, try_analyze};
///
/// let input: JudgeInput = "1\n2\n1 3\n3 5\n".parse()?;
/// let analysis = try_analyze(&input.cases[0], &Resources::default())?;
/// // Two intervals that touch: two moves, and Bob makes the last.
/// assert_eq!(IntervalGame::answer(&analysis), Side::Bob);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn try_analyze(board: &Board, resources: &Resources<'_>) -> Result<Analysis, OutOfMemory> {
    IntervalGame::try_analyze(board, resources)
}

/// Solves `board` on the current thread: [`try_analyze`], ending the
/// process as `Vec` does ([`OutOfMemory::abort`]) if the memory is not
/// there.
pub fn analyze(board: &Board) -> Analysis {
    try_analyze(board, &Resources::default()).unwrap_or_else(|e| e.abort())
}
