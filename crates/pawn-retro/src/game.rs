//! The crate's side of the game contract: [`PawnRetro`], the [`Game`]
//! every tool of the workspace handles this game through: the board's
//! rules, with the kernel beside the generic solver ([`RulesGame`], made a
//! [`Game`] by [`Ruled`]).

use std::io::{self, Write};

#[cfg(doc)]
use common_io::game::Game;
use common_io::game::{
    About, BoardNumber, Boards, Editor, Forced, GenError, Line, MoveCells, MoveValueOf, Picture,
    Ruled, RulesGame, Sample, Shade, Size, Square,
};
use common_io::rules::Solution;
use common_io::{InputError, OutOfMemory, Resources};

use crate::analysis::{self, Analysis, Answer};
use crate::board::{Board, Cell, JudgeInput};
use crate::explain;
use crate::generator::{self, Family};
use crate::position::Position;
use crate::rules::Side;

/// The river-crossing pawn game, as the tools see it (see
/// [`common_io::game`]): the board's [`RulesGame`], with the kernel.
///
/// ```
/// use common_io::game::{Game, Mode, text};
/// use pawn_retro::PawnRetro;
///
/// let sample = PawnRetro::ABOUT.samples[0];
/// assert_eq!(text::<PawnRetro>(sample.input.as_bytes(), Mode::Judge)?, sample.output);
/// # Ok::<(), common_io::InputError>(())
/// ```
pub type PawnRetro = Ruled<Board>;

/// A judge file: `id T`, then the boards.
impl Boards<Board> for JudgeInput {
    fn parse(input: &[u8]) -> Result<JudgeInput, InputError> {
        JudgeInput::parse(input)
    }

    fn boards(&self) -> &[Board] {
        &self.boards
    }

    fn single(board: Board) -> JudgeInput {
        JudgeInput {
            id: 0,
            boards: vec![board],
        }
    }

    fn shrink(&self) -> Vec<JudgeInput> {
        generator::shrink(self)
    }
}

impl RulesGame for Board {
    const NAME: &'static str = "pawn-retro";
    const KERNEL: bool = true;
    const ABOUT: About = About {
        title: "the river-crossing pawn game",
        version: env!("CARGO_PKG_VERSION"),
        source: "2023 united provincial selection, problem \"过河卒\"; LOJ 3958, Luogu P9169",
        rules: "An n × m board with obstacles holds two red pieces and one black piece; \
                row 1 is the top row. Red moves first and the sides alternate. Red moves \
                one of its pieces one step up, down, left or right onto a free cell not \
                holding the other red piece; black moves its piece one step up, left or \
                right onto a free cell. Before each move: black on row 1 means black wins; \
                black sharing a cell with a red piece means the side that made the last \
                move wins; a side to move with no legal move loses. Both play the fastest \
                forced win, else a move that never loses (a tie), else the slowest loss. \
                Print Tie, Red k or Black k per board, k the number of moves of the game.",
        answer: "Outcome of the river-crossing pawn game (过河卒, LOJ 3958 / Luogu P9169) on each board.",
        moves_format: "\
--moves prints each board's optimal game ply by ply. For each board, a line
`board K` (K from 1); then for each ply a line `ply P red` or `ply P black`
(P from 1: the side to move), then one line `R1 C1 R2 C2 RESULT` per legal
move, sorted by (R1, C1, R2, C2): the piece on (R1, C1) moves to (R2, C2)
(1-based, row 1 at the top), and RESULT is `Tie`, `Red k` or `Black k`, the
game's result if this move is made and both sides play optimally afterwards,
k counting every move of the board's game from its start, this one
included. Best for the side to move: a win in the fewest moves, else Tie,
else a loss in the most moves; the move played is the first listed with the
best RESULT (the game of --explain), so the first ply's best RESULT is the
board's answer. The game ends at a terminal position (no `ply` line there)
or, for a tie, with the first move that brings back an earlier position of
the game. A board whose game is over at the start has only its `board K`
line.",
        judge_limits: "1 <= T <= 10 boards; 1 <= n, m <= 10 per board",
        limits: "1 <= T <= 10000 boards; n, m >= 1 and n * m <= 400 per board",
        samples: &[Sample {
            input: "0 8\n3 3\n.O.\n.X.\nO..\n4 4\n....\n....\nO..O\n..X.\n3 5\nX....\n.....\nO...O\n5 5\n.....\n#####\n..X..\n.....\nO...O\n2 3\nO#X\n#O.\n4 5\nO....\n.....\n.....\n..X.O\n4 5\n.....\n#####\nOO#X.\n..#..\n3 3\nO.O\n...\n.X.\n",
            output: "Red 1\nRed 3\nBlack 0\nRed 9\nBlack 0\nRed 7\nTie\nRed 5\n",
        }],
        editor: Some(Editor::Letters {
            header: 2,
            cycle: ".#OX",
        }),
    };

