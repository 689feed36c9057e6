//! `cargo xtask stress`: a user's program against the reference solver on
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

use std::fmt::Write as _;
use std::fs;
use std::io::IsTerminal;
use std::mem::discriminant;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressState, ProgressStyle};

use crate::problems::{self, Problem};
use crate::process::run_with_input;
use crate::{Error, Workspace};

/// Options of `stress`.
#[derive(Clone, Debug, clap::Args)]
pub(crate) struct Stress {
    /// The problem crate.
    #[arg(value_name = "CRATE", value_parser = clap::builder::PossibleValuesParser::new(problems::NAMES))]
    krate: String,
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
    /// At most this many runs of the program while shrinking.
    #[arg(long, default_value_t = 1000)]
    shrink_runs: u64,
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
    fn describe(&self) -> String {
        match self {
            Verdict::Accepted => "accepted".to_string(),
            Verdict::WrongAnswer => "wrong answer".to_string(),
            Verdict::Crashed(status) => format!("crashed ({status})"),
            Verdict::TimedOut(limit) => {
                format!("no answer within {}, killed", show_duration(*limit))
            }
        }
    }

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

/// Where the failing case was written, as shown to the user (the report
/// itself goes next to them, as `<crate>-failure.txt`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Written {
    pub(crate) input: String,
    pub(crate) original: String,
}

