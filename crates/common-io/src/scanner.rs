//! A byte-level scanner of whitespace-separated tokens with positions.

use std::fmt::Display;
use std::ops::RangeInclusive;

use crate::error::{ErrorKind, InputError, Pos};

/// The longest token text quoted in full in an error message; longer tokens
/// are cut and their length is given instead.
const QUOTE_LIMIT: usize = 24;

/// The UTF-8 byte order mark some editors put at the start of a text file.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// One whitespace-separated token and where it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    /// The token's bytes (never empty, never containing ASCII whitespace).
    pub bytes: &'a [u8],
    /// Where the token starts.
    pub pos: Pos,
}

impl Token<'_> {
    /// The token as an error message's "found" part: quoted in backticks,
    /// bytes outside printable ASCII escaped, long tokens shortened.
    pub fn describe(&self) -> String {
        describe_bytes(self.bytes)
    }
}

/// Quotes `bytes` for an error message, as [`Token::describe`] does.
pub fn describe_bytes(bytes: &[u8]) -> String {
    if bytes.len() <= QUOTE_LIMIT {
        format!("`{}`", bytes.escape_ascii())
    } else {
        let head = bytes.get(..QUOTE_LIMIT - 4).unwrap_or(bytes);
        format!("`{}...` ({} bytes)", head.escape_ascii(), bytes.len())
    }
}

/// Reads whitespace-separated tokens from a byte slice, tracking the line and
/// column of each so that every error can point at the offending token.
///
/// Whitespace is ASCII whitespace (space, tab, `\n`, `\r`, form feed,
/// vertical tab). For positions, LF, CR and CRLF each end one line, so a
/// file with any of the three line ends gets the same line numbers. A UTF-8
/// byte order mark at the very start is skipped. The scanner never allocates except to
/// build an error message or a grid the caller asked for.
///
/// ```
/// use common_io::Scanner;
/// let mut sc = Scanner::new(b"2 3\nLRX\nXXL\n");
/// let rows = sc.int::<usize>("n", 1..=10)?;
/// let cols = sc.int::<usize>("m", 1..=10)?;
/// let grid = sc.grid("the grid", rows, cols, b"LRX")?;
/// sc.finish()?;
/// assert_eq!(grid, b"LRXXXL");
/// # Ok::<(), common_io::InputError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Scanner<'a> {
    buf: &'a [u8],
    at: usize,
    line: usize,
    line_start: usize,
}

impl<'a> Scanner<'a> {
    /// A scanner over the whole input.
    pub fn new(buf: &'a [u8]) -> Self {
        let skip = if buf.starts_with(BOM) { BOM.len() } else { 0 };
        Scanner {
            buf,
            at: skip,
            line: 1,
            line_start: skip,
        }
    }

    fn skip_whitespace(&mut self) {
        while let Some(&b) = self.buf.get(self.at) {
            if !is_space(b) {
                break;
            }
            self.at += 1;
            // CR, LF and CRLF each end one line: a LF right after a CR
            // belongs to the line break the CR started.
            let crlf = b == b'\n' && self.at >= 2 && self.buf.get(self.at - 2) == Some(&b'\r');
            if b == b'\r' || b == b'\n' {
                if !crlf {
                    self.line += 1;
                }
                self.line_start = self.at;
            }
        }
    }

    fn here(&self) -> Pos {
        Pos {
            line: self.line,
            column: self.at - self.line_start + 1,
        }
    }

    /// Where the next token starts, or where the input ends if none is left.
    pub fn position(&mut self) -> Pos {
        self.skip_whitespace();
        self.here()
    }

