//! The binary's failure contract, provoked for real (Linux; the tools are
//! util-linux's `prlimit` and `setpriv`), through the checks every game's
//! binary shares (`common_io::testkit::binary`): exit status 1 and one
//! `error:` line when stdout cannot be written, a reader that leaves
//! early, the same answer when threads are refused. (A case's tables are
//! at most 42 KB with the kernel and a few MB from the rules: no address
//! space a process can start in is too small for them.)

use std::path::Path;

use common_io::game::{Game, Size};
use common_io::testkit::binary::{self, run};
use interval_game::generator::Family;
use interval_game::{Board, Interval, IntervalGame, JudgeInput};

fn binary() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_interval-game"))
}

#[test]
fn a_closed_or_full_stdout_is_status_1() {
    binary::check_unwritable_stdout::<IntervalGame>(binary());
}

#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn a_harness_s_dev_null_is_not_a_closed_stream() {
    binary::check_harness_null::<IntervalGame>(binary());
}

#[test]
fn refused_threads_give_the_same_answer() {
    let input = IntervalGame::generate(Family::Max, 1, Size::default()).unwrap();
    binary::check_threads_refused::<IntervalGame>(binary(), input.to_string().as_bytes());
}

#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn a_reader_leaving_early_is_not_an_error() {
    // 100 cases of every interval of length 1 to 3 up to 60: long games
    // of many moves each.
    let case = Board::new(
        (1..60)
            .flat_map(|left| {
                (1..=3).map(move |len| Interval {
                    left,
                    right: left + len,
                })
            })
            .filter(|i| i.right <= 60)
            .collect(),
    )
    .unwrap();
    let input = JudgeInput {
        cases: vec![case; 100],
    };
    binary::check_reader_leaving::<IntervalGame>(
        binary(),
        &["--moves"],
        input.to_string().as_bytes(),
    );
}

#[test]
fn lone_cr_line_ends_count_as_lines() {
    run(binary(), &[], b"1\r1\r3 x").assert_fails_with(
        2,
        "line 3, column 3: expected R of interval 1 of case 1, an integer from 4 to 200, found `x`",
    );
}