    type Input = JudgeInput;
    type Board = Board;
    type Solution = Analysis;
    type Family = Family;
    type Side = Side;
    type Answer = Answer;

    fn validate(input: &[u8]) -> Result<(), InputError> {
        crate::validate(input)
    }

    fn generate(family: Family, seed: u64, size: Size) -> Result<JudgeInput, GenError> {
        generator::generate(family, seed, size)
    }

    fn size(board: &Board) -> (usize, usize) {
        (board.rows(), board.cols())
    }

    /// The positions of the index space, each with at most 8 moves.
    fn reach(board: &Board) -> (usize, usize) {
        let positions = analysis::position_count(board);
        (positions, positions.saturating_mul(8))
    }

    fn memory_needed(board: &Board) -> usize {
        analysis::memory_needed(board)
    }

    /// The start alone: the walk stops as soon as the start is labelled.
    fn try_answer(board: &Board, resources: &Resources<'_>) -> Result<Answer, OutOfMemory> {
        analysis::solve_start(board, resources)
    }

    fn to_move(_: &Board, position: &Position) -> Side {
        position.to_move()
    }

    /// The start's value for red, in the judge's words.
    fn answer(_: &Analysis, start: Forced) -> Answer {
        Answer::new(start, Side::Red)
    }

    /// The legend of the pictures.
    fn write_explanation_preamble(out: &mut dyn Write, _: &JudgeInput) -> io::Result<()> {
        explain::legend(out)
    }

    fn write_explanation(
        out: &mut dyn Write,
        analysis: &Analysis,
        board: BoardNumber,
    ) -> io::Result<()> {
        explain::board(out, board.number, board.count, analysis)
    }

    /// `board K`, for every board of the file.
    fn moves_board_heading(board: BoardNumber) -> Option<String> {
        Some(format!("board {}", board.number))
    }

    /// `R1 C1 R2 C2 RESULT`: the judge's words for the game if the move is
    /// made, counted from the board's start.
    fn move_line(line: &Line<'_, PawnRetro>, value: &MoveValueOf<PawnRetro>) -> String {
        let Ok(before) = u32::try_from(line.ply()) else {
            unreachable!("a game of the index space is far shorter than 2^32 moves")
        };
        let result = Answer::new(value.value.later(before), line.to_move());
        format!("{} {result}", value.mv)
    }

    /// A piece moves from its cell to another.
    fn move_cells(_: &Board, _: &Position, mv: &crate::Move) -> MoveCells {
        MoveCells::step(mv.from, mv.to)
    }

    /// The board: obstacles, the red pieces, the black piece (a red piece
    /// on black's cell reads `*`).
    fn picture(line: &Line<'_, PawnRetro>) -> Picture {
        let board = line.analysis().rules();
        let position = line.position();
        let [a, b] = position.reds();
        Picture::new(board.rows(), board.cols(), |row, col| {
            let cell = Cell::new(row, col);
            let red = cell == a || cell == b;
            let (text, shade) = match (red, cell == position.black()) {
                (true, true) => ("*", Shade::First),
                (true, false) => ("O", Shade::First),
                (false, true) => ("X", Shade::Second),
                _ if board.is_obstacle(cell) => ("#", Shade::Blocked),
                _ => ("", Shade::Plain),
            };
            Square {
                text: text.to_string(),
                shade,
            }
        })
    }
}
