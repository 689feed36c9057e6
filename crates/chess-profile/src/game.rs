//! The crate's side of the game contract: [`ChessProfile`], the
//! [`Game`] every tool of the workspace handles this game through: the
//! board's rules, with the kernel beside the generic solver
//! ([`RulesGame`], made a [`Game`] by [`Ruled`]).

use std::io::{self, Write};

#[cfg(doc)]
use common_io::game::Game;
use common_io::game::{
    About, BoardNumber, Editor, GenError, Line, MoveCells, MoveValueOf, Picture, Ruled, RulesGame,
    Sample, Score, Shade, Single, Size, Square, scored_game_outcome, scored_move_line,
};
use common_io::rules::{Rules, Solution, Solved};
use common_io::{InputError, OutOfMemory, Resources};

use crate::analysis::{self, Analysis};
use crate::board::Board;
use crate::explain;
use crate::generator::{self, Family};
use crate::position::{Move, Position, Side};

/// The staircase placement game, as the tools see it (see
/// [`common_io::game`]): the board's [`RulesGame`], with the kernel.
///
/// ```
/// use chess_profile::ChessProfile;
/// use common_io::game::{Mode, text};
///
/// let sample = ChessProfile::ABOUT.samples[0];
/// assert_eq!(text::<ChessProfile>(sample.input.as_bytes(), Mode::Judge)?, sample.output);
/// # use common_io::game::Game;
/// # Ok::<(), common_io::InputError>(())
/// ```
pub type ChessProfile = Ruled<Board>;

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
    const NAME: &'static str = "chess-profile";
    const KERNEL: bool = true;
    const ABOUT: About = About {
        title: "the staircase placement game",
        version: env!("CARGO_PKG_VERSION"),
        source: "ZJOI 2018, problem \"chess\" (一双木棋); BZOJ 5248, Luogu P4363",
        rules: "Two players alternately place a stone on an empty cell of an n × m \
                board whose cells to its left in its row and above it in its column \
                all hold stones. A cell is worth A[i][j] to the first player and \
                B[i][j] to the second; when the board is full, each scores the cells \
                holding their stones. Both play to maximise their own score minus \
                the other's: print the first player's score minus the second's.",
        answer: "Optimal score difference in the staircase placement game (ZJOI 2018 'chess').",
        moves_format: "\
--moves prints the optimal game ply by ply. For each ply, a line `ply P F`
or `ply P S` (P from 1; F: the first player moves, S: the second), then one
line `R C V` per legal move, top row first: the 1-based row and column of
the open cell, and V, the final difference of the whole game (first's score
minus second's, counting the stones already placed) if this move is played
and both play optimally afterwards. F maximises V, S minimises it; the move
played is the first listed with the best V (the game of --explain). The
game ends when the board is full: no `ply` line after the last move.",
        judge_limits: "1 <= n, m <= 10; 0 <= A[i][j], B[i][j] <= 100000",
        limits: "n, m >= 1 and n + m <= 30; 0 <= A[i][j], B[i][j] <= 10^9",
        samples: &[
            Sample {
                input: "2 3\n2 7 3\n9 1 2\n3 7 2\n2 3 1\n",
                output: "2\n",
            },
            Sample {
                input: "3 3\n1 1 1\n1 1 1\n1 1 1\n1 1 1\n1 1 1\n1 1 1\n",
                output: "1\n",
            },
        ],
        editor: Some(Editor::Numbers {
            header: 1,
            layers: 2,
        }),
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

    fn size(board: &Board) -> (usize, usize) {
        (board.rows(), board.cols())
    }

    /// Every staircase of the board, and a move from each for each row at
    /// most.
    fn reach(board: &Board) -> (usize, usize) {
        let positions = analysis::position_count(board.rows(), board.cols());
        (positions, positions.saturating_mul(board.rows()))
    }

    fn memory_needed(board: &Board) -> usize {
        analysis::memory_needed(board)
    }

    /// The start's value, the kernel's table then freed on the workers.
    fn try_answer(board: &Board, resources: &Resources<'_>) -> Result<i64, OutOfMemory> {
        let analysis = analysis::try_analyze(board, resources)?;
        let Some(value) = analysis.outcome(&board.start()) else {
            unreachable!("the solution holds its start")
        };
        if let Solved::Kernel(kernel) = analysis {
            kernel.free_on(resources.workers);
        }
        Ok(value.0)
    }

    fn to_move(_: &Board, position: &Position) -> Side {
        position.to_move()
    }

    /// The first player's score minus the second's: the start's value.
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
            Side::First => 'F',
            Side::Second => 'S',
        };
        format!("ply {ply} {letter}")
    }

    /// `R C V`: `V` the final difference of the whole game (first's score
    /// minus second's): the stones placed along the line, then the move's
    /// value.
    fn move_line(line: &Line<'_, ChessProfile>, value: &MoveValueOf<ChessProfile>) -> String {
        scored_move_line(line, value)
    }

    /// The final difference if both play optimally from here: what each
    /// player scored so far, plus the lead to come (for the side to move).
    fn game_outcome(line: &Line<'_, ChessProfile>) -> Score {
        scored_game_outcome(line)
    }

    /// A stone goes on its cell.
    fn move_cells(_: &Board, _: &Position, mv: &Move) -> MoveCells {
        MoveCells::at(mv.cell)
    }

    /// Each cell with its values: `A/B` while empty (shaded open where a
    /// stone can go), the value its owner scored once taken (shaded by
    /// owner).
    fn picture(line: &Line<'_, ChessProfile>) -> Picture {
        let board = line.analysis().rules();
        let cols = board.cols();
        let mut owner = vec![None; board.rows() * cols];
        for (position, mv) in line.positions().iter().zip(line.moves()) {
            owner[mv.cell.index(cols)] = Some(position.to_move());
        }
        let open = line.position().open_cells();
        Picture::new(board.rows(), cols, |row, col| {
            let index = row * cols + col;
            let (a, b) = (board.a()[index], board.b()[index]);
            match owner[index] {
                Some(Side::First) => Square {
                    text: a.to_string(),
                    shade: Shade::First,
                },
                Some(Side::Second) => Square {
                    text: b.to_string(),
                    shade: Shade::Second,
                },
                None => Square {
                    text: format!("{a}/{b}"),
                    shade: if open.contains(&common_io::game::Cell::new(row, col)) {
                        Shade::Open
                    } else {
                        Shade::Plain
                    },
                },
            }
        })
    }
}
