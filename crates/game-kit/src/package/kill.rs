//! The kill report: every program of a game's catalogue
//! ([`super::submissions`]) against every case of its package, as
//! Polygon's invocations table shows them, with the answers the data holds
//! and its longest game.
//!
//! The programs are compiled as problemtools compiles Rust (`rustc -C
//! opt-level=3 --edition 2021`; the binaries are kept in
//! `target/judge-bin/<crate>/`, named by a hash of their source) and run
//! on each case (or, [`Runs::UpToVerdicts`], on as many cases as their
//! verdicts need) with the time limit verifyproblem would set: five times
//! the accepted solution's slowest run (of each case the faster of two
//! runs), rounded up to a whole second, at least one. Time is processor
//! time (on Linux), as verifyproblem counts it, so a busy or paused
//! machine is much less likely to make a program seem slow; a first
//! failing case that is too slow is even so run again before it counts
//! ([`runs::confirm`]). As
//! verifyproblem does, a program is judged on the cases in order
//! (samples, then secret) and gets the verdict of its first failing case.
//! The report fails when a program fails a sample (a contestant tests on
//! the samples), when it passes every case, when its verdict is not its
//! directory's, or when that verdict changes with twice the time limit
//! (verifyproblem's safety margin).

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use common_io::Resources;
use common_io::game::{Measure, Mode};

use super::data::{Case, Data};
use super::submissions::{Program, Verdict};
use crate::games::Game;
use crate::process::{judged, memory_limited, run_with_cpu_limit};
use crate::{Error, Layout};

use runs::judge;
#[cfg(test)]
use runs::{RETRIES, confirm, margin};

/// verifyproblem's `time_multiplier` (the package's `problem.yaml`).
pub(crate) const TIME_MULTIPLIER: u32 = 5;

/// verifyproblem's `time_safety_margin`.
pub(crate) const SAFETY_MARGIN: u32 = 2;

/// The memory limit of every run, in MiB: the package's `problem.yaml`
/// states it (`limits: memory`), and verifyproblem holds a submission to
/// it as the address space it may map (`RLIMIT_AS`), the stack unlimited.
/// Over it, an allocation fails and the program crashes: a run-time error.
pub(crate) const MEMORY_LIMIT_MIB: u64 = 1024;

/// Which runs a kill report makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Runs {
    /// Every program on every case: the whole table, which shows what
    /// each case kills (`cargo xtask package`).
    Every,
    /// Each program on the cases in order only as far as its verdict and
    /// its verdict with the safety margin need, as verifyproblem stops at
    /// a submission's first failing case (`--first-failure`, CI's
    /// choice): the same verdicts and the same refusals from the same
    /// runs, without the cells after them, which no verdict reads.
    UpToVerdicts,
}

/// How one run on one case went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Cell {
    /// The right answer within the time limit.
    Passed,
    Wrong,
    TooSlow,
    Crashed,
}

impl Cell {
    /// The verdict a failing run gives, `None` when it passed.
    pub(crate) fn verdict(self) -> Option<Verdict> {
        match self {
            Cell::Passed => None,
            Cell::Wrong => Some(Verdict::WrongAnswer),
            Cell::TooSlow => Some(Verdict::TimeLimit),
            Cell::Crashed => Some(Verdict::RunTimeError),
        }
    }

    fn mark(self) -> &'static str {
        match self.verdict() {
            None => ".",
            Some(v) => v.short(),
        }
    }
}

/// One run: how it ended and how long it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Outcome {
    /// `None` when killed at the safety margin.
    pub(crate) finished: Option<Finished>,
    /// The processor time it used, as verifyproblem counts it (user and
    /// system time; time spent waiting for the machine is not counted).
    pub(crate) cpu: Duration,
}

/// How a run that finished ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Finished {
    Right,
    Wrong,
    Crashed,
}

