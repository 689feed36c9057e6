//! The `pawn-retro` binary end to end (stdout, stderr and exit status),
//! through the checks every game's binary shares
//! (`common_io::testkit::binary`), and this game's own cases.

use std::path::Path;
use std::process::Output;

use common_io::testkit::binary;
use pawn_retro::PawnRetro;

fn path() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_pawn-retro"))
}

/// The binary on `input`.
fn run(args: &[&str], input: &[u8]) -> Output {
    binary::run(path(), args, input).into()
}

#[test]
fn samples_in_every_mode() {
    binary::check_samples::<PawnRetro>(path());
}

#[test]
fn help_version_and_bad_command_lines() {
    binary::check_usage::<PawnRetro>(path());
}

#[test]
fn answers_on_stdout() {
    let out = run(&[], b"0 2\n3 3\n.O.\n.X.\nO..\n3 5\nX....\n.....\nO...O\n");
    assert!(out.status.success());
    assert_eq!(out.stdout, b"Red 1\nBlack 0\n");
    assert!(out.stderr.is_empty());
}

#[test]
fn bad_input_exits_2_with_one_line_on_stderr() {
    let out = run(&[], b"0 2\n3 3\n.O.\n.X.\nO..\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "error: line 6, column 1: expected the number of rows n of board 2, an integer from 1 to 400, found end of input\n"
    );
}

#[test]
fn past_the_limit_is_bad_input() {
    let out = run(&[], b"0 1\n20 21\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "error: line 2, column 4: expected the number of columns m of board 1 (n · m <= 400), an integer from 1 to 20, found `21`\n"
    );
}

#[test]
fn explain_flag() {
    let out = run(&["--explain"], b"0 1\n3 3\n.O.\n.X.\nO..\n");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("Result: Red 1 (red wins; the game lasts 1 move)."),
        "{text}"
    );
    assert!(text.contains("Move 1: red (1, 2) -> (2, 2)"), "{text}");
}

/// `--moves` end to end: the first board of the sample (the text is
/// checked against the oracle in `moves.rs`, whose sample snapshot starts
/// with it).
#[test]
fn moves_flag() {
    let out = run(&["--moves"], b"0 1\n3 3\n.O.\n.X.\nO..\n");
    assert!(out.status.success());
    assert!(out.stderr.is_empty());
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "board 1\nply 1 red\n1 2 1 1 Black 2\n1 2 1 3 Black 2\n1 2 2 2 Red 1\n\
         3 1 2 1 Black 2\n3 1 3 2 Black 2\n"
    );
    // Bad input: nothing on stdout, status 2, as without the flag.
    let out = run(&["--moves"], b"0 2\n3 3\n.O.\n.X.\nO..\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    // --moves and --explain are one mode each.
    let out = run(&["--moves", "--explain"], b"0 1\n3 3\n.O.\n.X.\nO..\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
}

/// The sample's eight boards solved on one thread and on three: the same
/// text, in input order, as the library's.
#[test]
fn moves_on_one_thread_and_on_three() {
    let sample = include_bytes!("../../../../fixtures/pawn-retro/sample-1.in");
    let one = run(&["--moves", "--threads", "1"], sample);
    let three = run(&["--moves", "--threads", "3"], sample);
    assert!(one.status.success() && three.status.success());
    assert_eq!(one.stdout, three.stdout);
    let text = crate::moves(sample).unwrap();
    assert_eq!(String::from_utf8(one.stdout).unwrap(), text);
    assert!(text.contains("\nboard 8\n"), "{text}");
}

/// `--help` lists `--moves` and states its format.
#[test]
fn help_states_the_moves_format() {
    let out = run(&["--help"], b"");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    for part in [
        "For each board, a line\n`board K` (K from 1)",
        "`ply P red` or `ply P black`",
        "one line `R1 C1 R2 C2 RESULT` per legal\nmove, sorted by (R1, C1, R2, C2)",
        "k counting every move of the board's game from its start",
        "a win in the fewest moves, else Tie,\nelse a loss in the most moves",
        "the first listed with the\nbest RESULT",
        "no `ply` line there",
        "the first move that brings back an earlier position",
        "only its `board K`\nline",
    ] {
        assert!(text.contains(part), "{part:?}\n{text}");
    }
}
