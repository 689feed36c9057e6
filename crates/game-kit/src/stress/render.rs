//! The stress report: what failed, the shrunk input, both outputs, how to
//! reproduce it, and the one-line summary.

use std::fmt::Write as _;
use std::time::Duration;

use super::search::{Budget, StressReport, Verdict};

impl Verdict {
    /// The verdict in words, for the report.
    pub(crate) fn describe(&self) -> String {
        match self {
            Verdict::Accepted => "accepted".to_string(),
            Verdict::WrongAnswer => "wrong answer".to_string(),
            Verdict::Crashed(status) => format!("crashed ({status})"),
            Verdict::TimedOut(limit) => {
                format!("no answer within {}, killed", show_duration(*limit))
            }
        }
    }
}

/// Where the failing case was written, as shown to the user (the report
/// itself goes next to them, as `<crate>-failure.txt`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Written {
    pub(crate) input: String,
    pub(crate) original: String,
    /// The command that generates a case, before its `--family` and
    /// `--seed`: `cargo xtask gen <crate>` in the workspace, `<game> gen`
    /// from a game's own binary.
    pub(crate) generator: String,
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
    match &failure.stopped {
        Some(Budget::Runs(n)) => {
            let _ = writeln!(
                out,
                "shrinking stopped at the budget of {n} runs (--shrink-runs): a smaller failing input may exist"
            );
        }
        Some(Budget::Time(limit)) => {
            let _ = writeln!(
                out,
                "shrinking stopped at the budget of {} (--shrink-time): a smaller failing input may exist",
                show_duration(*limit)
            );
        }
        None => {}
    }
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
    let generator = written.map_or_else(
        || format!("cargo xtask gen {name}"),
        |w| w.generator.clone(),
    );
    let _ = writeln!(
        out,
        "    {generator} --family {} --seed {}{sizes}",
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
pub(crate) fn show_duration(d: Duration) -> String {
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
