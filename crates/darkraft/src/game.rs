//! The crate's side of the game contract: [`Darkraft`], the [`Game`] every
//! tool of the workspace handles this game through: the grid's rules, with
//! the kernel beside the generic solver ([`RulesGame`], made a [`Game`] by
//! [`Ruled`]).

use std::io::{self, Write};

use common_io::InputError;
#[cfg(doc)]
use common_io::game::Game;
use common_io::game::{
    About, BoardNumber, Editor, GenError, Line, MoveCells, Picture, Ruled, RulesGame, Sample,
    Shade, Single, Size, Square, Wdl,
};
use common_io::rules::Solution;

use crate::analysis::{self, Analysis, Answer};
use crate::board::Board;
use crate::explain;
use crate::generator::{self, Family};
use crate::position::{Move, Position, Side};

/// The diagonal-wave game, as the tools see it (see [`common_io::game`]):
/// the grid's [`RulesGame`], with the kernel.
///
/// ```
/// use common_io::game::{Game, Mode, text};
/// use darkraft::Darkraft;
///
/// let sample = Darkraft::ABOUT.samples[1];
/// assert_eq!(text::<Darkraft>(sample.input.as_bytes(), Mode::Judge)?, sample.output);
/// # Ok::<(), common_io::InputError>(())
/// ```
pub type Darkraft = Ruled<Board>;

/// An input is one grid.
impl Single for Board {
    fn parse_input(input: &[u8]) -> Result<Board, InputError> {
        Board::parse(input)
    }

    fn shrink_input(&self) -> Vec<Board> {
        generator::shrink(self)
    }
}

impl RulesGame for Board {
    const NAME: &'static str = "darkraft";
    const KERNEL: bool = true;
    const ABOUT: About = About {
        title: "the diagonal-wave game",
        version: env!("CARGO_PKG_VERSION"),
        source: "Codeforces 138D \"World of Darkraft\"",
        rules: "An n × m grid holds a letter L, R or X in each cell; every cell starts \
                active. The players alternate; a move picks an active cell, which \
                becomes inactive and sends waves along its diagonals (L: down-left and \
                up-right, R: up-left and down-right, X: all four) that make every cell \
                they reach inactive, stopping before the grid's edge or an inactive \
                cell. The player with no active cell to pick loses. Print WIN if the \
                first player wins, LOSE otherwise.",
        answer: "Winner of the diagonal-wave game (Codeforces 138D 'World of Darkraft').",
        moves_format: "\
--moves plays the game out ply by ply. For each ply, a line `ply P` (P from
1), then one line `R C G` per active cell, row by row (row-major order): the
1-based row and column of the cell, and G, the Grundy number of the whole
game after taking that cell (0: the player who takes it wins). The move
played is the first listed with G = 0, else the first listed, so the first
ply's cells with G = 0 are the winning first moves of --explain. The game
ends when no cell is active: no `ply` line after the last move.",
        judge_limits: "1 <= n, m <= 20",
        limits: "n, m >= 1 and n + m <= 128",
        samples: &[
            Sample {
                input: "2 2\nRL\nLR\n",
                output: "LOSE\n",
            },
            Sample {
                input: "2 2\nRR\nRR\n",
                output: "WIN\n",
            },
        ],
        editor: Some(Editor::Letters {
            header: 1,
            cycle: "LRX",
        }),
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

    fn size(board: &Board) -> (usize, usize) {
        (board.rows(), board.cols())
    }

    /// Each set of active cells, each with a move a cell: at most `2^N`
    /// positions of a grid of `N` cells (the generic solver holds its
    /// parts met, far fewer), which the kernel's memory estimate does not
    /// use.
    fn reach(board: &Board) -> (usize, usize) {
        let cells = board.rows() * board.cols();
        let positions = 1usize.checked_shl(cells as u32).unwrap_or(usize::MAX);
        (positions, positions.saturating_mul(cells))
    }

    fn memory_needed(board: &Board) -> usize {
        analysis::memory_needed(board)
    }

    fn to_move(_: &Board, position: &Position) -> Side {
        position.to_move()
    }

    /// Who wins from the start: the start's value for the first player.
    fn answer(_: &Analysis, start: Wdl) -> Answer {
        match start {
            Wdl::Win => Answer::Win,
            _ => Answer::Loss,
        }
    }

    fn write_explanation(
        out: &mut dyn Write,
        analysis: &Analysis,
        _: BoardNumber,
    ) -> io::Result<()> {
        explain::render(out, analysis)
    }

    /// `ply P`: the players have no names in the text.
    fn ply_heading(ply: usize, _: Side) -> String {
        format!("ply {ply}")
    }

    /// A move takes its cell.
    fn move_cells(_: &Board, _: &Position, mv: &Move) -> MoveCells {
        MoveCells::at(mv.cell)
    }

    /// Each cell with its letter: shaded open while active, blocked once
    /// inactive, and by player where a player took it.
    fn picture(line: &Line<'_, Darkraft>) -> Picture {
        let grid = line.analysis().rules();
        let cols = grid.cols();
        let mut taker = vec![None; grid.rows() * cols];
        for (position, mv) in line.positions().iter().zip(line.moves()) {
            taker[mv.cell.index(cols)] = Some(position.to_move());
        }
        let position = line.position();
        Picture::new(grid.rows(), cols, |row, col| {
            let cell = common_io::game::Cell::new(row, col);
            let shade = match taker[cell.index(cols)] {
                Some(Side::First) => Shade::First,
                Some(Side::Second) => Shade::Second,
                None if position.is_active(cell) => Shade::Open,
                None => Shade::Blocked,
            };
            Square {
                text: grid.letters()[cell.index(cols)].to_string(),
                shade,
            }
        })
    }
}
