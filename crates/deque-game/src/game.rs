//! The crate's side of the game contract: [`DequeGame`], the [`Game`]
//! every tool of the workspace handles this game through: the board's
//! rules, with the kernel beside the generic solver
//! ([`RulesGame`], made a [`Game`] by [`Ruled`]).

use std::io::{self, Write};

#[cfg(doc)]
use common_io::game::Game;
use common_io::game::{
    About, BoardNumber, Cell, GenError, Line, Measure, MoveCells, MoveValueOf, Picture, Ruled,
    RulesGame, Sample, Score, Shade, Single, Size, Square, scored_game_outcome, scored_move_line,
};
use common_io::rules::{Rules, Solution};
use common_io::{InputError, OutOfMemory, Resources, Solver};

use crate::analysis::{self, Analysis};
use crate::board::Board;
use crate::explain;
use crate::generator::{self, Family};
use crate::interval;
use crate::position::{Move, Position, Side};

/// The deque game, as the tools see it (see [`common_io::game`]): the
/// board's [`RulesGame`], with the kernel.
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
pub type DequeGame = Ruled<Board>;

/// An input is one row.
impl Single for Board {
    fn parse_input(input: &[u8]) -> Result<Board, InputError> {
        Board::parse(input)
    }

    fn shrink_input(&self) -> Vec<Board> {
        generator::shrink(self)
    }
}

impl RulesGame for Board {
    const NAME: &'static str = "deque-game";
    const MEASURE: Measure = Measure::row("numbers");
    const KERNEL: bool = true;
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
    type Solution = Analysis;
    type Family = Family;
    type Side = Side;
    type Answer = i64;

    fn validate(input: &[u8]) -> Result<(), InputError> {
        crate::validate(input)
    }

    fn generate(family: Family, seed: u64, size: Size) -> Result<Board, GenError> {
        generator::generate(family, seed, size)
    }

    /// One row of `N` numbers.
    fn size(board: &Board) -> (usize, usize) {
        (1, board.len())
    }

    /// The stretches' numbers ([`common_io::rules::Indexed`]: every
    /// stretch of the row, the empty one at each of its places), two
    /// moves from each non-empty stretch.
    fn reach(board: &Board) -> (usize, usize) {
        let n = board.len();
        ((n + 1) * (n + 2) / 2, n * (n + 1))
    }

    fn memory_needed(board: &Board) -> usize {
        analysis::memory_needed(board)
    }

    /// With the kernel, without the analysis: the values of one length of
    /// stretch at a time (`O(N)` memory); from the rules, the generic
    /// solver's whole analysis.
    fn try_answer(board: &Board, resources: &Resources<'_>) -> Result<i64, OutOfMemory> {
        match resources.solver {
            Solver::Kernel => {
                resources.admit("the value table", analysis::row_bytes(board))?;
                interval::answer(board)
            }
            Solver::Rules => {
                let analysis = analysis::try_analyze(board, resources)?;
                match analysis.outcome(&board.start()) {
                    Some(start) => Ok(start.0),
                    None => unreachable!("the solution holds its start"),
                }
            }
        }
    }

    fn to_move(_: &Board, position: &Position) -> Side {
        position.to_move()
    }

    /// Taro's total minus Jiro's: the start's value for Taro.
    fn answer(_: &Analysis, start: Score) -> i64 {
        start.0
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
    fn move_line(line: &Line<'_, DequeGame>, value: &MoveValueOf<DequeGame>) -> String {
        scored_move_line(line, value)
    }

    /// The final X - Y if both play optimally from here, for the side to
    /// move: what each took so far, plus the lead to come.
    fn game_outcome(line: &Line<'_, DequeGame>) -> Score {
        scored_game_outcome(line)
    }

    /// Taking the number at place `i` (from 0) acts on the picture's
    /// column `i + 1`.
    fn move_cells(_: &Board, _: &Position, mv: &Move) -> MoveCells {
        MoveCells::at(Cell::new(0, mv.index + 1))
    }

    /// One row: Taro's total so far, the numbers (shaded by who took them,
    /// the two ends open while they are there), Jiro's total.
    fn picture(line: &Line<'_, DequeGame>) -> Picture {
        let values = line.analysis().rules().values();
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
