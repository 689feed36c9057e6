//! The game contract: what every game of the workspace implements, and what
//! every tool (the judge binaries' shell, `cargo xtask`, the fuzz target,
//! the test suites, the explorer) needs from a game, written once.
//!
//! A game is a unit type implementing [`Game`]. The trait holds, in order:
//!
//! - **who it is**: [`Game::NAME`] (the crate's and its binary's name) and
//!   [`Game::ABOUT`] (title, source, rules in a paragraph, the `--moves`
//!   format, the statement's samples, the limits, and where a one-board
//!   input holds its cells for a board editor, [`Editor`]);
//! - **the judge's input**: [`Game::parse`] (lenient, as the judges read:
//!   bad input is an [`InputError`]), [`Game::validate`] (strict, as a
//!   test-data validator reads), the [`Game::boards`] of an input (one, or
//!   a file of several), and the test generators ([`Game::generate`] by
//!   [`Game::Family`], [`Game::shrink`]);
//! - **solving**: [`Game::try_analyze`] within [`Resources`] (threads and
//!   a memory limit, checked against [`Game::memory_needed`] before
//!   anything is allocated), and [`Game::try_answer`], the judge's line;
//! - **play**: positions reached from [`Game::start`] by [`Game::play`],
//!   the side [`Game::to_move`], the [`Game::outcome`] of a position for
//!   that side, every legal move with its value, [`Game::move_values`],
//!   and the value of the game so far at a line's position, counting what
//!   the moves played already scored, [`Game::game_outcome`];
//! - **text**: the `--explain` rendering and the pieces of the `--moves`
//!   one (a ply's heading, a move's line), which [`write_moves`] assembles,
//!   a [`Picture`] of a position for the explorer, and the cells of it a
//!   move acts on, [`Game::move_cells`].
//!
//! Tools that handle several games at once see them through text, as
//! [`AnyGame`] ([`erase`]).
//!
//! # Coordinates
//!
//! One convention, for every game: **in the API, rows and columns count
//! from 0** (a [`Cell`] `{ row: 0, col: 0 }` is the top-left cell); **in
//! text, from 1**, as the judges' statements and the `--moves` output
//! write them (`Cell`'s `Display` is `(1, 1)` for the top-left cell, a
//! move's `Display` and `FromStr` are `R C` or `R1 C1 R2 C2`).
//!
//! # Values and views
//!
//! Every value is seen from one side: a position's [`Game::Outcome`] from
//! the side to move there, a move's [`Game::Value`] from the side making
//! it. Both implement [`GameValue`]: a [`Wdl`] (win, draw or loss), a
//! distance where the game counts moves, and an order in which greater is
//! better for that side. The optimal move of a position is the first of
//! its [`Game::move_values`] with the greatest value ([`best_move`]).
//!
//! # Example
//!
//! A game's positions walked generically (here [`toy::Subtraction`], the
//! smallest complete implementation of the contract, which the tools'
//! tests also use):
//!
//! ```
//! use common_io::Resources;
//! use common_io::game::{Game, GameValue, Wdl, best_move, toy::Subtraction};
//!
//! // A heap of 10 counters; a move takes 1, 2 or 3; who cannot move loses.
//! let input = Subtraction::parse(b"10 3\n")?;
//! let board = &Subtraction::boards(&input)[0];
//! let analysis = Subtraction::try_analyze(board, &Resources::default())?;
//! let start = Subtraction::start(&analysis);
//! // 10 is not a multiple of 4: the side to move wins, by taking 2.
//! assert_eq!(Subtraction::outcome(&analysis, &start)?.wdl(), Wdl::Win);
//! let best = best_move::<Subtraction>(&analysis, &start)?.expect("a move");
//! assert_eq!(best.mv.to_string(), "2");
//! let after = Subtraction::play(&analysis, &start, &best.mv)?;
//! assert_eq!(Subtraction::outcome(&analysis, &after)?.wdl(), Wdl::Loss);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt::{Debug, Display};
use std::hash::Hash;
use std::io::{self, Write};
use std::ops::Neg;
use std::str::FromStr;

