//! Hardening: arbitrary bytes and near-valid judge files (a valid file with
//! one token replaced, deleted, duplicated or followed by junk) through the
//! whole input path. Whatever the bytes, `judge` must not panic, and it
//! must either reject the input with a positioned error or give the answer
//! of the oracle (`oracle.rs`).

use chess_profile::{Board, judge};
use common_io::testkit::{Mutation, mutate_token};
use proptest::prelude::*;

use crate::oracle;

/// A valid judge input: a board of at most 9 cells, values small or huge.
fn valid_file() -> impl Strategy<Value = String> {
    (1usize..=3, 1usize..=3)
        .prop_flat_map(|(n, m)| {
            let value = prop_oneof![4 => 0i64..=20, 1 => Just(1_000_000_000i64)];
            (Just((n, m)), proptest::collection::vec(value, 2 * n * m))
        })
        .prop_map(|((n, m), values)| {
            let mut text = format!("{n} {m}\n");
            for row in values.chunks(m) {
                let row: Vec<String> = row.iter().map(i64::to_string).collect();
                text.push_str(&row.join(" "));
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
        "4",
        "15",
        "30",
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
            let (n, m) = (board.rows(), board.cols());
            if n * m <= 16 {
                let grid = |v: &[i64]| v.chunks(m).map(<[i64]>::to_vec).collect::<Vec<_>>();
                let expected = oracle::solve(n, m, &grid(board.a()), &grid(board.b()));
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
