//! `pawn-retro`: the judge binary. Reads a judge file (`id T`, then `T`
//! boards) on stdin and prints `Tie`, `Red k` or `Black k` per board;
//! `--explain` shows each optimal game move by move.

use std::process::ExitCode;

use common_io::program::{Mode, Program};

const PROGRAM: Program = Program {
    name: "pawn-retro",
    version: env!("CARGO_PKG_VERSION"),
    about: "Outcome of the river-crossing pawn game (过河卒, LOJ 3958 / Luogu P9169) on each board.",
    modes: &[Mode::Explain, Mode::Validate],
    details: "",
    run: pawn_retro::run,
};

fn main() -> ExitCode {
    PROGRAM.main()
}
