//! `cargo xtask gen` and `cargo xtask stress` end to end: the xtask binary
//! itself, its output files and its exit statuses (0 nothing failed, 1 a
//! failing case, 2 a usage error).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn xtask(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run xtask: {e}"))
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[path = "../../src/example_path.rs"]
mod example_path;
use example_path::example;

/// A fresh scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("xtask-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn gen_prints_one_case_the_same_for_the_same_seed() {
    let one = xtask(&["gen", "darkraft", "--family", "row", "--seed", "3"]);
    assert_eq!(one.status.code(), Some(0), "{}", text(&one.stderr));
    let grid: darkraft::Grid = text(&one.stdout).parse().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(grid.rows(), 1);
    let again = xtask(&["gen", "darkraft", "--family", "row", "--seed", "3"]);
    assert_eq!(one.stdout, again.stdout);
    let other = xtask(&["gen", "darkraft", "--family", "row", "--seed", "4"]);
    assert_ne!(one.stdout, other.stdout);
    let sized = xtask(&["gen", "chess-profile", "--rows", "1", "--cols", "29"]);
    let board: chess_profile::Board = text(&sized.stdout)
        .parse()
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((board.rows(), board.cols()), (1, 29));
}

#[test]
fn gen_writes_a_test_package_named_by_each_case_seed() {
    let dir = scratch("gen");
    let out_dir = dir.display().to_string();
    let args = |seed: &'static str, count: &'static str| {
        [
            "gen",
            "pawn-retro",
            "--family",
            "capture",
            "--seed",
            seed,
            "--count",
            count,
            "--out",
        ]
    };
    let run = |seed, count, extra: &[&str]| {
        let mut all: Vec<&str> = args(seed, count).to_vec();
        all.push(&out_dir);
        all.extend(extra);
        xtask(&all)
    };
    let out = run("10", "3", &[]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    for seed in 10..13 {
        let stem = dir.join(format!("pawn-retro-capture-{seed}"));
        let input = std::fs::read(stem.with_extension("in")).unwrap_or_default();
        // The same bytes as the single case of that seed on stdout.
        let seed = seed.to_string();
        let alone = xtask(&["gen", "pawn-retro", "--family", "capture", "--seed", &seed]);
        assert_eq!(input, alone.stdout);
        // Our answer: every board of the `capture` family is an immediate
        // capture by red, `Red 1` (the family's promise, not the solver's).
        let answer = std::fs::read_to_string(stem.with_extension("out")).unwrap_or_default();
        let file: pawn_retro::JudgeInput = text(&input).parse().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(answer, "Red 1\n".repeat(file.boards.len()), "seed {seed}");
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
        err.contains("pawn-retro-capture-12.in exists") && err.contains("--force"),
        "{err}"
    );
    assert_eq!(listing(&dir).len(), 6);
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
    let out = xtask(&["gen", "chess"]);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.contains("chess-profile, darkraft, pawn-retro"), "{err}");

    let out = xtask(&["gen", "darkraft", "--family", "zeros"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "error: unknown family `zeros` for darkraft (families: random, max, one-letter, row, column)\n"
    );

    let cmd = example("reference");
    let out = xtask(&["stress", "pawn-retro", "--cmd", &cmd, "--family", "huge"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("walled-tie, black-row-1, capture, red-stuck"));

    let out = xtask(&["gen", "darkraft", "--family", "row", "--rows", "2"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "error: darkraft: the family `row` has exactly one of its rows\n"
    );
}

#[test]
fn stress_with_a_size_leaves_out_the_families_that_cannot_make_it() {
    let reference = format!("'{}' darkraft", example("reference"));
    let out = xtask(&[
        "stress", "darkraft", "--cmd", &reference, "--rows", "3", "--cases", "8",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with(
            "stress darkraft: 8 cases (families random, max, one-letter, column; seeds 0..=7)"
        ),
        "{stdout}"
    );
    // Named explicitly, a family that cannot make the size is an error.
    let out = xtask(&[
        "stress", "darkraft", "--cmd", &reference, "--rows", "3", "--family", "row",
    ]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn stress_exit_statuses() {
    let dir = scratch("stress");
    let out_dir = dir.display().to_string();
    let reference = format!("'{}' chess-profile", example("reference"));
    let pass = xtask(&[
        "stress",
        "chess-profile",
        "--cmd",
        &reference,
        "--cases",
        "20",
        "--out",
        &out_dir,
    ]);
    assert_eq!(pass.status.code(), Some(0), "{}", text(&pass.stderr));
    let stdout = text(&pass.stdout);
    assert!(stdout.contains("20 cases"), "{stdout}");
    let last = stdout.lines().last().unwrap_or_default();
    assert!(last.ends_with("no failure"), "{stdout}");

    let wrong = format!("'{}' darkraft", example("off_by_one"));
    let fail = xtask(&["stress", "darkraft", "--cmd", &wrong, "--out", &out_dir]);
    assert_eq!(fail.status.code(), Some(1), "{}", text(&fail.stderr));
    let shrunk =
        std::fs::read_to_string(Path::new(&dir).join("darkraft-failure.in")).unwrap_or_default();
    let grid: darkraft::Grid = shrunk.parse().unwrap_or_else(|e| panic!("{e}"));
    assert!(grid.rows() * grid.cols() <= 2);
    let report =
        std::fs::read_to_string(Path::new(&dir).join("darkraft-failure.txt")).unwrap_or_default();
    assert!(text(&fail.stdout).starts_with(&report));
    assert!(report.contains("reproduce:"), "{report}");
    assert!(
        Path::new(&dir)
            .join("darkraft-failure-original.in")
            .is_file()
    );

    for bad in [
        vec!["stress", "darkraft", "--cmd", "'unclosed"],
        vec!["stress", "darkraft", "--cmd", ""],
        vec!["stress", "darkraft", "--cmd", "/nonexistent/program"],
        vec![
            "stress",
            "darkraft",
            "--cmd",
            &reference,
            "--timeout",
            "soon",
        ],
        vec![
            "stress",
            "pawn-retro",
            "--cmd",
            &reference,
            "--rows",
            "1",
            "--cols",
            "2",
        ],
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
    for command in ["gen", "stress"] {
        let out = xtask(&[command, "--help"]);
        assert_eq!(out.status.code(), Some(0), "{command}");
        let help = text(&out.stdout);
        for line in [
            "chess-profile  random, max, equal, zeros, huge",
            "darkraft       random, max, one-letter, row, column",
            "pawn-retro     random, max, walled-tie, black-row-1, capture, red-stuck",
        ] {
            assert!(
                help.contains(line),
                "{command} --help lacks `{line}`:\n{help}"
            );
        }
    }
}
