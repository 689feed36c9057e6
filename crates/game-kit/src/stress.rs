//! `stress`: a user's program against the reference solver on
//! generated inputs, and the smallest input on which it fails.
//!
//! Case `k` (from 0) is the generator's case for family `families[k mod
//! len]` and seed `S + k`, so `cargo xtask gen <crate> --family F --seed
//! S+k` reproduces it. The program gets the input on stdin; its stdout is
//! compared with the reference answer (the crate's `judge`, in process)
//! token by token, whitespace-insensitively, as a judge would. The first
//! wrong answer, crash (non-zero exit or signal) or timeout stops the run;
//! the failing input is then shrunk greedily (the first smaller candidate
//! of the crate's `shrink` that still fails the same way replaces it, until
//! none does or the run budget is spent) and written out with the expected
//! and received outputs.
//!
//! `search` runs the cases and shrinks the first failure; `render`(mod@render)
//! turns what it found into the report; this module reads the command
//! line, shows progress and writes the files.

mod render;
pub(crate) mod search;
#[cfg(test)]
mod tests;

#[cfg(test)]
#[path = "example_path.rs"]
mod example_path;
#[cfg(test)]
pub(crate) use example_path::example;

use std::fs;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressState, ProgressStyle};

use crate::games::{self, Game};
use crate::{Error, Layout};

pub(crate) use render::{Written, render, summary};
#[cfg(test)]
pub(crate) use search::StressReport;
pub(crate) use search::{Config, run_stress};
#[cfg(test)]
pub(crate) use {
    render::show_duration,
    search::{Budget, Failure, Verdict, same_tokens, verdict},
};

/// Options of `stress`.
#[derive(Clone, Debug, clap::Args)]
#[group(skip)]
pub struct Stress {
    /// The program to test, as a command line split like a shell would
    /// (quotes, backslashes) but run without a shell; it reads the input
    /// on stdin and writes its answer on stdout.
    #[arg(long, value_name = "COMMAND LINE")]
    cmd: String,
    /// How many generated cases to try.
    #[arg(long, default_value_t = 100)]
    cases: u64,
    /// The seed of the first case; case `k` uses seed `S + k`.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Only this generator family (default: all of them in turn).
    #[arg(long)]
    family: Option<String>,
    /// Time limit per run of the program (`2s`, `500ms`, `1.5s`, `3`).
    #[arg(long, default_value = "2s", value_parser = parse_duration)]
    timeout: Duration,
    /// Rows of every generated board.
    #[arg(long)]
    rows: Option<usize>,
    /// Columns of every generated board.
    #[arg(long)]
    cols: Option<usize>,
    /// How many cases run at the same time (default: one per core). The
    /// report is the same whatever the number: the first failing case in
    /// case order is the one reported and shrunk.
    #[arg(long, value_name = "N")]
    jobs: Option<std::num::NonZeroUsize>,
    /// At most this many runs of the program while shrinking.
    #[arg(long, default_value_t = 1000)]
    shrink_runs: u64,
    /// At most this long shrinking (`60s`, `500ms`): a program that times
    /// out makes every run of the shrinking as long as `--timeout`. The
    /// report says when the budget ran out.
    #[arg(long, default_value = "60s", value_parser = parse_duration)]
    shrink_time: Duration,
    /// Where the failing case goes (default `target/stress`).
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
}

/// A time limit: `2s`, `500ms`, `1.5s`, or plain seconds.
pub(crate) fn parse_duration(text: &str) -> Result<Duration, String> {
    let text = text.trim();
    let (number, scale) = if let Some(n) = text.strip_suffix("ms") {
        (n, 0.001)
    } else if let Some(n) = text.strip_suffix('s') {
        (n, 1.0)
    } else {
        (text, 1.0)
    };
    let bad = || format!("`{text}` is not a time limit like 2s, 500ms or 1.5s");
    let value: f64 = number.trim().parse().map_err(|_| bad())?;
    if !value.is_finite() || value <= 0.0 {
        return Err(bad());
    }
    Duration::try_from_secs_f64(value * scale).map_err(|_| bad())
}

