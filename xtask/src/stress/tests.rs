//! Stress runs against the reference solvers and against deliberately
//! wrong programs (the examples of this package: `cargo test` builds them
//! into `target/<profile>/examples/`, next to the test binary's `deps/`).

use std::time::Duration;

use indicatif::ProgressBar;

use super::*;

#[path = "../example_path.rs"]
mod example_path;
use example_path::example;

fn config(crate_name: &str, program: &str, cases: u64, family: Option<&str>) -> Config {
    let problem = problems::find(crate_name).unwrap_or_else(|| panic!("{crate_name}"));
    Config {
        problem,
        argv: vec![example(program), crate_name.to_string()],
        command: format!("{program} {crate_name}"),
        cases,
        seed: 0,
        families: problems::families_for(problem, family).unwrap_or_else(|e| panic!("{e}")),
        rows: None,
        cols: None,
        timeout: Duration::from_secs(10),
        shrink_runs: 1000,
        jobs: 1,
    }
}

fn stress(config: &Config) -> StressReport {
    run_stress(config, &ProgressBar::hidden()).unwrap_or_else(|e| panic!("{e}"))
}

fn failure(report: &StressReport) -> &Failure {
    report
        .failure
        .as_ref()
        .unwrap_or_else(|| panic!("no failure found in {} cases", report.cases_run))
}

/// The report as the snapshots show it: fixed paths (the command is the
/// short one of [`config`]).
fn rendered(report: StressReport) -> String {
    let written = Written {
        input: format!("target/stress/{}-failure.in", report.crate_name),
        original: format!("target/stress/{}-failure-original.in", report.crate_name),
    };
    render(&report, Some(&written))
}

#[test]
fn our_own_binary_passes_every_family() {
    for name in problems::names() {
        // Every family of the crate, each at least 6 times.
        let report = stress(&config(name, "reference", 36, None));
        assert_eq!(report.failure, None, "{}", render(&report, None));
        assert_eq!(report.cases_run, 36);
        if name == "darkraft" {
            insta::assert_snapshot!("no_failure", render(&report, None));
        }
    }
}