impl Outcome {
    /// The run judged with the time limit `limit`.
    pub(crate) fn judged(self, limit: Duration) -> Cell {
        match self.finished {
            _ if self.cpu > limit => Cell::TooSlow,
            None => Cell::TooSlow,
            Some(Finished::Crashed) => Cell::Crashed,
            Some(Finished::Wrong) => Cell::Wrong,
            Some(Finished::Right) => Cell::Passed,
        }
    }
}

/// A catalogue program's line of the report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Column {
    /// `wrong_answer/greedy.rs`.
    pub(crate) name: String,
    pub(crate) mistake: String,
    /// The verdict its directory asks for.
    pub(crate) expected: Verdict,
    /// Each case's run, in case order, killed at the time limit: every
    /// case's ([`Runs::Every`]), or those of the first cases, as many as
    /// the verdicts need ([`Runs::UpToVerdicts`]).
    pub(crate) runs: Vec<Outcome>,
    /// The runs again with twice the time limit (verifyproblem's safety
    /// margin), by case: the cases too slow in `runs`, up to the first
    /// that fails even so.
    pub(crate) margin: Margin,
}

/// Runs with twice the time limit, each with its case's index.
pub(crate) type Margin = Vec<(usize, Outcome)>;

/// The report of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct KillReport {
    pub(crate) game: String,
    /// Each case's name and our answer.
    pub(crate) cases: Vec<(String, String)>,
    /// Each case's test group (`sample`, a generator family, the
    /// hand-made fixtures'), in case order: a group's cases are together.
    pub(crate) groups: Vec<String>,
    /// How many of the cases, the first ones, are the statement's samples.
    pub(crate) samples: usize,
    pub(crate) columns: Vec<Column>,
    /// Which runs the columns hold.
    pub(crate) runs: Runs,
    pub(crate) slowest_accepted: Duration,
    pub(crate) time_limit: Duration,
    /// How many boards get each kind of answer: over all boards, and over
    /// those of at least 2 of each number of their size.
    pub(crate) answers: BTreeMap<String, (usize, usize)>,
    /// What the numbers of a board's size count, for the report's words.
    pub(crate) measure: Measure,
    /// The longest game of the data: its length in words, and where.
    pub(crate) longest: Option<(u32, String)>,
}

impl KillReport {
    /// A program's verdict on the data: its first failing case's, or
    /// `None` when it passes every case.
    pub(crate) fn verdict(&self, column: &Column) -> Option<(usize, Verdict)> {
        column
            .runs
            .iter()
            .enumerate()
            .find_map(|(k, run)| run.judged(self.time_limit).verdict().map(|v| (k, v)))
    }

    /// The same with twice the time limit (verifyproblem's safety margin).
    pub(crate) fn verdict_with_margin(&self, column: &Column) -> Option<(usize, Verdict)> {
        let high = self.time_limit * SAFETY_MARGIN;
        column.runs.iter().enumerate().find_map(|(k, run)| {
            let again = column.margin.iter().find(|(i, _)| *i == k).map(|(_, o)| o);
            again.unwrap_or(run).judged(high).verdict().map(|v| (k, v))
        })
    }

    /// What is wrong with the data or the catalogue, one line each: a
    /// program that fails a sample (no contestant submits that), a program
    /// no case fails, a program whose verdict is not its directory's, a
    /// verdict that changes with the safety margin.
    pub(crate) fn problems(&self) -> Vec<String> {
        let mut problems = Vec::new();
        for column in &self.columns {
            let name = format!("{}: {}", self.game, column.name);
            if let Some(k) = (0..self.samples.min(column.runs.len()))
                .find(|&k| column.runs[k].judged(self.time_limit) != Cell::Passed)
            {
                problems.push(format!(
                    "{name} fails sample {}: a contestant's program passes the samples \
                     (docs/guide.md, \"Add a wrong solution\")",
                    self.cases[k].0
                ));
                continue;
            }
            match self.verdict(column) {
                None => problems.push(format!(
                    "{name} passes every case: the data does not catch its mistake ({})",
                    column.mistake
                )),
                Some((k, verdict)) if verdict != column.expected => problems.push(format!(
                    "{name} gets {} on its first failing case, {}, where its directory \
                     asks for {} (verifyproblem judges a submission by that case)",
                    verdict.short(),
                    self.cases[k].0,
                    column.expected.short()
                )),
                Some((_, verdict)) => {
                    let high = self.verdict_with_margin(column).map(|(_, v)| v);
                    if high != Some(verdict) {
                        problems.push(format!(
                            "{name} gets {} with the time limit but {} with twice it: \
                             verifyproblem warns that it is sensitive to the time limit",
                            verdict.short(),
                            high.map_or("AC", Verdict::short)
                        ));
                    }
                }
            }
        }
        problems
    }

