//! The grid: its size and letters, read from and written to the judge
//! format, and the cells and parity classes that name its parts.

use std::fmt;
use std::str::FromStr;

use common_io::game::Cell;
use common_io::{InputError, Scanner};

use crate::rules::Steps;

/// The largest `rows + cols` accepted. The rotated box of each parity class
/// is at most `MAX_SIDE_SUM / 2` on a side (64 × 64), so the judge's 20×20
/// and any board up to 64×64 (or 1×127, 100×28, ...) are accepted.
pub const MAX_SIDE_SUM: usize = 128;

/// The letter of a cell: which diagonals its waves travel along.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Letter {
    /// Waves towards down-left and up-right (the anti-diagonal, `i + j`
    /// constant); in rotated coordinates, a row.
    L,
    /// Waves towards up-left and down-right (the diagonal, `j - i`
    /// constant); in rotated coordinates, a column.
    R,
    /// Waves in all four diagonal directions: both of the above.
    X,
}

impl Letter {
    /// The letter of an ASCII byte `L`, `R` or `X`; `None` for any other.
    pub fn from_byte(byte: u8) -> Option<Letter> {
        match byte {
            b'L' => Some(Letter::L),
            b'R' => Some(Letter::R),
            b'X' => Some(Letter::X),
            _ => None,
        }
    }

    /// The letter as the ASCII byte of the judge format.
    pub fn as_byte(self) -> u8 {
        match self {
            Letter::L => b'L',
            Letter::R => b'R',
            Letter::X => b'X',
        }
    }

    /// The letter as a `char`.
    pub fn as_char(self) -> char {
        char::from(self.as_byte())
    }
}

impl fmt::Display for Letter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.as_char())
    }
}

/// One of the two classes of cells that never interact: `i + j` even or
/// `i + j` odd (the same whether `i, j` count from 0 or from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Parity {
    /// Cells with `i + j` even, the class of the top-left corner.
    Even,
    /// Cells with `i + j` odd.
    Odd,
}

impl Parity {
    /// Both classes, even first.
    pub const BOTH: [Parity; 2] = [Parity::Even, Parity::Odd];

    /// The class of `cell`.
    pub fn of(cell: Cell) -> Parity {
        if (cell.row + cell.col).is_multiple_of(2) {
            Parity::Even
        } else {
            Parity::Odd
        }
    }

    /// `0` for even, `1` for odd.
    pub fn index(self) -> usize {
        match self {
            Parity::Even => 0,
            Parity::Odd => 1,
        }
    }
}

impl fmt::Display for Parity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Parity::Even => "even",
            Parity::Odd => "odd",
        })
    }
}

/// A grid of `rows × cols` letters.
///
/// Invariants (checked by every constructor): `rows, cols >= 1`,
/// `rows + cols <= MAX_SIDE_SUM`, exactly `rows * cols` letters.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    rows: usize,
    cols: usize,
    letters: Vec<Letter>,
    /// The diagonal neighbours of each cell, for the rules.
    pub(crate) steps: Steps,
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
    /// `letters` does not have `rows * cols` entries.
    LetterCount {
        /// `rows * cols`.
        expected: usize,
        /// The number of letters given.
        found: usize,
    },
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::Size { rows, cols } => write!(
                f,
                "a {rows}×{cols} grid is outside the limits (rows, cols >= 1, rows + cols <= {MAX_SIDE_SUM})"
            ),
            BoardError::LetterCount { expected, found } => {
                write!(f, "expected {expected} letters, found {found}")
            }
        }
    }
}

impl std::error::Error for BoardError {}

impl Board {
    /// A grid from its size and its letters, row-major.
    pub fn new(rows: usize, cols: usize, letters: Vec<Letter>) -> Result<Board, BoardError> {
        if rows == 0 || cols == 0 || rows.saturating_add(cols) > MAX_SIDE_SUM {
            return Err(BoardError::Size { rows, cols });
        }
        if letters.len() != rows * cols {
            return Err(BoardError::LetterCount {
                expected: rows * cols,
                found: letters.len(),
            });
        }
        Ok(Board {
            rows,
            cols,
            letters,
            steps: Steps::of(rows, cols),
        })
    }

    /// A `rows × cols` grid with every cell holding `letter`.
    pub fn filled(rows: usize, cols: usize, letter: Letter) -> Result<Board, BoardError> {
        if rows == 0 || cols == 0 || rows.saturating_add(cols) > MAX_SIDE_SUM {
            return Err(BoardError::Size { rows, cols });
        }
        Board::new(rows, cols, vec![letter; rows * cols])
    }

    /// Parses the judge format: `n m`, then `n` rows of `m` letters from
    /// `LRX`, whitespace-separated, and nothing after. A size past the
    /// crate's limit (`n + m <= MAX_SIDE_SUM`) is refused before anything
    /// is allocated.
    pub fn parse(input: &[u8]) -> Result<Board, InputError> {
        let mut sc = Scanner::new(input);
        let rows: usize = sc.int("the number of rows n", 1..=MAX_SIDE_SUM - 1)?;
        let cols: usize = sc.int(
            format_args!("the number of columns m (n + m <= {MAX_SIDE_SUM})"),
            1..=MAX_SIDE_SUM - rows,
        )?;
        let bytes = sc.grid("the grid", rows, cols, b"LRX")?;
        sc.finish()?;
        let letters = bytes
            .iter()
            .map(|&b| {
                let Some(letter) = Letter::from_byte(b) else {
                    unreachable!("the scanner only lets bytes of `LRX` through, not {b}")
                };
                letter
            })
            .collect();
        Ok(Board {
            rows,
            cols,
            letters,
            steps: Steps::of(rows, cols),
        })
    }

    /// Number of rows `n`.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Number of columns `m`.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The letters, row-major.
    pub fn letters(&self) -> &[Letter] {
        &self.letters
    }

    /// Whether `cell` lies on the grid.
    pub fn contains(&self, cell: Cell) -> bool {
        cell.row < self.rows && cell.col < self.cols
    }

    /// The letter of `cell`; `None` off the grid.
    pub fn letter(&self, cell: Cell) -> Option<Letter> {
        self.index(cell).map(|k| self.letters[k])
    }

    /// Every cell, row by row.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        (0..self.rows).flat_map(move |row| (0..self.cols).map(move |col| Cell::new(row, col)))
    }

    /// The row-major index of `cell`; `None` off the grid.
    pub(crate) fn index(&self, cell: Cell) -> Option<usize> {
        if self.contains(cell) {
            Some(cell.index(self.cols))
        } else {
            None
        }
    }
}

impl FromStr for Board {
    type Err = InputError;

    fn from_str(s: &str) -> Result<Board, InputError> {
        Board::parse(s.as_bytes())
    }
}

/// Writes the grid back in the judge format.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{} {}", self.rows, self.cols)?;
        for row in self.letters.chunks(self.cols) {
            for letter in row {
                write!(f, "{letter}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}
