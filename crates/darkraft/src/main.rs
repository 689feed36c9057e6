//! `darkraft`: the judge binary. Reads one grid on stdin and prints `WIN` if
//! the first player wins, `LOSE` otherwise; `--explain` shows the two parity
//! games, their Grundy numbers and the winning first moves, `--moves` every
//! legal move's value along a game.

use std::process::ExitCode;

use common_io::program::{Mode, Program};

const PROGRAM: Program = Program {
    name: "darkraft",
    version: env!("CARGO_PKG_VERSION"),
    about: "Winner of the diagonal-wave game (Codeforces 138D 'World of Darkraft').",
    modes: &[Mode::Explain, Mode::Moves, Mode::Validate],
    details: "\
--moves plays the game out ply by ply. For each ply, a line `ply P` (P from
1), then one line `R C G` per active cell, row by row (row-major order): the
1-based row and column of the cell, and G, the Grundy number of the whole
game after taking that cell (0: the player who takes it wins). The move
played is the first listed with G = 0, else the first listed, so the first
ply's cells with G = 0 are the winning first moves of --explain. The game
ends when no cell is active: no `ply` line after the last move.",
    run: darkraft::run,
};

fn main() -> ExitCode {
    PROGRAM.main()
}
