//! The crate's side of the game contract: [`Berzerk`], the [`Game`] every
//! tool of the workspace handles this game through: the board's rules,
//! with the kernel beside the generic solver ([`RulesGame`], made a
//! [`Game`] by [`Ruled`]).

use std::io::{self, Write};

use common_io::game::{
    About, BoardNumber, Cell, Forced, Game, GenError, Line, Measure, MoveCells, MoveValueOf,
    Picture, Ruled, RulesGame, Sample, Shade, Single, Size, Square,
};
use common_io::rules::Solution;
use common_io::{InputError, OutOfMemory, Resources};

use crate::analysis::{self, Analysis, Answer};
use crate::board::Board;
use crate::explain;
use crate::generator::{self, Family};
use crate::position::{Move, Position, Side, clockwise};

/// Berzerk, as the tools see it (see [`common_io::game`]): the board's
/// [`RulesGame`], with the kernel.
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
pub type Berzerk = Ruled<Board>;

/// An input is one board.
impl Single for Board {
    fn parse_input(input: &[u8]) -> Result<Board, InputError> {
        Board::parse(input)
    }

    fn shrink_input(&self) -> Vec<Board> {
        generator::shrink(self)
    }
}

impl RulesGame for Board {
    const NAME: &'static str = "berzerk";
    const MEASURE: Measure = Measure::row("objects of the circle");
    const KERNEL: bool = true;
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
    type Solution = Analysis;
    type Family = Family;
    type Side = Side;
    type Answer = Answer;

    fn validate(input: &[u8]) -> Result<(), InputError> {
        crate::validate(input)
    }

    fn generate(family: Family, seed: u64, size: Size) -> Result<Board, GenError> {
        generator::generate(family, seed, size)
    }

    /// One row of `n` objects.
    fn size(board: &Board) -> (usize, usize) {
        (1, board.objects() as usize)
    }

    /// The setup and the `2 n` positions; each non-empty set's numbers
    /// from each, and the starts.
    fn reach(board: &Board) -> (usize, usize) {
        let n = board.objects() as usize;
        let steps = board.rick().len() + board.morty().len();
        (2 * n + 1, n * steps + 2 * (n - 1))
    }

    fn memory_needed(board: &Board) -> usize {
        analysis::memory_needed(board)
    }

    /// Every start's value, read from the solution without the setup's.
    fn try_answer(board: &Board, resources: &Resources<'_>) -> Result<Answer, OutOfMemory> {
        Ok(analysis::answer(&Berzerk::try_analyze(board, resources)?))
    }

    /// The monster on object 2, Rick to move: the first start of the
    /// answer (the rules start before it, at the setup).
    fn start(_: &Board) -> Position {
        Position::At {
            object: 2,
            mover: Side::Rick,
        }
    }

    fn to_move(_: &Board, position: &Position) -> Side {
        position.to_move()
    }

    /// Every start's value, read from the solution (the setup's own value
    /// means nothing).
    fn answer(analysis: &Analysis, _: Forced) -> Answer {
        analysis::answer(analysis)
    }

    fn write_explanation(
        out: &mut dyn Write,
        analysis: &Analysis,
        _: BoardNumber,
    ) -> io::Result<()> {
        explain::render(out, analysis)
    }

    /// `X W K` (the winner, and the ply the game ends at, counted for the
    /// whole game), or `X loop`.
    fn move_line(line: &Line<'_, Berzerk>, value: &MoveValueOf<Berzerk>) -> String {
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

    /// A step acts on the object the monster lands on.
    fn move_cells(board: &Board, position: &Position, mv: &Move) -> MoveCells {
        match (*position, *mv) {
            (Position::At { object, .. }, Move::Step(x)) => {
                let to = clockwise(board.objects(), object, x);
                MoveCells::at(Cell::new(0, to as usize - 1))
            }
            (_, Move::Start { object, .. }) => MoveCells::at(Cell::new(0, object as usize - 1)),
            (Position::Setup, Move::Step(_)) => unreachable!("the setup's moves are starts"),
        }
    }

    /// The circle cut open as a row of the objects 1 to `n`: the black
    /// hole blocked, the monster shaded by who moves (Rick first, Morty
    /// second), the objects the mover's numbers reach open; below, the
    /// mover's numbers, each under the number of objects it goes (`+X` in
    /// the column of object `X`).
    fn picture(line: &Line<'_, Berzerk>) -> Picture {
        let board = line.analysis().rules();
        let n = board.objects();
        let position = *line.position();
        let Position::At { object: at, mover } = position else {
            unreachable!("play starts past the setup")
        };
        let steps = board.steps(mover);
        let reached: Vec<u32> = if position.is_over() {
            Vec::new()
        } else {
            steps.iter().map(|&x| clockwise(n, at, x)).collect()
        };
        Picture::new(2, n as usize, |row, col| {
            let object = col as u32 + 1;
            if row == 1 {
                let text = if steps.contains(&object) {
                    format!("+{object}")
                } else {
                    String::new()
                };
                return Square::new(text, Shade::Plain);
            }
            let text = match object {
                _ if object == at => "M".to_string(),
                1 => "●".to_string(),
                _ => object.to_string(),
            };
            let shade = if object == at {
                match mover {
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
