//! The vocabulary of play: the players, moves, and positions.

use std::fmt;
use std::str::FromStr;

use common_io::game::ParseMoveError;

/// One of the two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// Rick, who moves by the numbers of the first set.
    Rick,
    /// Morty, who moves by the numbers of the second set.
    Morty,
}

impl Side {
    /// The other player.
    pub fn other(self) -> Side {
        match self {
            Side::Rick => Side::Morty,
            Side::Morty => Side::Rick,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Rick => "Rick",
            Side::Morty => "Morty",
        })
    }
}

/// A move: a start chosen at the setup, or the monster sent a number of
/// objects clockwise. A step's text is the number, `X`, and reads back; a
/// start's is `start O S` (the object and who moves first), which play
/// never meets: it starts past the setup ([`Position::Setup`]).
///
/// ```
/// use berzerk::Move;
///
/// let mv: Move = "3".parse()?;
/// assert_eq!(mv, Move::Step(3));
/// assert_eq!(mv.to_string(), "3");
/// assert!("0".parse::<Move>().is_err());
/// # Ok::<(), common_io::game::ParseMoveError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Move {
    /// The game starts with the monster on `object`, `mover` first.
    Start {
        /// The object, from 2.
        object: u32,
        /// Who moves first.
        mover: Side,
    },
    /// The monster sent this many objects clockwise, one of the mover's
    /// numbers.
    Step(u32),
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Start { object, mover } => write!(f, "start {object} {mover}"),
            Move::Step(step) => write!(f, "{step}"),
        }
    }
}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// `X`: a whole number from 1, a step.
    fn from_str(text: &str) -> Result<Move, ParseMoveError> {
        let token = text.trim_matches(|c: char| c.is_ascii_whitespace());
        match token.parse::<u32>() {
            Ok(step) if step >= 1 && token.bytes().all(|b| b.is_ascii_digit()) => {
                Ok(Move::Step(step))
            }
            _ => Err(ParseMoveError {
                text: text.to_string(),
                expected: "X: how many objects the monster goes, from 1",
            }),
        }
    }
}

/// Where `step` objects clockwise from `object` lands on a circle of
/// `objects` objects (numbered from 1, clockwise), for a step shorter than
/// the circle: at most one lap, so no division.
pub(crate) fn clockwise(objects: u32, object: u32, step: u32) -> u32 {
    let to = object + step;
    if to > objects { to - objects } else { to }
}

/// A position: the setup, before a start is chosen (the rules' start,
/// whose moves are every start the judge asks about), or the monster on an
/// object (in the statement's numbers, 1 the black hole, where the game is
/// over) with a player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Position {
    /// Before the game: its moves choose the start.
    Setup,
    /// The monster on `object`, `mover` to move.
    At {
        /// The object, from 1.
        object: u32,
        /// Who moves.
        mover: Side,
    },
}

impl Position {
    /// Who moves: at the setup (no one's turn in the statement), Rick.
    pub fn to_move(&self) -> Side {
        match *self {
            Position::Setup => Side::Rick,
            Position::At { mover, .. } => mover,
        }
    }

    /// Whether the monster is in the black hole: the player who sent it
    /// there won.
    pub fn is_over(&self) -> bool {
        matches!(self, Position::At { object: 1, .. })
    }
}
