//! `cargo xtask gen` and `cargo xtask stress` end to end: the xtask binary
//! itself, its output files and its exit statuses (0 nothing failed, 1 a
//! failing case, 2 a usage error), for every game of the registry.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use common_io::game::{AnyGame, GenError, Size};

fn xtask(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run xtask: {e}"))
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[path = "../../../crates/game-kit/src/example_path.rs"]
mod example_path;
use example_path::example;

/// A fresh scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("xtask-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn first_game() -> &'static dyn AnyGame {
    games::all()[0]
}

#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn gen_prints_one_case_the_same_for_the_same_seed() {
    for &game in games::all() {
        let name = game.name();
        let family = *game.families().last().unwrap_or(&"random");
        let one = xtask(&["gen", name, "--family", family, "--seed", "3"]);
        assert_eq!(one.status.code(), Some(0), "{}", text(&one.stderr));
        assert!(
            game.sizes(&one.stdout).is_ok(),
            "{name}: {}",
            text(&one.stdout)
        );
        let again = xtask(&["gen", name, "--family", family, "--seed", "3"]);
        assert_eq!(one.stdout, again.stdout);
        let other = xtask(&["gen", name, "--family", family, "--seed", "4"]);
        assert_ne!(one.stdout, other.stdout);
        // A game of one row takes the columns alone.
        let three_rows = Size {
            rows: Some(3),
            cols: Some(4),
        };
        let rows = if game.generate(game.families()[0], 0, three_rows).is_ok() {
            3
        } else {
            1
        };
        let args: &[&str] = if rows == 3 {
            &["--rows", "3", "--cols", "4"]
        } else {
            &["--cols", "4"]
        };
        let sized = xtask(&[&["gen", name][..], args].concat());
        assert_eq!(sized.status.code(), Some(0), "{}", text(&sized.stderr));
        let sizes = game.sizes(&sized.stdout).unwrap_or_else(|e| panic!("{e}"));
        assert!(sizes.iter().all(|&s| s == (rows, 4)), "{name}: {sizes:?}");
    }
}

#[test]
fn gen_writes_a_test_package_named_by_each_case_seed() {
    let game = first_game();
    let (name, family) = (game.name(), game.families()[0]);
    let dir = scratch("gen");
    let out_dir = dir.display().to_string();
    let run = |seed: &str, count: &str, extra: &[&str]| {
        let mut all = vec![
            "gen", name, "--family", family, "--seed", seed, "--count", count, "--out",
        ];
        all.push(&out_dir);
        all.extend(extra);
        xtask(&all)
    };
    let out = run("10", "3", &[]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    for seed in 10..13 {
        let stem = dir.join(format!("{name}-{family}-{seed}"));
        let input = std::fs::read(stem.with_extension("in")).unwrap_or_default();
        // The same bytes as the single case of that seed on stdout.
        let seed = seed.to_string();
        let alone = xtask(&["gen", name, "--family", family, "--seed", &seed]);
        assert_eq!(input, alone.stdout);
        // The judge's answer next to it.
        let answer = std::fs::read_to_string(stem.with_extension("out")).unwrap_or_default();
        assert_eq!(Ok(answer), game.judge(&input), "seed {seed}");
    }
    let listing = |dir: &Path| {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap_or_else(|e| panic!("{e}"))
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .collect();
        names.sort();
        names
    };
    assert_eq!(listing(&dir).len(), 6);

    // Seeds 12..=13 overlap the package: refused, and nothing is written
    // (not even the new seed-13 files).
    let before: Vec<Vec<u8>> = listing(&dir)
        .iter()
        .map(|n| std::fs::read(dir.join(n)).unwrap_or_default())
        .collect();
    let refused = run("12", "2", &[]);
    assert_eq!(refused.status.code(), Some(2), "{}", text(&refused.stderr));
    let err = text(&refused.stderr);
    assert!(
        err.contains(&format!("{name}-{family}-12.in exists")) && err.contains("--force"),
        "{err}"
    );
    let after: Vec<Vec<u8>> = listing(&dir)
        .iter()
        .map(|n| std::fs::read(dir.join(n)).unwrap_or_default())
        .collect();
    assert_eq!(before, after);
    // With --force it writes.
    let forced = run("12", "2", &["--force"]);
    assert_eq!(forced.status.code(), Some(0), "{}", text(&forced.stderr));
    assert_eq!(listing(&dir).len(), 8);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn unknown_crates_and_families_are_usage_errors_listing_the_valid_ones() {
    let out = xtask(&["gen", "no-such-game"]);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    let names: Vec<&str> = games::all().iter().map(|g| g.name()).collect();
    assert!(err.contains(&names.join(", ")), "{err}");

    for &game in games::all() {
        let out = xtask(&["gen", game.name(), "--family", "no-such-family"]);
        assert_eq!(out.status.code(), Some(2));
        assert_eq!(
            text(&out.stderr),
            format!(
                "error: unknown family `no-such-family` for {} (families: {})\n",
                game.name(),
                game.families().join(", ")
            )
        );
        let cmd = example("reference");
        let out = xtask(&["stress", game.name(), "--cmd", &cmd, "--family", "nope"]);
        assert_eq!(out.status.code(), Some(2));
        assert!(text(&out.stderr).contains(&game.families().join(", ")));
    }
}

/// A family that fixes a side refuses another size, with the game's own
/// message, as a usage error.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn a_size_a_family_cannot_make_is_a_usage_error() {
    let mut refused = 0;
    for &game in games::all() {
        for family in game.families() {
            let size = Size {
                rows: Some(2),
                cols: None,
            };
            let Err(why) = game.generate(family, 0, size) else {
                continue;
            };
            assert!(matches!(
                why,
                GenError::Fixed { .. } | GenError::Size { .. }
            ));
            let out = xtask(&["gen", game.name(), "--family", family, "--rows", "2"]);
            assert_eq!(out.status.code(), Some(2));
            assert_eq!(
                text(&out.stderr),
                format!("error: {}: {why}\n", game.name())
            );
            refused += 1;
        }
    }
    assert!(refused >= 1, "no family fixes its rows");
}

#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn stress_with_a_size_leaves_out_the_families_that_cannot_make_it() {
    for &game in games::all() {
        let name = game.name();
        let size = Size {
            rows: Some(3),
            cols: None,
        };
        let (usable, unusable): (Vec<&str>, Vec<&str>) = game
            .families()
            .into_iter()
            .partition(|f| game.generate(f, 0, size).is_ok());
        let reference = format!("'{}' {name}", example("reference"));
        let out = xtask(&[
            "stress", name, "--cmd", &reference, "--rows", "3", "--cases", "8",
        ]);
        if usable.is_empty() {
            // A game of one row: no family makes three rows, which is an
            // error naming the first family.
            assert_eq!(out.status.code(), Some(2), "{}", text(&out.stdout));
            assert!(text(&out.stderr).contains("has exactly one of its rows"));
            continue;
        }
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        let stdout = text(&out.stdout);
        let header = format!(
            "stress {name}: 8 cases (families {}; seeds 0..=7)",
            usable.join(", ")
        );
        assert!(stdout.starts_with(&header), "{stdout}");
        // Named explicitly, a family that cannot make the size is an error.
        for family in unusable {
            let out = xtask(&[
                "stress", name, "--cmd", &reference, "--rows", "3", "--family", family,
            ]);
            assert_eq!(out.status.code(), Some(2));
        }
    }
}

