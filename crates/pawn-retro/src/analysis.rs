//! The solved game: [`try_analyze`] builds the [`Analysis`] of a board (a
//! tablebase of every reachable position), which answers the value of any
//! of them, every move's value, and the optimal game; `solve_start`
//! answers the start alone (the judge's line).

use std::fmt;

use common_io::game::{Ending, Forced, ForeignPosition, IllegalMove, Line, MoveValue, Wdl};
use common_io::rules::{Solution, Tablebase};
use common_io::{OutOfMemory, Resources, Solver};

use crate::board::Board;
use crate::game::PawnRetro;
use crate::position::{Move, Position};
use crate::retro::layout::{self, Layout, Regions};
use crate::retro::{self, Goal, Label, Labels};
use crate::rules::{PawnRules, Side, Termination};

/// The result of optimal play from a position, in the judge's words.
///
/// The move counts are the total number of moves both sides make from that
/// position until the game ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Answer {
    /// Neither side can force a win: the game never ends (the judge's
    /// `Tie`).
    Draw,
    /// Red wins after this many moves.
    RedWins(u32),
    /// Black wins after this many moves.
    BlackWins(u32),
}

impl Answer {
    /// `side` wins after `moves` moves.
    pub fn win(side: Side, moves: u32) -> Answer {
        match side {
            Side::Red => Answer::RedWins(moves),
            Side::Black => Answer::BlackWins(moves),
        }
    }

    /// The result `value` is for `side`, in the judge's words.
    ///
    /// ```
    /// use pawn_retro::{Answer, Forced, Side};
    ///
    /// assert_eq!(Answer::new(Forced::Loss(8), Side::Black).to_string(), "Red 8");
    /// assert_eq!(Answer::new(Forced::Draw, Side::Red).to_string(), "Tie");
    /// ```
    pub fn new(value: Forced, side: Side) -> Answer {
        match value {
            Forced::Win(k) => Answer::win(side, k),
            Forced::Draw => Answer::Draw,
            Forced::Loss(k) => Answer::win(side.other(), k),
        }
    }

    /// The winner, if any.
    pub fn winner(self) -> Option<Side> {
        match self {
            Answer::Draw => None,
            Answer::RedWins(_) => Some(Side::Red),
            Answer::BlackWins(_) => Some(Side::Black),
        }
    }

    /// The number of moves until the end, if the game ends.
    pub fn moves(self) -> Option<u32> {
        match self {
            Answer::Draw => None,
            Answer::RedWins(k) | Answer::BlackWins(k) => Some(k),
        }
    }

    /// The same result seen by `side`.
    pub fn for_side(self, side: Side) -> Forced {
        match self {
            Answer::Draw => Forced::Draw,
            Answer::RedWins(k) | Answer::BlackWins(k) if self.winner() == Some(side) => {
                Forced::Win(k)
            }
            Answer::RedWins(k) | Answer::BlackWins(k) => Forced::Loss(k),
        }
    }

    fn from_label(label: Option<Label>, to_move: Side) -> Answer {
        match label {
            None => Answer::Draw,
            Some(Label { verdict, moves }) => Answer::win(
                // A label is won or lost for its mover: draws are unlabelled.
                if verdict == Wdl::Win {
                    to_move
                } else {
                    to_move.other()
                },
                moves,
            ),
        }
    }
}

/// The judge's line: `Tie`, `Red k` or `Black k`.
impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::Draw => f.write_str("Tie"),
            Answer::RedWins(k) => write!(f, "Red {k}"),
            Answer::BlackWins(k) => write!(f, "Black {k}"),
        }
    }
}

/// Every position of a board, solved: a tablebase, built once by
/// retrograde analysis ([`analyze`]), then queried for any position
/// reachable from the board's start.
///
/// Solved by the kernel, positions are answered exactly when the red
/// pieces stand on distinct cells of their starting regions (the free
/// cells connected to their starting cells) and the black piece on a cell
/// it can reach from its start by moves up, left and right; this covers
/// every position reachable from the start. Solved from the rules
/// ([`Solver::Rules`]), they are answered when the start reaches them.
/// Other positions are refused with [`ForeignPosition`] (by
/// [`Analysis::play`], with an [`IllegalMove`]).
#[doc(alias = "Tablebase")]
#[derive(Clone)]
pub struct Analysis {
    board: Board,
    solved: Solved,
}

