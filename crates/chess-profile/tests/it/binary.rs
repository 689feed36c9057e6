//! The `chess-profile` binary end to end (stdout, stderr and exit status),
//! through the checks every game's binary shares
//! (`common_io::testkit::binary`), and this game's own cases.

use std::path::Path;

use chess_profile::ChessProfile;
use common_io::testkit::binary::{self, run};

fn binary() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_chess-profile"))
}

#[test]
fn samples_in_every_mode() {
    binary::check_samples::<ChessProfile>(binary());
}

#[test]
fn help_version_and_bad_command_lines() {
    binary::check_usage::<ChessProfile>(binary());
}

#[test]
fn bad_input_exits_2_with_one_line_on_stderr() {
    run(binary(), &[], b"2 3\n2 7 3\n9 1 2\n3 7 2\n2 3\n").assert_fails_with(
        2,
        "line 6, column 1: expected B[2][3], an integer from 0 to 1000000000, found end of input",
    );
}

#[test]
fn explain_shows_the_scores() {
    let out = run(binary(), &["--explain"], b"1 1\n4\n5\n");
    out.assert_succeeds();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("Scores: F 4, S 0; difference 4."), "{text}");
}
