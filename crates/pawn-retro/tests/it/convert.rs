//! Between the crate's types and the oracle's: the oracle speaks of cells
//! as `(row, col)` pairs and of results as `Outcome`, so the comparisons
//! convert here.

use common_io::game::{
    Ending, Forced, ForeignPosition, Game, IllegalMove, Line, MoveValue, principal_variation,
};
use common_io::rules::Solution;
use pawn_retro::{
    Analysis, Answer, Board, Cell, Move, PawnRetro, Position, Resources, Side, Termination,
};

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

/// The position of `spot` on `board`.
pub(crate) fn position(board: &Board, (a, b, black, red): oracle::Spot) -> Position {
    let side = if red { Side::Red } else { Side::Black };
    Position::new(board, [cell(a), cell(b)], cell(black), side)
}

/// What the tests ask of a solved board, each through the game contract
/// (the adapter `PawnRetro`, as every tool asks it) or the solution.
pub(crate) trait Queries {
    fn start(&self) -> Position;
    fn answer(&self) -> Answer;
    fn outcome(&self, p: &Position) -> Result<Forced, ForeignPosition>;
    fn move_values(&self, p: &Position) -> Result<Vec<MoveValue<Move, Forced>>, ForeignPosition>;
    fn play(&self, p: &Position, mv: &Move) -> Result<Position, IllegalMove>;
    fn principal_variation(&self) -> (Line<'_, PawnRetro>, Ending);
    fn termination(&self, p: &Position) -> Option<Termination>;
    fn contains(&self, p: &Position) -> bool;
    fn position_count(&self) -> usize;
    fn table_bytes(&self) -> usize;
}

impl Queries for Analysis {
    fn start(&self) -> Position {
        PawnRetro::start(self)
    }
    fn answer(&self) -> Answer {
        PawnRetro::answer(self)
    }
    fn outcome(&self, p: &Position) -> Result<Forced, ForeignPosition> {
        PawnRetro::outcome(self, p)
    }
    fn move_values(&self, p: &Position) -> Result<Vec<MoveValue<Move, Forced>>, ForeignPosition> {
        PawnRetro::move_values(self, p)
    }
    fn play(&self, p: &Position, mv: &Move) -> Result<Position, IllegalMove> {
        PawnRetro::play(self, p, mv)
    }
    fn principal_variation(&self) -> (Line<'_, PawnRetro>, Ending) {
        principal_variation::<PawnRetro>(self)
    }
    fn termination(&self, p: &Position) -> Option<Termination> {
        self.rules().termination(p)
    }
    fn contains(&self, p: &Position) -> bool {
        Solution::outcome(self, p).is_some()
    }
    fn position_count(&self) -> usize {
        self.len()
    }
    fn table_bytes(&self) -> usize {
        self.bytes()
    }
}
