//! The fixtures of `fixtures/darkraft/`: every case through [`judge`], and
//! each expected output checked against where the README says it came from
//! (the brute force for `brute-*`, the documented rule for `hand-*`).

use std::fs;
use std::path::PathBuf;

use darkraft::judge;

use crate::brute;

fn fixtures_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/darkraft")
}

/// `(name, input, expected output)` of every case, sorted by name.
fn cases() -> Vec<(String, Vec<u8>, Option<Vec<u8>>)> {
    let mut names: Vec<String> = fs::read_dir(fixtures_dir())
        .unwrap()
        .filter_map(|e| {
            let name = e.unwrap().file_name().into_string().unwrap();
            name.strip_suffix(".in").map(str::to_string)
        })
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|name| {
            let dir = fixtures_dir();
            let input = fs::read(dir.join(format!("{name}.in"))).unwrap();
            let output = fs::read(dir.join(format!("{name}.out"))).ok();
            (name, input, output)
        })
        .collect()
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

/// The provenances of the README, with how many cases each has.
const PROVENANCES: [(&str, usize); 4] = [
    ("sample-", SAMPLE_CASES),
    ("brute-", BRUTE_CASES),
    ("hand-", HAND_CASES),
    ("testdata-", 60),
];
const SAMPLE_CASES: usize = 3;
const BRUTE_CASES: usize = 20;
const HAND_CASES: usize = 7;

#[test]
fn every_fixture_passes() {
    let cases = cases();
    let mut counts = PROVENANCES.map(|(prefix, _)| (prefix, 0));
    for (name, input, output) in &cases {
        let output = output
            .as_ref()
            .unwrap_or_else(|| panic!("{name}.out is missing"));
        let (_, count) = counts
            .iter_mut()
            .find(|(prefix, _)| name.starts_with(prefix))
            .unwrap_or_else(|| panic!("{name}: unknown provenance"));
        *count += 1;
        assert_eq!(
            judge(input).unwrap().as_bytes(),
            output.as_slice(),
            "{name}"
        );
    }
    assert_eq!(counts, PROVENANCES);
}

/// The `brute-*` outputs are the brute force's. `BLESS=1` (re)writes them
/// from the brute force instead of comparing.
#[test]
fn brute_fixtures_come_from_the_brute_force() {
    let bless = std::env::var_os("BLESS").is_some_and(|v| v == "1");
    let mut count = 0;
    for (name, input, output) in cases() {
        if !name.starts_with("brute-") {
            continue;
        }
        let rows = plain_rows(&input);
        assert!(
            rows.len() * rows[0].len() <= 16,
            "{name}: too big for the brute force"
        );
        let expected = verdict(brute::first_player_wins(&rows));
        if bless {
            fs::write(fixtures_dir().join(format!("{name}.out")), expected).unwrap();
        } else {
            assert_eq!(output.as_deref(), Some(expected), "{name}");
        }
        count += 1;
    }
    assert_eq!(count, BRUTE_CASES);
}

/// The `hand-*` outputs follow from the rule the README gives: when every
/// class of cells holds one letter, `L` or `R`, each move erases one whole
/// line (anti-diagonal for `L`, diagonal for `R`) that no other move
/// touches, so the game lasts exactly as many moves as there are such
/// lines; in a single row or column each move erases only its own cell.
#[test]
fn hand_fixtures_follow_their_rule() {
    let mut count = 0;
    for (name, input, output) in cases() {
        if !name.starts_with("hand-") {
            continue;
        }
        let rows = plain_rows(&input);
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
        assert_eq!(output.as_deref(), Some(verdict(moves % 2 == 1)), "{name}");
        count += 1;
    }
    assert_eq!(count, HAND_CASES);
}