#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn stress_exit_statuses() {
    let game = first_game();
    let name = game.name();
    let dir = scratch("stress");
    let out_dir = dir.display().to_string();
    let reference = format!("'{}' {name}", example("reference"));
    let pass = xtask(&[
        "stress", name, "--cmd", &reference, "--cases", "20", "--out", &out_dir,
    ]);
    assert_eq!(pass.status.code(), Some(0), "{}", text(&pass.stderr));
    let stdout = text(&pass.stdout);
    assert!(stdout.contains("20 cases"), "{stdout}");
    let last = stdout.lines().last().unwrap_or_default();
    assert!(last.ends_with("no failure"), "{stdout}");

    let wrong = format!("'{}' {name}", example("off_by_one"));
    let fail = xtask(&["stress", name, "--cmd", &wrong, "--out", &out_dir]);
    assert_eq!(fail.status.code(), Some(1), "{}", text(&fail.stderr));
    let shrunk = std::fs::read(dir.join(format!("{name}-failure.in"))).unwrap_or_default();
    let sizes = game.sizes(&shrunk).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(sizes.len(), 1);
    let report =
        std::fs::read_to_string(dir.join(format!("{name}-failure.txt"))).unwrap_or_default();
    assert!(text(&fail.stdout).starts_with(&report));
    assert!(report.contains("reproduce:"), "{report}");
    assert!(dir.join(format!("{name}-failure-original.in")).is_file());

    for bad in [
        vec!["stress", name, "--cmd", "'unclosed"],
        vec!["stress", name, "--cmd", ""],
        vec!["stress", name, "--cmd", "/nonexistent/program"],
        vec!["stress", name, "--cmd", &reference, "--timeout", "soon"],
        vec!["stress", name, "--cmd", &reference, "--rows", "0"],
    ] {
        let out = xtask(&bad);
        assert_eq!(out.status.code(), Some(2), "{bad:?}: {}", text(&out.stderr));
        assert!(text(&out.stderr).starts_with("error"), "{bad:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn version_and_the_families_in_help() {
    let out = xtask(&["--version"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stdout),
        format!("cargo xtask {}\n", env!("CARGO_PKG_VERSION"))
    );
    let width = games::all()
        .iter()
        .map(|g| g.name().len())
        .max()
        .unwrap_or(0);
    for command in ["gen", "stress"] {
        let out = xtask(&[command, "--help"]);
        assert_eq!(out.status.code(), Some(0), "{command}");
        let help = text(&out.stdout);
        for &game in games::all() {
            let line = format!("{:<width$}  {}", game.name(), game.families().join(", "));
            assert!(
                help.contains(&line),
                "{command} --help lacks `{line}`:\n{help}"
            );
        }
    }
}
