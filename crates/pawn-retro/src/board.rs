//! Boards and judge files: reading them from the judge format (through
//! `common-io`) and writing them back.

use std::fmt;
use std::str::FromStr;

use bitvec::BitArr;
pub(crate) use common_io::game::Cell;
use common_io::{InputError, Scanner};

use crate::judge_format::{ALPHABET, Pieces};

/// The largest number of cells `n · m` a board may have.
///
/// The solver's table has `C(R, 2) · B` entries, where `R <= n · m` is the
/// number of cells the red pieces can reach and `B <= n · m` the number the
/// black piece can reach, so at most `C(400, 2) · 400 = 31,920,000` entries
/// of 2 bytes, and the solver holds at most about 3.1 bytes per position,
/// under 100 MB, whatever the board's shape (the bound is in the crate
/// documentation, the measured peak memory in the Limits table of the
/// workspace's `docs/performance.md`). 20×20, 10×40 and 1×400 are all accepted.
pub const MAX_CELLS: usize = 400;

/// The largest test-point id accepted in a judge file's header: the
/// judge's own ([`JUDGE_MAX_ID`](crate::JUDGE_MAX_ID); the id is not used).
pub const MAX_ID: u32 = 1_000_000_000;

/// The largest number of boards `T` in one judge file (the judge's limit
/// is 10). Boards are solved a few per thread at a time, so memory holds
/// the tables of a few boards, never of all of them.
pub const MAX_BOARDS: usize = 10_000;

/// A set of cells of a board (or of anything numbered like them, below
/// [`MAX_CELLS`]), one bit each: a fixed-size array, never allocated.
pub(crate) type CellSet = BitArr!(for MAX_CELLS);

/// A board: its size, its obstacles, and where the two red pieces and the
/// black piece start.
///
/// Invariants (checked by every constructor): `rows, cols >= 1`,
/// `rows · cols <=` [`MAX_CELLS`], the three pieces on distinct cells of the
/// board that are not obstacles. The two red pieces are kept in row-major
/// order (they are interchangeable).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    rows: usize,
    cols: usize,
    /// The obstacles, by row-major cell index (bits past `rows · cols` are
    /// clear).
    obstacles: CellSet,
    reds: [Cell; 2],
    black: Cell,
    /// Each cell's free neighbours and its cell, by number: the rules'
    /// moves, made from the size and the obstacles.
    steps: Steps,
}

/// No cell: past an edge, or an obstacle.
pub(crate) const NO_CELL: u16 = u16::MAX;

/// The neighbours the rules step to, by row-major cell number: up, left,
/// right and down (the order of the cells reached), [`NO_CELL`] where the
/// step leaves the board or meets an obstacle; and each number's cell, so
/// that the rules' moves neither divide nor check bounds.
#[derive(Clone, PartialEq, Eq, Hash)]
pub(crate) struct Steps {
    pub(crate) next: Vec<[u16; 4]>,
    pub(crate) cells: Vec<Cell>,
}

impl Steps {
    /// The steps of a board of `rows × cols` with `obstacles`.
    fn new(rows: usize, cols: usize, obstacles: &CellSet) -> Steps {
        let free = |row: usize, col: usize| {
            (row < rows && col < cols && !obstacles[row * cols + col])
                .then_some((row * cols + col) as u16)
        };
        let mut next = Vec::with_capacity(rows * cols);
        let mut cells = Vec::with_capacity(rows * cols);
        for row in 0..rows {
            for col in 0..cols {
                let up = row.checked_sub(1).and_then(|r| free(r, col));
                let left = col.checked_sub(1).and_then(|c| free(row, c));
                next.push(
                    [up, left, free(row, col + 1), free(row + 1, col)]
                        .map(|n| n.unwrap_or(NO_CELL)),
                );
                cells.push(Cell::new(row, col));
            }
        }
        Steps { next, cells }
    }
}

/// As if derived with the obstacles as a list of `bool`.
impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Board")
            .field("rows", &self.rows)
            .field("cols", &self.cols)
            .field("obstacles", &self.obstacles())
            .field("reds", &self.reds)
            .field("black", &self.black)
            .finish()
    }
}

