//! The board: the circle's size and the two players' sets, read from and
//! written to the judge format.

use std::fmt;
use std::str::FromStr;

use common_io::{InputError, Scanner};

/// The most objects on the circle. The analysis takes `O(n · (k1 + k2))`
/// time (every move of every position once) and a few bytes a position.
pub const MAX_OBJECTS: u32 = 20_000;

/// A circle of `n` objects (object 1 the black hole) and the two players'
/// sets of steps.
///
/// Invariants (checked by every constructor): `2 <= n <= MAX_OBJECTS`;
/// each set holds 1 to `n - 1` distinct numbers from 1 to `n - 1`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    objects: u32,
    rick: Vec<u32>,
    morty: Vec<u32>,
}

/// Why [`Board::new`] refused its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum BoardError {
    /// `n` outside `2..=MAX_OBJECTS`.
    Objects {
        /// The number of objects asked for.
        objects: u32,
    },
    /// A set that is empty, holds a number outside `1..n`, or holds one
    /// twice.
    Set {
        /// Whose set: `Rick` or `Morty`.
        who: &'static str,
    },
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::Objects { objects } => {
                write!(f, "{objects} objects are outside 2..={MAX_OBJECTS}")
            }
            BoardError::Set { who } => write!(
                f,
                "{who}'s set is not 1 to n - 1 distinct numbers from 1 to n - 1"
            ),
        }
    }
}

impl std::error::Error for BoardError {}

/// Whether `set` is a valid set of steps on a circle of `n` objects.
fn valid_set(n: u32, set: &[u32]) -> bool {
    let mut seen = vec![false; n as usize];
    !set.is_empty()
        && set
            .iter()
            .all(|&x| (1..n).contains(&x) && !std::mem::replace(&mut seen[x as usize], true))
}

impl Board {
    /// The board of `objects` objects and the sets `rick` and `morty`, in
    /// the order given (the judge's order, which `Display` keeps).
    pub fn new(objects: u32, rick: Vec<u32>, morty: Vec<u32>) -> Result<Board, BoardError> {
        if !(2..=MAX_OBJECTS).contains(&objects) {
            return Err(BoardError::Objects { objects });
        }
        for (who, set) in [("Rick", &rick), ("Morty", &morty)] {
            if !valid_set(objects, set) {
                return Err(BoardError::Set { who });
            }
        }
        Ok(Board {
            objects,
            rick,
            morty,
        })
    }

    /// Parses the judge format: `n`, then `k1` and Rick's `k1` numbers,
    /// then `k2` and Morty's `k2` numbers, whitespace-separated, and
    /// nothing after. A number outside `1..n`, a set size outside `1..n`
    /// and a number given twice in one set are errors, at the token.
    pub fn parse(input: &[u8]) -> Result<Board, InputError> {
        let mut sc = Scanner::new(input);
        let objects: u32 = sc.int("the number of objects n", 2..=MAX_OBJECTS)?;
        let mut sets = [Vec::new(), Vec::new()];
        for (who, set) in ["Rick", "Morty"].into_iter().zip(&mut sets) {
            let k: u32 = sc.int(format_args!("the size of {who}'s set"), 1..=objects - 1)?;
            let mut seen = vec![false; objects as usize];
            for i in 1..=k {
                let at = sc.position();
                let x: u32 = sc.int(format_args!("number {i} of {who}'s set"), 1..=objects - 1)?;
                if std::mem::replace(&mut seen[x as usize], true) {
                    return Err(InputError::invalid(
                        at,
                        format!("a number of {who}'s set not already in it"),
                        format!("`{x}`"),
                    ));
                }
                set.push(x);
            }
        }
        sc.finish()?;
        let [rick, morty] = sets;
        Ok(Board {
            objects,
            rick,
            morty,
        })
    }

    /// The number of objects `n`; object 1 is the black hole.
    pub fn objects(&self) -> u32 {
        self.objects
    }

    /// Rick's steps, in the input's order.
    pub fn rick(&self) -> &[u32] {
        &self.rick
    }

    /// Morty's steps, in the input's order.
    pub fn morty(&self) -> &[u32] {
        &self.morty
    }
}

impl FromStr for Board {
    type Err = InputError;

    fn from_str(s: &str) -> Result<Board, InputError> {
        Board::parse(s.as_bytes())
    }
}

/// Writes the board back in the judge format: `n`, then a line `k1` and
/// Rick's numbers, then a line `k2` and Morty's.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}", self.objects)?;
        for set in [&self.rick, &self.morty] {
            write!(f, "{}", set.len())?;
            for x in set {
                write!(f, " {x}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}
