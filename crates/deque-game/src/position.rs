//! The vocabulary of play: the players, moves, and positions as the part
//! of the row still there.

use std::fmt;
use std::ops::Range;
use std::str::FromStr;

use common_io::game::ParseMoveError;

/// One of the two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// Taro, who moves first and maximises his total minus Jiro's.
    Taro,
    /// Jiro, who moves second and minimises it.
    Jiro,
}

impl Side {
    /// The other player.
    pub fn other(self) -> Side {
        match self {
            Side::Taro => Side::Jiro,
            Side::Jiro => Side::Taro,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Taro => "Taro",
            Side::Jiro => "Jiro",
        })
    }
}

/// A move: the number at one end of the row taken. Its text is the
/// number's 1-based place in the whole row, `I`, as `--moves` writes it
/// (the first end's place, or the last's).
///
/// ```
/// use deque_game::Move;
///
/// let mv: Move = "4".parse()?;
/// assert_eq!(mv, Move { index: 3 });
/// assert_eq!(mv.to_string(), "4");
/// assert!("0".parse::<Move>().is_err());
/// # Ok::<(), common_io::game::ParseMoveError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Move {
    /// The number's place in the row, from 0.
    pub index: usize,
}

impl fmt::Display for Move {
    /// `I`, 1-based.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.index + 1)
    }
}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// `I`: a whole number from 1, the place of the number taken.
    fn from_str(text: &str) -> Result<Move, ParseMoveError> {
        let token = text.trim_matches(|c: char| c.is_ascii_whitespace());
        match token.parse::<usize>() {
            Ok(place) if place >= 1 && token.bytes().all(|b| b.is_ascii_digit()) => {
                Ok(Move { index: place - 1 })
            }
            _ => Err(ParseMoveError {
                text: text.to_string(),
                expected: "I: the place of the number taken, from 1",
            }),
        }
    }
}

/// A position: the numbers still in the row, `a[left..right]` (0-based,
/// `right` excluded), of a row of `len` numbers. Who moves follows from
/// how many numbers are gone: Taro after an even number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    left: u32,
    right: u32,
    len: u32,
}

impl Position {
    /// The whole row of `len` numbers, Taro to move; `None` past the
    /// crate's limits.
    pub fn start(len: usize) -> Option<Position> {
        let len = u32::try_from(len)
            .ok()
            .filter(|&n| (1..=crate::MAX_LEN as u32).contains(&n))?;
        Some(Position {
            left: 0,
            right: len,
            len,
        })
    }

    /// The position of a row of `len` numbers where `a[left..right]` are
    /// still there; `None` unless `left <= right <= len` (an empty range is
    /// the end of the game) and `len` is within the crate's limits.
    pub fn new(len: usize, left: usize, right: usize) -> Option<Position> {
        let start = Position::start(len)?;
        (left <= right && right <= len).then_some(Position {
            left: left as u32,
            right: right as u32,
            ..start
        })
    }

    /// The places of the numbers still there, `left..right`.
    pub fn remaining(&self) -> Range<usize> {
        self.left as usize..self.right as usize
    }

    /// The length of the whole row.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Never: a row holds at least one number (a position of an empty
    /// range is [`Position::is_over`]).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// How many numbers are gone.
    pub fn taken(&self) -> usize {
        (self.len - (self.right - self.left)) as usize
    }

    /// Whether the row is empty: the game is over.
    pub fn is_over(&self) -> bool {
        self.left == self.right
    }

    /// Who moves: Taro after an even number of moves.
    pub fn to_move(&self) -> Side {
        if self.taken().is_multiple_of(2) {
            Side::Taro
        } else {
            Side::Jiro
        }
    }
}
