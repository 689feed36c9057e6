//! `validate`: test files checked against the original judge's
//! format and limits, strictly (the game's `validate`, which is also its
//! binary's `--validate`), with a table of the verdicts.

use std::fmt::Write as _;
use std::fs;
use std::path::PathBuf;

use crate::Error;
use crate::games::Game;

/// Options of `validate`.
#[derive(Clone, Debug, clap::Args)]
#[group(skip)]
pub struct Validate {
    /// The test files (judge inputs) to check.
    #[arg(value_name = "FILE", required = true)]
    pub files: Vec<PathBuf>,
}

/// The verdict on one file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Checked {
    pub(crate) file: String,
    /// `None` when the file is valid, else the error line.
    pub(crate) error: Option<String>,
}

impl Validate {
    /// Checks the files as tests of `problem`, prints the table: `Ok(false)`
    /// when a file is invalid.
    pub fn run(&self, problem: &Game) -> Result<bool, Error> {
        let mut checked = Vec::new();
        for path in &self.files {
            let bytes = fs::read(path).map_err(|e| Error::io(path, e))?;
            checked.push(check(problem, path.display().to_string(), &bytes));
        }
        print!("{}", render(problem.name(), &checked));
        Ok(checked.iter().all(|c| c.error.is_none()))
    }
}

/// The verdict on `bytes`, the contents of `file`.
pub(crate) fn check(problem: &Game, file: String, bytes: &[u8]) -> Checked {
    Checked {
        file,
        error: problem.validate(bytes).err().map(|e| e.to_string()),
    }
}

/// The table: file, then `ok` or the error line; then a verdict line.
pub(crate) fn render(name: &str, checked: &[Checked]) -> String {
    let mut out = String::new();
    let width = checked
        .iter()
        .map(|c| c.file.len())
        .chain([4])
        .max()
        .unwrap_or(4);
    let _ = writeln!(out, "{:<width$}  verdict", "file");
    for c in checked {
        let verdict = c
            .error
            .as_deref()
            .map_or("ok".to_string(), |e| format!("INVALID: {e}"));
        let _ = writeln!(out, "{:<width$}  {verdict}", c.file);
    }
    let invalid = checked.iter().filter(|c| c.error.is_some()).count();
    let _ = writeln!(out);
    if invalid == 0 {
        let _ = writeln!(
            out,
            "validate {name}: all {} file{} are valid tests of the original judge",
            checked.len(),
            if checked.len() == 1 { "" } else { "s" }
        );
    } else {
        let _ = writeln!(
            out,
            "validate {name}: {invalid} of {} file{} invalid",
            checked.len(),
            if checked.len() == 1 { "" } else { "s" }
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use common_io::game::erase;
    use common_io::game::toy::Subtraction;

    use super::*;

    #[test]
    fn valid_and_invalid_files_in_one_table() {
        let game = &erase::<Subtraction>();
        let checked = [
            check(game, "sample-1.in".into(), b"7 3\n"),
            check(game, "crlf.in".into(), b"7 3\r\n"),
            check(game, "too-big.in".into(), b"1001 3\n"),
        ];
        assert_eq!(checked[0].error, None);
        insta::assert_snapshot!(render("subtraction", &checked), @r"
        file         verdict
        sample-1.in  ok
        crlf.in      INVALID: line 1, column 4: expected the end of the line (`\n`), found a carriage return `\r`
        too-big.in   INVALID: line 1, column 1: expected the heap n, an integer from 1 to 1000, found `1001`

        validate subtraction: 2 of 3 files invalid
        ");
    }
}