    /// The report as text.
    pub(crate) fn render(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "kill report: {}: {} wrong solutions on {} cases; time limit {} s \
             ({TIME_MULTIPLIER} x the accepted solution's slowest run, {:.2} s, rounded up)",
            self.game,
            self.columns.len(),
            self.cases.len(),
            self.time_limit.as_secs(),
            self.slowest_accepted.as_secs_f64()
        );
        if self.runs == Runs::UpToVerdicts {
            let _ = writeln!(
                out,
                "  (--first-failure: each program ran up to its verdict, with and without \
                 the safety margin; - not run, 3+ at least 3)"
            );
        }
        let name_width = self
            .cases
            .iter()
            .map(|c| c.0.len())
            .max()
            .unwrap_or(4)
            .max(4);
        let answer_width = 14;
        let _ = write!(out, "  {:name_width$}  {:answer_width$}", "case", "answer");
        for k in 0..self.columns.len() {
            let _ = write!(out, " {:>4}", format!("#{}", k + 1));
        }
        out.push('\n');
        for (row, (name, answer)) in self.cases.iter().enumerate() {
            let _ = write!(
                out,
                "  {name:name_width$}  {:answer_width$}",
                summary(answer)
            );
            for column in &self.columns {
                let mark = column
                    .runs
                    .get(row)
                    .map_or("-", |run| run.judged(self.time_limit).mark());
                let _ = write!(out, " {mark:>4}");
            }
            out.push('\n');
        }
        let _ = write!(out, "  {:name_width$}  {:answer_width$}", "killed by", "");
        for column in &self.columns {
            let killed = column
                .runs
                .iter()
                .filter(|r| r.judged(self.time_limit) != Cell::Passed)
                .count();
            let more = if column.runs.len() < self.cases.len() {
                "+"
            } else {
                ""
            };
            let _ = write!(out, " {:>4}", format!("{killed}{more}"));
        }
        out.push('\n');
        let _ = write!(out, "  {:name_width$}  {:answer_width$}", "verdict", "");
        for column in &self.columns {
            let verdict = self.verdict(column);
            let _ = write!(out, " {:>4}", verdict.map_or("AC", |(_, v)| v.short()));
        }
        out.push('\n');
        out.push('\n');
        for (k, column) in self.columns.iter().enumerate() {
            let verdict = match self.verdict(column) {
                None => "passes every case".to_string(),
                Some((first, v)) => format!("{} from {}", v.short(), self.cases[first].0),
            };
            let _ = writeln!(
                out,
                "  #{:<3} {:44} {verdict}: {}",
                k + 1,
                column.name,
                column.mistake
            );
        }
        let list = |pick: fn(&(usize, usize)) -> usize| {
            self.answers
                .iter()
                .filter(|(_, n)| pick(n) > 0)
                .map(|(kind, n)| format!("{kind} {}", pick(n)))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let _ = writeln!(out, "\n  answers (boards): {}", list(|n| n.0));
        // Only for a game whose boards have two numbers of 2 or more.
        let large = list(|n| n.1);
        if let Some(boards) = self.measure.large().filter(|_| !large.is_empty()) {
            let _ = writeln!(out, "  on {boards}: {large}");
        }
        if let Some((length, place)) = &self.longest {
            let _ = writeln!(out, "  longest game: {length} moves ({place})");
        }
        if memory_limited() {
            let _ = writeln!(
                out,
                "  memory: every run within {MEMORY_LIMIT_MIB} MiB of address space (prlimit), as verifyproblem"
            );
        } else {
            let _ = writeln!(
                out,
                "  memory: not limited (no prlimit on the PATH): a program over {MEMORY_LIMIT_MIB} MiB \
                 is not caught here, verifyproblem gives it a run-time error"
            );
        }
        out
    }
}

