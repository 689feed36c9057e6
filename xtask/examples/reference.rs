//! The reference solvers as one program: `reference <crate> [--explain]`
//! behaves exactly like the crate's judge binary (the same
//! `common_io::Program` shell around the same `judge`). `cargo test`
//! builds it, so the stress tests can run "our own binary" without a
//! release build.

use std::ffi::OsString;
use std::io;
use std::process::ExitCode;

use common_io::Program;

fn main() -> ExitCode {
    let mut args = std::env::args_os().skip(1);
    let name = args.next().unwrap_or_default();
    let (judge, explain): (common_io::Solver, common_io::Solver) = match name.to_str() {
        Some("chess-profile") => (chess_profile::judge, chess_profile::explain),
        Some("darkraft") => (darkraft::judge, darkraft::explain),
        Some("pawn-retro") => (pawn_retro::judge, pawn_retro::explain),
        _ => {
            let _ = io::Write::write_all(
                &mut io::stderr(),
                b"usage: reference chess-profile|darkraft|pawn-retro [--explain] < input\n",
            );
            return ExitCode::from(2);
        }
    };
    let program = Program {
        name: "reference",
        version: env!("CARGO_PKG_VERSION"),
        about: "The reference solver of one problem crate.",
        judge,
        explain,
    };
    let rest: Vec<OsString> = args.collect();
    program.run(
        rest,
        io::stdin().lock(),
        io::stdout().lock(),
        io::stderr().lock(),
    )
}
