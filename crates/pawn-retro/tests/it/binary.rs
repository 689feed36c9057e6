//! The `pawn-retro` binary end to end: stdout, stderr and exit status.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn run(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pawn-retro"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
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
