//! `cargo xtask gen`: judge inputs from the games' generators, one
//! to stdout or a test package (inputs with our answers) to a directory.

use std::fs;
use std::path::{Path, PathBuf};

use common_io::game::Size;

use crate::games::{self, Game, REGISTRY, Registry};
use crate::{Error, Workspace};

/// Options of `gen`.
#[derive(Clone, Debug, clap::Args)]
pub(crate) struct Gen {
    /// The game (its crate's name).
    #[arg(value_name = "CRATE", value_parser = clap::builder::PossibleValuesParser::new(REGISTRY.names()))]
    pub(crate) krate: String,
    /// The generator family (listed below, per crate).
    #[arg(long, default_value = "random")]
    pub(crate) family: String,
    /// The seed of the first case; case `k` (from 0) uses seed `S + k`.
    #[arg(long, default_value_t = 0)]
    pub(crate) seed: u64,
    /// Rows of every board (default: the family's choice, within the
    /// judge's limits; up to the crate's own limits).
    #[arg(long)]
    pub(crate) rows: Option<usize>,
    /// Columns of every board.
    #[arg(long)]
    pub(crate) cols: Option<usize>,
    /// How many cases.
    #[arg(long, default_value_t = 1)]
    pub(crate) count: u64,
    /// Write a test package to DIR: `<crate>-<family>-<seed>.in` and
    /// `.out` (our answer) per case, `<seed>` the case's own seed (default
    /// with more than one case: `target/gen/<crate>`). Without it, one case
    /// goes to stdout.
    #[arg(long, value_name = "DIR")]
    pub(crate) out: Option<PathBuf>,
    /// Overwrite files that exist (without it, an existing file is an
    /// error and nothing is written).
    #[arg(long)]
    pub(crate) force: bool,
}

/// The generated case of `family` with its own `seed` (case `k` of a run
/// started at `S` has seed `S + k`).
pub(crate) fn case(
    problem: &Game,
    family: &str,
    seed: u64,
    rows: Option<usize>,
    cols: Option<usize>,
) -> Result<String, Error> {
    problem
        .generate(family, seed, Size { rows, cols })
        .map_err(|why| Error::Usage(format!("{}: {why}", problem.name())))
}

/// The file name of a case: the crate, the family and the case's own seed.
pub(crate) fn file_stem(problem: &Game, family: &str, seed: u64) -> String {
    format!("{}-{family}-{seed}", problem.name())
}

impl Gen {
    pub(crate) fn run(&self, ws: &Workspace, registry: Registry) -> Result<bool, Error> {
        let problem = registry.find(&self.krate)?;
        let family = games::family(problem, &self.family).map_err(Error::Usage)?;
        if self.count == 1 && self.out.is_none() {
            print!(
                "{}",
                case(problem, family, self.seed, self.rows, self.cols)?
            );
            return Ok(true);
        }
        let dir = &self
            .out
            .clone()
            .unwrap_or_else(|| ws.root.join("target").join("gen").join(problem.name()));
        // Everything is generated and checked before anything is written,
        // so a refused run leaves the directory as it was.
        let mut files = Vec::new();
        for k in 0..self.count {
            let seed = self.seed.wrapping_add(k);
            let input = case(problem, family, seed, self.rows, self.cols)?;
            let answer = problem.judge(input.as_bytes()).map_err(|e| {
                Error::Bug(format!(
                    "{} rejects its own generated input ({e}):\n{input}",
                    problem.name()
                ))
            })?;
            let stem = dir.join(file_stem(problem, family, seed));
            files.push((stem.with_extension("in"), input));
            files.push((stem.with_extension("out"), answer));
        }
        if !self.force {
            let existing: Vec<&Path> = files
                .iter()
                .map(|(path, _)| path.as_path())
                .filter(|path| path.exists())
                .collect();
            if let Some(first) = existing.first() {
                return Err(Error::Usage(format!(
                    "{} exists ({} of the {} files to write exist); nothing written: \
                     use --force to overwrite, or another --out or --seed",
                    first.display(),
                    existing.len(),
                    files.len()
                )));
            }
        }
        fs::create_dir_all(dir).map_err(|e| Error::io(dir, e))?;
        for (path, text) in &files {
            fs::write(path, text).map_err(|e| Error::io(path, e))?;
        }
        eprintln!(
            "gen: wrote {} case{} ({} files: inputs and our answers) to {}",
            self.count,
            if self.count == 1 { "" } else { "s" },
            files.len(),
            dir.display()
        );
        Ok(true)
    }
}
