//! The reference solvers as one program: `reference <crate> [flags]`
//! behaves exactly like the crate's judge binary (the same
//! `common_io::program::Program` shell around the same `run`). `cargo test`
//! builds it, so the stress tests can run "our own binary" without a
//! release build.

use std::ffi::OsString;
use std::io;
use std::process::ExitCode;

use common_io::program::{Mode, Program, Run};

fn main() -> ExitCode {
    let mut args = std::env::args_os().skip(1);
    let name = args.next().unwrap_or_default();
    let run: Run = match name.to_str() {
        Some("chess-profile") => chess_profile::run,
        Some("darkraft") => darkraft::run,
        Some("pawn-retro") => pawn_retro::run,
        _ => {
            let _ = io::Write::write_all(
                &mut io::stderr(),
                b"usage: reference chess-profile|darkraft|pawn-retro [flags] < input\n",
            );
            return ExitCode::from(2);
        }
    };
    let program = Program {
        name: "reference",
        version: env!("CARGO_PKG_VERSION"),
        about: "The reference solver of one problem crate.",
        modes: &[Mode::Explain, Mode::Moves, Mode::Validate],
        details: "",
        run,
    };
    let rest: Vec<OsString> = args.collect();
    program.run(
        rest,
        io::stdin().lock(),
        io::stdout().lock(),
        io::stderr().lock(),
    )
}
