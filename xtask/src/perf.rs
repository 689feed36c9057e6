//! `cargo xtask perf`: the speed-regression gate.
//!
//! For every game of the registry, every `perf/<game>/<case>.in` runs
//! through `target/release/<game> --threads 1` under valgrind's callgrind,
//! which counts the instructions executed: the same number on every run of
//! the same binary on the same input, whatever else the machine is doing
//! (one thread, because a pool's idle threads spin for as long as the
//! scheduler lets them). Each count is compared with its line `<case> =
//! <count>` of the game's `perf/<game>/baseline.toml`: more than
//! [`THRESHOLD_PERCENT`] above it fails the gate; more than that below it
//! is reported, so that the baseline gets lowered and later regressions
//! are measured from the new level. `--bless` rewrites the baselines from
//! this run.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::{Error, Workspace};
use games::Registry;

/// A case may cost this much more than its baseline (in percent).
pub(crate) const THRESHOLD_PERCENT: f64 = 5.0;

/// Options of `perf`.
#[derive(Clone, Debug, clap::Args)]
pub(crate) struct Perf {
    /// Rewrite `perf/<game>/baseline.toml` with this run's counts instead of
    /// comparing (after a toolchain upgrade, or a slowdown that buys
    /// something: say what in the commit).
    #[arg(long)]
    bless: bool,
    /// Build the binaries without their default features (the `explore`
    /// subcommand's web server): the same judge, built faster (CI's
    /// choice, as for check-all).
    #[arg(long)]
    no_default_features: bool,
}

/// One measured case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Measured {
    pub(crate) name: String,
    pub(crate) instructions: u64,
    pub(crate) baseline: Option<u64>,
}

/// How a case compares with its baseline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Verdict {
    Within,
    Slower,
    Faster,
    NoBaseline,
}

impl Measured {
    /// The change from the baseline, in percent.
    fn change(&self) -> Option<f64> {
        let baseline = self.baseline?;
        Some((self.instructions as f64 - baseline as f64) * 100.0 / baseline.max(1) as f64)
    }

    pub(crate) fn verdict(&self) -> Verdict {
        match self.change() {
            None => Verdict::NoBaseline,
            Some(c) if c > THRESHOLD_PERCENT => Verdict::Slower,
            Some(c) if c < -THRESHOLD_PERCENT => Verdict::Faster,
            Some(_) => Verdict::Within,
        }
    }
}

impl Perf {
    pub(crate) fn run(&self, ws: &Workspace, registry: Registry) -> Result<bool, Error> {
        let dir = ws.root.join("perf");
        let cases = cases(&dir, &registry.names())?;
        if cases.is_empty() {
            return Err(Error::Usage(format!(
                "no perf cases: {} has no <game>/<case>.in files",
                dir.display()
            )));
        }
        check_valgrind()?;
        let crates: Vec<String> = cases.iter().map(|c| c.krate.clone()).collect();
        let mut crates_once = crates.clone();
        crates_once.dedup();
        eprintln!(
            "perf: building the release binaries ({})",
            crates_once.join(", ")
        );
        ws.cargo_release_build(&crates_once, self.no_default_features)?;

        // Every game's baseline, its cases named `<game>/<case>`.
        let mut baseline = BTreeMap::new();
        for krate in &crates_once {
            let path = dir.join(krate).join("baseline.toml");
            if !path.is_file() {
                continue;
            }
            let text = fs::read_to_string(&path).map_err(|e| Error::io(&path, e))?;
            let own = parse_baseline(&text).map_err(|why| Error::Fixture {
                path: path.clone(),
                why,
            })?;
            baseline.extend(
                own.into_iter()
                    .map(|(case, n)| (format!("{krate}/{case}"), n)),
            );
        }

        let mut measured = Vec::new();
        for case in &cases {
            eprintln!("perf: {}", case.name);
            let instructions = count_instructions(&ws.release_binary(&case.krate), &case.input)?;
            measured.push(Measured {
                name: case.name.clone(),
                instructions,
                baseline: baseline.get(&case.name).copied(),
            });
        }

        if self.bless {
            for krate in &crates_once {
                let path = dir.join(krate).join("baseline.toml");
                let own: Vec<Measured> = measured
                    .iter()
                    .filter_map(|m| {
                        let case = m.name.strip_prefix(&format!("{krate}/"))?;
                        Some(Measured {
                            name: case.to_string(),
                            ..m.clone()
                        })
                    })
                    .collect();
                fs::write(&path, render_baseline(krate, &own)).map_err(|e| Error::io(&path, e))?;
            }
            let blessed: Vec<Measured> = measured
                .iter()
                .map(|m| Measured {
                    baseline: Some(m.instructions),
                    ..m.clone()
                })
                .collect();
            print!("{}", table(&blessed));
            println!(
                "perf: baselines rewritten ({} cases): {}",
                measured.len(),
                crates_once
                    .iter()
                    .map(|k| format!("perf/{k}/baseline.toml"))
                    .collect::<Vec<_>>()
                    .join(", ")
            );
            return Ok(true);
        }
        let stale: Vec<String> = baseline
            .keys()
            .filter(|name| !measured.iter().any(|m| &m.name == *name))
            .cloned()
            .collect();
        print!("{}", render(&measured, &stale));
        Ok(passes(&measured, &stale))
    }
}

