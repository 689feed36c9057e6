//! A strict reader for validating test data, as a judge's validator does.
//!
//! [`Scanner`](crate::Scanner) reads judge input the way the contestants'
//! programs do: any whitespace between tokens, signs and leading zeros as
//! `scanf` takes them. A test file meant for a judge should be stricter
//! than that, because some contestant's program will read it less kindly.
//! [`Strict`] checks the exact shape, as testlib's validators do:
//!
//! - tokens sit on the lines where the format puts them, separated by
//!   exactly one space, with nothing before the first token of a line and
//!   nothing after the last;
//! - every line ends with `\n` (no `\r`, no blank line, no missing final
//!   line end) and nothing follows the last line; no byte order mark;
//! - integers are written canonically: `0`, or digits without leading
//!   zeros, with a `-` only before a non-zero number (no `+`, no `-0`).
//!
//! Every violation is an [`InputError`] at the offending byte.
//!
//! ```
//! use common_io::Strict;
//!
//! let mut v = Strict::new(b"2 3\nLRX\nXXL\n");
//! let n: usize = v.int("n", 1..=20)?;
//! let m: usize = v.int("m", 1..=20)?;
//! v.end_line()?;
//! for r in 1..=n {
//!     v.row(&format!("row {r}"), m, b"LRX")?;
//!     v.end_line()?;
//! }
//! v.finish()?;
//!
//! // The same first line with two spaces: refused where they are.
//! let mut v = Strict::new(b"2  3\n");
//! v.int::<u8>("n", 1..=20)?;
//! assert_eq!(
//!     v.int::<u8>("m", 1..=20).unwrap_err().to_string(),
//!     "line 1, column 2: expected one space, then m, an integer from 1 to 20, found two spaces in a row"
//! );
//! # Ok::<(), common_io::InputError>(())
//! ```

use std::ops::RangeInclusive;

use crate::error::{ErrorKind, InputError, Pos};
use crate::scanner::{Integer, describe_bytes};

/// The UTF-8 byte order mark.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Reads a judge input strictly, token by token and line by line (see the
/// module documentation).
#[derive(Clone, Debug)]
pub struct Strict<'a> {
    buf: &'a [u8],
    at: usize,
    line: usize,
    line_start: usize,
}

impl<'a> Strict<'a> {
    /// A strict reader over the whole input.
    pub fn new(buf: &'a [u8]) -> Strict<'a> {
        Strict {
            buf,
            at: 0,
            line: 1,
            line_start: 0,
        }
    }

    /// Where the reader is: the start of the next token, or the separator
    /// before it.
    pub fn position(&self) -> Pos {
        Pos {
            line: self.line,
            column: self.at - self.line_start + 1,
        }
    }

    fn error(&self, kind: ErrorKind, expected: String, found: impl Into<String>) -> InputError {
        InputError::new(kind, self.position(), expected, found)
    }

    /// What the byte at the cursor is, in words, for a message.
    fn describe_here(&self) -> String {
        match self.buf.get(self.at..) {
            None | Some([]) => "end of input".to_string(),
            Some(rest) if rest.starts_with(BOM) => "a byte order mark".to_string(),
            Some([b'\n', ..]) if self.at == self.line_start => "an empty line".to_string(),
            Some([b'\n', ..]) => "the end of the line".to_string(),
            Some([b'\r', ..]) => "a carriage return `\\r`".to_string(),
            Some([b'\t', ..]) => "a tab".to_string(),
            Some([b' ', b' ', ..]) => "two spaces in a row".to_string(),
            Some([b' ', ..]) => "a space".to_string(),
            Some(rest) => {
                let len = rest
                    .iter()
                    .position(|b| b.is_ascii_whitespace())
                    .unwrap_or(rest.len());
                describe_bytes(&rest[..len])
            }
        }
    }

    /// Moves to the start of the next token of this line: nothing to skip
    /// at the start of a line, else exactly one space. Returns the token.
    fn token(&mut self, expected: &str) -> Result<&'a [u8], InputError> {
        if self.at != self.line_start {
            if self.buf.get(self.at) != Some(&b' ') {
                let found = self.describe_here();
                return Err(self.error(
                    ErrorKind::Invalid,
                    format!("one space, then {expected}"),
                    found,
                ));
            }
            self.at += 1;
        }
        let rest = &self.buf[self.at..];
        let len = rest
            .iter()
            .position(|b| b.is_ascii_whitespace())
            .unwrap_or(rest.len());
        if len == 0 || (self.at == 0 && rest.starts_with(BOM)) {
            let kind = if rest.is_empty() {
                ErrorKind::EndOfInput
            } else {
                ErrorKind::Invalid
            };
            // After a separating space, a second space is what is wrong.
            let expected = if self.at != self.line_start && rest.first() == Some(&b' ') {
                self.at -= 1;
                format!("one space, then {expected}")
            } else {
                expected.to_string()
            };
            let found = self.describe_here();
            return Err(self.error(kind, expected, found));
        }
        Ok(&rest[..len])
    }

