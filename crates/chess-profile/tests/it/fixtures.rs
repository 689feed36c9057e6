//! The fixtures of `fixtures/chess-profile/`: every case through [`judge`],
//! and each expected output checked against where the README says it came
//! from: the brute force for `brute-*`, the documented rules for `hand-*`.

use std::fs;
use std::path::PathBuf;

use chess_profile::judge;

use crate::brute;

fn fixtures_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/chess-profile")
}

/// The names of the cases starting with `prefix`, sorted.
fn names(prefix: &str) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(fixtures_dir())
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

fn read(name: &str, ext: &str) -> Vec<u8> {
    fs::read(fixtures_dir().join(format!("{name}.{ext}"))).unwrap()
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

#[test]
fn every_fixture_passes() {
    let all = names("");
    assert!(all.len() >= 80, "{}", all.len());
    for name in &all {
        assert!(
            ["sample-", "brute-", "hand-", "testdata-"]
                .iter()
                .any(|p| name.starts_with(p)),
            "{name}: the README has no source for this prefix"
        );
        let output = judge(&read(name, "in")).unwrap();
        assert_eq!(output.as_bytes(), read(name, "out"), "{name}");
    }
}

/// The `brute-*` outputs are the brute force's.
/// `BLESS=1` (re)writes them from the brute force.
#[test]
fn brute_fixtures_come_from_the_brute_force() {
    let bless = std::env::var_os("BLESS").is_some();
    let cases = names("brute-");
    assert!(cases.len() >= 10, "{}", cases.len());
    for name in cases {
        let (n, m, a, b) = plain(&read(&name, "in"));
        let expected = answer(brute::brute_force(n, m, &a, &b));
        if bless {
            fs::write(fixtures_dir().join(format!("{name}.out")), &expected).unwrap();
        }
        assert_eq!(read(&name, "out"), expected, "{name}");
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
    let cases = names("hand-");
    assert!(cases.len() >= 10, "{}", cases.len());
    for name in cases {
        let (n, m, a, b) = plain(&read(&name, "in"));
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
        assert_eq!(read(&name, "out"), answer(value), "{name}");
    }
}