/// Which solver filled an analysis, and its table. One per analysis: the
/// variants' sizes do not matter.
#[derive(Clone)]
#[allow(clippy::large_enum_variant)]
enum Solved {
    /// The kernel's labels over the layout's index space.
    Kernel { layout: Layout, labels: Labels },
    /// The generic retrograde solver over the rules ([`PawnRules`]).
    Rules(Tablebase<PawnRules>),
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

/// The number of positions the analysis of `board` labels: `C(R, 2) · B`,
/// with `R` the cells of the red pieces' regions and `B` the cells black
/// can reach, counted without building any table. At most
/// `C(400, 2) · 400 = 31,920,000`.
pub fn position_count(board: &Board) -> usize {
    layout::position_count(board)
}

/// The most bytes an analysis of `board` allocates (the bound of the crate
/// documentation, `2 P + max(P, 1 MiB) + 42 C(R, 2) + 256 KiB`).
pub(crate) fn memory_needed(board: &Board) -> usize {
    layout::memory_bound(board)
}

/// The layout of `board`, once `resources` admit the memory its analysis
/// needs ([`memory_needed`], checked before anything is allocated; the
/// regions it counts are found once, for the layout too).
fn admitted_layout(board: &Board, resources: &Resources<'_>) -> Result<Layout, OutOfMemory> {
    let regions = Regions::of(board);
    resources.admit("the analysis", regions.memory_bound())?;
    Layout::try_with(board, regions)
}

/// Solves every position of `board`'s index space within `resources`: the
/// [`Analysis`] (tablebase) of `board`. Each depth of the walk of 131,072
/// positions or more is expanded on the threads of `resources.workers`
/// (the same labels on any number of threads); the boards of a file are
/// also solved side by side, by the binary's shell.
///
/// Refuses with [`OutOfMemory`] when the analysis needs more than the
/// memory limit (checked before anything is allocated) or when a table
/// cannot be allocated (naming what, and its bytes): the state table (2
/// bytes per position), the queues, the layout's tables.
///
/// Time `O(P)`, memory 2 bytes per position kept (plus the queues while
/// solving), `P` the positions of the index space.
///
/// ```
/// use pawn_retro::{Board, Answer, Resources, try_analyze};
///
/// let board: Board = "5 5\n.....\n#####\n..X..\n.....\nO...O\n".parse()?;
/// let analysis = try_analyze(&board, &Resources::default())?;
/// assert_eq!(analysis.answer(), Answer::RedWins(9));
/// let small = Resources::default().with_memory_limit(1000);
/// assert!(try_analyze(&board, &small).unwrap_err().to_string().contains("over the limit"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn try_analyze(board: &Board, resources: &Resources<'_>) -> Result<Analysis, OutOfMemory> {
    let solved = match resources.solver {
        Solver::Kernel => {
            let layout = admitted_layout(board, resources)?;
            let labels = retro::analyze(&layout, Goal::Everything, retro::DEEP, resources.workers)?;
            Solved::Kernel { layout, labels }
        }
        Solver::Rules => Solved::Rules(Tablebase::solve(PawnRules::new(board), resources)?),
    };
    Ok(Analysis {
        board: board.clone(),
        solved,
    })
}

