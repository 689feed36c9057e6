//! The vocabulary of play: the two sides, the steps a piece can make,
//! positions and moves, and the forward rules (the legal moves of a
//! position, and whether the game is over in it).

use std::fmt;

use crate::analysis::Ending;
use crate::board::{Board, Cell};

/// One of the two sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The two red pieces (`O`); red moves first.
    Red,
    /// The black piece (`X`).
    Black,
}

impl Side {
    /// The other side.
    pub fn other(self) -> Side {
        match self {
            Side::Red => Side::Black,
            Side::Black => Side::Red,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Red => "red",
            Side::Black => "black",
        })
    }
}

/// A step of one cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Dir {
    Up,
    Down,
    Left,
    Right,
}

impl Dir {
    /// The red pieces' moves, in the order the solver tries them.
    pub(crate) const RED: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];
    /// The black piece's moves, in the order the solver tries them (also
    /// the row-major order of the cells they reach: the order of
    /// [`Analysis::legal_moves`]).
    ///
    /// [`Analysis::legal_moves`]: crate::Analysis::legal_moves
    pub(crate) const BLACK: [Dir; 3] = [Dir::Up, Dir::Left, Dir::Right];
    /// The red pieces' moves in the row-major order of the cells they
    /// reach: the order of [`Analysis::legal_moves`].
    ///
    /// [`Analysis::legal_moves`]: crate::Analysis::legal_moves
    pub(crate) const RED_ROW_MAJOR: [Dir; 4] = [Dir::Up, Dir::Left, Dir::Right, Dir::Down];

    /// The cell one step from `cell` in this direction, if on a board of
    /// `rows × cols`.
    pub(crate) fn step(self, cell: Cell, rows: usize, cols: usize) -> Option<Cell> {
        let Cell { row, col } = cell;
        let (row, col) = match self {
            Dir::Up => (row.checked_sub(1)?, col),
            Dir::Down => (row + 1, col),
            Dir::Left => (row, col.checked_sub(1)?),
            Dir::Right => (row, col + 1),
        };
        (row < rows && col < cols).then_some(Cell { row, col })
    }
}

/// Where the three pieces stand. The two red pieces are interchangeable:
/// [`Position::new`] keeps them in row-major order, so equal positions
/// compare equal whatever order they were given in. Whose turn it is
/// follows from the board's start (see [`Analysis::side_to_move`]).
///
/// [`Analysis::side_to_move`]: crate::Analysis::side_to_move
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

    /// The position after `mv`: the piece of `mv.side` standing on
    /// `mv.from` moves to `mv.to`. Nothing is checked (see
    /// [`Analysis::legal_moves`]); if no such piece stands on `mv.from`
    /// the position is returned unchanged.
    ///
    /// [`Analysis::legal_moves`]: crate::Analysis::legal_moves
    pub fn after(&self, mv: &Move) -> Position {
        let [a, b] = self.reds;
        match mv.side {
            Side::Red if a == mv.from => Position::new(mv.to, b, self.black),
            Side::Red if b == mv.from => Position::new(a, mv.to, self.black),
            Side::Black if self.black == mv.from => Position::new(a, b, mv.to),
            _ => *self,
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
                            moves.push(Move { side, from, to });
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
                        moves.push(Move { side, from, to });
                    }
                }
            }
        }
        moves
    }

    /// Whether the game is over in this position on `board` with `side` to
    /// move, and why: the rules checked in order (black on row 1, a
    /// capture, no legal move).
    pub(crate) fn ending(&self, board: &Board, side: Side) -> Option<Ending> {
        if self.black.row == 0 {
            Some(Ending::BlackOnFirstRow)
        } else if self.reds.contains(&self.black) {
            Some(Ending::Capture { by: side.other() })
        } else if self.moves(board, side).is_empty() {
            Some(Ending::NoMove(side))
        } else {
            None
        }
    }
}

/// One move: a piece of `side` steps from `from` to the adjacent `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Who moves.
    pub side: Side,
    /// The moving piece's cell.
    pub from: Cell,
    /// Where it goes.
    pub to: Cell,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} -> {}", self.side, self.from, self.to)
    }
}
