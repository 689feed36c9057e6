//! Hardening: arbitrary bytes and near-valid judge files (a valid file with
//! one token replaced, deleted, duplicated or followed by junk) through the
//! whole input path. Whatever the bytes, `judge` must not panic, and it
//! must either reject the input with a positioned error or give the answer
//! of the oracle (`oracle.rs`).

use berzerk::{Board, judge};
use common_io::testkit::{Mutation, mutate_token};
use proptest::prelude::*;

use crate::oracle;

/// A valid judge input: a circle of up to 9 objects and two sets.
fn valid_file() -> impl Strategy<Value = String> {
    (2u32..=9)
        .prop_flat_map(|n| {
            let set = proptest::sample::subsequence((1..n).collect::<Vec<u32>>(), 1..n as usize)
                .prop_shuffle();
            (Just(n), set.clone(), set)
        })
        .prop_map(|(n, rick, morty)| Board::new(n, rick, morty).unwrap().to_string())
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let interesting = prop::sample::select(vec![
        "0",
        "1",
        "2",
        "3",
        "-1",
        "9",
        "20000",
        "20001",
        "7000",
        "99999999999999999999",
        "007",
        "+1",
        "",
    ]);
    prop_oneof![
        1 => interesting.prop_map(|t| Mutation::Replace(t.to_string())),
        1 => "[0-9x.-]{1,5}".prop_map(Mutation::Replace),
        1 => Just(Mutation::Delete),
        1 => Just(Mutation::Duplicate),
        1 => "[0-9 \n]{1,4}".prop_map(Mutation::Append),
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
            let board = Board::parse(bytes).unwrap();
            if board.objects() <= 40 {
                let expected = oracle::judge_lines(board.objects(), board.rick(), board.morty());
                prop_assert_eq!(out, expected, "board:\n{}", board);
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
        text in "[0-9 \n-]{0,60}",
    ) {
        check(&bytes)?;
        check(text.as_bytes())?;
    }
}
