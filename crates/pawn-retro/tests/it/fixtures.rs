//! The fixtures in `fixtures/pawn-retro/`: every case through the fast
//! solver, and every `brute-*` expected output recomputed by the oracle
//! (`oracle.rs`), which is where those outputs came from.
//!
//! To (re)write the `brute-*.out` files from the oracle, run
//! `BLESS=1 cargo test --release -p pawn-retro --test it -- --include-ignored fixtures::brute_`.

use common_io::testkit::Fixtures;
use pawn_retro::PawnRetro;

use crate::convert::judge_line;
use crate::oracle;

fn fixtures() -> Fixtures {
    Fixtures::of::<PawnRetro>(env!("CARGO_MANIFEST_DIR"))
}

/// The fixture names (file stems of the `.in` files) starting with
/// `prefix`, sorted.
pub(crate) fn cases(prefix: &str) -> Vec<String> {
    fixtures().names(prefix)
}

pub(crate) fn read(name: &str, ext: &str) -> String {
    String::from_utf8(fixtures().read(name, ext)).unwrap()
}

/// The boards of a judge file, parsed here without the crate's parser.
pub(crate) fn boards(text: &str) -> Vec<Vec<Vec<u8>>> {
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

/// Every case through the library, every bad input's error line, and the
/// statement's sample (`common_io::testkit::Fixtures::check_all`), but the
/// boards whose analysis passes 64 MB (their cases run in CI with
/// `--ignored`, and through the release binary in `cargo xtask check-all`).
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn every_fixture_passes() {
    let checked = fixtures().check_all::<PawnRetro>(Some(64 << 20));
    assert!(
        checked.cases >= 40 && checked.cases + checked.skipped >= 50 && checked.errors >= 20,
        "{checked:?}"
    );
}

/// The large boards' cases too (31,920,000 positions: about 2 s each at
/// the test profile's optimisation).
#[test]
#[ignore = "large table: CI runs it with --ignored"]
fn every_fixture_passes_large_boards_included() {
    let checked = fixtures().check_all::<PawnRetro>(None);
    assert_eq!(checked.skipped, 0);
    assert!(checked.cases >= 50, "{checked:?}");
}

/// The oracle's judge output for the fixture `name`.
fn oracle_output(name: &str) -> String {
    boards(&read(name, "in"))
        .iter()
        .map(|rows| judge_line(oracle::solve(rows)) + "\n")
        .collect()
}

/// Recomputes `brute-*` outputs with the oracle (`BLESS=1` writes them
/// instead).
fn check_with_oracle(names: &[String]) {
    assert!(!names.is_empty());
    let fixtures = fixtures();
    for name in names {
        fixtures.derived(name, oracle_output(name).as_bytes());
    }
}

/// The `brute-*` fixtures with obstacles or mixed sizes: quick for the
/// oracle.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn brute_fixtures_with_obstacles_match_the_oracle() {
    let names: Vec<String> = cases("brute-")
        .into_iter()
        .filter(|n| !n.starts_with("brute-open"))
        .collect();
    assert_eq!(names, ["brute-mixed-x10", "brute-random-10x10-x10"]);
    check_with_oracle(&names);
}

/// The open 10×10 `brute-*` fixtures: the oracle's tablebase of half a
/// million positions per board takes a second or two each.
#[test]
#[ignore = "large table: CI runs it with --ignored"]
fn brute_open_fixtures_match_the_oracle() {
    let names = cases("brute-open");
    assert_eq!(names.len(), 5, "{names:?}");
    check_with_oracle(&names);
}

/// The `hand-*` fixtures too large for the oracle to solve quickly (up to
/// 31,920,000 positions); every other `hand-*` fixture is checked.
const HAND_TOO_LARGE: [&str; 4] = [
    "hand-1x400",
    "hand-20x20-red-cannot-move",
    "hand-20x20-walled-tie",
    "hand-400x1",
];

/// The hand-made fixtures: the oracle agrees with the outputs worked out
/// by hand (except the boards past what it handles quickly, listed in
/// [`HAND_TOO_LARGE`]).
#[test]
fn hand_fixtures_match_the_oracle() {
    let names = cases("hand-");
    for name in HAND_TOO_LARGE {
        assert!(names.iter().any(|n| n == name), "no fixture {name}");
    }
    let mut checked = 0;
    for name in &names {
        if HAND_TOO_LARGE.contains(&name.as_str()) {
            continue;
        }
        assert_eq!(oracle_output(name), read(name, "out"), "fixture {name}");
        checked += 1;
    }
    // Nine today: a renamed fixture must not make this test check nothing.
    assert!(checked >= 9, "only {checked} hand fixtures checked");
}
