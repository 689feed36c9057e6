//! `cargo xtask package <crate> --out DIR [--format F] [--zip]` (or
//! `--all`, every game of the registry): a judge package of a game, built
//! from the game contract (`AnyGame` from the registry) and the game's
//! files, in the legacy Kattis problem format, which problemtools'
//! `verifyproblem` checks and Kattis and DOMjudge import, or (`--format
//! 2025-09`, `v2025`) in the ICPC problem package format 2025-09, which
//! BAPCtools checks and DOMjudge imports. The legacy package holds:
//!
//! - `problem.yaml`: the source, rights owner, license and time limit
//!   settings;
//! - `problem_statement/problem.en.tex`: `docs/problems/<crate>.md` in
//!   LaTeX (`statement`);
//! - `data/sample/`, `data/secret/`: the statement's samples and the
//!   generated cases with our answers (`data`);
//! - `input_validators/validate/`: the game's `--validate` as a Rust
//!   program (`validator`);
//! - `submissions/`: `crates/<crate>/judge/accepted.rs` and the game's
//!   catalogue of realistic wrong solutions, `crates/<crate>/judge/
//!   {wrong_answer,time_limit_exceeded,run_time_error}/*.rs`
//!   (`submissions`).
//!
//! Then it prints the kill report (`kill`): every wrong solution run on
//! every case (`--first-failure`: as far as its verdict needs), the answers
//! the data holds and its longest game, then the same by test group; it
//! fails, naming the program, when the data lets a wrong solution through
//! or gives it another verdict than its directory's, or when the program
//! fails a sample (`--no-report` skips it). The report is made once for
//! all the formats asked for (their cases run in the same order), before
//! the packages (a 2025-09 one states the time limit it set and the test
//! groups where each program fails), and written beside each package.
//!
//! The package goes to `DIR/<short>/` (replaced if it exists), `<short>`
//! the crate's name without hyphens (problemtools and BAPCtools want
//! `[a-z0-9]+`: `chessprofile`), or with several formats to
//! `DIR/<format>/<short>/`, and, with `--zip`, also to `DIR/<short>.zip`
//! beside it with the problem's files at the archive's root.

use std::fs;
use std::path::{Path, PathBuf};

use crate::games::Game;
use crate::{Credits, Error, Layout};

pub(crate) mod data;
pub(crate) mod kill;
pub(crate) mod statement;
pub(crate) mod submissions;
pub(crate) mod v2025;
pub(crate) mod validator;
mod zip;

#[cfg(test)]
mod tests;

/// A problem package format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, clap::ValueEnum)]
pub enum Format {
    /// The legacy Kattis format: problemtools' `verifyproblem` checks it,
    /// Kattis and DOMjudge import it.
    Legacy,
    /// The ICPC problem package format 2025-09: BAPCtools (`bt validate`,
    /// `bt run`) checks it, DOMjudge imports it.
    #[value(name = "2025-09")]
    V2025_09,
}

impl Format {
    /// Its name on the command line: `legacy`, `2025-09`.
    pub fn name(self) -> &'static str {
        match self {
            Format::Legacy => "legacy",
            Format::V2025_09 => "2025-09",
        }
    }
}

