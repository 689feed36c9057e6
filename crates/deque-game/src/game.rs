//! The crate's side of the game contract: [`DequeGame`], the [`Game`]
//! every tool of the workspace handles this game through.

use std::io::{self, Write};

use common_io::game::{
    About, BoardNumber, Cell, ForeignPosition, Game, GenError, IllegalMove, Line, Measure,
    MoveCells, MoveValueOf, Picture, Sample, Score, Shade, Size, Square,
};
use common_io::{InputError, OutOfMemory, Resources};

use crate::analysis::{self, Analysis};
use crate::board::Board;
use crate::generator::{self, Family};
use crate::position::{Move, Position, Side};
use crate::{explain, try_analyze};

/// The deque game, as the tools see it (see [`common_io::game`]).
///
/// ```
/// use deque_game::DequeGame;
/// use common_io::game::{Mode, text};
///
/// let sample = DequeGame::ABOUT.samples[0];
/// assert_eq!(text::<DequeGame>(sample.input.as_bytes(), Mode::Judge)?, sample.output);
/// # use common_io::game::Game;
/// # Ok::<(), common_io::InputError>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct DequeGame;

/// Taro's total minus Jiro's over the numbers taken along `line`.
pub(crate) fn scored(line: &Line<'_, DequeGame>) -> i64 {
    let values = line.analysis().board().values();
    line.positions()
        .iter()
        .zip(line.moves())
        .map(|(position, mv)| match position.to_move() {
            Side::Taro => values[mv.index],
            Side::Jiro => -values[mv.index],
        })
        .sum()
}

impl Game for DequeGame {
    const NAME: &'static str = "deque-game";
    const MEASURE: Measure = Measure::row("numbers");
    const ABOUT: About = About {
        title: "the deque game",
        version: env!("CARGO_PKG_VERSION"),
        source: "AtCoder Educational DP Contest, problem L \"Deque\"",
        rules: "A row of N numbers. Taro and Jiro take turns, Taro first; a move \
                removes the first or the last number of the row and adds it to the \
                mover's total. Taro maximises his total minus Jiro's, Jiro minimises \
                it: print Taro's total minus Jiro's.",
        answer: "Taro's total minus Jiro's in the deque game (AtCoder EDPC L), both playing optimally.",
        moves_format: "\
--moves prints the optimal game ply by ply. For each ply, a line `ply P T`
or `ply P J` (P from 1; T: Taro moves, J: Jiro), then one line `I V` per
legal move, the first end first: I, the 1-based place in the row of the
number taken, and V, the final X - Y of the whole game (Taro's total minus
Jiro's, counting the numbers already taken) if this move is played and
both play optimally afterwards. Taro maximises V, Jiro minimises it; the
move played is the first listed with the best V (the game of --explain).
The game ends when the row is empty: no `ply` line after the last move.",
        judge_limits: "1 <= N <= 3000; 1 <= a_i <= 10^9",
        limits: "1 <= N <= 20000; 1 <= a_i <= 10^9",
        samples: &[
            Sample {
                input: "4\n10 80 90 30\n",
                output: "10\n",
            },
            Sample {
                input: "3\n10 100 10\n",
                output: "-80\n",
            },
            Sample {
                input: "1\n10\n",
                output: "10\n",
            },
            Sample {
                input: "10\n1000000000 1 1000000000 1 1000000000 1 1000000000 1 1000000000 1\n",
                output: "4999999995\n",
            },
            Sample {
                input: "6\n4 2 9 7 1 5\n",
                output: "2\n",
            },
        ],
        editor: None,
    };

    type Input = Board;
    type Board = Board;
    type Family = Family;
    type Analysis = Analysis;
    type Answer = i64;
    type Position = Position;
    type Move = Move;
    type Side = Side;
    type Outcome = Score;
    type Value = Score;

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

    /// One row of `N` numbers.
    fn size(board: &Board) -> (usize, usize) {
        (1, board.len())
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

    /// With the kernel, without the analysis: the values of one length of
    /// stretch at a time.
    fn try_answer(board: &Board, resources: &Resources<'_>) -> Result<i64, OutOfMemory> {
        analysis::answer(board, resources)
    }

    fn start(analysis: &Analysis) -> Position {
        analysis.start()
    }

    fn to_move(_: &Analysis, position: &Position) -> Side {
        position.to_move()
    }

    fn outcome(analysis: &Analysis, position: &Position) -> Result<Score, ForeignPosition> {
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
        let letter = match side {
            Side::Taro => 'T',
            Side::Jiro => 'J',
        };
        format!("ply {ply} {letter}")
    }

    /// `I V`: `V` the final X - Y of the whole game: the numbers taken
    /// along the line, then the move's value.
    fn move_line(line: &Line<'_, Self>, value: &MoveValueOf<Self>) -> String {
        let rest = match line.to_move() {
            Side::Taro => value.value.0,
            Side::Jiro => -value.value.0,
        };
        format!("{} {}", value.mv, scored(line) + rest)
    }

    /// The final X - Y if both play optimally from here, for the side to
    /// move: what each took so far, plus the lead to come.
    fn game_outcome(line: &Line<'_, Self>) -> Score {
        let rest = match line.analysis().outcome(line.position()) {
            Ok(lead) => lead,
            Err(e) => unreachable!("a line's positions are its analysis's: {e}"),
        };
        match line.to_move() {
            Side::Taro => Score(scored(line) + rest.0),
            Side::Jiro => Score(rest.0 - scored(line)),
        }
    }

    /// Taking the number at place `i` (from 0) acts on the picture's
    /// column `i + 1`.
    fn move_cells(_: &Analysis, _: &Position, mv: &Move) -> MoveCells {
        MoveCells::at(Cell::new(0, mv.index + 1))
    }

    /// One row: Taro's total so far, the numbers (shaded by who took them,
    /// the two ends open while they are there), Jiro's total.
    fn picture(line: &Line<'_, Self>) -> Picture {
        let values = line.analysis().board().values();
        let n = values.len();
        let mut taker = vec![None; n];
        let mut totals = [0i64; 2];
        for (position, mv) in line.positions().iter().zip(line.moves()) {
            let side = position.to_move();
            taker[mv.index] = Some(side);
            totals[usize::from(side == Side::Jiro)] += values[mv.index];
        }
        let left = line.position().remaining();
        Picture::new(1, n + 2, |_, col| {
            if col == 0 {
                return Square {
                    text: format!("Taro {}", totals[0]),
                    shade: Shade::First,
                };
            }
            if col == n + 1 {
                return Square {
                    text: format!("Jiro {}", totals[1]),
                    shade: Shade::Second,
                };
            }
            let index = col - 1;
            let text = values[index].to_string();
            let shade = match taker[index] {
                Some(Side::Taro) => Shade::First,
                Some(Side::Jiro) => Shade::Second,
                None if index == left.start || index + 1 == left.end => Shade::Open,
                None => Shade::Plain,
            };
            Square { text, shade }
        })
    }
}
