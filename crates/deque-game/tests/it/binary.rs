//! The `deque-game` binary end to end (stdout, stderr and exit status),
//! through the checks every game's binary shares
//! (`common_io::testkit::binary`), and this game's own cases.

use std::path::Path;

use common_io::testkit::binary::{self, run};
use deque_game::DequeGame;

fn binary() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_deque-game"))
}

#[test]
fn samples_in_every_mode() {
    binary::check_samples::<DequeGame>(binary());
}

#[test]
fn help_version_and_bad_command_lines() {
    binary::check_usage::<DequeGame>(binary());
}

#[test]
fn bad_input_exits_2_with_one_line_on_stderr() {
    run(binary(), &[], b"3\n1 2\n").assert_fails_with(
        2,
        "line 3, column 1: expected a_3, an integer from 1 to 1000000000, found end of input",
    );
}

#[test]
fn both_solvers_answer_the_same() {
    let input = b"6\n4 2 9 7 1 5\n";
    for solver in ["kernel", "rules"] {
        let out = run(binary(), &["--solver", solver], input);
        out.assert_succeeds();
        assert_eq!(out.stdout, b"2\n", "{solver}");
    }
}