impl Stress {
    pub(crate) fn run(&self, ws: &Workspace) -> Result<bool, Error> {
        let problem = problems::find(&self.krate)
            .ok_or_else(|| Error::Cargo(format!("unknown crate `{}`", self.krate)))?;
        let families = problem
            .families_for(self.family.as_deref())
            .map_err(Error::Cargo)?;
        let argv = shlex::split(&self.cmd)
            .filter(|argv| !argv.is_empty())
            .ok_or_else(|| {
                Error::Cargo(format!(
                    "--cmd `{}` is not a command line (empty, or an unclosed quote)",
                    self.cmd
                ))
            })?;
        let families = usable_families(problem, families, self.seed, self.rows, self.cols)?;
        let config = Config {
            problem,
            argv,
            cases: self.cases,
            seed: self.seed,
            families,
            rows: self.rows,
            cols: self.cols,
            timeout: self.timeout,
            shrink_runs: self.shrink_runs,
        };
        let bar = progress_bar(self.cases);
        let start = Instant::now();
        let mut report = run_stress(&config, &bar)?;
        let elapsed = start.elapsed();
        bar.finish_and_clear();
        report.command = self.cmd.clone();

        let Some(failure) = &report.failure else {
            print!("{}", render(&report, None));
            println!("{}", summary(&report, elapsed));
            return Ok(true);
        };
        let dir = self
            .out
            .clone()
            .unwrap_or_else(|| ws.root.join("target").join("stress"));
        fs::create_dir_all(&dir).map_err(|e| Error::io(&dir, e))?;
        let input = dir.join(format!("{}-failure.in", problem.name));
        let original = dir.join(format!("{}-failure-original.in", problem.name));
        let text = dir.join(format!("{}-failure.txt", problem.name));
        let written = Written {
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
/// differently (darkraft's `row`, say) are left out; a size that no family
/// can make, or that the one `--family` cannot, is a usage error, reported
/// before anything runs.
fn usable_families(
    problem: &Problem,
    families: Vec<&'static str>,
    seed: u64,
    rows: Option<usize>,
    cols: Option<usize>,
) -> Result<Vec<&'static str>, Error> {
    let mut usable = Vec::new();
    let mut first_error = None;
    for (k, family) in families.iter().enumerate() {
        match crate::r#gen::case(problem, family, seed, k as u64, rows, cols) {
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
        Error::Cargo(format!(
            "the reference solver rejects a generated input ({e}):\n{input}"
        ))
    })?;
    let program = config.argv.first().map(String::as_str).unwrap_or_default();
    let mut command = Command::new(program);
    command.args(config.argv.iter().skip(1));
    let run = run_with_input(command, input.as_bytes(), config.timeout)
        .map_err(|e| Error::Cargo(format!("cannot run `{program}`: {e}")))?;
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

/// The report: what failed, the shrunk input, both outputs, and how to
/// reproduce it. A pure function of its arguments.
pub(crate) fn render(report: &StressReport, written: Option<&Written>) -> String {
    let mut out = String::new();
    let name = report.crate_name;
    let Some(failure) = &report.failure else {
        let _ = writeln!(
            out,
            "stress {name}: {} cases (families {}; seeds {}..={}), every answer matches",
            report.cases_run,
            report.families.join(", "),
            report.seed,
            report.seed.wrapping_add(report.cases_run.saturating_sub(1)),
        );
        return out;
    };
    let _ = writeln!(
        out,
        "stress {name}: case {} of {} (family {}, seed {}) fails: {}",
        failure.case + 1,
        report.cases_planned,
        failure.family,
        failure.seed,
        failure.verdict.describe(),
    );
    let _ = writeln!(
        out,
        "shrunk from {} to {} bytes in {} step{} ({} run{} of the program)",
        failure.original.len(),
        failure.input.len(),
        failure.steps,
        plural(failure.steps),
        failure.runs,
        plural(failure.runs),
    );
    out.push('\n');
    match written {
        Some(w) => section(&mut out, &format!("input ({})", w.input), &failure.input),
        None => section(&mut out, "input", &failure.input),
    }
    section(&mut out, "expected output", &failure.expected);
    section(&mut out, "received output", &failure.received);
    if failure.verdict != Verdict::WrongAnswer && !failure.stderr.is_empty() {
        section(&mut out, "stderr", &failure.stderr);
    }
    let sizes = match (report.rows, report.cols) {
        (Some(r), Some(c)) => format!(" --rows {r} --cols {c}"),
        (Some(r), None) => format!(" --rows {r}"),
        (None, Some(c)) => format!(" --cols {c}"),
        (None, None) => String::new(),
    };
    let _ = writeln!(out, "reproduce:");
    let input_path = written.map_or("failure.in", |w| w.input.as_str());
    let _ = writeln!(out, "    {} < {input_path}", report.command);
    match written {
        Some(w) => {
            let _ = writeln!(out, "the case before shrinking ({}):", w.original);
        }
        None => {
            let _ = writeln!(out, "the case before shrinking:");
        }
    }
    let _ = writeln!(
        out,
        "    cargo xtask gen {name} --family {} --seed {}{sizes}",
        failure.family, failure.seed
    );
    out
}

/// An indented block under a title, at most 30 lines, without the blank
/// lines at its start and end.
fn section(out: &mut String, title: &str, text: &str) {
    const LINES: usize = 30;
    let _ = writeln!(out, "{title}:");
    if text.trim().is_empty() {
        let _ = writeln!(out, "    (nothing)");
        return;
    }
    let mut lines: Vec<&str> = text
        .lines()
        .skip_while(|line| line.trim().is_empty())
        .collect();
    while lines.last().is_some_and(|line| line.trim().is_empty()) {
        lines.pop();
    }
    for line in lines.iter().take(LINES) {
        let _ = writeln!(out, "    {line}");
    }
    if lines.len() > LINES {
        let _ = writeln!(out, "    ... ({} more lines)", lines.len() - LINES);
    }
}

fn plural(n: u64) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// A duration as `2s` or `250ms`.
fn show_duration(d: Duration) -> String {
    if d.subsec_millis() == 0 && d.as_secs() > 0 {
        format!("{}s", d.as_secs())
    } else {
        format!("{}ms", d.as_millis())
    }
}

/// The one-line summary, with the time taken.
pub(crate) fn summary(report: &StressReport, elapsed: Duration) -> String {
    let secs = elapsed.as_secs_f64();
    let rate = if secs > 0.0 {
        report.cases_run as f64 / secs
    } else {
        0.0
    };
    match &report.failure {
        None => format!(
            "stress: {} cases in {secs:.1}s ({rate:.1} cases/s): no failure",
            report.cases_run
        ),
        Some(f) => format!(
            "stress: case {} of {} fails: {}; shrunk to {} bytes; {secs:.1}s in all",
            f.case + 1,
            report.cases_planned,
            f.verdict.describe(),
            f.input.len()
        ),
    }
}

#[cfg(test)]
mod tests;
