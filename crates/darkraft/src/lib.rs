//! Exact solver for the diagonal-wave game (Codeforces 138D, "World of
//! Darkraft").
//!
//! # The game
//!
//! A grid of `n × m` cells, each holding a letter `L`, `R` or `X`; every cell
//! starts *active*. The players alternate; a move picks an active cell, which
//! becomes inactive and sends "waves" along diagonals: an `L` towards
//! down-left and up-right, an `R` towards up-left and down-right, an `X` in
//! all four diagonal directions. A wave makes every cell it reaches
//! inactive and stops before a cell that is off the grid or already
//! inactive. The player with no active cell to pick loses. The judge asks
//! whether the first player wins (`WIN`) or not (`LOSE`).
//!
//! # Rotation and state encoding
//!
//! Cells with `i + j` even and with `i + j` odd never interact, so the game
//! is the sum of two independent games ([`Parity`]) and its Grundy number is
//! the XOR of theirs (Sprague–Grundy). Each class is turned by 45°: with
//! 0-based `i, j`, box row `x = (i + j) / 2` and box column
//! `y = (j - i + n - 1) / 2`, shifted so that the class's box starts at
//! `(1, 1)`. An anti-diagonal (`i + j` constant) becomes a box row and a
//! diagonal (`j - i` constant) a box column; the grid's cells form a diamond
//! inside the box, contiguous along every row and column. In the box an `L`
//! move erases its whole row of the current region, an `R` its column and
//! an `X` both, so starting from the whole box the active region is always
//! a union of disjoint axis-aligned rectangles, each an independent
//! sub-game. Box cells outside the grid are simply absent.
//!
//! The state is therefore a rectangle `[x1..=x2] × [y1..=y2]` of a class's
//! box, and its Grundy number is the mex, over the real cells inside, of the
//! XOR of the 2 or 4 rectangles a move there leaves. A dense table holds one
//! `u16` per rectangle of a box padded to `(X + 2) × (Y + 2)`, so that
//! empty rectangles read 0: one band of `(Y + 2)²` entries `(y1, y2)` per
//! pair of rows `x1 <= x2 + 1` (the empty bands `x1 = x2 + 1` are read next
//! to the others; the pairs `x1 > x2 + 1` never are, so they are not
//! stored), band `(x1, x2)` at place `x2 (x2 + 1) / 2 + x1 - 1`. It is
//! filled bottom-up with no recursion: by increasing height `x2 - x1`, and
//! within one band `x1..=x2` by decreasing `y1` and increasing `y2`.
//!
//! Two observations keep the inner loop cheap. A row move at row `x` is
//! worth `T_x(y1, y2) = g(x1..x-1, y1..y2) ⊕ g(x+1..x2, y1..y2)`, whichever
//! cell of the row is picked, and an `X` at `(x, y)` is worth
//! `T_x(y1, y-1) ⊕ T_x(y+1, y2)`: for one band and one row these are reads of
//! two contiguous rows of two lower bands' tables, so every rectangle of the
//! band around an `X` gets its option in a streaming loop into the option
//! set of each rectangle, a bitset. Column moves read the band being
//! filled. The mex is the lowest clear bit of that set. And rectangles
//! reaching past the band's real columns are copies of their trimmed
//! selves.
//!
//! The option sets are wide enough by construction. A rectangle's Grundy
//! number is the mex of its options, at most one per cell, so it is at
//! most its number of cells: at most 2048, as a class has at most 2048
//! cells within the limits. The sets of a band have `64 K` bits, `K` from 1
//! to 32 words: the least power of two with `64 K` above the largest
//! Grundy number found so far (the options of row and cross moves are
//! XORs of smaller rectangles' numbers, so they stay below `64 K` too), so
//! small numbers take small sets. A band where a mex reaches `64 K` is
//! filled again with twice the words (at most 5 times per class), and a
//! full set of 32 words can only mean a mex of exactly 2048 (2048 distinct
//! options need 2048 cells: the whole class). The exact mex over a sorted
//! list of the options is kept as the reference that a unit test checks
//! the sets against. The largest Grundy number measured on boards at the
//! limits is 268 (boards of 70 to 99 % `X` with random `L` and `R` pass
//! 256, so their tallest bands take 8 words; all-`X` boards stay at 240,
//! 4 words).
//!
//! A [`Position`] is the set of active cells; the kernel finds their
//! rectangles in each class's box again (one pass over the active cells),
//! so any position reachable from the start is scored by a lookup per
//! rectangle, and so is every move from it
//! ([`Solution::move_values`](common_io::rules::Solution::move_values)).
//!
//! # Complexity
//!
//! With `X × Y` the box of a class (both about `(n + m) / 2`): memory
//! `(X + 1)(X + 2)(Y + 2)²` bytes per class, about `X² Y²` (both classes
//! together: 407,022 bytes for 20×20, 36,246,210 for 64×64, plus at most 4 MiB of buffers:
//! [`Darkraft`]'s `memory_needed`, which [`try_analyze`] checks against
//! its [`Resources`]' memory limit before allocating).
//! Time `O(X² Y² (X + Y))` for the row and column moves plus one step per
//! pair (`X` cell, rectangle holding it), at most about `X³ Y³ / 36`: `O((n + m)^6)` when most cells are
//! `X`. Boards of mostly `X` with a few random `L` and `R` (85 to 95 %
//! `X`) are the slowest: nearly as many cross steps as an all-`X` board,
//! plus their row and column moves and the wider option sets of their
//! larger Grundy numbers (above); at 64×64 they take at most a few percent
//! more than the all-`X` board. The two classes are independent:
//! [`try_analyze`] solves them at the same time on two threads when its
//! workers have threads and the tables take 64 KiB or more (the same
//! tables, hence the same bytes out, with `--threads 1`).
//! Measured times and peak memory: the Limits table of the workspace's
//! `docs/performance.md`.
//!
//! # Parallelism and scaling
//!
//! The two parity classes are independent games: [`try_analyze`] solves
//! them at the same time when its [`Resources`]' workers have two threads
//! or more (and the tables take 64 KiB or more); with more than two, each
//! class also fills the `X - h` bands of each height `h` side by side (a
//! band reads only lower bands and itself). `--threads 1` solves one class
//! after the other, band after band. The tables, hence every byte out, are
//! the same (unit tests compare them on two and four threads; the
//! contract's laws compare the outputs).
//!
//! Scale, on paper: two threads take about 0.5 of the time at 64×64 (0.52
//! measured). Past two, the bands of a height run side by side, but the
//! tallest bands are few and the costliest, which caps the speed-up near
//! `X / 3` by the graph's shape (about 20 at 64×64): close to 8 on 8
//! cores, roughly 12 on 16, and that cap on 64 (not measured: this
//! machine has 2 cores, where 4 threads cost about 10 % over 2).
//!
//! # Limits
//!
//! `n, m >= 1` and `n + m <=` [`MAX_SIDE_SUM`] (128), so every box is at
//! most 64×64: 64×64, 1×127, 100×28 and the judge's 20×20 are accepted.
//! Parsing refuses anything larger with the bad-input error before
//! allocating. The tables are allocated fallibly: [`try_analyze`] returns
//! [`OutOfMemory`] (what could not be allocated, and its bytes) when they
//! do not fit, where [`analyze`] aborts as a failed `Vec` allocation does.
//! The judge's limits are 20×20.
//!
//! # Example
//!
//! ```
//! use darkraft::{Answer, Board, Darkraft, Game, Grundy, Parity, Resources};
//! use darkraft::{grundy, parity_grundy, try_analyze, winning_moves};
//! use common_io::rules::Solution;
//!
//! // The second sample of the statement.
//! let grid: Board = "2 2\nRR\nRR\n".parse()?;
//! let analysis = try_analyze(&grid, &Resources::default())?;
//! assert_eq!(Darkraft::answer(&analysis), Answer::Win);
//! assert_eq!(Darkraft::answer(&analysis).to_string(), "WIN");
//! // Even class: (1, 1) and (2, 2), one diagonal that a single R erases.
//! assert_eq!(parity_grundy(&analysis, Parity::Even), Grundy(1));
//! // Odd class: (1, 2) and (2, 1), two diagonals of one cell: two moves.
//! assert_eq!(parity_grundy(&analysis, Parity::Odd), Grundy(0));
//! // Any first move wins: one in the even class leaves 0 ⊕ 0, one in the odd
//! // class leaves 1 ⊕ 1.
//! assert_eq!(winning_moves(&analysis).len(), 4);
//! assert!(winning_moves(&analysis).iter().any(|mv| mv.to_string() == "1 2"));
//! let start = Darkraft::start(&analysis);
//! assert_eq!(grundy(&analysis, &start), Some(Grundy(1)));
//!
//! // Play it out: take a winning move, then answer whatever the opponent does.
//! let mut position = start;
//! while !position.is_over() {
//!     let values = analysis.move_values(&position).ok_or("a position of the grid")?;
//!     let mv = values.iter().find(|mv| mv.value == Grundy(0)).unwrap_or(&values[0]).mv;
//!     position = Darkraft::play(&analysis, &position, &mv)?;
//! }
//! assert_eq!(position.moves_played() % 2, 1); // the first player moved last
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Exploring a position
//!
//! [`Solution::move_values`](common_io::rules::Solution::move_values) of
//! the [`Analysis`] lists every legal move of any position (its active
//! cells, row by row) with the [`Grundy`] number of the game after it, 0
//! for a winning move; walk from [`Game::start`] with [`Game::play`].
//! Cells are 0-based in the API and 1-based in text
//! (see [`common_io::game`]). The binary's `--moves` prints those values at
//! every ply of the game the example above plays. [`Darkraft`] is the game
//! as every tool of the workspace sees it, through the contract of
//! [`common_io::game::Game`].