    /// The next token, or `None` at the end of the input.
    pub fn next_token(&mut self) -> Option<Token<'a>> {
        self.skip_whitespace();
        let pos = self.here();
        let start = self.at;
        let rest = self.buf.get(start..)?;
        let len = rest.iter().position(|&b| is_space(b)).unwrap_or(rest.len());
        if len == 0 {
            return None;
        }
        self.at = start + len;
        Some(Token {
            bytes: rest.get(..len)?,
            pos,
        })
    }

    /// The next token; at the end of the input, an error saying `expected`
    /// was expected.
    pub fn token(&mut self, expected: &str) -> Result<Token<'a>, InputError> {
        match self.next_token() {
            Some(token) => Ok(token),
            None => Err(InputError::new(
                ErrorKind::EndOfInput,
                self.here(),
                expected,
                "end of input",
            )),
        }
    }

    /// The next token as an integer of type `T` within `range` (inclusive).
    ///
    /// An integer is read as C's `scanf("%d")` and C++'s `cin >>` read it
    /// from a whole token: an optional sign (`+` or `-`) and one or more
    /// decimal digits, leading zeros allowed, so `+3`, `-0` and `007` are
    /// 3, 0 and 7. Anything else in the token (`1.5`, `0x10`, `+-3`, a sign
    /// alone) makes it not an integer. (The problem crates' `--validate`
    /// mode is stricter, as a judge's test-data validator is.)
    ///
    /// `what` names the value for the error message, which reads
    /// `expected <what>, an integer from <lo> to <hi>, found ...`; it is
    /// written out only for an error, so a label built per value costs
    /// nothing when the input is right (pass `format_args!(...)`). A token
    /// too large for `T` is reported like any other value out of range.
    pub fn int<T: Integer>(
        &mut self,
        what: impl Display,
        range: RangeInclusive<T>,
    ) -> Result<T, InputError> {
        let expected = || {
            format!(
                "{what}, an integer from {} to {}",
                range.start(),
                range.end()
            )
        };
        let token = match self.next_token() {
            Some(token) => token,
            None => {
                return Err(InputError::new(
                    ErrorKind::EndOfInput,
                    self.here(),
                    expected(),
                    "end of input",
                ));
            }
        };
        let (negative, digits) = match token.bytes.split_first() {
            Some((b'-', rest)) => (true, rest),
            Some((b'+', rest)) => (false, rest),
            _ => (false, token.bytes),
        };
        if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
            return Err(InputError::new(
                ErrorKind::NotAnInteger,
                token.pos,
                expected(),
                token.describe(),
            ));
        }
        match T::from_digits(negative, digits) {
            Some(value) if range.contains(&value) => Ok(value),
            _ => Err(InputError::new(
                ErrorKind::OutOfRange,
                token.pos,
                expected(),
                token.describe(),
            )),
        }
    }

    /// The next token as UTF-8 text.
    pub fn word(&mut self, what: &str) -> Result<&'a str, InputError> {
        let token = self.token(what)?;
        std::str::from_utf8(token.bytes).map_err(|_| {
            InputError::new(
                ErrorKind::BadCharacter,
                token.pos,
                format!("{what} (UTF-8 text)"),
                token.describe(),
            )
        })
    }

    /// The next token as one grid row: exactly `len` bytes, each in
    /// `alphabet`. `what` names the row for the error message (written out
    /// only for an error: pass `format_args!("row {r} of ...")`).
    pub fn row(
        &mut self,
        what: impl Display,
        len: usize,
        alphabet: &[u8],
    ) -> Result<&'a [u8], InputError> {
        let letters = alphabet.escape_ascii();
        let expected = || format!("{what}: {len} characters from `{letters}`");
        let token = match self.next_token() {
            Some(token) => token,
            None => {
                return Err(InputError::new(
                    ErrorKind::EndOfInput,
                    self.here(),
                    expected(),
                    "end of input",
                ));
            }
        };
        if let Some(offset) = token.bytes.iter().position(|b| !alphabet.contains(b)) {
            let bad = token.bytes.get(offset..=offset).unwrap_or_default();
            return Err(InputError::new(
                ErrorKind::BadCharacter,
                Pos {
                    line: token.pos.line,
                    column: token.pos.column + offset,
                },
                format!("a character from `{letters}` in {what}"),
                describe_bytes(bad),
            ));
        }
        if token.bytes.len() != len {
            return Err(InputError::new(
                ErrorKind::RowLength,
                token.pos,
                expected(),
                if token.bytes.len() <= QUOTE_LIMIT {
                    let n = token.bytes.len();
                    let unit = if n == 1 { "character" } else { "characters" };
                    format!("{} ({n} {unit})", token.describe())
                } else {
                    // A long token's description already gives its length.
                    token.describe()
                },
            ));
        }
        Ok(token.bytes)
    }

    /// `rows` grid rows of `cols` bytes from `alphabet`, row-major in one
    /// vector. Rows are tokens, so a row may not contain spaces. `what`
    /// names the grid for the error message (rows are reported as
    /// `row R of <what>`).
    ///
    /// The caller bounds `rows` and `cols` before calling: the result has
    /// `rows * cols` bytes.
    pub fn grid(
        &mut self,
        what: &str,
        rows: usize,
        cols: usize,
        alphabet: &[u8],
    ) -> Result<Vec<u8>, InputError> {
        let mut cells = Vec::with_capacity(rows.saturating_mul(cols));
        for r in 1..=rows {
            cells.extend_from_slice(self.row(format_args!("row {r} of {what}"), cols, alphabet)?);
        }
        Ok(cells)
    }

    /// Succeeds if only whitespace is left; otherwise reports the first
    /// extra token.
    pub fn finish(&mut self) -> Result<(), InputError> {
        match self.next_token() {
            None => Ok(()),
            Some(token) => Err(InputError::new(
                ErrorKind::TrailingInput,
                token.pos,
                "end of input",
                token.describe(),
            )),
        }
    }
}

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// A primitive integer type [`Scanner::int`] can read.
///
/// Implemented for every primitive integer type; sealed.
pub trait Integer: Copy + PartialOrd + Display + sealed::Sealed {
    /// The value of ASCII decimal `digits`, negated if `negative`, or
    /// `None` if it does not fit in the type.
    fn from_digits(negative: bool, digits: &[u8]) -> Option<Self>;
}

mod sealed {
    pub trait Sealed {}
}

macro_rules! impl_integer {
    ($($t:ty),*) => {$(
        impl sealed::Sealed for $t {}
        impl Integer for $t {
            fn from_digits(negative: bool, digits: &[u8]) -> Option<Self> {
                let mut value: $t = 0;
                for &d in digits {
                    let d = <$t>::try_from(d.wrapping_sub(b'0')).ok()?;
                    value = value.checked_mul(10)?;
                    value = if negative {
                        value.checked_sub(d)?
                    } else {
                        value.checked_add(d)?
                    };
                }
                Some(value)
            }
        }
    )*};
}

impl_integer!(
    i8, i16, i32, i64, i128, isize, u8, u16, u32, u64, u128, usize
);
