//! Exact solver for Interval Game 2 (AtCoder Beginner Contest 206,
//! problem F).
//!
//! # The game
//!
//! Each test case has `N` half-open intervals `[L, R)` of the line
//! (repeats allowed). Alice and Bob take turns, Alice first; a move
//! chooses one of the intervals that meets none of those chosen so far
//! (`[1, 3)` and `[3, 5)` do not meet). Who cannot move loses. The answer
//! is each case's winner.
//!
//! # State encoding
//!
//! What the chosen intervals leave free is a set of segments of the line,
//! and an interval can still be chosen exactly when it lies in one of
//! them: a position is the set of free unit stretches `[x, x + 1)`
//! ([`Free`], a bit set in place), and who moves ([`Position`]). The
//! segments are independent games, so a position's Grundy value is the
//! XOR of its segments' (Sprague–Grundy), each the mex over the intervals
//! inside it of the two segments a choice leaves: values as common-io's
//! [`Grundy`] (a move's: what it leaves) and [`Wdl`] (a position's).
//!
//! # Complexity
//!
//! Time `O(R^2 · N)` a case for `N` intervals and the last right end `R`
//! (a segment of the line for each pair of ends, each interval inside it
//! once); memory a byte a segment: 10 KB for the judge's ends up to 100.
//!
//! # Limits
//!
//! Up to [`MAX_CASES`] (100) cases of up to [`MAX_INTERVALS`] (200)
//! intervals with ends up to [`MAX_COORD`] (200). The judge's limits are
//! 20 cases, 100 intervals, ends up to 100. Measured times: the Limits
//! table of the workspace's `docs/performance.md`.
//!
//! # Example
//!
//! ```
//! use interval_game::{Ending, IntervalGame, JudgeInput, Side, analyze, principal_variation};
//!
//! // [1, 3) and [3, 5) touch; [2, 4) meets both, so choosing it ends the
//! // game at once: Alice wins.
//! let input: JudgeInput = "1\n3\n1 3\n3 5\n2 4\n".parse()?;
//! let analysis = analyze(&input.cases[0]);
//! assert_eq!(IntervalGame::answer(&analysis), Side::Alice);
//! let (game, ending) = principal_variation::<IntervalGame>(&analysis);
//! assert_eq!(game.moves()[0].to_string(), "2 4");
//! assert_eq!(ending, Ending::Over);
//! # Ok::<(), common_io::InputError>(())
//! ```
//!
//! # Exploring a position
//!
//! [`IntervalGame`] is the game as every tool of the workspace sees it,
//! through the contract of [`common_io::game::Game`]: the case's rules
//! (`Rules` and `Impartial` for [`Board`], in [`rules`]) with the kernel
//! beside the generic solver. `IntervalGame::move_values` lists every
//! legal move of any position with its value (the Grundy value it leaves:
//! 0 wins); walk from `IntervalGame::start` with `IntervalGame::play`.
//! Intervals are written in the statement's numbers, `L R`, in the API and
//! in text. The binary's `--moves` prints those values at every ply of
//! each case's optimal game.

mod analysis;
mod board;
mod explain;
mod game;
pub mod generator;
mod judge_format;
mod position;
pub mod rules;
mod segments;

// The README's examples, compiled and run by `cargo test --doc`.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

// The crate's root, in the order every game crate of the workspace keeps:
//
// the game, as the tools see it (the contract of `common_io::game`);
pub use game::IntervalGame;
/// The game seen through text ([`common_io::game::AnyGame`]: its judge
/// binary, generators and views), its generic code compiled here, once:
/// what the binary (`game_kit::main!`) and the tools' lists of games take.
pub static GAME: &dyn common_io::game::AnyGame = &common_io::game::erase::<IntervalGame>();
// solving a board, and the values it answers with;
pub use analysis::{Analysis, Kernel, analyze, grundy, try_analyze};
// the board, its positions, moves and sides;
pub use board::{Board, BoardError, JudgeInput, MAX_CASES, MAX_COORD, MAX_INTERVALS};
pub use position::{Free, Interval, Move, Position, Side};
// the original judge's format;
pub use judge_format::{JUDGE_MAX_CASES, JUDGE_MAX_COORD, JUDGE_MAX_INTERVALS, validate};
// the contract's vocabulary the API above uses.
pub use common_io::game::{Ending, Game, Grundy, Line, MoveValue, Wdl, principal_variation};
pub use common_io::{InputError, OutOfMemory, Resources};

// `Strict` for `judge_format`, which imports it from here (see there).
use common_io::Strict;

/// The judge's answer for a judge input, as the binary prints it: each
/// case's winner on a line (solved on the current thread).
///
/// ```
/// assert_eq!(interval_game::judge(b"2\n1\n1 2\n2\n1 2\n2 3\n")?, "Alice\nBob\n");
/// # Ok::<(), interval_game::InputError>(())
/// ```
pub fn judge(input: &[u8]) -> Result<String, InputError> {
    common_io::game::text::<IntervalGame>(input, common_io::game::Mode::Judge)
}
