//! A deliberately wrong darkraft solution, for the stress tests:
//! `wrong_unless_1x1` answers right on 1×1 grids (always `WIN`: one move)
//! and the opposite of the right answer on every other grid. A smallest
//! failing grid has 2 cells.

#![allow(clippy::print_stdout, clippy::print_stderr)] // a command-line program

use std::io::Read;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut input = Vec::new();
    if std::io::stdin().read_to_end(&mut input).is_err() {
        return ExitCode::FAILURE;
    }
    match darkraft::Grid::parse(&input) {
        Ok(grid) => {
            let right = darkraft::first_player_wins(&grid);
            let wins = if grid.rows() * grid.cols() == 1 {
                right
            } else {
                !right
            };
            println!("{}", if wins { "WIN" } else { "LOSE" });
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
