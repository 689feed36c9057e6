//! Boards and judge files: reading them from the judge format (through
//! `common-io`) and writing them back.

use std::fmt;
use std::str::FromStr;

use bitvec::BitArr;
pub use common_io::game::Cell;
use common_io::{InputError, Pos, Scanner, Strict};

/// The largest number of cells `n · m` a board may have.
///
/// The solver's table has `C(R, 2) · B` entries, where `R <= n · m` is the
/// number of cells the red pieces can reach and `B <= n · m` the number the
/// black piece can reach, so at most `C(400, 2) · 400 = 31,920,000` entries
/// of 2 bytes, and the solver holds at most about 3.1 bytes per position,
/// under 100 MB, whatever the board's shape (the bound is in the crate
/// documentation, the measured peak memory in the Limits table of the
/// workspace README). 20×20, 10×40 and 1×400 are all accepted.
pub const MAX_CELLS: usize = 400;

/// The largest number of boards `T` in one judge file (the judge's limit
/// is 10). Boards are solved a few per thread at a time, so memory holds
/// the tables of a few boards, never of all of them.
pub const MAX_BOARDS: usize = 10_000;

/// The largest test-point id accepted in a judge file's header (the id is
/// not used).
pub const MAX_ID: u32 = 1_000_000_000;

/// The original judge's largest side: `1 <= n, m <= 10` (see [`validate`]).
pub const JUDGE_MAX_SIDE: usize = 10;

/// The original judge's largest number of boards in a file: `1 <= T <= 10`
/// (see [`validate`]).
pub const JUDGE_MAX_BOARDS: usize = 10;

/// The alphabet of a board's rows: empty, obstacle, red piece, black piece.
const ALPHABET: &[u8] = b".#OX";

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
        Ok(Board {
            rows,
            cols,
            obstacles,
            reds: [red_a, red_b],
            black,
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

/// The pieces found while reading a board's rows: exactly two `O` and one
/// `X` are allowed, and an extra one is reported where it stands.
struct Pieces<'a> {
    label: &'a str,
    reds: Vec<Cell>,
    black: Option<Cell>,
}

impl<'a> Pieces<'a> {
    fn new(label: &'a str) -> Pieces<'a> {
        Pieces {
            label,
            reds: Vec::with_capacity(2),
            black: None,
        }
    }

    /// The pieces of row `row` (0-based), whose text starts at `at`.
    fn row(&mut self, row: usize, at: Pos, text: &[u8]) -> Result<(), InputError> {
        let label = self.label;
        for (col, &byte) in text.iter().enumerate() {
            let here = Pos {
                line: at.line,
                column: at.column + col,
            };
            let cell = Cell::new(row, col);
            match byte {
                b'O' if self.reds.len() == 2 => {
                    return Err(InputError::invalid(
                        here,
                        format!("exactly two red pieces `O` on {label}"),
                        "a third `O`",
                    ));
                }
                b'O' => self.reds.push(cell),
                b'X' if self.black.is_some() => {
                    return Err(InputError::invalid(
                        here,
                        format!("exactly one black piece `X` on {label}"),
                        "a second `X`",
                    ));
                }
                b'X' => self.black = Some(cell),
                _ => {}
            }
        }
        Ok(())
    }

    /// The two red pieces and the black one, or what is missing, reported
    /// at the board's start.
    fn finish(self, start: Pos) -> Result<([Cell; 2], Cell), InputError> {
        let label = self.label;
        let reds = match self.reds.as_slice() {
            &[a, b] => [a, b],
            few => {
                return Err(InputError::invalid(
                    start,
                    format!("exactly two red pieces `O` on {label}"),
                    match few.len() {
                        0 => "no `O`".to_string(),
                        n => format!("{n} `O`"),
                    },
                ));
            }
        };
        let Some(black) = self.black else {
            return Err(InputError::invalid(
                start,
                format!("exactly one black piece `X` on {label}"),
                "no `X`",
            ));
        };
        Ok((reds, black))
    }
}

/// Checks that `input` is exactly a test of the original judge, as a
/// judge's validator would: the line `id T` with `1 <= T <= 10` (the
/// test-point number `id` is a non-negative integer; the statement gives
/// no limit, this checks `id <= 10^9`), then `T` boards, each the line
/// `n m` with `1 <= n, m <= 10` and `n` lines of `m` characters from `.#OX`
/// with exactly two `O` and one `X`; one space between the numbers of a
/// line, every line ending in `\n` (no `\r`, no blank line, no byte order
/// mark, nothing after the last line), numbers without a sign or leading
/// zeros (see [`common_io::Strict`]). The judge binary's `--validate`.
///
/// ```
/// use pawn_retro::validate;
///
/// assert!(validate(b"0 1\n3 3\n.O.\n.X.\nO..\n").is_ok());
/// let err = validate(b"0 1\n3 3\n.O.\n.X.\nOO.\n").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "line 5, column 2: expected exactly two red pieces `O` on board 1, found a third `O`"
/// );
/// // Accepted by the solver, but past the judge's limits:
/// assert!(validate(b"0 1\n1 11\nOO.......X.\n").is_err());
/// ```
pub fn validate(input: &[u8]) -> Result<(), InputError> {
    let mut v = Strict::new(input);
    v.int::<u32>("the test-point id", 0..=MAX_ID)?;
    let count: usize = v.int("the number of boards T", 1..=JUDGE_MAX_BOARDS)?;
    v.end_line()?;
    for k in 1..=count {
        let label = format!("board {k}");
        let start = v.position();
        let rows: usize = v.int(
            &format!("the number of rows n of {label}"),
            1..=JUDGE_MAX_SIDE,
        )?;
        let cols: usize = v.int(
            &format!("the number of columns m of {label}"),
            1..=JUDGE_MAX_SIDE,
        )?;
        v.end_line()?;
        let mut pieces = Pieces::new(&label);
        for row in 0..rows {
            let at = v.position();
            let text = v.row(&format!("row {} of {label}", row + 1), cols, ALPHABET)?;
            pieces.row(row, at, text)?;
            v.end_line()?;
        }
        pieces.finish(start)?;
    }
    v.finish()
}
