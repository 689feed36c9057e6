//! The search: run the generated cases through the program, stop at the
//! first failure, and shrink it greedily.

use std::collections::BTreeMap;
use std::mem::discriminant;
use std::process::Command;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use indicatif::ProgressBar;

use crate::Error;
use crate::games::Game;
use crate::process::run_with_input;

/// What a stress run does, independent of the command line.
pub(crate) struct Config {
    pub(crate) problem: &'static Game,
    /// The program and its arguments.
    pub(crate) argv: Vec<String>,
    /// The command line as the user wrote it (for the report).
    pub(crate) command: String,
    pub(crate) cases: u64,
    pub(crate) seed: u64,
    pub(crate) families: Vec<&'static str>,
    pub(crate) rows: Option<usize>,
    pub(crate) cols: Option<usize>,
    pub(crate) timeout: Duration,
    pub(crate) shrink_runs: u64,
    /// At most this long shrinking (a slow or timing-out program makes
    /// every run long).
    pub(crate) shrink_time: Duration,
    /// How many cases run at the same time.
    pub(crate) jobs: usize,
}

/// How one run of the program ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Verdict {
    Accepted,
    WrongAnswer,
    /// A non-zero exit status or a signal (the status as printed).
    Crashed(String),
    TimedOut(Duration),
}

impl Verdict {
    /// Whether `other` fails in the same way (any crash is like any crash).
    fn same_way(&self, other: &Verdict) -> bool {
        discriminant(self) == discriminant(other)
    }
}

/// One run of the program on one input.
#[derive(Clone, Debug)]
struct Trial {
    verdict: Verdict,
    expected: String,
    stdout: String,
    stderr: String,
}

/// The failing case found, before and after shrinking.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Failure {
    /// Which case (from 0), its family and its seed.
    pub(crate) case: u64,
    pub(crate) family: &'static str,
    pub(crate) seed: u64,
    /// The generated input and the shrunk one.
    pub(crate) original: String,
    pub(crate) input: String,
    /// How the program fails on the shrunk input.
    pub(crate) verdict: Verdict,
    pub(crate) expected: String,
    pub(crate) received: String,
    pub(crate) stderr: String,
    /// Accepted shrinking steps, and runs of the program while shrinking.
    pub(crate) steps: u64,
    pub(crate) runs: u64,
    /// Why shrinking stopped before the input was as small as the
    /// shrinker makes it, if it did.
    pub(crate) stopped: Option<Budget>,
}

/// A budget of shrinking that ran out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Budget {
    /// `--shrink-runs`: this many runs of the program.
    Runs(u64),
    /// `--shrink-time`: this long.
    Time(Duration),
}

/// Everything a stress run found (no timings, so it renders the same
/// every time).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct StressReport {
    pub(crate) crate_name: &'static str,
    /// The command line as the user wrote it.
    pub(crate) command: String,
    pub(crate) families: Vec<&'static str>,
    pub(crate) seed: u64,
    pub(crate) rows: Option<usize>,
    pub(crate) cols: Option<usize>,
    pub(crate) cases_planned: u64,
    pub(crate) cases_run: u64,
    pub(crate) failure: Option<Failure>,
}

/// Runs the cases of `config`, then shrinks the first failure.
pub(crate) fn run_stress(config: &Config, bar: &ProgressBar) -> Result<StressReport, Error> {
    let mut report = StressReport {
        crate_name: config.problem.name(),
        command: config.command.clone(),
        families: config.families.clone(),
        seed: config.seed,
        rows: config.rows,
        cols: config.cols,
        cases_planned: config.cases,
        cases_run: config.cases,
        failure: None,
    };
    if let Some(found) = first_failure(config, bar)? {
        report.cases_run = found.case + 1;
        bar.set_message("shrinking");
        report.failure = Some(shrink(config, bar, found)?);
    }
    Ok(report)
}

/// The family of case `k`: the families in turn.
fn family_of(config: &Config, k: u64) -> &'static str {
    let count = config.families.len().max(1) as u64;
    config
        .families
        .get((k % count) as usize)
        .copied()
        .unwrap_or("random")
}

/// A generated case on which the program fails.
struct Found {
    case: u64,
    family: &'static str,
    input: String,
    trial: Trial,
}

