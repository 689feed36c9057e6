//! The API's answers, as serde types: what `/api/...` sends, field by
//! field. A Rust client (the explorer's tests, a script) reads them back
//! with the same types; the page reads the same JSON.

use common_io::game::{self, AnyGame, AnyLine, EditGrid, Editor, MoveCells, Step, ValueText};
use serde::{Deserialize, Serialize};

/// A result from one side's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Wdl {
    /// The side wins.
    Win,
    /// Neither side can force a win.
    Draw,
    /// The side loses.
    Loss,
}

impl From<game::Wdl> for Wdl {
    fn from(wdl: game::Wdl) -> Wdl {
        match wdl {
            game::Wdl::Win => Wdl::Win,
            game::Wdl::Draw => Wdl::Draw,
            game::Wdl::Loss => Wdl::Loss,
        }
    }
}

/// A cell of the board, 0-based (row 0 at the top), as the API counts;
/// moves' text counts from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cell {
    /// The row, from 0.
    pub row: usize,
    /// The column, from 0.
    pub col: usize,
}

impl From<game::Cell> for Cell {
    fn from(cell: game::Cell) -> Cell {
        Cell {
            row: cell.row,
            col: cell.col,
        }
    }
}

/// A position after some moves from the start of a board
/// (`/api/<game>/moves`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Position {
    /// The game's name.
    pub game: String,
    /// The moves played to reach it.
    pub ply: usize,
    /// Who moves, in the game's words.
    pub to_move: String,
    /// Whether the game is over (no legal move).
    pub over: bool,
    /// The position's value for the side to move, in words.
    pub value: String,
    /// The same, as win, draw or loss.
    pub wdl: Wdl,
    /// Moves to the end under optimal play, where the game counts them.
    pub distance: Option<u32>,
    /// The last move played, if any.
    pub last: Option<String>,
    /// After how many moves this position first stood, if it stood earlier
    /// in this game: `--moves` ends a tie there.
    pub repeats: Option<usize>,
    /// Every legal move, in the game's order (the `--moves` order).
    pub moves: Vec<Move>,
    /// Every position from the start to this one (`ply + 1` points).
    pub history: Vec<Point>,
    /// The position drawn as a grid.
    pub picture: Picture,
}

/// A legal move of a [`Position`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Move {
    /// The move's text (`R C` or `R1 C1 R2 C2`, 1-based), as `--moves`
    /// writes it and as `moves=` takes it.
    #[serde(rename = "move")]
    pub mv: String,
    /// Its value for the side making it, in words.
    pub value: String,
    /// The same, as win, draw or loss.
    pub wdl: Wdl,
    /// Moves to the end after it, where the game counts them.
    pub distance: Option<u32>,
    /// Its place from the best (0): moves of equal value share a rank.
    pub rank: usize,
    /// Exactly the line `--moves` prints for this move, here.
    pub line: String,
    /// The cell of the piece that moves, if a piece moves.
    pub from: Option<Cell>,
    /// The cell played: where a stone goes, the cell taken, or where the
    /// piece lands.
    pub to: Cell,
}

/// A position of the game so far ([`Position::history`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Point {
    /// The moves played to reach it.
    pub ply: usize,
    /// The move that led to it (`None` at the start).
    #[serde(rename = "move")]
    pub mv: Option<String>,
    /// That move's piece cell, if a piece moved.
    pub from: Option<Cell>,
    /// That move's cell played.
    pub to: Option<Cell>,
    /// Whether the side that moved first is to move.
    pub first_to_move: bool,
    /// The position's value for the side that moved first, in words.
    pub value: String,
    /// The same, as win, draw or loss.
    pub wdl: Wdl,
    /// Moves to the end under optimal play, where the game counts them.
    pub distance: Option<u32>,
}

/// A position as a grid of squares.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Picture {
    /// The number of rows.
    pub rows: usize,
    /// The number of columns.
    pub cols: usize,
    /// The squares, row-major.
    pub squares: Vec<Square>,
}

/// One square of a [`Picture`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Square {
    /// What it shows: a letter, a piece, a value.
    pub text: String,
    /// How it is shaded: `plain`, `first`, `second`, `open` or `blocked`.
    pub shade: String,
}

impl Position {
    /// The position `line` has reached, of `game`.
    pub(crate) fn of(game: &dyn AnyGame, line: &dyn AnyLine) -> Position {
        let value = line.value();
        let history: Vec<Point> = line
            .history()
            .into_iter()
            .enumerate()
            .map(Point::of)
            .collect();
        let picture = line.picture();
        let moves: Vec<Move> = line
            .move_values()
            .into_iter()
            .map(|mv| {
                let (from, to) = cells(mv.cells);
                Move {
                    mv: mv.mv,
                    value: mv.value.text,
                    wdl: mv.value.wdl.into(),
                    distance: mv.value.distance,
                    rank: mv.rank,
                    line: mv.line,
                    from,
                    to,
                }
            })
            .collect();
        Position {
            game: game.name().to_string(),
            ply: line.ply(),
            to_move: line.to_move(),
            over: moves.is_empty(),
            value: value.text,
            wdl: value.wdl.into(),
            distance: value.distance,
            last: history.last().and_then(|point| point.mv.clone()),
            repeats: line.repeats(),
            moves,
            history,
            picture: Picture {
                rows: picture.rows,
                cols: picture.cols,
                squares: picture
                    .squares
                    .into_iter()
                    .map(|square| Square {
                        text: square.text,
                        shade: square.shade.name().to_string(),
                    })
                    .collect(),
            },
        }
    }
}

