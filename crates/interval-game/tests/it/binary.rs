//! The `interval-game` binary end to end (stdout, stderr and exit status),
//! through the checks every game's binary shares
//! (`common_io::testkit::binary`), and this game's own cases.

use std::path::Path;

use common_io::testkit::binary::{self, run};
use interval_game::IntervalGame;

fn binary() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_interval-game"))
}

#[test]
fn samples_in_every_mode() {
    binary::check_samples::<IntervalGame>(binary());
}

#[test]
fn help_version_and_bad_command_lines() {
    binary::check_usage::<IntervalGame>(binary());
}

#[test]
fn bad_input_exits_2_with_one_line_on_stderr() {
    run(binary(), &[], b"1\n1\n3 3\n").assert_fails_with(
        2,
        "line 3, column 3: expected R of interval 1 of case 1, an integer from 4 to 200, found `3`",
    );
}

#[test]
fn both_solvers_answer_the_same() {
    let input = b"2\n3\n1 3\n3 5\n2 4\n2\n1 3\n3 5\n";
    for solver in ["kernel", "rules"] {
        let out = run(binary(), &["--solver", solver], input);
        out.assert_succeeds();
        assert_eq!(out.stdout, b"Alice\nBob\n", "{solver}");
    }
}
