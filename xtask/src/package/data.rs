//! The test data of a judge package: the statement's samples
//! (`data/sample/`) and the generated cases (`data/secret/`), each input
//! with our answer.
//!
//! The secret cases come from every generator family with the family's
//! own sizes (within the original judge's limits: the family `max` gives
//! the judge's largest boards), then boards of one row and of one column
//! where a family makes them: the cases the `run_time_error` and
//! `time_limit_exceeded` submissions fail on ([`super::submissions`]).
//! Seeds are fixed, so a package is the same bytes on every machine.

use common_io::game::Size;

use crate::Error;
use crate::games::Game;

/// The fewest secret cases a package holds.
pub(crate) const MIN_SECRET: usize = 30;

/// The fewest cases of each family.
const MIN_PER_FAMILY: usize = 4;

/// A test case: its name (the file stem), its input, our answer and the
/// size of each of its boards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Case {
    pub(crate) name: String,
    pub(crate) input: String,
    pub(crate) answer: String,
    pub(crate) sizes: Vec<(usize, usize)>,
}

impl Case {
    /// A case of `game`, checked: a valid test of the original judge.
    fn new(game: &Game, name: String, input: String) -> Result<Case, Error> {
        game.validate(input.as_bytes()).map_err(|e| {
            Error::Bug(format!(
                "{}: case {name} is not a valid test of the original judge ({e}):\n{input}",
                game.name()
            ))
        })?;
        let answer = game.judge(input.as_bytes()).map_err(|e| {
            Error::Bug(format!("{} rejects its own case {name} ({e})", game.name()))
        })?;
        let sizes = game
            .sizes(input.as_bytes())
            .map_err(|e| Error::Bug(format!("{}: case {name}: {e}", game.name())))?;
        Ok(Case {
            name,
            input,
            answer,
            sizes,
        })
    }
}

/// The statement's samples (`About::samples`), named `1`, `2`, ...
pub(crate) fn samples(game: &Game) -> Result<Vec<Case>, Error> {
    let samples = game.about().samples;
    let mut cases = Vec::new();
    for (k, sample) in samples.iter().enumerate() {
        let case = Case::new(game, (k + 1).to_string(), sample.input.to_string())?;
        if case.answer != sample.output {
            return Err(Error::Bug(format!(
                "{}: our answer to sample {} is not the statement's",
                game.name(),
                k + 1
            )));
        }
        cases.push(case);
    }
    Ok(cases)
}

/// The secret cases: every family's, then one-row and one-column boards,
/// none equal to another or to a sample; at least [`MIN_SECRET`].
pub(crate) fn secret(game: &Game, samples: &[Case]) -> Result<Vec<Case>, Error> {
    let families = game.families();
    let per_family = MIN_PER_FAMILY.max(MIN_SECRET.div_ceil(families.len().max(1)));
    let mut seen: Vec<String> = samples.iter().map(|c| c.input.clone()).collect();
    let mut planned: Vec<(String, String)> = Vec::new();
    let mut take = |name: String, input: String, planned: &mut Vec<(String, String)>| {
        if seen.contains(&input) {
            return false;
        }
        seen.push(input.clone());
        planned.push((name, input));
        true
    };
    for &family in &families {
        let mut count = 0;
        // A family of few distinct boards (the largest all-equal ones)
        // may repeat itself: a bounded number of seeds is tried.
        for seed in 1..=(per_family as u64 * 8) {
            if count == per_family {
                break;
            }
            let input = game
                .generate(family, seed, Size::default())
                .map_err(|e| Error::Bug(format!("{}: family {family}: {e}", game.name())))?;
            if take(format!("{family}-{seed}"), input, &mut planned) {
                count += 1;
            }
        }
    }
    // Thin boards: one row, one column (where a family can make them
    // within the judge's limits).
    for (what, size) in [
        (
            "one-row",
            Size {
                rows: Some(1),
                cols: None,
            },
        ),
        (
            "one-column",
            Size {
                rows: None,
                cols: Some(1),
            },
        ),
    ] {
        for &family in &families {
            let Ok(input) = game.generate(family, 1, size) else {
                continue;
            };
            if game.validate(input.as_bytes()).is_ok() {
                take(format!("{family}-{what}"), input, &mut planned);
            }
        }
    }
    let mut cases = Vec::new();
    for (k, (name, input)) in planned.into_iter().enumerate() {
        cases.push(Case::new(game, format!("{:02}-{name}", k + 1), input)?);
    }
    if cases.len() < MIN_SECRET {
        return Err(Error::Bug(format!(
            "{}: only {} distinct secret cases (at least {MIN_SECRET} wanted)",
            game.name(),
            cases.len()
        )));
    }
    Ok(cases)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Registry;

    #[test]
    fn every_game_s_data_covers_its_families_and_thin_boards() {
        for &game in Registry::workspace().games() {
            let samples = samples(game).unwrap();
            assert_eq!(samples.len(), game.about().samples.len());
            let secret = secret(game, &samples).unwrap();
            assert!(secret.len() >= MIN_SECRET, "{}", game.name());
            for family in game.families() {
                let prefix = format!("-{family}-");
                assert!(
                    secret.iter().any(|c| c.name.contains(&prefix)),
                    "{}: no case of {family}",
                    game.name()
                );
            }
            let any = |f: fn(&(usize, usize)) -> bool| secret.iter().any(|c| c.sizes.iter().any(f));
            assert!(any(|&(r, _)| r == 1), "{}: no one-row board", game.name());
            assert!(
                any(|&(_, c)| c == 1),
                "{}: no one-column board",
                game.name()
            );
            assert!(any(|&(r, c)| r >= 2 && c >= 2), "{}", game.name());
            let mut inputs: Vec<&str> = secret.iter().map(|c| c.input.as_str()).collect();
            inputs.sort_unstable();
            inputs.dedup();
            assert_eq!(
                inputs.len(),
                secret.len(),
                "{}: two equal inputs",
                game.name()
            );
            // Deterministic: the same cases again.
            assert_eq!(super::secret(game, &samples).unwrap(), secret);
        }
    }
}
