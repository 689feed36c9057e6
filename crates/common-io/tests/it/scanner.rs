//! Every error kind of the scanner, with its exact message, and a property
//! test that no input makes it panic.

use common_io::{ErrorKind, InputError, Scanner};
use proptest::prelude::*;

fn err(r: Result<impl std::fmt::Debug, InputError>) -> (ErrorKind, String) {
    let e = r.expect_err("expected an error");
    (e.kind(), e.to_string())
}

#[test]
fn integers_and_positions() {
    let mut sc = Scanner::new(b"  12\n\n  -7 +3 x");
    assert_eq!(sc.int::<u8>("a", 0..=255), Ok(12));
    assert_eq!(sc.position().line, 3);
    assert_eq!(sc.int::<i32>("b", -10..=10), Ok(-7));
    assert_eq!(sc.int::<i32>("c", 0..=5), Ok(3));
    assert_eq!(
        err(sc.int::<i32>("d", 0..=5)),
        (
            ErrorKind::NotAnInteger,
            "line 3, column 9: expected d, an integer from 0 to 5, found `x`".into()
        )
    );
}

/// One rule for signs and leading zeros, scanf's: an optional `+` or `-`,
/// then digits. `+3` and `-0` are read alike; a sign needs digits after it.
#[test]
fn signs_and_leading_zeros_follow_scanf() {
    let read = |text: &[u8]| Scanner::new(text).int::<i64>("v", -100..=100);
    for (text, value) in [
        (&b"+3"[..], 3),
        (b"-0", 0),
        (b"+0", 0),
        (b"-000", 0),
        (b"007", 7),
        (b"-007", -7),
        (b"+100", 100),
    ] {
        assert_eq!(read(text), Ok(value), "{}", text.escape_ascii());
    }
    for text in [
        &b"+"[..],
        b"-",
        b"+-3",
        b"-+3",
        b"--3",
        b"++3",
        b"3+",
        b"1.5",
        b"0x10",
    ] {
        assert_eq!(
            err(read(text)).0,
            ErrorKind::NotAnInteger,
            "{}",
            text.escape_ascii()
        );
    }
    assert_eq!(err(read(b"+101")).0, ErrorKind::OutOfRange);
    // A negative number is a number: out of range, not "not an integer".
    assert_eq!(
        err(Scanner::new(b"-1").int::<u8>("v", 0..=9)),
        (
            ErrorKind::OutOfRange,
            "line 1, column 1: expected v, an integer from 0 to 9, found `-1`".into()
        )
    );
    assert_eq!(Scanner::new(b"-0").int::<u8>("v", 0..=9), Ok(0));
}

/// LF, CR and CRLF each end one line, so the same file with any of the
/// three line ends reports the same positions.
#[test]
fn cr_lf_and_crlf_each_end_one_line() {
    for newline in ["\n", "\r", "\r\n"] {
        let text = ["2 2", "LR", "XQ", ""].join(newline);
        let mut sc = Scanner::new(text.as_bytes());
        sc.int::<u8>("n", 1..=9).unwrap();
        sc.int::<u8>("m", 1..=9).unwrap();
        sc.row("row 1", 2, b"LRX").unwrap();
        assert_eq!(
            err(sc.row("row 2", 2, b"LRX")).1,
            "line 3, column 2: expected a character from `LRX` in row 2, found `Q`",
            "{newline:?}"
        );
        assert_eq!(sc.position().line, 4, "{newline:?}");
    }
    // Blank lines count, whatever they end with; CR CR LF is two line ends.
    let mut sc = Scanner::new(b"1\r\n\r\n\r\r\n\nx");
    sc.int::<u8>("n", 1..=9).unwrap();
    assert_eq!(sc.position().line, 6);
    assert_eq!(sc.position().column, 1);
}

