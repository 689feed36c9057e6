//! The solved game: [`try_analyze`] builds the [`Analysis`] of a board
//! (the kernel's tablebase of every position of its index space, or the
//! generic retrograde analysis's of the positions the start reaches),
//! which answers the value of any of them and every move's value through
//! [`Solution`]; `solve_start` answers the start alone (the judge's line).

use std::fmt;

use common_io::game::{Forced, Game, Wdl};
use common_io::rules::{
    IndexedTablebase, Rules, Solution, Solved, SolvedMoveValue, forced_move_values,
};
use common_io::{OutOfMemory, Resources, Solver};

use crate::board::Board;
use crate::game::PawnRetro;
use crate::position::Position;
use crate::retro::layout::{self, Layout, Regions};
use crate::retro::{self, Goal, Label, Labels};
use crate::rules::Side;

/// The result of optimal play from a position, in the judge's words.
///
/// The move counts are the total number of moves both sides make from that
/// position until the game ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Answer {
    /// Neither side can force a win: the game never ends (the judge's
    /// `Tie`).
    Draw,
    /// Red wins after this many moves.
    RedWins(u32),
    /// Black wins after this many moves.
    BlackWins(u32),
}

impl Answer {
    /// `side` wins after `moves` moves.
    pub fn win(side: Side, moves: u32) -> Answer {
        match side {
            Side::Red => Answer::RedWins(moves),
            Side::Black => Answer::BlackWins(moves),
        }
    }

    /// The result `value` is for `side`, in the judge's words.
    ///
    /// ```
    /// use pawn_retro::{Answer, Forced, Side};
    ///
    /// assert_eq!(Answer::new(Forced::Loss(8), Side::Black).to_string(), "Red 8");
    /// assert_eq!(Answer::new(Forced::Draw, Side::Red).to_string(), "Tie");
    /// ```
    pub fn new(value: Forced, side: Side) -> Answer {
        match value {
            Forced::Win(k) => Answer::win(side, k),
            Forced::Draw => Answer::Draw,
            Forced::Loss(k) => Answer::win(side.other(), k),
        }
    }

    /// The winner, if any.
    pub fn winner(self) -> Option<Side> {
        match self {
            Answer::Draw => None,
            Answer::RedWins(_) => Some(Side::Red),
            Answer::BlackWins(_) => Some(Side::Black),
        }
    }

    /// The number of moves until the end, if the game ends.
    pub fn moves(self) -> Option<u32> {
        match self {
            Answer::Draw => None,
            Answer::RedWins(k) | Answer::BlackWins(k) => Some(k),
        }
    }

    /// The same result seen by `side`.
    pub fn for_side(self, side: Side) -> Forced {
        match self {
            Answer::Draw => Forced::Draw,
            Answer::RedWins(k) | Answer::BlackWins(k) if self.winner() == Some(side) => {
                Forced::Win(k)
            }
            Answer::RedWins(k) | Answer::BlackWins(k) => Forced::Loss(k),
        }
    }

    fn from_label(label: Option<Label>, to_move: Side) -> Answer {
        match label {
            None => Answer::Draw,
            Some(Label { verdict, moves }) => Answer::win(
                // A label is won or lost for its mover: draws are unlabelled.
                if verdict == Wdl::Win {
                    to_move
                } else {
                    to_move.other()
                },
                moves,
            ),
        }
    }
}

/// The judge's line: `Tie`, `Red k` or `Black k`.
impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::Draw => f.write_str("Tie"),
            Answer::RedWins(k) => write!(f, "Red {k}"),
            Answer::BlackWins(k) => write!(f, "Black {k}"),
        }
    }
}