/// Whether the gate passes: no case slower than its baseline allows, none
/// without a baseline, no baseline without its case.
pub(crate) fn passes(measured: &[Measured], stale: &[String]) -> bool {
    stale.is_empty()
        && measured
            .iter()
            .all(|m| matches!(m.verdict(), Verdict::Within | Verdict::Faster))
}

/// A perf case: `perf/<game>/<stem>.in`, named `<game>/<stem>`.
#[derive(Clone, Debug)]
struct Case {
    name: String,
    krate: String,
    input: PathBuf,
}

/// The cases under `dir` of the games called `names`, sorted by name.
fn cases(dir: &Path, names: &[&str]) -> Result<Vec<Case>, Error> {
    let mut cases = Vec::new();
    if !dir.is_dir() {
        return Ok(cases);
    }
    let read = |d: &Path| -> Result<Vec<PathBuf>, Error> {
        let mut paths: Vec<PathBuf> = fs::read_dir(d)
            .map_err(|e| Error::io(d, e))?
            .filter_map(|entry| entry.ok().map(|e| e.path()))
            .collect();
        paths.sort();
        Ok(paths)
    };
    for &krate in names {
        let krate_dir = dir.join(krate);
        if !krate_dir.is_dir() {
            continue;
        }
        for input in read(&krate_dir)? {
            if input.extension().is_some_and(|e| e == "in") {
                let stem = input
                    .file_stem()
                    .map(|s| s.to_string_lossy().into_owned())
                    .unwrap_or_default();
                cases.push(Case {
                    name: format!("{krate}/{stem}"),
                    krate: krate.to_string(),
                    input,
                });
            }
        }
    }
    cases.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(cases)
}

fn check_valgrind() -> Result<(), Error> {
    if common_io::testkit::child::available("valgrind") {
        Ok(())
    } else {
        Err(Error::Usage(
            "valgrind is not installed (Debian and Ubuntu: apt-get install valgrind)".into(),
        ))
    }
}

/// The instructions `binary --threads 1 < input` executes, by callgrind.
fn count_instructions(binary: &Path, input: &Path) -> Result<u64, Error> {
    let stdin = fs::File::open(input).map_err(|e| Error::io(input, e))?;
    let output = Command::new("valgrind")
        .args(["--tool=callgrind", "--callgrind-out-file=/dev/null"])
        .arg(binary)
        .args(["--threads", "1"])
        .stdin(stdin)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .map_err(|e| Error::io(Path::new("valgrind"), e))?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() {
        return Err(Error::Command(format!(
            "{} < {} failed under valgrind ({}):\n{stderr}",
            binary.display(),
            input.display(),
            output.status
        )));
    }
    collected(&stderr).ok_or_else(|| {
        Error::Command(format!(
            "no instruction count in callgrind's output:\n{stderr}"
        ))
    })
}

/// The count of callgrind's `==PID== Collected : N` line.
pub(crate) fn collected(stderr: &str) -> Option<u64> {
    stderr.lines().rev().find_map(|line| {
        let (_, rest) = line.split_once("Collected :")?;
        rest.trim().parse().ok()
    })
}

/// `name = count` lines; `#` comments and blank lines ignored.
pub(crate) fn parse_baseline(text: &str) -> Result<BTreeMap<String, u64>, String> {
    let mut baseline = BTreeMap::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = || {
            format!(
                "line {}: expected `case-name = count`, found `{line}`",
                index + 1
            )
        };
        let (name, count) = line.split_once('=').ok_or_else(bad)?;
        let name = name.trim();
        let count: u64 = count.trim().replace('_', "").parse().map_err(|_| bad())?;
        if name.is_empty() || baseline.insert(name.to_string(), count).is_some() {
            return Err(bad());
        }
    }
    Ok(baseline)
}

/// The baseline file of the game `krate`: a comment, then `case = count`
/// lines, sorted.
pub(crate) fn render_baseline(krate: &str, measured: &[Measured]) -> String {
    let mut out = format!(
        "# Instructions executed (valgrind --tool=callgrind) by each perf case\n\
         # (`perf/{krate}/<case>.in` through `target/release/{krate} --threads 1`).\n\
         # Rewritten by `cargo xtask perf --bless`; see perf/README.md for when.\n",
    );
    let mut sorted: Vec<&Measured> = measured.iter().collect();
    sorted.sort_by(|a, b| a.name.cmp(&b.name));
    for m in sorted {
        let _ = writeln!(out, "{} = {}", m.name, m.instructions);
    }
    out
}

