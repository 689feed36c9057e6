//! The binary's failure contract, provoked for real (Linux; the tools are
//! util-linux's `prlimit` and `setpriv`), through the checks every game's
//! binary shares (`common_io::testkit::binary`): exit status 1 and one
//! `error:` line when the input is valid but a table does not fit or
//! stdout cannot be written (closed, or full), but a harness's `/dev/null`
//! is an ordinary stream; quiet success when the reader goes away; the
//! same answers when the system refuses threads; memory bounded by one
//! board's work, not by the number of boards; positions that count lone CR
//! line ends.

use std::path::Path;

use common_io::testkit::binary;
use common_io::testkit::child;
use pawn_retro::{PawnRetro, judge};

use crate::explain;

fn binary() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_pawn-retro"))
}

fn fixture(name: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/pawn-retro")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A 400×1 corridor: black climbs 394 rows while the red pieces, shut in a
/// pocket under a wall, can only shuffle (`Black 788`): few positions, a
/// long game, an explanation of about 2.5 MB.
fn corridor() -> String {
    let mut rows = vec!["."; 394];
    rows.extend(["X", "#", "O", "O", ".", "#"]);
    format!("400 1\n{}\n", rows.join("\n"))
}

/// A judge file of `count` corridors.
fn corridors(count: usize) -> String {
    format!("0 {count}\n{}", corridor().repeat(count))
}

#[test]
fn a_table_that_does_not_fit_is_one_line_and_status_1() {
    // 400×1 open: 31,920,000 positions of 2 bytes, in a 30 MB address space.
    binary::check_memory_limit(
        binary(),
        &[],
        &fixture("hand-400x1.in"),
        30 << 20,
        "out of memory: the state table needs 63840002 bytes",
    );
}

/// From the rules, the 400×1 board's millions of positions do not fit in
/// 64 MiB either: the generic solver's growth is refused.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn the_rules_solver_out_of_memory_is_one_line_and_status_1() {
    binary::check_rules_out_of_memory(binary(), &fixture("hand-400x1.in"), 64 << 20);
}

#[test]
fn a_closed_or_full_stdout_is_status_1() {
    binary::check_unwritable_stdout::<PawnRetro>(binary());
}

#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn a_harness_s_dev_null_is_not_a_closed_stream() {
    binary::check_harness_null::<PawnRetro>(binary());
}

#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn a_reader_that_leaves_is_not_an_error() {
    binary::check_reader_leaving::<PawnRetro>(binary(), &["--explain"], corridors(4).as_bytes());
}

#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn refused_threads_give_the_same_answers() {
    binary::check_threads_refused::<PawnRetro>(binary(), &fixture("brute-open-10x10-x10.in"));
}

/// `--explain` writes each board as soon as it is solved: 20 corridors
/// make 51 MB of text, which a 40 MB address space could not hold. The
/// text is exactly what the library explains, board by board.
#[test]
#[ignore = "slow (1,000 boards explained under an address-space limit): CI runs it with --ignored"]
fn explanations_are_streamed_in_bounded_memory() {
    let count = 20;
    let input = corridors(count);
    let one = explain(corridors(1).as_bytes()).unwrap();
    let (legend, body) = one.split_at(one.find("\nBoard 1 of 1:").unwrap());
    let mut expected = legend.to_string();
    for k in 1..=count {
        expected.push_str(&body.replacen("Board 1 of 1:", &format!("Board {k} of {count}:"), 1));
    }
    assert!(expected.len() > 48 << 20);
    // With worker threads, glibc reserves address space (not memory) for
    // each thread's malloc arena: 64 MB, found by mapping 128 MB and
    // trimming it. Without the room it retries at every allocation, which
    // is slow, not wrong (minutes here). So the two-thread run gets room
    // for that reservation; the memory it uses stays about 15 MB.
    for (threads, limit) in [("1", 40 << 20), ("2", (40 << 20) + (192 << 20))] {
        let run = child::run_with_memory_limit(
            binary(),
            &["--explain", "--threads", threads],
            input.as_bytes(),
            limit,
        )
        .unwrap();
        run.assert_succeeds();
        assert!(run.stdout == expected.as_bytes(), "--threads {threads}");
    }
    assert_eq!(
        judge(input.as_bytes()).unwrap(),
        "Black 788\n".repeat(count)
    );
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
        "line 5, column 3: expected a character from `.#OX` in row 3 of board 1, found `Q`",
    );
}
