//! The original judge's input format and limits, checked strictly (the
//! binary's `--validate`, [`crate::validate`]).
//!
//! This module uses only `std` and the two names it imports from its
//! parent, so that `cargo xtask package` copies it verbatim into the judge
//! package's input validator (beside copies of `common_io`'s `error`,
//! `scanner` and `strict` modules, whose names that crate's root imports
//! the same way): the package's validator and `--validate` are one code.

use super::{InputError, Strict};

/// The original judge's largest side: `1 <= n, m <= 20` (see [`validate`]).
pub const JUDGE_MAX_SIDE: usize = 20;

/// Checks that `input` is exactly a test of the original judge, as a
/// judge's validator would: the line `n m` with `1 <= n, m <= 20`, then `n`
/// lines of `m` letters from `LRX`; one space between `n` and `m`, every
/// line ending in `\n` (no `\r`, no blank line, no byte order mark,
/// nothing after the last line), numbers without a sign or leading zeros
/// (see [`common_io::Strict`]). The judge binary's `--validate`.
///
/// ```
/// use darkraft::validate;
///
/// assert!(validate(b"2 2\nRL\nLR\n").is_ok());
/// let err = validate(b"2 2\nRL\nLR").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "line 3, column 3: expected the end of the line (`\\n`), found end of input"
/// );
/// // Accepted by the solver, but past the judge's limits:
/// assert!(validate(b"21 1\nL\nL\nL\nL\nL\nL\nL\nL\nL\nL\nL\nL\nL\nL\nL\nL\nL\nL\nL\nL\nL\n").is_err());
/// ```
pub fn validate(input: &[u8]) -> Result<(), InputError> {
    let mut v = Strict::new(input);
    let rows: usize = v.int("the number of rows n", 1..=JUDGE_MAX_SIDE)?;
    let cols: usize = v.int("the number of columns m", 1..=JUDGE_MAX_SIDE)?;
    v.end_line()?;
    for r in 1..=rows {
        v.row(&format!("row {r} of the grid"), cols, b"LRX")?;
        v.end_line()?;
    }
    v.finish()
}
