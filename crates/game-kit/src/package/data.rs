//! The test data of a judge package: the statement's samples
//! (`data/sample/`) and the generated cases (`data/secret/`), each input
//! with our answer.
//!
//! The secret cases come from every generator family with the family's
//! own sizes (within the original judge's limits: the family `max` gives
//! the judge's largest boards; the searched families the answers random
//! boards rarely give), then boards of one row and of one column where a
//! family makes them, then the hand-made fixtures within the judge's
//! limits (`fixtures/<crate>/hand-*.in`, whose outputs were found
//! independently of the solver: the corners worked out by hand, and the
//! boards no generator finds in reasonable time, such as a game's longest
//! known one). Seeds are fixed, so a package is the same bytes on
//! every machine.

use std::sync::{Arc, Mutex};

use common_io::game::Size;

use crate::games::Game;
use crate::{Error, Layout};

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
    /// Each board's answer (one line, or several for a game that answers a
    /// board in several), without its last newline, in order: `answer` cut
    /// at the boards.
    pub(crate) answers: Vec<String>,
    /// Where it comes from: its test group, and the command that makes it
    /// again.
    pub(crate) origin: Origin,
}

/// Where a case of the data comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Origin {
    /// One of the statement's samples.
    Sample,
    /// A generator family's board from a seed, its size overridden where
    /// `size` says.
    Generated {
        /// The family's name.
        family: String,
        /// The seed.
        seed: u64,
        /// The size given to the generator.
        size: Size,
    },
    /// A hand-made fixture (`fixtures/<crate>/hand-*.in`): its file stem.
    Fixture(String),
}

/// The test group of the hand-made fixtures in a 2025-09 package (a family
/// of that name would put its cases beside them).
pub(crate) const HAND_MADE: &str = "hand-made";

impl Origin {
    /// The test group of a secret case in a 2025-09 package: its family,
    /// or [`HAND_MADE`]; `sample` for a sample.
    pub(crate) fn group(&self) -> &str {
        match self {
            Origin::Sample => "sample",
            Origin::Generated { family, .. } => family,
            Origin::Fixture(_) => HAND_MADE,
        }
    }

    /// The command that makes the case again, `program` the game's binary
    /// (or `cargo xtask gen <crate>`): `my-game gen --family max --seed
    /// 3`, or where the case is copied from.
    pub(crate) fn command(&self, program: &str) -> String {
        match self {
            Origin::Sample => "the statement's sample".to_string(),
            Origin::Generated { family, seed, size } => {
                let mut command = format!("{program} gen --family {family} --seed {seed}");
                if let Some(rows) = size.rows {
                    command.push_str(&format!(" --rows {rows}"));
                }
                if let Some(cols) = size.cols {
                    command.push_str(&format!(" --cols {cols}"));
                }
                command
            }
            Origin::Fixture(stem) => format!("copied from the fixture {stem}.in"),
        }
    }
}

impl Case {
    /// A case of `game`, checked: a valid test of the original judge.
    fn new(game: &Game, name: String, input: String, origin: Origin) -> Result<Case, Error> {
        game.validate(input.as_bytes()).map_err(|e| {
            Error::Bug(format!(
                "{}: case {name} is not a valid test of the original judge ({e}):\n{input}",
                game.name()
            ))
        })?;
        let sizes = game
            .sizes(input.as_bytes())
            .map_err(|e| Error::Bug(format!("{}: case {name}: {e}", game.name())))?;
        let bug =
            |e: common_io::InputError| Error::Bug(format!("{}: case {name}: {e}", game.name()));
        // Each board solved once: the judge writes a file's answer board
        // by board, each board's as it answers that board alone (a law of
        // the contract, `common_io::testkit::check_laws`), so the case's
        // answer is its boards' answers in order.
        let texts = game
            .split(input.as_bytes())
            .map_err(bug)?
            .iter()
            .map(|board| game.judge(board.as_bytes()).map_err(bug))
            .collect::<Result<Vec<String>, Error>>()?;
        let answer = texts.concat();
        let answers = texts.iter().map(|t| t.trim_end().to_string()).collect();
        Ok(Case {
            name,
            input,
            answer,
            sizes,
            answers,
            origin,
        })
    }
}

/// A package's data: the samples and the secret cases.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Data {
    pub(crate) samples: Vec<Case>,
    pub(crate) secret: Vec<Case>,
}