mod analysis;
mod board;
mod explain;
mod game;
pub mod generator;
mod judge_format;
mod position;
mod rotated;
pub mod rules;

// The README's examples, compiled and run by `cargo test --doc`.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

// The crate's root, in the order every game crate of the workspace keeps:
//
// the game, as the tools see it (the contract of `common_io::game`);
pub use game::Darkraft;
/// The game seen through text ([`common_io::game::AnyGame`]: its judge
/// binary, generators and views), its generic code compiled here, once:
/// what the binary (`game_kit::main!`) and the tools' lists of games take.
pub static GAME: &dyn common_io::game::AnyGame = &common_io::game::erase::<Darkraft>();
// solving a board, and the values it answers with;
pub use analysis::Answer;
pub use analysis::{Analysis, Kernel, analyze, grundy, parity_grundy, try_analyze, winning_moves};
// the board, its positions, moves and sides;
pub use board::{Board, BoardError, Letter, MAX_SIDE_SUM, Parity};
pub use position::{Move, Position, Side};
// the original judge's format;
pub use judge_format::{JUDGE_MAX_SIDE, validate};
// the contract's vocabulary the API above uses.
pub use common_io::game::{Cell, Ending, Game, Grundy, Line, MoveValue};
pub use common_io::{InputError, OutOfMemory, Resources};

// `Strict` for `judge_format`, which imports it from here (see there).
use common_io::Strict;

/// The judge's answer for a judge input, as the binary prints it: `WIN` or
/// `LOSE` and a newline (solved on the current thread).
///
/// ```
/// assert_eq!(darkraft::judge(b"2 2\nRR\nRR\n")?, "WIN\n");
/// # Ok::<(), darkraft::InputError>(())
/// ```
pub fn judge(input: &[u8]) -> Result<String, InputError> {
    common_io::game::text::<Darkraft>(input, common_io::game::Mode::Judge)
}
