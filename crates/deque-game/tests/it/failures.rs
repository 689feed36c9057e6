//! The binary's failure contract, provoked for real (Linux; the tools are
//! util-linux's `prlimit` and `setpriv`), through the checks every game's
//! binary shares (`common_io::testkit::binary`): exit status 1 and one
//! `error:` line when the input is valid but a table does not fit or stdout
//! cannot be written, a reader that leaves early, the same answer when
//! threads are refused.

use std::path::Path;

use common_io::testkit::binary::{self, run};
use deque_game::{Board, DequeGame, MAX_LEN};

fn binary() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_deque-game"))
}

/// The longest row, numbers 1 to 10^9 in a fixed pattern.
fn longest() -> Vec<u8> {
    let values = (0..MAX_LEN as i64)
        .map(|i| (i * 7919) % 1_000_000_000 + 1)
        .collect();
    Board::new(values).unwrap().to_string().into_bytes()
}

/// The judge's answer keeps one length at a time: the longest row is
/// answered in a 64 MiB address space. Its analysis (`--moves`) needs
/// 1.6 GB: one `error:` line, exit status 1.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn a_table_that_does_not_fit_is_one_line_and_status_1() {
    let input = longest();
    let answered =
        common_io::testkit::child::run_with_memory_limit(binary(), &[], &input, 64 << 20).unwrap();
    answered.assert_succeeds();
    binary::check_memory_limit(
        binary(),
        &["--moves"],
        &input,
        512 << 20,
        "out of memory: the value table needs 1600080000 bytes",
    );
}

/// From the rules, the longest row's 200 million stretches do not fit in
/// 64 MiB: the generic solver's growth is refused.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn the_rules_solver_out_of_memory_is_one_line_and_status_1() {
    binary::check_rules_out_of_memory(binary(), &longest(), 64 << 20);
}

#[test]
fn a_closed_or_full_stdout_is_status_1() {
    binary::check_unwritable_stdout::<DequeGame>(binary());
}

#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn a_harness_s_dev_null_is_not_a_closed_stream() {
    binary::check_harness_null::<DequeGame>(binary());
}

#[test]
fn refused_threads_give_the_same_answer() {
    binary::check_threads_refused::<DequeGame>(binary(), b"6\n4 2 9 7 1 5\n");
}

#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn a_reader_leaving_early_is_not_an_error() {
    let values = (1..=4000).map(|i| (i * 7919) % 1_000_000_000 + 1).collect();
    let input = Board::new(values).unwrap().to_string();
    binary::check_reader_leaving::<DequeGame>(binary(), &["--moves"], input.as_bytes());
}

#[test]
fn lone_cr_line_ends_count_as_lines() {
    run(binary(), &[], b"3\r1 2\rx").assert_fails_with(
        2,
        "line 3, column 1: expected a_3, an integer from 1 to 1000000000, found `x`",
    );
}
