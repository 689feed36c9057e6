//! Hardening: arbitrary bytes and near-valid judge files (a valid file with
//! one token replaced, deleted, duplicated or followed by junk) through the
//! whole input path. Whatever the bytes, `judge` must not panic, and it
//! must either reject the input with a positioned error or give the answer
//! of the oracle (`oracle.rs`).

use common_io::testkit::{Mutation, mutate_token};
use pawn_retro::{JudgeInput, judge};
use proptest::prelude::*;

use crate::convert::{grid, judge_line};
use crate::oracle;

/// One board up to 4×4 with two `O`, one `X` and some obstacles, in judge
/// text.
fn board() -> impl Strategy<Value = String> {
    (1usize..=4, 1usize..=4)
        .prop_filter("room for three pieces", |(n, m)| n * m >= 3)
        .prop_flat_map(|(n, m)| {
            let cells = n * m;
            (
                Just((n, m)),
                proptest::collection::vec(prop::bool::weighted(0.3), cells),
                Just((0..cells).collect::<Vec<_>>()).prop_shuffle(),
            )
        })
        .prop_map(|((n, m), walls, order)| {
            let mut cells: Vec<u8> = walls.iter().map(|&w| if w { b'#' } else { b'.' }).collect();
            cells[order[0]] = b'O';
            cells[order[1]] = b'O';
            cells[order[2]] = b'X';
            let mut text = format!("{n} {m}\n");
            for row in cells.chunks(m) {
                text.push_str(std::str::from_utf8(row).unwrap());
                text.push('\n');
            }
            text
        })
}

/// A valid judge file of one to three small boards.
fn valid_file() -> impl Strategy<Value = String> {
    proptest::collection::vec(board(), 1..=3)
        .prop_map(|boards| format!("0 {}\n{}", boards.len(), boards.concat()))
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let interesting = prop::sample::select(vec![
        "0",
        "1",
        "2",
        "3",
        "5",
        "-1",
        "400",
        "401",
        "10000",
        "99999999999999999999",
        "OO",
        "XX",
        "o",
        "",
    ]);
    prop_oneof![
        1 => interesting.prop_map(|t| Mutation::Replace(t.to_string())),
        1 => "[.#OX0-9-]{1,5}".prop_map(Mutation::Replace),
        1 => Just(Mutation::Delete),
        1 => Just(Mutation::Duplicate),
        1 => "[.#OX0-9 \n]{1,4}".prop_map(Mutation::Append),
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
            let file = JudgeInput::parse(bytes).unwrap();
            prop_assert_eq!(out.lines().count(), file.boards.len());
            for (board, line) in file.boards.iter().zip(out.lines()) {
                if board.rows() * board.cols() > 36 {
                    continue; // past what the oracle solves quickly
                }
                let rows = grid(board);
                prop_assert_eq!(line, judge_line(oracle::solve(&rows)), "board:\n{}", board);
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Valid files with one token mutated.
    #[test]
    fn near_valid_files(file in valid_file(), index in any::<usize>(), m in mutation()) {
        check(mutate_token(&file, index, &m).as_bytes())?;
    }

    /// Arbitrary bytes, and bytes from the format's own alphabet (which get
    /// further into the parser).
    #[test]
    fn arbitrary_bytes(
        bytes in proptest::collection::vec(any::<u8>(), 0..300),
        text in "[0-9 \n.#OX-]{0,80}",
    ) {
        check(&bytes)?;
        check(text.as_bytes())?;
    }

    /// Bytes from the judge's own alphabet (digits, spaces, newlines and
    /// the board letters): an error points inside the input, and a file
    /// that parses is answered one line per board and reads back the same
    /// after being written out.
    #[test]
    fn judge_like_bytes(
        bytes in proptest::collection::vec(
            proptest::sample::select(b"0123 \n.#OX".to_vec()), 0..48)
    ) {
        match JudgeInput::parse(&bytes) {
            Ok(file) => {
                let out = judge(&bytes).unwrap();
                prop_assert_eq!(out.lines().count(), file.boards.len());
                let again = JudgeInput::parse(file.to_string().as_bytes()).unwrap();
                prop_assert_eq!(again, file);
            }
            Err(e) => {
                let lines = bytes.iter().filter(|&&b| b == b'\n').count() + 1;
                prop_assert!(e.pos().line <= lines, "{}", e);
            }
        }
    }
}
