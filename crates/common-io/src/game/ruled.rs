//! A game from its rules alone: [`RulesGame`] is what such a game writes
//! (its rules, its judge format, its generators, its answer's words;
//! [`Cases`](super::Cases) and [`Player`](super::Player) are the usual input and sides),
//! and
//! [`Ruled`] derives the rest of the [`Game`] contract from them and their
//! generic solution ([`Solution`]): the solved game (values, move values,
//! play with its refusals), the `--explain` text (the optimal game), the
//! `--moves` lines, a picture for the explorer, the memory estimate and
//! one-board inputs.
//!
//! A game names `Ruled<MyGame>` wherever a [`Game`] is wanted. Its
//! solution is the generic solver's, and then `--solver kernel` and
//! `--solver rules` are the same; or, for a game with a solver of its own
//! (a kernel), [`Solved`](rules::Solved) of the kernel and the generic
//! solver, with [`RulesGame::KERNEL`] set. What the derived parts write
//! (the `--explain` text, the `--moves` lines, the picture, the judge's
//! answer) a game may write its own way instead: each is a provided
//! method of [`RulesGame`].

use std::fmt::{Debug, Display};
use std::hash::Hash;
use std::io::{self, Write};
use std::marker::PhantomData;
use std::str::FromStr;

use super::{
    About, Axis, BoardNumber, Boards, Cell, Families, ForeignPosition, Game, GenError, IllegalMove,
    Line, Measure, MoveCells, MoveValueOf, ParseMoveError, Picture, Score, Shade, Size, Square,
    principal_variation,
};
use crate::rules::{self, Rules, Solution};
use crate::{InputError, OutOfMemory, Resources};