/// Why [`Board::new`] refused its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum BoardError {
    /// `rows` or `cols` is 0, or `rows · cols > MAX_CELLS`.
    Size {
        /// The rows asked for.
        rows: usize,
        /// The columns asked for.
        cols: usize,
    },
    /// The obstacle map does not have `rows · cols` entries.
    CellCount {
        /// `rows · cols`.
        expected: usize,
        /// The obstacle map's length.
        found: usize,
    },
    /// A piece outside the board.
    OffBoard(Cell),
    /// A piece on an obstacle.
    OnObstacle(Cell),
    /// Two pieces on the same cell.
    SameCell(Cell),
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::Size { rows, cols } => write!(
                f,
                "a {rows}×{cols} board is outside the limits (rows, cols >= 1, rows · cols <= {MAX_CELLS})"
            ),
            BoardError::CellCount { expected, found } => {
                write!(f, "expected {expected} obstacle flags, found {found}")
            }
            BoardError::OffBoard(cell) => write!(f, "a piece at {cell} is off the board"),
            BoardError::OnObstacle(cell) => write!(f, "a piece at {cell} stands on an obstacle"),
            BoardError::SameCell(cell) => write!(f, "two pieces share the cell {cell}"),
        }
    }
}

impl std::error::Error for BoardError {}

impl Board {
    /// A board from its size, its row-major obstacle map (`true`: obstacle),
    /// the two red pieces (in any order) and the black piece.
    pub fn new(
        rows: usize,
        cols: usize,
        obstacles: Vec<bool>,
        reds: [Cell; 2],
        black: Cell,
    ) -> Result<Board, BoardError> {
        if rows == 0 || cols == 0 || rows.saturating_mul(cols) > MAX_CELLS {
            return Err(BoardError::Size { rows, cols });
        }
        if obstacles.len() != rows * cols {
            return Err(BoardError::CellCount {
                expected: rows * cols,
                found: obstacles.len(),
            });
        }
        let [a, b] = reds;
        for cell in [a, b, black] {
            if cell.row >= rows || cell.col >= cols {
                return Err(BoardError::OffBoard(cell));
            }
            if obstacles[cell.row * cols + cell.col] {
                return Err(BoardError::OnObstacle(cell));
            }
        }
        if a == b || a == black {
            return Err(BoardError::SameCell(a));
        }
        if b == black {
            return Err(BoardError::SameCell(b));
        }
        let mut set = CellSet::ZERO;
        for (index, &obstacle) in obstacles.iter().enumerate() {
            set.set(index, obstacle);
        }
        Ok(Board {
            rows,
            cols,
            steps: Steps::new(rows, cols, &set),
            obstacles: set,
            reds: [a.min(b), a.max(b)],
            black,
        })
    }

    /// Parses one board: `n m`, then `n` rows of `m` characters from
    /// `.#OX`, and nothing after. See [`JudgeInput::parse`] for the judge
    /// file (`id T` and `T` boards).
    pub fn parse(input: &[u8]) -> Result<Board, InputError> {
        let mut sc = Scanner::new(input);
        let board = Board::read(&mut sc, "the board")?;
        sc.finish()?;
        Ok(board)
    }

