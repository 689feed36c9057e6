//! The judge's input: the test cases, each a list of intervals, read from
//! and written to the judge format.

use std::fmt;
use std::str::FromStr;

use common_io::{InputError, Scanner};

use crate::position::Interval;

/// The most test cases a file holds.
pub const MAX_CASES: usize = 100;
/// The most intervals a case holds.
pub const MAX_INTERVALS: usize = 200;
/// The largest right end: `1 <= L < R <= MAX_COORD`.
pub const MAX_COORD: u32 = 200;

/// One test case: its intervals, in the input's order (repeats allowed).
/// It is also the game's rules ([`Rules`](common_io::rules::Rules), in
/// `rules.rs`).
///
/// Invariants (checked by every constructor): `1 <= N <= MAX_INTERVALS`,
/// `1 <= L < R <= MAX_COORD` for each.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    intervals: Vec<Interval>,
    /// The distinct intervals, by `L`, then `R`: the moves, in the
    /// game's order (kept, as the rules list them at every position).
    distinct: Vec<Interval>,
}

/// Why [`Board::new`] refused its intervals.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum BoardError {
    /// No interval, or more than `MAX_INTERVALS`.
    Count {
        /// The intervals given.
        count: usize,
    },
    /// An interval without `1 <= L < R <= MAX_COORD`.
    Interval {
        /// Its index, from 0.
        index: usize,
        /// The interval.
        interval: Interval,
    },
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::Count { count } => {
                write!(f, "{count} intervals are outside 1..={MAX_INTERVALS}")
            }
            BoardError::Interval { index, interval } => write!(
                f,
                "interval {index}, [{}, {}), is not within 1 <= L < R <= {MAX_COORD}",
                interval.left, interval.right
            ),
        }
    }
}

impl std::error::Error for BoardError {}

impl Board {
    /// The case of `intervals`.
    pub fn new(intervals: Vec<Interval>) -> Result<Board, BoardError> {
        if intervals.is_empty() || intervals.len() > MAX_INTERVALS {
            return Err(BoardError::Count {
                count: intervals.len(),
            });
        }
        if let Some((index, &interval)) = intervals
            .iter()
            .enumerate()
            .find(|(_, i)| !(1 <= i.left && i.left < i.right && i.right <= MAX_COORD))
        {
            return Err(BoardError::Interval { index, interval });
        }
        Ok(Board::of(intervals))
    }

    /// The case of `intervals`, which keep the invariants.
    fn of(intervals: Vec<Interval>) -> Board {
        let mut distinct = intervals.clone();
        distinct.sort_unstable();
        distinct.dedup();
        Board {
            intervals,
            distinct,
        }
    }

    /// Reads one case from `sc`: `N`, then `N` pairs `L R`.
    fn read(sc: &mut Scanner<'_>, case: usize) -> Result<Board, InputError> {
        let n: usize = sc.int(
            format_args!("the number of intervals N of case {case}"),
            1..=MAX_INTERVALS,
        )?;
        let mut intervals = Vec::with_capacity(n);
        for i in 1..=n {
            let left: u32 = sc.int(
                format_args!("L of interval {i} of case {case}"),
                1..=MAX_COORD - 1,
            )?;
            let right: u32 = sc.int(
                format_args!("R of interval {i} of case {case}"),
                left + 1..=MAX_COORD,
            )?;
            intervals.push(Interval { left, right });
        }
        Ok(Board::of(intervals))
    }

    /// The intervals, in the input's order.
    pub fn intervals(&self) -> &[Interval] {
        &self.intervals
    }

    /// The distinct intervals, sorted by `L`, then `R`: the moves of the
    /// start, in the game's order.
    pub fn distinct(&self) -> &[Interval] {
        &self.distinct
    }

    /// The largest right end, `max R`.
    pub fn reach(&self) -> u32 {
        self.intervals.iter().map(|i| i.right).max().unwrap_or(1)
    }
}

/// Writes the case as the judge file writes it: `N`, then a line `L R`
/// per interval.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}", self.intervals.len())?;
        for interval in &self.intervals {
            writeln!(f, "{interval}")?;
        }
        Ok(())
    }
}

/// A judge file: `T`, then the `T` cases.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JudgeInput {
    /// The cases, in order.
    pub cases: Vec<Board>,
}

impl JudgeInput {
    /// Parses a judge file: `T` (`1 <= T <=` [`MAX_CASES`]), then for
    /// each case `N` and `N` pairs `L R`, whitespace-separated, and nothing
    /// after. Every case is read and checked before any is solved.
    pub fn parse(input: &[u8]) -> Result<JudgeInput, InputError> {
        let mut sc = Scanner::new(input);
        let count: usize = sc.int("the number of test cases T", 1..=MAX_CASES)?;
        let mut cases = Vec::with_capacity(count);
        for case in 1..=count {
            cases.push(Board::read(&mut sc, case)?);
        }
        sc.finish()?;
        Ok(JudgeInput { cases })
    }
}

impl FromStr for JudgeInput {
    type Err = InputError;

    fn from_str(s: &str) -> Result<JudgeInput, InputError> {
        JudgeInput::parse(s.as_bytes())
    }
}

/// Writes the judge file back: `T`, then each case.
impl fmt::Display for JudgeInput {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}", self.cases.len())?;
        for case in &self.cases {
            write!(f, "{case}")?;
        }
        Ok(())
    }
}
