//! `cargo xtask package <crate> --out DIR [--zip]` (or `--all`, every
//! game of the registry): a judge package of a
//! game in the legacy Kattis problem format, which problemtools'
//! `verifyproblem` checks and DOMjudge imports, built from the game
//! contract (`AnyGame` from the registry) and the game's files:
//!
//! - `problem.yaml`: the source, rights owner, license and time limit
//!   settings;
//! - `problem_statement/problem.en.tex`: `docs/problems/<crate>.md` in
//!   LaTeX ([`statement`]);
//! - `data/sample/`, `data/secret/`: the statement's samples and the
//!   generated cases with our answers ([`data`]);
//! - `input_validators/validate/`: the game's `--validate` as a Rust
//!   program ([`validator`]);
//! - `submissions/`: `crates/<crate>/judge/accepted.rs` and the game's
//!   catalogue of realistic wrong solutions, `crates/<crate>/judge/
//!   {wrong_answer,time_limit_exceeded,run_time_error}/*.rs`
//!   ([`submissions`]).
//!
//! Then it prints the kill report ([`kill`]): every wrong solution run on
//! every case (`--first-failure`: as far as its verdict needs), the answers
//! the data holds and its longest game; it fails, naming the program, when
//! the data lets a wrong solution through or gives it another verdict than
//! its directory's, or when the program fails a sample (`--no-report` skips
//! it).
//!
//! The package goes to `DIR/<short>/` (replaced if it exists), `<short>`
//! the crate's name without hyphens (problemtools wants `[a-z0-9]+`:
//! `chessprofile`), and, with `--zip`, also to `DIR/<short>.zip` with the
//! problem's files at the archive's root.

use std::fs;
use std::path::{Path, PathBuf};

use crate::games::{Game, REGISTRY, Registry};
use crate::{Error, Workspace};

pub(crate) mod data;
pub(crate) mod kill;
pub(crate) mod statement;
pub(crate) mod submissions;
pub(crate) mod validator;
mod zip;

#[cfg(test)]
mod tests;

/// Options of `package`.
#[derive(Clone, Debug, clap::Args)]
pub(crate) struct Package {
    /// The game (its crate's name).
    #[arg(value_name = "CRATE", value_parser = clap::builder::PossibleValuesParser::new(REGISTRY.names()), required_unless_present = "all", conflicts_with = "all")]
    pub(crate) krate: Option<String>,
    /// Every game of the registry, each in its own directory.
    #[arg(long)]
    pub(crate) all: bool,
    /// Where to write the package: `DIR/<short>/` (replaced if it exists),
    /// `<short>` the crate's name without hyphens (`chessprofile`).
    #[arg(long, value_name = "DIR")]
    pub(crate) out: PathBuf,
    /// Also write `DIR/<short>.zip`, the problem's files at its root.
    #[arg(long)]
    pub(crate) zip: bool,
    /// Skip the kill report (every wrong solution on every case).
    #[arg(long)]
    pub(crate) no_report: bool,
    /// Run each wrong solution only as far as its verdict needs, as
    /// verifyproblem does: the same verdicts and refusals, without the
    /// table's cells after each verdict (CI's choice; much faster where a
    /// program is too slow on many cases).
    #[arg(long, conflicts_with = "no_report")]
    pub(crate) first_failure: bool,
}

/// A package's files: the path inside the problem directory (with `/`)
/// and the contents, in the order they are written.
pub(crate) type Files = Vec<(String, Vec<u8>)>;

impl Package {
    pub(crate) fn run(&self, ws: &Workspace, registry: Registry) -> Result<bool, Error> {
        let games = match &self.krate {
            Some(name) => vec![registry.find(name)?],
            None => registry
                .names()
                .into_iter()
                .map(|name| registry.find(name))
                .collect::<Result<_, _>>()?,
        };
        let mut problems = Vec::new();
        for game in games {
            self.write_package(ws, game)?;
            if !self.no_report {
                let runs = if self.first_failure {
                    kill::Runs::UpToVerdicts
                } else {
                    kill::Runs::Every
                };
                let report = kill_report(ws, game, runs)?;
                println!("{}", report.render());
                problems.extend(report.problems());
            }
        }
        for problem in &problems {
            eprintln!("package: {problem}");
        }
        Ok(problems.is_empty())
    }

    /// Builds and writes the package of one game.
    fn write_package(&self, ws: &Workspace, game: &Game) -> Result<(), Error> {
        let files = build(ws, game)?;
        let dir = self.out.join(short_name(game));
        write(&dir, &files)?;
        eprintln!(
            "package: wrote {} files to {} (check it: verifyproblem {})",
            files.len(),
            dir.display(),
            dir.display()
        );
        if self.zip {
            let path = self.out.join(format!("{}.zip", short_name(game)));
            let bytes = zip::archive(&files)
                .map_err(|why| Error::Usage(format!("{}: {why}", path.display())))?;
            fs::write(&path, bytes).map_err(|e| Error::io(&path, e))?;
            eprintln!("package: wrote {}", path.display());
        }
        Ok(())
    }
}

