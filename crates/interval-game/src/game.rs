//! The crate's side of the game contract: [`IntervalGame`], the [`Game`]
//! every tool of the workspace handles this game through: the case's
//! rules, with the kernel beside the generic solver ([`RulesGame`], made
//! a [`Game`] by [`Ruled`]).

use std::io::{self, Write};

use common_io::InputError;
#[cfg(doc)]
use common_io::game::Game;
use common_io::game::{
    About, BoardNumber, Boards, Cell, GenError, Line, Measure, MoveCells, Picture, Ruled,
    RulesGame, Sample, Shade, Size, Square, Wdl,
};
use common_io::rules::Solution;

use crate::analysis::{self, Analysis};
use crate::board::{Board, JudgeInput};
use crate::explain;
use crate::generator::{self, Family};
use crate::position::{Interval, Position, Side};

/// Interval Game 2, as the tools see it (see [`common_io::game`]): the
/// case's [`RulesGame`], with the kernel.
///
/// ```
/// use interval_game::IntervalGame;
/// use common_io::game::{Mode, text};
///
/// let sample = IntervalGame::ABOUT.samples[0];
/// assert_eq!(text::<IntervalGame>(sample.input.as_bytes(), Mode::Judge)?, sample.output);
/// # use common_io::game::Game;
/// # Ok::<(), common_io::InputError>(())
/// ```
pub type IntervalGame = Ruled<Board>;

/// A judge file holds its cases.
impl Boards<Board> for JudgeInput {
    fn parse(input: &[u8]) -> Result<JudgeInput, InputError> {
        JudgeInput::parse(input)
    }

    fn boards(&self) -> &[Board] {
        &self.cases
    }

    fn single(board: Board) -> JudgeInput {
        JudgeInput { cases: vec![board] }
    }

    fn shrink(&self) -> Vec<JudgeInput> {
        generator::shrink(self)
    }
}

impl RulesGame for Board {
    const NAME: &'static str = "interval-game";
    const MEASURE: Measure = Measure::two("intervals", "length of the line");
    const KERNEL: bool = true;
    const ABOUT: About = About {
        title: "Interval Game 2",
        version: env!("CARGO_PKG_VERSION"),
        source: "AtCoder Beginner Contest 206, problem F \"Interval Game 2\"",
        rules: "Each test case has N half-open intervals [L, R). Alice and Bob take \
                turns, Alice first; a move chooses one of the intervals that meets \
                none of those chosen so far. Who cannot move loses: print the winner \
                of each case.",
        answer: "The winner of each case of Interval Game 2 (AtCoder ABC206 F), Alice or Bob.",
        moves_format: "\
--moves prints each case's optimal game: a line `board K`, then for each ply
a line `ply P A` or `ply P B` (P from 1; A: Alice moves, B: Bob), then one
line `L R G` per legal move, by L then R (an interval listed twice, once):
the interval [L, R) chosen, and G, the Grundy value of the position it
leaves (0: the mover wins). The move played is the first listed with
G = 0, else the first listed (the game of --explain). A case ends when no
interval is left to choose.",
        judge_limits: "1 <= T <= 20; 1 <= N <= 100; 1 <= L < R <= 100",
        limits: "1 <= T <= 100; 1 <= N <= 200; 1 <= L < R <= 200",
        samples: &[Sample {
            input: "5\n3\n53 98\n8 43\n12 53\n10\n4 7\n5 7\n3 7\n4 5\n5 8\n6 9\n4 8\n5 10\n1 9\n5 10\n2\n58 98\n11 29\n6\n79 83\n44 83\n38 74\n49 88\n18 45\n64 99\n1\n5 9\n",
            output: "Bob\nAlice\nBob\nAlice\nAlice\n",
        }],
        editor: None,
    };

    type Input = JudgeInput;
    type Board = Board;
    type Solution = Analysis;
    type Family = Family;
    type Side = Side;
    type Answer = Side;

    fn validate(input: &[u8]) -> Result<(), InputError> {
        crate::validate(input)
    }

