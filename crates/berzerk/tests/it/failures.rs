//! The binary's failure contract, provoked for real (Linux; the tools are
//! util-linux's `prlimit` and `setpriv`), through the checks every game's
//! binary shares (`common_io::testkit::binary`): exit status 1 and one
//! `error:` line when stdout cannot be written, a reader that leaves
//! early, the same answer when threads are refused. (The tables are small:
//! 12 bytes a position with the kernel, 480 KB for 20000 objects, and a few
//! MB from the rules, which are given each position's parents: no address
//! space a process can start in is too small for them.)

use std::path::Path;

use berzerk::{Berzerk, Board, MAX_OBJECTS};
use common_io::testkit::binary::{self, run};

fn binary() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_berzerk"))
}

#[test]
fn a_closed_or_full_stdout_is_status_1() {
    binary::check_unwritable_stdout::<Berzerk>(binary());
}

#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn a_harness_s_dev_null_is_not_a_closed_stream() {
    binary::check_harness_null::<Berzerk>(binary());
}

#[test]
fn refused_threads_give_the_same_answer() {
    binary::check_threads_refused::<Berzerk>(binary(), b"8\n4 6 2 3 4\n2 3 6\n");
}

#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn a_reader_leaving_early_is_not_an_error() {
    // The answer alone: two lines of 19999 words.
    let all: Vec<u32> = (1..MAX_OBJECTS).collect();
    let input = Board::new(MAX_OBJECTS, vec![1], all).unwrap().to_string();
    binary::check_reader_leaving::<Berzerk>(binary(), &["--moves"], input.as_bytes());
}

#[test]
fn lone_cr_line_ends_count_as_lines() {
    run(binary(), &[], b"5\r2 3 2\r3 1 x").assert_fails_with(
        2,
        "line 3, column 5: expected number 2 of Morty's set, an integer from 1 to 4, found `x`",
    );
}
