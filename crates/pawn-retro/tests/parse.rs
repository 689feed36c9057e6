//! The parser on arbitrary bytes: never a panic, and errors point inside
//! the input.

use pawn_retro::{JudgeInput, judge};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Whatever the bytes, `judge` answers or reports an error.
    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..64)) {
        let _ = judge(&bytes);
    }

    /// Bytes from the judge's own alphabet (digits, spaces, newlines and
    /// the board letters) get further into the parser; small valid files
    /// are solved.
    #[test]
    fn judge_like_bytes_never_panic(
        bytes in proptest::collection::vec(
            proptest::sample::select(b"0123 \n.#OX".to_vec()), 0..48)
    ) {
        match JudgeInput::parse(&bytes) {
            Ok(file) => {
                let out = judge(&bytes).unwrap();
                prop_assert_eq!(out.lines().count(), file.boards.len());
                // Writing the file back and reading it again gives the same boards.
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
