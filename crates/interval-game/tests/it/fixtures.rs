//! The fixtures of `fixtures/interval-game/`: every case through `judge`,
//! and each expected output checked against where the README says it came
//! from: the oracle (the generic solver over the crate's rules) for
//! `brute-*`, the documented rules for `hand-*`.

use common_io::testkit::Fixtures;
use interval_game::IntervalGame;

use crate::oracle;

fn fixtures() -> Fixtures {
    Fixtures::of::<IntervalGame>(env!("CARGO_MANIFEST_DIR"))
}

/// A judge input read without the crate's parser: each case's pairs.
fn plain(input: &[u8]) -> Vec<Vec<(u32, u32)>> {
    let text = std::str::from_utf8(input).unwrap();
    let mut tokens = text.split_whitespace().map(|t| t.parse::<u32>().unwrap());
    let t = tokens.next().unwrap();
    let cases = (0..t)
        .map(|_| {
            let n = tokens.next().unwrap();
            (0..n)
                .map(|_| (tokens.next().unwrap(), tokens.next().unwrap()))
                .collect()
        })
        .collect();
    assert_eq!(tokens.next(), None);
    cases
}

fn answer(alice: impl Iterator<Item = bool>) -> Vec<u8> {
    alice
        .map(|a| if a { "Alice\n" } else { "Bob\n" })
        .collect::<String>()
        .into_bytes()
}

/// Every case through the library, every bad input's error line, and the
/// statement's sample (`common_io::testkit::Fixtures::check_all`).
#[test]
fn every_fixture_passes() {
    let checked = fixtures().check_all::<IntervalGame>(None);
    assert!(checked.cases >= 15 && checked.errors >= 20, "{checked:?}");
}

/// The `brute-*` outputs are the oracle's (`BLESS=1` rewrites them).
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn brute_fixtures_come_from_the_oracle() {
    let fixtures = fixtures();
    let cases = fixtures.names("brute-");
    assert!(cases.len() >= 8, "{}", cases.len());
    for name in cases {
        let cases = plain(&fixtures.read(&name, "in"));
        fixtures.derived(&name, &answer(cases.iter().map(|c| oracle::alice_wins(c))));
    }
}

/// The `hand-*` outputs follow the rules of the fixtures' README: pairwise
/// disjoint (or touching) intervals are one move each, so Alice wins
/// exactly when the distinct intervals are odd in number.
#[test]
fn hand_fixtures_follow_their_rules() {
    let fixtures = fixtures();
    let names = fixtures.names("hand-");
    assert!(names.len() >= 3, "{}", names.len());
    for name in names {
        let cases = plain(&fixtures.read(&name, "in"));
        let alice = cases.iter().map(|case| {
            let mut distinct = case.clone();
            distinct.sort_unstable();
            distinct.dedup();
            for (k, a) in distinct.iter().enumerate() {
                for b in &distinct[k + 1..] {
                    assert!(a.1 <= b.0 || b.1 <= a.0, "{name}: {a:?} meets {b:?}");
                }
            }
            distinct.len() % 2 == 1
        });
        assert_eq!(fixtures.read(&name, "out"), answer(alice), "{name}");
    }
}