/// Every position of a board, solved: by the kernel ([`Kernel`]), or by
/// the generic retrograde analysis over the rules (`--solver rules`,
/// [`Resources::with_solver`]), as a [`Solution`]: a position's value for
/// the side to move ([`Solution::outcome`]: a win or a loss in a number of
/// moves, the winner hurrying and the loser stalling, or a draw for a game
/// that never ends: the judge's `Tie`) and every legal move's for the side
/// making it ([`Solution::move_values`], sorted by `(from, to)` with cells
/// in row-major order: the order `--moves` lists them; none once the game
/// is over).
///
/// Solved by the kernel, positions are answered exactly when the red
/// pieces stand on distinct cells of their starting regions (the free
/// cells connected to their starting cells), the black piece on a cell it
/// can reach from its start by moves up, left and right, and the side to
/// move is the one the pieces' cells give (every move shifts one piece by
/// one cell: red moves when the sum of the pieces' `row + col` has the
/// start's parity); this covers every position reachable from the start.
/// Solved from the rules, they are answered when the start reaches them.
/// Other positions are `None`.
///
/// ```
/// use pawn_retro::{Board, Cell, Forced, Move, PawnRetro, analyze};
/// use common_io::game::Game;
/// use common_io::rules::{Rules, Solution};
///
/// // The first board of the statement's sample (cells are 0-based).
/// let board: Board = "3 3\n.O.\n.X.\nO..\n".parse()?;
/// let analysis = analyze(&board);
/// let start = board.start();
/// let values = analysis.move_values(&start).unwrap();
/// // 5 moves, sorted by (from, to): the red piece of row 0 first.
/// assert_eq!(values.len(), 5);
/// // Moving (0, 1) down onto black at (1, 1) wins at once.
/// let capture = Move { from: Cell::new(0, 1), to: Cell::new(1, 1) };
/// assert_eq!((values[2].mv, values[2].value), (capture, Forced::Win(1)));
/// // Any other move lets black step up to row 0 (the statement's row
/// // 1) and win: 2 moves in all.
/// for (i, value) in values.iter().enumerate() {
///     let expected = if i == 2 { Forced::Win(1) } else { Forced::Loss(2) };
///     assert_eq!(value.value, expected);
/// }
/// // The best is the position's outcome.
/// assert_eq!(analysis.outcome(&start), Some(Forced::Win(1)));
/// // After it, the game is over: no moves.
/// let after = PawnRetro::play(&analysis, &start, &capture)?;
/// assert!(board.termination(&after).is_some());
/// assert_eq!(analysis.move_values(&after), Some(Vec::new()));
/// // Black's piece cannot move while it is red's turn.
/// let err = PawnRetro::play(&analysis, &start, &"2 2 1 2".parse()?).unwrap_err();
/// assert!(err.to_string().starts_with("illegal move `2 2 1 2`: the legal moves here are"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[doc(alias = "IndexedTablebase")]
pub type Analysis = Solved<Kernel, IndexedTablebase<Board>>;

/// The kernel's solution: the labels of every position of the board's
/// index space ([`position_count`] of them, 2 bytes each).
#[derive(Clone)]
pub struct Kernel {
    board: Board,
    layout: Layout,
    labels: Labels,
}

/// The board and the table's size (not its millions of entries).
impl fmt::Debug for Kernel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Kernel")
            .field("board", &self.board)
            .field("positions", &self.layout.len())
            .field("table_bytes", &self.labels.bytes())
            .finish_non_exhaustive()
    }
}

/// The number of positions the analysis of `board` labels: `C(R, 2) · B`,
/// with `R` the cells of the red pieces' regions and `B` the cells black
/// can reach, counted without building any table. At most
/// `C(400, 2) · 400 = 31,920,000`.
pub fn position_count(board: &Board) -> usize {
    layout::position_count(board)
}

/// The most bytes an analysis of `board` allocates (the bound of the crate
/// documentation, `2 P + max(P, 1 MiB) + 42 C(R, 2) + 256 KiB`).
pub(crate) fn memory_needed(board: &Board) -> usize {
    layout::memory_bound(board)
}

/// The layout of `board`, once `resources` admit the memory its analysis
/// needs ([`memory_needed`], checked before anything is allocated; the
/// regions it counts are found once, for the layout too).
fn admitted_layout(board: &Board, resources: &Resources<'_>) -> Result<Layout, OutOfMemory> {
    let regions = Regions::of(board);
    resources.admit("the analysis", regions.memory_bound())?;
    Layout::try_with(board, regions)
}

impl Kernel {
    /// The result of optimal play from `position` in the judge's words,
    /// with move counts from there; `None` for a position the kernel does
    /// not cover (see [`Analysis`]).
    fn answer_from(&self, position: &Position) -> Option<Answer> {
        if usize::from(position.cols) != self.board.cols() {
            return None;
        }
        let [a, b] = position.reds();
        let black = position.black();
        let sum = a.row + a.col + b.row + b.col + black.row + black.col;
        let red = sum % 2 == usize::from(self.layout.start_parity);
        if red != (position.to_move == Side::Red) {
            return None;
        }
        let index = self.layout.index(a, b, black)?;
        Some(Answer::from_label(self.labels.get(index), position.to_move))
    }
}

