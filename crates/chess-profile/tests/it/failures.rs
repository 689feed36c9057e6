//! The binary's failure contract, provoked for real (Linux; the tools are
//! util-linux's `prlimit` and `setpriv`): exit status 1 and one `error:`
//! line when the input is valid but a table does not fit or stdout cannot
//! be written; the same answer when threads are refused; positions that
//! count lone CR line ends.

use std::path::Path;

use common_io::testkit::child;

fn binary() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_chess-profile"))
}

fn fixture(name: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/chess-profile")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn a_table_that_does_not_fit_is_one_line_and_status_1() {
    // 15×15 with values to 10^9: 155,117,520 positions of 8 bytes, in a
    // 1 GiB address space.
    let run =
        child::run_with_memory_limit(binary(), &[], &fixture("hand-15x15-all-1e9.in"), 1 << 30)
            .unwrap();
    run.assert_fails_with(1, "out of memory: the value table needs 1240940160 bytes");
}

#[test]
fn a_closed_or_full_stdout_is_status_1() {
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
}

#[test]
fn refused_threads_give_the_same_answer() {
    let input = fixture("brute-10x10-random-01.in");
    let expected = fixture("brute-10x10-random-01.out");
    let run = child::run_with_threads_refused(binary(), &["--threads", "2"], &input).unwrap();
    run.assert_succeeds();
    assert_eq!(run.stdout, expected);
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
        "line 3, column 3: expected B[1][2], an integer from 0 to 1000000000, found `y`",
    );
}
