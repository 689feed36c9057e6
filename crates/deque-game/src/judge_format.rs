//! The original judge's input format and limits, checked strictly (the
//! binary's `--validate`, [`crate::validate`]).
//!
//! This module uses only `std` and the two names it imports from its
//! parent, so that `cargo xtask package` copies it verbatim into the judge
//! package's input validator (beside copies of `common_io`'s `error`,
//! `scanner` and `strict` modules, whose names that crate's root imports
//! the same way): the package's validator and `--validate` are one code.

use super::{InputError, Strict};

/// The original judge's longest row: `1 <= N <= 3000` (see [`validate`]).
pub const JUDGE_MAX_LEN: usize = 3000;

/// The original judge's largest number: `1 <= a_i <= 10^9` (see
/// [`validate`]).
pub const JUDGE_MAX_VALUE: i64 = 1_000_000_000;

/// Checks that `input` is exactly a test of the original judge, as a
/// judge's validator would: the line `N` with `1 <= N <= 3000`, then one
/// line of the `N` numbers, each in `1..=10^9`; one space between the
/// numbers, every line ending in `\n` (no `\r`, no blank line, no byte
/// order mark, nothing after the last line), numbers without a sign or
/// leading zeros (see [`common_io::Strict`]). The judge binary's
/// `--validate`.
///
/// ```
/// use deque_game::validate;
///
/// assert!(validate(b"4\n10 80 90 30\n").is_ok());
/// let err = validate(b"3\n10 80\n").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "line 2, column 6: expected one space, then a_3, an integer from 1 to 1000000000, found the end of the line"
/// );
/// // Accepted by the solver (it reads as scanf does), but not a valid test:
/// assert!(validate(b"2\n10\n20\n").is_err());
/// ```
pub fn validate(input: &[u8]) -> Result<(), InputError> {
    let mut v = Strict::new(input);
    let len: usize = v.int("the length of the row N", 1..=JUDGE_MAX_LEN)?;
    v.end_line()?;
    for i in 1..=len {
        v.int::<i64>(&format!("a_{i}"), 1..=JUDGE_MAX_VALUE)?;
    }
    v.end_line()?;
    v.finish()
}
