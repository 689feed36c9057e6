//! A deliberately wrong solution, for the stress tests: `hang <crate>`
//! answers like the reference, but never ends (it sleeps forever) when the
//! input has a board with a single column.

#![allow(clippy::print_stdout, clippy::print_stderr)] // a command-line program

use std::io::Read;
use std::process::ExitCode;
use std::time::Duration;

/// A crate's judge: input to the exact answer.
type Judge = fn(&[u8]) -> Result<String, common_io::InputError>;

fn main() -> ExitCode {
    let name = std::env::args().nth(1).unwrap_or_default();
    let mut input = Vec::new();
    if std::io::stdin().read_to_end(&mut input).is_err() {
        return ExitCode::FAILURE;
    }
    let (cols, judge): (Vec<usize>, Judge) = match name.as_str() {
        "chess-profile" => (
            chess_profile::Board::parse(&input)
                .map(|b| vec![b.cols()])
                .unwrap_or_default(),
            chess_profile::judge,
        ),
        "darkraft" => (
            darkraft::Grid::parse(&input)
                .map(|g| vec![g.cols()])
                .unwrap_or_default(),
            darkraft::judge,
        ),
        "pawn-retro" => (
            pawn_retro::JudgeInput::parse(&input)
                .map(|f| f.boards.iter().map(|b| b.cols()).collect())
                .unwrap_or_default(),
            pawn_retro::judge,
        ),
        _ => {
            eprintln!("usage: hang chess-profile|darkraft|pawn-retro < input");
            return ExitCode::from(2);
        }
    };
    if cols.contains(&1) {
        loop {
            std::thread::sleep(Duration::from_secs(3600));
        }
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
