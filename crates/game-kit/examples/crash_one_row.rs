//! A deliberately wrong solution, for the stress tests: `crash_one_row
//! <crate>` answers like the reference, but panics (exit status 101) as
//! soon as the input has a board with a single row.

#![allow(clippy::panic)] // a crash on purpose
#![allow(clippy::print_stdout, clippy::print_stderr)] // a command-line program

use std::process::ExitCode;

#[path = "support/wrong.rs"]
mod wrong;

fn main() -> ExitCode {
    let (game, input) = match wrong::game_and_input("crash_one_row") {
        Ok(found) => found,
        Err(code) => return code,
    };
    if game
        .sizes(&input)
        .is_ok_and(|sizes| sizes.iter().any(|&(rows, _)| rows == 1))
    {
        // The panic's message alone, as with RUST_BACKTRACE unset: a
        // backtrace (when the environment asks for one) takes a debug
        // build a tenth of a second to symbolise, at every run of a
        // shrinking.
        std::panic::set_hook(Box::new(|info| eprintln!("{info}")));
        panic!("index out of bounds: a board with one row");
    }
    wrong::answer_with(game, &input, |line, _| line.to_string())
}
