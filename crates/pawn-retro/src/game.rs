//! The typed API: sides, positions, moves, outcomes, the tablebase and the
//! optimal game.

use std::collections::HashMap;
use std::fmt;

use crate::board::{Board, Cell};
use crate::layout::{Dir, Layout};
use crate::retro::{self, Label, Labels};

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

/// The result of optimal play from a position.
///
/// The move counts are the total number of moves both sides make from that
/// position until the game ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Neither side can force a win: the game never ends.
    Tie,
    /// Red wins after this many moves.
    RedWins(u32),
    /// Black wins after this many moves.
    BlackWins(u32),
}

impl Outcome {
    /// `side` wins after `moves` moves.
    pub fn win(side: Side, moves: u32) -> Outcome {
        match side {
            Side::Red => Outcome::RedWins(moves),
            Side::Black => Outcome::BlackWins(moves),
        }
    }

    /// The winner, if any.
    pub fn winner(self) -> Option<Side> {
        match self {
            Outcome::Tie => None,
            Outcome::RedWins(_) => Some(Side::Red),
            Outcome::BlackWins(_) => Some(Side::Black),
        }
    }

    /// The number of moves until the end, if the game ends.
    pub fn moves(self) -> Option<u32> {
        match self {
            Outcome::Tie => None,
            Outcome::RedWins(k) | Outcome::BlackWins(k) => Some(k),
        }
    }

    fn from_label(label: Option<Label>, to_move: Side) -> Outcome {
        match label {
            None => Outcome::Tie,
            Some(Label { mover_loses, moves }) => Outcome::win(
                if mover_loses {
                    to_move.other()
                } else {
                    to_move
                },
                moves,
            ),
        }
    }
}

/// The judge's line: `Tie`, `Red k` or `Black k`.
impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Tie => f.write_str("Tie"),
            Outcome::RedWins(k) => write!(f, "Red {k}"),
            Outcome::BlackWins(k) => write!(f, "Black {k}"),
        }
    }
}

/// Where the three pieces stand. The two red pieces are interchangeable:
/// [`Position::new`] keeps them in row-major order, so equal positions
/// compare equal whatever order they were given in. Whose turn it is
/// follows from the board's start (see [`Tablebase::side_to_move`]).
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
    /// [`Tablebase::legal_moves`]); if no such piece stands on `mv.from`
    /// the position is returned unchanged.
    pub fn after(&self, mv: &Move) -> Position {
        let [a, b] = self.reds;
        match mv.side {
            Side::Red if a == mv.from => Position::new(mv.to, b, self.black),
            Side::Red if b == mv.from => Position::new(a, mv.to, self.black),
            Side::Black if self.black == mv.from => Position::new(a, b, mv.to),
            _ => *self,
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

/// Why a game ended (or, for a tie, why the optimal game was cut).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
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
    /// A tie: the last position is the one after `after` moves of the game
    /// (0: the start), and optimal play repeats the moves in between forever.
    Repetition {
        /// How many moves into the game the repeated position first stood.
        after: usize,
    },
}

/// An optimal game from a position: the moves, the result, and how it ends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// The position the game starts from.
    pub start: Position,
    /// Who moves first from `start`.
    pub first: Side,
    /// The moves, in order. For a tie: until a position repeats.
    pub moves: Vec<Move>,
    /// The result from `start` under optimal play.
    pub outcome: Outcome,
    /// How the game ends (or cycles).
    pub ending: Ending,
}

impl Game {
    /// The positions of the game: `start`, then the one after each move.
    pub fn positions(&self) -> Vec<Position> {
        let mut positions = Vec::with_capacity(self.moves.len() + 1);
        let mut here = self.start;
        positions.push(here);
        for mv in &self.moves {
            here = here.after(mv);
            positions.push(here);
        }
        positions
    }
}

