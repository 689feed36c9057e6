//! The fixtures of `fixtures/chess-profile/`: every case through [`judge`],
//! and each expected output checked against where the README says it came
//! from: the oracle (the generic solver over the crate's rules) for
//! `brute-*`, the documented rules for `hand-*`.

use chess_profile::ChessProfile;
use common_io::testkit::Fixtures;

use crate::oracle;

fn fixtures() -> Fixtures {
    Fixtures::of::<ChessProfile>(env!("CARGO_MANIFEST_DIR"))
}

/// A judge input read without the crate's parser: `(n, m, A, B)`.
type Plain = (usize, usize, Vec<Vec<i64>>, Vec<Vec<i64>>);

fn plain(input: &[u8]) -> Plain {
    let text = std::str::from_utf8(input).unwrap();
    let mut tokens = text.split_whitespace().map(|t| t.parse::<i64>().unwrap());
    let n = usize::try_from(tokens.next().unwrap()).unwrap();
    let m = usize::try_from(tokens.next().unwrap()).unwrap();
    let mut matrix = || -> Vec<Vec<i64>> {
        (0..n)
            .map(|_| (0..m).map(|_| tokens.next().unwrap()).collect())
            .collect()
    };
    let (a, b) = (matrix(), matrix());
    assert_eq!(tokens.next(), None);
    (n, m, a, b)
}

fn answer(value: i64) -> Vec<u8> {
    format!("{value}\n").into_bytes()
}

/// Every case through the library, every bad input's error line, and the
/// statement's samples (`common_io::testkit::Fixtures::check_all`), but
/// the boards whose table passes 64 MB (their cases run in CI with
/// `--ignored`, and through the release binary in `cargo xtask check-all`).
#[test]
fn every_fixture_passes() {
    let checked = fixtures().check_all::<ChessProfile>(Some(64 << 20));
    assert!(checked.cases >= 80 && checked.errors >= 20, "{checked:?}");
}

/// The large boards' cases too (15×15: up to 1.4 GB).
#[test]
#[ignore = "large table: CI runs it with --ignored"]
fn every_fixture_passes_large_boards_included() {
    let checked = fixtures().check_all::<ChessProfile>(None);
    assert_eq!(checked.skipped, 0);
    assert!(checked.cases >= 80, "{checked:?}");
}

/// The `brute-*` outputs are the oracle's (`BLESS=1` rewrites them).
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn brute_fixtures_come_from_the_oracle() {
    let fixtures = fixtures();
    let cases = fixtures.names("brute-");
    assert!(cases.len() >= 10, "{}", cases.len());
    for name in cases {
        let (n, m, a, b) = plain(&fixtures.read(&name, "in"));
        fixtures.derived(&name, &answer(oracle::solve(n, m, &a, &b)));
    }
}

/// The `hand-*` outputs follow the rules of the fixtures' README: on one
/// row or one column the order of the moves is forced (each cell needs the
/// ones before it), so the first player takes the odd cells and the second
/// the even ones; when all of `A` holds one value and all of `B` another,
/// only how many cells each player gets matters, and the first gets one
/// more when `n · m` is odd.
#[test]
fn hand_fixtures_follow_their_rules() {
    let fixtures = fixtures();
    let cases = fixtures.names("hand-");
    assert!(cases.len() >= 10, "{}", cases.len());
    for name in cases {
        let (n, m, a, b) = plain(&fixtures.read(&name, "in"));
        let flat = |x: &[Vec<i64>]| x.concat();
        let (a, b) = (flat(&a), flat(&b));
        let value = if n == 1 || m == 1 {
            (0..n * m)
                .map(|k| if k % 2 == 0 { a[k] } else { -b[k] })
                .sum()
        } else {
            assert!(
                a.iter().all(|&v| v == a[0]) && b.iter().all(|&v| v == b[0]),
                "{name}: no hand rule applies"
            );
            let cells = i64::try_from(n * m).unwrap();
            a[0] * ((cells + 1) / 2) - b[0] * (cells / 2)
        };
        assert_eq!(fixtures.read(&name, "out"), answer(value), "{name}");
    }
}
