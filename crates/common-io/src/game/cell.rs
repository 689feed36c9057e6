//! Cells, and moves written as text.

use std::fmt;

/// A cell of a board: **0-based** in the API (row 0 is the top row, column
/// 0 the left one); its `Display` is 1-based, as the statements write it.
///
/// ```
/// use common_io::game::Cell;
///
/// let corner = Cell::new(0, 0);
/// assert_eq!(corner.to_string(), "(1, 1)");
/// assert!(Cell::new(0, 5) < Cell::new(1, 0)); // row-major order
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Cell {
    /// Row, 0-based from the top.
    pub row: usize,
    /// Column, 0-based from the left.
    pub col: usize,
}

impl Cell {
    /// The cell at 0-based `row` and `col`.
    pub const fn new(row: usize, col: usize) -> Cell {
        Cell { row, col }
    }

    /// The cell's place in a row-major board of `cols` columns.
    pub const fn index(self, cols: usize) -> usize {
        self.row * cols + self.col
    }

    /// The cell at row-major `index` of a board of `cols` columns.
    pub const fn at(index: usize, cols: usize) -> Cell {
        Cell::new(index / cols, index % cols)
    }

    /// The cell in the text coordinates, `R C` (1-based), as moves are
    /// written.
    pub fn text(self) -> impl fmt::Display {
        CellText(self)
    }
}

impl fmt::Display for Cell {
    /// `(R, C)`, 1-based, as in the statements.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", one_based(self.row), one_based(self.col))
    }
}

/// `index + 1`, without overflow for any `usize` (a cell far off the
/// board is still written).
fn one_based(index: usize) -> u128 {
    index as u128 + 1
}

/// [`Cell::text`].
struct CellText(Cell);

impl fmt::Display for CellText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", one_based(self.0.row), one_based(self.0.col))
    }
}

/// Where a move acts on the board's picture ([`crate::game::Game::move_cells`]):
/// the cell of the piece that moves, if a piece moves, and the cell played
/// (where a stone goes, the cell taken, or where the piece lands). 0-based,
/// as every [`Cell`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveCells {
    /// The moving piece's cell; `None` for a move that places or takes.
    pub from: Option<Cell>,
    /// The cell played.
    pub to: Cell,
}

impl MoveCells {
    /// A move played on one cell: a stone placed, a cell taken.
    pub const fn at(to: Cell) -> MoveCells {
        MoveCells { from: None, to }
    }

    /// A piece moving from `from` to `to`.
    pub const fn step(from: Cell, to: Cell) -> MoveCells {
        MoveCells {
            from: Some(from),
            to,
        }
    }
}

/// A move's text that does not read as a move of the game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ParseMoveError {
    /// The text.
    pub text: String,
    /// What a move looks like, in words: `"R C: a row and a column, from 1"`.
    pub expected: &'static str,
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "cannot read `{}` as a move: expected {}",
            self.text.escape_debug(),
            self.expected
        )
    }
}

impl std::error::Error for ParseMoveError {}

/// `N` cells written as `2 N` whole numbers from 1 (`R C`, or `R1 C1 R2 C2`
/// for `N = 2`), separated by spaces: a move's text. Whether the cells are
/// on the board is for the game to say when the move is played.
///
/// ```
/// use common_io::game::{Cell, parse_cells};
///
/// let [from, to] = parse_cells::<2>("2 3 1 3", "R1 C1 R2 C2")?;
/// assert_eq!((from, to), (Cell::new(1, 2), Cell::new(0, 2)));
/// assert!(parse_cells::<1>("0 1", "R C").is_err()); // rows count from 1
/// assert!(parse_cells::<1>("1 2 3", "R C").is_err());
/// # Ok::<(), common_io::game::ParseMoveError>(())
/// ```
pub fn parse_cells<const N: usize>(
    text: &str,
    expected: &'static str,
) -> Result<[Cell; N], ParseMoveError> {
    let error = || ParseMoveError {
        text: text.to_string(),
        expected,
    };
    let mut numbers = text.split_ascii_whitespace().map(|token| {
        // Digits only: no sign, and at least 1.
        if !token.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        token.parse::<usize>().ok().and_then(|n| n.checked_sub(1))
    });
    let mut cells = [Cell::new(0, 0); N];
    for cell in &mut cells {
        let row = numbers.next().flatten().ok_or_else(error)?;
        let col = numbers.next().flatten().ok_or_else(error)?;
        *cell = Cell::new(row, col);
    }
    match numbers.next() {
        None => Ok(cells),
        Some(_) => Err(error()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_read_and_write_one_based() {
        let [cell] = parse_cells::<1>("  12\t7 ", "R C").unwrap();
        assert_eq!(cell, Cell::new(11, 6));
        assert_eq!(cell.text().to_string(), "12 7");
        assert_eq!(cell.to_string(), "(12, 7)");
        assert_eq!(Cell::at(cell.index(9), 9), cell);
        for bad in [
            "",
            "1",
            "1 x",
            "+1 2",
            "-1 2",
            "0 0",
            "1 2 3",
            "99999999999999999999999 1",
        ] {
            let err = parse_cells::<1>(bad, "R C").unwrap_err();
            assert_eq!(err.text, bad);
            assert!(err.to_string().ends_with("expected R C"), "{err}");
        }
    }
}