/// Options of `package`.
#[derive(Clone, Debug, clap::Args)]
#[group(skip)]
pub struct Package {
    /// Where to write the package: `DIR/<short>/` (replaced if it exists),
    /// `<short>` the crate's name without hyphens (`chessprofile`); with
    /// several formats, `DIR/<format>/<short>/`.
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
    /// The package format: `legacy` (Kattis, problemtools) or `2025-09`
    /// (BAPCtools); several (`--format legacy,2025-09`) share one kill
    /// report.
    #[arg(long, value_enum, value_delimiter = ',', default_value = "legacy")]
    pub format: Vec<Format>,
    /// Also write `DIR/<short>.zip`, the problem's files at its root.
    #[arg(long)]
    pub zip: bool,
    /// Skip the kill report (every wrong solution on every case).
    #[arg(long)]
    pub no_report: bool,
    /// Run each wrong solution only as far as its verdict needs, as
    /// verifyproblem does: the same verdicts and refusals, without the
    /// table's cells after each verdict (CI's choice; much faster where a
    /// program is too slow on many cases).
    #[arg(long, conflicts_with = "no_report")]
    pub first_failure: bool,
    /// The package's author (default: the crate's `authors`).
    #[arg(long, value_name = "NAME")]
    pub author: Option<String>,
    /// Who holds the rights to the package (default: the author).
    #[arg(long, value_name = "NAME")]
    pub rights_owner: Option<String>,
    /// Where the problem comes from (default: the game's own words).
    #[arg(long, value_name = "TEXT")]
    pub source: Option<String>,
    /// The statement's Markdown (default: the crate's `statement.md`, else
    /// a statement made from the game's rules, limits and samples).
    #[arg(long, value_name = "FILE")]
    pub statement: Option<PathBuf>,
}

/// A package's files: the path inside the problem directory (with `/`)
/// and the contents, in the order they are written.
pub(crate) type Files = Vec<(String, Vec<u8>)>;

impl Package {
    /// Writes the package of `game` (its files laid out as `ws` says,
    /// credited as `credits` says unless the options say otherwise) and
    /// prints its kill report: `Ok(false)` when the report finds a problem.
    pub fn run(&self, game: &Game, ws: &Layout, credits: &Credits) -> Result<bool, Error> {
        self.run_games(&[game], ws, credits)
    }

    /// [`Package::run`] for each of `games`, each in its own directory.
    pub fn run_games(
        &self,
        games: &[&Game],
        ws: &Layout,
        credits: &Credits,
    ) -> Result<bool, Error> {
        let mut credits = credits.clone();
        if let Some(author) = &self.author {
            credits.author.clone_from(author);
            credits.rights_owner.clone_from(author);
        }
        if let Some(owner) = &self.rights_owner {
            credits.rights_owner.clone_from(owner);
        }
        if let Some(source) = &self.source {
            credits.source = Some(source.clone());
        }
        let mut formats = self.format.clone();
        formats.sort_unstable();
        formats.dedup();
        let mut problems = Vec::new();
        for &game in games {
            let statement = match &self.statement {
                Some(path) => Some(path.clone()),
                None => ws.statement(game.name()),
            };
            let meta = Meta {
                credits: credits.clone(),
                statement,
            };
            let report = if self.no_report {
                None
            } else {
                let runs = if self.first_failure {
                    kill::Runs::UpToVerdicts
                } else {
                    kill::Runs::Every
                };
                Some(kill_report(ws, game, runs)?)
            };
            for &format in &formats {
                let out = if formats.len() == 1 {
                    self.out.clone()
                } else {
                    self.out.join(format.name())
                };
                self.write_package(ws, game, &meta, format, &out, report.as_ref())?;
            }
            if let Some(report) = report {
                println!("{}\n{}", report.render(), report.render_groups());
                problems.extend(report.problems());
            }
        }
        for problem in &problems {
            eprintln!("package: {problem}");
        }
        Ok(problems.is_empty())
    }