/// What a game stated by its rules alone writes; [`Ruled`] makes it a
/// [`Game`] (see the module documentation).
///
/// Its board is its rules ([`Rules`]: the start, the legal moves, a move's
/// result; and the kind that picks the solver, [`Loopy`](rules::Loopy),
/// [`Impartial`](rules::Impartial) or [`Scoring`](rules::Scoring)), and
/// its [`RulesGame::Solution`] is the generic solver of that kind.
pub trait RulesGame: Sized + Send + Sync + 'static {
    /// The game's name: its crate's and its binary's ([`Game::NAME`]).
    const NAME: &'static str;
    /// What the game is ([`Game::ABOUT`]).
    const ABOUT: About;
    /// What the two numbers of [`RulesGame::size`] count ([`Game::MEASURE`]):
    /// by default a grid's rows and columns.
    const MEASURE: Measure = Measure::GRID;
    /// Whether [`RulesGame::Solution`] holds a solver of the game's own
    /// beside the generic one ([`Solved`](rules::Solved)), so that
    /// `--solver kernel` and `--solver rules` differ ([`Game::KERNEL`]):
    /// by default `false`.
    const KERNEL: bool = false;

    /// A whole judge input: one board, or a file of boards ([`Cases`](super::Cases)
    /// of them: `T`, then the boards), read as the judge reads it.
    type Input: Boards<Self::Board>
        + Clone
        + Eq
        + Debug
        + Display
        + FromStr<Err = InputError>
        + Send
        + Sync;
    /// One game's setup, which is also its rules.
    type Board: Rules<Position: Debug, Move: Eq + Hash + Display + FromStr<Err = ParseMoveError>>
        + Clone
        + Eq
        + Debug;
    /// The generic solution of the board's rules: `Tablebase<Board>`,
    /// `Nimbers<Board>` or `Scores<Board>`; or `Solved<Kernel, Generic>`,
    /// where the game has a solver of its own ([`RulesGame::KERNEL`]).
    type Solution: Solution<Rules = Self::Board>;
    /// The test generators' families.
    type Family: Families;
    /// Who moves: the game's own names for its two sides.
    type Side: Copy + Eq + Debug + Display + Send + Sync;
    /// The judge's answer for one board.
    type Answer: Display + Send;

    /// Checks a judge input strictly ([`Game::validate`]).
    fn validate(input: &[u8]) -> Result<(), InputError>;
    /// One input of `family` from `seed` ([`Game::generate`]). For a game
    /// of one row ([`Measure::row`]), `size.rows` is `None` or 1: [`Ruled`]
    /// refuses any other row count before its generators see it.
    fn generate(family: Self::Family, seed: u64, size: Size) -> Result<Self::Input, GenError>;
    /// The size of a board, the two numbers [`RulesGame::MEASURE`] names,
    /// as the generators' [`Size`] counts it.
    fn size(board: &Self::Board) -> (usize, usize);
    /// At most how many positions the start of `board` reaches, and how
    /// many moves lead between them: what the memory estimate is made of
    /// ([`Solution::bound`]).
    fn reach(board: &Self::Board) -> (usize, usize);
    /// The most bytes solving `board` allocates ([`Game::memory_needed`]):
    /// by default the solution's bound for the board's
    /// [`RulesGame::reach`]. Without a kernel, it is checked against the
    /// memory limit before solving; a kernel's solve checks its own.
    fn memory_needed(board: &Self::Board) -> usize {
        let (positions, moves) = Self::reach(board);
        Self::Solution::bound(positions, moves)
    }
    /// The judge's answer for `board` ([`Game::try_answer`]): by default
    /// [`RulesGame::answer`] of the board's solution and its rules' start's
    /// value.
    fn try_answer(
        board: &Self::Board,
        resources: &Resources<'_>,
    ) -> Result<Self::Answer, OutOfMemory> {
        Ok(Ruled::<Self>::answer(&Ruled::<Self>::try_analyze(
            board, resources,
        )?))
    }
    /// What `--explain` prints for one board ([`Game::write_explanation`]):
    /// by default the value of the start for the side moving first, and
    /// the optimal game, each move with the side that plays it.
    fn write_explanation(
        out: &mut dyn Write,
        analysis: &Self::Solution,
        board: BoardNumber,
    ) -> io::Result<()> {
        let (line, _) = principal_variation::<Ruled<Self>>(analysis);
        let start = Self::start(analysis.rules());
        let Some(value) = analysis.outcome(&start) else {
            unreachable!("the solution holds its start")
        };
        if board.count > 1 {
            write!(out, "Board {}: ", board.number)?;
        }
        let first = Self::to_move(analysis.rules(), &start);
        writeln!(out, "{first} moves first: {value}.")?;
        let positions = line.positions();
        for (k, mv) in line.moves().iter().enumerate() {
            let side = Self::to_move(analysis.rules(), &positions[k]);
            writeln!(out, "  {}. {side} plays {mv}", k + 1)?;
        }
        Ok(())
    }
    /// What `--explain` prints before the first board
    /// ([`Game::write_explanation_preamble`]): by default nothing.
    fn write_explanation_preamble(out: &mut dyn Write, input: &Self::Input) -> io::Result<()> {
        let _ = (out, input);
        Ok(())
    }
    /// The line `--moves` prints before the optimal game of `board`
    /// ([`Game::moves_board_heading`]): by default `board 2` in a file of
    /// more boards than one, none in a file of one.
    fn moves_board_heading(board: BoardNumber) -> Option<String> {
        (board.count > 1).then(|| format!("board {}", board.number))
    }
    /// The line `--moves` prints before ply `ply` ([`Game::ply_heading`]):
    /// by default `ply 3 First`, the side as its `Display` writes it.
    fn ply_heading(ply: usize, side: Self::Side) -> String {
        format!("ply {ply} {side}")
    }
    /// The line `--moves` prints for a move of the position `line` has
    /// reached ([`Game::move_line`]): by default the move, then its value
    /// for the side making it (`3 win in 5`).
    fn move_line(line: &Line<'_, Ruled<Self>>, value: &MoveValueOf<Ruled<Self>>) -> String {
        let _ = line;
        format!("{} {}", value.mv, value.value)
    }
    /// The value of the game at the position `line` has reached, counting
    /// what the moves played scored ([`Game::game_outcome`]): by default
    /// the position's value.
    fn game_outcome(line: &Line<'_, Ruled<Self>>) -> <Self::Solution as Solution>::Outcome {
        match line.analysis().outcome(line.position()) {
            Some(outcome) => outcome,
            None => unreachable!("a line's positions are its analysis's"),
        }
    }
    /// The position `line` has reached, drawn as a grid for a person (the
    /// explorer's board, [`Game::picture`]), the same grid for every
    /// position of the board: by default one row, the position as its
    /// `Debug` writes it, then a square for each move of the start (which
    /// [`RulesGame::move_cells`] acts on), open where the move is legal in
    /// the position and blocked elsewhere.
    fn picture(line: &Line<'_, Ruled<Self>>) -> Picture {
        let (board, position) = (line.analysis().rules(), line.position());
        let (mut start, mut here) = (Vec::new(), Vec::new());
        board.legal_moves(&Self::start(board), &mut start);
        board.legal_moves(position, &mut here);
        Picture::new(1, start.len() + 1, |_, col| match col {
            0 => Square::new(format!("{position:?}"), Shade::Plain),
            k if here.contains(&start[k - 1]) => Square::new(start[k - 1].to_string(), Shade::Open),
            k => Square::new(start[k - 1].to_string(), Shade::Blocked),
        })
    }
    /// The cells of [`RulesGame::picture`] a legal move of `position` acts
    /// on, a different one for each move: by default the square of the
    /// start's move of the same text, else the first square.
    fn move_cells(
        board: &Self::Board,
        position: &<Self::Board as Rules>::Position,
        mv: &<Self::Board as Rules>::Move,
    ) -> MoveCells {
        let _ = position;
        let mut moves = Vec::new();
        board.legal_moves(&Self::start(board), &mut moves);
        let col = moves.iter().position(|m| m == mv).map_or(0, |k| k + 1);
        MoveCells::at(Cell::new(0, col))
    }
    /// Where play starts on `board` ([`Game::start`]: the position
    /// `--explain`, `--moves` and the explorer start from): by default the
    /// rules' start. A game whose rules start before the game (a setup
    /// whose moves are the starts, so that one solve values every start
    /// the judge asks about) names the start it shows.
    fn start(board: &Self::Board) -> <Self::Board as Rules>::Position {
        board.start()
    }
    /// Who moves in `position`.
    fn to_move(board: &Self::Board, position: &<Self::Board as Rules>::Position) -> Self::Side;
    /// The judge's answer from `analysis`, the solved board, whose rules'
    /// start is worth `start` to the side moving first.
    fn answer(
        analysis: &Self::Solution,
        start: <Self::Solution as Solution>::Outcome,
    ) -> Self::Answer;
}