    /// The next token of this line as an integer of type `T` in `range`,
    /// written canonically (no `+`, no leading zeros, no `-0`).
    pub fn int<T: Integer>(
        &mut self,
        what: &str,
        range: RangeInclusive<T>,
    ) -> Result<T, InputError> {
        let expected = format!(
            "{what}, an integer from {} to {}",
            range.start(),
            range.end()
        );
        let token = self.token(&expected)?;
        let digits = token.strip_prefix(b"-").unwrap_or(token);
        let canonical = !digits.is_empty()
            && digits.iter().all(u8::is_ascii_digit)
            && (digits == b"0" || digits[0] != b'0')
            && !(token.len() > digits.len() && digits == b"0");
        if !canonical {
            let kind = if digits.iter().all(u8::is_ascii_digit) && !digits.is_empty() {
                ErrorKind::Invalid
            } else {
                ErrorKind::NotAnInteger
            };
            return Err(self.error(
                kind,
                format!("{expected}, written without a sign or leading zeros"),
                describe_bytes(token),
            ));
        }
        match T::from_digits(token.len() > digits.len(), digits) {
            Some(value) if range.contains(&value) => {
                self.at += token.len();
                Ok(value)
            }
            _ => Err(self.error(ErrorKind::OutOfRange, expected, describe_bytes(token))),
        }
    }

