//! The API's answers, as serde types: what `/api/...` sends, field by
//! field. A Rust client (the explorer's tests, a script) reads them back
//! with the same types; the page reads the same JSON.

use common_io::game::{AnyGame, AnyLine, EditGrid, Editor, MoveCells, Step, ValueText};
use serde::{Deserialize, Serialize};

pub use common_io::game::{Cell, Picture, Shade, Square, ValueKind, Wdl};

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
    /// The kind of value the game's positions have.
    pub kind: ValueKind,
    /// The same, as win, draw or loss.
    pub wdl: Wdl,
    /// Moves to the end under optimal play, where the game counts them.
    pub distance: Option<u32>,
    /// The number it is, for a score or a Grundy value.
    pub number: Option<i64>,
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
    /// The kind of value the game's moves have.
    pub kind: ValueKind,
    /// The same, as win, draw or loss.
    pub wdl: Wdl,
    /// Moves to the end after it, where the game counts them.
    pub distance: Option<u32>,
    /// The number it is, for a score or a Grundy value.
    pub number: Option<i64>,
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
    /// The kind of value the game's positions have.
    pub kind: ValueKind,
    /// The same, as win, draw or loss.
    pub wdl: Wdl,
    /// Moves to the end under optimal play, where the game counts them.
    pub distance: Option<u32>,
    /// The number it is, for a score or a Grundy value.
    pub number: Option<i64>,
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
                    kind: mv.value.kind,
                    wdl: mv.value.wdl,
                    distance: mv.value.distance,
                    number: mv.value.number,
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
            kind: value.kind,
            wdl: value.wdl,
            distance: value.distance,
            number: value.number,
            last: history.last().and_then(|point| point.mv.clone()),
            repeats: line.repeats(),
            moves,
            history,
            picture,
        }
    }
}

fn cells(cells: MoveCells) -> (Option<Cell>, Cell) {
    (cells.from, cells.to)
}

impl Point {
    fn of((ply, step): (usize, Step)) -> Point {
        let Step {
            played,
            first_to_move,
            for_first:
                ValueText {
                    text,
                    kind,
                    wdl,
                    distance,
                    number,
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
            kind,
            wdl,
            distance,
            number,
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