impl Stress {
    /// Runs the program against `problem` (its files laid out as `layout`
    /// says: the failing case goes under its `target/stress` by default):
    /// `Ok(false)` when a failing case was found.
    pub fn run(&self, problem: &'static Game, layout: &Layout) -> Result<bool, Error> {
        let families =
            games::families_for(problem, self.family.as_deref()).map_err(Error::Usage)?;
        let argv = shlex::split(&self.cmd)
            .filter(|argv| !argv.is_empty())
            .ok_or_else(|| {
                Error::Usage(format!(
                    "--cmd `{}` is not a command line (empty, or an unclosed quote)",
                    self.cmd
                ))
            })?;
        let families = usable_families(problem, families, self.seed, self.rows, self.cols)?;
        let config = Config {
            problem,
            argv,
            command: self.cmd.clone(),
            cases: self.cases,
            seed: self.seed,
            families,
            rows: self.rows,
            cols: self.cols,
            timeout: self.timeout,
            shrink_runs: self.shrink_runs,
            shrink_time: self.shrink_time,
            jobs: self
                .jobs
                .or_else(|| std::thread::available_parallelism().ok())
                .map_or(1, |n| n.get()),
        };
        let bar = progress_bar(self.cases);
        let start = Instant::now();
        let report = run_stress(&config, &bar)?;
        let elapsed = start.elapsed();
        bar.finish_and_clear();

        let Some(failure) = &report.failure else {
            print!("{}", render(&report, None));
            println!("{}", summary(&report, elapsed));
            return Ok(true);
        };
        let dir = self
            .out
            .clone()
            .unwrap_or_else(|| layout.target().join("stress"));
        fs::create_dir_all(&dir).map_err(|e| Error::io(&dir, e))?;
        let input = dir.join(format!("{}-failure.in", problem.name()));
        let original = dir.join(format!("{}-failure-original.in", problem.name()));
        let text = dir.join(format!("{}-failure.txt", problem.name()));
        let generator = match layout {
            Layout::Workspace { .. } => format!("cargo xtask gen {}", problem.name()),
            Layout::Crate(_) => format!("{} gen", problem.name()),
        };
        let written = Written {
            generator,
            input: shown(&input),
            original: shown(&original),
        };
        let rendered = render(&report, Some(&written));
        fs::write(&input, &failure.input).map_err(|e| Error::io(&input, e))?;
        fs::write(&original, &failure.original).map_err(|e| Error::io(&original, e))?;
        fs::write(&text, &rendered).map_err(|e| Error::io(&text, e))?;
        print!("{rendered}");
        println!("{}", summary(&report, elapsed));
        Ok(false)
    }
}

/// The families that can make boards of the size asked for. With
/// `--rows`/`--cols` and no `--family`, the families that fix a side
/// differently (a family of one-row boards, say) are left out; a size that no family
/// can make, or that the one `--family` cannot, is a usage error, reported
/// before anything runs.
fn usable_families(
    problem: &Game,
    families: Vec<&'static str>,
    seed: u64,
    rows: Option<usize>,
    cols: Option<usize>,
) -> Result<Vec<&'static str>, Error> {
    let mut usable = Vec::new();
    let mut first_error = None;
    for (k, family) in families.iter().enumerate() {
        let case_seed = seed.wrapping_add(k as u64);
        match crate::generate::case(problem, family, case_seed, rows, cols) {
            Ok(_) => usable.push(*family),
            Err(e) => {
                first_error.get_or_insert(e);
            }
        }
    }
    match first_error {
        Some(e) if usable.is_empty() => Err(e),
        _ => Ok(usable),
    }
}

/// A progress bar on stderr (cases done, cases per second), hidden when
/// stderr is not a terminal.
fn progress_bar(cases: u64) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(cases);
    if let Ok(style) = ProgressStyle::with_template(
        "{bar:30.cyan/blue} {pos}/{len} cases, {rate} {msg} [{elapsed}]",
    ) {
        // The average since the start (indicatif's `per_sec` is a recent
        // estimate, and prints six digits).
        let rate = |state: &ProgressState, w: &mut dyn std::fmt::Write| {
            let secs = state.elapsed().as_secs_f64();
            let rate = if secs > 0.0 {
                state.pos() as f64 / secs
            } else {
                0.0
            };
            let _ = write!(w, "{rate:.1} cases/s");
        };
        bar.set_style(style.progress_chars("=> ").with_key("rate", rate));
    }
    // Keep the time and the rate moving while one slow case runs.
    bar.enable_steady_tick(Duration::from_millis(250));
    bar
}

/// A path relative to the current directory when it lies under it.
fn shown(path: &Path) -> String {
    std::env::current_dir()
        .ok()
        .and_then(|cwd| path.strip_prefix(cwd).ok().map(Path::to_path_buf))
        .unwrap_or_else(|| path.to_path_buf())
        .display()
        .to_string()
}
