//! The solved board: the kernel's table of every position's value, or the
//! generic retrograde analysis's over the rules, the judge's answer, and
//! solving a board.

use std::fmt;

use common_io::game::{Forced, Game, GameValue, Wdl};
use common_io::rules::{IndexedTablebase, Solution, Solved, SolvedMoveValue, forced_move_values};
use common_io::{OutOfMemory, Resources};

use crate::Berzerk;
use crate::board::Board;
use crate::position::{Position, Side};
use crate::retro::Table;

/// The judge's word for the first mover's result from one start: `Win`,
/// `Lose`, or `Loop` for a draw (neither can force the monster into the
/// black hole: the side that cannot win keeps the game going rather than
/// lose).
pub fn judge_word(value: Wdl) -> &'static str {
    match value {
        Wdl::Win => "Win",
        Wdl::Loss => "Lose",
        Wdl::Draw => "Loop",
    }
}

/// The judge's answer: for Rick moving first, then Morty, the value of
/// each start for the first mover, object 2 to object `n`. Its text is the
/// judge's two lines (without the last newline), in the judge's words
/// ([`judge_word`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Answer {
    /// Rick moving first, from object 2 on.
    pub rick: Vec<Wdl>,
    /// Morty moving first, from object 2 on.
    pub morty: Vec<Wdl>,
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (k, line) in [&self.rick, &self.morty].into_iter().enumerate() {
            if k > 0 {
                writeln!(f)?;
            }
            for (i, verdict) in line.iter().enumerate() {
                if i > 0 {
                    f.write_str(" ")?;
                }
                f.write_str(judge_word(*verdict))?;
            }
        }
        Ok(())
    }
}

/// The solved board: the value of every position, from the kernel
/// ([`Kernel`]) or from the generic retrograde analysis over the rules
/// (`--solver rules`, [`Resources::with_solver`]), as a [`Solution`]: a
/// position's value for the player to move ([`Solution::outcome`]: a win
/// or a loss in a number of moves, the winner hurrying and the loser
/// stalling, or a draw for a game that never ends) and every legal move's
/// for the player making it ([`Solution::move_values`], in the input's
/// order of the mover's numbers; none once the monster is in the black
/// hole). An object off the circle is `None`.
///
/// ```
/// use berzerk::{Board, Forced, Move, Position, Side, analyze};
/// use common_io::rules::Solution;
///
/// let analysis = analyze(&"5\n2 3 2\n3 1 2 3\n".parse::<Board>()?);
/// // Rick, from object 2: 3 leads to object 5, 2 to object 4, and from
/// // either Morty steps into the black hole.
/// let start = Position::At { object: 2, mover: Side::Rick };
/// let values: Vec<(Move, Forced)> = analysis
///     .move_values(&start)
///     .unwrap()
///     .iter()
///     .map(|m| (m.mv, m.value))
///     .collect();
/// assert_eq!(values, [(Move::Step(3), Forced::Loss(2)), (Move::Step(2), Forced::Loss(2))]);
/// assert_eq!(analysis.outcome(&Position::At { object: 6, mover: Side::Rick }), None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub type Analysis = Solved<Kernel, IndexedTablebase<Board>>;

/// The kernel's solution: the retrograde analysis's label of each of the
/// `2 n` positions (the setup's value, the best of the starts', is worked
/// out when asked).
#[derive(Clone, Debug)]
pub struct Kernel {
    board: Board,
    table: Table,
}

/// The bytes the analysis of `board` allocates with the kernel: a label,
/// a counter and a queue entry a position.
pub(crate) fn memory_needed(board: &Board) -> usize {
    Table::bytes(board)
}

impl Solution for Kernel {
    type Rules = Board;
    type Outcome = Forced;
    type Value = Forced;

    /// The table, refused with [`OutOfMemory`] when it needs more than
    /// the memory limit (checked before anything is allocated) or cannot
    /// be allocated. Time `O(n · (k1 + k2))`.
    fn solve(board: Board, resources: &Resources<'_>) -> Result<Kernel, OutOfMemory> {
        resources.admit("the value table", memory_needed(&board))?;
        let table = Table::try_new(&board)?;
        Ok(Kernel { board, table })
    }

    /// A label, a counter, a queue entry and a list entry with its place
    /// a position: 20 bytes.
    fn bound(positions: usize, _: usize) -> usize {
        positions.saturating_mul(20)
    }

    fn rules(&self) -> &Board {
        &self.board
    }

    /// The `2 n` positions.
    fn len(&self) -> usize {
        2 * self.board.objects() as usize
    }

    /// A 4-byte label a position.
    fn bytes(&self) -> usize {
        self.len() * 4
    }

    fn outcome(&self, position: &Position) -> Option<Forced> {
        match *position {
            Position::Setup => {
                let starts = (2..=self.board.objects()).flat_map(|object| {
                    [Side::Rick, Side::Morty].map(|mover| self.table.get(object, mover).before())
                });
                starts.max_by(|a, b| a.compare(b))
            }
            Position::At { object, mover } => (1..=self.board.objects())
                .contains(&object)
                .then(|| self.table.get(object, mover)),
        }
    }

    fn move_values(&self, position: &Position) -> Option<Vec<SolvedMoveValue<Kernel>>> {
        forced_move_values(&self.board, position, |p| self.outcome(p))
    }
}

/// The judge's answer from `analysis`: the value of every start for the
/// first mover.
///
/// ```
/// use berzerk::{Board, analyze, answer};
///
/// let analysis = analyze(&"5\n2 3 2\n3 1 2 3\n".parse::<Board>()?);
/// assert_eq!(answer(&analysis).to_string(), "Lose Win Win Loop\nLoop Win Win Win");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn answer(analysis: &Analysis) -> Answer {
    let n = analysis.rules().objects();
    let line = |mover| {
        (2..=n)
            .map(|object| match analysis {
                // The kernel's labels, read without a query each.
                Solved::Kernel(kernel) => kernel.table.get(object, mover).wdl(),
                Solved::Rules(tablebase) => {
                    match tablebase.outcome(&Position::At { object, mover }) {
                        Some(value) => value.wdl(),
                        None => unreachable!("the setup reaches every start"),
                    }
                }
            })
            .collect()
    };
    Answer {
        rick: line(Side::Rick),
        morty: line(Side::Morty),
    }
}

/// Solves `board` within `resources`: the value of every position (every
/// object, either player to move). Refuses with [`OutOfMemory`] when the
/// kernel's tables are over the memory limit (checked before anything is
/// allocated) or cannot be allocated, or when the generic solver outgrows
/// it.
///
/// Time `O(n · (k1 + k2))`, memory 20 bytes a position with the kernel.
///
/// ```
/// use berzerk::{Board, Resources, answer, try_analyze};
///
/// let board: Board = "5\n2 3 2\n3 1 2 3\n".parse()?;
/// let analysis = try_analyze(&board, &Resources::default())?;
/// assert_eq!(answer(&analysis).to_string(), "Lose Win Win Loop\nLoop Win Win Win");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn try_analyze(board: &Board, resources: &Resources<'_>) -> Result<Analysis, OutOfMemory> {
    Berzerk::try_analyze(board, resources)
}

/// Solves `board` on the current thread: [`try_analyze`], ending the
/// process as `Vec` does ([`OutOfMemory::abort`]) if the memory is not
/// there.
pub fn analyze(board: &Board) -> Analysis {
    try_analyze(board, &Resources::default()).unwrap_or_else(|e| e.abort())
}