use crate::{InputError, OutOfMemory, Resources};

mod cases;
mod cell;
mod edit;
mod erased;
mod generate;
mod picture;
mod play;
mod registry;
pub(crate) mod render;
pub mod ruled;
pub mod toy;
mod value;

pub use cases::{Boards, Case, Cases, Numbers, One, Player, Single};
pub use cell::{Cell, MoveCells, ParseMoveError, parse_cells};
pub use edit::{EditError, EditGrid, Editor, MAX_EDIT_CELLS};
pub use erased::{
    AnyAnalysis, AnyBoard, AnyGame, AnyLine, Erased, ExploreError, MoveText, Step, ValueText, erase,
};
pub use generate::{Axis, Cut, Families, GenError, Measure, Size, cuts, pick_size};
pub use picture::{Picture, Shade, Square};
pub use play::{Ending, Line, best_move, principal_variation};
pub use registry::{Registry, UnknownGame};
pub use render::{Mode, text, text_on, write_moves};
pub use ruled::{Ruled, RulesGame, scored_game_outcome, scored_move_line, scored_so_far};
pub use value::{
    Forced, ForeignPosition, GameValue, Grundy, IllegalMove, MoveValue, Score, ValueKind, Wdl,
};

/// What a game is, for people and for the tools that present it.
#[derive(Clone, Copy, Debug)]
pub struct About {
    /// The game's name for people: `"the staircase placement game"`.
    pub title: &'static str,
    /// The crate's version (`env!("CARGO_PKG_VERSION")`), which `--version`
    /// prints.
    pub version: &'static str,
    /// Where the problem comes from: the contest, the problem's name and
    /// its judges.
    pub source: &'static str,
    /// The rules and the question, in one paragraph.
    pub rules: &'static str,
    /// One line for `--help`: what the binary prints.
    pub answer: &'static str,
    /// The `--moves` format, as `--help` states it.
    pub moves_format: &'static str,
    /// The original judge's limits, in words.
    pub judge_limits: &'static str,
    /// This crate's own (larger) limits, in words.
    pub limits: &'static str,
    /// The statement's samples, byte for byte.
    pub samples: &'static [Sample],
    /// Where a one-board input holds its cells, for a board editor (`None`
    /// for a game whose input is not a grid).
    pub editor: Option<Editor>,
}

/// A sample of the statement: a judge input and its exact answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    /// The input, byte for byte.
    pub input: &'static str,
    /// The judge's exact answer.
    pub output: &'static str,
}

impl Sample {
    /// A sample of `input` and its exact answer `output`.
    pub const fn new(input: &'static str, output: &'static str) -> Sample {
        Sample { input, output }
    }
}

/// A legal move of `G` with its value: [`MoveValue`] of `G`'s move and
/// value types.
pub type MoveValueOf<G> = MoveValue<<G as Game>::Move, <G as Game>::Value>;

/// Which board of an input a rendering is for: `number` from 1 of `count`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoardNumber {
    /// The board's number, from 1.
    pub number: usize,
    /// How many boards the input holds.
    pub count: usize,
}

