//! The fixtures of `fixtures/darkraft/`: every case through the library, and
//! each expected output checked against where the README says it came from
//! (the oracle for `brute-*`, the documented rule for `hand-*`).

use common_io::testkit::Fixtures;
use darkraft::Darkraft;

use crate::oracle;

fn fixtures() -> Fixtures {
    Fixtures::of::<Darkraft>(env!("CARGO_MANIFEST_DIR"))
}

/// The judge input as rows of bytes, read without the crate's parser.
fn plain_rows(input: &[u8]) -> Vec<Vec<u8>> {
    let text = std::str::from_utf8(input).unwrap();
    let mut tokens = text.split_whitespace();
    let n: usize = tokens.next().unwrap().parse().unwrap();
    let m: usize = tokens.next().unwrap().parse().unwrap();
    let rows: Vec<Vec<u8>> = tokens.map(|t| t.as_bytes().to_vec()).collect();
    assert_eq!(rows.len(), n);
    assert!(rows.iter().all(|r| r.len() == m));
    rows
}

fn verdict(wins: bool) -> &'static [u8] {
    if wins { b"WIN\n" } else { b"LOSE\n" }
}

const BRUTE_CASES: usize = 20;
const HAND_CASES: usize = 7;

/// Every case through the library, every bad input's error line, and the
/// statement's samples (`common_io::testkit::Fixtures::check_all`): the
/// 3 samples, 20 brute-force cases, 7 hand-made ones and the 60 cases of
/// the reference programs' test data.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn every_fixture_passes() {
    let checked = fixtures().check_all::<Darkraft>(None);
    assert_eq!(
        checked.cases,
        3 + BRUTE_CASES + HAND_CASES + 60,
        "{checked:?}"
    );
    assert_eq!(checked.skipped, 0);
    assert!(checked.errors >= 10, "{checked:?}");
}

/// The `brute-*` outputs are the oracle's (`BLESS=1` rewrites them).
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn brute_fixtures_come_from_the_oracle() {
    let fixtures = fixtures();
    let cases = fixtures.names("brute-");
    assert_eq!(cases.len(), BRUTE_CASES);
    for name in cases {
        let rows = plain_rows(&fixtures.read(&name, "in"));
        assert!(
            rows.len() * rows[0].len() <= 16,
            "{name}: too big for the oracle"
        );
        fixtures.derived(&name, verdict(oracle::first_player_wins(&rows)));
    }
}

/// The `hand-*` outputs follow from the rule the README gives: when every
/// class of cells holds one letter, `L` or `R`, each move erases one whole
/// line (anti-diagonal for `L`, diagonal for `R`) that no other move
/// touches, so the game lasts exactly as many moves as there are such
/// lines; in a single row or column each move erases only its own cell.
#[test]
fn hand_fixtures_follow_their_rule() {
    let fixtures = fixtures();
    let cases = fixtures.names("hand-");
    assert_eq!(cases.len(), HAND_CASES);
    for name in cases {
        let rows = plain_rows(&fixtures.read(&name, "in"));
        let (n, m) = (rows.len(), rows[0].len());
        let moves = if n == 1 || m == 1 {
            n * m
        } else {
            let mut lines = 0;
            for parity in 0..2 {
                let letters: Vec<u8> = (0..n)
                    .flat_map(|i| (0..m).map(move |j| (i, j)))
                    .filter(|(i, j)| (i + j) % 2 == parity)
                    .map(|(i, j)| rows[i][j])
                    .collect();
                let letter = letters[0];
                assert!(
                    letter != b'X' && letters.iter().all(|&l| l == letter),
                    "{name}: the rule needs one letter, L or R, per class"
                );
                // Lines of this class: anti-diagonals i + j = s or
                // diagonals j - i + n - 1 = d, with s, d in 0..=n+m-2 of
                // the class's parity (all cells of one line share it).
                let parity_of_line = if letter == b'L' {
                    parity
                } else {
                    (parity + n - 1) % 2
                };
                lines += (0..=n + m - 2).filter(|s| s % 2 == parity_of_line).count();
            }
            lines
        };
        assert_eq!(
            fixtures.read(&name, "out"),
            verdict(moves % 2 == 1),
            "{name}"
        );
    }
}
