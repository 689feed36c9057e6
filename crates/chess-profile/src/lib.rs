//! Exact solver for the staircase placement game ("chess", ZJOI 2018,
//! BZOJ 5248, Luogu P4363).
//!
//! # The game
//!
//! A board of `n × m` cells; cell `(i, j)` is worth `A[i][j]` to the first
//! player and `B[i][j]` to the second. The players alternate, the first
//! player first, each placing a stone on an empty cell whose every cell to
//! the left in its row and above in its column already holds a stone. When
//! the board is full, each player's score is the sum of their values over
//! their own stones; both play to maximise their own score minus the
//! opponent's. The answer is the first player's score minus the second's.
//!
//! # State encoding
//!
//! The occupied cells always form a staircase, so a position is the lattice
//! path separating occupied from empty cells: `n` up-steps and `m`
//! right-steps from the bottom-left corner to the top-right one, stored as
//! an `(n + m)`-bit mask ([`Position`]). A move turns one `01` bit pair into
//! `10`. Whose turn it is follows from the parity of the number of stones, so
//! one value per position suffices. The `C(n + m, n)` masks are ranked
//! densely by the combinatorial number system ([`Position::rank`]); in that
//! ranking a move lowers the rank by a binomial coefficient, and the
//! positions that share their high bits form contiguous blocks of ranks. So
//! the table fills block by block, without hashing: each kind of move is
//! applied to a whole run of consecutive positions at once, whose successors
//! are another run of consecutive, already solved positions.
//!
//! # Complexity
//!
//! Time `O(C(n+m, n) · min(n, m))` (each position has at most `min(n, m)`
//! moves). Memory per position: one `i32` value, or one 8-byte value when
//! the sum over cells of `max(A, B)` does not fit in an `i32` (an `f64`,
//! which holds every score within the limits exactly and, unlike `i64`,
//! vectorises on baseline x86-64), plus one byte for whose turn it is. A
//! 10×10 board has 184,756 positions (0.9 MB); 15×15 has 155,117,520
//! (0.78 GB with `i32` values, 1.4 GB with 8-byte ones): the bound
//! [`ChessProfile`]'s `memory_needed` gives, which [`try_analyze`] checks
//! against its [`Resources`]' memory limit before allocating, and reports
//! a table it cannot allocate as [`OutOfMemory`]; [`analyze`] ends the
//! process instead, as `Vec` does.
//!
//! # Parallelism and scaling
//!
//! One board's table is filled on all the [`Resources`]' workers: in every
//! block of ranks, the two halves that wait for each other only position
//! by position are solved side by side, one sending its solved positions
//! to the other; past two threads, the long folds (one move applied to a
//! run of at least 32,768 positions, each position on its own) are also
//! cut into pieces that the other threads take. With `--threads 1` the
//! same folds run in the same order on one thread: the table, hence every
//! byte out, is the same whatever the threads (unit tests compare the
//! tables on 1 to 4 threads, also with one of them busy elsewhere; the
//! fixtures are checked on 1, 2 and 3 threads).
//!
//! Measured on a 2-core VM (15×15, five runs each on two days): random
//! values in 0.56 to 0.65 of the one-thread time, values up to 10^9 in
//! 0.45 to 0.57, peak memory within 0.3 %. The same VM runs two
//! independent one-thread solves of the random board at once in 0.58 to
//! 0.66 of the time per solve: the folds share the machine's caches and
//! memory bandwidth, which keeps the pair from 0.5.
//!
//! Scale, on paper (a model of this recursion counting one unit per move
//! folded, 15×15): 0.54 of the one-thread time on 2 threads, 0.46 on 4,
//! 0.42 on 8, 0.40 on 16, 0.39 on 64. What stays serial is the chain of
//! blocks between the pairs and, inside each side, the leaves and the
//! short folds: about 0.39 of the work. Memory bandwidth (5 to 9 bytes
//! read and written per position and move) bounds the cut folds sooner.
//!
//! # Limits
//!
//! `n, m >= 1`, `n + m <=` [`MAX_SIDE_SUM`] (30), values in
//! `0..=`[`MAX_VALUE`] (10^9). Scores are `i64`: the largest possible
//! difference is `225 · 10^9`. The judge's limits are 10×10 and 10^5.
//! Measured times and peak memory: the Limits table of the workspace's
//! `docs/performance.md`.
//!
//! # Example
//!
//! ```
//! use chess_profile::{Board, ChessProfile, Ending, Side, analyze, principal_variation};
//!
//! // The first sample of the statement.
//! let board: Board = "2 3\n2 7 3\n9 1 2\n3 7 2\n2 3 1\n".parse()?;
//! let analysis = analyze(&board);
//! assert_eq!(ChessProfile::answer(&analysis), 2);
//!
//! // The optimal game: six moves, the first player's first, to the full
//! // board.
//! let (game, ending) = principal_variation::<ChessProfile>(&analysis);
//! assert_eq!(game.moves().len(), 6);
//! assert_eq!(game.positions()[0].to_move(), Side::First);
//! assert_eq!(ending, Ending::Over);
//! # Ok::<(), common_io::InputError>(())
//! ```
//!
//! # Exploring a position
//!
//! [`ChessProfile`] is the game as every tool of the workspace sees it,
//! through the contract of [`common_io::game::Game`]: the board's rules
//! (`Rules` and `Scoring` for [`Board`], in [`rules`]) with the kernel
//! beside the generic solver. `ChessProfile::move_values` lists every
//! legal move of any position with its value for the player making it
//! (what the move and optimal play afterwards make of the stones still to
//! be placed, as a [`Score`]); walk from `ChessProfile::start` with
//! `ChessProfile::play`. Cells are 0-based in the API and 1-based in text
//! (see [`common_io::game`]). The binary's `--moves` prints those values
//! at every ply of the optimal game, counted for the whole game.

mod analysis;
mod board;
mod contour;
mod explain;
mod game;
pub mod generator;
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
pub use game::ChessProfile;
/// The game seen through text ([`common_io::game::AnyGame`]: its judge
/// binary, generators and views), its generic code compiled here, once:
/// what the binary (`game_kit::main!`) and the tools' lists of games take.
pub static GAME: &dyn common_io::game::AnyGame = &common_io::game::erase::<ChessProfile>();
// solving a board, and the values it answers with;
pub use analysis::{Analysis, Kernel, analyze, try_analyze};
// the board, its positions, moves and sides;
pub use board::{Board, BoardError, MAX_SIDE_SUM, MAX_VALUE};
pub use position::{Move, Position, Side};
// the original judge's format;
pub use judge_format::{JUDGE_MAX_SIDE, JUDGE_MAX_VALUE, validate};
// the contract's vocabulary the API above uses.
pub use common_io::game::{Cell, Ending, Game, Line, MoveValue, Score, principal_variation};
pub use common_io::{InputError, OutOfMemory, Resources};

// `Strict` for `judge_format`, which imports it from here (see there).
use common_io::Strict;

/// The judge's answer for a judge input, as the binary prints it: the
/// difference and a newline (solved on the current thread).
///
/// ```
/// assert_eq!(chess_profile::judge(b"1 2\n3 5\n7 11\n")?, "-8\n");
/// # Ok::<(), chess_profile::InputError>(())
/// ```
pub fn judge(input: &[u8]) -> Result<String, InputError> {
    common_io::game::text::<ChessProfile>(input, common_io::game::Mode::Judge)
}