impl Data {
    /// Every case, samples first (the order judges run them in).
    pub(crate) fn cases(&self) -> Vec<&Case> {
        self.samples.iter().chain(&self.secret).collect()
    }
}

/// The data of `game` in the workspace `ws`: [`samples`] and [`secret`],
/// built once per process (the searched families solve many boards, and
/// the data is the same bytes every time).
pub(crate) fn data(ws: &Layout, game: &Game) -> Result<Arc<Data>, Error> {
    type Built = Vec<(Layout, &'static str, Arc<Data>)>;
    static BUILT: Mutex<Built> = Mutex::new(Vec::new());
    let found = |built: &Built| {
        built
            .iter()
            .find(|(root, name, _)| *root == *ws && *name == game.name())
            .map(|(_, _, data)| Arc::clone(data))
    };
    if let Some(data) = found(&BUILT.lock().unwrap_or_else(|e| e.into_inner())) {
        return Ok(data);
    }
    let samples = samples(game)?;
    let secret = secret(ws, game, &samples)?;
    let data = Arc::new(Data { samples, secret });
    let mut built = BUILT.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(data) = found(&built) {
        return Ok(data);
    }
    built.push((ws.clone(), game.name(), Arc::clone(&data)));
    Ok(data)
}

/// The statement's samples (`About::samples`), named `1`, `2`, ...
pub(crate) fn samples(game: &Game) -> Result<Vec<Case>, Error> {
    let samples = game.about().samples;
    let mut cases = Vec::new();
    for (k, sample) in samples.iter().enumerate() {
        let case = Case::new(
            game,
            (k + 1).to_string(),
            sample.input.to_string(),
            Origin::Sample,
        )?;
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
/// then the hand-made fixtures within the judge's limits, none equal to
/// another or to a sample, ordered by test group ([`Origin::group`], the
/// groups by name); at least [`MIN_SECRET`].
pub(crate) fn secret(ws: &Layout, game: &Game, samples: &[Case]) -> Result<Vec<Case>, Error> {
    let families = game.families();
    let per_family = MIN_PER_FAMILY.max(MIN_SECRET.div_ceil(families.len().max(1)));
    let mut seen: Vec<String> = samples.iter().map(|c| c.input.clone()).collect();
    let mut planned: Vec<(String, String, Origin)> = Vec::new();
    let mut take = |name: String, input: String, origin: Origin, planned: &mut Vec<_>| {
        if seen.contains(&input) {
            return false;
        }
        seen.push(input.clone());
        planned.push((name, input, origin));
        true
    };
    let generated = |family: &dyn std::fmt::Display, seed, size| Origin::Generated {
        family: family.to_string(),
        seed,
        size,
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
            let origin = generated(&family, seed, Size::default());
            if take(format!("{family}-{seed}"), input, origin, &mut planned) {
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
                let origin = generated(&family, 1, size);
                take(format!("{family}-{what}"), input, origin, &mut planned);
            }
        }
    }
    for (stem, input) in hand_made(ws, game)? {
        let origin = Origin::Fixture(stem.clone());
        take(stem, input, origin, &mut planned);
    }
    // By test group (the groups by name, a group's cases in the order
    // above), the order in which BAPCtools runs a 2025-09 package's cases:
    // the numbers make it the legacy package's order too, so that one kill
    // report judges both.
    planned.sort_by(|a, b| a.2.group().cmp(b.2.group()));
    let mut cases = Vec::new();
    for (k, (name, input, origin)) in planned.into_iter().enumerate() {
        cases.push(Case::new(
            game,
            format!("{:02}-{name}", k + 1),
            input,
            origin,
        )?);
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

/// The hand-made fixtures of `game` that are valid tests of the original
/// judge (`fixtures/<crate>/hand-*.in`, by name): their stems and inputs
/// (none without a fixtures directory).
fn hand_made(ws: &Layout, game: &Game) -> Result<Vec<(String, String)>, Error> {
    let dir = ws.fixtures(game.name());
    let entries = match std::fs::read_dir(&dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(Error::io(&dir, e)),
    };
    let mut paths: Vec<std::path::PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.extension().is_some_and(|e| e == "in")
                && p.file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with("hand-"))
        })
        .collect();
    paths.sort();
    let mut out = Vec::new();
    for path in paths {
        let input = std::fs::read_to_string(&path).map_err(|e| Error::io(&path, e))?;
        if game.validate(input.as_bytes()).is_ok() {
            let stem = path
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            out.push((stem, input));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::REGISTRY;

    #[test]
    #[ignore = "builds every game's package data (the searched families solve many boards): CI runs it with --ignored"]
    fn every_game_s_data_covers_its_families_and_thin_boards() {
        let ws = Layout::locate();
        for &game in REGISTRY.games() {
            let built = data(&ws, game).unwrap();
            let (samples, secret) = (&built.samples, &built.secret);
            assert_eq!(samples.len(), game.about().samples.len());
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
            // A one-column board, where the game has one (a circle has at
            // least two objects).
            let one_column = Size {
                rows: None,
                cols: Some(1),
            };
            let has_one_column = game
                .families()
                .iter()
                .any(|f| game.generate_board(f, 0, one_column).is_ok());
            assert!(
                any(|&(_, c)| c == 1) || !has_one_column,
                "{}: no one-column board",
                game.name()
            );
            // A game of one row (a row of numbers, a circle) has no board of
            // two rows.
            let one_row = secret.iter().all(|c| c.sizes.iter().all(|&(r, _)| r == 1));
            assert!(
                any(|&(r, c)| r >= 2 && c >= 2) || one_row,
                "{}",
                game.name()
            );
            assert!(
                secret.iter().any(|c| c.name.contains("-hand-")),
                "{}: no hand-made case",
                game.name()
            );
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
            assert_eq!(&super::secret(&ws, game, samples).unwrap(), secret);
        }
    }

    /// Each board of the data with its answer line: (the board alone as
    /// an input, its size, its answer), over samples and secret cases.
    fn boards(game: &Game) -> Vec<(String, String, (usize, usize), String)> {
        let built = data(&Layout::locate(), game).unwrap();
        let mut out = Vec::new();
        for case in built.cases() {
            let split = game.split(case.input.as_bytes()).unwrap();
            for ((board, &size), line) in split.into_iter().zip(&case.sizes).zip(&case.answers) {
                out.push((case.name.clone(), board, size, line.to_string()));
            }
        }
        out
    }

    /// The answer kinds a careful setter wants in their non-trivial form,
    /// for every game of the registry: each result the first player can
    /// have (win, draw or loss, as ten seeds of each of its families show) is the
    /// answer of at least a tenth of the data's boards of 2×2 or more that
    /// are not over at the start, and where the game counts moves, a win
    /// and a loss take two moves or more somewhere.
    #[test]
    #[ignore = "builds every game's package data (the searched families solve many boards): CI runs it with --ignored"]
    fn the_data_holds_every_answer_kind_in_its_non_trivial_form() {
        use common_io::Resources;
        use common_io::game::Wdl;

        for &game in REGISTRY.games() {
            let name = game.name();
            // The first player's result at the start of a one-board input.
            let start = |board: &str| {
                let analysis = game
                    .analyze(board.as_bytes(), &Resources::default())
                    .unwrap_or_else(|e| panic!("{name}: {e}\n{board}"));
                let line = analysis
                    .replay(&[])
                    .unwrap_or_else(|e| panic!("{name}: {e}\n{board}"));
                (line.value(), line.move_values().is_empty())
            };
            let mut possible = std::collections::BTreeSet::new();
            for family in game.families() {
                for seed in 0..10 {
                    let Ok(board) = game.generate_board(family, seed, Size::default()) else {
                        continue;
                    };
                    possible.insert(start(&board).0.wdl);
                }
            }
            let mut kinds: std::collections::BTreeMap<Wdl, usize> = Default::default();
            let (mut total, mut long, mut counted) = (0, [false; 2], false);
            for (_, board, (r, c), _) in boards(game) {
                let (value, over) = start(&board);
                if r * c < 4 || over {
                    continue;
                }
                total += 1;
                *kinds.entry(value.wdl).or_default() += 1;
                counted |= value.distance.is_some();
                match (value.wdl, value.distance) {
                    (Wdl::Win, Some(d)) if d >= 2 => long[0] = true,
                    (Wdl::Loss, Some(d)) if d >= 2 => long[1] = true,
                    _ => {}
                }
            }
            for kind in &possible {
                let seen = kinds.get(kind).copied().unwrap_or(0);
                assert!(
                    seen * 10 >= total,
                    "{name}: {kind} on {seen} of {total} non-trivial boards"
                );
            }
            eprintln!("{name}: {kinds:?} of {total} non-trivial boards");
            if counted {
                assert!(
                    long == [true, true],
                    "{name}: no win or loss in two moves or more"
                );
            }
        }
    }
}
