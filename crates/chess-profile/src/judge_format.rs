//! The original judge's input format and limits, checked strictly (the
//! binary's `--validate`, [`crate::validate`]).
//!
//! This module uses only `std` and the two names it imports from its
//! parent, so that `cargo xtask package` copies it verbatim into the judge
//! package's input validator (beside copies of `common_io`'s `error`,
//! `scanner` and `strict` modules, whose names that crate's root imports
//! the same way): the package's validator and `--validate` are one code.

use super::{InputError, Strict};

/// The original judge's largest side: `1 <= n, m <= 10` (see [`validate`]).
pub const JUDGE_MAX_SIDE: usize = 10;

/// The original judge's largest value: `0 <= A, B <= 100000` (see
/// [`validate`]).
pub const JUDGE_MAX_VALUE: i64 = 100_000;

/// Checks that `input` is exactly a test of the original judge, as a
/// judge's validator would: the line `n m` with `1 <= n, m <= 10`, then
/// `n` lines of `m` values of `A`, then `n` lines of `m` values of `B`, each
/// in `0..=100000`; one space between the numbers of a line, every line
/// ending in `\n` (no `\r`, no blank line, no byte order mark, nothing after
/// the last line), numbers without a sign or leading zeros (see
/// [`common_io::Strict`]). The judge binary's `--validate`.
///
/// ```
/// use chess_profile::validate;
///
/// assert!(validate(b"1 2\n3 4\n5 6\n").is_ok());
/// let err = validate(b"1 2\n3  4\n5 6\n").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "line 2, column 2: expected one space, then A[1][2], an integer from 0 to 100000, found two spaces in a row"
/// );
/// // Accepted by the solver (it reads as scanf does), but not a valid test:
/// assert!(validate(b"11 1\n0\n0\n0\n0\n0\n0\n0\n0\n0\n0\n0\n0\n0\n0\n0\n0\n0\n0\n0\n0\n0\n0\n").is_err());
/// ```
pub fn validate(input: &[u8]) -> Result<(), InputError> {
    let mut v = Strict::new(input);
    let rows: usize = v.int("the number of rows n", 1..=JUDGE_MAX_SIDE)?;
    let cols: usize = v.int("the number of columns m", 1..=JUDGE_MAX_SIDE)?;
    v.end_line()?;
    for name in ["A", "B"] {
        for r in 1..=rows {
            for c in 1..=cols {
                v.int::<i64>(&format!("{name}[{r}][{c}]"), 0..=JUDGE_MAX_VALUE)?;
            }
            v.end_line()?;
        }
    }
    v.finish()
}
