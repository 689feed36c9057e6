//! The parts most games stated by their rules share: a judge input's
//! boards ([`Boards`]) in its two usual shapes, one case ([`One`]) or a
//! count `T` and `T` cases ([`Cases`]), each a [`Case`]; the two players
//! ([`Player`]); and a move written as numbers ([`Numbers`]).
//!
//! ```
//! use std::fmt;
//! use common_io::game::{Boards, Case, Cases};
//! use common_io::{InputError, Scanner};
//!
//! /// A case: one heap.
//! #[derive(Clone, Copy, Debug, PartialEq, Eq)]
//! struct Heap(u32);
//!
//! impl Case for Heap {
//!     fn read(sc: &mut Scanner<'_>, case: usize) -> Result<Heap, InputError> {
//!         Ok(Heap(sc.int(format_args!("the heap of case {case}"), 0..=100)?))
//!     }
//! }
//!
//! impl fmt::Display for Heap {
//!     fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
//!         writeln!(f, "{}", self.0)
//!     }
//! }
//!
//! // At most 10 cases.
//! let input = Cases::<Heap, 10>::parse(b"3\n1 2 3")?;
//! assert_eq!(input.boards(), [Heap(1), Heap(2), Heap(3)]);
//! assert_eq!(input.to_string(), "3\n1\n2\n3\n");
//! // The shrinker's candidates: the first half, then each case alone.
//! let smaller: Vec<String> = input.shrink().iter().map(|c| c.to_string()).collect();
//! assert_eq!(smaller, ["2\n1\n2\n", "1\n1\n", "1\n2\n", "1\n3\n"]);
//! assert_eq!(
//!     Cases::<Heap, 10>::parse(b"11\n").unwrap_err().to_string(),
//!     "line 1, column 1: expected the number of cases T, an integer from 1 to 10, found `11`"
//! );
//! # Ok::<(), InputError>(())
//! ```

use std::fmt::{self, Debug, Display};
use std::str::FromStr;

use super::ParseMoveError;
use crate::{InputError, Scanner};

/// A board that is a whole judge input by itself, read and shrunk as one:
/// its input is the board ([`Boards`] of the board itself, one board).
pub trait Single: Sized + Clone {
    /// Reads the board from a whole judge input ([`Boards::parse`]).
    fn parse_input(input: &[u8]) -> Result<Self, InputError>;
    /// Strictly smaller boards, the most promising first
    /// ([`Boards::shrink`]).
    fn shrink_input(&self) -> Vec<Self>;
}

impl<B: Single> Boards<B> for B {
    fn parse(input: &[u8]) -> Result<B, InputError> {
        B::parse_input(input)
    }

    fn boards(&self) -> &[B] {
        std::slice::from_ref(self)
    }

    fn single(board: B) -> B {
        board
    }

    fn shrink(&self) -> Vec<B> {
        self.shrink_input()
    }
}

/// A judge input as a list of boards: how it is read (leniently, as the
/// judges read), its boards, the input of one board, and smaller inputs
/// for the stress tests' shrinker. [`RulesGame::Input`](super::RulesGame)
/// is one.
pub trait Boards<B>: Sized {
    /// Reads a judge input as the judge reads it: bad input is an
    /// [`InputError`].
    fn parse(input: &[u8]) -> Result<Self, InputError>;
    /// The boards, in order.
    fn boards(&self) -> &[B];
    /// The input holding `board` alone.
    fn single(board: B) -> Self;
    /// Smaller inputs, the most promising first; taking one repeatedly
    /// always ends.
    fn shrink(&self) -> Vec<Self>;
}

/// One case of an input ([`One`] or [`Cases`]): how it is read, and (its
/// `Display`) how it is written, its lines with their newlines.
pub trait Case: Clone + Eq + Debug + Display + Send + Sync {
    /// Reads case number `case` (from 1) from `sc`.
    fn read(sc: &mut Scanner<'_>, case: usize) -> Result<Self, InputError>;
    /// Smaller cases, the most promising first (for the shrinker): none
    /// unless the case says otherwise.
    fn shrink(&self) -> Vec<Self> {
        Vec::new()
    }
}

/// An input of one case, nothing before or after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct One<C>(pub C);

/// An input of `T` cases, `1 <= T <= MAX`: `T` on its line, then the
/// cases.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cases<C, const MAX: usize>(pub Vec<C>);

impl<C: Case> Boards<C> for One<C> {
    fn parse(input: &[u8]) -> Result<Self, InputError> {
        let mut sc = Scanner::new(input);
        let case = C::read(&mut sc, 1)?;
        sc.finish()?;
        Ok(One(case))
    }