/// The failing case of lowest index, with every case below it run and
/// accepted: the one a run of one case after another would find, whatever
/// `config.jobs`.
///
/// `config.jobs` threads take the next case index in turn; a thread stops
/// at an index past the lowest failure found so far. Every index below
/// that failure was taken by some thread, and each thread finishes the
/// cases it took, so when all have stopped, every case below the lowest
/// failure has passed. An error (a program that cannot be started) counts
/// as a failure of its case, so the earliest one is the one reported.
fn first_failure(config: &Config, bar: &ProgressBar) -> Result<Option<Found>, Error> {
    let next = AtomicU64::new(0);
    let lowest = AtomicU64::new(u64::MAX);
    let found: Mutex<BTreeMap<u64, Result<Found, Error>>> = Mutex::new(BTreeMap::new());
    let worker = || {
        loop {
            let k = next.fetch_add(1, Ordering::SeqCst);
            if k >= config.cases || k > lowest.load(Ordering::SeqCst) {
                return;
            }
            let family = family_of(config, k);
            let outcome = crate::generate::case(
                config.problem,
                family,
                config.seed.wrapping_add(k),
                config.rows,
                config.cols,
            )
            .and_then(|input| Ok((trial(config, &input)?, input)));
            bar.inc(1);
            let failed = match outcome {
                Ok((trial, _)) if trial.verdict == Verdict::Accepted => continue,
                Ok((trial, input)) => Ok(Found {
                    case: k,
                    family,
                    input,
                    trial,
                }),
                Err(e) => Err(e),
            };
            lowest.fetch_min(k, Ordering::SeqCst);
            // A poisoned lock means another worker panicked: that panic
            // is passed on when the scope ends.
            if let Ok(mut map) = found.lock() {
                map.insert(k, failed);
            }
        }
    };
    std::thread::scope(|scope| {
        for _ in 1..config.jobs.max(1) {
            scope.spawn(worker);
        }
        worker();
    });
    let map = found.into_inner().unwrap_or_else(|e| e.into_inner());
    map.into_iter().next().map(|(_, first)| first).transpose()
}

/// Runs the program on `input` and judges its answer.
fn trial(config: &Config, input: &str) -> Result<Trial, Error> {
    let expected = config.problem.judge(input.as_bytes()).map_err(|e| {
        Error::Bug(format!(
            "the reference solver rejects a generated input ({e}):\n{input}"
        ))
    })?;
    let program = config.argv.first().map(String::as_str).unwrap_or_default();
    let mut command = Command::new(program);
    command.args(config.argv.iter().skip(1));
    let run = run_with_input(command, input.as_bytes(), config.timeout)
        .map_err(|e| Error::Usage(format!("cannot run `{program}`: {e}")))?;
    let stdout = String::from_utf8_lossy(&run.stdout).into_owned();
    let verdict = match run.status {
        None => Verdict::TimedOut(config.timeout),
        Some(status) if !status.success() => Verdict::Crashed(status.to_string()),
        Some(_) if same_tokens(&expected, &run.stdout) => Verdict::Accepted,
        Some(_) => Verdict::WrongAnswer,
    };
    Ok(Trial {
        verdict,
        expected,
        stdout,
        stderr: String::from_utf8_lossy(&run.stderr).into_owned(),
    })
}

/// How the program of `config` does on `input` (for tests).
#[cfg(test)]
pub(crate) fn verdict(config: &Config, input: &str) -> Result<Verdict, Error> {
    Ok(trial(config, input)?.verdict)
}

/// Whether two outputs have the same whitespace-separated tokens.
pub(crate) fn same_tokens(expected: &str, received: &[u8]) -> bool {
    let tokens = received
        .split(u8::is_ascii_whitespace)
        .filter(|t| !t.is_empty());
    expected
        .split_ascii_whitespace()
        .map(str::as_bytes)
        .eq(tokens)
}

/// Greedy shrinking: the first candidate that fails the same way replaces
/// the input, until no candidate does, `config.shrink_runs` runs are spent
/// or `config.shrink_time` has passed. The progress bar shows the size
/// reached, the runs and the time.
fn shrink(config: &Config, bar: &ProgressBar, found: Found) -> Result<Failure, Error> {
    let Found {
        case,
        family,
        input: original,
        trial: first,
    } = found;
    let mut input = original.clone();
    let mut current = first;
    let (mut steps, mut runs) = (0u64, 0u64);
    let started = Instant::now();
    let mut stopped = None;
    'search: loop {
        for candidate in config.problem.shrink(input.as_bytes()) {
            if runs >= config.shrink_runs {
                stopped = Some(Budget::Runs(config.shrink_runs));
                break 'search;
            }
            if started.elapsed() >= config.shrink_time {
                stopped = Some(Budget::Time(config.shrink_time));
                break 'search;
            }
            runs += 1;
            bar.set_message(format!(
                "shrinking: {} bytes, {runs} runs, {:.0}s",
                input.len(),
                started.elapsed().as_secs_f64()
            ));
            let attempt = trial(config, &candidate)?;
            if attempt.verdict.same_way(&current.verdict) {
                input = candidate;
                current = attempt;
                steps += 1;
                continue 'search;
            }
        }
        break;
    }
    Ok(Failure {
        case,
        family,
        seed: config.seed.wrapping_add(case),
        original,
        input,
        verdict: current.verdict,
        expected: current.expected,
        received: current.stdout,
        stderr: current.stderr,
        steps,
        runs,
        stopped,
    })
}
