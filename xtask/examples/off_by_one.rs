//! A deliberately wrong solution, for the stress tests and the README:
//! `off_by_one <crate>` answers like the reference, except
//!
//! - chess-profile: one too many when the board has at least 2 rows and 2
//!   columns (a smallest failing board is 2×2, all values 0);
//! - darkraft: the opposite outcome when the grid has at least 2 rows and
//!   an `X` (a smallest failing grid is 2×1: `X` over `L`);
//! - pawn-retro: `Red k+1` instead of `Red k` when `k >= 3`.

#![allow(clippy::print_stdout, clippy::print_stderr)] // a command-line program

use std::io::Read;
use std::process::ExitCode;

fn main() -> ExitCode {
    let name = std::env::args().nth(1).unwrap_or_default();
    let mut input = Vec::new();
    if std::io::stdin().read_to_end(&mut input).is_err() {
        return ExitCode::FAILURE;
    }
    let answer = match name.as_str() {
        "chess-profile" => chess_profile::Board::parse(&input).map(|board| {
            let value = chess_profile::solve(&board);
            let wrong = board.rows() >= 2 && board.cols() >= 2;
            format!("{}\n", if wrong { value + 1 } else { value })
        }),
        "darkraft" => darkraft::Grid::parse(&input).map(|grid| {
            let wins = darkraft::first_player_wins(&grid);
            let wrong = grid.rows() >= 2 && grid.letters().contains(&darkraft::Letter::X);
            let wins = wins != wrong;
            format!("{}\n", if wins { "WIN" } else { "LOSE" })
        }),
        "pawn-retro" => pawn_retro::JudgeInput::parse(&input).map(|file| {
            let mut out = String::new();
            for board in &file.boards {
                let line = match pawn_retro::solve(board) {
                    pawn_retro::Outcome::RedWins(k) if k >= 3 => format!("Red {}", k + 1),
                    outcome => outcome.to_string(),
                };
                out.push_str(&line);
                out.push('\n');
            }
            out
        }),
        _ => {
            eprintln!("usage: off_by_one chess-profile|darkraft|pawn-retro < input");
            return ExitCode::from(2);
        }
    };
    match answer {
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
