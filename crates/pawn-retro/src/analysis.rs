//! The solved game: [`analyze`] builds the [`Analysis`] of a board (a
//! tablebase of every reachable position), which answers the outcome, the
//! best move and the optimal game from any of them; [`solve`] answers the
//! start alone.

use std::collections::HashMap;
use std::fmt;

use common_io::OutOfMemory;

use crate::board::Board;
use crate::position::{Move, Position, Side};
use crate::retro::layout::{self, Layout};
use crate::retro::{self, Goal, Label, Labels, Verdict};

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

    /// The same result with `moves` more moves before it: a win or a loss
    /// `moves` moves later, a tie still a tie.
    pub(crate) fn later(self, moves: u32) -> Outcome {
        match self {
            Outcome::Tie => Outcome::Tie,
            Outcome::RedWins(k) => Outcome::RedWins(k + moves),
            Outcome::BlackWins(k) => Outcome::BlackWins(k + moves),
        }
    }

    /// How good this result is for `side`, as a key to minimise: a win in
    /// fewer moves, then any win, then a tie, then a loss in more moves.
    fn rank_for(self, side: Side) -> (u8, i64) {
        match self {
            Outcome::Tie => (1, 0),
            Outcome::RedWins(k) | Outcome::BlackWins(k) if self.winner() == Some(side) => {
                (0, i64::from(k))
            }
            Outcome::RedWins(k) | Outcome::BlackWins(k) => (2, -i64::from(k)),
        }
    }

    fn from_label(label: Option<Label>, to_move: Side) -> Outcome {
        match label {
            None => Outcome::Tie,
            Some(Label { verdict, moves }) => Outcome::win(
                match verdict {
                    Verdict::MoverWins => to_move,
                    Verdict::MoverLoses => to_move.other(),
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

/// A legal move of a position with its value ([`Analysis::move_values`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveValue {
    /// The move: the piece of `mv.side` on `mv.from` steps to `mv.to`.
    pub mv: Move,
    /// The result of the game if this move is made and both sides play
    /// optimally afterwards, with the moves counted from the position the
    /// move is made in, this move included: a move that captures black at
    /// once is [`Outcome::RedWins`]`(1)`, and a move into a position won
    /// by red in `k` moves is `RedWins(k + 1)`. A tie stays a tie.
    pub outcome: Outcome,
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

/// Every position of a board, solved: a tablebase, built once by
/// retrograde analysis ([`analyze`]), then queried for any position
/// reachable from the board's start.
///
/// Positions are answered exactly when the red pieces stand on distinct
/// cells of their starting regions (the free cells connected to their
/// starting cells) and the black piece on a cell it can reach from its
/// start by moves up, left and right; this covers every position reachable
/// from the start. Other positions get `None`.
#[doc(alias = "Tablebase")]
#[derive(Clone)]
pub struct Analysis {
    board: Board,
    layout: Layout,
    labels: Labels,
}

/// The board and the table's size (not its millions of entries).
impl fmt::Debug for Analysis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Analysis")
            .field("board", &self.board)
            .field("positions", &self.position_count())
            .field("table_bytes", &self.table_bytes())
            .finish_non_exhaustive()
    }
}

/// Solves every position of `board`'s index space: the [`Analysis`]
/// (tablebase) of `board`.
///
/// Time `O(P)`, memory 2 bytes per position kept (plus the queues while
/// solving), with `P =` [`position_count`]`(board)`. When the memory is
/// not there, the process aborts as `vec!` does: this is
/// [`try_analyze`]`(board).unwrap_or_else(|e| e.abort())`.
pub fn analyze(board: &Board) -> Analysis {
    try_analyze(board).unwrap_or_else(|e| e.abort())
}

/// [`analyze`], or [`OutOfMemory`] (what could not be allocated, and how
/// many bytes it needed) when a table of the analysis cannot be allocated:
/// the state table (2 bytes per position), the queues, the layout's tables.
pub fn try_analyze(board: &Board) -> Result<Analysis, OutOfMemory> {
    let layout = Layout::try_new(board)?;
    let labels = retro::analyze(&layout, Goal::Everything, retro::DEEP)?;
    Ok(Analysis {
        board: board.clone(),
        layout,
        labels,
    })
}

impl Analysis {
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

    /// Whether the analysis answers for `position` (see the type's doc).
    pub fn contains(&self, position: &Position) -> bool {
        self.index(position).is_some()
    }

    fn index(&self, position: &Position) -> Option<usize> {
        let [a, b] = position.reds();
        self.layout.index(a, b, position.black())
    }

    /// Whose turn it is in `position`: every move shifts one piece by one
    /// cell, so it is red's exactly when the sum over the three pieces of
    /// `row + col` has the same parity as at the start.
    pub fn side_to_move(&self, position: &Position) -> Side {
        if position.coordinate_sum() % 2 == self.start().coordinate_sum() % 2 {
            Side::Red
        } else {
            Side::Black
        }
    }

    /// The result of optimal play from `position`, with move counts from
    /// there; `None` if the analysis does not cover it.
    pub fn outcome(&self, position: &Position) -> Option<Outcome> {
        let index = self.index(position)?;
        Some(Outcome::from_label(
            self.labels.get(index),
            self.side_to_move(position),
        ))
    }

    /// Whether the game is over in `position`, and why: the rules checked
    /// in order (black on row 1, a capture, no legal move).
    pub fn ending(&self, position: &Position) -> Option<Ending> {
        position.ending(&self.board, self.side_to_move(position))
    }

    /// The legal moves of the side to move in `position` (none once the
    /// game is over), sorted by `(from, to)` with cells in row-major order
    /// (the order of the `--moves` output): red's pieces in row-major
    /// order, each trying up, left, right, down; black trying up, left,
    /// right.
    pub fn legal_moves(&self, position: &Position) -> Vec<Move> {
        if self.ending(position).is_some() {
            return Vec::new();
        }
        position.moves(&self.board, self.side_to_move(position))
    }

    /// Every legal move of `position` with its value, in the order of
    /// [`Analysis::legal_moves`] (sorted by `(from, to)`, the order the
    /// `--moves` output lists them).
    ///
    /// [`MoveValue::outcome`] is the result of optimal play after the
    /// move, counted from `position`, the move included. The side to move
    /// finds [`Analysis::outcome`]`(position)` among them as its best: a
    /// win in the fewest moves, else a tie, else a loss in the most moves;
    /// [`Analysis::best_move`] is the first move listed with it.
    ///
    /// The list is empty once the game is over, and for a position the
    /// analysis does not cover (one no game from the board's start
    /// reaches: see [`Analysis`]), whose moves it cannot value;
    /// [`Analysis::contains`] (or [`Analysis::outcome`], `None`) tells the
    /// two apart. Every position a move leads to from a covered one is
    /// covered, so the list is never partial.
    ///
    /// # Example
    ///
    /// ```
    /// use pawn_retro::{Board, Cell, Move, MoveValue, Outcome, Side, analyze};
    ///
    /// // The first board of the statement's sample (cells are 0-based).
    /// let board: Board = "3 3\n.O.\n.X.\nO..\n".parse()?;
    /// let analysis = analyze(&board);
    /// let start = analysis.start();
    /// let values = analysis.move_values(&start);
    /// // 5 moves, sorted by (from, to): the red piece of row 0 first.
    /// assert_eq!(values.len(), 5);
    /// // Moving (0, 1) down onto black at (1, 1) wins at once.
    /// let capture = Move { side: Side::Red, from: Cell::new(0, 1), to: Cell::new(1, 1) };
    /// assert_eq!(values[2], MoveValue { mv: capture, outcome: Outcome::RedWins(1) });
    /// // Any other move lets black step up to row 0 (the statement's row
    /// // 1) and win: 2 moves in all.
    /// for (i, value) in values.iter().enumerate() {
    ///     let expected = if i == 2 { Outcome::RedWins(1) } else { Outcome::BlackWins(2) };
    ///     assert_eq!(value.outcome, expected);
    /// }
    /// // The best is the position's outcome, and the first such move is
    /// // the one played.
    /// assert_eq!(analysis.outcome(&start), Some(Outcome::RedWins(1)));
    /// assert_eq!(analysis.best_move(&start), Some(capture));
    /// // After it, the game is over: no moves.
    /// assert!(analysis.move_values(&start.after(&capture)).is_empty());
    /// # Ok::<(), pawn_retro::InputError>(())
    /// ```
    pub fn move_values(&self, position: &Position) -> Vec<MoveValue> {
        if !self.contains(position) {
            return Vec::new();
        }
        self.legal_moves(position)
            .into_iter()
            .map(|mv| {
                let Some(after) = self.outcome(&position.after(&mv)) else {
                    unreachable!("a move from a covered position stays in the index space")
                };
                MoveValue {
                    mv,
                    outcome: after.later(1),
                }
            })
            .collect()
    }

    /// An optimal move from `position`: the first of
    /// [`Analysis::move_values`] (sorted by `(from, to)`) with the best
    /// outcome for the side to move: the fastest win when it can force
    /// one, else a move that keeps the tie, else the slowest loss. `None`
    /// when the game is over or the position is not covered.
    pub fn best_move(&self, position: &Position) -> Option<Move> {
        let side = self.side_to_move(position);
        // The first move with the best outcome: `min_by_key` keeps the
        // first of equal keys.
        let best = self
            .move_values(position)
            .into_iter()
            .min_by_key(|value| value.outcome.rank_for(side))?;
        assert_eq!(
            Some(best.outcome),
            self.outcome(position),
            "a position's outcome is the best of its moves'"
        );
        Some(best.mv)
    }

    /// The optimal game from `position`, both sides playing
    /// [`Analysis::best_move`]; `None` if the position is not covered. A
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
            let Some(mv) = self.best_move(&here) else {
                unreachable!("a covered position where the game goes on has an optimal move");
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
        let Some(game) = self.game_from(&self.start()) else {
            unreachable!("the start is in its own index space");
        };
        game
    }
}

/// The number of positions the solver labels for `board`: `C(R, 2) · B`,
/// with `R` the cells of the red pieces' regions and `B` the cells black
/// can reach. At most `C(400, 2) · 400 = 31,920,000`.
pub fn position_count(board: &Board) -> usize {
    layout::position_count(board)
}

/// The result of optimal play from the board's start: the judge's answer.
///
/// Runs the retrograde analysis only until the start is labelled (a label,
/// once given, is final), and not at all when the game is over before the
/// first move; a tie needs the whole analysis. When the memory is not
/// there, the process aborts as `vec!` does: this is
/// [`try_solve`]`(board).unwrap_or_else(|e| e.abort())`.
pub fn solve(board: &Board) -> Outcome {
    try_solve(board).unwrap_or_else(|e| e.abort())
}

/// [`solve`], or [`OutOfMemory`] (what could not be allocated, and how many
/// bytes it needed) when a table of the analysis cannot be allocated.
pub fn try_solve(board: &Board) -> Result<Outcome, OutOfMemory> {
    let [a, b] = board.reds();
    if Position::new(a, b, board.black())
        .ending(board, Side::Red)
        .is_some()
    {
        // Black on row 1 or red unable to move (no capture at the start).
        return Ok(Outcome::BlackWins(0));
    }
    let layout = Layout::try_new(board)?;
    let labels = retro::analyze(&layout, Goal::Position(layout.start), retro::DEEP)?;
    Ok(Outcome::from_label(labels.get(layout.start), Side::Red))
}

/// The optimal game from the board's start, move by move:
/// [`analyze`]`(board).`[`principal_variation`](Analysis::principal_variation)`()`
/// (which aborts when the memory is not there; the fallible route is
/// [`try_analyze`]`(board)?.principal_variation()`).
pub fn principal_variation(board: &Board) -> Game {
    analyze(board).principal_variation()
}
