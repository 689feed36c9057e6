//! The `berzerk` binary end to end (stdout, stderr and exit status),
//! through the checks every game's binary shares
//! (`common_io::testkit::binary`), and this game's own cases.

use std::path::Path;

use berzerk::Berzerk;
use common_io::testkit::binary::{self, run};

fn binary() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_berzerk"))
}

#[test]
fn samples_in_every_mode() {
    binary::check_samples::<Berzerk>(binary());
}

#[test]
fn help_version_and_bad_command_lines() {
    binary::check_usage::<Berzerk>(binary());
}

#[test]
fn bad_input_exits_2_with_one_line_on_stderr() {
    run(binary(), &[], b"5\n2 3 3\n1 1\n").assert_fails_with(
        2,
        "line 2, column 5: expected a number of Rick's set not already in it, found `3`",
    );
}

#[test]
fn both_solvers_answer_the_same() {
    let input = b"8\n4 6 2 3 4\n2 3 6\n";
    for solver in ["kernel", "rules"] {
        let out = run(binary(), &["--solver", solver], input);
        out.assert_succeeds();
        assert_eq!(
            out.stdout, b"Win Win Win Win Win Win Win\nLose Win Lose Lose Win Lose Lose\n",
            "{solver}"
        );
    }
}
