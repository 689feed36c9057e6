//! `cargo xtask gen`: judge inputs from the problem crates' generators.

use std::fs;
use std::path::PathBuf;

use crate::problems::{self, Problem};
use crate::{Error, Workspace};

/// Options of `gen`.
#[derive(Clone, Debug, clap::Args)]
pub(crate) struct Gen {
    /// The problem crate.
    #[arg(value_name = "CRATE", value_parser = clap::builder::PossibleValuesParser::new(problems::NAMES))]
    krate: String,
    /// The generator family (see the crate's `gen` module); unknown names
    /// are listed in the error.
    #[arg(long, default_value = "random")]
    family: String,
    /// The seed of the first case; case `k` (from 0) uses seed `S + k`.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Rows of every board (default: the family's choice, within the
    /// judge's limits).
    #[arg(long)]
    rows: Option<usize>,
    /// Columns of every board.
    #[arg(long)]
    cols: Option<usize>,
    /// How many cases.
    #[arg(long, default_value_t = 1)]
    count: u64,
    /// Write `DIR/<family>-<seed>-<k>.in` files (default with more than one
    /// case: `target/gen/<crate>`); one case without `--out` goes to stdout.
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
}

/// The `k`-th generated case of a run started at `seed`.
pub(crate) fn case(
    problem: &Problem,
    family: &str,
    seed: u64,
    k: u64,
    rows: Option<usize>,
    cols: Option<usize>,
) -> Result<String, Error> {
    (problem.generate)(family, seed.wrapping_add(k), rows, cols)
        .map_err(|why| Error::Usage(format!("{}: {why}", problem.name)))
}

impl Gen {
    pub(crate) fn run(&self, ws: &Workspace) -> Result<bool, Error> {
        let problem = problems::find(&self.krate)
            .ok_or_else(|| Error::Usage(format!("unknown crate `{}`", self.krate)))?;
        let family = problem
            .families_for(Some(&self.family))
            .map_err(Error::Usage)?
            .into_iter()
            .next()
            .unwrap_or("random");
        if self.count == 1 && self.out.is_none() {
            print!(
                "{}",
                case(problem, family, self.seed, 0, self.rows, self.cols)?
            );
            return Ok(true);
        }
        let dir = self
            .out
            .clone()
            .unwrap_or_else(|| ws.root.join("target").join("gen").join(problem.name));
        fs::create_dir_all(&dir).map_err(|e| Error::io(&dir, e))?;
        for k in 0..self.count {
            let text = case(problem, family, self.seed, k, self.rows, self.cols)?;
            let path = dir.join(format!("{family}-{}-{k}.in", self.seed));
            fs::write(&path, text).map_err(|e| Error::io(&path, e))?;
        }
        eprintln!(
            "gen: wrote {} case{} to {}",
            self.count,
            if self.count == 1 { "" } else { "s" },
            dir.display()
        );
        Ok(true)
    }
}
