//! Stress runs against the reference solvers and against deliberately
//! wrong programs (the examples of this package: `cargo test` builds them
//! into `target/<profile>/examples/`, next to the test binary's `deps/`),
//! on every game of the registry: no test names a game.

use std::time::Duration;

use indicatif::ProgressBar;

use super::*;
use crate::games::REGISTRY;

use super::example;

/// Every game of the workspace.
fn every_game() -> &'static [&'static Game] {
    REGISTRY.games()
}

fn config(game: &'static Game, program: &str, cases: u64, family: Option<&str>) -> Config {
    Config {
        problem: game,
        argv: vec![example(program), game.name().to_string()],
        command: format!("{program} {}", game.name()),
        cases,
        seed: 0,
        families: games::families_for(game, family).unwrap_or_else(|e| panic!("{e}")),
        rows: None,
        cols: None,
        timeout: Duration::from_secs(10),
        shrink_runs: 1000,
        shrink_time: Duration::from_secs(60),
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
        generator: format!("cargo xtask gen {}", report.crate_name),
    };
    render(&report, Some(&written))
}

/// The shrunk input is a smallest failing one for the shrinker: it fails,
/// and none of its shrink candidates fails the same way (each is run
/// again here, independently of the search). Returns the sizes of its
/// boards.
fn assert_minimal(config: &Config, found: &Failure) -> Vec<(usize, usize)> {
    let game = config.problem;
    assert!(found.runs < config.shrink_runs, "the run budget ran out");
    let again = verdict(config, &found.input).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(again, found.verdict, "{}", found.input);
    for candidate in game.shrink(found.input.as_bytes()) {
        let verdict = verdict(config, &candidate).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            std::mem::discriminant(&verdict) != std::mem::discriminant(&found.verdict),
            "{}: the shrink candidate\n{candidate}fails too, from\n{}",
            game.name(),
            found.input
        );
    }
    assert!(found.original.len() >= found.input.len());
    game.sizes(found.input.as_bytes())
        .unwrap_or_else(|e| panic!("{e}"))
}

#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn our_own_binary_passes_every_family_once() {
    for &game in every_game() {
        let cases = game.families().len() as u64;
        let report = stress(&config(game, "reference", cases, None));
        assert_eq!(report.failure, None, "{}", render(&report, None));
        assert_eq!(report.cases_run, cases);
    }
}

#[test]
#[ignore = "slow (the searched families solve many boards): CI runs it with --ignored"]
fn our_own_binary_passes_every_family() {
    for &game in every_game() {
        // Every family of the game, each at least 6 times.
        let cases = 6 * game.families().len() as u64;
        let report = stress(&config(game, "reference", cases, None));
        assert_eq!(report.failure, None, "{}", render(&report, None));
        assert_eq!(report.cases_run, cases);
        if game.name() == every_game()[0].name() {
            insta::assert_snapshot!("no_failure", render(&report, None));
        }
    }
}

/// Wrong on every board of at least 4 cells: shrunk to one board of at
/// least 4 cells that no cut makes smaller (4 cells when the game's
/// shrinker can cut anywhere).
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn off_by_one_shrinks_to_one_smallest_board() {
    for &game in every_game() {
        let config = config(game, "off_by_one", 100, None);
        let report = stress(&config);
        let found = failure(&report);
        assert_eq!(found.verdict, Verdict::WrongAnswer, "{}", game.name());
        let sizes = assert_minimal(&config, found);
        assert_eq!(sizes.len(), 1, "{}: {}", game.name(), found.input);
        let (rows, cols) = sizes[0];
        assert!(rows * cols >= 4, "{}: {}", game.name(), found.input);
        if game.name() == every_game()[0].name() {
            insta::assert_snapshot!("off_by_one_first_game", rendered(report));
        }
    }
}

#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn a_crash_on_one_row_is_found_and_shrunk_to_one_smallest_row() {
    for &game in every_game() {
        let config = config(game, "crash_one_row", 200, None);
        let found = stress(&config)
            .failure
            .unwrap_or_else(|| panic!("{}", game.name()));
        assert!(
            matches!(found.verdict, Verdict::Crashed(_)),
            "{}",
            game.name()
        );
        let sizes = assert_minimal(&config, &found);
        assert_eq!(sizes.len(), 1, "{}: {}", game.name(), found.input);
        assert_eq!(sizes[0].0, 1, "{}: {}", game.name(), found.input);
    }
}

/// On the first game (the path is the same for every game; each second
/// of a hang costs the test a second). The limit is the judges' usual
/// second: at 400 ms a case the program answers was killed once, on a
/// machine busy with CI's other lanes (the limit is the wall's: a hang
/// sleeps).
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn a_hang_is_killed_at_the_time_limit_and_shrunk() {
    for &game in &every_game()[..1] {
        let mut config = config(game, "hang", 100, None);
        config.timeout = Duration::from_secs(1);
        let report = stress(&config);
        let found = failure(&report);
        assert_eq!(found.verdict, Verdict::TimedOut(Duration::from_secs(1)));
        // Hangs on one column: one board of one column, as small as the
        // shrinker makes it.
        let sizes = assert_minimal(&config, found);
        assert_eq!(sizes.len(), 1, "{}: {}", game.name(), found.input);
        assert_eq!(sizes[0].1, 1, "{}: {}", game.name(), found.input);
        if game.name() == every_game()[0].name() {
            insta::assert_snapshot!("hang_first_game", rendered(report));
        }
    }
}

