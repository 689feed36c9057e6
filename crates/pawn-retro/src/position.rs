//! Positions and moves: the vocabulary of play, which the rules
//! ([`crate::rules`]) and the kernel's solution share.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;

use common_io::game::{ParseMoveError, parse_cells};

use crate::board::{Board, Cell};
use crate::rules::Side;

/// Where the three pieces stand, and who moves: the two red pieces'
/// cells (they are interchangeable: [`Position::new`] keeps them in
/// row-major order, so equal positions compare equal whatever order they
/// were given in) and the black piece's, each by its row-major number on
/// a board of its number of columns (8 bytes and 2: the generic solver
/// holds every position it reaches).
///
/// ```
/// use pawn_retro::{Board, Cell, Position, Side};
///
/// let board: Board = "3 3\n.O.\n.X.\nO..\n".parse()?;
/// let start = Position::new(&board, [Cell::new(2, 0), Cell::new(0, 1)], Cell::new(1, 1), Side::Red);
/// assert_eq!(start.reds(), [Cell::new(0, 1), Cell::new(2, 0)]);
/// assert_eq!((start.black(), start.to_move()), (Cell::new(1, 1), Side::Red));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    pub(crate) reds: [u16; 2],
    pub(crate) black: u16,
    pub(crate) cols: u16,
    pub(crate) to_move: Side,
}

/// The pieces' numbers and the side in one word (the columns, the same
/// for every position of a board, left out): the generic solver hashes
/// every position it meets.
impl Hash for Position {
    fn hash<H: Hasher>(&self, state: &mut H) {
        let [a, b] = self.reds.map(u64::from);
        let side = u64::from(self.to_move == Side::Black);
        state.write_u64(a | b << 16 | u64::from(self.black) << 32 | side << 48);
    }
}

impl Position {
    /// The position with red pieces on `reds` (in any order) and the black
    /// piece on `black`, `to_move` to move, on `board` (whose number of
    /// columns numbers the cells).
    pub fn new(board: &Board, reds: [Cell; 2], black: Cell, to_move: Side) -> Position {
        let (a, b) = (board.number(reds[0]), board.number(reds[1]));
        Position {
            reds: [a.min(b), a.max(b)],
            black: board.number(black),
            cols: board.cols() as u16, // at most 400
            to_move,
        }
    }

    fn cell(&self, n: u16) -> Cell {
        let cols = usize::from(self.cols);
        Cell::new(usize::from(n) / cols, usize::from(n) % cols)
    }

    /// The red pieces' cells, in row-major order.
    pub fn reds(&self) -> [Cell; 2] {
        self.reds.map(|n| self.cell(n))
    }

    /// The black piece's cell.
    pub fn black(&self) -> Cell {
        self.cell(self.black)
    }

    /// Who moves.
    pub fn to_move(&self) -> Side {
        self.to_move
    }
}

/// A move: the piece on `from` steps to the adjacent cell `to` (cells
/// 0-based in the API). Its text is `R1 C1 R2 C2`, the 1-based rows and
/// columns of the two cells, as `--moves` prints it; whose piece it is
/// follows from the side to move.
///
/// ```
/// use pawn_retro::{Cell, Move};
///
/// let mv: Move = "2 2 1 2".parse()?;
/// assert_eq!(mv, Move { from: Cell::new(1, 1), to: Cell::new(0, 1) });
/// assert_eq!(mv.to_string(), "2 2 1 2");
/// assert!("2 2".parse::<Move>().is_err());
/// # Ok::<(), common_io::game::ParseMoveError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Move {
    /// The moving piece's cell.
    pub from: Cell,
    /// Where it goes.
    pub to: Cell,
}

/// `R1 C1 R2 C2`, 1-based.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.from.text(), self.to.text())
    }
}

impl FromStr for Move {
    type Err = ParseMoveError;

    fn from_str(text: &str) -> Result<Move, ParseMoveError> {
        let [from, to] = parse_cells::<2>(
            text,
            "R1 C1 R2 C2: the rows and columns of the piece's cell and of the cell it moves to, from 1",
        )?;
        Ok(Move { from, to })
    }
}