    fn boards(&self) -> &[C] {
        std::slice::from_ref(&self.0)
    }

    fn single(board: C) -> Self {
        One(board)
    }

    /// The case's own smaller cases.
    fn shrink(&self) -> Vec<Self> {
        self.0.shrink().into_iter().map(One).collect()
    }
}

impl<C: Case, const MAX: usize> Boards<C> for Cases<C, MAX> {
    fn parse(input: &[u8]) -> Result<Self, InputError> {
        let mut sc = Scanner::new(input);
        let count: usize = sc.int("the number of cases T", 1..=MAX)?;
        let cases = (1..=count)
            .map(|case| C::read(&mut sc, case))
            .collect::<Result<_, _>>()?;
        sc.finish()?;
        Ok(Cases(cases))
    }

    fn boards(&self) -> &[C] {
        &self.0
    }

    fn single(board: C) -> Self {
        Cases(vec![board])
    }

    /// The first half of the cases, then each case alone; one case, its
    /// own smaller cases.
    fn shrink(&self) -> Vec<Self> {
        match &self.0[..] {
            [one] => one.shrink().into_iter().map(Self::single).collect(),
            cases => std::iter::once(Cases(cases[..cases.len().div_ceil(2)].to_vec()))
                .chain(cases.iter().map(|case| Self::single(case.clone())))
                .collect(),
        }
    }
}

impl<C: Display> Display for One<C> {
    /// The judge input: the case.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl<C: Display, const MAX: usize> Display for Cases<C, MAX> {
    /// The judge input: `T`, then each case.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}", self.0.len())?;
        self.0.iter().try_for_each(|case| write!(f, "{case}"))
    }
}

impl<C: Case> FromStr for One<C> {
    type Err = InputError;

    fn from_str(text: &str) -> Result<Self, InputError> {
        Self::parse(text.as_bytes())
    }
}

impl<C: Case, const MAX: usize> FromStr for Cases<C, MAX> {
    type Err = InputError;

    fn from_str(text: &str) -> Result<Self, InputError> {
        Self::parse(text.as_bytes())
    }
}

/// The two players of a game: the one who moves first and the other,
/// written `First` and `Second`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// The player who moves first.
    First,
    /// The other player.
    Second,
}

impl Player {
    /// The other player.
    #[must_use]
    pub fn other(self) -> Player {
        match self {
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }

    /// `First` when `first` holds, else `Second`: the winner, for a judge
    /// that asks whether the first player wins.
    #[must_use]
    pub fn first_if(first: bool) -> Player {
        if first { Player::First } else { Player::Second }
    }
}

impl Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Player::First => "First",
            Player::Second => "Second",
        })
    }
}

/// A move written as `N` numbers, separated by spaces (`3`, `2 0`): how
/// many counters to take, from which heaps. Reading it checks only its
/// form (`N` numbers of digits alone); whether it is legal is the rules'
/// to say.
///
/// ```
/// use common_io::game::Numbers;
///
/// assert_eq!("2 0".parse::<Numbers<2>>()?, Numbers([2, 0]));
/// assert_eq!(Numbers([3]).to_string(), "3");
/// assert!("2".parse::<Numbers<2>>().is_err());
/// assert!("+2 1".parse::<Numbers<2>>().is_err());
/// # Ok::<(), common_io::game::ParseMoveError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Numbers<const N: usize>(pub [u64; N]);

impl<const N: usize> Display for Numbers<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (k, n) in self.0.iter().enumerate() {
            if k > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{n}")?;
        }
        Ok(())
    }
}

impl<const N: usize> FromStr for Numbers<N> {
    type Err = ParseMoveError;

    fn from_str(text: &str) -> Result<Self, ParseMoveError> {
        let error = || ParseMoveError {
            text: text.to_string(),
            expected: "numbers of digits 0-9, separated by spaces",
        };
        let mut numbers = [0; N];
        let mut tokens = text.split_ascii_whitespace();
        for n in &mut numbers {
            let token = tokens.next().ok_or_else(error)?;
            if !token.bytes().all(|b| b.is_ascii_digit()) {
                return Err(error());
            }
            *n = token.parse().map_err(|_| error())?;
        }
        match tokens.next() {
            None => Ok(Numbers(numbers)),
            Some(_) => Err(error()),
        }
    }
}
