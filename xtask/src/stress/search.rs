//! The search: run the generated cases through the program, stop at the
//! first failure, and shrink it greedily.

use std::mem::discriminant;
use std::process::Command;
use std::time::Duration;

use indicatif::ProgressBar;

use crate::Error;
use crate::problems::Problem;
use crate::process::run_with_input;

/// What a stress run does, independent of the command line.
pub(crate) struct Config {
    pub(crate) problem: &'static Problem,
    /// The program and its arguments.
    pub(crate) argv: Vec<String>,
    pub(crate) cases: u64,
    pub(crate) seed: u64,
    pub(crate) families: Vec<&'static str>,
    pub(crate) rows: Option<usize>,
    pub(crate) cols: Option<usize>,
    pub(crate) timeout: Duration,
    pub(crate) shrink_runs: u64,
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
        crate_name: config.problem.name,
        command: shlex::try_join(config.argv.iter().map(String::as_str))
            .unwrap_or_else(|_| config.argv.join(" ")),
        families: config.families.clone(),
        seed: config.seed,
        rows: config.rows,
        cols: config.cols,
        cases_planned: config.cases,
        cases_run: 0,
        failure: None,
    };
    let count = config.families.len().max(1) as u64;
    for k in 0..config.cases {
        let family = config
            .families
            .get((k % count) as usize)
            .copied()
            .unwrap_or("random");
        let input = crate::r#gen::case(
            config.problem,
            family,
            config.seed,
            k,
            config.rows,
            config.cols,
        )?;
        let trial = trial(config, &input)?;
        report.cases_run = k + 1;
        bar.inc(1);
        if trial.verdict != Verdict::Accepted {
            bar.set_message("shrinking");
            report.failure = Some(shrink(config, bar, k, family, input, trial)?);
            break;
        }
    }
    Ok(report)
}

/// Runs the program on `input` and judges its answer.
fn trial(config: &Config, input: &str) -> Result<Trial, Error> {
    let expected = (config.problem.judge)(input.as_bytes()).map_err(|e| {
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
/// the input, until no candidate does or `config.shrink_runs` is spent.
fn shrink(
    config: &Config,
    bar: &ProgressBar,
    case: u64,
    family: &'static str,
    original: String,
    first: Trial,
) -> Result<Failure, Error> {
    let mut input = original.clone();
    let mut current = first;
    let (mut steps, mut runs) = (0u64, 0u64);
    'search: while runs < config.shrink_runs {
        for candidate in (config.problem.shrink)(input.as_bytes()) {
            if runs >= config.shrink_runs {
                break 'search;
            }
            runs += 1;
            let attempt = trial(config, &candidate)?;
            if attempt.verdict.same_way(&current.verdict) {
                input = candidate;
                current = attempt;
                steps += 1;
                bar.set_message(format!("shrinking: {} bytes", input.len()));
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
    })
}
