//! `cargo xtask check-all`: every fixture through the release binaries, then
//! the workspace's tests.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::process::run_with_input;
use crate::recipe;
use crate::report::{Case, CrateCases, Outcome, Report, TestRun, first_difference};
use crate::{Error, Workspace};
use games::Registry;

/// Options of `check-all`.
#[derive(Clone, Debug, clap::Args)]
pub(crate) struct CheckAll {
    /// Skip `cargo test --workspace` (fixtures only).
    #[arg(long)]
    no_test: bool,
    /// Time limit per fixture case, in seconds.
    #[arg(long, default_value_t = 60)]
    timeout: u64,
    /// Build the binaries without their default features (the `explore`
    /// subcommand's web server): the same judge, built faster (CI's choice).
    #[arg(long)]
    no_default_features: bool,
}

impl CheckAll {
    pub(crate) fn run(&self, ws: &Workspace, registry: Registry) -> Result<bool, Error> {
        let crates: Vec<String> = registry.names().into_iter().map(String::from).collect();
        eprintln!(
            "check-all: building the release binaries ({})",
            crates.join(", ")
        );
        ws.cargo_release_build(&crates, self.no_default_features)?;

        let mut report = Report {
            crates: Vec::new(),
            tests: None,
        };
        for name in &crates {
            eprintln!("check-all: running fixtures/{name}");
            report.crates.push(self.check_crate(ws, name)?);
        }
        for orphan in ws
            .fixture_dirs()?
            .into_iter()
            .filter(|d| !crates.contains(d))
        {
            report.crates.push(CrateCases {
                problem: Some(format!(
                    "fixtures/{orphan}/ is no game's: no game of the registry is called {orphan}"
                )),
                name: orphan,
                cases: Vec::new(),
            });
        }
        if !self.no_test {
            eprintln!("check-all: running cargo test --workspace");
            report.tests = Some(run_tests(ws)?);
        }
        print!("{}", report.render());
        Ok(report.ok())
    }

    fn check_crate(&self, ws: &Workspace, name: &str) -> Result<CrateCases, Error> {
        let binary = ws.release_binary(name);
        let inputs = fixture_inputs(&ws.root.join("fixtures").join(name))?;
        let mut result = CrateCases {
            name: name.to_string(),
            cases: Vec::new(),
            problem: None,
        };
        if inputs.is_empty() {
            result.problem = Some(format!("no fixtures: fixtures/{name}/ has no .in files"));
            return Ok(result);
        }
        for input in inputs {
            result.cases.push(self.run_case(&binary, &input)?);
        }
        // Bad input is refused alike by either solver: it never reaches one.
        let errors = ws.root.join("fixtures").join(name).join("errors");
        for input in bad_inputs(&errors)? {
            for solver in [None, Some("rules")] {
                result
                    .cases
                    .push(self.run_error_case(&binary, &input, solver)?);
            }
        }
        Ok(result)
    }

    /// Runs one bad input, with `--solver <solver>` if given: the binary
    /// must exit with status 2, print nothing on stdout, and print exactly
    /// `<case>.err` on stderr.
    fn run_error_case(
        &self,
        binary: &Path,
        input: &Path,
        solver: Option<&str>,
    ) -> Result<Case, Error> {
        let name = format!(
            "errors/{}{}",
            input
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default(),
            solver.map_or_else(String::new, |s| format!(" (--solver {s})"))
        );
        let Ok(expected) = fs::read(input.with_extension("err")) else {
            return Ok(Case {
                name,
                outcome: Outcome::NoExpectedOutput,
                time: Duration::ZERO,
            });
        };
        let bytes = if input.extension().is_some_and(|e| e == "gen") {
            let text = fs::read_to_string(input).map_err(|e| Error::io(input, e))?;
            recipe::expand(&text).map_err(|why| Error::Fixture {
                path: input.to_path_buf(),
                why,
            })?
        } else {
            fs::read(input).map_err(|e| Error::io(input, e))?
        };
        let limit = Duration::from_secs(self.timeout);
        let mut command = Command::new(binary);
        if let Some(solver) = solver {
            command.args(["--solver", solver]);
        }
        let run = run_with_input(command, &bytes, limit).map_err(|e| Error::io(binary, e))?;
        let rejected = run.status.is_some_and(|s| s.code() == Some(2))
            && run.stdout.is_empty()
            && run.stderr == expected;
        let outcome = match run.status {
            None => Outcome::TimedOut { limit },
            Some(_) if rejected => Outcome::Passed,
            Some(status) => Outcome::NotRejected {
                status: status.to_string(),
                stdout: String::from_utf8_lossy(&run.stdout).into_owned(),
                expected: String::from_utf8_lossy(&expected).into_owned(),
                stderr: String::from_utf8_lossy(&run.stderr).into_owned(),
            },
        };
        Ok(Case {
            name,
            outcome,
            time: run.elapsed,
        })
    }