/// A two-player game of the workspace, as every tool sees it (see the
/// module documentation).
///
/// The functions take the [`Game::Analysis`] they query as their first
/// argument: positions are plain values, and the analysis knows the board
/// they are played on. A position that another analysis made (of another
/// board) is refused with [`ForeignPosition`] rather than answered wrongly.
pub trait Game: Sized + Send + Sync + 'static {
    /// The crate's name, which is also its binary's: `"subtraction"` for
    /// [`toy::Subtraction`].
    const NAME: &'static str;
    /// What the game is (see [`About`]).
    const ABOUT: About;
    /// Whether the game has a solver of its own (a kernel) beside the
    /// generic solver over its rules: `false` for a game stated by its
    /// rules alone, whose `--solver kernel` and `--solver rules` are the
    /// same solver (its binary's `--help` says so).
    const KERNEL: bool = true;
    /// What the two numbers of a board's size count ([`Game::size`], the
    /// generators' [`Size`]), in the game's words: by default a grid's
    /// rows and columns.
    const MEASURE: Measure = Measure::GRID;

    /// A whole judge input: one board, or a file of boards.
    type Input: Clone + Eq + Debug + Display + FromStr<Err = InputError> + Send + Sync;
    /// One game's setup: the board the analysis solves.
    type Board: Clone + Eq + Debug + Send + Sync;
    /// The test generators' families.
    type Family: Families;
    /// A solved board: every position's value.
    type Analysis: Send + Sync;
    /// The judge's answer for one board: one line, or several where the
    /// judge answers a board in several (two lines, one for each player
    /// moving first), without the last newline.
    type Answer: Display + Send;
    /// A position: where the game stands after some moves from the start.
    type Position: Clone + Eq + Hash + Debug + Send + Sync;
    /// A move, written and read in the text coordinates (1-based).
    type Move: Clone + Eq + Hash + Debug + Display + FromStr<Err = ParseMoveError> + Send + Sync;
    /// Who moves: the game's own names for its two sides.
    type Side: Copy + Eq + Debug + Display + Send + Sync;
    /// The value of a position for the side to move; `-outcome` is the
    /// same position's value for the other side (the games are zero-sum).
    type Outcome: GameValue + Neg<Output = Self::Outcome>;
    /// The value of a move for the side making it.
    type Value: GameValue;

    /// Reads a judge input as the judge reads it (the binary's input):
    /// any bad input is the [`InputError`] naming where it is.
    fn parse(input: &[u8]) -> Result<Self::Input, InputError>;

    /// `Ok` when `input` is exactly in the original judge's format and
    /// within its limits, read as a test-data validator reads
    /// ([`crate::Strict`]): the binary's `--validate`.
    fn validate(input: &[u8]) -> Result<(), InputError>;

    /// The boards of an input, in order (one for most games).
    fn boards(input: &Self::Input) -> &[Self::Board];

    /// The input holding `board` alone.
    fn single(board: Self::Board) -> Self::Input;

    /// A board's size: its number of rows and of columns, or the numbers
    /// [`Game::MEASURE`] names.
    fn size(board: &Self::Board) -> (usize, usize);

    /// One input of `family` from `seed`, with `size` overriding the
    /// family's choice of size (up to the crate's own limits). The same
    /// arguments give the same input on every machine.
    fn generate(family: Self::Family, seed: u64, size: Size) -> Result<Self::Input, GenError>;

    /// Strictly smaller valid inputs derived from `input`, the most
    /// promising first; repeatedly taking a candidate always ends.
    fn shrink(input: &Self::Input) -> Vec<Self::Input>;

    /// The most bytes [`Game::try_analyze`] allocates for `board` with the
    /// game's kernel ([`Solver::Kernel`](crate::Solver::Kernel): its
    /// tables, queues and buffers): what a memory limit is checked
    /// against, before anything is allocated. (From the rules, a generic
    /// solver charges what it holds to the limit as it grows instead.)
    fn memory_needed(board: &Self::Board) -> usize;

    /// Solves `board` on `resources.workers` with `resources.solver`: every
    /// position's value.
    ///
    /// With the kernel, refuses with [`OutOfMemory`] (its `limit` set) when
    /// [`Game::memory_needed`] is over `resources.memory_limit`, before
    /// allocating anything ([`Resources::admit`]); from the rules, when
    /// what the generic solver holds grows past it ([`crate::rules`]); and
    /// with [`OutOfMemory`] when a table cannot be allocated.
    fn try_analyze(
        board: &Self::Board,
        resources: &Resources<'_>,
    ) -> Result<Self::Analysis, OutOfMemory>;

    /// The judge's answer for `board` (within `resources`, as
    /// [`Game::try_analyze`]). A game may answer without solving every
    /// position.
    fn try_answer(
        board: &Self::Board,
        resources: &Resources<'_>,
    ) -> Result<Self::Answer, OutOfMemory>;

    /// The position every game of the analysis's board starts from.
    fn start(analysis: &Self::Analysis) -> Self::Position;

    /// Who moves in `position` (for a position of another board: who would
    /// move in a position of this board with the same pieces).
    fn to_move(analysis: &Self::Analysis, position: &Self::Position) -> Self::Side;

    /// The value of `position` for the side to move, under optimal play
    /// from there on: the best of its [`Game::move_values`], or, once the
    /// game is over, how it ended.
    fn outcome(
        analysis: &Self::Analysis,
        position: &Self::Position,
    ) -> Result<Self::Outcome, ForeignPosition>;

    /// The value of the game at the position `line` has reached, for the
    /// side to move, under optimal play from there on, including what the
    /// moves played already decided: a scoring game adds what each side
    /// scored so far. By default [`Game::outcome`], for the games whose
    /// winner only the moves to come decide (a distance, if the game counts
    /// one, counts from here).
    fn game_outcome(line: &Line<'_, Self>) -> Self::Outcome {
        match Self::outcome(line.analysis(), line.position()) {
            Ok(outcome) => outcome,
            Err(ForeignPosition) => unreachable!("a line's positions are its analysis's"),
        }
    }

    /// Every legal move of `position`, in the game's order (the order of
    /// the `--moves` lines), with its value for the side making it: empty
    /// once the game is over.
    fn move_values(
        analysis: &Self::Analysis,
        position: &Self::Position,
    ) -> Result<Vec<MoveValueOf<Self>>, ForeignPosition>;

    /// The position after `mv`, if it is legal in `position`.
    fn play(
        analysis: &Self::Analysis,
        position: &Self::Position,
        mv: &Self::Move,
    ) -> Result<Self::Position, IllegalMove>;

    /// What `--explain` prints for one board, before the next board's.
    fn write_explanation(
        out: &mut dyn Write,
        analysis: &Self::Analysis,
        board: BoardNumber,
    ) -> io::Result<()>;

    /// What `--explain` prints before the first board (a legend): nothing
    /// unless a game says otherwise.
    fn write_explanation_preamble(out: &mut dyn Write, input: &Self::Input) -> io::Result<()> {
        let _ = (out, input);
        Ok(())
    }

    /// The line `--moves` prints before a board's plies (`board K`), if
    /// the game's files hold several boards.
    fn moves_board_heading(board: BoardNumber) -> Option<String> {
        let _ = board;
        None
    }

    /// The line `--moves` prints before the moves of ply `ply` (from 1),
    /// where `side` moves: `ply 3 F`.
    fn ply_heading(ply: usize, side: Self::Side) -> String;

    /// The line `--moves` prints for one move of the position `line` has
    /// reached: the move's text, then its value counted for the whole game
    /// (the game's format, stated in [`About::moves_format`]).
    fn move_line(line: &Line<'_, Self>, value: &MoveValueOf<Self>) -> String;

    /// Where `mv`, a legal move of `position`, acts on [`Game::picture`]'s
    /// grid: the explorer's board plays it there, and marks the same cells
    /// as the last move on the picture of the position it leads to.
    fn move_cells(
        analysis: &Self::Analysis,
        position: &Self::Position,
        mv: &Self::Move,
    ) -> MoveCells;

    /// The position `line` has reached, drawn as a grid for a person (the
    /// explorer's board): the board's cells with what stands on them. Every
    /// position of a board is drawn on the same grid, so that a cell is the
    /// same square before and after a move.
    fn picture(line: &Line<'_, Self>) -> Picture;
}
