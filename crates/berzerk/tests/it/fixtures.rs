//! The fixtures of `fixtures/berzerk/`: every case through `judge`, and
//! each expected output checked against where the README says it came
//! from: the oracle (the generic solver over the crate's rules) for
//! `brute-*`, the documented rules for `hand-*`.

use berzerk::Berzerk;
use common_io::testkit::Fixtures;

use crate::oracle;

fn fixtures() -> Fixtures {
    Fixtures::of::<Berzerk>(env!("CARGO_MANIFEST_DIR"))
}

/// A judge input read without the crate's parser: `(n, s1, s2)`.
fn plain(input: &[u8]) -> (u32, Vec<u32>, Vec<u32>) {
    let text = std::str::from_utf8(input).unwrap();
    let mut tokens = text.split_whitespace().map(|t| t.parse::<u32>().unwrap());
    let n = tokens.next().unwrap();
    let mut set = || {
        let k = tokens.next().unwrap();
        (0..k).map(|_| tokens.next().unwrap()).collect::<Vec<u32>>()
    };
    let (rick, morty) = (set(), set());
    assert_eq!(tokens.next(), None);
    (n, rick, morty)
}

/// Every case through the library, every bad input's error line, and the
/// statement's samples (`common_io::testkit::Fixtures::check_all`).
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn every_fixture_passes() {
    let checked = fixtures().check_all::<Berzerk>(None);
    assert!(checked.cases >= 15 && checked.errors >= 20, "{checked:?}");
}

/// The `brute-*` outputs of circles up to `max` objects are the oracle's
/// (`BLESS=1` rewrites them); how many were checked.
fn brute_fixtures_up_to(max: u32) -> usize {
    let fixtures = fixtures();
    let mut checked = 0;
    for name in fixtures.names("brute-") {
        let (n, rick, morty) = plain(&fixtures.read(&name, "in"));
        if n <= max {
            fixtures.derived(&name, oracle::judge_lines(n, &rick, &morty).as_bytes());
            checked += 1;
        }
    }
    checked
}

#[test]
fn brute_fixtures_come_from_the_oracle() {
    assert!(brute_fixtures_up_to(1000) >= 5);
}

/// Every `brute-*` output, the judge's largest circles included.
#[test]
#[ignore = "large: CI runs it with --ignored"]
fn every_brute_fixture_comes_from_the_oracle() {
    assert!(brute_fixtures_up_to(u32::MAX) >= 8);
}

/// The `hand-*` outputs follow the rules of the fixtures' README: when the
/// mover has every number, it jumps straight into the black hole (`Win`);
/// when both players' numbers are all multiples of `d`, a divisor of `n`,
/// the monster never leaves its class mod `d`, so a start outside the
/// black hole's class loops (and the rest is checked by the fixpoint of
/// the definitions, `oracle::by_fixpoint`).
#[test]
fn hand_fixtures_follow_their_rules() {
    let fixtures = fixtures();
    let names = fixtures.names("hand-");
    assert!(names.len() >= 3, "{}", names.len());
    for name in names {
        let (n, rick, morty) = plain(&fixtures.read(&name, "in"));
        let out = String::from_utf8(fixtures.read(&name, "out")).unwrap();
        let lines: Vec<Vec<&str>> = out.lines().map(|l| l.split(' ').collect()).collect();
        assert_eq!(lines.len(), 2, "{name}");
        for (set, line) in [&rick, &morty].into_iter().zip(&lines) {
            if set.len() as u32 == n - 1 {
                assert!(line.iter().all(|&w| w == "Win"), "{name}");
            }
        }
        let gcd = |mut a: u32, mut b: u32| {
            while b != 0 {
                (a, b) = (b, a % b);
            }
            a
        };
        let d = rick.iter().chain(&morty).fold(n, |g, &x| gcd(g, x));
        if d > 1 {
            for line in &lines {
                for (k, &w) in line.iter().enumerate() {
                    let object = k as u32 + 2;
                    if !(object - 1).is_multiple_of(d) {
                        assert_eq!(w, "Loop", "{name}: object {object}");
                    }
                }
            }
        }
        if n <= 2000 {
            assert_eq!(out, oracle::by_fixpoint(n, &rick, &morty), "{name}");
        }
    }
}
