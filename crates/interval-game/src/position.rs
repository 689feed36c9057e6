//! The vocabulary of play: the players, the intervals (the moves), the
//! free stretches of the line, and positions.

use std::fmt;
use std::str::FromStr;

use common_io::game::ParseMoveError;

use crate::board::MAX_COORD;

/// One of the two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// Alice, who moves first.
    Alice,
    /// Bob, who moves second.
    Bob,
}

impl Side {
    /// The other player.
    pub fn other(self) -> Side {
        match self {
            Side::Alice => Side::Bob,
            Side::Bob => Side::Alice,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Alice => "Alice",
            Side::Bob => "Bob",
        })
    }
}

/// A half-open interval `[L, R)` of the line, in the statement's numbers
/// (`1 <= L < R`), which are also its text: `L R`. A move chooses one.
///
/// ```
/// use interval_game::Interval;
///
/// let interval: Interval = "3 7".parse()?;
/// assert_eq!(interval, Interval { left: 3, right: 7 });
/// assert_eq!(interval.to_string(), "3 7");
/// assert!("7 3".parse::<Interval>().is_err());
/// # Ok::<(), common_io::game::ParseMoveError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Interval {
    /// `L`, the first point covered.
    pub left: u32,
    /// `R`, the first point after it.
    pub right: u32,
}

impl Interval {
    /// Whether the two intervals share a point: `[1, 3)` and `[3, 5)` do
    /// not.
    pub fn intersects(self, other: Interval) -> bool {
        self.left < other.right && other.left < self.right
    }
}

impl fmt::Display for Interval {
    /// `L R`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.left, self.right)
    }
}

impl FromStr for Interval {
    type Err = ParseMoveError;

    /// `L R`: two whole numbers, `1 <= L < R`.
    fn from_str(text: &str) -> Result<Interval, ParseMoveError> {
        let numbers: Vec<Option<u32>> = text
            .split_ascii_whitespace()
            .map(|t| {
                t.bytes()
                    .all(|b| b.is_ascii_digit())
                    .then(|| t.parse().ok())
                    .flatten()
            })
            .collect();
        match numbers[..] {
            [Some(left), Some(right)] if 1 <= left && left < right => Ok(Interval { left, right }),
            _ => Err(ParseMoveError {
                text: text.to_string(),
                expected: "L R: an interval's ends, 1 <= L < R",
            }),
        }
    }
}

/// A move: the interval chosen (the contract's name for it).
pub type Move = Interval;

/// The words of a [`Free`] set.
const WORDS: usize = (MAX_COORD as usize).div_ceil(64);

/// Which unit stretches `[x, x + 1)` of the line are free (no chosen
/// interval covers them), for `x` from 1 to `MAX_COORD - 1`, as a bit set
/// held in place. An interval can be chosen exactly when all of its unit
/// stretches are free.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Free([u64; WORDS]);

impl Free {
    /// The stretches from `left` to `right` (`[left, right)`) free, the
    /// rest covered.
    pub fn between(left: u32, right: u32) -> Free {
        let mut free = Free([0; WORDS]);
        for x in left..right.min(MAX_COORD) {
            free.0[x as usize / 64] |= 1 << (x % 64);
        }
        free
    }

    /// Whether every unit stretch of `interval` is free.
    pub fn holds(&self, interval: Interval) -> bool {
        (interval.left..interval.right).all(|x| self.0[x as usize / 64] >> (x % 64) & 1 == 1)
    }

    /// The set with `interval`'s stretches covered.
    pub fn without(&self, interval: Interval) -> Free {
        let mut free = *self;
        for x in interval.left..interval.right {
            free.0[x as usize / 64] &= !(1 << (x % 64));
        }
        free
    }

    /// The maximal runs of free stretches, left to right, as intervals:
    /// `[a, b)` for a run from `a` to `b - 1`.
    pub fn runs(&self) -> Vec<Interval> {
        let mut runs = Vec::new();
        let mut start = None;
        for x in 1..=MAX_COORD {
            let free = x < MAX_COORD && self.0[x as usize / 64] >> (x % 64) & 1 == 1;
            match (free, start) {
                (true, None) => start = Some(x),
                (false, Some(left)) => {
                    runs.push(Interval { left, right: x });
                    start = None;
                }
                _ => {}
            }
        }
        runs
    }
}

/// A position: the free stretches of the line, how many intervals were
/// chosen (Alice moves after an even number), and the fingerprint of the
/// case it is a position of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) free: Free,
    pub(crate) chosen: u32,
    pub(crate) case: u64,
}

impl Position {
    /// The free stretches of the line.
    pub fn free(&self) -> Free {
        self.free
    }

    /// How many intervals were chosen.
    pub fn chosen(&self) -> usize {
        self.chosen as usize
    }

    /// Who moves: Alice after an even number of moves.
    pub fn to_move(&self) -> Side {
        if self.chosen.is_multiple_of(2) {
            Side::Alice
        } else {
            Side::Bob
        }
    }
}
