//! Exact solver for the deque game (AtCoder Educational DP Contest,
//! problem L, "Deque").
//!
//! # The game
//!
//! A row of `N` numbers `a_1 … a_N`. Taro and Jiro take turns, Taro first;
//! a move removes the first or the last number of the row and adds it to
//! the mover's total. When the row is empty, Taro's total is `X` and
//! Jiro's `Y`; Taro plays to maximise `X - Y`, Jiro to minimise it. The
//! answer is `X - Y`.
//!
//! # State encoding
//!
//! The numbers still there are always a stretch `a[l..r]` of the row (0-based,
//! `r` excluded), and who moves follows from how many are gone, so a
//! position is the pair `(l, r)` ([`Position`]). Its value for the player
//! to move is the best of the two ends taken, minus the value of what is
//! left for the other player: the zero-sum score as common-io's
//! [`Score`].
//!
//! # Complexity
//!
//! Time `O(N^2)`. The judge's answer keeps the values of one length of
//! stretch at a time: `O(N)` memory (two rows, 320 KB at the crate's limit). The
//! [`Analysis`] keeps every stretch's value, `N (N + 1) / 2` values of 8
//! bytes: 36 MB for the judge's 3000 numbers, 1.6 GB for 20000, the bound
//! [`DequeGame`]'s `memory_needed` gives, which [`try_analyze`] checks
//! against its [`Resources`]' memory limit before allocating.
//!
//! # Limits
//!
//! `1 <= N <=` [`MAX_LEN`] (20000), numbers in `1..=`[`MAX_VALUE`]
//! (10^9). Totals are `i64`: the largest is `2 · 10^13`. The judge's
//! limits are `N <= 3000`. Measured times and peak memory: the Limits
//! table of the workspace's `docs/performance.md`.
//!
//! # Example
//!
//! ```
//! use deque_game::{Board, DequeGame, Ending, Game, Side, analyze, principal_variation};
//!
//! // The first sample of the statement.
//! let board: Board = "4\n10 80 90 30\n".parse()?;
//! let analysis = analyze(&board);
//! let start = DequeGame::start(&analysis);
//! assert_eq!(DequeGame::outcome(&analysis, &start)?.0, 10);
//!
//! // The optimal game: four moves, Taro's first, to the empty row.
//! let (game, ending) = principal_variation::<DequeGame>(&analysis);
//! assert_eq!(game.moves().len(), 4);
//! assert_eq!(game.positions()[0].to_move(), Side::Taro);
//! assert_eq!(ending, Ending::Over);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Exploring a position
//!
//! [`DequeGame`] is the game as every tool of the workspace sees it,
//! through the contract of [`common_io::game::Game`]: the board's rules
//! (`Rules` and `Scoring` for [`Board`], in [`rules`]) with the kernel
//! beside the generic solver. `DequeGame::move_values` lists every legal
//! move of any position with its value for the player making it (the
//! number taken and optimal play afterwards, as a [`Score`]); walk from
//! `DequeGame::start` with `DequeGame::play`. A move is the place of the
//! number taken: 0-based in the API and 1-based in text (see
//! [`common_io::game`]). The binary's `--moves` prints those values at
//! every ply of the optimal game, counted for the whole game.

mod analysis;
mod board;
mod explain;
mod game;
pub mod generator;
mod interval;
mod judge_format;
mod position;
pub mod rules;

// The README's examples, compiled and run by `cargo test --doc`.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

// The crate's root, in the order every game crate of the workspace keeps:
//
// the game, as the tools see it (the contract of `common_io::game`);
pub use game::DequeGame;
/// The game seen through text ([`common_io::game::AnyGame`]: its judge
/// binary, generators and views), its generic code compiled here, once:
/// what the binary (`game_kit::main!`) and the tools' lists of games take.
pub static GAME: &dyn common_io::game::AnyGame = &common_io::game::erase::<DequeGame>();
// solving a board, and the values it answers with;
pub use analysis::{Analysis, Kernel, analyze, try_analyze};
// the board, its positions, moves and sides;
pub use board::{Board, BoardError, MAX_LEN, MAX_VALUE};
pub use position::{Move, Position, Side};
// the original judge's format;
pub use judge_format::{JUDGE_MAX_LEN, JUDGE_MAX_VALUE, validate};
// the contract's vocabulary the API above uses.
pub use common_io::game::{Ending, Game, Line, MoveValue, Score, principal_variation};
pub use common_io::{InputError, OutOfMemory, Resources};

// `Strict` for `judge_format`, which imports it from here (see there).
use common_io::Strict;

/// The judge's answer for a judge input, as the binary prints it: the
/// difference and a newline (solved on the current thread).
///
/// ```
/// assert_eq!(deque_game::judge(b"3\n10 100 10\n")?, "-80\n");
/// # Ok::<(), deque_game::InputError>(())
/// ```
pub fn judge(input: &[u8]) -> Result<String, InputError> {
    common_io::game::text::<DequeGame>(input, common_io::game::Mode::Judge)
}
