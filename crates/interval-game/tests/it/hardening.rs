//! Hardening: arbitrary bytes and near-valid judge files (a valid file with
//! one token replaced, deleted, duplicated or followed by junk) through the
//! whole input path. Whatever the bytes, `judge` must not panic, and it
//! must either reject the input with a positioned error or give the answer
//! of the oracle (`oracle.rs`).

use common_io::testkit::{Mutation, mutate_token};
use interval_game::{JudgeInput, judge};
use proptest::prelude::*;

use crate::oracle;

/// A valid judge input: up to 3 cases of up to 5 short intervals.
fn valid_file() -> impl Strategy<Value = String> {
    let interval = (1u32..=8, 1u32..=3).prop_map(|(l, len)| (l, l + len));
    let case = proptest::collection::vec(interval, 1..=5);
    proptest::collection::vec(case, 1..=3).prop_map(|cases| {
        let mut text = format!("{}\n", cases.len());
        for case in cases {
            text.push_str(&format!("{}\n", case.len()));
            for (l, r) in case {
                text.push_str(&format!("{l} {r}\n"));
            }
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
        "-1",
        "100",
        "199",
        "200",
        "201",
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
            prop_assert!(JudgeInput::parse(bytes).is_err());
            prop_assert!(error.to_string().starts_with("line "), "{error}");
        }
        Ok(out) => {
            let input = JudgeInput::parse(bytes).unwrap();
            let expected: String = input
                .cases
                .iter()
                .map(|case| {
                    let pairs: Vec<(u32, u32)> =
                        case.intervals().iter().map(|i| (i.left, i.right)).collect();
                    if oracle::alice_wins(&pairs) {
                        "Alice\n"
                    } else {
                        "Bob\n"
                    }
                })
                .collect();
            prop_assert_eq!(out, expected, "input:\n{}", input);
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
