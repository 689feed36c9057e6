//! Hardening: arbitrary bytes and near-valid judge files (a valid file with
//! one token replaced, deleted, duplicated or followed by junk) through the
//! whole input path. Whatever the bytes, `judge` must not panic, and it
//! must either reject the input with a positioned error or give the answer
//! of the oracle (`oracle.rs`).

use common_io::testkit::{Mutation, mutate_token};
use deque_game::{Board, judge};
use proptest::prelude::*;

use crate::oracle;

/// A valid judge input: a row of at most 8 numbers, small or huge.
fn valid_file() -> impl Strategy<Value = String> {
    let value = prop_oneof![4 => 1i64..=20, 1 => Just(1_000_000_000i64)];
    proptest::collection::vec(value, 1..=8).prop_map(|values| {
        let row: Vec<String> = values.iter().map(i64::to_string).collect();
        format!("{}\n{}\n", values.len(), row.join(" "))
    })
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let interesting = prop::sample::select(vec![
        "0",
        "1",
        "2",
        "3",
        "-1",
        "20000",
        "20001",
        "1000000000",
        "1000000001",
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
            if board.len() <= 40 {
                let expected = oracle::solve(board.values());
                prop_assert_eq!(out, format!("{expected}\n"), "board:\n{}", board);
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
