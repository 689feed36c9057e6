//! The fixtures of `fixtures/deque-game/`: every case through `judge`,
//! and each expected output checked against where the README says it came
//! from: the oracle (the generic solver over the crate's rules) for
//! `brute-*`, the documented rules for `hand-*`.

use common_io::testkit::Fixtures;
use deque_game::DequeGame;

use crate::oracle;

fn fixtures() -> Fixtures {
    Fixtures::of::<DequeGame>(env!("CARGO_MANIFEST_DIR"))
}

/// A judge input read without the crate's parser: the numbers.
fn plain(input: &[u8]) -> Vec<i64> {
    let text = std::str::from_utf8(input).unwrap();
    let mut tokens = text.split_whitespace().map(|t| t.parse::<i64>().unwrap());
    let n = usize::try_from(tokens.next().unwrap()).unwrap();
    let values: Vec<i64> = tokens.collect();
    assert_eq!(values.len(), n);
    values
}

fn answer(value: i64) -> Vec<u8> {
    format!("{value}\n").into_bytes()
}

/// Every case through the library, every bad input's error line, and the
/// statement's samples (`common_io::testkit::Fixtures::check_all`), but
/// the rows whose analysis passes 64 MB (20000 numbers: their cases run in
/// CI with `--ignored`, and through the release binary in `cargo xtask
/// check-all`).
#[test]
fn every_fixture_passes() {
    let checked = fixtures().check_all::<DequeGame>(Some(64 << 20));
    assert!(checked.cases >= 20 && checked.errors >= 20, "{checked:?}");
}

/// The longest rows' cases too.
#[test]
#[ignore = "large table: CI runs it with --ignored"]
fn every_fixture_passes_long_rows_included() {
    let checked = fixtures().check_all::<DequeGame>(None);
    assert_eq!(checked.skipped, 0);
}

/// The `brute-*` outputs of rows up to `max` numbers are the oracle's
/// (`BLESS=1` rewrites them); how many were checked.
fn brute_fixtures_up_to(max: usize) -> usize {
    let fixtures = fixtures();
    let mut checked = 0;
    for name in fixtures.names("brute-") {
        let values = plain(&fixtures.read(&name, "in"));
        if values.len() <= max {
            fixtures.derived(&name, &answer(oracle::solve(&values)));
            checked += 1;
        }
    }
    checked
}

/// The short rows' `brute-*` outputs.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn brute_fixtures_come_from_the_oracle() {
    assert!(brute_fixtures_up_to(1000) >= 5);
}

/// Every `brute-*` output, the judge's longest rows included (4.5 million
/// stretches each for the generic solver).
#[test]
#[ignore = "large table: CI runs it with --ignored"]
fn every_brute_fixture_comes_from_the_oracle() {
    assert!(brute_fixtures_up_to(usize::MAX) >= 10);
}

/// The `hand-*` outputs follow the rules of the fixtures' README: a row of
/// one number repeated splits evenly (Taro takes one more on an odd
/// length); a row of 10^9 and 1 alternating of even length, starting with
/// 10^9, gives Taro every 10^9: he takes the first, which leaves 1 at
/// both ends, and whichever 1 Jiro takes uncovers a 10^9 for him again.
#[test]
fn hand_fixtures_follow_their_rules() {
    let fixtures = fixtures();
    let cases = fixtures.names("hand-");
    assert!(cases.len() >= 3, "{}", cases.len());
    for name in cases {
        let values = plain(&fixtures.read(&name, "in"));
        let n = values.len() as i64;
        let value = if values.iter().all(|&v| v == values[0]) {
            if n % 2 == 1 { values[0] } else { 0 }
        } else {
            let pattern = values
                .iter()
                .enumerate()
                .all(|(i, &v)| v == if i % 2 == 0 { 1_000_000_000 } else { 1 });
            assert!(pattern && n % 2 == 0, "{name}: no hand rule applies");
            n / 2 * (1_000_000_000 - 1)
        };
        assert_eq!(fixtures.read(&name, "out"), answer(value), "{name}");
    }
}
