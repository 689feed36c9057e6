//! The crate's side of the game contract: [`Berzerk`], the [`Game`] every
//! tool of the workspace handles this game through.

use std::io::{self, Write};

use common_io::game::{
    About, BoardNumber, Cell, Forced, ForeignPosition, Game, GenError, IllegalMove, Line, Measure,
    MoveCells, MoveValueOf, Picture, Sample, Shade, Size, Square,
};
use common_io::{InputError, OutOfMemory, Resources};

use crate::analysis::{self, Analysis, Answer};
use crate::board::Board;
use crate::generator::{self, Family};
use crate::position::{Move, Position, Side, clockwise};
use crate::{explain, try_analyze};

/// Berzerk, as the tools see it (see [`common_io::game`]).
///
/// ```
/// use berzerk::Berzerk;
/// use common_io::game::{Mode, text};
///
/// let sample = Berzerk::ABOUT.samples[0];
/// assert_eq!(text::<Berzerk>(sample.input.as_bytes(), Mode::Judge)?, sample.output);
/// # use common_io::game::Game;
/// # Ok::<(), common_io::InputError>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Berzerk;

impl Game for Berzerk {
    const NAME: &'static str = "berzerk";
    const MEASURE: Measure = Measure::row("objects of the circle");
    const ABOUT: About = About {
        title: "Berzerk",
        version: env!("CARGO_PKG_VERSION"),
        source: "Codeforces Round 406, problem 786A / 787C \"Berzerk\"",
        rules: "Objects 1 to n stand in a circle, object 1 a black hole. Rick and \
                Morty each have a set of numbers; in turn, the mover sends the \
                monster one of its numbers of objects clockwise, and who sends it \
                into the black hole wins. For each start of the monster and each \
                first mover: does the first mover win, lose, or does the game never \
                end (a player who cannot win prefers an endless game)?",
        answer: "Win, Lose or Loop for every start in Berzerk (Codeforces 786A), Rick first, then Morty first.",
        moves_format: "\
--moves prints the optimal game from the monster on object 2, Rick to move
(the first verdict of the answer). For each ply, a line `ply P Rick` or
`ply P Morty` (P from 1), then one line `X W K` per legal move, in the
input's order of the mover's numbers: X, the number, and W, the player who
wins, K plies into the whole game, if this move is played and both play
optimally afterwards (the winner hurries, the loser stalls), or `X loop`
when the game then never ends. The move played is the first listed with
the best value. The game ends when the monster is in the black hole, or
stops at the first position met again (an endless game).",
        judge_limits: "2 <= n <= 7000; 1 <= k1, k2 <= n - 1, distinct numbers from 1 to n - 1",
        limits: "2 <= n <= 20000; 1 <= k1, k2 <= n - 1, distinct numbers from 1 to n - 1",
        samples: &[
            Sample {
                input: "5\n2 3 2\n3 1 2 3\n",
                output: "Lose Win Win Loop\nLoop Win Win Win\n",
            },
            Sample {
                input: "8\n4 6 2 3 4\n2 3 6\n",
                output: "Win Win Win Win Win Win Win\nLose Win Lose Lose Win Lose Lose\n",
            },
        ],
        editor: None,
    };

    type Input = Board;
    type Board = Board;
    type Family = Family;
    type Analysis = Analysis;
    type Answer = Answer;
    type Position = Position;
    type Move = Move;
    type Side = Side;
    type Outcome = Forced;
    type Value = Forced;

    fn parse(input: &[u8]) -> Result<Board, InputError> {
        Board::parse(input)
    }

    fn validate(input: &[u8]) -> Result<(), InputError> {
        crate::validate(input)
    }

    fn boards(input: &Board) -> &[Board] {
        std::slice::from_ref(input)
    }

    fn single(board: Board) -> Board {
        board
    }

    /// One row of `n` objects.
    fn size(board: &Board) -> (usize, usize) {
        (1, board.objects() as usize)
    }

    fn generate(family: Family, seed: u64, size: Size) -> Result<Board, GenError> {
        generator::generate(family, seed, size)
    }

