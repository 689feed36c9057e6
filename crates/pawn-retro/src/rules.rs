//! The rules: their vocabulary, shared by the kernel (the retrograde
//! analysis) and the queries (the two sides, the steps a piece makes, how
//! a game ends), and the game stated through common-io's rules layer: the
//! board is its rules ([`Rules`] and [`Loopy`], with the parents of a
//! position, and [`Indexed`]: a number for every position), which
//! `--solver rules` solves with the generic retrograde solver over those
//! numbers ([`common_io::rules::IndexedTablebase`]) and which check the
//! kernel.
//! They share nothing with the kernel but the board and the vocabulary of
//! positions.
//!
//! ```
//! use common_io::Resources;
//! use common_io::game::Forced;
//! use common_io::rules::{Rules, Solution, Tablebase};
//! use pawn_retro::Board;
//!
//! // The fourth board of the statement's sample: red wins in 9 moves.
//! let board: Board = "5 5\n.....\n#####\n..X..\n.....\nO...O\n".parse()?;
//! let start = board.start();
//! let solved = Tablebase::solve(board, &Resources::default())?;
//! assert_eq!(solved.outcome(&start), Some(Forced::Win(9)));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt;

use common_io::game::Wdl;
use common_io::rules::{Indexed, Loopy, Rules};

use crate::board::{Board, Cell, NO_CELL};
use crate::position::{Move, Position};

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

/// A step of one cell (the kernel's).
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
    /// The black piece's moves, in the order the solver tries them.
    pub(crate) const BLACK: [Dir; 3] = [Dir::Up, Dir::Left, Dir::Right];

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

/// Why a game is over: the rule that ended it ([`Board::termination`]).
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

impl Board {
    /// The row-major number of `cell`; `u16::MAX` (no cell's) for a cell
    /// off the board.
    pub(crate) fn number(&self, cell: Cell) -> u16 {
        if cell.row < self.rows() && cell.col < self.cols() {
            (cell.row * self.cols() + cell.col) as u16 // below 400
        } else {
            u16::MAX
        }
    }

    /// Whether the game is over in `position`, and why: the rules checked
    /// in order (black on row 1, a capture, no legal move).
    pub fn termination(&self, position: &Position) -> Option<Termination> {
        let mut moves = Vec::new();
        match self.end(position) {
            Some(_) if position.black().row == 0 => Some(Termination::BlackOnFirstRow),
            Some(_) => Some(Termination::Capture {
                by: position.to_move.other(),
            }),
            None => {
                self.legal_moves(position, &mut moves);
                moves
                    .is_empty()
                    .then_some(Termination::NoMove(position.to_move))
            }
        }
    }
}

impl Rules for Board {
    type Position = Position;
    type Move = Move;

    /// The board's pieces, red to move.
    fn start(&self) -> Position {
        Position::new(self, self.reds(), self.black(), Side::Red)
    }

    /// Red: either piece (in row-major order), one step up, left, right
    /// or down (the row-major order of the cells reached) onto a free cell
    /// not holding the other red piece (black's cell is allowed). Black:
    /// one step up, left or right (never down) onto a free cell (a red
    /// piece's cell is allowed). None once the game is over.
    fn legal_moves(&self, p: &Position, moves: &mut Vec<Move>) {
        if self.end(p).is_some() {
            return;
        }
        let [a, b] = p.reds;
        match p.to_move {
            Side::Red => {
                for (from, other) in [(a, b), (b, a)] {
                    for to in self.next(from) {
                        if to != NO_CELL && to != other {
                            moves.push(Move {
                                from: self.cell(from),
                                to: self.cell(to),
                            });
                        }
                    }
                }
            }
            Side::Black => {
                let [up, left, right, _] = self.next(p.black);
                for to in [up, left, right] {
                    if to != NO_CELL {
                        moves.push(Move {
                            from: self.cell(p.black),
                            to: self.cell(to),
                        });
                    }
                }
            }
        }
    }

