//! Exact solver for the staircase placement game ("chess", ZJOI/CTSC 2018,
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
//! (0.78 GB with `i32` values, 1.4 GB with 8-byte ones). See
//! [`table_bytes`]. [`try_analyze`] reports a table it cannot allocate as
//! [`OutOfMemory`]; [`analyze`] (and [`solve`]) end the process instead, as
//! `Vec` does.
//!
//! # Limits
//!
//! `n, m >= 1`, `n + m <=` [`MAX_SIDE_SUM`] (30), values in
//! `0..=`[`MAX_VALUE`] (10^9). Scores are `i64`: the largest possible
//! difference is `225 · 10^9`. The judge's limits are 10×10 and 10^5.
//! Measured times and peak memory: the Limits table of the workspace README.
//!
//! # Example
//!
//! ```
//! use chess_profile::{Board, Player, analyze};
//!
//! // The first sample of the statement.
//! let board: Board = "2 3\n2 7 3\n9 1 2\n3 7 2\n2 3 1\n".parse()?;
//! let analysis = analyze(&board);
//! assert_eq!(analysis.value(), 2);
//!
//! // The optimal game: six moves, the first player's first.
//! let game = analysis.principal_variation();
//! assert_eq!(game.len(), 6);
//! assert_eq!(game[0].player, Player::First);
//! assert_eq!(game.last().map(|m| m.difference), Some(2));
//! # Ok::<(), common_io::InputError>(())
//! ```
//!
//! # Exploring a position
//!
//! [`Analysis::move_values`] lists every legal move of any position with
//! its value (what the move and optimal play afterwards add to the
//! difference); walk from [`Analysis::start`] with [`Position::play`].
//! The binary's `--moves` ([`moves`]) prints those values at every ply of
//! the optimal game, counted for the whole game.

mod analysis;
mod board;
mod contour;
mod explain;
mod explore;
#[cfg(feature = "testkit")]
pub mod generator;
mod position;

// The README's examples, compiled and run by `cargo test --doc`.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

pub use analysis::{
    Analysis, Move, MoveValue, analyze, position_count, principal_variation, solve, table_bytes,
    try_analyze,
};
pub use board::{
    Board, BoardError, JUDGE_MAX_SIDE, JUDGE_MAX_VALUE, MAX_SIDE_SUM, MAX_VALUE, validate,
};
pub use common_io::program::{Failure, Mode, Request};
pub use common_io::{InputError, OutOfMemory};

use std::io::Write;

use common_io::program;
pub use position::{Cell, Player, Position};

/// Runs the judge binary on a whole input: reads and checks the board,
/// then writes the answer for `request.mode`: the judge's line (the
/// difference and a newline); for [`Mode::Explain`], the board, the
/// optimal game move by move, the final board with each cell's owner and
/// the scores; for [`Mode::Moves`], the optimal game ply by ply with every
/// legal move's value (the format is in the crate README and
/// [`moves`]); for [`Mode::Validate`], nothing if the input is a valid test
/// of the original judge ([`validate`]). Bad input is reported before
/// anything is written.
pub fn run(request: &Request<'_>, out: &mut dyn Write) -> Result<(), Failure> {
    if request.mode == Mode::Validate {
        return Ok(validate(request.input)?);
    }
    let board = Board::parse(request.input)?;
    match request.mode {
        Mode::Judge => writeln!(out, "{}", try_analyze(&board)?.value())?,
        Mode::Explain => {
            let game = try_analyze(&board)?.principal_variation();
            explain::render(out, &board, &game)?;
        }
        Mode::Moves => explore::render(out, &try_analyze(&board)?)?,
        Mode::Validate => unreachable!("validated above"),
    }
    Ok(())
}

/// The judge's answer for a judge input: the difference and a newline
/// ([`run`] in [`Mode::Judge`], as a string).
pub fn judge(input: &[u8]) -> Result<String, InputError> {
    program::capture(run, input, Mode::Judge)
}

/// The `--explain` text for a judge input: the board, the optimal game move
/// by move, the final board with each cell's owner, and the scores ([`run`]
/// in [`Mode::Explain`], as a string).
pub fn explain(input: &[u8]) -> Result<String, InputError> {
    program::capture(run, input, Mode::Explain)
}

/// The `--moves` text for a judge input ([`run`] in [`Mode::Moves`], as a
/// string): the optimal game, and before each of its moves every legal
/// move with its value.
///
/// For each ply, a line `ply P F` or `ply P S` (`P` from 1; `F`: the first
/// player moves, `S`: the second), then one line `R C V` per legal move,
/// top row first (row-major order): the 1-based row and column of the open
/// cell, and `V`, the final difference of the whole game (first player's
/// score minus the second's, counting the stones already placed along the
/// printed game) if this move is played and both play optimally
/// afterwards. The first player maximises `V`, the second minimises it;
/// the move played is the first listed with the best `V` (the game of
/// [`Analysis::principal_variation`] and `--explain`). The game ends when
/// the board is full: there is no `ply` line after the last move.
///
/// ```
/// let text = chess_profile::moves(b"1 2\n3 5\n7 11\n")?;
/// assert_eq!(text, "ply 1 F\n1 1 -8\nply 2 S\n1 2 -8\n");
/// # Ok::<(), chess_profile::InputError>(())
/// ```
pub fn moves(input: &[u8]) -> Result<String, InputError> {
    program::capture(run, input, Mode::Moves)
}