/// An answer in at most 14 characters: its first line, and how many more.
fn summary(answer: &str) -> String {
    let lines: Vec<&str> = answer.lines().collect();
    let first = lines.first().copied().unwrap_or("");
    let text = if lines.len() > 1 {
        format!("{first} +{}", lines.len() - 1)
    } else {
        first.to_string()
    };
    if text.chars().count() > 14 {
        text.chars().take(13).chain(['…']).collect()
    } else {
        text
    }
}

/// The kind of an answer line: its first word, or the sign of a number.
pub(crate) fn kind(line: &str) -> String {
    let word = line.split_ascii_whitespace().next().unwrap_or("");
    match word.parse::<i64>() {
        Ok(n) if n > 0 => "positive".into(),
        Ok(0) => "zero".into(),
        Ok(_) => "negative".into(),
        Err(_) => word.to_string(),
    }
}

/// Compiles `source` as problemtools compiles Rust, into
/// `target/judge-bin/<crate>/` (kept: a binary is named by a hash of its
/// source and reused).
pub(crate) fn compile(
    ws: &Layout,
    game: &Game,
    name: &str,
    source: &str,
) -> Result<PathBuf, Error> {
    const FLAGS: [&str; 6] = [
        "-C",
        "opt-level=3",
        "--crate-type",
        "bin",
        "--edition",
        "2021",
    ];
    let dir = ws.target().join("judge-bin").join(game.name());
    std::fs::create_dir_all(&dir).map_err(|e| Error::io(&dir, e))?;
    let hash = super::fnv1a(format!("{}\n{source}", FLAGS.join(" ")).as_bytes());
    let stem = name.replace(['/', '.'], "-");
    let exe = dir.join(format!("{stem}-{hash:016x}"));
    if exe.is_file() {
        return Ok(exe);
    }
    // The source and the binary are written under names of this
    // compilation's own, and the binary renamed when done: a kill report and
    // the tests (threads of another process) may compile the same program
    // at once.
    static COMPILATIONS: AtomicUsize = AtomicUsize::new(0);
    let own = format!(
        "{}-{}",
        std::process::id(),
        COMPILATIONS.fetch_add(1, Ordering::Relaxed)
    );
    let main = dir.join(format!("{stem}-{hash:016x}-{own}.rs"));
    std::fs::write(&main, source).map_err(|e| Error::io(&main, e))?;
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let partial = exe.with_extension(format!("partial-{own}"));
    let output = Command::new(rustc)
        .args(FLAGS)
        .arg(&main)
        .arg("-o")
        .arg(&partial)
        .output()
        .map_err(|e| Error::io(Path::new("rustc"), e))?;
    let _ = std::fs::remove_file(&main);
    if !output.status.success() {
        return Err(Error::Command(format!(
            "rustc refuses {} of {}:\n{}",
            name,
            game.name(),
            String::from_utf8_lossy(&output.stderr)
        )));
    }
    std::fs::rename(&partial, &exe).map_err(|e| Error::io(&exe, e))?;
    Ok(exe)
}

/// Runs `f` on each item on up to `jobs` threads; the results in order.
fn parallel<T: Sync, R: Send>(
    items: &[T],
    jobs: usize,
    f: impl Fn(&T) -> Result<R, Error> + Sync,
) -> Result<Vec<R>, Error> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Result<R, Error>>>> =
        Mutex::new((0..items.len()).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..jobs.clamp(1, items.len().max(1)) {
            scope.spawn(|| {
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(k) else { break };
                    let result = f(item);
                    results.lock().unwrap_or_else(|e| e.into_inner())[k] = Some(result);
                }
            });
        }
    });
    results
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .map(|r| r.unwrap_or_else(|| Err(Error::Bug("a job was not run".into()))))
        .collect()
}