/// Every position of a board, solved: built once by retrograde analysis,
/// then queried for any position reachable from the board's start.
///
/// Positions are answered exactly when the red pieces stand on distinct
/// cells of their starting regions (the free cells connected to their
/// starting cells) and the black piece on a cell it can reach from its
/// start by moves up, left and right; this covers every position reachable
/// from the start. Other positions get `None`.
#[derive(Clone)]
pub struct Tablebase {
    board: Board,
    layout: Layout,
    labels: Labels,
}

/// The board and the table's size (not its millions of entries).
impl fmt::Debug for Tablebase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Tablebase")
            .field("board", &self.board)
            .field("positions", &self.position_count())
            .field("table_bytes", &self.table_bytes())
            .finish_non_exhaustive()
    }
}

impl Tablebase {
    /// Solves every position of `board`'s index space.
    ///
    /// Time `O(P)`, memory 2 bytes per position kept (plus the queues while
    /// solving), with `P =` [`position_count`]`(board)`.
    pub fn new(board: &Board) -> Tablebase {
        let layout = Layout::new(board);
        let labels = retro::analyze(&layout, None);
        Tablebase {
            board: board.clone(),
            layout,
            labels,
        }
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The start position (red to move).
    pub fn start(&self) -> Position {
        let [a, b] = self.board.reds();
        Position::new(a, b, self.board.black())
    }

    /// The number of positions in the table.
    pub fn position_count(&self) -> usize {
        self.layout.len()
    }

    /// Bytes held by the table (2 per position, plus the rare game lengths
    /// too long to fit in them).
    pub fn table_bytes(&self) -> usize {
        self.labels.bytes()
    }

    /// Whether the tablebase answers for `position` (see the type's doc).
    pub fn contains(&self, position: &Position) -> bool {
        self.index(position).is_some()
    }

    fn index(&self, position: &Position) -> Option<usize> {
        let [a, b] = position.reds;
        self.layout.index(a, b, position.black)
    }

    /// Whose turn it is in `position`: every move shifts one piece by one
    /// cell, so it is red's exactly when the sum over the three pieces of
    /// `row + col` has the same parity as at the start.
    pub fn side_to_move(&self, position: &Position) -> Side {
        let start = self.start();
        let sum = |p: &Position| {
            p.reds[0].row
                + p.reds[0].col
                + p.reds[1].row
                + p.reds[1].col
                + p.black.row
                + p.black.col
        };
        if sum(position) % 2 == sum(&start) % 2 {
            Side::Red
        } else {
            Side::Black
        }
    }

    /// The result of optimal play from `position`, with move counts from
    /// there; `None` if the tablebase does not cover it.
    pub fn outcome(&self, position: &Position) -> Option<Outcome> {
        let index = self.index(position)?;
        Some(Outcome::from_label(
            self.labels.get(index),
            self.side_to_move(position),
        ))
    }

    /// Whether the game is over in `position`, and why: the spec's rules
    /// checked in order (black on row 1, a capture, no legal move).
    pub fn ending(&self, position: &Position) -> Option<Ending> {
        ending(&self.board, position, self.side_to_move(position))
    }

    /// The legal moves of the side to move in `position` (none once the
    /// game is over), in a fixed order: red pieces in row-major order, each
    /// trying up, down, left, right; black trying up, left, right.
    pub fn legal_moves(&self, position: &Position) -> Vec<Move> {
        if self.ending(position).is_some() {
            return Vec::new();
        }
        moves(&self.board, position, self.side_to_move(position))
    }

    /// An optimal move from `position`: the fastest win when the side to
    /// move can force one, the slowest loss when it cannot avoid losing,
    /// and a move that keeps the tie otherwise (the first in
    /// [`Tablebase::legal_moves`] order in each case). `None` when the game
    /// is over or the position is not covered.
    pub fn best_move(&self, position: &Position) -> Option<Move> {
        let wanted = match self.outcome(position)? {
            Outcome::Tie => Outcome::Tie,
            Outcome::RedWins(k) => Outcome::RedWins(k.checked_sub(1)?),
            Outcome::BlackWins(k) => Outcome::BlackWins(k.checked_sub(1)?),
        };
        self.legal_moves(position)
            .into_iter()
            .find(|mv| self.outcome(&position.after(mv)) == Some(wanted))
    }

    /// The optimal game from `position`, both sides playing
    /// [`Tablebase::best_move`]; `None` if the position is not covered. A
    /// tie is followed until a position repeats.
    pub fn game_from(&self, position: &Position) -> Option<Game> {
        let outcome = self.outcome(position)?;
        let first = self.side_to_move(position);
        let mut moves = Vec::new();
        let mut here = *position;
        let mut seen: HashMap<Position, usize> = HashMap::new();
        let ending = loop {
            if let Some(ending) = self.ending(&here) {
                break ending;
            }
            if outcome == Outcome::Tie {
                if let Some(&after) = seen.get(&here) {
                    break Ending::Repetition { after };
                }
                seen.insert(here, moves.len());
            }
            // Every unfinished covered position has an optimal move.
            let Some(mv) = self.best_move(&here) else {
                break Ending::NoMove(self.side_to_move(&here));
            };
            here = here.after(&mv);
            moves.push(mv);
        };
        Some(Game {
            start: *position,
            first,
            moves,
            outcome,
            ending,
        })
    }

    /// The optimal game from the board's start.
    pub fn principal_variation(&self) -> Game {
        let start = self.start();
        self.game_from(&start).unwrap_or(Game {
            start,
            first: Side::Red,
            moves: Vec::new(),
            outcome: Outcome::Tie,
            ending: Ending::Repetition { after: 0 },
        })
    }
}

/// The moves `side` could make in `position` on `board` (whether or not the
/// game is over), in the order of [`Tablebase::legal_moves`].
fn moves(board: &Board, position: &Position, side: Side) -> Vec<Move> {
    let (rows, cols) = (board.rows(), board.cols());
    let mut moves = Vec::new();
    match side {
        Side::Red => {
            for (from, other) in [
                (position.reds[0], position.reds[1]),
                (position.reds[1], position.reds[0]),
            ] {
                for dir in Dir::RED {
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
            let from = position.black;
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

/// Whether the game is over in `position` with `side` to move, and why.
fn ending(board: &Board, position: &Position, side: Side) -> Option<Ending> {
    if position.black.row == 0 {
        Some(Ending::BlackOnFirstRow)
    } else if position.reds.contains(&position.black) {
        Some(Ending::Capture { by: side.other() })
    } else if moves(board, position, side).is_empty() {
        Some(Ending::NoMove(side))
    } else {
        None
    }
}

/// The number of positions the solver labels for `board`: `C(R, 2) · B`,
/// with `R` the cells of the red pieces' regions and `B` the cells black
/// can reach. At most `C(400, 2) · 400 = 31,920,000`.
pub fn position_count(board: &Board) -> usize {
    Layout::new(board).len()
}

/// The result of optimal play from the board's start: the judge's answer.
///
/// Runs the retrograde analysis only until the start is labelled (a label,
/// once given, is final), and not at all when the game is over before the
/// first move; a tie needs the whole analysis.
pub fn solve(board: &Board) -> Outcome {
    let [a, b] = board.reds();
    if ending(board, &Position::new(a, b, board.black()), Side::Red).is_some() {
        // Black on row 1 or red unable to move (no capture at the start).
        return Outcome::BlackWins(0);
    }
    let layout = Layout::new(board);
    let labels = retro::analyze(&layout, Some(layout.start));
    Outcome::from_label(labels.get(layout.start), Side::Red)
}

/// The optimal game from the board's start, move by move.
pub fn principal_variation(board: &Board) -> Game {
    Tablebase::new(board).principal_variation()
}