    fn play(&self, p: &Position, mv: &Move) -> Position {
        let mut next = *p;
        // A legal move's cells are on the board.
        let number = |cell: Cell| (cell.row * self.cols() + cell.col) as u16;
        let (from, to) = (number(mv.from), number(mv.to));
        match p.to_move {
            Side::Red => {
                let other = if p.reds[0] == from {
                    p.reds[1]
                } else {
                    p.reds[0]
                };
                next.reds = [to.min(other), to.max(other)];
            }
            Side::Black => next.black = to,
        }
        next.to_move = p.to_move.other();
        next
    }
}

/// Before each move, in this order: black on row 1 wins for black; black
/// sharing a cell with a red piece wins for the side that moved last (the
/// side to move loses); then a side to move with no legal move loses (the
/// rules layer's default).
impl Loopy for Board {
    fn end(&self, p: &Position) -> Option<Wdl> {
        if usize::from(p.black) < self.cols() {
            Some(match p.to_move {
                Side::Black => Wdl::Win,
                Side::Red => Wdl::Loss,
            })
        } else if p.reds.contains(&p.black) {
            Some(Wdl::Loss)
        } else {
            None
        }
    }

    /// Red moved last (black to move): either red piece came from a free
    /// cell one step away, not the other red piece's. Black moved last:
    /// the black piece came from the free cell below it, or beside it.
    fn parents(&self, p: &Position, parents: &mut Vec<Position>) -> bool {
        let [a, b] = p.reds;
        match p.to_move {
            Side::Black => {
                for (to, other) in [(a, b), (b, a)] {
                    for from in self.next(to) {
                        if from != NO_CELL && from != other {
                            parents.push(Position {
                                reds: [from.min(other), from.max(other)],
                                to_move: Side::Red,
                                ..*p
                            });
                        }
                    }
                }
            }
            Side::Red => {
                let [_, left, right, down] = self.next(p.black);
                for from in [down, left, right] {
                    if from != NO_CELL {
                        parents.push(Position {
                            black: from,
                            to_move: Side::Black,
                            ..*p
                        });
                    }
                }
            }
        }
        true
    }
}

/// A position is numbered by its red pair (cell numbers `a < b`, the
/// pair `b (b - 1) / 2 + a`), then the black piece's cell, then the side
/// to move (red 0, black 1): `((pair · C + black) · 2 + side)`, `C` the
/// board's cells, `C (C - 1) / 2 · C · 2` numbers (those of obstacles, or
/// of pieces sharing a cell, are no position of a game).
///
/// ```
/// use common_io::rules::{Indexed, Rules};
/// use pawn_retro::Board;
///
/// let board: Board = "2 3\n...\nOXO\n".parse()?;
/// assert_eq!(board.count(), 15 * 6 * 2);
/// let start = board.start();
/// // The pair (3, 5) is 5 · 4 / 2 + 3 = 13; black on 4; red to move.
/// assert_eq!(board.index(&start), (13 * 6 + 4) * 2);
/// assert_eq!(board.position(board.index(&start)), start);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl Indexed for Board {
    fn count(&self) -> usize {
        let cells = self.rows() * self.cols();
        cells * (cells - 1) / 2 * cells * 2
    }

    fn index(&self, p: &Position) -> usize {
        let cells = self.rows() * self.cols();
        let [a, b] = p.reds.map(usize::from);
        let pair = b * b.saturating_sub(1) / 2 + a;
        (pair * cells + usize::from(p.black)) * 2 + usize::from(p.to_move == Side::Black)
    }

    fn position(&self, index: usize) -> Position {
        let cells = self.rows() * self.cols();
        let side = if index % 2 == 1 {
            Side::Black
        } else {
            Side::Red
        };
        let black = index / 2 % cells;
        let pair = index / 2 / cells;
        // The largest `b` with `b (b - 1) / 2 <= pair`: from the
        // floating-point root, then made exact.
        let mut b = ((1.0 + (1.0 + 8.0 * pair as f64).sqrt()) / 2.0) as usize;
        while b * b.saturating_sub(1) / 2 > pair {
            b -= 1;
        }
        while (b + 1) * b / 2 <= pair {
            b += 1;
        }
        let a = pair - b * b.saturating_sub(1) / 2;
        Position {
            reds: [a as u16, b as u16],
            black: black as u16,
            cols: self.cols() as u16,
            to_move: side,
        }
    }
}
