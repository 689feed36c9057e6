//! What the tests ask of a solved grid, each through the game contract
//! (the adapter `Darkraft`, as every tool asks it) or the crate's
//! functions over the solution.

use common_io::game::{ForeignPosition, Game, Grundy, IllegalMove, MoveValue, Wdl};
use common_io::rules::Solution;
use darkraft::{Analysis, Answer, Board, Darkraft, Move, Parity, Position};

pub(crate) trait Queries {
    fn board(&self) -> &Board;
    fn start(&self) -> Position;
    fn answer(&self) -> Answer;
    fn grundy(&self) -> Grundy;
    fn parity_grundy(&self, parity: Parity) -> Grundy;
    fn grundy_of(&self, p: &Position) -> Result<Grundy, ForeignPosition>;
    fn outcome(&self, p: &Position) -> Result<Wdl, ForeignPosition>;
    fn move_values(&self, p: &Position) -> Result<Vec<MoveValue<Move, Grundy>>, ForeignPosition>;
    fn play(&self, p: &Position, mv: &Move) -> Result<Position, IllegalMove>;
    fn winning_moves(&self) -> Vec<Move>;
}

impl Queries for Analysis {
    fn board(&self) -> &Board {
        self.rules()
    }
    fn start(&self) -> Position {
        Darkraft::start(self)
    }
    fn answer(&self) -> Answer {
        Darkraft::answer(self)
    }
    fn grundy(&self) -> Grundy {
        self.parity_grundy(Parity::Even) ^ self.parity_grundy(Parity::Odd)
    }
    fn parity_grundy(&self, parity: Parity) -> Grundy {
        darkraft::parity_grundy(self, parity)
    }
    fn grundy_of(&self, p: &Position) -> Result<Grundy, ForeignPosition> {
        darkraft::grundy(self, p).ok_or(ForeignPosition)
    }
    fn outcome(&self, p: &Position) -> Result<Wdl, ForeignPosition> {
        Darkraft::outcome(self, p)
    }
    fn move_values(&self, p: &Position) -> Result<Vec<MoveValue<Move, Grundy>>, ForeignPosition> {
        Darkraft::move_values(self, p)
    }
    fn play(&self, p: &Position, mv: &Move) -> Result<Position, IllegalMove> {
        Darkraft::play(self, p, mv)
    }
    fn winning_moves(&self) -> Vec<Move> {
        darkraft::winning_moves(self)
    }
}