    fn shrink(input: &Board) -> Vec<Board> {
        generator::shrink(input)
    }

    fn memory_needed(board: &Board) -> usize {
        analysis::memory_needed(board)
    }

    fn try_analyze(board: &Board, resources: &Resources<'_>) -> Result<Analysis, OutOfMemory> {
        try_analyze(board, resources)
    }

    fn try_answer(board: &Board, resources: &Resources<'_>) -> Result<Answer, OutOfMemory> {
        Ok(try_analyze(board, resources)?.answer())
    }

    fn start(analysis: &Analysis) -> Position {
        analysis.start()
    }

    fn to_move(_: &Analysis, position: &Position) -> Side {
        position.to_move()
    }

    fn outcome(analysis: &Analysis, position: &Position) -> Result<Forced, ForeignPosition> {
        analysis.outcome(position)
    }

    fn move_values(
        analysis: &Analysis,
        position: &Position,
    ) -> Result<Vec<MoveValueOf<Self>>, ForeignPosition> {
        analysis.move_values(position)
    }

    fn play(analysis: &Analysis, position: &Position, mv: &Move) -> Result<Position, IllegalMove> {
        analysis.play(position, mv)
    }

    fn write_explanation(
        out: &mut dyn Write,
        analysis: &Analysis,
        _: BoardNumber,
    ) -> io::Result<()> {
        explain::render(out, analysis)
    }

    fn ply_heading(ply: usize, side: Side) -> String {
        format!("ply {ply} {side}")
    }

    /// `X W K` (the winner, and the ply the game ends at, counted for the
    /// whole game), or `X loop`.
    fn move_line(line: &Line<'_, Self>, value: &MoveValueOf<Self>) -> String {
        let mover = line.to_move();
        let (winner, moves) = match value.value {
            Forced::Win(d) => (mover, d),
            Forced::Loss(d) => (mover.other(), d),
            Forced::Draw => return format!("{} loop", value.mv),
        };
        format!(
            "{} {winner} {}",
            value.mv,
            line.ply() as u64 + u64::from(moves)
        )
    }

    /// A move acts on the object the monster lands on.
    fn move_cells(analysis: &Analysis, position: &Position, mv: &Move) -> MoveCells {
        let to = clockwise(analysis.board().objects(), position.object(), mv.step);
        MoveCells::at(Cell::new(0, to as usize - 1))
    }

    /// The circle cut open as a row of the objects 1 to `n`: the black
    /// hole blocked, the monster shaded by who moves (Rick first, Morty
    /// second), the objects the mover's numbers reach open; below, the
    /// mover's numbers, each under the number of objects it goes (`+X` in
    /// the column of object `X`).
    fn picture(line: &Line<'_, Self>) -> Picture {
        let board = line.analysis().board();
        let n = board.objects();
        let position = line.position();
        let steps = match position.to_move() {
            Side::Rick => board.rick(),
            Side::Morty => board.morty(),
        };
        let reached: Vec<u32> = if position.is_over() {
            Vec::new()
        } else {
            steps
                .iter()
                .map(|&x| clockwise(n, position.object(), x))
                .collect()
        };
        Picture::new(2, n as usize, |row, col| {
            let object = col as u32 + 1;
            if row == 1 {
                return if steps.contains(&object) {
                    Square {
                        text: format!("+{object}"),
                        shade: Shade::Plain,
                    }
                } else {
                    Square {
                        text: String::new(),
                        shade: Shade::Plain,
                    }
                };
            }
            let text = if object == position.object() {
                "M".to_string()
            } else if object == 1 {
                "●".to_string()
            } else {
                object.to_string()
            };
            let shade = if object == position.object() {
                match position.to_move() {
                    Side::Rick => Shade::First,
                    Side::Morty => Shade::Second,
                }
            } else if reached.contains(&object) {
                Shade::Open
            } else if object == 1 {
                Shade::Blocked
            } else {
                Shade::Plain
            };
            Square { text, shade }
        })
    }
}