/// The table alone: case, instructions, baseline, change.
fn table(measured: &[Measured]) -> String {
    let mut out = String::new();
    let width = measured
        .iter()
        .map(|m| m.name.len())
        .chain([4])
        .max()
        .unwrap_or(4);
    let _ = writeln!(
        out,
        "{:<width$}  {:>15}  {:>15}  {:>8}",
        "case", "instructions", "baseline", "change"
    );
    for m in measured {
        let baseline = m.baseline.map_or("-".to_string(), |b| b.to_string());
        let change = m.change().map_or("-".to_string(), |c| format!("{c:+.2}%"));
        let note = match m.verdict() {
            Verdict::Within => "",
            Verdict::Slower => "  SLOWER",
            Verdict::Faster => "  faster: lower the baseline",
            Verdict::NoBaseline => "  no baseline",
        };
        let _ = writeln!(
            out,
            "{:<width$}  {:>15}  {:>15}  {:>8}{note}",
            m.name, m.instructions, baseline, change
        );
    }
    out
}

/// The table: case, instructions, baseline, change, and a verdict line.
pub(crate) fn render(measured: &[Measured], stale: &[String]) -> String {
    let mut out = table(measured);
    let width = measured
        .iter()
        .map(|m| m.name.len())
        .chain([4])
        .max()
        .unwrap_or(4);
    for name in stale {
        let _ = writeln!(
            out,
            "{name:<width$}  {:>15}  (in the baseline, but perf/ has no such case)",
            "-"
        );
    }
    let slower = measured
        .iter()
        .filter(|m| m.verdict() == Verdict::Slower)
        .count();
    let faster = measured
        .iter()
        .filter(|m| m.verdict() == Verdict::Faster)
        .count();
    let missing = measured
        .iter()
        .filter(|m| m.verdict() == Verdict::NoBaseline)
        .count();
    let _ = writeln!(out);
    if passes(measured, stale) {
        let _ = writeln!(
            out,
            "perf: ok ({} cases within {THRESHOLD_PERCENT}% of their baselines{})",
            measured.len(),
            if faster > 0 {
                format!(
                    "; {faster} faster by more than {THRESHOLD_PERCENT}%: run `cargo xtask perf --bless` to lower the baseline"
                )
            } else {
                String::new()
            }
        );
    } else {
        let mut problems = Vec::new();
        let cases = |n: usize| {
            if n == 1 {
                "1 case".to_string()
            } else {
                format!("{n} cases")
            }
        };
        if slower > 0 {
            problems.push(format!(
                "{} more than {THRESHOLD_PERCENT}% over the baseline",
                cases(slower)
            ));
        }
        if missing > 0 {
            problems.push(format!("{} without a baseline", cases(missing)));
        }
        if !stale.is_empty() {
            problems.push(format!("{} baseline line(s) without a case", stale.len()));
        }
        let _ = writeln!(
            out,
            "perf: FAILED ({}); if the change is intended, `cargo xtask perf --bless` and say why in the commit",
            problems.join(", ")
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn case(name: &str, instructions: u64, baseline: Option<u64>) -> Measured {
        Measured {
            name: name.into(),
            instructions,
            baseline,
        }
    }

    #[test]
    fn callgrind_counts_are_found() {
        let stderr = "==12== Callgrind, a call-graph generating cache profiler\n\
                      ==12== Events    : Ir\n==12== Collected : 16675043\n==12== \n\
                      ==12== I   refs:      16,675,043\n";
        assert_eq!(collected(stderr), Some(16_675_043));
        assert_eq!(collected("no count here"), None);
    }

    #[test]
    fn baselines_parse_and_round_trip() {
        let text = "# comment\n\na-b = 100\nc = 2_000\n";
        let parsed = parse_baseline(text).unwrap();
        assert_eq!(parsed.get("a-b"), Some(&100));
        assert_eq!(parsed.get("c"), Some(&2000));
        for bad in ["x", "x = y", "= 3", "a = 1\na = 2"] {
            assert!(parse_baseline(bad).is_err(), "{bad}");
        }
        let measured = [case("z", 5, None), case("a", 7, None)];
        let again = parse_baseline(&render_baseline("game", &measured)).unwrap();
        assert_eq!(
            again.into_iter().collect::<Vec<_>>(),
            [("a".into(), 7), ("z".into(), 5)]
        );
    }

    #[test]
    fn the_gate_fails_past_five_percent_and_on_missing_lines() {
        let within = case("a", 1050, Some(1000));
        let slower = case("b", 1051, Some(1000));
        let faster = case("c", 900, Some(1000));
        let new = case("d", 900, None);
        assert_eq!(within.verdict(), Verdict::Within);
        assert_eq!(slower.verdict(), Verdict::Slower);
        assert_eq!(faster.verdict(), Verdict::Faster);
        assert_eq!(new.verdict(), Verdict::NoBaseline);
        assert!(passes(&[within.clone(), faster.clone()], &[]));
        assert!(!passes(&[within.clone(), slower.clone()], &[]));
        assert!(!passes(std::slice::from_ref(&new), &[]));
        assert!(!passes(std::slice::from_ref(&within), &["gone".into()]));
        insta::assert_snapshot!(render(&[within, slower, faster, new], &["gone".into()]));
    }
}