#[test]
fn off_by_one_in_chess_profile_shrinks_to_two_by_two_zeros() {
    let report = stress(&config("chess-profile", "off_by_one", 100, None));
    let found = failure(&report);
    assert_eq!(found.verdict, Verdict::WrongAnswer);
    // The bound: the program is right on every board with one row or one
    // column, so a smallest failing board is 2×2, and values do not matter.
    let board =
        chess_profile::Board::parse(found.input.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    assert!(board.rows() * board.cols() <= 4, "{}", found.input);
    assert!(board.a().iter().chain(board.b()).all(|&v| v == 0));
    assert!(found.original.len() > found.input.len());
    insta::assert_snapshot!("off_by_one_chess_profile", rendered(report));
}

#[test]
fn off_by_one_in_darkraft_shrinks_to_two_cells() {
    let report = stress(&config("darkraft", "off_by_one", 100, None));
    let found = failure(&report);
    assert_eq!(found.verdict, Verdict::WrongAnswer);
    // Wrong only with 2 rows or more and an `X`: 2×1 is the smallest.
    let grid = darkraft::Grid::parse(found.input.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    assert!(grid.rows() * grid.cols() <= 2, "{}", found.input);
    let xs = grid.letters().iter().filter(|&&l| l == darkraft::Letter::X);
    assert_eq!(xs.count(), 1, "{}", found.input);
}

#[test]
fn off_by_one_in_pawn_retro_shrinks_to_one_small_board() {
    let report = stress(&config("pawn-retro", "off_by_one", 100, Some("random")));
    let found = failure(&report);
    assert_eq!(found.verdict, Verdict::WrongAnswer);
    // Wrong only on `Red k` with k >= 3: one board is enough, and the
    // shrinker cannot move pieces, so the bound is 16 cells rather than
    // the fewest possible.
    let file =
        pawn_retro::JudgeInput::parse(found.input.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(file.boards.len(), 1, "{}", found.input);
    let board = &file.boards[0];
    assert!(board.rows() * board.cols() <= 16, "{}", found.input);
    assert!(found.expected.starts_with("Red "), "{}", found.expected);
}

#[test]
fn crash_on_one_row_is_found_and_shrunk_to_the_smallest_row() {
    for (name, smallest) in [("chess-profile", "1 1\n0\n0\n"), ("darkraft", "1 1\nL\n")] {
        let report = stress(&config(name, "crash_one_row", 200, None));
        let found = failure(&report);
        assert!(matches!(found.verdict, Verdict::Crashed(_)), "{name}");
        assert_eq!(found.input, smallest, "{name}");
    }
    let report = stress(&config("pawn-retro", "crash_one_row", 200, None));
    let found = failure(&report);
    assert!(matches!(found.verdict, Verdict::Crashed(_)));
    // One board of one row, with only its three pieces: 1×3.
    let file =
        pawn_retro::JudgeInput::parse(found.input.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(file.boards.len(), 1, "{}", found.input);
    assert_eq!((file.boards[0].rows(), file.boards[0].cols()), (1, 3));
}

#[test]
fn a_hang_is_killed_at_the_time_limit_and_shrunk() {
    let mut config = config("chess-profile", "hang", 100, None);
    config.timeout = Duration::from_millis(400);
    let report = stress(&config);
    let found = failure(&report);
    assert_eq!(found.verdict, Verdict::TimedOut(Duration::from_millis(400)));
    // Hangs on one column: 1×1 with zeros is the smallest.
    assert_eq!(found.input, "1 1\n0\n0\n");
    insta::assert_snapshot!("hang_chess_profile", rendered(report));
}

#[test]
fn a_program_that_cannot_start_is_an_error() {
    let mut config = config("darkraft", "reference", 1, None);
    config.argv = vec!["/nonexistent/program".to_string()];
    let err = run_stress(&config, &ProgressBar::hidden()).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("cannot run `/nonexistent/program`")
    );
}

#[test]
fn a_crash_report_shows_stderr() {
    let report = StressReport {
        crate_name: "darkraft",
        command: "./sol --fast".to_string(),
        families: vec!["random", "row"],
        seed: 40,
        rows: Some(3),
        cols: None,
        cases_planned: 100,
        cases_run: 3,
        failure: Some(Failure {
            case: 2,
            family: "random",
            seed: 42,
            original: "3 3\nXLR\nRRL\nLXX\n".to_string(),
            input: "1 1\nL\n".to_string(),
            verdict: Verdict::Crashed("signal: 11 (SIGSEGV) (core dumped)".to_string()),
            expected: "WIN\n".to_string(),
            received: String::new(),
            stderr: "\nsegmentation fault\n\n".to_string(),
            steps: 4,
            runs: 1,
        }),
    };
    insta::assert_snapshot!("crash_report", render(&report, None));
    assert_eq!(
        summary(&report, Duration::from_millis(1500)),
        "stress: case 3 of 100 fails: crashed (signal: 11 (SIGSEGV) (core dumped)); \
         shrunk to 6 bytes; 1.5s in all"
    );
    let passed = StressReport {
        failure: None,
        cases_run: 100,
        ..report
    };
    assert_eq!(
        summary(&passed, Duration::from_secs(4)),
        "stress: 100 cases in 4.0s (25.0 cases/s): no failure"
    );
}

#[test]
fn tokens_compare_like_a_judge() {
    assert!(same_tokens("Red 1\nTie\n", b"Red   1\r\nTie"));
    assert!(same_tokens("2\n", b"  2  \n\n"));
    assert!(!same_tokens("2\n", b"2 2\n"));
    assert!(!same_tokens("Red 1\n", b"Red\n"));
    assert!(!same_tokens("WIN\n", b"win\n"));
    assert!(!same_tokens("1\n", b"\xff"));
    assert!(same_tokens("", b" \n"));
}

#[test]
fn time_limits_parse() {
    assert_eq!(parse_duration("2s"), Ok(Duration::from_secs(2)));
    assert_eq!(parse_duration("500ms"), Ok(Duration::from_millis(500)));
    assert_eq!(parse_duration("1.5s"), Ok(Duration::from_millis(1500)));
    assert_eq!(parse_duration("3"), Ok(Duration::from_secs(3)));
    for bad in ["", "s", "-1s", "0", "2 minutes", "nan", "inf"] {
        assert!(parse_duration(bad).is_err(), "{bad}");
    }
    assert_eq!(show_duration(Duration::from_secs(2)), "2s");
    assert_eq!(show_duration(Duration::from_millis(250)), "250ms");
}

/// With several jobs, cases finish out of order, yet the case reported is
/// the first failing one in case order, shrunk the same way: the report is
/// the same as with one job.
#[test]
fn several_jobs_report_what_one_job_reports() {
    for (name, program) in [
        ("darkraft", "crash_one_row"),
        ("pawn-retro", "off_by_one"),
        ("chess-profile", "off_by_one"),
    ] {
        // A crash's stderr names the crashing process's thread id: not part
        // of the comparison.
        let without_stderr = |mut report: StressReport| {
            if let Some(failure) = &mut report.failure {
                failure.stderr.clear();
            }
            report
        };
        let one = without_stderr(stress(&config(name, program, 200, None)));
        let mut parallel = config(name, program, 200, None);
        parallel.jobs = 4;
        let four = without_stderr(stress(&parallel));
        assert!(one.failure.is_some(), "{name} {program}");
        assert_eq!(one, four, "{name} {program}");
    }
    // No failure: every case runs, whatever the jobs.
    let mut passing = config("darkraft", "reference", 24, None);
    passing.jobs = 3;
    let report = stress(&passing);
    assert_eq!((report.cases_run, report.failure), (24, None));
}

/// A stress run of example `program` with `args` on `crate_name`.
fn failure_of(crate_name: &str, program: &str, args: &[&str]) -> Failure {
    let mut config = config(crate_name, program, 100, None);
    config.argv = std::iter::once(example(program))
        .chain(args.iter().map(|a| a.to_string()))
        .collect();
    let report = stress(&config);
    failure(&report).clone()
}

/// Programs with one answer fail on every input whose answer is another;
/// cutting several rows or columns at once (and sub-rectangles) brings the
/// failure down to the smallest such input, where cutting one row or
/// column at a time got stuck (on a grid of one letter, every single cut
/// flips darkraft's answer).
#[test]
fn constant_answers_shrink_to_the_smallest_failing_inputs() {
    // chess-profile printing 0: one cell with a value for the first player.
    let found = failure_of("chess-profile", "constant", &["chess-profile", "0"]);
    let board = chess_profile::Board::parse(found.input.as_bytes()).unwrap();
    assert_eq!((board.rows(), board.cols()), (1, 1), "{}", found.input);

    // darkraft printing WIN: two cells (a 1×2 or 2×1 grid is always LOSE).
    let found = failure_of("darkraft", "constant", &["darkraft", "WIN"]);
    let grid = darkraft::Grid::parse(found.input.as_bytes()).unwrap();
    assert!(grid.rows() * grid.cols() <= 2, "{}", found.input);
    // darkraft printing LOSE: one cell (always WIN).
    let found = failure_of("darkraft", "constant", &["darkraft", "LOSE"]);
    let grid = darkraft::Grid::parse(found.input.as_bytes()).unwrap();
    assert_eq!(grid.rows() * grid.cols(), 1, "{}", found.input);
    // darkraft right only on 1×1 grids: at most three cells.
    let found = failure_of("darkraft", "wrong_unless_1x1", &[]);
    let grid = darkraft::Grid::parse(found.input.as_bytes()).unwrap();
    assert!(grid.rows() * grid.cols() <= 3, "{}", found.input);

    // pawn-retro printing Tie: one board of at most three cells.
    let found = failure_of("pawn-retro", "constant", &["pawn-retro", "Tie"]);
    let file = pawn_retro::JudgeInput::parse(found.input.as_bytes()).unwrap();
    assert_eq!(file.boards.len(), 1, "{}", found.input);
    let board = &file.boards[0];
    assert!(board.rows() * board.cols() <= 3, "{}", found.input);
}
