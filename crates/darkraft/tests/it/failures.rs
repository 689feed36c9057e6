//! The binary's failure contract, provoked for real (Linux; the tools are
//! util-linux's `prlimit` and `setpriv`), through the checks every game's
//! binary shares (`common_io::testkit::binary`): exit status 1 and one
//! `error:` line when the input is valid but a table does not fit or stdout
//! cannot be written (closed, or full), but a harness's `/dev/null` is an
//! ordinary stream; quiet success when the reader goes away; the same
//! answer when the system refuses the second thread; positions that count
//! lone CR line ends.

use std::path::Path;

use common_io::SplitMix64;
use common_io::testkit::Fixtures;
use common_io::testkit::binary::{self, run};
use darkraft::{Board, Darkraft, Letter};

fn binary() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_darkraft"))
}

/// A random grid large enough for the two parity classes to be solved on
/// two threads when there are two.
fn grid_24x23() -> String {
    let mut rng = SplitMix64::new(24);
    let letters = (0..24 * 23)
        .map(|_| [Letter::L, Letter::R, Letter::X][rng.range_usize(0, 2)])
        .collect();
    Board::new(24, 23, letters).unwrap().to_string()
}

#[test]
fn a_table_that_does_not_fit_is_one_line_and_status_1() {
    // 64×64: two tables of 18 MB each, in a 16 MB address space: the first
    // class's table is refused before anything is filled (one thread, so
    // the class refused is always the even one).
    let input = format!("64 64\n{}", format!("{}\n", "X".repeat(64)).repeat(64));
    binary::check_memory_limit(
        binary(),
        &["--threads", "1"],
        input.as_bytes(),
        16 << 20,
        "out of memory: the Grundy table of a parity class needs 18125250 bytes",
    );
}

/// From the rules, a random 64×64 grid's groups of cells do not fit in
/// 32 MiB: the generic solver's growth is refused.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn the_rules_solver_out_of_memory_is_one_line_and_status_1() {
    let mut rng = SplitMix64::new(64);
    let letters = (0..64 * 64)
        .map(|_| [Letter::L, Letter::R, Letter::X][rng.range_usize(0, 2)])
        .collect();
    let grid = Board::new(64, 64, letters).unwrap().to_string();
    binary::check_rules_out_of_memory(binary(), grid.as_bytes(), 32 << 20);
}

#[test]
fn a_closed_or_full_stdout_is_status_1() {
    binary::check_unwritable_stdout::<Darkraft>(binary());
}

#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn a_harness_s_dev_null_is_not_a_closed_stream() {
    binary::check_harness_null::<Darkraft>(binary());
}

#[test]
fn a_reader_that_leaves_is_not_an_error() {
    // `--moves` writes about 190 KB here, past any pipe's buffer: the
    // writes after the reader left meet a broken pipe.
    binary::check_reader_leaving::<Darkraft>(binary(), &["--moves"], grid_24x23().as_bytes());
}

#[test]
fn refused_threads_give_the_same_answer() {
    binary::check_threads_refused::<Darkraft>(binary(), grid_24x23().as_bytes());
}

#[test]
fn lone_cr_line_ends_count_as_lines() {
    let input =
        Fixtures::of::<Darkraft>(env!("CARGO_MANIFEST_DIR")).read("errors/lone-cr-line-ends", "in");
    run(binary(), &[], &input).assert_fails_with(
        2,
        "line 3, column 2: expected a character from `LRX` in row 2 of the grid, found `Q`",
    );
}