    fn run_case(&self, binary: &Path, input: &Path) -> Result<Case, Error> {
        let name = input
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let expected_path = input.with_extension("out");
        let Ok(expected) = fs::read(&expected_path) else {
            return Ok(Case {
                name,
                outcome: Outcome::NoExpectedOutput,
                time: Duration::ZERO,
            });
        };
        let bytes = fs::read(input).map_err(|e| Error::io(input, e))?;
        let limit = Duration::from_secs(self.timeout);
        let run = run_with_input(Command::new(binary), &bytes, limit)
            .map_err(|e| Error::io(binary, e))?;
        let outcome = match run.status {
            None => Outcome::TimedOut { limit },
            Some(status) if !status.success() => Outcome::Crashed {
                status: status.to_string(),
                stderr: String::from_utf8_lossy(&run.stderr).into_owned(),
            },
            Some(_) => first_difference(&expected, &run.stdout).unwrap_or(Outcome::Passed),
        };
        Ok(Case {
            name,
            outcome,
            time: run.elapsed,
        })
    }
}

/// The `.in` files directly in `dir`, sorted; none if `dir` does not exist.
fn fixture_inputs(dir: &Path) -> Result<Vec<PathBuf>, Error> {
    if !dir.is_dir() {
        return Ok(Vec::new());
    }
    let mut inputs: Vec<PathBuf> = fs::read_dir(dir)
        .map_err(|e| Error::io(dir, e))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| p.is_file() && p.extension().is_some_and(|e| e == "in"))
        .collect();
    inputs.sort();
    Ok(inputs)
}

/// The bad inputs in `dir` (`.in` files and `.gen` recipes), sorted; none
/// if `dir` does not exist.
fn bad_inputs(dir: &Path) -> Result<Vec<PathBuf>, Error> {
    if !dir.is_dir() {
        return Ok(Vec::new());
    }
    let mut inputs: Vec<PathBuf> = fs::read_dir(dir)
        .map_err(|e| Error::io(dir, e))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| p.is_file() && p.extension().is_some_and(|e| e == "in" || e == "gen"))
        .collect();
    inputs.sort();
    Ok(inputs)
}

/// Runs `cargo test --workspace`, capturing its output, and sums the
/// `test result:` lines.
fn run_tests(ws: &Workspace) -> Result<TestRun, Error> {
    let start = Instant::now();
    let output = ws
        .cargo()
        .args(["test", "--workspace"])
        .stdin(Stdio::null())
        .output()
        .map_err(|e| Error::io(Path::new("cargo"), e))?;
    let time = start.elapsed();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let (mut passed, mut failed, mut ignored) = (0, 0, 0);
    for line in stdout.lines().filter(|l| l.starts_with("test result:")) {
        passed += count_before(line, " passed");
        failed += count_before(line, " failed");
        ignored += count_before(line, " ignored");
    }
    let all: Vec<&str> = stdout.lines().chain(stderr.lines()).collect();
    let tail = all[all.len().saturating_sub(40)..].join("\n");
    Ok(TestRun {
        success: output.status.success(),
        passed,
        failed,
        ignored,
        time,
        tail,
    })
}

/// The number just before `word` in a `test result:` line.
fn count_before(line: &str, word: &str) -> u64 {
    line.find(word)
        .and_then(|end| {
            let head = &line[..end];
            let start = head
                .rfind(|c: char| !c.is_ascii_digit())
                .map_or(0, |i| i + 1);
            head[start..].parse().ok()
        })
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_result_lines_are_summed() {
        let line = "test result: ok. 12 passed; 3 failed; 4 ignored; 0 measured; 0 filtered out; finished in 0.01s";
        assert_eq!(count_before(line, " passed"), 12);
        assert_eq!(count_before(line, " failed"), 3);
        assert_eq!(count_before(line, " ignored"), 4);
        assert_eq!(count_before("nothing here", " passed"), 0);
    }
}
