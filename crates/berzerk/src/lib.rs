//! Exact solver for Berzerk (Codeforces Round 406, problem 786A / 787C).
//!
//! # The game
//!
//! Objects 1 to `n` stand in a circle, clockwise; object 1 is a black
//! hole, and a monster stands on another. Rick has a set of numbers, Morty
//! another, each from 1 to `n - 1`. They move in turn: the mover picks one
//! of its numbers `x` and sends the monster `x` objects clockwise. The
//! mover who sends it into the black hole wins. For every start of the
//! monster (objects 2 to `n`) and either first mover, the answer is
//! whether the first mover wins, loses, or the game never ends (a player
//! who cannot win prefers an endless game to a loss).
//!
//! # State encoding
//!
//! A position is the monster's object and who moves ([`Position::At`]):
//! `2 n` of them, with repetition (and the setup before them, whose moves
//! are the starts, [`Position::Setup`]). The values are retrograde analysis's, as
//! common-io's [`Forced`]: a win or a loss in a number of moves (the
//! winner hurries, the loser stalls), or a draw, `Loop`, for what is never
//! decided.
//!
//! # Complexity
//!
//! Time `O(n · (k1 + k2))`: every move into every position is looked at
//! at most once, backwards from the black hole (the moves into a position
//! are computed, not stored; where the side moving in has few positions
//! left unlabelled, those are looked at instead of its steps). Memory 20
//! bytes a position and a bit a number of each set: 282 KB for the
//! judge's 7000 objects.
//!
//! # Limits
//!
//! `2 <= n <=` [`MAX_OBJECTS`] (20000); the judge's limit is 7000.
//! Measured times and peak memory: the Limits table of the workspace's
//! `docs/performance.md`.
//!
//! # Example
//!
//! ```
//! use berzerk::{Board, analyze, answer};
//! use common_io::game::Wdl;
//!
//! // The first sample of the statement.
//! let board: Board = "5\n2 3 2\n3 1 2 3\n".parse()?;
//! let answer = answer(&analyze(&board));
//! assert_eq!(answer.rick, [Wdl::Loss, Wdl::Win, Wdl::Win, Wdl::Draw]);
//! assert_eq!(answer.to_string(), "Lose Win Win Loop\nLoop Win Win Win");
//! # Ok::<(), common_io::InputError>(())
//! ```
//!
//! # Exploring a position
//!
//! [`Solution::move_values`](common_io::rules::Solution::move_values)
//! lists every legal move of any position with its value for the player
//! making it, and [`Game::play`] walks from
//! it. Objects are numbered
//! from 1 as in the statement, in the API and in text. The binary's
//! `--moves` prints those values at every ply of the optimal game from the
//! monster on object 2, Rick to move. [`Berzerk`] is the game as every tool
//! of the workspace sees it, through the contract of
//! [`common_io::game::Game`].

mod analysis;
mod board;
mod explain;
mod game;
pub mod generator;
mod judge_format;
mod position;
mod retro;
pub mod rules;

// The README's examples, compiled and run by `cargo test --doc`.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

// The crate's root, in the order every game crate of the workspace keeps:
//
// the game, as the tools see it (the contract of `common_io::game`);
pub use game::Berzerk;
/// The game seen through text ([`common_io::game::AnyGame`]: its judge
/// binary, generators and views), its generic code compiled here, once:
/// what the binary (`game_kit::main!`) and the tools' lists of games take.
pub static GAME: &dyn common_io::game::AnyGame = &common_io::game::erase::<Berzerk>();
// solving a board, and the values it answers with;
pub use analysis::{Analysis, Answer, Kernel, analyze, answer, judge_word, try_analyze};
// the board, its positions, moves and sides;
pub use board::{Board, BoardError, MAX_OBJECTS};
pub use position::{Move, Position, Side};
// the original judge's format;
pub use judge_format::{JUDGE_MAX_OBJECTS, validate};
// the contract's vocabulary the API above uses.
pub use common_io::game::{Ending, Forced, Game, Line, MoveValue, principal_variation};
pub use common_io::{InputError, OutOfMemory, Resources};

// `Pos` and `Strict` for `judge_format`, which imports them from here (see
// there).
use common_io::{Pos, Strict};

/// The judge's answer for a judge input, as the binary prints it: the two
/// lines of verdicts (solved on the current thread).
///
/// ```
/// assert_eq!(berzerk::judge(b"2\n1 1\n1 1\n")?, "Win\nWin\n");
/// # Ok::<(), berzerk::InputError>(())
/// ```
pub fn judge(input: &[u8]) -> Result<String, InputError> {
    common_io::game::text::<Berzerk>(input, common_io::game::Mode::Judge)
}
