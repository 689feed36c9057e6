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

/// A move: the monster sent `step` objects clockwise, `step` one of the
/// mover's numbers. Its text is the number, `X`.
///
/// ```
/// use berzerk::Move;
///
/// let mv: Move = "3".parse()?;
/// assert_eq!(mv, Move { step: 3 });
/// assert_eq!(mv.to_string(), "3");
/// assert!("0".parse::<Move>().is_err());
/// # Ok::<(), common_io::game::ParseMoveError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Move {
    /// How many objects clockwise.
    pub step: u32,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.step)
    }
}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// `X`: a whole number from 1.
    fn from_str(text: &str) -> Result<Move, ParseMoveError> {
        let token = text.trim_matches(|c: char| c.is_ascii_whitespace());
        match token.parse::<u32>() {
            Ok(step) if step >= 1 && token.bytes().all(|b| b.is_ascii_digit()) => Ok(Move { step }),
            _ => Err(ParseMoveError {
                text: text.to_string(),
                expected: "X: how many objects the monster goes, from 1",
            }),
        }
    }
}

/// Where `step` objects clockwise from `object` lands on a circle of
/// `objects` objects (numbered from 1, clockwise).
pub(crate) fn clockwise(objects: u32, object: u32, step: u32) -> u32 {
    (object - 1 + step) % objects + 1
}

/// A position: the object the monster stands on (in the statement's
/// numbers, 1 the black hole, where the game is over) and who moves, on
/// the board of a fingerprint.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) object: u32,
    pub(crate) mover: Side,
    pub(crate) board: u64,
}

impl Position {
    /// The object the monster stands on.
    pub fn object(&self) -> u32 {
        self.object
    }

    /// Who moves.
    pub fn to_move(&self) -> Side {
        self.mover
    }

    /// Whether the monster is in the black hole: the player who sent it
    /// there won.
    pub fn is_over(&self) -> bool {
        self.object == 1
    }
}