/// Runs `exe` on `case`, killed after `limit` of processor time, within
/// [`MEMORY_LIMIT_MIB`] of address space (`process::judged`).
fn run(exe: &Path, case: &Case, limit: Duration) -> Result<Outcome, Error> {
    let run = run_with_cpu_limit(judged(exe, MEMORY_LIMIT_MIB), case.input.as_bytes(), limit)
        .map_err(|e| Error::io(exe, e))?;
    let finished = run.status.map(|status| {
        if !status.success() {
            Finished::Crashed
        } else if same_tokens(&case.answer, &run.stdout) {
            Finished::Right
        } else {
            Finished::Wrong
        }
    });
    Ok(Outcome {
        finished,
        cpu: run.cpu,
    })
}

/// Whether `received` has the tokens of `expected`, as the judges'
/// default output validator compares them (whitespace apart, letters in
/// either case).
fn same_tokens(expected: &str, received: &[u8]) -> bool {
    let received = String::from_utf8_lossy(received);
    expected
        .split_ascii_whitespace()
        .map(str::to_ascii_lowercase)
        .eq(received
            .split_ascii_whitespace()
            .map(str::to_ascii_lowercase))
}

/// The kill report of `game`: the accepted solution and every catalogue
/// program run on every case.
pub(crate) fn report(
    ws: &Layout,
    game: &Game,
    accepted: &str,
    catalogue: &[Program],
    data: &Data,
    runs: Runs,
) -> Result<KillReport, Error> {
    let cases = &data.cases()[..];
    let jobs = std::thread::available_parallelism().map_or(2, |n| n.get());
    let accepted_exe = compile(ws, game, "accepted/accepted.rs", accepted)?;
    let exes = parallel(catalogue, jobs, |p| compile(ws, game, &p.name(), &p.source))?;

    // The accepted solution first, one case at a time (its slowest run
    // sets the time limit, so nothing else runs beside it), twice: the
    // faster run of each case counts.
    let generous = Duration::from_secs(60);
    let accepted_runs = parallel(cases, 1, |case| {
        let first = run(&accepted_exe, case, generous)?;
        Ok(faster(first, run(&accepted_exe, case, generous)?))
    })?;
    for (case, outcome) in cases.iter().zip(&accepted_runs) {
        if outcome.finished != Some(Finished::Right) {
            return Err(Error::Fixture {
                path: super::submissions::accepted_path(ws, game),
                why: format!(
                    "the accepted solution fails case {} ({outcome:?})",
                    case.name
                ),
            });
        }
    }
    let slowest_accepted = accepted_runs
        .iter()
        .map(|o| o.cpu)
        .max()
        .unwrap_or_default();
    let time_limit = time_limit(slowest_accepted);

    // Every program on every case, or (`Runs::UpToVerdicts`) nothing yet:
    // [`judge`] runs what each verdict still needs.
    let upfront: Vec<Vec<Outcome>> = match runs {
        Runs::Every => {
            let pairs: Vec<(usize, usize)> = (0..catalogue.len())
                .flat_map(|p| (0..cases.len()).map(move |c| (p, c)))
                .collect();
            let mut outcomes =
                parallel(&pairs, jobs, |&(p, c)| run(&exes[p], cases[c], time_limit))?.into_iter();
            (0..catalogue.len())
                .map(|_| outcomes.by_ref().take(cases.len()).collect())
                .collect()
        }
        Runs::UpToVerdicts => vec![Vec::new(); catalogue.len()],
    };
    let programs: Vec<usize> = (0..catalogue.len()).collect();
    let judged = parallel(&programs, jobs, |&p| {
        judge(upfront[p].clone(), cases.len(), time_limit, |k, limit| {
            run(&exes[p], cases[k], limit)
        })
    })?;
    let columns: Vec<Column> = catalogue
        .iter()
        .zip(judged)
        .map(|(program, (runs, margin))| Column {
            name: program.name(),
            mistake: program.mistake.clone(),
            expected: program.verdict,
            runs,
            margin,
        })
        .collect();
    Ok(KillReport {
        game: game.name().to_string(),
        cases: cases
            .iter()
            .map(|c| (c.name.clone(), c.answer.clone()))
            .collect(),
        groups: cases.iter().map(|c| c.origin.group().to_string()).collect(),
        samples: data.samples.len(),
        columns,
        runs,
        slowest_accepted,
        time_limit,
        answers: answers(cases),
        measure: game.measure(),
        longest: longest(game, cases)?,
    })
}

