//! A deliberately wrong solution, for the stress tests and the README:
//! `off_by_one <crate>` answers like the reference, except on boards of at
//! least 4 cells (rows times columns: 2×2, or a row of 4 for a game of one
//! row), where its answer is one more (or, an answer without a number, in
//! lower case: see `wrong.rs`). A smallest failing input is one board of 4
//! cells.

#![allow(clippy::print_stdout, clippy::print_stderr)] // a command-line program

use std::process::ExitCode;

#[path = "support/wrong.rs"]
mod wrong;

fn main() -> ExitCode {
    match wrong::game_and_input("off_by_one") {
        Ok((game, input)) => wrong::answer_with(game, &input, |line, (rows, cols)| {
            if rows * cols >= 4 {
                wrong::wrong(line)
            } else {
                line.to_string()
            }
        }),
        Err(code) => code,
    }
}
