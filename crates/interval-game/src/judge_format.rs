//! The original judge's input format and limits, checked strictly (the
//! binary's `--validate`, [`crate::validate`]).
//!
//! This module uses only `std` and the two names it imports from its
//! parent, so that `cargo xtask package` copies it verbatim into the judge
//! package's input validator (beside copies of `common_io`'s `error`,
//! `scanner` and `strict` modules, whose names that crate's root imports
//! the same way): the package's validator and `--validate` are one code.

use super::{InputError, Strict};

/// The original judge's most test cases: `1 <= T <= 20`.
pub const JUDGE_MAX_CASES: usize = 20;

/// The original judge's most intervals in a case: `1 <= N <= 100`.
pub const JUDGE_MAX_INTERVALS: usize = 100;

/// The original judge's largest right end: `1 <= L < R <= 100`.
pub const JUDGE_MAX_COORD: u32 = 100;

/// Checks that `input` is exactly a test of the original judge, as a
/// judge's validator would: the line `T` (`1 <= T <= 20`), then for each
/// case the line `N` (`1 <= N <= 100`) and `N` lines `L R` with
/// `1 <= L < R <= 100`; one space between the numbers of a line, every
/// line ending in `\n` (no `\r`, no blank line, no byte order mark,
/// nothing after the last line), numbers without a sign or leading zeros
/// (see [`common_io::Strict`]). The judge binary's `--validate`.
///
/// ```
/// use interval_game::validate;
///
/// assert!(validate(b"1\n2\n1 3\n2 5\n").is_ok());
/// let err = validate(b"1\n1\n4 4\n").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "line 3, column 3: expected R of interval 1 of case 1, an integer from 5 to 100, found `4`"
/// );
/// // Accepted by the solver (it reads as scanf does), but not a valid test:
/// assert!(validate(b"1\n1\n1 3 \n").is_err());
/// ```
pub fn validate(input: &[u8]) -> Result<(), InputError> {
    let mut v = Strict::new(input);
    let cases: usize = v.int("the number of test cases T", 1..=JUDGE_MAX_CASES)?;
    v.end_line()?;
    for case in 1..=cases {
        let n: usize = v.int(
            &format!("the number of intervals N of case {case}"),
            1..=JUDGE_MAX_INTERVALS,
        )?;
        v.end_line()?;
        for i in 1..=n {
            let left: u32 = v.int(
                &format!("L of interval {i} of case {case}"),
                1..=JUDGE_MAX_COORD - 1,
            )?;
            v.int::<u32>(
                &format!("R of interval {i} of case {case}"),
                left + 1..=JUDGE_MAX_COORD,
            )?;
            v.end_line()?;
        }
    }
    v.finish()
}
