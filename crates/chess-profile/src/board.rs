//! The board: its size and the two players' values, read from and written
//! to the judge format.

use std::fmt;
use std::str::FromStr;

use common_io::{InputError, Scanner};

/// The largest `rows + cols` accepted: a board has `C(rows + cols, rows)`
/// positions, 155,117,520 for 15×15.
pub const MAX_SIDE_SUM: usize = 30;

/// The largest cell value accepted (values are `0..=MAX_VALUE`).
pub const MAX_VALUE: i64 = 1_000_000_000;

/// A board of `rows × cols` cells, each with the first player's value `A`
/// and the second player's value `B`.
///
/// Invariants (checked by every constructor): `rows, cols >= 1`,
/// `rows + cols <= MAX_SIDE_SUM`, every value in `0..=MAX_VALUE`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    rows: usize,
    cols: usize,
    a: Vec<i64>,
    b: Vec<i64>,
}

/// Why [`Board::new`] refused its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum BoardError {
    /// `rows` or `cols` is 0, or `rows + cols > MAX_SIDE_SUM`.
    Size {
        /// The rows asked for.
        rows: usize,
        /// The columns asked for.
        cols: usize,
    },
    /// `a` or `b` does not have `rows * cols` values.
    ValueCount {
        /// `rows * cols`.
        expected: usize,
        /// The length of the shorter or longer vector.
        found: usize,
    },
    /// A value outside `0..=MAX_VALUE`.
    Value {
        /// Row-major index of the cell.
        index: usize,
        /// The value.
        value: i64,
    },
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::Size { rows, cols } => write!(
                f,
                "a {rows}×{cols} board is outside the limits (rows, cols >= 1, rows + cols <= {MAX_SIDE_SUM})"
            ),
            BoardError::ValueCount { expected, found } => {
                write!(f, "expected {expected} values, found {found}")
            }
            BoardError::Value { index, value } => {
                write!(
                    f,
                    "value {value} at index {index} is outside 0..={MAX_VALUE}"
                )
            }
        }
    }
}

impl std::error::Error for BoardError {}

impl Board {
    /// A board from its size and the row-major values of both players.
    pub fn new(rows: usize, cols: usize, a: Vec<i64>, b: Vec<i64>) -> Result<Board, BoardError> {
        if rows == 0 || cols == 0 || rows + cols > MAX_SIDE_SUM {
            return Err(BoardError::Size { rows, cols });
        }
        let cells = rows * cols;
        for values in [&a, &b] {
            if values.len() != cells {
                return Err(BoardError::ValueCount {
                    expected: cells,
                    found: values.len(),
                });
            }
            if let Some((index, &value)) = values
                .iter()
                .enumerate()
                .find(|(_, v)| !(0..=MAX_VALUE).contains(*v))
            {
                return Err(BoardError::Value { index, value });
            }
        }
        Ok(Board { rows, cols, a, b })
    }

    /// Parses the judge format: `n m`, then `n` rows of `m` values of `A`,
    /// then `n` rows of `m` values of `B`, whitespace-separated, and nothing
    /// after. Sizes and values past the crate's limits are errors.
    pub fn parse(input: &[u8]) -> Result<Board, InputError> {
        let mut scanner = Scanner::new(input);
        let rows: usize = scanner.int("the number of rows n", 1..=MAX_SIDE_SUM - 1)?;
        let cols: usize = scanner.int(
            format_args!("the number of columns m (n + m <= {MAX_SIDE_SUM})"),
            1..=MAX_SIDE_SUM - rows,
        )?;
        let mut read = |name: &str| -> Result<Vec<i64>, InputError> {
            let mut values = Vec::with_capacity(rows * cols);
            for r in 1..=rows {
                for c in 1..=cols {
                    values.push(scanner.int(format_args!("{name}[{r}][{c}]"), 0..=MAX_VALUE)?);
                }
            }
            Ok(values)
        };
        let a = read("A")?;
        let b = read("B")?;
        scanner.finish()?;
        Ok(Board { rows, cols, a, b })
    }

    /// Number of rows `n`.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Number of columns `m`.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The first player's values `A`, row-major.
    pub fn a(&self) -> &[i64] {
        &self.a
    }

    /// The second player's values `B`, row-major.
    pub fn b(&self) -> &[i64] {
        &self.b
    }

    /// The board with the players' values exchanged (`A` and `B` swapped).
    pub fn swapped(&self) -> Board {
        Board {
            rows: self.rows,
            cols: self.cols,
            a: self.b.clone(),
            b: self.a.clone(),
        }
    }

    /// An upper bound on the absolute value of any score difference on this
    /// board: the sum over all cells of `max(A, B)`.
    pub(crate) fn score_bound(&self) -> i64 {
        self.a.iter().zip(&self.b).map(|(&a, &b)| a.max(b)).sum()
    }
}

impl FromStr for Board {
    type Err = InputError;

    fn from_str(s: &str) -> Result<Board, InputError> {
        Board::parse(s.as_bytes())
    }
}

/// Writes the board back in the judge format.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{} {}", self.rows, self.cols)?;
        for values in [&self.a, &self.b] {
            for row in values.chunks(self.cols) {
                let mut sep = "";
                for v in row {
                    write!(f, "{sep}{v}")?;
                    sep = " ";
                }
                writeln!(f)?;
            }
        }
        Ok(())
    }
}

/// `C(t, k)` for `t, k <= MAX_SIDE_SUM`, as a flat table: the number of
/// lattice paths, which ranks the positions of a board (shared by the
/// kernel and the positions, so it lives with the board's limits).
#[derive(Clone, Debug)]
pub(crate) struct Binomials {
    table: [[usize; MAX_SIDE_SUM + 1]; MAX_SIDE_SUM + 1],
}

impl Binomials {
    pub(crate) const fn new() -> Binomials {
        let mut table = [[0; MAX_SIDE_SUM + 1]; MAX_SIDE_SUM + 1];
        let mut t = 0;
        while t <= MAX_SIDE_SUM {
            table[t][0] = 1;
            let mut k = 1;
            while k <= t {
                table[t][k] = table[t - 1][k - 1] + if k < t { table[t - 1][k] } else { 0 };
                k += 1;
            }
            t += 1;
        }
        Binomials { table }
    }

    /// `C(t, k)` for `t, k <= MAX_SIDE_SUM` (0 when `k > t`); panics past
    /// the table.
    pub(crate) fn get(&self, t: usize, k: usize) -> usize {
        self.table[t][k]
    }
}