/// A [`RulesGame`] as a [`Game`] (see the module documentation).
pub struct Ruled<G>(PhantomData<fn() -> G>);

impl<G: RulesGame> Ruled<G> {
    /// The judge's answer from a solved board: [`RulesGame::answer`] of
    /// the rules' start's value (the default [`RulesGame::try_answer`]).
    pub fn answer(analysis: &G::Solution) -> G::Answer {
        match analysis.outcome(&analysis.rules().start()) {
            Some(start) => G::answer(analysis, start),
            None => unreachable!("the solution holds its start"),
        }
    }
}

type Position<G> = <<G as RulesGame>::Board as Rules>::Position;
type Move<G> = <<G as RulesGame>::Board as Rules>::Move;

impl<G: RulesGame> Game for Ruled<G> {
    const NAME: &'static str = G::NAME;
    const ABOUT: About = G::ABOUT;
    const KERNEL: bool = G::KERNEL;
    const MEASURE: Measure = G::MEASURE;

    type Input = G::Input;
    type Board = G::Board;
    type Family = G::Family;
    type Analysis = G::Solution;
    type Answer = G::Answer;
    type Position = Position<G>;
    type Move = Move<G>;
    type Side = G::Side;
    type Outcome = <G::Solution as Solution>::Outcome;
    type Value = <G::Solution as Solution>::Value;

    fn parse(input: &[u8]) -> Result<G::Input, InputError> {
        <G::Input as Boards<G::Board>>::parse(input)
    }

    fn validate(input: &[u8]) -> Result<(), InputError> {
        G::validate(input)
    }

    fn boards(input: &G::Input) -> &[G::Board] {
        input.boards()
    }

    fn single(board: G::Board) -> G::Input {
        G::Input::single(board)
    }

    fn size(board: &G::Board) -> (usize, usize) {
        G::size(board)
    }

    /// A game of one row refuses a size of more rows than one
    /// ([`GenError::Fixed`]) before [`RulesGame::generate`] sees it.
    fn generate(family: G::Family, seed: u64, size: Size) -> Result<G::Input, GenError> {
        if G::MEASURE.rows.is_none() && size.rows.is_some_and(|rows| rows != 1) {
            return Err(GenError::Fixed {
                family: family.name(),
                side: Axis::Rows,
            });
        }
        G::generate(family, seed, size)
    }

    fn shrink(input: &G::Input) -> Vec<G::Input> {
        input.shrink()
    }

    fn memory_needed(board: &G::Board) -> usize {
        G::memory_needed(board)
    }

    /// Without a kernel, [`RulesGame::memory_needed`] is checked against
    /// the memory limit first; a kernel checks what it needs itself, in
    /// its [`Solution::solve`], and the generic solver charges what it
    /// holds as it grows.
    fn try_analyze(
        board: &G::Board,
        resources: &Resources<'_>,
    ) -> Result<G::Solution, OutOfMemory> {
        if !G::KERNEL {
            rules::admit(resources, "the value table", Self::memory_needed(board))?;
        }
        G::Solution::solve(board.clone(), resources)
    }

    fn try_answer(board: &G::Board, resources: &Resources<'_>) -> Result<G::Answer, OutOfMemory> {
        G::try_answer(board, resources)
    }

    fn start(analysis: &G::Solution) -> Position<G> {
        G::start(analysis.rules())
    }

    fn to_move(analysis: &G::Solution, position: &Position<G>) -> G::Side {
        G::to_move(analysis.rules(), position)
    }

    fn outcome(
        analysis: &G::Solution,
        position: &Position<G>,
    ) -> Result<Self::Outcome, ForeignPosition> {
        analysis.outcome(position).ok_or(ForeignPosition)
    }

