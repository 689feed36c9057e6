//! The `chess-profile` binary end to end: stdout, stderr and exit status.

use std::process::{Command, Output};

use common_io::testkit::child;

/// The binary on `input` (a child that exits before reading all of it is
/// fine: the write is not checked).
fn run(args: &[&str], input: &[u8]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_chess-profile"));
    command.args(args);
    child::run(command, input).unwrap().into()
}

#[test]
fn answers_on_stdout() {
    let out = run(&[], b"2 3\n2 7 3\n9 1 2\n3 7 2\n2 3 1\n");
    assert!(out.status.success());
    assert_eq!(out.stdout, b"2\n");
    assert!(out.stderr.is_empty());
}

#[test]
fn bad_input_exits_2_with_one_line_on_stderr() {
    let out = run(&[], b"2 3\n2 7 3\n9 1 2\n3 7 2\n2 3\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "error: line 6, column 1: expected B[2][3], an integer from 0 to 1000000000, found end of input\n"
    );
}

#[test]
fn explain_flag() {
    let out = run(&["--explain"], b"1 1\n4\n5\n");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("Scores: F 4, S 0; difference 4."), "{text}");
}

/// `--moves` end to end: the first sample's game (the text is checked
/// against the oracle in `moves.rs`, whose snapshot it equals).
#[test]
fn moves_flag() {
    let out = run(&["--moves"], b"2 3\n2 7 3\n9 1 2\n3 7 2\n2 3 1\n");
    assert!(out.status.success());
    assert!(out.stderr.is_empty());
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "ply 1 F\n1 1 2\nply 2 S\n1 2 2\n2 1 5\nply 3 F\n1 3 -4\n2 1 2\n\
         ply 4 S\n1 3 2\n2 2 3\nply 5 F\n2 2 2\nply 6 S\n2 3 2\n"
    );
    // Bad input: nothing on stdout, as for the judge's answer.
    let out = run(&["--moves"], b"2 3\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
}

/// `--help` lists `--moves` and states its format.
#[test]
fn help_states_the_moves_format() {
    let out = run(&["--help"], b"");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    for part in [
        "[--explain] [--moves]",
        "--moves        the game ply by ply, with every legal move's value",
        "`ply P F`",
        "or `ply P S`",
        "line `R C V` per legal move, top row first",
        "the final difference of the whole game",
        "F maximises V, S minimises it",
        "the first listed with the best V",
        "no `ply` line after the last move",
    ] {
        assert!(text.contains(part), "{part}\n{text}");
    }
}
