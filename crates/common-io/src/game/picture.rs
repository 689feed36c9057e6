//! A position drawn as a grid of cells, for a person: what the explorer's
//! page shows (and what a game's tests can look at).

/// How a cell is shaded: the meaning is the game's, the colour the
/// drawing's (the explorer colours the two sides' pieces apart, greys the
/// blocked cells and marks the open ones).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Shade {
    /// An ordinary cell.
    Plain,
    /// The first side's: its stone or its piece.
    First,
    /// The second side's: its stone or its piece.
    Second,
    /// A cell where the side to move can play.
    Open,
    /// A cell out of play: a wall, or a cell already taken.
    Blocked,
}

impl Shade {
    /// The shade's name, as the explorer's page writes it: `plain`,
    /// `first`, `second`, `open`, `blocked`.
    pub fn name(self) -> &'static str {
        match self {
            Shade::Plain => "plain",
            Shade::First => "first",
            Shade::Second => "second",
            Shade::Open => "open",
            Shade::Blocked => "blocked",
        }
    }
}

/// One cell of a [`Picture`]: a short text and a shade.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Square {
    /// What the cell shows: a letter, a piece, a value (a few characters).
    pub text: String,
    /// How it is shaded.
    pub shade: Shade,
}

/// A position as a grid: `rows × cols` squares, row-major, row 0 at the
/// top.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Picture {
    /// The number of rows.
    pub rows: usize,
    /// The number of columns.
    pub cols: usize,
    /// The squares, row-major.
    pub squares: Vec<Square>,
}

impl Square {
    /// A square showing `text`, shaded `shade`.
    pub fn new(text: impl Into<String>, shade: Shade) -> Square {
        Square {
            text: text.into(),
            shade,
        }
    }
}

impl Picture {
    /// A `rows × cols` picture of squares made by `square(row, col)`.
    pub fn new(
        rows: usize,
        cols: usize,
        mut square: impl FnMut(usize, usize) -> Square,
    ) -> Picture {
        let squares = (0..rows)
            .flat_map(|r| (0..cols).map(move |c| (r, c)))
            .map(|(r, c)| square(r, c))
            .collect();
        Picture {
            rows,
            cols,
            squares,
        }
    }

    /// The picture as text, a row a line, each square its text padded to
    /// the widest (for tests and terminals).
    pub fn to_text(&self) -> String {
        let width = self
            .squares
            .iter()
            .map(|s| s.text.chars().count())
            .max()
            .unwrap_or(0);
        let mut text = String::new();
        for row in self.squares.chunks(self.cols.max(1)) {
            let cells: Vec<String> = row.iter().map(|s| format!("{:>width$}", s.text)).collect();
            text.push_str(cells.join(" ").trim_end());
            text.push('\n');
        }
        text
    }
}