/// The problem's short name, the package directory's name: the crate's
/// name without its hyphens (problemtools wants `[a-z0-9]+`).
pub(crate) fn short_name(game: &Game) -> String {
    game.name()
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// The kill report of `game`'s package (its data built again, the same
/// bytes as written), with the runs `runs`.
pub(crate) fn kill_report(
    ws: &Workspace,
    game: &Game,
    runs: kill::Runs,
) -> Result<kill::KillReport, Error> {
    let data = data::data(ws, game)?;
    let accepted = submissions::accepted(ws, game)?;
    let catalogue = submissions::catalogue(ws, game)?;
    kill::report(ws, game, &accepted, &catalogue, &data, runs)
}

/// FNV-1a (64 bits) of `bytes`: the package's UUID, the compiled
/// submissions' names.
pub(crate) fn fnv1a(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

/// The problem's UUID (problemtools wants one): made from the crate's
/// name, so that every package of a game has the same (version 8, the
/// RFC 9562 layout for names hashed by other means: FNV-1a here).
fn uuid(game: &Game) -> String {
    let name = game.name().as_bytes();
    let high = fnv1a(name);
    let low = fnv1a(&[name, b"#uuid"].concat());
    let high = (high & !0xF000) | 0x8000; // version 8
    let low = (low & !(0b11 << 62)) | (0b10 << 62); // the RFC variant
    format!(
        "{:08x}-{:04x}-{:04x}-{:04x}-{:012x}",
        high >> 32,
        (high >> 16) & 0xFFFF,
        high & 0xFFFF,
        low >> 48,
        low & 0xFFFF_FFFF_FFFF
    )
}

/// Every file of the package of `game`.
pub(crate) fn build(ws: &Workspace, game: &Game) -> Result<Files, Error> {
    let mut files: Files = Vec::new();
    let mut add = |path: String, text: String| files.push((path, text.into_bytes()));

    add("problem.yaml".into(), problem_yaml(game));

    let markdown_path = ws
        .root
        .join("docs/problems")
        .join(format!("{}.md", game.name()));
    let markdown = fs::read_to_string(&markdown_path).map_err(|e| Error::io(&markdown_path, e))?;
    let statement = statement::to_latex(&markdown).map_err(|why| Error::Fixture {
        path: markdown_path.clone(),
        why,
    })?;
    add("problem_statement/problem.en.tex".into(), statement.tex);

    let data = data::data(ws, game)?;
    for (group, cases) in [("sample", &data.samples), ("secret", &data.secret)] {
        for case in cases.iter() {
            add(format!("data/{group}/{}.in", case.name), case.input.clone());
            add(
                format!("data/{group}/{}.ans", case.name),
                case.answer.clone(),
            );
        }
    }

    for (name, text) in validator::sources(ws, game)? {
        add(format!("input_validators/validate/{name}"), text);
    }

    let accepted = submissions::accepted(ws, game)?;
    for program in submissions::catalogue(ws, game)? {
        add(format!("submissions/{}", program.name()), program.source);
    }
    add("submissions/accepted/accepted.rs".into(), accepted);
    Ok(files)
}

/// `problem.yaml` (legacy format): where the problem comes from, who holds
/// the rights to this package, and the time limit settings (the time
/// limit is the slowest accepted run times `time_multiplier`, and a
/// `time_limit_exceeded` submission must still fail with
/// `time_safety_margin` times that).
fn problem_yaml(game: &Game) -> String {
    let about = game.about();
    format!(
        "# Generated by `cargo xtask package {name}` from the game contract: do not edit.\n\
         # The problem is {source}; this statement, its test data and\n\
         # solutions are the olympiad-games project's (MIT OR Apache-2.0).\n\
         uuid: {uuid}\n\
         source: {source_q}\n\
         author: olympiad-games contributors\n\
         rights_owner: olympiad-games contributors\n\
         license: permission\n\
         validation: default\n\
         limits:\n  \
           time_multiplier: 5\n  \
           time_safety_margin: 2\n",
        name = game.name(),
        source = about.source,
        source_q = yaml_string(about.source),
        uuid = uuid(game),
    )
}

/// `text` as a double-quoted YAML string.
fn yaml_string(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Writes `files` under `dir`, replacing what was there.
pub(crate) fn write(dir: &Path, files: &Files) -> Result<(), Error> {
    if dir.exists() {
        fs::remove_dir_all(dir).map_err(|e| Error::io(dir, e))?;
    }
    for (name, bytes) in files {
        let path = dir.join(name);
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent).map_err(|e| Error::io(parent, e))?;
        }
        fs::write(&path, bytes).map_err(|e| Error::io(&path, e))?;
    }
    Ok(())
}
