//! `darkraft`: the judge binary. Reads one grid on stdin and prints `WIN` if
//! the first player wins, `LOSE` otherwise; `--explain` shows the two parity
//! games, their Grundy numbers and the winning first moves.

use std::process::ExitCode;

use common_io::program::{Mode, Program};

const PROGRAM: Program = Program {
    name: "darkraft",
    version: env!("CARGO_PKG_VERSION"),
    about: "Winner of the diagonal-wave game (Codeforces 138D 'World of Darkraft').",
    modes: &[Mode::Explain],
    details: "",
    run: darkraft::run,
};

fn main() -> ExitCode {
    PROGRAM.main()
}
