//! `pawn-retro`: the judge binary. Reads a judge file (`id T`, then `T`
//! boards) on stdin and prints `Tie`, `Red k` or `Black k` per board;
//! `--explain` shows each optimal game move by move, `--moves` every legal
//! move's value along it.

use std::process::ExitCode;

use common_io::program::{Mode, Program};

const PROGRAM: Program = Program {
    name: "pawn-retro",
    version: env!("CARGO_PKG_VERSION"),
    about: "Outcome of the river-crossing pawn game (过河卒, LOJ 3958 / Luogu P9169) on each board.",
    modes: &[Mode::Explain, Mode::Moves, Mode::Validate],
    details: "\
--moves prints each board's optimal game ply by ply. For each board, a line
`board K` (K from 1); then for each ply a line `ply P red` or `ply P black`
(P from 1: the side to move), then one line `R1 C1 R2 C2 RESULT` per legal
move, sorted by (R1, C1, R2, C2): the piece on (R1, C1) moves to (R2, C2)
(1-based, row 1 at the top), and RESULT is `Tie`, `Red k` or `Black k`, the
game's result if this move is made and both sides play optimally afterwards,
k counting every move of the board's game from its start, this one
included. Best for the side to move: a win in the fewest moves, else Tie,
else a loss in the most moves; the move played is the first listed with the
best RESULT (the game of --explain), so the first ply's best RESULT is the
board's answer. The game ends at a terminal position (no `ply` line there)
or, for a tie, with the first move that brings back an earlier position of
the game. A board whose game is over at the start has only its `board K`
line.",
    run: pawn_retro::run,
};

fn main() -> ExitCode {
    PROGRAM.main()
}
