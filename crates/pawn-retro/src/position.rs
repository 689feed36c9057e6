//! Positions and moves, and the forward rules: the legal moves of a
//! position, and whether the game is over in it.

use std::fmt;
use std::str::FromStr;

use common_io::game::{ParseMoveError, parse_cells};

use crate::board::{Board, Cell};
use crate::rules::{Dir, Side, Termination};

/// Where the three pieces stand. The two red pieces are interchangeable:
/// [`Position::new`] keeps them in row-major order, so equal positions
/// compare equal whatever order they were given in. Whose turn it is
/// follows from the board's start (see [`Analysis::to_move`]).
///
/// [`Analysis::to_move`]: crate::Analysis::to_move
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Position {
    reds: [Cell; 2],
    black: Cell,
}

impl Position {
    /// The position with red pieces on `red_a` and `red_b` (in any order)
    /// and the black piece on `black`.
    pub fn new(red_a: Cell, red_b: Cell, black: Cell) -> Position {
        Position {
            reds: [red_a.min(red_b), red_a.max(red_b)],
            black,
        }
    }

    /// The red pieces' cells, in row-major order.
    pub fn reds(&self) -> [Cell; 2] {
        self.reds
    }

    /// The black piece's cell.
    pub fn black(&self) -> Cell {
        self.black
    }

    /// The position after `side`'s piece on `mv.from` steps to `mv.to`.
    /// Nothing else is checked: the callers play legal moves only
    /// ([`Analysis::play`] checks them).
    ///
    /// [`Analysis::play`]: crate::Analysis::play
    pub(crate) fn after(&self, mv: &Move, side: Side) -> Position {
        let [a, b] = self.reds;
        match side {
            Side::Red if a == mv.from => Position::new(mv.to, b, self.black),
            Side::Red if b == mv.from => Position::new(a, mv.to, self.black),
            Side::Black if self.black == mv.from => Position::new(a, b, mv.to),
            _ => unreachable!("no {side} piece on {} for the move {mv}", mv.from),
        }
    }

    /// The sum over the three pieces of `row + col`: every move shifts one
    /// piece by one cell, so its parity flips at every move.
    pub(crate) fn coordinate_sum(&self) -> usize {
        let [a, b] = self.reds;
        a.row + a.col + b.row + b.col + self.black.row + self.black.col
    }

    /// The moves `side` could make in this position on `board` (whether or
    /// not the game is over), in the order of [`Analysis::legal_moves`]:
    /// sorted by `(from, to)`, cells in row-major order (red pieces in
    /// row-major order, each trying up, left, right, down; black trying up,
    /// left, right).
    ///
    /// [`Analysis::legal_moves`]: crate::Analysis::legal_moves
    pub(crate) fn moves(&self, board: &Board, side: Side) -> Vec<Move> {
        let (rows, cols) = (board.rows(), board.cols());
        let mut moves = Vec::new();
        match side {
            Side::Red => {
                let [a, b] = self.reds;
                for (from, other) in [(a, b), (b, a)] {
                    for dir in Dir::RED_ROW_MAJOR {
                        if let Some(to) = dir.step(from, rows, cols)
                            && to != other
                            && board.is_free(to)
                        {
                            moves.push(Move { from, to });
                        }
                    }
                }
            }
            Side::Black => {
                let from = self.black;
                for dir in Dir::BLACK {
                    if let Some(to) = dir.step(from, rows, cols)
                        && board.is_free(to)
                    {
                        moves.push(Move { from, to });
                    }
                }
            }
        }
        moves
    }

    /// Whether the game is over in this position on `board` with `side` to
    /// move, and why: the rules checked in order (black on row 1, a
    /// capture, no legal move).
    pub(crate) fn termination(&self, board: &Board, side: Side) -> Option<Termination> {
        if self.black.row == 0 {
            Some(Termination::BlackOnFirstRow)
        } else if self.reds.contains(&self.black) {
            Some(Termination::Capture { by: side.other() })
        } else if self.moves(board, side).is_empty() {
            Some(Termination::NoMove(side))
        } else {
            None
        }
    }
}

/// A move: the piece on `from` steps to the adjacent cell `to` (cells
/// 0-based in the API). Its text is `R1 C1 R2 C2`, the 1-based rows and
/// columns of the two cells, as `--moves` prints it; whose piece it is
/// follows from the position it is played in.
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