    fn move_values(
        analysis: &G::Solution,
        position: &Position<G>,
    ) -> Result<Vec<MoveValueOf<Self>>, ForeignPosition> {
        analysis.move_values(position).ok_or(ForeignPosition)
    }

    fn play(
        analysis: &G::Solution,
        position: &Position<G>,
        mv: &Move<G>,
    ) -> Result<Position<G>, IllegalMove> {
        // A position the solution has no value for is foreign; the legal
        // moves come from the rules, not valued (a value a move would
        // make `play` as dear as `move_values`).
        if analysis.outcome(position).is_none() {
            return Err(IllegalMove::foreign(mv));
        }
        let mut moves = Vec::new();
        analysis.rules().legal_moves(position, &mut moves);
        if moves.is_empty() {
            return Err(IllegalMove::game_over(mv));
        }
        if !moves.contains(mv) {
            const SHOWN: usize = 8;
            let mut legal: Vec<String> =
                moves.iter().take(SHOWN).map(ToString::to_string).collect();
            if moves.len() > SHOWN {
                legal.push(format!("... ({} in all)", moves.len()));
            }
            return Err(IllegalMove::new(
                mv,
                format!("the legal moves here are {}", legal.join(", ")),
            ));
        }
        Ok(analysis.rules().play(position, mv))
    }

    fn write_explanation(
        out: &mut dyn Write,
        analysis: &G::Solution,
        board: BoardNumber,
    ) -> io::Result<()> {
        G::write_explanation(out, analysis, board)
    }

    fn write_explanation_preamble(out: &mut dyn Write, input: &G::Input) -> io::Result<()> {
        G::write_explanation_preamble(out, input)
    }

    fn moves_board_heading(board: BoardNumber) -> Option<String> {
        G::moves_board_heading(board)
    }

    fn ply_heading(ply: usize, side: G::Side) -> String {
        G::ply_heading(ply, side)
    }

    fn move_line(line: &Line<'_, Self>, value: &MoveValueOf<Self>) -> String {
        G::move_line(line, value)
    }

    fn game_outcome(line: &Line<'_, Self>) -> Self::Outcome {
        G::game_outcome(line)
    }

    fn move_cells(analysis: &G::Solution, position: &Position<G>, mv: &Move<G>) -> MoveCells {
        G::move_cells(analysis.rules(), position, mv)
    }

    fn picture(line: &Line<'_, Self>) -> Picture {
        G::picture(line)
    }
}

/// The first player's score minus the second's over the moves `line` has
/// played, in a game that scores its moves ([`Scoring`](rules::Scoring)):
/// each move's gain, for the first player at the even plies and against
/// them at the odd ones (the sides alternate, as
/// [`Scores`](rules::Scores) has them).
pub fn scored_so_far<G: RulesGame>(line: &Line<'_, Ruled<G>>) -> i64
where
    G::Board: rules::Scoring,
{
    let rules = line.analysis().rules();
    let mut lead = 0;
    for (ply, (position, mv)) in line.positions().iter().zip(line.moves()).enumerate() {
        let gain = rules::Scoring::gain(rules, position, mv);
        lead += if ply.is_multiple_of(2) { gain } else { -gain };
    }
    lead
}

/// [`RulesGame::move_line`] for a game that scores its moves: the move,
/// then the first player's score minus the second's at the end of the
/// game if the move is played and both play optimally afterwards (`3 -7`).
pub fn scored_move_line<G: RulesGame>(
    line: &Line<'_, Ruled<G>>,
    value: &MoveValueOf<Ruled<G>>,
) -> String
where
    G::Board: rules::Scoring,
    G::Solution: Solution<Value = Score>,
{
    let rest = if line.ply().is_multiple_of(2) {
        value.value.0
    } else {
        -value.value.0
    };
    format!("{} {}", value.mv, scored_so_far(line) + rest)
}

/// [`RulesGame::game_outcome`] for a game that scores its moves: the
/// score difference at the end of the game for the side to move, what the
/// moves played scored and what is to come if both play optimally.
pub fn scored_game_outcome<G: RulesGame>(line: &Line<'_, Ruled<G>>) -> Score
where
    G::Board: rules::Scoring,
    G::Solution: Solution<Outcome = Score>,
{
    let Some(rest) = line.analysis().outcome(line.position()) else {
        unreachable!("a line's positions are its analysis's")
    };
    let lead = scored_so_far(line);
    Score(if line.ply().is_multiple_of(2) {
        lead + rest.0
    } else {
        rest.0 - lead
    })
}

impl<G> Clone for Ruled<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G> Copy for Ruled<G> {}

impl<G: RulesGame> Debug for Ruled<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Ruled<{}>", G::NAME)
    }
}
