//! The judge's format, checked strictly (std-only: the judge package's
//! input validator is this file, verbatim).

use super::{InputError, Strict};

/// `T` on a line (1 to 100), then `T` lines `a b` (0 to 100 each).
pub fn validate(input: &[u8]) -> Result<(), InputError> {
    let mut v = Strict::new(input);
    let cases: usize = v.int("the number of cases T", 1..=100)?;
    v.end_line()?;
    for case in 1..=cases {
        v.int::<u32>(&format!("heap a of case {case}"), 0..=100)?;
        v.int::<u32>(&format!("heap b of case {case}"), 0..=100)?;
        v.end_line()?;
    }
    v.finish()
}