/// Solves `board` on the current thread, without a memory limit:
/// [`try_analyze`]`(board, &Resources::default())`, except that **when
/// the memory is not there the process ends** the way a failed `Vec`
/// allocation ends it ([`OutOfMemory::abort`]).
pub fn analyze(board: &Board) -> Analysis {
    try_analyze(board, &Resources::default()).unwrap_or_else(|e| e.abort())
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
        match &self.solved {
            Solved::Kernel { layout, .. } => layout.len(),
            Solved::Rules(table) => table.len(),
        }
    }

    /// Bytes held by the table (the kernel's: 2 per position, plus the rare
    /// game lengths too long to fit in them).
    pub fn table_bytes(&self) -> usize {
        match &self.solved {
            Solved::Kernel { labels, .. } => labels.bytes(),
            Solved::Rules(table) => table.bytes(),
        }
    }

    /// Whether the analysis answers for `position` (see the type's doc).
    pub fn contains(&self, position: &Position) -> bool {
        self.answer_from(position).is_ok()
    }

    /// Whose turn it is in `position`: every move shifts one piece by one
    /// cell, so it is red's exactly when the sum over the three pieces of
    /// `row + col` has the same parity as at the start.
    pub fn to_move(&self, position: &Position) -> Side {
        if position.coordinate_sum() % 2 == self.start().coordinate_sum() % 2 {
            Side::Red
        } else {
            Side::Black
        }
    }

    /// The judge's answer: the result of optimal play from the board's
    /// start (the start's value, in the judge's words).
    pub fn answer(&self) -> Answer {
        match self.answer_from(&self.start()) {
            Ok(answer) => answer,
            Err(ForeignPosition) => unreachable!("the start is in its own index space"),
        }
    }

    /// The result of optimal play from `position` in the judge's words,
    /// with move counts from there; [`ForeignPosition`] for a position the
    /// analysis does not cover (see the type's doc).
    fn answer_from(&self, position: &Position) -> Result<Answer, ForeignPosition> {
        let [a, b] = position.reds();
        let black = position.black();
        let side = self.to_move(position);
        match &self.solved {
            Solved::Kernel { layout, labels } => {
                let index = layout.index(a, b, black).ok_or(ForeignPosition)?;
                Ok(Answer::from_label(labels.get(index), side))
            }
            Solved::Rules(table) => {
                if ![a, b, black].iter().all(|&cell| self.board.contains(cell)) {
                    return Err(ForeignPosition);
                }
                let placement = table.rules().placement([a, b], black, side);
                let value = table.outcome(&placement).ok_or(ForeignPosition)?;
                Ok(Answer::new(value, side))
            }
        }
    }

    /// The value of `position` for the side to move: the best of its
    /// moves' values, or once the game is over how it ended (in 0 moves);
    /// [`ForeignPosition`] for a position the analysis does not cover.
    pub fn outcome(&self, position: &Position) -> Result<Forced, ForeignPosition> {
        Ok(self.answer_from(position)?.for_side(self.to_move(position)))
    }

    /// Whether the game is over in `position`, and why: the rules checked
    /// in order (black on row 1, a capture, no legal move).
    pub fn termination(&self, position: &Position) -> Option<Termination> {
        position.termination(&self.board, self.to_move(position))
    }

    /// The legal moves of the side to move in `position` (none once the
    /// game is over), sorted by `(from, to)` with cells in row-major order.
    fn legal_moves(&self, position: &Position) -> Vec<Move> {
        if self.termination(position).is_some() {
            return Vec::new();
        }
        position.moves(&self.board, self.to_move(position))
    }

    /// Every legal move of `position` with its value for the side making
    /// it, sorted by `(from, to)` with cells in row-major order (red's
    /// pieces in row-major order, each trying up, left, right, down;
    /// black trying up, left, right): the order the `--moves` output lists
    /// them. Empty once the game is over; [`ForeignPosition`] for a
    /// position the analysis does not cover. Every position a move leads
    /// to from a covered one is covered, so the list is never partial.
    ///
    /// The side to move finds [`Analysis::outcome`]`(position)` among them
    /// as its best (a win in the fewest moves, else a tie, else a loss in
    /// the most moves); the optimal game plays the first move listed with
    /// it.
    ///
    /// # Example
    ///
    /// ```
    /// use pawn_retro::{Board, Cell, Forced, Move, analyze};
    ///
    /// // The first board of the statement's sample (cells are 0-based).
    /// let board: Board = "3 3\n.O.\n.X.\nO..\n".parse()?;
    /// let analysis = analyze(&board);
    /// let start = analysis.start();
    /// let values = analysis.move_values(&start)?;
    /// // 5 moves, sorted by (from, to): the red piece of row 0 first.
    /// assert_eq!(values.len(), 5);
    /// // Moving (0, 1) down onto black at (1, 1) wins at once.
    /// let capture = Move { from: Cell::new(0, 1), to: Cell::new(1, 1) };
    /// assert_eq!((values[2].mv, values[2].value), (capture, Forced::Win(1)));
    /// // Any other move lets black step up to row 0 (the statement's row
    /// // 1) and win: 2 moves in all.
    /// for (i, value) in values.iter().enumerate() {
    ///     let expected = if i == 2 { Forced::Win(1) } else { Forced::Loss(2) };
    ///     assert_eq!(value.value, expected);
    /// }
    /// // The best is the position's outcome.
    /// assert_eq!(analysis.outcome(&start)?, Forced::Win(1));
    /// // After it, the game is over: no moves.
    /// let after = analysis.play(&start, &capture)?;
    /// assert!(analysis.move_values(&after)?.is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn move_values(
        &self,
        position: &Position,
    ) -> Result<Vec<MoveValue<Move, Forced>>, ForeignPosition> {
        if !self.contains(position) {
            return Err(ForeignPosition);
        }
        let side = self.to_move(position);
        Ok(self
            .legal_moves(position)
            .into_iter()
            .map(|mv| {
                let Ok(after) = self.answer_from(&position.after(&mv, side)) else {
                    unreachable!("a move from a covered position stays in the index space")
                };
                MoveValue {
                    mv,
                    value: after.for_side(side).later(1),
                }
            })
            .collect())
    }

    /// The position after `mv`, or the [`IllegalMove`] saying why it
    /// cannot be played: it is not a legal move of the side to move, the
    /// game is over, or `position` is not covered by this analysis.
    ///
    /// ```
    /// use pawn_retro::{Board, analyze};
    ///
    /// let analysis = analyze(&"3 3\n.O.\n.X.\nO..\n".parse::<Board>()?);
    /// let start = analysis.start();
    /// // Red's piece on (1, 2) takes black on (2, 2).
    /// let after = analysis.play(&start, &"1 2 2 2".parse()?)?;
    /// assert!(analysis.termination(&after).is_some());
    /// // Black's piece cannot move while it is red's turn.
    /// let err = analysis.play(&start, &"2 2 1 2".parse()?).unwrap_err();
    /// assert_eq!(err.to_string(), "illegal move `2 2 1 2`: red has no such move");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play(&self, position: &Position, mv: &Move) -> Result<Position, IllegalMove> {
        if !self.contains(position) {
            return Err(IllegalMove::foreign(mv));
        }
        if self.termination(position).is_some() {
            return Err(IllegalMove::game_over(mv));
        }
        let side = self.to_move(position);
        if !self.legal_moves(position).contains(mv) {
            return Err(IllegalMove::new(mv, format!("{side} has no such move")));
        }
        Ok(position.after(mv, side))
    }

    /// The optimal game from the board's start: at each position the first
    /// of [`Analysis::move_values`] with the best value (common-io's
    /// [`principal_variation`](common_io::game::principal_variation), the game `--explain` and `--moves`
    /// show). A decided game ends when the rules end it
    /// ([`Ending::Over`], and [`Analysis::termination`] says why); a tie
    /// is followed until a position repeats ([`Ending::Repetition`]).
    pub fn principal_variation(&self) -> (Line<'_, PawnRetro>, Ending) {
        common_io::game::principal_variation::<PawnRetro>(self)
    }
}

/// The result of optimal play from the board's start: the judge's answer,
/// within `resources` (as [`try_analyze`]).
///
/// Runs the retrograde analysis only until the start is labelled (a label,
/// once given, is final), and not at all when the game is over before the
/// first move; a tie needs the whole analysis.
pub(crate) fn solve_start(board: &Board, resources: &Resources<'_>) -> Result<Answer, OutOfMemory> {
    if resources.solver == Solver::Rules {
        return Ok(try_analyze(board, resources)?.answer());
    }
    let [a, b] = board.reds();
    if Position::new(a, b, board.black())
        .termination(board, Side::Red)
        .is_some()
    {
        // Black on row 1 or red unable to move (no capture at the start).
        return Ok(Answer::BlackWins(0));
    }
    let layout = admitted_layout(board, resources)?;
    let labels = retro::analyze(
        &layout,
        Goal::Position(layout.start),
        retro::DEEP,
        resources.workers,
    )?;
    Ok(Answer::from_label(labels.get(layout.start), Side::Red))
}
