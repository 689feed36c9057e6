//! A deliberately wrong solution, for the stress tests: `hang <crate>`
//! answers like the reference, but never ends (it sleeps forever) when the
//! input has a board with a single column.

#![allow(clippy::print_stdout, clippy::print_stderr)] // a command-line program

use std::process::ExitCode;
use std::time::Duration;

#[path = "support/wrong.rs"]
mod wrong;

fn main() -> ExitCode {
    let (game, input) = match wrong::game_and_input("hang") {
        Ok(found) => found,
        Err(code) => return code,
    };
    if game
        .sizes(&input)
        .is_ok_and(|sizes| sizes.iter().any(|&(_, cols)| cols == 1))
    {
        loop {
            std::thread::sleep(Duration::from_secs(3600));
        }
    }
    wrong::answer_with(game, &input, |line, _| line.to_string())
}