#[test]
fn end_of_input_points_past_the_last_token() {
    let mut sc = Scanner::new(b"1\n");
    sc.int::<u32>("n", 1..=1).unwrap();
    assert_eq!(
        err(sc.int::<u32>("m", 1..=10)),
        (
            ErrorKind::EndOfInput,
            "line 2, column 1: expected m, an integer from 1 to 10, found end of input".into()
        )
    );
    assert_eq!(err(sc.token("a word")).0, ErrorKind::EndOfInput);
    assert_eq!(
        err(Scanner::new(b"").word("a word")),
        (
            ErrorKind::EndOfInput,
            "line 1, column 1: expected a word, found end of input".into()
        )
    );
}

#[test]
fn out_of_range_including_past_the_type() {
    let cases: [(&[u8], &str); 4] = [
        (b"11", "`11`"),
        (b"0", "`0`"),
        (b"-1", "`-1`"),
        (
            b"99999999999999999999999999",
            "`99999999999999999999999999` (26 bytes)",
        ),
    ];
    for (input, _) in cases {
        let (kind, _) = err(Scanner::new(input).int::<u64>("n", 1..=10));
        assert_eq!(kind, ErrorKind::OutOfRange, "{input:?}");
    }
    assert_eq!(
        err(Scanner::new(b"300").int::<u8>("v", 0..=255)).1,
        "line 1, column 1: expected v, an integer from 0 to 255, found `300`"
    );
    assert_eq!(Scanner::new(b"-128").int::<i8>("v", -128..=127), Ok(-128));
    assert_eq!(
        Scanner::new(b"18446744073709551615").int::<u64>("v", 0..=u64::MAX),
        Ok(u64::MAX)
    );
}

#[test]
fn long_tokens_are_shortened_in_messages() {
    let long = "7".repeat(1000);
    let (kind, msg) = err(Scanner::new(long.as_bytes()).int::<i64>("v", 0..=9));
    assert_eq!(kind, ErrorKind::OutOfRange);
    assert_eq!(
        msg,
        "line 1, column 1: expected v, an integer from 0 to 9, found `77777777777777777777...` (1000 bytes)"
    );
}

#[test]
fn not_an_integer() {
    for input in [&b"abc"[..], b"-", b"1e5", b"12a", b"\xff\xfe"] {
        assert_eq!(
            err(Scanner::new(input).int::<i64>("v", 0..=9)).0,
            ErrorKind::NotAnInteger,
            "{input:?}"
        );
    }
    assert_eq!(
        err(Scanner::new(b"\xff").int::<i64>("v", 0..=9)).1,
        "line 1, column 1: expected v, an integer from 0 to 9, found `\\xff`"
    );
}

#[test]
fn words_must_be_utf8() {
    let mut sc = Scanner::new("héllo \u{1F600} \x7f".as_bytes());
    assert_eq!(sc.word("w"), Ok("héllo"));
    assert_eq!(sc.word("w"), Ok("\u{1F600}"));
    assert_eq!(sc.word("w"), Ok("\x7f"));
    assert_eq!(
        err(Scanner::new(b"ab\xc3").word("a name")),
        (
            ErrorKind::BadCharacter,
            "line 1, column 1: expected a name (UTF-8 text), found `ab\\xc3`".into()
        )
    );
}

