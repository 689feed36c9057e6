//! The problem crates as `gen` and `stress` see them: a name, the
//! generator families, the shrinker and the reference answer.

use common_io::InputError;

/// A generator: family, seed, rows, columns to a judge input, or why not.
pub(crate) type Generate = fn(&str, u64, Option<usize>, Option<usize>) -> Result<String, String>;

/// One problem crate, through plain function pointers.
pub(crate) struct Problem {
    /// The crate's (and its binary's) name.
    pub(crate) name: &'static str,
    /// The generator families, by name.
    pub(crate) families: fn() -> Vec<&'static str>,
    /// One judge input of a family from a seed, with optional rows and
    /// columns; `Err` says why not (an unknown family, an impossible size).
    pub(crate) generate: Generate,
    /// The strictly smaller valid inputs derived from an input (none when
    /// it does not parse), through the crate's typed `gen::shrink`.
    pub(crate) shrink: fn(&[u8]) -> Vec<String>,
    /// The exact judge output.
    pub(crate) judge: fn(&[u8]) -> Result<String, InputError>,
}

/// Every problem crate.
pub(crate) const PROBLEMS: [Problem; 3] = [
    Problem {
        name: "chess-profile",
        families: || {
            chess_profile::generator::Family::ALL
                .iter()
                .map(|f| f.name())
                .collect()
        },
        generate: |family, seed, rows, cols| {
            use chess_profile::generator::{Family, Options, generate};
            let family: Family = family.parse().map_err(|e| format!("{e}"))?;
            generate(family, seed, Options { rows, cols }).map_err(|e| e.to_string())
        },
        shrink: |input| match chess_profile::Board::parse(input) {
            Ok(board) => texts(chess_profile::generator::shrink(&board)),
            Err(_) => Vec::new(),
        },
        judge: chess_profile::judge,
    },
    Problem {
        name: "darkraft",
        families: || {
            darkraft::generator::Family::ALL
                .iter()
                .map(|f| f.name())
                .collect()
        },
        generate: |family, seed, rows, cols| {
            use darkraft::generator::{Family, Options, generate};
            let family: Family = family.parse().map_err(|e| format!("{e}"))?;
            generate(family, seed, Options { rows, cols }).map_err(|e| e.to_string())
        },
        shrink: |input| match darkraft::Grid::parse(input) {
            Ok(grid) => texts(darkraft::generator::shrink(&grid)),
            Err(_) => Vec::new(),
        },
        judge: darkraft::judge,
    },
    Problem {
        name: "pawn-retro",
        families: || {
            pawn_retro::generator::Family::ALL
                .iter()
                .map(|f| f.name())
                .collect()
        },
        generate: |family, seed, rows, cols| {
            use pawn_retro::generator::{Family, Options, generate};
            let family: Family = family.parse().map_err(|e| format!("{e}"))?;
            generate(family, seed, Options { rows, cols }).map_err(|e| e.to_string())
        },
        shrink: |input| match pawn_retro::JudgeInput::parse(input) {
            Ok(file) => texts(pawn_retro::generator::shrink(&file)),
            Err(_) => Vec::new(),
        },
        judge: pawn_retro::judge,
    },
];

/// Typed inputs back to judge text.
fn texts<T: ToString>(inputs: Vec<T>) -> Vec<String> {
    inputs.iter().map(T::to_string).collect()
}

/// The names of the problem crates, for clap's possible values.
pub(crate) const NAMES: [&str; 3] = ["chess-profile", "darkraft", "pawn-retro"];

/// The families of every crate, for `--help`.
pub(crate) fn families_help() -> String {
    let mut help = String::from("Families (--family):\n");
    for problem in &PROBLEMS {
        help.push_str(&format!(
            "  {:<14} {}\n",
            problem.name,
            (problem.families)().join(", ")
        ));
    }
    help
}

/// The problem called `name`.
pub(crate) fn find(name: &str) -> Option<&'static Problem> {
    PROBLEMS.iter().find(|p| p.name == name)
}

impl Problem {
    /// The families to use: `family` alone (checked), or all of them.
    pub(crate) fn families_for(&self, family: Option<&str>) -> Result<Vec<&'static str>, String> {
        let all = (self.families)();
        match family {
            None => Ok(all),
            Some(name) => match all.iter().find(|f| **f == name) {
                Some(&f) => Ok(vec![f]),
                None => Err(format!(
                    "unknown family `{name}` for {} (families: {})",
                    self.name,
                    all.join(", ")
                )),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_match_the_table() {
        let names: Vec<&str> = PROBLEMS.iter().map(|p| p.name).collect();
        assert_eq!(names, NAMES);
        assert!(find("darkraft").is_some());
        assert!(find("nope").is_none());
    }

    #[test]
    fn every_family_generates_an_input_the_judge_accepts() {
        for problem in &PROBLEMS {
            for family in (problem.families)() {
                // Small boards (a row or a column for the families that fix one).
                let text = [(3, 4), (1, 4), (4, 1)]
                    .into_iter()
                    .find_map(|(r, c)| (problem.generate)(family, 1, Some(r), Some(c)).ok())
                    .unwrap_or_else(|| panic!("{} {family}", problem.name));
                assert!((problem.judge)(text.as_bytes()).is_ok(), "{text}");
                for smaller in (problem.shrink)(text.as_bytes()) {
                    assert!(smaller.len() <= text.len(), "{text}\n{smaller}");
                    assert!((problem.judge)(smaller.as_bytes()).is_ok(), "{smaller}");
                }
            }
            assert!((problem.shrink)(b"not an input").is_empty());
            let err = problem.families_for(Some("nope")).unwrap_err();
            assert!(err.starts_with("unknown family `nope` for "), "{err}");
        }
    }
}
