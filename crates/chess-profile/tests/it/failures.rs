//! The binary's failure contract, provoked for real (Linux; the tools are
//! util-linux's `prlimit` and `setpriv`), through the checks every game's
//! binary shares (`common_io::testkit::binary`): exit status 1 and one
//! `error:` line when the input is valid but a table does not fit or stdout
//! cannot be written (closed, or full), but a harness's `/dev/null` is an
//! ordinary stream; the same answer when threads are refused; positions that count lone CR line ends.

use std::path::Path;

use chess_profile::ChessProfile;
use common_io::testkit::Fixtures;
use common_io::testkit::binary::{self, run};

fn binary() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_chess-profile"))
}

fn fixture(name: &str) -> Vec<u8> {
    Fixtures::of::<ChessProfile>(env!("CARGO_MANIFEST_DIR")).read(name, "in")
}

#[test]
fn a_table_that_does_not_fit_is_one_line_and_status_1() {
    // 15×15 with values to 10^9: 155,117,520 positions of 8 bytes, in a
    // 512 MiB address space (the table is two halves: neither fits, so
    // nothing large is filled before the error).
    binary::check_memory_limit(
        binary(),
        &[],
        &fixture("hand-15x15-all-1e9"),
        512 << 20,
        "out of memory: the value table needs 1240940160 bytes",
    );
}

/// From the rules, the 15×15 board's 155,117,520 staircases do not fit in
/// 64 MiB either: the generic solver's growth is refused.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn the_rules_solver_out_of_memory_is_one_line_and_status_1() {
    binary::check_rules_out_of_memory(binary(), &fixture("hand-15x15-all-1e9"), 64 << 20);
}

#[test]
fn a_closed_or_full_stdout_is_status_1() {
    binary::check_unwritable_stdout::<ChessProfile>(binary());
}

#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn a_harness_s_dev_null_is_not_a_closed_stream() {
    binary::check_harness_null::<ChessProfile>(binary());
}

#[test]
fn refused_threads_give_the_same_answer() {
    binary::check_threads_refused::<ChessProfile>(binary(), &fixture("brute-10x10-random-01"));
}

#[test]
fn lone_cr_line_ends_count_as_lines() {
    run(binary(), &[], &fixture("errors/lone-cr-line-ends")).assert_fails_with(
        2,
        "line 3, column 3: expected B[1][2], an integer from 0 to 1000000000, found `y`",
    );
}