    /// Reads one board from `sc`; `label` names it in error messages
    /// (`the board`, `board 3`).
    pub(crate) fn read(sc: &mut Scanner<'_>, label: &str) -> Result<Board, InputError> {
        let start = sc.position();
        let rows: usize = sc.int(
            format_args!("the number of rows n of {label}"),
            1..=MAX_CELLS,
        )?;
        let cols: usize = sc.int(
            format_args!("the number of columns m of {label} (n · m <= {MAX_CELLS})"),
            1..=MAX_CELLS / rows,
        )?;
        let mut obstacles = CellSet::ZERO;
        let mut pieces = Pieces::new(label);
        for row in 0..rows {
            let at = sc.position();
            let text = sc.row(format_args!("row {} of {label}", row + 1), cols, ALPHABET)?;
            pieces.row(row, at, text)?;
            for (col, &byte) in text.iter().enumerate() {
                obstacles.set(row * cols + col, byte == b'#');
            }
        }
        let ([red_a, red_b], black) = pieces.finish(start)?;
        let cell = |(row, col)| Cell::new(row, col);
        Ok(Board {
            rows,
            cols,
            steps: Steps::new(rows, cols, &obstacles),
            obstacles,
            reds: [cell(red_a), cell(red_b)],
            black: cell(black),
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

    /// Whether `cell` is on the board.
    pub fn contains(&self, cell: Cell) -> bool {
        cell.row < self.rows && cell.col < self.cols
    }

    /// Whether `cell` is an obstacle (cells off the board count as
    /// obstacles).
    pub fn is_obstacle(&self, cell: Cell) -> bool {
        !self.contains(cell) || self.obstacles[cell.row * self.cols + cell.col]
    }

    /// Whether a piece may stand on `cell`: on the board and not an obstacle.
    pub fn is_free(&self, cell: Cell) -> bool {
        !self.is_obstacle(cell)
    }

    /// The row-major obstacle map (`true`: obstacle), as [`Board::new`]
    /// takes it. Built on each call: the board keeps its obstacles as a set
    /// of bits (see [`Board::is_obstacle`] for one cell).
    pub fn obstacles(&self) -> Vec<bool> {
        (self.obstacles[..self.rows * self.cols].iter().by_vals()).collect()
    }

    /// The free neighbours of the cell numbered `n` (up, left, right,
    /// down; [`NO_CELL`] for none), and none for a number past the board.
    pub(crate) fn next(&self, n: u16) -> [u16; 4] {
        self.steps
            .next
            .get(usize::from(n))
            .copied()
            .unwrap_or([NO_CELL; 4])
    }

    /// The cell numbered `n`, one of the board's.
    pub(crate) fn cell(&self, n: u16) -> Cell {
        self.steps.cells[usize::from(n)]
    }

    /// The red pieces' starting cells, in row-major order.
    pub fn reds(&self) -> [Cell; 2] {
        self.reds
    }

    /// The black piece's starting cell.
    pub fn black(&self) -> Cell {
        self.black
    }

    /// The character of `cell` in the judge format (`.`, `#`, `O` or `X`).
    fn symbol(&self, cell: Cell) -> char {
        if cell == self.black {
            'X'
        } else if self.reds.contains(&cell) {
            'O'
        } else if self.is_obstacle(cell) {
            '#'
        } else {
            '.'
        }
    }
}

impl FromStr for Board {
    type Err = InputError;

    fn from_str(s: &str) -> Result<Board, InputError> {
        Board::parse(s.as_bytes())
    }
}

/// Writes the board back in the judge format: `n m` and `n` rows.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{} {}", self.rows, self.cols)?;
        for row in 0..self.rows {
            let line: String = (0..self.cols)
                .map(|col| self.symbol(Cell::new(row, col)))
                .collect();
            writeln!(f, "{line}")?;
        }
        Ok(())
    }
}

/// A whole judge file: the header `id T`, then `T` boards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JudgeInput {
    /// The test-point number (0 for samples; not used by the solver).
    pub id: u32,
    /// The boards, in order.
    pub boards: Vec<Board>,
}

impl JudgeInput {
    /// Parses a judge file: `id T` (`0 <= id <=` [`MAX_ID`],
    /// `1 <= T <=` [`MAX_BOARDS`]), then `T` boards as in [`Board::parse`],
    /// and nothing after. Every board is read and checked before any is
    /// solved.
    pub fn parse(input: &[u8]) -> Result<JudgeInput, InputError> {
        let mut sc = Scanner::new(input);
        let id: u32 = sc.int("the test-point id", 0..=MAX_ID)?;
        let count: usize = sc.int("the number of boards T", 1..=MAX_BOARDS)?;
        let mut boards = Vec::new();
        for k in 1..=count {
            boards.push(Board::read(&mut sc, &format!("board {k}"))?);
        }
        sc.finish()?;
        Ok(JudgeInput { id, boards })
    }
}

impl FromStr for JudgeInput {
    type Err = InputError;

    fn from_str(s: &str) -> Result<JudgeInput, InputError> {
        JudgeInput::parse(s.as_bytes())
    }
}

/// Writes the judge file back: `id T`, then each board.
impl fmt::Display for JudgeInput {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{} {}", self.id, self.boards.len())?;
        for board in &self.boards {
            write!(f, "{board}")?;
        }
        Ok(())
    }
}