    fn generate(family: Family, seed: u64, size: Size) -> Result<JudgeInput, GenError> {
        generator::generate(family, seed, size)
    }

    /// `N` intervals (rows), and the unit stretches `[x, x + 1)` up to the
    /// last right end (columns), as the picture draws them.
    fn size(board: &Board) -> (usize, usize) {
        (board.intervals().len(), board.reach() as usize - 1)
    }

    /// The segments' numbers ([`common_io::rules::Indexed`]: every pair
    /// of ends up to the last right end), a move from each segment for
    /// each interval at most.
    fn reach(board: &Board) -> (usize, usize) {
        let reach = board.reach() as usize;
        let segments = reach * (reach + 1) / 2;
        (
            common_io::rules::Indexed::count(board),
            segments * board.distinct().len(),
        )
    }

    fn memory_needed(board: &Board) -> usize {
        analysis::memory_needed(board)
    }

    fn to_move(_: &Board, position: &Position) -> Side {
        position.to_move()
    }

    /// Alice, who moves first, wins exactly when the start is won.
    fn answer(_: &Analysis, start: Wdl) -> Side {
        if start == Wdl::Win {
            Side::Alice
        } else {
            Side::Bob
        }
    }

    fn write_explanation(
        out: &mut dyn Write,
        analysis: &Analysis,
        case: BoardNumber,
    ) -> io::Result<()> {
        explain::render(out, analysis, case)
    }

    /// Every case has its heading, a file of one case too.
    fn moves_board_heading(case: BoardNumber) -> Option<String> {
        Some(format!("board {}", case.number))
    }

    fn ply_heading(ply: usize, side: Side) -> String {
        let letter = match side {
            Side::Alice => 'A',
            Side::Bob => 'B',
        };
        format!("ply {ply} {letter}")
    }

    /// An interval is drawn on its own row (below the ruler): it acts on
    /// the row's first square of the interval.
    fn move_cells(board: &Board, _: &Position, mv: &Interval) -> MoveCells {
        let row = board
            .distinct()
            .iter()
            .position(|i| i == mv)
            .map_or(0, |k| k + 1);
        MoveCells::at(Cell::new(row, mv.left as usize - 1))
    }

    /// The line from 1 to the last right end, a square a unit stretch
    /// `[x, x + 1)`: the first row is the ruler (`x`, shaded blocked once a
    /// chosen interval covers it), then a row per distinct interval, by `L`
    /// then `R`, covering its stretches: shaded by who chose it, open while
    /// it can be chosen, blocked once it meets a chosen one.
    fn picture(line: &Line<'_, IntervalGame>) -> Picture {
        let board = line.analysis().rules();
        let intervals = board.distinct();
        let mut chooser = vec![None; intervals.len()];
        for (position, mv) in line.positions().iter().zip(line.moves()) {
            if let Some(k) = intervals.iter().position(|i| i == mv) {
                chooser[k] = Some(position.to_move());
            }
        }
        let free = line.position().free();
        let cols = board.reach() as usize - 1;
        Picture::new(intervals.len() + 1, cols, |row, col| {
            let x = col as u32 + 1;
            let unit = Interval {
                left: x,
                right: x + 1,
            };
            if row == 0 {
                return Square {
                    text: x.to_string(),
                    shade: if free.holds(unit) {
                        Shade::Plain
                    } else {
                        Shade::Blocked
                    },
                };
            }
            let interval = intervals[row - 1];
            if !interval.intersects(unit) {
                return Square {
                    text: String::new(),
                    shade: Shade::Plain,
                };
            }
            let text = if x == interval.left {
                interval.left.to_string()
            } else {
                String::new()
            };
            let shade = match chooser[row - 1] {
                Some(Side::Alice) => Shade::First,
                Some(Side::Bob) => Shade::Second,
                None if free.holds(interval) => Shade::Open,
                None => Shade::Blocked,
            };
            Square { text, shade }
        })
    }
}
