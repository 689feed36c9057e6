//! The judge's format, checked strictly (std-only: the judge package's
//! input validator is this file, verbatim).

use super::{InputError, Strict};

/// The judge's largest heap.
pub const JUDGE_MAX_HEAP: u32 = 100;

/// `T` on a line (1 to 100), then `T` lines `a b` (0 to 100 each).
pub fn validate(input: &[u8]) -> Result<(), InputError> {
    let mut v = Strict::new(input);
    let cases: usize = v.int("the number of cases T", 1..=100)?;
    v.end_line()?;
    for case in 1..=cases {
        v.int::<u32>(&format!("heap a of case {case}"), 0..=JUDGE_MAX_HEAP)?;
        v.int::<u32>(&format!("heap b of case {case}"), 0..=JUDGE_MAX_HEAP)?;
        v.end_line()?;
    }
    v.finish()
}