#[test]
fn grid_rows_and_letters() {
    let mut sc = Scanner::new(b"LRX\nXXL\n");
    assert_eq!(sc.grid("the grid", 2, 3, b"LRX"), Ok(b"LRXXXL".to_vec()));
    sc.finish().unwrap();

    assert_eq!(
        err(Scanner::new(b"LRX\nXL\n").grid("the grid", 2, 3, b"LRX")),
        (
            ErrorKind::RowLength,
            "line 2, column 1: expected row 2 of the grid: 3 characters from `LRX`, found `XL` (2 characters)"
                .into()
        )
    );
    // A long row's length is given once.
    let long = [b'L'; 30];
    assert_eq!(
        err(Scanner::new(&long).grid("the grid", 1, 3, b"LRX")),
        (
            ErrorKind::RowLength,
            "line 1, column 1: expected row 1 of the grid: 3 characters from `LRX`, found `LLLLLLLLLLLLLLLLLLLL...` (30 bytes)"
                .into()
        )
    );
    assert_eq!(
        err(Scanner::new(b"LRX\nXLQ\n").grid("the grid", 2, 3, b"LRX")),
        (
            ErrorKind::BadCharacter,
            "line 2, column 3: expected a character from `LRX` in row 2 of the grid, found `Q`"
                .into()
        )
    );
    assert_eq!(
        err(Scanner::new(b"LRX\n").grid("the grid", 2, 3, b"LRX")),
        (
            ErrorKind::EndOfInput,
            "line 2, column 1: expected row 2 of the grid: 3 characters from `LRX`, found end of input"
                .into()
        )
    );
    // A row split by a space is two tokens: the first is too short.
    assert_eq!(
        err(Scanner::new(b"LR X\n").grid("g", 1, 3, b"LRX")).0,
        ErrorKind::RowLength
    );
}

#[test]
fn trailing_input_is_reported() {
    let mut sc = Scanner::new(b"1 2\n 3");
    sc.int::<u8>("a", 0..=9).unwrap();
    sc.int::<u8>("b", 0..=9).unwrap();
    assert_eq!(
        err(sc.finish()),
        (
            ErrorKind::TrailingInput,
            "line 2, column 2: expected end of input, found `3`".into()
        )
    );
    let mut sc = Scanner::new(b"1 \r\n\t \x0c");
    sc.int::<u8>("a", 0..=9).unwrap();
    assert_eq!(sc.finish(), Ok(()));
}

#[test]
fn crlf_and_bom() {
    let mut sc = Scanner::new(b"\xEF\xBB\xBF5\r\n6 x\r\n");
    assert_eq!(sc.int::<u8>("a", 0..=9), Ok(5));
    assert_eq!(sc.int::<u8>("b", 0..=9), Ok(6));
    assert_eq!(
        err(sc.int::<u8>("c", 0..=9)).1,
        "line 2, column 3: expected c, an integer from 0 to 9, found `x`"
    );
    // A BOM anywhere else is an ordinary (bad) token.
    let mut sc = Scanner::new(b"5 \xEF\xBB\xBF");
    assert_eq!(sc.int::<u8>("a", 0..=9), Ok(5));
    assert_eq!(
        err(sc.int::<u8>("b", 0..=9)).1,
        "line 1, column 3: expected b, an integer from 0 to 9, found `\\xef\\xbb\\xbf`"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Whatever the bytes, reading them as integers, words and grids returns
    /// values or errors, never panics, and always makes progress.
    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        let mut sc = Scanner::new(&bytes);
        let mut steps = 0;
        loop {
            steps += 1;
            prop_assert!(steps <= bytes.len() + 2);
            let r = match steps % 4 {
                0 => sc.int::<i64>("v", -5..=5).map(drop),
                1 => sc.word("w").map(drop),
                2 => sc.grid("g", 2, 2, b".#").map(drop),
                _ => sc.int::<u8>("v", 0..=255).map(drop),
            };
            if let Err(e) = r {
                let pos = e.pos();
                prop_assert!(pos.line >= 1 && pos.column >= 1);
                prop_assert!(!e.to_string().is_empty());
                if e.kind() == ErrorKind::EndOfInput {
                    break;
                }
            }
        }
        prop_assert_eq!(sc.finish(), Ok(()));
    }

    /// Integers that fit round-trip through the scanner.
    #[test]
    fn integers_round_trip(v in any::<i64>(), pad in "[ \t\r\n]{0,3}") {
        let text = format!("{pad}{v}{pad}");
        let mut sc = Scanner::new(text.as_bytes());
        prop_assert_eq!(sc.int::<i64>("v", i64::MIN..=i64::MAX), Ok(v));
        prop_assert_eq!(sc.finish(), Ok(()));
    }
}
