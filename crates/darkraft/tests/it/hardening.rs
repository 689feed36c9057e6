//! Hardening: arbitrary bytes and near-valid judge files (a valid file with
//! one token replaced, deleted, duplicated or followed by junk) through the
//! whole input path. Whatever the bytes, `judge` must not panic, and it
//! must either reject the input with a positioned error or give the answer
//! of the oracle (`oracle.rs`).

use common_io::testkit::{Mutation, mutate_token};
use darkraft::{Board, judge};
use proptest::prelude::*;

use crate::oracle;

/// A valid judge input: a grid of at most 16 cells (4×4).
fn valid_file() -> impl Strategy<Value = String> {
    (1usize..=4, 1usize..=4)
        .prop_flat_map(|(n, m)| {
            (
                Just((n, m)),
                proptest::collection::vec(prop::sample::select(vec!['L', 'R', 'X']), n * m),
            )
        })
        .prop_map(|((n, m), letters)| {
            let mut text = format!("{n} {m}\n");
            for row in letters.chunks(m) {
                text.extend(row);
                text.push('\n');
            }
            text
        })
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let interesting = prop::sample::select(vec![
        "0",
        "1",
        "2",
        "3",
        "5",
        "-1",
        "64",
        "127",
        "128",
        "99999999999999999999",
        "LL",
        "XRL",
        "l",
        "",
    ]);
    prop_oneof![
        1 => interesting.prop_map(|t| Mutation::Replace(t.to_string())),
        1 => "[LRXQ0-9-]{1,5}".prop_map(Mutation::Replace),
        1 => Just(Mutation::Delete),
        1 => Just(Mutation::Duplicate),
        1 => "[LRX0-9 \n]{1,4}".prop_map(Mutation::Append),
        3 => Just(Mutation::Reverse),
        1 => Just(Mutation::Keep),
    ]
}

/// `judge` on `bytes` rejects them (consistently with the parser, with a
/// positioned message) or answers as the oracle does.
fn check(bytes: &[u8]) -> Result<(), TestCaseError> {
    match judge(bytes) {
        Err(error) => {
            prop_assert!(Board::parse(bytes).is_err());
            prop_assert!(error.to_string().starts_with("line "), "{error}");
        }
        Ok(out) => {
            let grid = Board::parse(bytes).unwrap();
            if grid.rows() * grid.cols() <= 16 {
                let text = grid.to_string();
                let rows: Vec<Vec<u8>> = text
                    .lines()
                    .skip(1)
                    .map(|r| r.as_bytes().to_vec())
                    .collect();
                let expected = if oracle::first_player_wins(&rows) {
                    "WIN\n"
                } else {
                    "LOSE\n"
                };
                prop_assert_eq!(out.as_str(), expected, "grid:\n{}", text);
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Valid inputs with one token mutated.
    #[test]
    fn near_valid_inputs(file in valid_file(), index in any::<usize>(), m in mutation()) {
        check(mutate_token(&file, index, &m).as_bytes())?;
    }

    /// Arbitrary bytes, and bytes from the format's own alphabet (which get
    /// further into the parser).
    #[test]
    fn arbitrary_bytes(
        bytes in proptest::collection::vec(any::<u8>(), 0..300),
        text in "[0-9 \nLRX-]{0,60}",
    ) {
        check(&bytes)?;
        check(text.as_bytes())?;
    }
}
