//! The fixtures in `fixtures/pawn-retro/`: every case through the fast
//! solver, and every `brute-*` expected output recomputed by the reference
//! solver (`tests/reference/mod.rs`), which is where those outputs came
//! from.
//!
//! To (re)write the `brute-*.out` files from the reference solver, run
//! `PAWN_RETRO_BLESS=1 cargo test --release -p pawn-retro --test fixtures -- --include-ignored brute`.

#![allow(clippy::unwrap_used, clippy::expect_used)]

#[allow(dead_code, unreachable_pub)]
mod reference;

use std::fs;
use std::path::{Path, PathBuf};

use reference::{RefOutcome, reference_solve};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/pawn-retro")
}

/// The fixture names (file stems of the `.in` files), sorted.
fn cases(prefix: &str) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir())
        .unwrap()
        .filter_map(|e| {
            let name = e.unwrap().file_name().into_string().unwrap();
            name.strip_suffix(".in").map(str::to_string)
        })
        .filter(|name| name.starts_with(prefix))
        .collect();
    names.sort();
    names
}

fn read(name: &str, ext: &str) -> String {
    fs::read_to_string(dir().join(format!("{name}.{ext}"))).unwrap()
}

/// The boards of a judge file, parsed here without the crate's parser.
fn boards(text: &str) -> Vec<Vec<Vec<u8>>> {
    let mut tokens = text.split_ascii_whitespace();
    let mut next = || tokens.next().unwrap();
    let _id = next();
    let count: usize = next().parse().unwrap();
    (0..count)
        .map(|_| {
            let rows: usize = next().parse().unwrap();
            let _cols: usize = next().parse().unwrap();
            (0..rows).map(|_| next().as_bytes().to_vec()).collect()
        })
        .collect()
}

fn line(outcome: RefOutcome) -> String {
    match outcome {
        RefOutcome::Tie => "Tie".to_string(),
        RefOutcome::Red(k) => format!("Red {k}"),
        RefOutcome::Black(k) => format!("Black {k}"),
    }
}

/// Every fixture through the library's `judge` (the release binary runs
/// them in `cargo xtask check-all`). The largest, `hand-400x1` (31,920,000
/// positions), takes about 2 seconds at the test profile's optimisation.
#[test]
fn every_fixture_through_the_fast_solver() {
    let names = cases("");
    assert!(names.len() >= 50, "only {} fixtures", names.len());
    for name in names {
        let expected = read(&name, "out");
        let got = pawn_retro::judge(read(&name, "in").as_bytes()).unwrap();
        assert_eq!(got, expected, "fixture {name}");
    }
}

/// Recomputes `brute-*` outputs with the reference solver; writes them
/// instead when `PAWN_RETRO_BLESS` is set.
fn check_with_reference(names: &[String]) {
    assert!(!names.is_empty());
    let bless = std::env::var_os("PAWN_RETRO_BLESS").is_some();
    for name in names {
        let text: String = boards(&read(name, "in"))
            .iter()
            .map(|rows| line(reference_solve(rows)) + "\n")
            .collect();
        if bless {
            fs::write(dir().join(format!("{name}.out")), &text).unwrap();
        } else {
            assert_eq!(text, read(name, "out"), "fixture {name}");
        }
    }
}

/// The `brute-*` fixtures with obstacles or mixed sizes: quick for the
/// reference solver.
#[test]
fn brute_fixtures_with_obstacles_match_the_reference() {
    let names: Vec<String> = cases("brute-")
        .into_iter()
        .filter(|n| !n.starts_with("brute-open"))
        .collect();
    check_with_reference(&names);
}

/// The open 10×10 `brute-*` fixtures: the reference solver's explicit graph
/// of about a million positions per board takes seconds each.
#[test]
#[ignore = "seconds per board for the reference solver; run with --include-ignored (best with --release)"]
fn brute_open_fixtures_match_the_reference() {
    check_with_reference(&cases("brute-open"));
}

/// The hand-made fixtures: the reference solver agrees with the outputs
/// worked out by hand (except the boards past what it handles quickly).
#[test]
fn hand_fixtures_match_the_reference() {
    for name in cases("hand-") {
        if name.contains("400") || name.contains("20x20") {
            continue;
        }
        let text: String = boards(&read(&name, "in"))
            .iter()
            .map(|rows| line(reference_solve(rows)) + "\n")
            .collect();
        assert_eq!(text, read(&name, "out"), "fixture {name}");
    }
}
