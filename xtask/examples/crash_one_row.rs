//! A deliberately wrong solution, for the stress tests: `crash_one_row
//! <crate>` answers like the reference, but panics (exit status 101) as
//! soon as the input has a board with a single row.

#![allow(clippy::print_stdout, clippy::print_stderr, clippy::panic)] // a crash on purpose

use std::io::Read;
use std::process::ExitCode;

/// A crate's judge: input to the exact answer.
type Judge = fn(&[u8]) -> Result<String, common_io::InputError>;

fn main() -> ExitCode {
    let name = std::env::args().nth(1).unwrap_or_default();
    let mut input = Vec::new();
    if std::io::stdin().read_to_end(&mut input).is_err() {
        return ExitCode::FAILURE;
    }
    let (rows, judge): (Vec<usize>, Judge) = match name.as_str() {
        "chess-profile" => (
            chess_profile::Board::parse(&input)
                .map(|b| vec![b.rows()])
                .unwrap_or_default(),
            chess_profile::judge,
        ),
        "darkraft" => (
            darkraft::Grid::parse(&input)
                .map(|g| vec![g.rows()])
                .unwrap_or_default(),
            darkraft::judge,
        ),
        "pawn-retro" => (
            pawn_retro::JudgeInput::parse(&input)
                .map(|f| f.boards.iter().map(|b| b.rows()).collect())
                .unwrap_or_default(),
            pawn_retro::judge,
        ),
        _ => {
            eprintln!("usage: crash_one_row chess-profile|darkraft|pawn-retro < input");
            return ExitCode::from(2);
        }
    };
    if rows.contains(&1) {
        panic!("index out of bounds: a board with one row");
    }
    match judge(&input) {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