/// A program that times out makes every shrinking run as long as the
/// time limit: the time budget stops the shrinking, and the report says
/// so (as the run budget does).
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn shrinking_stops_at_its_budgets_and_says_so() {
    let game = every_game()[0];
    let mut config = config(game, "hang", 100, None);
    config.timeout = Duration::from_millis(200);
    config.shrink_time = Duration::from_millis(300);
    let report = stress(&config);
    let found = failure(&report);
    assert_eq!(
        found.stopped,
        Some(Budget::Time(Duration::from_millis(300)))
    );
    // Two runs of 200 ms at most pass the 300 ms budget.
    assert!(found.runs <= 2, "{}", found.runs);
    let text = render(&report, None);
    assert!(
        text.contains("shrinking stopped at the budget of 300ms (--shrink-time)"),
        "{text}"
    );
    let mut few_runs = self::config(game, "off_by_one", 100, None);
    few_runs.shrink_runs = 2;
    let found = stress(&few_runs)
        .failure
        .unwrap_or_else(|| panic!("no failure"));
    assert_eq!((found.runs, found.stopped), (2, Some(Budget::Runs(2))));
}

#[test]
fn a_program_that_cannot_start_is_an_error() {
    let mut config = config(every_game()[0], "reference", 1, None);
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
        crate_name: "subtraction",
        command: "./sol --fast".to_string(),
        families: vec!["random", "losing"],
        seed: 40,
        rows: Some(1),
        cols: None,
        cases_planned: 100,
        cases_run: 3,
        failure: Some(Failure {
            case: 2,
            family: "random",
            seed: 42,
            original: "812 3\n".to_string(),
            input: "1 1\n".to_string(),
            verdict: Verdict::Crashed("signal: 11 (SIGSEGV) (core dumped)".to_string()),
            expected: "first\n".to_string(),
            received: String::new(),
            stderr: "\nsegmentation fault\n\n".to_string(),
            steps: 4,
            runs: 1,
            stopped: None,
        }),
    };
    insta::assert_snapshot!("crash_report", render(&report, None));
    assert_eq!(
        summary(&report, Duration::from_millis(1500)),
        "stress: case 3 of 100 fails: crashed (signal: 11 (SIGSEGV) (core dumped)); \
         shrunk to 4 bytes; 1.5s in all"
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
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn several_jobs_report_what_one_job_reports() {
    for (k, &game) in every_game().iter().enumerate() {
        // A crash on the first game; a wrong answer on every game.
        let programs: &[&str] = if k == 0 {
            &["crash_one_row", "off_by_one"]
        } else {
            &["off_by_one"]
        };
        for &program in programs {
            // A crash's stderr names the crashing process's thread id: not
            // part of the comparison.
            let without_stderr = |mut report: StressReport| {
                if let Some(failure) = &mut report.failure {
                    failure.stderr.clear();
                }
                report
            };
            let one = without_stderr(stress(&config(game, program, 200, None)));
            let mut parallel = config(game, program, 200, None);
            parallel.jobs = 4;
            let four = without_stderr(stress(&parallel));
            assert!(one.failure.is_some(), "{} {program}", game.name());
            assert_eq!(one, four, "{} {program}", game.name());
        }
    }
    // No failure: every case runs, whatever the jobs.
    let mut passing = config(every_game()[0], "reference", 24, None);
    passing.jobs = 3;
    let report = stress(&passing);
    assert_eq!((report.cases_run, report.failure), (24, None));
}

/// A stress run of example `program` with `args` on `game`.
fn failure_of(game: &'static Game, program: &str, args: &[&str]) -> (Config, Failure) {
    let mut config = config(game, program, 100, None);
    config.argv = std::iter::once(example(program))
        .chain(args.iter().map(|a| a.to_string()))
        .collect();
    let report = stress(&config);
    let found = failure(&report).clone();
    (config, found)
}

/// Programs with one answer fail on every input whose answer is another;
/// cutting several rows or columns at once (and sub-rectangles) brings the
/// failure down to a smallest such input, where cutting one row or column
/// at a time got stuck (on a grid of one letter of the diagonal-wave
/// game, every single cut flips the answer). Every answer of the statements' samples is tried.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn constant_answers_shrink_to_smallest_failing_inputs() {
    for &game in every_game() {
        let mut answers: Vec<&str> = game
            .about()
            .samples
            .iter()
            .flat_map(|s| s.output.lines())
            .collect();
        answers.sort_unstable();
        answers.dedup();
        assert!(answers.len() >= 2, "{}", game.name());
        for answer in answers {
            let (config, found) = failure_of(game, "constant", &[answer, game.name()]);
            let sizes = assert_minimal(&config, &found);
            assert_eq!(
                sizes.len(),
                1,
                "{} `{answer}`: {}",
                game.name(),
                found.input
            );
        }
        // Right only on 1×1 boards.
        let (config, found) = failure_of(game, "wrong_unless_1x1", &[game.name()]);
        let sizes = assert_minimal(&config, &found);
        assert_eq!(sizes.len(), 1, "{}: {}", game.name(), found.input);
    }
}
