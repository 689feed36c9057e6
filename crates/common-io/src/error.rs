//! The one error type every parser in the workspace returns.

use std::fmt;

/// A 1-based line and column in the input, counted in bytes.
///
/// A line ends at a LF, a CR or a CRLF (counted once), so files with any of
/// the three line ends report the same positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Pos {
    /// Line number, starting at 1.
    pub line: usize,
    /// Column number (byte offset in the line), starting at 1.
    pub column: usize,
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// What kind of mistake the input made; the message says the details.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The input ended where a token was expected.
    EndOfInput,
    /// A token that should have been an integer is not one.
    NotAnInteger,
    /// An integer outside its allowed range (including past the type's range).
    OutOfRange,
    /// A grid row of the wrong length.
    RowLength,
    /// A character outside the allowed alphabet.
    BadCharacter,
    /// More tokens after the last expected one.
    TrailingInput,
    /// Well-formed tokens that break a rule of the problem (for example the
    /// wrong number of pieces on a board).
    Invalid,
}

/// An input that does not follow the judge format or its limits.
///
/// It carries the 1-based position of the offending token, what was expected
/// there and what was found. `Display` gives
/// `line L, column C: expected ..., found ...`; the binaries prefix it with
/// `error: `.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    kind: ErrorKind,
    pos: Pos,
    expected: String,
    found: String,
}

impl InputError {
    /// Builds an error at `pos`.
    pub fn new(
        kind: ErrorKind,
        pos: Pos,
        expected: impl Into<String>,
        found: impl Into<String>,
    ) -> Self {
        Self {
            kind,
            pos,
            expected: expected.into(),
            found: found.into(),
        }
    }

    /// A rule of the problem broken by otherwise well-formed input.
    pub fn invalid(pos: Pos, expected: impl Into<String>, found: impl Into<String>) -> Self {
        Self::new(ErrorKind::Invalid, pos, expected, found)
    }

    /// What kind of mistake this is.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// Where the offending token starts.
    pub fn pos(&self) -> Pos {
        self.pos
    }

    /// What the input should have had there.
    pub fn expected(&self) -> &str {
        &self.expected
    }

    /// What the input had there instead (`end of input` at the end).
    pub fn found(&self) -> &str {
        &self.found
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: expected {}, found {}",
            self.pos, self.expected, self.found
        )
    }
}

impl std::error::Error for InputError {}
