//! The submissions of a judge package: the game's accepted solution
//! (`crates/<crate>/judge/accepted.rs`) and its catalogue of realistic
//! wrong solutions, each one std-only Rust file written from the statement
//! as a contestant would, with one mistake:
//!
//! ```text
//! crates/<crate>/judge/wrong_answer/<name>.rs          prints a wrong answer somewhere
//! crates/<crate>/judge/time_limit_exceeded/<name>.rs   right, but too slow somewhere
//! crates/<crate>/judge/run_time_error/<name>.rs        crashes somewhere
//! ```
//!
//! The directory is the verdict the package's data must give it (the
//! problemtools directory it is copied to), and the file opens with a line
//! `// Mistake: <what is wrong>.` naming its mistake. The kill report
//! ([`super::kill`]) runs every one of them on every case.

use std::fs;
use std::path::PathBuf;

use crate::games::Game;
use crate::{Error, Layout};

/// The verdict a catalogue program must get: the directory it is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum Verdict {
    WrongAnswer,
    TimeLimit,
    RunTimeError,
}

impl Verdict {
    /// Every verdict, in the order the catalogue lists them.
    pub(crate) const ALL: [Verdict; 3] = [
        Verdict::WrongAnswer,
        Verdict::TimeLimit,
        Verdict::RunTimeError,
    ];

    /// The problemtools directory of the submissions with this verdict.
    pub(crate) fn directory(self) -> &'static str {
        match self {
            Verdict::WrongAnswer => "wrong_answer",
            Verdict::TimeLimit => "time_limit_exceeded",
            Verdict::RunTimeError => "run_time_error",
        }
    }

    /// The judges' short name: `WA`, `TLE`, `RTE`.
    pub(crate) fn short(self) -> &'static str {
        match self {
            Verdict::WrongAnswer => "WA",
            Verdict::TimeLimit => "TLE",
            Verdict::RunTimeError => "RTE",
        }
    }
}

/// The first line of a catalogue program starts with this.
pub(crate) const MISTAKE: &str = "// Mistake: ";

/// The fewest programs the catalogue of each of the workspace's games holds
/// (a policy of the workspace, checked by its tests: a game elsewhere may
/// have any number, none included).
#[cfg(test)]
pub(crate) const MIN_CATALOGUE: usize = 8;

/// A program of the catalogue.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Program {
    /// The verdict it must get (its directory).
    pub(crate) verdict: Verdict,
    /// Its file name (`greedy.rs`).
    pub(crate) file: String,
    /// Where it is.
    pub(crate) path: PathBuf,
    pub(crate) source: String,
    /// Its mistake, from its first line.
    pub(crate) mistake: String,
}

impl Program {
    /// Its path in the package and in the crate's `judge/`:
    /// `wrong_answer/greedy.rs`.
    pub(crate) fn name(&self) -> String {
        format!("{}/{}", self.verdict.directory(), self.file)
    }
}

/// Where the game's accepted solution and its catalogue are.
pub(crate) fn judge_dir(ws: &Layout, game: &Game) -> PathBuf {
    ws.judge_dir(game.name())
}

/// Where the game's accepted solution is.
pub(crate) fn accepted_path(ws: &Layout, game: &Game) -> PathBuf {
    judge_dir(ws, game).join("accepted.rs")
}

/// The game's accepted solution, or an error saying where to write it.
pub(crate) fn accepted(ws: &Layout, game: &Game) -> Result<String, Error> {
    let path = accepted_path(ws, game);
    match fs::read_to_string(&path) {
        Ok(text) => Ok(text),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Err(Error::Usage(format!(
            "{} has no accepted solution: write {} (one std-only Rust file that reads the \
             judge input on stdin and prints the judge's answer; problemtools compiles it \
             with rustc --edition 2021)",
            game.name(),
            path.display()
        ))),
        Err(e) => Err(Error::io(&path, e)),
    }
}

/// The game's catalogue of wrong solutions, by verdict then file name: an
/// error when a file does not name its mistake, or when there are fewer
/// than none.
pub(crate) fn catalogue(ws: &Layout, game: &Game) -> Result<Vec<Program>, Error> {
    let judge = judge_dir(ws, game);
    let mut programs = Vec::new();
    for verdict in Verdict::ALL {
        let dir = judge.join(verdict.directory());
        for path in super::files_ending(&dir, "rs")? {
            let source = fs::read_to_string(&path).map_err(|e| Error::io(&path, e))?;
            let mistake = mistake(&source).ok_or_else(|| Error::Fixture {
                path: path.clone(),
                why: format!(
                    "a wrong solution opens with a line `{MISTAKE}<what is wrong>.` \
                     (docs/guide.md, \"Add a wrong solution\")"
                ),
            })?;
            let file = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            programs.push(Program {
                verdict,
                file,
                path,
                source,
                mistake,
            });
        }
    }
    Ok(programs)
}

/// The mistake a catalogue program names on its first line.
pub(crate) fn mistake(source: &str) -> Option<String> {
    let line = source.lines().next()?.strip_prefix(MISTAKE)?.trim();
    (!line.is_empty()).then(|| line.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::REGISTRY;

    #[test]
    fn a_mistake_is_the_first_line_s() {
        assert_eq!(
            mistake("// Mistake: greedy play.\nfn main() {}\n").as_deref(),
            Some("greedy play.")
        );
        assert_eq!(mistake("fn main() {}\n// Mistake: late.\n"), None);
        assert_eq!(mistake("// Mistake:   \n"), None);
        assert_eq!(mistake(""), None);
    }

    #[test]
    fn every_game_has_a_catalogue_of_named_mistakes_in_each_verdict() {
        let ws = Layout::locate();
        for &game in REGISTRY.games() {
            let programs = catalogue(&ws, game).unwrap_or_else(|e| panic!("{e}"));
            assert!(programs.len() >= MIN_CATALOGUE, "{}", game.name());
            for verdict in Verdict::ALL {
                assert!(
                    programs.iter().any(|p| p.verdict == verdict),
                    "{}: no {} program",
                    game.name(),
                    verdict.directory()
                );
            }
            for program in &programs {
                assert!(program.mistake.len() >= 10, "{}", program.path.display());
                assert_eq!(
                    program.source.matches("fn main(").count(),
                    1,
                    "{}",
                    program.path.display()
                );
                // Standard library only: the judge compiles one file.
                assert!(
                    !program.source.contains("extern crate"),
                    "{}",
                    program.path.display()
                );
            }
        }
    }
}
