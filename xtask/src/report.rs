//! What `check-all` found, and how it is printed.

use std::fmt::Write;
use std::time::Duration;

/// The result of one fixture case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Outcome {
    Passed,
    /// The output differs; the first differing line (1-based) and both
    /// versions of it (`None` when one output has fewer lines).
    Mismatch {
        line: usize,
        expected: Option<String>,
        found: Option<String>,
    },
    /// The binary exited with a failure status (or was killed by a signal).
    Crashed {
        status: String,
        stderr: String,
    },
    TimedOut {
        limit: Duration,
    },
    /// A bad input was not rejected as expected (exit status 2, nothing on
    /// stdout, exactly the expected stderr).
    NotRejected {
        status: String,
        stdout: String,
        expected: String,
        stderr: String,
    },
    /// The `.in` file has no `.out` (or, for a bad input, `.err`) next to it.
    NoExpectedOutput,
}

/// One fixture case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Case {
    pub(crate) name: String,
    pub(crate) outcome: Outcome,
    pub(crate) time: Duration,
}

/// All fixture cases of one crate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CrateCases {
    pub(crate) name: String,
    pub(crate) cases: Vec<Case>,
    /// Why the crate could not be checked (no fixtures, no binary), if so.
    pub(crate) problem: Option<String>,
}

impl CrateCases {
    fn failed(&self) -> usize {
        self.cases
            .iter()
            .filter(|c| c.outcome != Outcome::Passed)
            .count()
    }

    fn ok(&self) -> bool {
        self.problem.is_none() && self.failed() == 0
    }
}

/// The outcome of `cargo test --workspace`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct TestRun {
    pub(crate) success: bool,
    pub(crate) passed: u64,
    pub(crate) failed: u64,
    pub(crate) ignored: u64,
    pub(crate) time: Duration,
    /// The end of the output, shown when the run failed.
    pub(crate) tail: String,
}

/// Everything `check-all` found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Report {
    pub(crate) crates: Vec<CrateCases>,
    /// `None` when the tests were skipped (`--no-test`).
    pub(crate) tests: Option<TestRun>,
}

impl Report {
    pub(crate) fn ok(&self) -> bool {
        self.crates.iter().all(CrateCases::ok) && self.tests.as_ref().is_none_or(|t| t.success)
    }

    /// The report as printed: a table per crate, then the failures in
    /// detail, then the tests, then a one-line verdict.
    pub(crate) fn render(&self) -> String {
        let mut out = String::new();
        // Writing to a String cannot fail.
        let _ = self.write(&mut out);
        out
    }

