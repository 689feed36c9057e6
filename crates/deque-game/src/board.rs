//! The board: the row of numbers, read from and written to the judge
//! format.

use std::fmt;
use std::str::FromStr;

use common_io::{InputError, Scanner};

/// The longest row accepted. The judge's answer takes `O(N^2)` time and
/// `O(N)` memory; an analysis of every position holds `N (N + 1) / 2`
/// values of 8 bytes (1.6 GB at this length).
pub const MAX_LEN: usize = 20_000;

/// The largest number accepted (numbers are `1..=MAX_VALUE`).
pub const MAX_VALUE: i64 = 1_000_000_000;

/// A row of `N` numbers, `a_1` to `a_N`.
///
/// Invariants (checked by every constructor): `1 <= N <= MAX_LEN`, every
/// number in `1..=MAX_VALUE`. Any total of numbers fits in an `i64`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    values: Vec<i64>,
}

/// Why [`Board::new`] refused its numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum BoardError {
    /// No number, or more than `MAX_LEN`.
    Len {
        /// The numbers given.
        len: usize,
    },
    /// A number outside `1..=MAX_VALUE`.
    Value {
        /// Its index, from 0.
        index: usize,
        /// The number.
        value: i64,
    },
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::Len { len } => {
                write!(f, "a row of {len} numbers is outside 1..={MAX_LEN}")
            }
            BoardError::Value { index, value } => {
                write!(
                    f,
                    "number {value} at index {index} is outside 1..={MAX_VALUE}"
                )
            }
        }
    }
}

impl std::error::Error for BoardError {}

impl Board {
    /// The row of `values`, `a_1` first.
    pub fn new(values: Vec<i64>) -> Result<Board, BoardError> {
        if values.is_empty() || values.len() > MAX_LEN {
            return Err(BoardError::Len { len: values.len() });
        }
        if let Some((index, &value)) = values
            .iter()
            .enumerate()
            .find(|(_, v)| !(1..=MAX_VALUE).contains(*v))
        {
            return Err(BoardError::Value { index, value });
        }
        Ok(Board { values })
    }

    /// Parses the judge format: `N`, then the `N` numbers,
    /// whitespace-separated, and nothing after. Lengths and numbers past
    /// the crate's limits are errors.
    pub fn parse(input: &[u8]) -> Result<Board, InputError> {
        let mut scanner = Scanner::new(input);
        let len: usize = scanner.int("the length of the row N", 1..=MAX_LEN)?;
        let mut values = Vec::with_capacity(len);
        for i in 1..=len {
            values.push(scanner.int(format_args!("a_{i}"), 1..=MAX_VALUE)?);
        }
        scanner.finish()?;
        Ok(Board { values })
    }

    /// The numbers, `a_1` first.
    pub fn values(&self) -> &[i64] {
        &self.values
    }

    /// How many numbers, `N`.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Never: a row holds at least one number.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}

impl FromStr for Board {
    type Err = InputError;

    fn from_str(s: &str) -> Result<Board, InputError> {
        Board::parse(s.as_bytes())
    }
}

/// Writes the row back in the judge format: `N`, then the numbers on one
/// line.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}", self.values.len())?;
        let mut sep = "";
        for v in &self.values {
            write!(f, "{sep}{v}")?;
            sep = " ";
        }
        writeln!(f)
    }
}
