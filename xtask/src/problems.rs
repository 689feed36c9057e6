//! The problem crates as `gen`, `stress` and `validate` see them: each one's
//! `common_io::testkit::Problem` (its name, generator families, shrinker,
//! judge and strict validator), as text.

use common_io::testkit::{AnyProblem, erase};

/// A problem crate, seen through text.
pub(crate) type Problem = dyn AnyProblem;

/// Every problem crate: one line each.
pub(crate) const PROBLEMS: [&Problem; 3] = [
    &erase::<chess_profile::generator::Tests>(),
    &erase::<darkraft::generator::Tests>(),
    &erase::<pawn_retro::generator::Tests>(),
];

/// The names of the problem crates, for clap's possible values.
pub(crate) fn names() -> Vec<&'static str> {
    PROBLEMS.iter().map(|p| p.name()).collect()
}

/// The problem called `name`.
pub(crate) fn find(name: &str) -> Option<&'static Problem> {
    PROBLEMS.into_iter().find(|p| p.name() == name)
}

/// The families of every crate, for `--help`.
pub(crate) fn families_help() -> String {
    let mut help = String::from("Families (--family):\n");
    for problem in PROBLEMS {
        help.push_str(&format!(
            "  {:<14} {}\n",
            problem.name(),
            problem.families().join(", ")
        ));
    }
    help
}

/// The families to use of `problem`: `family` alone (checked), or all of
/// them.
pub(crate) fn families_for(
    problem: &Problem,
    family: Option<&str>,
) -> Result<Vec<&'static str>, String> {
    match family {
        None => Ok(problem.families()),
        Some(name) => self::family(problem, name).map(|f| vec![f]),
    }
}

/// The family of `problem` called `name`, or a usage message listing its
/// families.
pub(crate) fn family(problem: &Problem, name: &str) -> Result<&'static str, String> {
    let all = problem.families();
    all.iter().copied().find(|f| *f == name).ok_or_else(|| {
        format!(
            "unknown family `{name}` for {} (families: {})",
            problem.name(),
            all.join(", ")
        )
    })
}

#[cfg(test)]
mod tests {
    use common_io::testkit::Size;

    use super::*;

    #[test]
    fn names_come_from_the_crates() {
        assert_eq!(names(), ["chess-profile", "darkraft", "pawn-retro"]);
        assert!(find("darkraft").is_some());
        assert!(find("nope").is_none());
    }

    #[test]
    fn every_family_generates_a_valid_test_the_judge_accepts() {
        for problem in PROBLEMS {
            for family in problem.families() {
                // The family's own size: a valid test of the original judge.
                for seed in 0..20 {
                    let text = problem
                        .generate(family, seed, Size::default())
                        .unwrap_or_else(|e| panic!("{} {family}: {e}", problem.name()));
                    assert_eq!(problem.validate(text.as_bytes()), Ok(()), "{text}");
                    assert!(problem.judge(text.as_bytes()).is_ok(), "{text}");
                }
                // Small boards (a row or a column for the families that fix one).
                let text = [(3, 4), (1, 4), (4, 1)]
                    .into_iter()
                    .find_map(|(r, c)| {
                        let size = Size {
                            rows: Some(r),
                            cols: Some(c),
                        };
                        problem.generate(family, 1, size).ok()
                    })
                    .unwrap_or_else(|| panic!("{} {family}", problem.name()));
                for smaller in problem.shrink(text.as_bytes()) {
                    assert!(problem.judge(smaller.as_bytes()).is_ok(), "{smaller}");
                }
            }
            assert!(problem.shrink(b"not an input").is_empty());
            let err = families_for(problem, Some("nope")).unwrap_err();
            assert!(err.starts_with("unknown family `nope` for "), "{err}");
        }
    }
}