/// Of two runs of the accepted solution on one case, the one that counts:
/// the faster, if both ended alike; otherwise the one that was not right,
/// for the check that the accepted solution is right to see.
fn faster(first: Outcome, second: Outcome) -> Outcome {
    if first.finished != second.finished {
        if first.finished == Some(Finished::Right) {
            second
        } else {
            first
        }
    } else if second.cpu < first.cpu {
        second
    } else {
        first
    }
}

/// The time limit verifyproblem sets when the accepted solution's slowest
/// run took `slowest`: [`TIME_MULTIPLIER`] times it, rounded up to a whole
/// second, at least one.
fn time_limit(slowest: Duration) -> Duration {
    let seconds = (slowest.as_secs_f64() * f64::from(TIME_MULTIPLIER))
        .ceil()
        .max(1.0);
    Duration::from_secs(seconds as u64)
}

/// How many boards get each kind of answer ([`kind`]): over all boards,
/// and over those of at least 2 of each number of their size (rows and
/// columns, for a grid).
fn answers(cases: &[&Case]) -> BTreeMap<String, (usize, usize)> {
    let mut counts: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for case in cases {
        for (line, &(rows, cols)) in case.answers.iter().zip(&case.sizes) {
            let count = counts.entry(kind(line)).or_default();
            count.0 += 1;
            if rows >= 2 && cols >= 2 {
                count.1 += 1;
            }
        }
    }
    counts
}

/// The longest game of the data: for a game that counts its moves to the
/// end (its values have distances), the most moves of a won game;
/// otherwise the most moves of an optimal game (`--moves`' plies).
fn longest(game: &Game, cases: &[&Case]) -> Result<Option<(u32, String)>, Error> {
    let mut by_distance: Option<(u32, String)> = None;
    let mut by_plies: Option<(u32, String)> = None;
    for case in cases {
        let boards = game
            .split(case.input.as_bytes())
            .map_err(|e| Error::Bug(format!("{}: case {}: {e}", game.name(), case.name)))?;
        for (k, board) in boards.iter().enumerate() {
            let place = if boards.len() > 1 {
                format!("case {}, board {}", case.name, k + 1)
            } else {
                format!("case {}", case.name)
            };
            let analysis = game
                .analyze(board.as_bytes(), &Resources::default())
                .map_err(|e| Error::Bug(format!("{}: {place}: {e}", game.name())))?;
            let start = analysis
                .replay(&[])
                .map_err(|e| Error::Bug(format!("{}: {place}: {e}", game.name())))?
                .value();
            if let Some(distance) = start.distance {
                if by_distance
                    .as_ref()
                    .is_none_or(|(most, _)| distance > *most)
                {
                    by_distance = Some((distance, format!("{place}: {}", start.text)));
                }
                continue;
            }
            let moves = game
                .text(board.as_bytes(), Mode::Moves)
                .map_err(|e| Error::Bug(format!("{}: {place}: {e}", game.name())))?;
            let plies = moves.lines().filter(|l| l.starts_with("ply ")).count() as u32;
            if by_plies.as_ref().is_none_or(|(most, _)| plies > *most) {
                by_plies = Some((plies, place));
            }
        }
    }
    Ok(by_distance.or(by_plies))
}

mod groups;
mod runs;
#[cfg(test)]
mod tests;
