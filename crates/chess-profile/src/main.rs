//! `chess-profile`: the judge binary. Reads one board on stdin and prints the
//! first player's score minus the second's; `--explain` shows the optimal game.

use std::process::ExitCode;

use common_io::program::{Mode, Program};

const PROGRAM: Program = Program {
    name: "chess-profile",
    version: env!("CARGO_PKG_VERSION"),
    about: "Optimal score difference in the staircase placement game (ZJOI 2018 'chess').",
    modes: &[Mode::Explain],
    details: "",
    run: chess_profile::run,
};

fn main() -> ExitCode {
    PROGRAM.main()
}
