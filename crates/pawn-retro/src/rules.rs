//! The vocabulary of the rules, shared by the kernel (the retrograde
//! analysis) and the queries: the two sides, the steps a piece makes, how
//! a game ends, and whether the side to move wins or loses. It imports
//! nothing from either layer (only the board's cells).

use std::fmt;

use crate::board::Cell;

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
    /// reach: the order of the legal moves (`Game::move_values`).
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

/// Why a game is over: the rule that ended it
/// ([`Analysis::termination`](crate::Analysis::termination)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Termination {
    /// Rule 1: the black piece is on row 1; black wins.
    BlackOnFirstRow,
    /// Rule 2: the black piece shares a cell with a red piece; `by`, the
    /// side that made the last move, wins.
    Capture {
        /// The side that made the capturing move.
        by: Side,
    },
    /// Rule 3: this side, to move, has no legal move and loses.
    NoMove(Side),
}

/// Whether the side to move in a labelled position wins or loses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// The side to move wins.
    MoverWins,
    /// The side to move loses.
    MoverLoses,
}