fn cells(cells: MoveCells) -> (Option<Cell>, Cell) {
    (cells.from.map(Cell::from), cells.to.into())
}

impl Point {
    fn of((ply, step): (usize, Step)) -> Point {
        let Step {
            played,
            first_to_move,
            for_first:
                ValueText {
                    text,
                    wdl,
                    distance,
                },
        } = step;
        let (mv, from, to) = match played {
            Some((mv, move_cells)) => {
                let (from, to) = cells(move_cells);
                (Some(mv), from, Some(to))
            }
            None => (None, None, None),
        };
        Point {
            ply,
            mv,
            from,
            to,
            first_to_move,
            value: text,
            wdl: wdl.into(),
            distance,
        }
    }
}

/// A game of the registry (`/api/games`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameInfo {
    /// Its name, as in the URLs.
    pub name: String,
    /// Its name for people.
    pub title: String,
    /// Where the problem comes from.
    pub source: String,
    /// The rules, in one paragraph.
    pub rules: String,
    /// The `--moves` format.
    pub moves_format: String,
    /// The original judge's limits, in words.
    pub judge_limits: String,
    /// The crate's own limits, in words.
    pub limits: String,
    /// The statement's samples.
    pub samples: Vec<SampleInfo>,
    /// The generator's families.
    pub families: Vec<String>,
    /// How the board editor changes a cell, if the game has one.
    pub editor: Option<EditorInfo>,
}

/// A sample of the statement.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SampleInfo {
    /// The input, byte for byte.
    pub input: String,
    /// The judge's exact answer.
    pub output: String,
    /// Each board of the input as an input of its own (the page explores
    /// one at a time).
    pub boards: Vec<String>,
}

/// How the board editor changes a cell ([`GameInfo::editor`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum EditorInfo {
    /// A cell is one character of `cycle`: a click puts the next one.
    Letters {
        /// The characters, in the order a click goes through them.
        cycle: String,
    },
    /// A cell is `layers` numbers, written `a/b`: an edit gives them all.
    Numbers {
        /// How many numbers a cell holds.
        layers: usize,
    },
}

impl GameInfo {
    /// What the API says of `game`.
    pub(crate) fn of(game: &dyn AnyGame) -> GameInfo {
        let about = game.about();
        GameInfo {
            name: game.name().to_string(),
            title: about.title.to_string(),
            source: about.source.to_string(),
            rules: about.rules.to_string(),
            moves_format: about.moves_format.to_string(),
            judge_limits: about.judge_limits.to_string(),
            limits: about.limits.to_string(),
            samples: about
                .samples
                .iter()
                .map(|sample| SampleInfo {
                    input: sample.input.to_string(),
                    output: sample.output.to_string(),
                    boards: game.split(sample.input.as_bytes()).unwrap_or_default(),
                })
                .collect(),
            families: game.families().into_iter().map(String::from).collect(),
            editor: about.editor.map(|editor| match editor {
                Editor::Letters { cycle, .. } => EditorInfo::Letters {
                    cycle: cycle.to_string(),
                },
                Editor::Numbers { layers, .. } => EditorInfo::Numbers { layers },
            }),
        }
    }
}

/// A board in the editor (`/api/<game>/edit`): its text after the edit,
/// its cells, and whether the game's binary reads it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Edited {
    /// The judge input.
    pub input: String,
    /// The number of rows.
    pub rows: usize,
    /// The number of columns.
    pub cols: usize,
    /// Each cell's text, row-major: a character, or numbers joined by `/`.
    pub cells: Vec<String>,
    /// Why the input cannot be read as one board, if it cannot: the
    /// binary's error line (`error: ...`) for an input it does not read,
    /// or the explorer's for an input of several boards. (A board past
    /// the memory limit reads well here; `/moves` refuses it with 413.)
    pub error: Option<String>,
}

impl Edited {
    pub(crate) fn of(input: String, grid: EditGrid, error: Option<String>) -> Edited {
        Edited {
            input,
            rows: grid.rows,
            cols: grid.cols,
            cells: grid.cells,
            error,
        }
    }
}

/// A generated board (`/api/<game>/generate`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Generated {
    /// The judge input of one board.
    pub input: String,
}

/// What every error answers, with its status.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Failure {
    /// One line, `error: ...`: the binary's line for a bad board.
    pub error: String,
}
