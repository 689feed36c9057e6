//! A board editor's operations on a one-board judge input: read its cells,
//! change one cell in place, and resize the board. They work on the text, not on a
//! parsed board, so that a board can pass through invalid states while a
//! person sets it up (a piece removed before it is placed again): only the
//! shape (the header's `n m` and the rows' places) has to be readable.

use std::fmt;

use super::Cell;

/// The most cells an editor handles (a 256 × 256 board).
pub const MAX_EDIT_CELLS: usize = 1 << 16;

/// Where a game's one-board judge input holds its cells, for a board editor
/// ([`super::About::editor`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Editor {
    /// One character a cell. After `header` lines, the last of which
    /// starts with the numbers of rows and of columns `n m`, come `n` lines
    /// of `m` characters. An edit without a value puts the character of
    /// `cycle` after the cell's (the first one after the last, or after a
    /// character not in `cycle`); an edit with a value sets that
    /// character, which must be one of `cycle`.
    Letters {
        /// The lines before the first row.
        header: usize,
        /// The characters a cell takes, in the order a click goes through
        /// them.
        cycle: &'static str,
    },
    /// Numbers. After `header` lines, the last of which starts with `n m`,
    /// come `layers` grids one after another, each `n` lines of `m` numbers
    /// separated by spaces. A cell's text is its number in each grid, in
    /// order, joined by `/` (`3/7`); an edit writes a text of that form.
    Numbers {
        /// The lines before the first grid.
        header: usize,
        /// The number of grids.
        layers: usize,
    },
}

/// The cells of a one-board input, as an editor shows them
/// ([`Editor::grid`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EditGrid {
    /// The number of rows (the header's `n`).
    pub rows: usize,
    /// The number of columns (the header's `m`).
    pub cols: usize,
    /// Each cell's text, row-major: a character, or numbers joined by `/`.
    /// What the input stops short of is empty: the cell `""`, or one
    /// number of it (`"1/"`).
    pub cells: Vec<String>,
}

/// Why an input cannot be edited: its shape cannot be read or has more
/// than [`MAX_EDIT_CELLS`] cells, the cell is off the board, the value is
/// not one the game's cells take, or a resize asks for no rows, no
/// columns or more than [`MAX_EDIT_CELLS`] cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EditError(String);

impl fmt::Display for EditError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for EditError {}

impl Editor {
    fn header(self) -> usize {
        match self {
            Editor::Letters { header, .. } | Editor::Numbers { header, .. } => header,
        }
    }

    /// The board's size from the last header line of `lines`.
    fn size(self, lines: &[&str]) -> Result<(usize, usize), EditError> {
        let header = self.header();
        let unreadable = || {
            EditError(format!(
                "cannot edit the board: line {header} does not start with the numbers of rows and of columns"
            ))
        };
        let line = header
            .checked_sub(1)
            .and_then(|last| lines.get(last))
            .ok_or_else(unreadable)?;
        let mut numbers = line
            .split_ascii_whitespace()
            .map(|token| token.parse::<usize>().ok());
        let (Some(Some(rows)), Some(Some(cols))) = (numbers.next(), numbers.next()) else {
            return Err(unreadable());
        };
        match rows.checked_mul(cols) {
            Some(cells) if cells <= MAX_EDIT_CELLS => Ok((rows, cols)),
            _ => Err(EditError(format!(
                "cannot edit a {rows} × {cols} board: the editor handles {MAX_EDIT_CELLS} cells at most"
            ))),
        }
    }

    /// The cells of `input` (a one-board judge input of the game), read
    /// from its shape alone: what the input stops short of is empty (see
    /// [`EditGrid::cells`]).
    ///
    /// ```
    /// use common_io::game::Editor;
    ///
    /// let letters = Editor::Letters { header: 1, cycle: "LRX" };
    /// let grid = letters.grid("2 2\nLR\nX")?;
    /// assert_eq!((grid.rows, grid.cols), (2, 2));
    /// assert_eq!(grid.cells, ["L", "R", "X", ""]);
    /// let numbers = Editor::Numbers { header: 1, layers: 2 };
    /// assert_eq!(numbers.grid("1 2\n1 2\n3 4\n")?.cells, ["1/3", "2/4"]);
    /// # Ok::<(), common_io::game::EditError>(())
    /// ```
    pub fn grid(self, input: &str) -> Result<EditGrid, EditError> {
        let lines: Vec<&str> = input.split('\n').collect();
        let (rows, cols) = self.size(&lines)?;
        let header = self.header();
        let line = |index: usize| lines.get(index).copied().unwrap_or("");
        let cells = (0..rows)
            .flat_map(|row| (0..cols).map(move |col| (row, col)))
            .map(|(row, col)| match self {
                Editor::Letters { .. } => line(header + row)
                    .chars()
                    .nth(col)
                    .map(String::from)
                    .unwrap_or_default(),
                Editor::Numbers { layers, .. } => {
                    let numbers: Vec<&str> = (0..layers)
                        .map(|layer| {
                            line(header + layer * rows + row)
                                .split_ascii_whitespace()
                                .nth(col)
                                .unwrap_or("")
                        })
                        .collect();
                    numbers.join("/")
                }
            })
            .collect();
        Ok(EditGrid { rows, cols, cells })
    }

