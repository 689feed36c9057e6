//! The binary's failure contract, provoked for real (Linux; the tools are
//! util-linux's `prlimit` and `setpriv`): exit status 1 and one `error:`
//! line when the input is valid but a table does not fit or stdout cannot
//! be written; quiet success when the reader goes away; the same answer
//! when the system refuses the second thread; positions that count lone CR
//! line ends.

use std::path::Path;

use common_io::SplitMix64;
use common_io::testkit::child;
use darkraft::{Grid, Letter, explain, judge};

fn binary() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_darkraft"))
}

fn fixture(name: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/darkraft")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A random grid large enough for the two parity classes to be solved on
/// two threads when there are two.
fn grid_24x23() -> String {
    let mut rng = SplitMix64::new(24);
    let letters = (0..24 * 23)
        .map(|_| [Letter::L, Letter::R, Letter::X][rng.range_usize(0, 2)])
        .collect();
    Grid::new(24, 23, letters).unwrap().to_string()
}

#[test]
fn a_table_that_does_not_fit_is_one_line_and_status_1() {
    // 64×64: two tables of 18 MB each, in a 30 MB address space. One
    // thread, so the class that fails first (and its size) is always the
    // same: with two, either class's allocation can be the one refused.
    let input = format!("64 64\n{}", format!("{}\n", "X".repeat(64)).repeat(64));
    let args = ["--threads", "1"];
    let run = child::run_with_memory_limit(binary(), &args, input.as_bytes(), 30 << 20).unwrap();
    run.assert_fails_with(
        1,
        "out of memory: the Grundy table of a parity class needs 18120960 bytes",
    );
}

#[test]
fn a_closed_or_full_stdout_is_status_1_and_a_reader_that_leaves_is_not_an_error() {
    let sample = fixture("sample-1.in");
    let run = child::run_with_stdout_closed(binary(), &[], &sample).unwrap();
    run.assert_fails_with(
        1,
        "cannot write to standard output: it was closed when the program started",
    );
    let run = child::run_with_stdout_full(binary(), &["--explain"], &sample).unwrap();
    run.assert_fails_with(
        1,
        "cannot write to standard output: No space left on device (os error 28)",
    );
    // `--moves` writes about 190 KB here, past any pipe's buffer: the
    // writes after the reader left meet a broken pipe.
    let run =
        child::run_until_reader_leaves(binary(), &["--moves"], grid_24x23().as_bytes(), 5).unwrap();
    run.assert_succeeds();
    assert_eq!(run.stdout, b"ply 1");
}

#[test]
fn refused_threads_give_the_same_answer() {
    let input = grid_24x23();
    for args in [&["--threads", "2"][..], &["--threads", "2", "--explain"]] {
        let run = child::run_with_threads_refused(binary(), args, input.as_bytes()).unwrap();
        run.assert_succeeds();
        let expected = if args.len() == 3 {
            explain(input.as_bytes())
        } else {
            judge(input.as_bytes())
        };
        assert_eq!(String::from_utf8_lossy(&run.stdout), expected.unwrap());
    }
}

#[test]
fn lone_cr_line_ends_count_as_lines() {
    let run = child::run(
        std::process::Command::new(binary()),
        &fixture("errors/lone-cr-line-ends.in"),
    )
    .unwrap();
    run.assert_fails_with(
        2,
        "line 3, column 2: expected a character from `LRX` in row 2 of the grid, found `Q`",
    );
}
