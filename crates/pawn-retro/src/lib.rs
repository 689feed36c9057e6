//! Exact solver for the river-crossing pawn game ("过河卒", 2023 united
//! provincial selection, LOJ 3958, Luogu P9169), by retrograde analysis.
//!
//! # The game
//!
//! An `n × m` board with obstacles holds two red pieces and one black piece;
//! row 1 is the top row. Red moves first and the sides alternate. Red moves
//! one of its pieces one step up, down, left or right onto a free cell not
//! holding the other red piece (moving onto black is allowed); black moves
//! its piece one step up, left or right onto a free cell (never down; moving
//! onto a red piece is allowed). Before each move, in this order: black on
//! row 1 means black wins; black sharing a cell with a red piece means the
//! side that made the previous move wins; a side to move with no legal move
//! loses. Both sides play optimally: the fastest forced win, else a move
//! that avoids losing forever (a tie), else the slowest loss. The judge
//! prints `Tie`, `Red k` or `Black k` per board, `k` the total number of
//! moves of the game.
//!
//! # State encoding
//!
//! A position of the kernel's table is the unordered pair of red cells and
//! the black cell. Whose turn it is needs no bit: every move shifts one
//! piece by one cell, so the parity of the sum over the pieces of
//! `row + col` flips at every move and red is to move exactly when it
//! matches the start's (a [`Position`] of the API holds the side to move,
//! as the rules do, and the kernel covers one only with the side its cells
//! give).
//!
//! Only positions the game can reach are numbered: the red pieces on the
//! free cells connected to their starting cells (`R` of them), the black
//! piece on the `B` cells it can reach by moves up, left and right (so never
//! below its starting row). Cells get compact ids; the unordered pair
//! `a < b` of red ids is `b (b - 1) / 2 + a`, and a position is
//! `black · C(R, 2) + pair`. This space is closed under moves, so the
//! analysis over it is exact.
//!
//! The analysis labels the terminal positions first (the game's three
//! rules, in order), then walks backwards breadth-first, one depth at a
//! time: for each position labelled at depth `d` it generates the
//! predecessors on the fly by un-moving the side that moved last (no edge
//! list is stored: black's un-moves come from a table per black cell, red's
//! from a table per red pair of the up to 8 pairs one red move earlier,
//! combined with the position's black cell). A predecessor of a position lost for its mover is won
//! in `d + 1`; a predecessor all of whose moves lead to positions won by the
//! opponent is lost in `d + 1`, `d` being the depth of the last of them
//! found. Depth order makes these the fastest wins and the slowest losses.
//! Predecessors where the game was already over are terminal, hence already
//! labelled, and left alone. Positions never labelled are ties.
//!
//! One `u16` per position holds, while unlabelled, the number of the
//! mover's moves not yet known to lose (set from two small tables, red's
//! move count per pair and black's per cell), and once labelled the depth
//! and whether the mover wins (a game of 32,759 moves or more, if one ever
//! occurs, keeps its length in a side table). Each depth's positions are
//! queued in buckets by black cell, side to move and label (pair indices
//! only), and expanded black cell by black cell in increasing order, so
//! that consecutive expansions touch the same few blocks of the table and
//! run through loops specialised for their side and label; no sorting is
//! needed. A set of the black cells holding some positions of the depth is
//! kept, so that a depth costs what it holds, not the number of black
//! cells (a game of 788 moves on a 400×1 corridor has one or two positions
//! per depth). Some black cells' positions are not listed but found again
//! by scanning their block of the table for the depth's code: every one's
//! when a block has at most 32 pairs (one step of compares), and, when the
//! buckets would outgrow the memory given to the queues, those of the black
//! cells whose buckets hold the most (the densest blocks).
//!
//! # Complexity
//!
//! With `P = C(R, 2) · B` positions ([`position_count`]): time `O(P)` for
//! the expansions (each position is expanded at most once and has at most
//! 8 predecessors), plus the scans, each a vectorised compare per position
//! of a block holding positions of the depth: every block of at most 32
//! pairs, and the blocks the queues had no room to list, which happens on
//! narrow boards in the few depths that hold a large share of the
//! positions.
//!
//! Memory, at most `2 P + max(P, 1 MiB) + 42 C(R, 2) + 256 KiB` bytes: 2
//! bytes per position for the table; at most a byte per position for the
//! queues of the two depths in flight (their buckets' capacity is kept
//! within a quarter of an entry per position, or 1 MiB on small boards:
//! past it, blocks are scanned instead of listed); 42 bytes per red pair
//! (the layout's tables, 32 of them for red's un-move table, and the list
//! of the pairs where red cannot move); and under 256 KiB besides (the
//! walk's buffers, on up to 8 threads, the queues' bucket headers, the
//! tables per cell). That
//! is about 3.1 bytes per position, under 100 MB, on a board of 400 cells
//! whatever its shape: square, 3×133 or 400×1 (a test checks what the
//! solver holds against this bound). Only a game of 32,759 moves or more,
//! if one ever occurs, would go past it: its side table, and its depths
//! past that one, listed in full. An open 10×10 board with black on the
//! bottom row has 495,000 positions (about 1 MB of table); an open 20×20
//! one has 31,920,000 (64 MB of table). The judge's answer
//! ([`PawnRetro`]'s `try_answer`) stops as soon as the start is labelled;
//! [`try_analyze`] labels everything and keeps the 2 bytes per position. Measured times and peak memory: the Limits table of the
//! workspace's `docs/performance.md`.
//!
//! Every table sized by the board (the state table, the queues, the
//! layout's tables) is allocated fallibly, after the bound above is
//! checked against the [`Resources`]' memory limit: [`try_analyze`]
//! returns [`OutOfMemory`] (what could not be allocated, and how many
//! bytes it needed) where [`analyze`] aborts the process as `vec!` does.
//!
//! # Parallelism and scaling
//!
//! The boards of a file are solved on the threads of `--threads` (a few
//! ahead of the one being written, in `common_io::game`'s renderer): a
//! file of 200 open 10×10 boards takes 0.47 to 0.54 of the time on two
//! threads. Inside one board, each large depth of the walk (at least
//! 131,072 positions, every one listed) is expanded on up to 8 threads:
//! the state table's blocks (one per black cell) are dealt out to them,
//! and each thread does the un-moves of the whole depth that land in its
//! own blocks, so no two threads touch the same position (safe Rust: each
//! owns its blocks as `&mut` slices). An open 20×20 board takes 0.58 to
//! 0.64 of its one-thread time on two threads. Whatever the threads, every label
//! is the one the single thread gives (a label depends only on its depth),
//! so the output is the same bytes: the tests compare every fixture on 1,
//! 2 and 3 threads, and every label of many boards with every depth dealt
//! out. `--threads 1` runs the walk as it always did.
//!
//! Where the time goes (cachegrind's simulated caches, open 20×20 with
//! `--threads 1`): 3.29 G instructions, 1.17 G data reads and
//! writes, of which 5.5 % miss the first-level cache and 0.1 % (1.47 M)
//! the last level. So the walk is bound by work (and the L2 cache), not
//! by memory: its layout stays, and the work is what is split.
//!
//! Scale, on paper: boards are independent, so a file scales with the
//! cores until there are fewer boards than cores. Inside a board depth
//! `d + 1` needs all of depth `d`: a chain of depths (73 on the open
//! 20×20 board, 788 on the 400×1 corridor), each split by black cells.
//! On 8 cores the wide depths of open boards (up to millions of positions)
//! could run several times as fast, not 8: each thread also reads the
//! whole depth's list, a share that grows with the threads, and the small
//! depths (under 131,072 positions) stay serial. The walk stops at 8 parts
//! (its buffers' memory bound), so 16 and 64 cores help only files of many
//! boards. Corridors, whose depths hold one or two positions, stay serial.
//!
//! # Limits
//!
//! `n, m >= 1` and `n · m <=` [`MAX_CELLS`] (400): 20×20, 10×40, 1×400.
//! A judge file holds `1 <= T <=` [`MAX_BOARDS`] boards (the judge's limit
//! is 10) and a test-point id up to [`MAX_ID`]. Anything past these is the
//! bad-input error, reported before anything is allocated. The judge's own
//! limit is 10×10.
//!
//! # Example
//!
//! ```
//! use pawn_retro::{Answer, Board, Ending, Forced, PawnRetro, Resources, Side, judge, try_analyze};
//! use common_io::game::principal_variation;
//! use common_io::rules::Solution;
//!
//! // The fourth board of the statement's sample: red wins in 9 moves.
//! let board: Board = "5 5\n.....\n#####\n..X..\n.....\nO...O\n".parse()?;
//! let analysis = try_analyze(&board, &Resources::default())?;
//! assert_eq!(PawnRetro::answer(&analysis), Answer::RedWins(9));
//! let (game, ending) = principal_variation::<PawnRetro>(&analysis);
//! assert_eq!((game.moves().len(), ending), (9, Ending::Over));
//!
//! // The analysis (a tablebase) answers for any reachable position, not
//! // only the start: after red's first optimal move, black is to move and
//! // loses in 8.
//! let after_one = &game.positions()[1];
//! assert_eq!(after_one.to_move(), Side::Black);
//! assert_eq!(analysis.outcome(after_one), Some(Forced::Loss(8)));
//! assert_eq!(Answer::new(Forced::Loss(8), Side::Black).to_string(), "Red 8");
//!
//! // A whole judge file.
//! assert_eq!(judge(b"0 1\n3 3\n.O.\n.X.\nO..\n")?, "Red 1\n");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Exploring a position
//!
//! [`Solution::move_values`](common_io::rules::Solution::move_values) of
//! the [`Analysis`] lists every legal move of a covered position, sorted
//! by the cells it moves from and to, with its [`Forced`] value for the
//! side making it (the result of optimal play after it, counted from that
//! position); [`Game::play`](common_io::game::Game::play) plays one,
//! refusing an illegal move with the reason, and
//! [`principal_variation`](common_io::game::principal_variation) is the
//! optimal game.
//! Cells are 0-based in the API and 1-based in text (see
//! [`common_io::game`]). The binary's `--moves` prints the values at every
//! ply of each board's optimal game, the game `--explain` draws.
//! [`PawnRetro`] is the game as every tool of the workspace sees it,
//! through the contract of [`common_io::game::Game`].

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
pub use game::PawnRetro;
/// The game seen through text ([`common_io::game::AnyGame`]: its judge
/// binary, generators and views), its generic code compiled here, once:
/// what the binary (`game_kit::main!`) and the tools' lists of games take.
pub static GAME: &dyn common_io::game::AnyGame = &common_io::game::erase::<PawnRetro>();
// solving a board, and the values it answers with;
pub use analysis::Answer;
pub use analysis::{Analysis, Kernel, analyze, position_count, try_analyze};
// the board, its positions, moves and sides;
pub use board::{Board, BoardError, JudgeInput, MAX_BOARDS, MAX_CELLS, MAX_ID};
pub use position::{Move, Position};
pub use rules::{Side, Termination};
// the original judge's format;
pub use judge_format::{JUDGE_MAX_BOARDS, JUDGE_MAX_ID, JUDGE_MAX_SIDE, validate};
// the contract's vocabulary the API above uses.
pub use common_io::game::{Cell, Ending, Forced, Line, MoveValue};
pub use common_io::{InputError, OutOfMemory, Resources};

// `Pos` and `Strict` for `judge_format`, which imports them from here (see
// there).
use common_io::{Pos, Strict};

/// The judge's answer for a judge file, as the binary prints it: one line
/// per board, `Tie`, `Red k` or `Black k` (solved on the current thread).
///
/// ```
/// assert_eq!(pawn_retro::judge(b"0 1\n3 3\n.O.\n.X.\nO..\n")?, "Red 1\n");
/// # Ok::<(), pawn_retro::InputError>(())
/// ```
pub fn judge(input: &[u8]) -> Result<String, InputError> {
    common_io::game::text::<PawnRetro>(input, common_io::game::Mode::Judge)
}
