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
//! [`Position`] replays a game move by move on top of the tables: a list of
//! rectangles per class, so any position reachable from the start is scored
//! by a few lookups, and so is every move from it
//! ([`Analysis::move_values`]).
//!
//! # Complexity
//!
//! With `X × Y` the box of a class (both about `(n + m) / 2`): memory
//! `(X + 1)(X + 2)(Y + 2)²` bytes per class, about `X² Y²`
//! ([`table_bytes`]: 407,022 bytes for 20×20, 36,246,210 for 64×64).
//! Time `O(X² Y² (X + Y))` for the row and column moves plus one step per
//! pair (`X` cell, rectangle holding it), at most about `X³ Y³ / 36`: `O((n + m)^6)` when most cells are
//! `X`. Boards of mostly `X` with a few random `L` and `R` (85 to 95 %
//! `X`) are the slowest: nearly as many cross steps as an all-`X` board,
//! plus their row and column moves and the wider option sets of their
//! larger Grundy numbers (above); at 64×64 they take at most a few percent
//! more than the all-`X` board. The two classes are independent:
//! [`try_analyze_with`] solves them at the same time on two threads when
//! its workers have threads and the tables take 64 KiB or more.
//! Measured times and peak memory: the Limits table of the workspace
//! README.
//!
//! # Limits
//!
//! `n, m >= 1` and `n + m <=` [`MAX_SIDE_SUM`] (128), so every box is at
//! most 64×64: 64×64, 1×127, 100×28 and the judge's 20×20 are accepted.
//! Parsing refuses anything larger with the bad-input error before
//! allocating. The tables are allocated fallibly: [`try_analyze`] returns
//! [`OutOfMemory`] (what could not be allocated, and its bytes) when they
//! do not fit, where [`analyze`] aborts as a failed `Vec` allocation does.
//!
//! # Example
//!
//! ```
//! use darkraft::{Cell, Grid, Outcome, Parity, analyze};
//!
//! // The second sample of the statement.
//! let grid: Grid = "2 2\nRR\nRR\n".parse()?;
//! let analysis = analyze(&grid);
//! assert_eq!(analysis.outcome(), Outcome::Win);
//! assert_eq!(analysis.outcome().to_string(), "WIN");
//! // Even class: (1, 1) and (2, 2), one diagonal that a single R erases.
//! assert_eq!(analysis.parity_grundy(Parity::Even), 1);
//! // Odd class: (1, 2) and (2, 1), two diagonals of one cell: two moves.
//! assert_eq!(analysis.parity_grundy(Parity::Odd), 0);
//! // Any first move wins: one in the even class leaves 0 ⊕ 0, one in the odd
//! // class leaves 1 ⊕ 1.
//! assert_eq!(analysis.winning_moves().len(), 4);
//! assert!(analysis.winning_moves().contains(&Cell::new(1, 2)));
//! assert_eq!(analysis.grundy(), 1);
//!
//! // Play it out: take a winning move, then answer whatever the opponent does.
//! let mut position = analysis.start();
//! while !position.is_over() {
//!     let mv = match position.winning_moves().first() {
//!         Some(&mv) => mv,
//!         None => position.active_cells()[0],
//!     };
//!     position.apply(mv)?;
//! }
//! assert_eq!(position.moves_played() % 2, 1); // the first player moved last
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Exploring a position
//!
//! [`Analysis::move_values`] lists every legal move of any position (its
//! active cells, row by row) with the Grundy number of the game after it,
//! 0 for a winning move; walk from [`Analysis::start`] with
//! [`Position::apply`]. The binary's `--moves` ([`moves`]) prints those
//! values at every ply of the game the example above plays.

mod analysis;
mod explain;
mod explore;
#[cfg(feature = "testkit")]
pub mod generator;
mod grid;
mod position;
mod rotated;

// The README's examples, compiled and run by `cargo test --doc`.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

pub use analysis::{
    Analysis, MoveValue, Outcome, analyze, first_player_wins, solve, table_bytes, try_analyze,
    try_analyze_with, winning_moves,
};
pub use common_io::program::{Failure, Mode, Request};
pub use common_io::{InputError, OutOfMemory, Workers};

use std::io::Write;

use common_io::program;
pub use grid::{Cell, Grid, GridError, JUDGE_MAX_SIDE, Letter, MAX_SIDE_SUM, Parity, validate};
pub use position::{MoveError, Position};

/// Runs the judge binary on a whole input: reads and checks the grid, then
/// writes the answer for `request.mode`: the judge's line (`WIN` or `LOSE`
/// and a newline); for [`Mode::Explain`], the outcome, both parity classes
/// drawn as rotated diamonds with their Grundy numbers, and the winning
/// first moves; for [`Mode::Moves`], the game ply by ply with every active
/// cell's value (the format is in the crate README and [`moves`]). The two
/// classes are solved on `request.workers`. For [`Mode::Validate`], nothing
/// if the input is a valid test of the original judge ([`validate`]). Bad
/// input is reported before anything is written.
pub fn run(request: &Request<'_>, out: &mut dyn Write) -> Result<(), Failure> {
    if request.mode == Mode::Validate {
        return Ok(validate(request.input)?);
    }
    let grid = Grid::parse(request.input)?;
    let analysis = || try_analyze_with(&grid, request.workers);
    match request.mode {
        Mode::Judge => writeln!(out, "{}", analysis()?.outcome())?,
        Mode::Explain => explain::render(out, &analysis()?)?,
        Mode::Moves => explore::render(out, &analysis()?)?,
        Mode::Validate => unreachable!("validated above"),
    }
    Ok(())
}

/// The judge's answer for a judge input: `WIN` or `LOSE` and a newline
/// ([`run`] in [`Mode::Judge`] on the current thread, as a string).
pub fn judge(input: &[u8]) -> Result<String, InputError> {
    program::capture(run, input, Mode::Judge)
}

/// The `--explain` text for a judge input: the outcome, both parity
/// classes drawn as rotated diamonds with their Grundy numbers, and the
/// winning first moves (or that none exists) ([`run`] in [`Mode::Explain`],
/// as a string).
pub fn explain(input: &[u8]) -> Result<String, InputError> {
    program::capture(run, input, Mode::Explain)
}

/// The `--moves` text for a judge input ([`run`] in [`Mode::Moves`], as a
/// string): a game played out, and before each of its moves every legal
/// move with its value.
///
/// For each ply, a line `ply P` (`P` from 1), then one line `R C G` per
/// active cell, row by row (row-major order): the 1-based row and column
/// of the cell, and `G`, the Grundy number of the whole game after taking
/// that cell ([`Analysis::move_values`]); `G = 0` means the player who
/// takes it wins. The move played is the first listed with `G = 0`, else
/// the first listed (so the first ply's cells with `G = 0` are the winning
/// first moves of `--explain`). The game ends when no cell is active:
/// there is no `ply` line after the last move.
///
/// ```
/// // The second sample: every first move wins; (1, 1) clears (2, 2) too,
/// // then the two lone cells are taken one after the other.
/// let text = darkraft::moves(b"2 2\nRR\nRR\n")?;
/// assert_eq!(
///     text,
///     "ply 1\n1 1 0\n1 2 0\n2 1 0\n2 2 0\nply 2\n1 2 1\n2 1 1\nply 3\n2 1 0\n"
/// );
/// # Ok::<(), darkraft::InputError>(())
/// ```
pub fn moves(input: &[u8]) -> Result<String, InputError> {
    program::capture(run, input, Mode::Moves)
}