impl Solution for Kernel {
    type Rules = Board;
    type Outcome = Forced;
    type Value = Forced;

    /// Every position of the board's index space, each depth of the walk
    /// of 131,072 positions or more expanded on the threads of
    /// `resources.workers` (the same labels on any number of threads).
    /// Refused with [`OutOfMemory`] when it needs more than the memory
    /// limit (checked before anything is allocated) or when a table cannot
    /// be allocated (naming what, and its bytes): the state table (2 bytes
    /// a position), the queues, the layout's tables. Time `O(P)` for `P`
    /// positions.
    fn solve(board: Board, resources: &Resources<'_>) -> Result<Kernel, OutOfMemory> {
        let layout = admitted_layout(&board, resources)?;
        let labels = retro::analyze(&layout, Goal::Everything, retro::DEEP, resources.workers)?;
        Ok(Kernel {
            board,
            layout,
            labels,
        })
    }

    /// `2 P + max(P, 1 MiB) + 42 C(R, 2) + 256 KiB` for `P` positions,
    /// at most `45 P + 1.25 MiB` (`C(R, 2) <= P`).
    fn bound(positions: usize, _: usize) -> usize {
        positions.saturating_mul(45).saturating_add(5 << 18)
    }

    fn rules(&self) -> &Board {
        &self.board
    }

    fn len(&self) -> usize {
        self.layout.len()
    }

    /// 2 bytes a position, and the rare game lengths too long for them.
    fn bytes(&self) -> usize {
        self.labels.bytes()
    }

    fn outcome(&self, position: &Position) -> Option<Forced> {
        Some(self.answer_from(position)?.for_side(position.to_move))
    }

    fn move_values(&self, position: &Position) -> Option<Vec<SolvedMoveValue<Kernel>>> {
        forced_move_values(&self.board, position, |p| self.outcome(p))
    }
}

/// Solves `board` within `resources`: the [`Analysis`] of `board`, from
/// the kernel ([`Kernel`]) or the rules, as `resources.solver` says (the
/// boards of a file are also solved side by side, by the binary's shell).
///
/// ```
/// use pawn_retro::{Board, Answer, PawnRetro, Resources, try_analyze};
///
/// let board: Board = "5 5\n.....\n#####\n..X..\n.....\nO...O\n".parse()?;
/// let analysis = try_analyze(&board, &Resources::default())?;
/// assert_eq!(PawnRetro::answer(&analysis), Answer::RedWins(9));
/// let small = Resources::default().with_memory_limit(1000);
/// assert!(try_analyze(&board, &small).unwrap_err().to_string().contains("over the limit"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn try_analyze(board: &Board, resources: &Resources<'_>) -> Result<Analysis, OutOfMemory> {
    PawnRetro::try_analyze(board, resources)
}

/// Solves `board` on the current thread, without a memory limit:
/// [`try_analyze`]`(board, &Resources::default())`, except that **when
/// the memory is not there the process ends** the way a failed `Vec`
/// allocation ends it ([`OutOfMemory::abort`]).
pub fn analyze(board: &Board) -> Analysis {
    try_analyze(board, &Resources::default()).unwrap_or_else(|e| e.abort())
}

/// The result of optimal play from the board's start: the judge's answer,
/// within `resources` (as [`try_analyze`]).
///
/// Runs the retrograde analysis only until the start is labelled (a label,
/// once given, is final), and not at all when the game is over before the
/// first move; a tie needs the whole analysis.
pub(crate) fn solve_start(board: &Board, resources: &Resources<'_>) -> Result<Answer, OutOfMemory> {
    if resources.solver == Solver::Rules {
        return Ok(PawnRetro::answer(&try_analyze(board, resources)?));
    }
    if board.termination(&board.start()).is_some() {
        // Black on row 1 or red unable to move (no capture at the start).
        return Ok(Answer::BlackWins(0));
    }
    let layout = admitted_layout(board, resources)?;
    let labels = retro::analyze(
        &layout,
        Goal::Position(layout.start),
        retro::DEEP,
        resources.workers,
    )?;
    Ok(Answer::from_label(labels.get(layout.start), Side::Red))
}