    /// `input` with `cell` (0-based) changed: to `value` when given (a
    /// character of the cycle, or the numbers `a/b`), else, for letters, to
    /// the next character of the cycle (numbers need `value`). Only the
    /// cell's row lines change (a row of numbers is written again with one
    /// space between its numbers); where the input stops short of the
    /// cell, its line is added (after empty ones) and its row filled up to
    /// the cell (with the cycle's first character, or `0`). The text ends
    /// with a newline.
    ///
    /// ```
    /// use common_io::game::{Cell, Editor};
    ///
    /// let letters = Editor::Letters { header: 1, cycle: "LRX" };
    /// assert_eq!(letters.edit("1 2\nLX\n", Cell::new(0, 1), None)?, "1 2\nLL\n");
    /// assert_eq!(letters.edit("1 2\nLX\n", Cell::new(0, 0), Some("X"))?, "1 2\nXX\n");
    /// let numbers = Editor::Numbers { header: 1, layers: 2 };
    /// assert_eq!(numbers.edit("1 2\n1 2\n3 4\n", Cell::new(0, 1), Some("9/0"))?, "1 2\n1 9\n3 0\n");
    /// assert!(numbers.edit("1 2\n1 2\n3 4\n", Cell::new(0, 2), Some("9/0")).is_err());
    /// # Ok::<(), common_io::game::EditError>(())
    /// ```
    pub fn edit(self, input: &str, cell: Cell, value: Option<&str>) -> Result<String, EditError> {
        let mut lines: Vec<String> = input.split('\n').map(String::from).collect();
        // The text's final newline leaves an empty last piece.
        if lines.last().is_some_and(String::is_empty) {
            lines.pop();
        }
        let borrowed: Vec<&str> = lines.iter().map(String::as_str).collect();
        let (rows, cols) = self.size(&borrowed)?;
        if cell.row >= rows || cell.col >= cols {
            return Err(EditError(format!(
                "the cell {cell} is not on the {rows} × {cols} board"
            )));
        }
        let header = self.header();
        match self {
            Editor::Letters { cycle, .. } => {
                let filler = cycle.chars().next().unwrap_or('.');
                let index = header + cell.row;
                if lines.len() <= index {
                    lines.resize(index + 1, String::new());
                }
                let mut chars: Vec<char> = lines[index].chars().collect();
                if chars.len() <= cell.col {
                    chars.resize(cell.col + 1, filler);
                }
                let new = match value {
                    Some(text) => {
                        let mut letters = text.chars();
                        match (letters.next(), letters.next()) {
                            (Some(letter), None) if cycle.contains(letter) => letter,
                            _ => {
                                return Err(EditError(format!(
                                    "a cell holds one of `{cycle}`, not `{}`",
                                    text.escape_debug()
                                )));
                            }
                        }
                    }
                    None => {
                        let now = chars[cell.col];
                        let mut after = cycle.chars().skip_while(|&c| c != now).skip(1);
                        after.next().unwrap_or(filler)
                    }
                };
                chars[cell.col] = new;
                lines[index] = chars.into_iter().collect();
            }
            Editor::Numbers { layers, .. } => {
                let wanted = || {
                    EditError(format!(
                        "a cell holds {layers} whole numbers joined by `/` (`3/7`), not `{}`",
                        value.unwrap_or("").escape_debug()
                    ))
                };
                let numbers: Vec<&str> = value.ok_or_else(wanted)?.split('/').collect();
                let digits = |n: &&str| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit());
                if numbers.len() != layers || !numbers.iter().all(digits) {
                    return Err(wanted());
                }
                for (layer, number) in numbers.into_iter().enumerate() {
                    let index = header + layer * rows + cell.row;
                    if lines.len() <= index {
                        lines.resize(index + 1, String::new());
                    }
                    let mut tokens: Vec<&str> = lines[index].split_ascii_whitespace().collect();
                    if tokens.len() <= cell.col {
                        tokens.resize(cell.col + 1, "0");
                    }
                    tokens[cell.col] = number;
                    lines[index] = tokens.join(" ");
                }
            }
        }
        let mut text = lines.join("\n");
        text.push('\n');
        Ok(text)
    }

    /// `input` with the board resized to `rows × cols`: the header's `n m`
    /// rewritten (the rest of its line kept), each grid cut or filled in
    /// (with the cycle's first character, or `0`), the cells that stay on
    /// the board unchanged, and any line after the grids kept.
    ///
    /// ```
    /// use common_io::game::Editor;
    ///
    /// let letters = Editor::Letters { header: 1, cycle: "LRX" };
    /// assert_eq!(letters.resize("2 2\nRX\nXR\n", 1, 3)?, "1 3\nRXL\n");
    /// let numbers = Editor::Numbers { header: 1, layers: 2 };
    /// assert_eq!(numbers.resize("1 1\n5\n6\n", 2, 1)?, "2 1\n5\n0\n6\n0\n");
    /// assert!(letters.resize("1 1\nL\n", 0, 3).is_err());
    /// # Ok::<(), common_io::game::EditError>(())
    /// ```
    pub fn resize(self, input: &str, rows: usize, cols: usize) -> Result<String, EditError> {
        if rows == 0 || cols == 0 || rows.saturating_mul(cols) > MAX_EDIT_CELLS {
            return Err(EditError(format!(
                "a board has 1 to {MAX_EDIT_CELLS} cells, in at least one row and one column, not {rows} × {cols}"
            )));
        }
        let mut lines: Vec<&str> = input.split('\n').collect();
        if lines.last().is_some_and(|line| line.is_empty()) {
            lines.pop();
        }
        let grid = self.grid(input)?;
        let header = self.header();
        let mut out: Vec<String> = lines[..header]
            .iter()
            .map(|line| line.to_string())
            .collect();
        let shape = &mut out[header - 1];
        let rest: Vec<&str> = shape.split_ascii_whitespace().skip(2).collect();
        *shape = [rows.to_string(), cols.to_string()]
            .into_iter()
            .chain(rest.into_iter().map(String::from))
            .collect::<Vec<_>>()
            .join(" ");
        let (layers, filler) = match self {
            Editor::Letters { cycle, .. } => (1, cycle.chars().next().unwrap_or('.').to_string()),
            Editor::Numbers { layers, .. } => (layers, "0".to_string()),
        };
        for layer in 0..layers {
            for row in 0..rows {
                let cells: Vec<String> = (0..cols)
                    .map(|col| {
                        let text = if row < grid.rows && col < grid.cols {
                            grid.cells[row * grid.cols + col].as_str()
                        } else {
                            ""
                        };
                        let part = match self {
                            Editor::Letters { .. } => text,
                            Editor::Numbers { .. } => text.split('/').nth(layer).unwrap_or(""),
                        };
                        if part.is_empty() {
                            filler.clone()
                        } else {
                            part.to_string()
                        }
                    })
                    .collect();
                out.push(match self {
                    Editor::Letters { .. } => cells.concat(),
                    Editor::Numbers { .. } => cells.join(" "),
                });
            }
        }
        let after = header + layers * grid.rows;
        out.extend(lines.iter().skip(after).map(|line| line.to_string()));
        let mut text = out.join("\n");
        text.push('\n');
        Ok(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PIECES: Editor = Editor::Letters {
        header: 2,
        cycle: ".#OX",
    };

    #[test]
    fn letters_cycle_in_place_and_pass_through_invalid_boards() {
        let board = "0 1\n2 3\nO.O\n.X.\n";
        let grid = PIECES.grid(board).unwrap();
        assert_eq!(grid.cells, ["O", ".", "O", ".", "X", "."]);
        // A piece removed (an invalid board), then placed again elsewhere.
        let removed = PIECES.edit(board, Cell::new(0, 0), Some(".")).unwrap();
        assert_eq!(removed, "0 1\n2 3\n..O\n.X.\n");
        let placed = PIECES.edit(&removed, Cell::new(1, 2), Some("O")).unwrap();
        assert_eq!(placed, "0 1\n2 3\n..O\n.XO\n");
        // A click goes round the cycle.
        let mut text = board.to_string();
        let mut seen = Vec::new();
        for _ in 0..4 {
            text = PIECES.edit(&text, Cell::new(0, 1), None).unwrap();
            seen.push(PIECES.grid(&text).unwrap().cells[1].clone());
        }
        assert_eq!(seen, ["#", "O", "X", "."]);
        // A character off the cycle goes to its start.
        assert_eq!(
            PIECES.edit("0 1\n1 1\n?", Cell::new(0, 0), None).unwrap(),
            "0 1\n1 1\n.\n"
        );
    }

    #[test]
    fn short_inputs_are_filled_in_and_unreadable_shapes_refused() {
        assert_eq!(
            PIECES
                .edit("0 1\n2 2\n", Cell::new(1, 1), Some("X"))
                .unwrap(),
            "0 1\n2 2\n\n.X\n"
        );
        let numbers = Editor::Numbers {
            header: 1,
            layers: 2,
        };
        assert_eq!(
            numbers.edit("2 2\n", Cell::new(1, 0), Some("5/6")).unwrap(),
            "2 2\n\n5\n\n6\n"
        );
        assert_eq!(
            numbers.grid("2 2\n1 2\n").unwrap().cells,
            ["1/", "2/", "/", "/"]
        );
        for (editor, bad) in [(PIECES, "0 1\n"), (PIECES, "0 1\nx 2\n"), (numbers, "")] {
            let err = editor.grid(bad).unwrap_err();
            assert!(
                err.to_string().contains("numbers of rows and of columns"),
                "{err}"
            );
        }
        let err = numbers.grid("1000 1000\n").unwrap_err();
        assert!(err.to_string().contains("65536 cells at most"), "{err}");
        assert!(
            PIECES
                .edit("0 1\n1 1\n.\n", Cell::new(0, 0), Some("Q"))
                .is_err()
        );
        assert!(
            PIECES
                .edit("0 1\n1 1\n.\n", Cell::new(0, 0), Some("OX"))
                .is_err()
        );
        for bad in [
            None,
            Some("1"),
            Some("1/2/3"),
            Some("1/-2"),
            Some("/2"),
            Some("1/x"),
        ] {
            assert!(
                numbers.edit("1 1\n0\n0\n", Cell::new(0, 0), bad).is_err(),
                "{bad:?}"
            );
        }
        assert_eq!(
            numbers
                .edit("1 1\n0\n0\n", Cell::new(0, 1), Some("1/1"))
                .unwrap_err()
                .to_string(),
            "the cell (1, 2) is not on the 1 × 1 board"
        );
    }

    #[test]
    fn a_resize_keeps_the_cells_that_stay_and_the_header_s_other_numbers() {
        let board = "7 1\n2 3\nO.O\n.X.\n";
        assert_eq!(
            PIECES.resize(board, 3, 2).unwrap(),
            "7 1\n3 2\nO.\n.X\n..\n"
        );
        assert_eq!(PIECES.resize(board, 2, 3).unwrap(), board);
        let numbers = Editor::Numbers {
            header: 1,
            layers: 2,
        };
        assert_eq!(
            numbers.resize("1 2\n1 2\n3 4\n", 2, 1).unwrap(),
            "2 1\n1\n0\n3\n0\n"
        );
        for (rows, cols) in [(0, 1), (1, 0), (300, 300)] {
            assert!(PIECES.resize(board, rows, cols).is_err(), "{rows} × {cols}");
        }
        assert!(PIECES.resize("0 1\nx\n", 1, 1).is_err());
        // The most cells, and one row more; lines after the grids stay.
        let side = 256;
        assert_eq!(side * side, MAX_EDIT_CELLS);
        assert!(PIECES.resize(board, side, side).is_ok());
        assert!(PIECES.resize(board, side + 1, side).is_err());
        let with_tail = "7 1\n2 3\nO.O\n.X.\ntail\n";
        assert_eq!(
            PIECES.resize(with_tail, 1, 3).unwrap(),
            "7 1\n1 3\nO.O\ntail\n"
        );
        assert_eq!(
            numbers.resize("1 1\n5\n6\nend\n", 1, 2).unwrap(),
            "1 2\n5 0\n6 0\nend\n"
        );
    }
}
