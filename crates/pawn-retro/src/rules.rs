//! The rules: their vocabulary, shared by the kernel (the retrograde
//! analysis) and the queries (the two sides, the steps a piece makes, how
//! a game ends, whether the side to move wins or loses), and the game
//! stated through common-io's rules layer ([`PawnRules`]), which
//! `--solver rules` solves with the generic retrograde solver. It imports
//! nothing from either layer (only the board).

use std::fmt;

use common_io::game::Wdl;
use common_io::rules::{Loopy, Rules};

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

/// A position as the rules state it: the cells of the two red pieces (in
/// increasing order: they are interchangeable) and of the black piece, by
/// row-major number, and the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Placement {
    /// The red pieces' cells, the smaller first.
    pub reds: [u16; 2],
    /// The black piece's cell.
    pub black: u16,
    /// Who moves.
    pub to_move: Side,
}

/// The game on one board, stated plainly for the rules layer ([`Rules`]
/// and [`Loopy`]), from the statement and the board alone (it shares only
/// the type [`Side`] with the kernel): the solver of `--solver rules`
/// ([`common_io::rules::Tablebase`]), and the check of the kernel.
///
/// ```
/// use common_io::Resources;
/// use common_io::game::Forced;
/// use common_io::rules::{Rules, Solution, Tablebase};
/// use pawn_retro::rules::PawnRules;
///
/// // The fourth board of the statement's sample: red wins in 9 moves.
/// let rules = PawnRules::new(&"5 5\n.....\n#####\n..X..\n.....\nO...O\n".parse()?);
/// let start = rules.start();
/// let solved = Tablebase::solve(rules, &Resources::default())?;
/// assert_eq!(solved.outcome(&start), Some(Forced::Win(9)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct PawnRules {
    board: Board,
}

impl PawnRules {
    /// The rules of `board`.
    pub fn new(board: &Board) -> PawnRules {
        PawnRules {
            board: board.clone(),
        }
    }

    /// The number of `cell`.
    pub fn number(&self, cell: Cell) -> u16 {
        match u16::try_from(cell.row * self.board.cols() + cell.col) {
            Ok(n) => n,
            Err(_) => unreachable!("a board has at most 400 cells"),
        }
    }

    /// The cell numbered `n`.
    fn cell(&self, n: u16) -> Cell {
        Cell::new(
            usize::from(n) / self.board.cols(),
            usize::from(n) % self.board.cols(),
        )
    }

    /// The cell one step of `(rows, columns)` from cell `n`, if it is on
    /// the board and not an obstacle (the kernel's steps are its own).
    fn step(&self, n: u16, (dr, dc): (isize, isize)) -> Option<u16> {
        let from = self.cell(n);
        let to = Cell::new(
            from.row.checked_add_signed(dr)?,
            from.col.checked_add_signed(dc)?,
        );
        (to.row < self.board.rows() && to.col < self.board.cols() && self.board.is_free(to))
            .then(|| self.number(to))
    }

    /// The placement of `reds` and `black`, `to_move` to move.
    pub fn placement(&self, reds: [Cell; 2], black: Cell, to_move: Side) -> Placement {
        let (a, b) = (self.number(reds[0]), self.number(reds[1]));
        Placement {
            reds: [a.min(b), a.max(b)],
            black: self.number(black),
            to_move,
        }
    }
}

/// A move: a piece hops from its cell to a neighbour (cells by number).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hop {
    /// The moving piece's cell.
    pub from: u16,
    /// Where it goes.
    pub to: u16,
}

impl Rules for PawnRules {
    type Position = Placement;
    type Move = Hop;

    /// The board's pieces, red to move.
    fn start(&self) -> Placement {
        self.placement(self.board.reds(), self.board.black(), Side::Red)
    }

    /// Red: either piece, one step up, down, left or right, onto a free
    /// cell not holding the other red piece (black's cell is allowed).
    /// Black: one step up, left or right (never down) onto a free cell (a
    /// red piece's cell is allowed).
    fn legal_moves(&self, p: &Placement, moves: &mut Vec<Hop>) {
        match p.to_move {
            Side::Red => {
                for (from, other) in [(p.reds[0], p.reds[1]), (p.reds[1], p.reds[0])] {
                    // Up, down, left, right.
                    for dir in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
                        if let Some(to) = self.step(from, dir)
                            && to != other
                        {
                            moves.push(Hop { from, to });
                        }
                    }
                }
            }
            Side::Black => {
                // Up, left, right: never down.
                for dir in [(-1, 0), (0, -1), (0, 1)] {
                    if let Some(to) = self.step(p.black, dir) {
                        moves.push(Hop { from: p.black, to });
                    }
                }
            }
        }
    }

    fn play(&self, p: &Placement, step: &Hop) -> Placement {
        let mut next = *p;
        match p.to_move {
            Side::Red => {
                let other = if p.reds[0] == step.from {
                    p.reds[1]
                } else {
                    p.reds[0]
                };
                next.reds = [step.to.min(other), step.to.max(other)];
            }
            Side::Black => next.black = step.to,
        }
        next.to_move = p.to_move.other();
        next
    }
}

/// Before each move, in this order: black on row 1 wins for black; black
/// sharing a cell with a red piece wins for the side that moved last (the
/// side to move loses); then a side to move with no legal move loses (the
/// rules layer's default).
impl Loopy for PawnRules {
    fn end(&self, p: &Placement) -> Option<Wdl> {
        if usize::from(p.black) < self.board.cols() {
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
}
