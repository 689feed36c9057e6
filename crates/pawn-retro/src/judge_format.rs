//! The original judge's input format and limits, checked strictly (the
//! binary's `--validate`, [`crate::validate`]), and the rules of a board's
//! pieces that the solver's parser shares with it ([`Pieces`]).
//!
//! This module uses only `std` and the three names it imports from its
//! parent, so that `cargo xtask package` copies it verbatim into the judge
//! package's input validator (beside copies of `common_io`'s `error`,
//! `scanner` and `strict` modules, whose names that crate's root imports
//! the same way): the package's validator and `--validate` are one code.

use super::{InputError, Pos, Strict};

/// The original judge's largest test-point id in a file's header (the id
/// is not used).
pub const JUDGE_MAX_ID: u32 = 1_000_000_000;

/// The original judge's largest side: `1 <= n, m <= 10` (see [`validate`]).
pub const JUDGE_MAX_SIDE: usize = 10;

/// The original judge's largest number of boards in a file: `1 <= T <= 10`
/// (see [`validate`]).
pub const JUDGE_MAX_BOARDS: usize = 10;

/// The alphabet of a board's rows: empty, obstacle, red piece, black piece.
pub(crate) const ALPHABET: &[u8] = b".#OX";

/// A cell as (row, column), both 0-based (the validator has no `Cell`).
pub(crate) type Square = (usize, usize);

/// The pieces found while reading a board's rows: exactly two `O` and one
/// `X` are allowed, and an extra one is reported where it stands.
pub(crate) struct Pieces<'a> {
    label: &'a str,
    reds: Vec<Square>,
    black: Option<Square>,
}

impl<'a> Pieces<'a> {
    pub(crate) fn new(label: &'a str) -> Pieces<'a> {
        Pieces {
            label,
            reds: Vec::with_capacity(2),
            black: None,
        }
    }

    /// The pieces of row `row` (0-based), whose text starts at `at`.
    pub(crate) fn row(&mut self, row: usize, at: Pos, text: &[u8]) -> Result<(), InputError> {
        let label = self.label;
        for (col, &byte) in text.iter().enumerate() {
            let here = Pos {
                line: at.line,
                column: at.column + col,
            };
            let cell = (row, col);
            match byte {
                b'O' if self.reds.len() == 2 => {
                    return Err(InputError::invalid(
                        here,
                        format!("exactly two red pieces `O` on {label}"),
                        "a third `O`",
                    ));
                }
                b'O' => self.reds.push(cell),
                b'X' if self.black.is_some() => {
                    return Err(InputError::invalid(
                        here,
                        format!("exactly one black piece `X` on {label}"),
                        "a second `X`",
                    ));
                }
                b'X' => self.black = Some(cell),
                _ => {}
            }
        }
        Ok(())
    }

    /// The two red pieces and the black one, or what is missing, reported
    /// at the board's start.
    pub(crate) fn finish(self, start: Pos) -> Result<([Square; 2], Square), InputError> {
        let label = self.label;
        let reds = match self.reds.as_slice() {
            &[a, b] => [a, b],
            few => {
                return Err(InputError::invalid(
                    start,
                    format!("exactly two red pieces `O` on {label}"),
                    match few.len() {
                        0 => "no `O`".to_string(),
                        n => format!("{n} `O`"),
                    },
                ));
            }
        };
        let Some(black) = self.black else {
            return Err(InputError::invalid(
                start,
                format!("exactly one black piece `X` on {label}"),
                "no `X`",
            ));
        };
        Ok((reds, black))
    }
}

/// Checks that `input` is exactly a test of the original judge, as a
/// judge's validator would: the line `id T` with `1 <= T <= 10` (the
/// test-point number `id` is a non-negative integer; the statement gives
/// no limit, this checks `id <= 10^9`), then `T` boards, each the line
/// `n m` with `1 <= n, m <= 10` and `n` lines of `m` characters from `.#OX`
/// with exactly two `O` and one `X`; one space between the numbers of a
/// line, every line ending in `\n` (no `\r`, no blank line, no byte order
/// mark, nothing after the last line), numbers without a sign or leading
/// zeros (see [`common_io::Strict`]). The judge binary's `--validate`.
///
/// ```
/// use pawn_retro::validate;
///
/// assert!(validate(b"0 1\n3 3\n.O.\n.X.\nO..\n").is_ok());
/// let err = validate(b"0 1\n3 3\n.O.\n.X.\nOO.\n").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "line 5, column 2: expected exactly two red pieces `O` on board 1, found a third `O`"
/// );
/// // Accepted by the solver, but past the judge's limits:
/// assert!(validate(b"0 1\n1 11\nOO.......X.\n").is_err());
/// ```
pub fn validate(input: &[u8]) -> Result<(), InputError> {
    let mut v = Strict::new(input);
    v.int::<u32>("the test-point id", 0..=JUDGE_MAX_ID)?;
    let count: usize = v.int("the number of boards T", 1..=JUDGE_MAX_BOARDS)?;
    v.end_line()?;
    for k in 1..=count {
        let label = format!("board {k}");
        let start = v.position();
        let rows: usize = v.int(
            &format!("the number of rows n of {label}"),
            1..=JUDGE_MAX_SIDE,
        )?;
        let cols: usize = v.int(
            &format!("the number of columns m of {label}"),
            1..=JUDGE_MAX_SIDE,
        )?;
        v.end_line()?;
        let mut pieces = Pieces::new(&label);
        for row in 0..rows {
            let at = v.position();
            let text = v.row(&format!("row {} of {label}", row + 1), cols, ALPHABET)?;
            pieces.row(row, at, text)?;
            v.end_line()?;
        }
        pieces.finish(start)?;
    }
    v.finish()
}
