//! A deliberately wrong solution, for the stress tests: `wrong_unless_1x1
//! <crate>` answers right on 1×1 boards and wrongly (see `wrong.rs`) on
//! every other board. A smallest failing input is one board of 2 cells
//! (or the smallest board the game has past 1×1).

#![allow(clippy::print_stdout, clippy::print_stderr)] // a command-line program

use std::process::ExitCode;

#[path = "support/wrong.rs"]
mod wrong;

fn main() -> ExitCode {
    match wrong::game_and_input("wrong_unless_1x1") {
        Ok((game, input)) => wrong::answer_with(game, &input, |line, size| {
            if size == (1, 1) {
                line.to_string()
            } else {
                wrong::wrong(line)
            }
        }),
        Err(code) => code,
    }
}