    /// Builds and writes the package of one game in `format` under `out`,
    /// and its kill report beside it.
    fn write_package(
        &self,
        ws: &Layout,
        game: &Game,
        meta: &Meta,
        format: Format,
        out: &Path,
        report: Option<&kill::KillReport>,
    ) -> Result<(), Error> {
        let files = build_with(ws, game, meta, format, report)?;
        let dir = out.join(short_name(game));
        write(&dir, &files)?;
        let check = match format {
            Format::Legacy => format!("verifyproblem {}", dir.display()),
            Format::V2025_09 => format!("bt validate && bt run, in {}", dir.display()),
        };
        eprintln!(
            "package: wrote {} files ({}) to {} (check it: {check})",
            files.len(),
            format.name(),
            dir.display(),
        );
        if let Some(report) = report {
            let path = out.join(format!("{}.kill-report.txt", short_name(game)));
            let text = format!("{}\n{}", report.render(), report.render_groups());
            fs::write(&path, text).map_err(|e| Error::io(&path, e))?;
        }
        if self.zip {
            let path = out.join(format!("{}.zip", short_name(game)));
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
    ws: &Layout,
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
pub(crate) fn uuid(game: &Game) -> String {
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

/// What a package says that the game does not: who to credit, and the
/// statement's Markdown (`None`: made from the game's own text).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Meta {
    pub(crate) credits: Credits,
    pub(crate) statement: Option<PathBuf>,
}

/// Every file of the legacy package of one of the workspace's games (its
/// statement and credits).
#[cfg(test)]
pub(crate) fn build(ws: &Layout, game: &Game) -> Result<Files, Error> {
    let meta = Meta {
        credits: Credits::workspace(),
        statement: ws.statement(game.name()),
    };
    build_with(ws, game, &meta, Format::Legacy, None)
}

/// Every file of the package of `game` in `format`, `report` the kill
/// report of its data, if one was made (a 2025-09 package states its time
/// limit and the test groups where each program fails).
pub(crate) fn build_with(
    ws: &Layout,
    game: &Game,
    meta: &Meta,
    format: Format,
    report: Option<&kill::KillReport>,
) -> Result<Files, Error> {
    let (markdown, markdown_path) = match &meta.statement {
        Some(path) => (
            fs::read_to_string(path).map_err(|e| Error::io(path, e))?,
            path.clone(),
        ),
        None => (
            statement::from_about(&game.about()),
            PathBuf::from(format!(
                "(the statement made from {}'s own text)",
                game.name()
            )),
        ),
    };
    let statement = statement::to_latex(&markdown).map_err(|why| Error::Fixture {
        path: markdown_path,
        why,
    })?;
    let data = data::data(ws, game)?;
    let validator = validator::sources(ws, game)?;
    let accepted = submissions::accepted(ws, game)?;
    let catalogue = submissions::catalogue(ws, game)?;
    if format == Format::V2025_09 {
        let invalid = invalid_inputs(ws, game, &data)?;
        let tex = statement.tex_titled_by_yaml();
        let parts = v2025::Parts {
            game,
            meta,
            title: &statement.name,
            tex: &tex,
            data: &data,
            validator: &validator,
            accepted: &accepted,
            catalogue: &catalogue,
            invalid: &invalid,
        };
        return Ok(v2025::files(&parts, report));
    }

    let mut files: Files = Vec::new();
    let mut add = |path: String, text: String| files.push((path, text.into_bytes()));
    add("problem.yaml".into(), problem_yaml(game, &meta.credits));
    add("problem_statement/problem.en.tex".into(), statement.tex);
    for (group, cases) in [("sample", &data.samples), ("secret", &data.secret)] {
        for case in cases.iter() {
            add(format!("data/{group}/{}.in", case.name), case.input.clone());
            add(
                format!("data/{group}/{}.ans", case.name),
                case.answer.clone(),
            );
        }
    }
    for (name, text) in validator {
        add(format!("input_validators/validate/{name}"), text);
    }
    for program in catalogue {
        add(format!("submissions/{}", program.name()), program.source);
    }
    add("submissions/accepted/accepted.rs".into(), accepted);
    Ok(files)
}

/// The inputs a 2025-09 package's input validator must reject
/// (`data/invalid_input/`): the game's error fixtures
/// (`fixtures/<crate>/errors/*.in`, as `error-<stem>`; the `.gen` recipes
/// of huge inputs are left out), its fixtures that `--validate` refuses
/// (beyond the judge's limits, or in a form only the binary reads, as
/// `refused-<stem>`), and near-misses of the samples
/// ([`v2025::near_misses`]). An error when `--validate` accepts an error
/// fixture.
pub(crate) fn invalid_inputs(
    ws: &Layout,
    game: &Game,
    data: &data::Data,
) -> Result<Vec<(String, Vec<u8>)>, Error> {
    let fixtures = ws.fixtures(game.name());
    let mut out = Vec::new();
    for (dir, prefix, must) in [
        (fixtures.join("errors"), "error", true),
        (fixtures, "refused", false),
    ] {
        for path in files_ending(&dir, "in")? {
            let bytes = fs::read(&path).map_err(|e| Error::io(&path, e))?;
            let refused = game.validate(&bytes).is_err();
            if must && !refused {
                return Err(Error::Fixture {
                    path,
                    why: "an error fixture that --validate accepts".into(),
                });
            }
            if refused {
                let stem = path
                    .file_stem()
                    .map(|s| s.to_string_lossy().into_owned())
                    .unwrap_or_default();
                out.push((format!("{prefix}-{stem}"), bytes));
            }
        }
    }
    out.extend(v2025::near_misses(game, data));
    Ok(out)
}

/// The files of `dir` whose extension is `extension`, sorted (none if it
/// does not exist).
pub(crate) fn files_ending(dir: &Path, extension: &str) -> Result<Vec<PathBuf>, Error> {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(Error::io(dir, e)),
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file() && p.extension().is_some_and(|e| e == extension))
        .collect();
    files.sort();
    Ok(files)
}

/// `problem.yaml` (legacy format): where the problem comes from, who holds
/// the rights to this package, and the time limit settings (the time
/// limit is the slowest accepted run times `time_multiplier`, and a
/// `time_limit_exceeded` submission must still fail with
/// `time_safety_margin` times that).
fn problem_yaml(game: &Game, credits: &Credits) -> String {
    let about = game.about();
    let source = credits.source.as_deref().unwrap_or(about.source);
    format!(
        "# Generated by `{command}` from the game contract: do not edit.\n\
         # The problem is {source}; this statement, its test data and\n\
         # solutions are the {project} project's ({license}).\n\
         uuid: {uuid}\n\
         source: {source_q}\n\
         author: {author}\n\
         rights_owner: {owner}\n\
         license: permission\n\
         validation: default\n\
         limits:\n  \
           time_multiplier: 5\n  \
           time_safety_margin: 2\n  \
           memory: {memory}\n",
        memory = kill::MEMORY_LIMIT_MIB,
        command = if credits.project == "olympiad-games" {
            format!("cargo xtask package {}", game.name())
        } else {
            format!("{} package", game.name())
        },
        project = credits.project,
        license = credits.license,
        author = yaml_plain(&credits.author),
        owner = yaml_plain(&credits.rights_owner),
        source_q = yaml_string(source),
        uuid = uuid(game),
    )
}

/// `text` as a YAML scalar: plain when it is words (letters, digits,
/// spaces, `-`, `.`, `,`) that YAML reads as a string, else double-quoted.
pub(crate) fn yaml_plain(text: &str) -> String {
    const NOT_STRINGS: [&str; 11] = [
        "true", "false", "yes", "no", "on", "off", "y", "n", "null", "nan", "inf",
    ];
    let plain = text.starts_with(|c: char| c.is_alphabetic())
        && text
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '.' | ','))
        && !text.ends_with(' ')
        && !NOT_STRINGS.contains(&text.to_ascii_lowercase().as_str());
    if plain {
        text.to_string()
    } else {
        yaml_string(text)
    }
}

/// `text` as a double-quoted YAML string.
pub(crate) fn yaml_string(text: &str) -> String {
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
        if is_script(name) {
            use std::os::unix::fs::PermissionsExt;
            fs::set_permissions(&path, fs::Permissions::from_mode(0o755))
                .map_err(|e| Error::io(&path, e))?;
        }
    }
    Ok(())
}

/// Whether a package's file is a script its tools run (a 2025-09 program's
/// `build`): written executable, and so in the zip.
pub(crate) fn is_script(name: &str) -> bool {
    name.rsplit('/').next() == Some("build")
}
