//! The original judge's input format and limits, checked strictly (the
//! binary's `--validate`, [`crate::validate`]).
//!
//! This module uses only `std` and the names it imports from its parent,
//! so that `cargo xtask package` copies it verbatim into the judge
//! package's input validator (beside copies of `common_io`'s `error`,
//! `scanner` and `strict` modules, whose names that crate's root imports
//! the same way): the package's validator and `--validate` are one code.

use super::{InputError, Pos, Strict};

/// The original judge's most objects: `2 <= n <= 7000` (see [`validate`]).
pub const JUDGE_MAX_OBJECTS: u32 = 7000;

/// Checks that `input` is exactly a test of the original judge, as a
/// judge's validator would: the line `n` (`2 <= n <= 7000`), then Rick's
/// line `k1` and `k1` numbers, then Morty's line `k2` and `k2` numbers;
/// each `k` from 1 to `n - 1`, each number from 1 to `n - 1` and none
/// twice in a set; one space between the numbers of a line, every line
/// ending in `\n` (no `\r`, no blank line, no byte order mark, nothing
/// after the last line), numbers without a sign or leading zeros (see
/// [`common_io::Strict`]). The judge binary's `--validate`.
///
/// ```
/// use berzerk::validate;
///
/// assert!(validate(b"5\n2 3 2\n3 1 2 3\n").is_ok());
/// let err = validate(b"5\n2 3 3\n3 1 2 3\n").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "line 2, column 5: expected a number of Rick's set not already in it, found `3`"
/// );
/// // Accepted by the solver (it reads as scanf does), but not a valid test:
/// assert!(validate(b"5\n2 3 2 \n3 1 2 3\n").is_err());
/// ```
pub fn validate(input: &[u8]) -> Result<(), InputError> {
    let mut v = Strict::new(input);
    let n: u32 = v.int("the number of objects n", 2..=JUDGE_MAX_OBJECTS)?;
    v.end_line()?;
    for who in ["Rick", "Morty"] {
        let k: u32 = v.int(&format!("the size of {who}'s set"), 1..=n - 1)?;
        let mut seen = vec![false; n as usize];
        for i in 1..=k {
            let x: u32 = v.int(&format!("number {i} of {who}'s set"), 1..=n - 1)?;
            if std::mem::replace(&mut seen[x as usize], true) {
                let after = v.position();
                let pos = Pos {
                    line: after.line,
                    column: after.column - x.to_string().len(),
                };
                return Err(InputError::invalid(
                    pos,
                    format!("a number of {who}'s set not already in it"),
                    format!("`{x}`"),
                ));
            }
        }
        v.end_line()?;
    }
    v.finish()
}
