//! `chess-profile`: the judge binary. Reads one board on stdin and prints the
//! first player's score minus the second's; `--explain` shows the optimal
//! game, `--moves` every legal move's value along it.

use std::process::ExitCode;

use common_io::program::{Mode, Program};

const PROGRAM: Program = Program {
    name: "chess-profile",
    version: env!("CARGO_PKG_VERSION"),
    about: "Optimal score difference in the staircase placement game (ZJOI 2018 'chess').",
    modes: &[Mode::Explain, Mode::Moves, Mode::Validate],
    details: "\
--moves prints the optimal game ply by ply. For each ply, a line `ply P F`
or `ply P S` (P from 1; F: the first player moves, S: the second), then one
line `R C V` per legal move, top row first: the 1-based row and column of
the open cell, and V, the final difference of the whole game (first's score
minus second's, counting the stones already placed) if this move is played
and both play optimally afterwards. F maximises V, S minimises it; the move
played is the first listed with the best V (the game of --explain). The
game ends when the board is full: no `ply` line after the last move.",
    run: chess_profile::run,
};

fn main() -> ExitCode {
    PROGRAM.main()
}