    /// The next token of this line as a grid row: exactly `len` bytes from
    /// `alphabet`.
    pub fn row(&mut self, what: &str, len: usize, alphabet: &[u8]) -> Result<&'a [u8], InputError> {
        let letters = alphabet.escape_ascii();
        let expected = format!("{what}: {len} characters from `{letters}`");
        let token = self.token(&expected)?;
        if let Some(offset) = token.iter().position(|b| !alphabet.contains(b)) {
            self.at += offset;
            return Err(self.error(
                ErrorKind::BadCharacter,
                format!("a character from `{letters}` in {what}"),
                describe_bytes(&token[offset..=offset]),
            ));
        }
        if token.len() != len {
            let unit = if token.len() == 1 {
                "character"
            } else {
                "characters"
            };
            return Err(self.error(
                ErrorKind::RowLength,
                expected,
                format!("{} ({} {unit})", describe_bytes(token), token.len()),
            ));
        }
        self.at += token.len();
        Ok(token)
    }

    /// The end of the current line: a `\n` right after its last token.
    pub fn end_line(&mut self) -> Result<(), InputError> {
        if self.buf.get(self.at) == Some(&b'\n') {
            self.at += 1;
            self.line += 1;
            self.line_start = self.at;
            return Ok(());
        }
        let kind = if self.at == self.buf.len() {
            ErrorKind::EndOfInput
        } else {
            ErrorKind::TrailingInput
        };
        let found = self.describe_here();
        Err(self.error(kind, "the end of the line (`\\n`)".into(), found))
    }

    /// Succeeds at the very end of the input, after the last line's `\n`.
    pub fn finish(&mut self) -> Result<(), InputError> {
        if self.at == self.buf.len() {
            return Ok(());
        }
        let found = self.describe_here();
        Err(self.error(ErrorKind::TrailingInput, "end of input".into(), found))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reads `n m` then `n` rows of `m` letters, strictly.
    fn grid(input: &[u8]) -> Result<(), String> {
        let mut v = Strict::new(input);
        let run = |v: &mut Strict<'_>| -> Result<(), InputError> {
            let n: usize = v.int("n", 1..=5)?;
            let m: usize = v.int("m", 1..=5)?;
            v.end_line()?;
            for r in 1..=n {
                v.row(&format!("row {r}"), m, b"LRX")?;
                v.end_line()?;
            }
            v.finish()
        };
        run(&mut v).map_err(|e| e.to_string())
    }

    #[test]
    fn an_exact_file_passes() {
        assert_eq!(grid(b"2 3\nLRX\nXXL\n"), Ok(()));
        assert_eq!(grid(b"1 1\nL\n"), Ok(()));
    }

    #[test]
    fn every_deviation_is_one_positioned_error() {
        let cases: [(&[u8], &str); 19] = [
            (
                b"",
                "line 1, column 1: expected n, an integer from 1 to 5, found end of input",
            ),
            (
                b"\xEF\xBB\xBF1 1\nL\n",
                "line 1, column 1: expected n, an integer from 1 to 5, found a byte order mark",
            ),
            (
                b" 1 1\nL\n",
                "line 1, column 1: expected n, an integer from 1 to 5, found a space",
            ),
            (
                b"1  1\nL\n",
                "line 1, column 2: expected one space, then m, an integer from 1 to 5, found two spaces in a row",
            ),
            (
                b"1\t1\nL\n",
                "line 1, column 2: expected one space, then m, an integer from 1 to 5, found a tab",
            ),
            (
                b"1 1 \nL\n",
                "line 1, column 4: expected the end of the line (`\\n`), found a space",
            ),
            (
                b"1 1\r\nL\r\n",
                "line 1, column 4: expected the end of the line (`\\n`), found a carriage return `\\r`",
            ),
            (
                b"1 1\nL",
                "line 2, column 2: expected the end of the line (`\\n`), found end of input",
            ),
            (
                b"1 1\nL\n\n",
                "line 3, column 1: expected end of input, found an empty line",
            ),
            (
                b"1 1\n\nL\n",
                "line 2, column 1: expected row 1: 1 characters from `LRX`, found an empty line",
            ),
            (
                b"1 1\nL\nX\n",
                "line 3, column 1: expected end of input, found `X`",
            ),
            (
                b"01 1\nL\n",
                "line 1, column 1: expected n, an integer from 1 to 5, written without a sign or leading zeros, found `01`",
            ),
            (
                b"+1 1\nL\n",
                "line 1, column 1: expected n, an integer from 1 to 5, written without a sign or leading zeros, found `+1`",
            ),
            (
                b"-0 1\nL\n",
                "line 1, column 1: expected n, an integer from 1 to 5, written without a sign or leading zeros, found `-0`",
            ),
            (
                b"6 1\nL\n",
                "line 1, column 1: expected n, an integer from 1 to 5, found `6`",
            ),
            (
                b"-1 1\nL\n",
                "line 1, column 1: expected n, an integer from 1 to 5, found `-1`",
            ),
            (
                b"1 1 1\nL\n",
                "line 1, column 4: expected the end of the line (`\\n`), found a space",
            ),
            (
                b"1 2\nLQ\n",
                "line 2, column 2: expected a character from `LRX` in row 1, found `Q`",
            ),
            (
                b"1 2\nL X\n",
                "line 2, column 1: expected row 1: 2 characters from `LRX`, found `L` (1 character)",
            ),
        ];
        for (input, message) in cases {
            assert_eq!(
                grid(input),
                Err(message.to_string()),
                "{}",
                input.escape_ascii()
            );
        }
    }

    #[test]
    fn integers_must_be_canonical() {
        let read = |text: &[u8]| Strict::new(text).int::<i64>("v", -100..=100);
        assert_eq!(read(b"0"), Ok(0));
        assert_eq!(read(b"-7"), Ok(-7));
        assert_eq!(read(b"100"), Ok(100));
        for bad in [
            &b"00"[..],
            b"007",
            b"-0",
            b"+3",
            b"-",
            b"+",
            b"1.5",
            b"0x10",
            b"--3",
        ] {
            assert!(read(bad).is_err(), "{}", bad.escape_ascii());
        }
        assert_eq!(read(b"-007").unwrap_err().kind(), ErrorKind::Invalid);
        assert_eq!(read(b"1a").unwrap_err().kind(), ErrorKind::NotAnInteger);
        assert_eq!(read(b"101").unwrap_err().kind(), ErrorKind::OutOfRange);
    }
}