    fn write(&self, out: &mut String) -> std::fmt::Result {
        writeln!(out, "check-all: fixtures through the release binaries")?;
        writeln!(out)?;
        let name_width = self
            .crates
            .iter()
            .map(|c| c.name.len())
            .chain([5])
            .max()
            .unwrap_or(5);
        let case_width = self
            .crates
            .iter()
            .flat_map(|c| c.cases.iter().map(|case| case.name.len()))
            .chain([12])
            .max()
            .unwrap_or(12);
        writeln!(
            out,
            "{:<name_width$}  cases  passed  failed  {:<case_width$}  {:>9}",
            "crate", "slowest case", "time"
        )?;
        for krate in &self.crates {
            if let Some(problem) = &krate.problem {
                writeln!(
                    out,
                    "{:<name_width$}  {:>5}  {:>6}  {:>6}  {problem}",
                    krate.name, "-", "-", "-"
                )?;
                continue;
            }
            let slowest = krate.cases.iter().max_by_key(|c| c.time);
            let (slow_name, slow_time) = match slowest {
                Some(case) => (case.name.as_str(), seconds(case.time)),
                None => ("-", "-".to_string()),
            };
            writeln!(
                out,
                "{:<name_width$}  {:>5}  {:>6}  {:>6}  {:<case_width$}  {:>9}",
                krate.name,
                krate.cases.len(),
                krate.cases.len() - krate.failed(),
                krate.failed(),
                slow_name,
                slow_time
            )?;
        }

        for krate in &self.crates {
            for case in krate.cases.iter().filter(|c| c.outcome != Outcome::Passed) {
                writeln!(out)?;
                write!(out, "FAILED {}/{}: ", krate.name, case.name)?;
                match &case.outcome {
                    Outcome::Passed => {}
                    Outcome::Mismatch {
                        line,
                        expected,
                        found,
                    } => {
                        writeln!(out, "output differs at line {line}")?;
                        writeln!(out, "  expected: {}", show_line(expected.as_deref()))?;
                        writeln!(out, "  found:    {}", show_line(found.as_deref()))?;
                    }
                    Outcome::Crashed { status, stderr } => {
                        writeln!(out, "the binary failed ({status})")?;
                        for line in stderr.lines().take(10) {
                            writeln!(out, "  | {line}")?;
                        }
                    }
                    Outcome::TimedOut { limit } => {
                        writeln!(out, "no answer within {}", seconds(*limit))?;
                    }
                    Outcome::NotRejected {
                        status,
                        stdout,
                        expected,
                        stderr,
                    } => {
                        writeln!(out, "bad input not rejected as expected ({status})")?;
                        writeln!(
                            out,
                            "  expected stderr: {}",
                            show_line(Some(expected.trim_end()))
                        )?;
                        writeln!(
                            out,
                            "  found stderr:    {}",
                            show_line(Some(stderr.trim_end()))
                        )?;
                        if !stdout.is_empty() {
                            writeln!(
                                out,
                                "  found stdout:    {}",
                                show_line(Some(stdout.trim_end()))
                            )?;
                        }
                    }
                    Outcome::NoExpectedOutput => {
                        writeln!(
                            out,
                            "no expected output (.out, or .err for a bad input) next to the input"
                        )?;
                    }
                }
            }
        }

        writeln!(out)?;
        match &self.tests {
            None => writeln!(out, "cargo test --workspace: skipped (--no-test)")?,
            Some(t) => {
                writeln!(
                    out,
                    "cargo test --workspace: {}, {} passed, {} failed, {} ignored ({})",
                    if t.success { "ok" } else { "FAILED" },
                    t.passed,
                    t.failed,
                    t.ignored,
                    seconds(t.time)
                )?;
                if !t.success {
                    for line in t.tail.lines() {
                        writeln!(out, "  | {line}")?;
                    }
                }
            }
        }

        let mut problems = Vec::new();
        let failed_cases: usize = self.crates.iter().map(CrateCases::failed).sum();
        if failed_cases > 0 {
            problems.push(plural(failed_cases, "failing case", "failing cases"));
        }
        let unchecked = self.crates.iter().filter(|c| c.problem.is_some()).count();
        if unchecked > 0 {
            problems.push(plural(unchecked, "crate not checked", "crates not checked"));
        }
        if self.tests.as_ref().is_some_and(|t| !t.success) {
            problems.push("cargo test failed".to_string());
        }
        let total: usize = self.crates.iter().map(|c| c.cases.len()).sum();
        writeln!(out)?;
        if problems.is_empty() {
            writeln!(
                out,
                "check-all: ok ({})",
                plural(total, "fixture case", "fixture cases")
            )?;
        } else {
            writeln!(out, "check-all: FAILED ({})", problems.join(", "))?;
        }
        Ok(())
    }
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

fn show_line(line: Option<&str>) -> String {
    match line {
        Some(text) => format!("`{}`", text.escape_debug()),
        None => "(no such line)".to_string(),
    }
}

pub(crate) fn seconds(d: Duration) -> String {
    format!("{:.3} s", d.as_secs_f64())
}

/// The first line where `found` differs from `expected`, if any.
pub(crate) fn first_difference(expected: &[u8], found: &[u8]) -> Option<Outcome> {
    if expected == found {
        return None;
    }
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    let mut exp = expected.split(|&b| b == b'\n');
    let mut got = found.split(|&b| b == b'\n');
    let mut line = 1;
    loop {
        match (exp.next(), got.next()) {
            (Some(e), Some(g)) if e == g => line += 1,
            (e, g) => {
                return Some(Outcome::Mismatch {
                    line,
                    expected: e.map(text),
                    found: g.map(text),
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn case(name: &str, outcome: Outcome, ms: u64) -> Case {
        Case {
            name: name.into(),
            outcome,
            time: Duration::from_millis(ms),
        }
    }

    fn tests(success: bool) -> TestRun {
        TestRun {
            success,
            passed: 120,
            failed: u64::from(!success),
            ignored: 2,
            time: Duration::from_millis(41_500),
            tail: if success {
                String::new()
            } else {
                "test brute::matches ... FAILED".into()
            },
        }
    }

    #[test]
    fn report_all_passing() {
        let report = Report {
            crates: vec![CrateCases {
                name: "a-game".into(),
                cases: vec![
                    case("sample-1", Outcome::Passed, 2),
                    case("testdata-random-07", Outcome::Passed, 31),
                ],
                problem: None,
            }],
            tests: Some(tests(true)),
        };
        assert!(report.ok());
        insta::assert_snapshot!(report.render());
    }

    #[test]
    fn report_with_failures() {
        let report = Report {
            crates: vec![
                CrateCases {
                    name: "a-game".into(),
                    cases: vec![
                        case("sample-1", Outcome::Passed, 2),
                        case(
                            "hand-1x1",
                            Outcome::Mismatch {
                                line: 1,
                                expected: Some("7".into()),
                                found: Some("-7".into()),
                            },
                            3,
                        ),
                        case(
                            "brute-4x4",
                            Outcome::Crashed {
                                status: "exit status: 101".into(),
                                stderr: "thread 'main' panicked at src/main.rs:3:5".into(),
                            },
                            4,
                        ),
                        case(
                            "large",
                            Outcome::TimedOut {
                                limit: Duration::from_secs(60),
                            },
                            60_000,
                        ),
                        case("orphan", Outcome::NoExpectedOutput, 0),
                        case(
                            "errors/negative-size",
                            Outcome::NotRejected {
                                status: "exit status: 0".into(),
                                stdout: "0\n".into(),
                                expected: "error: line 1, column 1: expected n, found `-1`\n"
                                    .into(),
                                stderr: String::new(),
                            },
                            1,
                        ),
                    ],
                    problem: None,
                },
                CrateCases {
                    name: "another-game".into(),
                    cases: vec![],
                    problem: Some("no fixtures: fixtures/another-game/ has no .in files".into()),
                },
            ],
            tests: Some(tests(false)),
        };
        assert!(!report.ok());
        insta::assert_snapshot!(report.render());
    }

    #[test]
    fn first_difference_finds_the_line() {
        assert_eq!(first_difference(b"1\n2\n", b"1\n2\n"), None);
        assert_eq!(
            first_difference(b"1\n2\n", b"1\n3\n"),
            Some(Outcome::Mismatch {
                line: 2,
                expected: Some("2".into()),
                found: Some("3".into())
            })
        );
        assert_eq!(
            first_difference(b"1\n2\n", b"1\n"),
            Some(Outcome::Mismatch {
                line: 2,
                expected: Some("2".into()),
                found: Some("".into())
            })
        );
        assert_eq!(
            first_difference(b"1\n", b"1"),
            Some(Outcome::Mismatch {
                line: 2,
                expected: Some("".into()),
                found: None
            })
        );
    }
}
