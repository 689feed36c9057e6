//! Between the crate's types and the oracle's: the oracle speaks of cells
//! as `(row, col)` pairs and of results as `Outcome`, so the comparisons
//! convert here.

use common_io::game::{Forced, Game};
use pawn_retro::{Answer, Board, Cell, PawnRetro, Resources};

use crate::boards::to_text;
use crate::oracle;

/// The oracle's outcome for the crate's.
pub(crate) fn to_oracle(outcome: Answer) -> oracle::Outcome {
    match outcome {
        Answer::Draw => Forced::Draw,
        Answer::RedWins(k) => Forced::Win(k),
        Answer::BlackWins(k) => Forced::Loss(k),
    }
}

/// The judge's line for the oracle's outcome: `Tie`, `Red k` or `Black k`.
pub(crate) fn judge_line(outcome: oracle::Outcome) -> String {
    match outcome {
        Forced::Draw => "Tie".to_string(),
        Forced::Win(k) => format!("Red {k}"),
        Forced::Loss(k) => format!("Black {k}"),
    }
}

/// The crate's board for rows in judge characters.
pub(crate) fn board(grid: &[Vec<u8>]) -> Board {
    to_text(grid).parse().expect("a generated board parses")
}

/// The rows in judge characters of the crate's board.
pub(crate) fn grid(board: &Board) -> Vec<Vec<u8>> {
    (board.to_string().lines().skip(1))
        .map(|row| row.as_bytes().to_vec())
        .collect()
}

/// `(row, col)` of a cell.
pub(crate) fn rc(cell: Cell) -> (usize, usize) {
    (cell.row, cell.col)
}

/// The cell at `(row, col)`.
pub(crate) fn cell((row, col): (usize, usize)) -> Cell {
    Cell::new(row, col)
}

/// The judge's answer for one board: the walk that stops at the start's
/// label (`Game::try_answer`).
pub(crate) fn solve(board: &Board) -> Answer {
    PawnRetro::try_answer(board, &Resources::default()).expect("fits in memory")
}
