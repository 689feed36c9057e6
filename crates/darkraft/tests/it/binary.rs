//! The `darkraft` binary end to end: stdout, stderr and exit status.

use std::process::{Command, Output};

use common_io::testkit::child;

/// The binary on `input` (a child that exits before reading all of it is
/// fine: the write is not checked).
fn run(args: &[&str], input: &[u8]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_darkraft"));
    command.args(args);
    child::run(command, input).unwrap().into()
}

#[test]
fn answers_on_stdout() {
    let out = run(&[], b"2 2\nRL\nLR\n");
    assert!(out.status.success());
    assert_eq!(out.stdout, b"LOSE\n");
    assert!(out.stderr.is_empty());
    let out = run(&[], b"2 2\nRR\nRR\n");
    assert_eq!(out.stdout, b"WIN\n");
}

#[test]
fn bad_input_exits_2_with_one_line_on_stderr() {
    let out = run(&[], b"2 3\nLRX\nLQX\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "error: line 3, column 2: expected a character from `LRX` in row 2 of the grid, found `Q`\n"
    );
    let out = run(&[], b"64 65\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "error: line 1, column 4: expected the number of columns m (n + m <= 128), an integer from 1 to 64, found `65`\n"
    );
}

#[test]
fn explain_flag() {
    let out = run(&["--explain"], b"2 2\nRR\nRR\n");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with("A 2×2 grid: WIN, the first player wins.\n"),
        "{text}"
    );
    assert!(
        text.contains("Grundy number of the game: 1 XOR 0 = 1."),
        "{text}"
    );
}

/// `--moves` end to end: the second sample's game (the text is checked
/// against the oracle in `moves.rs`, whose snapshot it equals).
#[test]
fn moves_flag() {
    let out = run(&["--moves"], b"2 2\nRR\nRR\n");
    assert!(out.status.success());
    assert!(out.stderr.is_empty());
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "ply 1\n1 1 0\n1 2 0\n2 1 0\n2 2 0\nply 2\n1 2 1\n2 1 1\nply 3\n2 1 0\n"
    );
    // Bad input: nothing on stdout, status 2, as without the flag.
    let out = run(&["--moves"], b"2 2\nRR\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    // --moves and --explain are one mode each.
    let out = run(&["--moves", "--explain"], b"2 2\nRR\nRR\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
}

/// A grid large enough for its two classes to be solved on two threads:
/// the same `--moves` text on one thread and on two.
#[test]
fn moves_on_one_thread_and_on_two() {
    let mut input = b"24 23\n".to_vec();
    for i in 0..24 {
        input.extend((0..23).map(|j| b"LRX"[(i * 7 + j * j + i * j) % 3]));
        input.push(b'\n');
    }
    let one = run(&["--moves", "--threads", "1"], &input);
    let two = run(&["--moves", "--threads", "2"], &input);
    assert!(one.status.success() && two.status.success());
    assert!(one.stdout.starts_with(b"ply 1\n1 1 "));
    assert_eq!(one.stdout, two.stdout);
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
        "a line `ply P` (P from\n1)",
        "one line `R C G` per active cell",
        "the Grundy number of the whole\ngame after taking that cell",
        "The move\nplayed is the first listed with G = 0, else the first listed",
        "no `ply` line after the last move",
    ] {
        assert!(text.contains(part), "{part:?}\n{text}");
    }
}

/// 64×64 all-`L`: the game lasts n + m - 1 = 127 moves (see the judge
/// tests), so the first player wins.
#[test]
fn the_largest_board() {
    let mut input = b"64 64\n".to_vec();
    for _ in 0..64 {
        input.extend_from_slice(&[b'L'; 64]);
        input.push(b'\n');
    }
    let out = run(&[], &input);
    assert!(out.status.success());
    assert_eq!(out.stdout, b"WIN\n");
}
