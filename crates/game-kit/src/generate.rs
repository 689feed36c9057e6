//! `gen`: judge inputs from a game's generators, one to stdout or a test
//! package (inputs with our answers) to a directory.

use std::fs;
use std::path::{Path, PathBuf};

use common_io::game::Size;

use crate::games::{self, Game};
use crate::{Error, Layout};

/// Options of `gen`.
#[derive(Clone, Debug, Default, clap::Args)]
#[group(skip)]
pub struct Gen {
    /// Print the game's generator families, one a line, and nothing else.
    #[arg(long, conflicts_with_all = ["family", "out"])]
    pub list: bool,
    /// The generator family (listed below; default: the game's first).
    #[arg(long)]
    pub family: Option<String>,
    /// The seed of the first case; case `k` (from 0) uses seed `S + k`.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Rows of every board (default: the family's choice, within the
    /// judge's limits; up to the crate's own limits).
    #[arg(long)]
    pub rows: Option<usize>,
    /// Columns of every board.
    #[arg(long)]
    pub cols: Option<usize>,
    /// How many cases.
    #[arg(long, default_value_t = 1)]
    pub count: u64,
    /// Write a test package to DIR: `<crate>-<family>-<seed>.in` and
    /// `.out` (our answer) per case, `<seed>` the case's own seed (default
    /// with more than one case: `target/gen/<crate>`). Without it, one case
    /// goes to stdout.
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// Overwrite files that exist (without it, an existing file is an
    /// error and nothing is written).
    #[arg(long)]
    pub force: bool,
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
    /// Writes what the options ask for, of `problem` (its files laid out
    /// as `layout` says).
    pub fn run(&self, problem: &Game, layout: &Layout) -> Result<bool, Error> {
        if self.list {
            for family in problem.families() {
                println!("{family}");
            }
            return Ok(true);
        }
        let family = match &self.family {
            Some(name) => games::family(problem, name).map_err(Error::Usage)?,
            None => problem.families().first().copied().ok_or_else(|| {
                Error::Usage(format!("{} has no generator family", problem.name()))
            })?,
        };
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
            .unwrap_or_else(|| layout.target().join("gen").join(problem.name()));
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
