//! Tests of the kill report's rules: verdicts, refusals, rendering.

use super::*;

fn outcome(finished: Option<Finished>, millis: u64) -> Outcome {
    Outcome {
        finished,
        cpu: Duration::from_millis(millis),
    }
}

fn report(columns: Vec<Column>) -> KillReport {
    KillReport {
        game: "toy".into(),
        cases: vec![
            ("1".into(), "3\n".into()),
            ("02-max-1".into(), "-7\n".into()),
        ],
        groups: vec!["sample".into(), "max".into()],
        samples: 0,
        columns,
        runs: Runs::Every,
        slowest_accepted: Duration::from_millis(120),
        time_limit: Duration::from_secs(1),
        answers: BTreeMap::from([("positive".into(), (1, 0)), ("negative".into(), (1, 1))]),
        measure: common_io::game::Measure::GRID,
        longest: Some((9, "case 02-max-1".into())),
    }
}

fn column(name: &str, expected: Verdict, runs: Vec<Outcome>) -> Column {
    Column {
        name: name.into(),
        mistake: "a mistake.".into(),
        expected,
        runs,
        margin: Vec::new(),
    }
}

const RIGHT: Option<Finished> = Some(Finished::Right);

#[test]
fn a_program_gets_the_verdict_of_its_first_failing_case() {
    let wa = column(
        "wrong_answer/a.rs",
        Verdict::WrongAnswer,
        vec![outcome(RIGHT, 10), outcome(Some(Finished::Wrong), 10)],
    );
    let tle = column(
        "time_limit_exceeded/b.rs",
        Verdict::TimeLimit,
        vec![outcome(RIGHT, 10), outcome(None, 2000)],
    );
    let ok = report(vec![wa.clone(), tle.clone()]);
    assert_eq!(ok.problems(), Vec::<String>::new());
    let text = ok.render();
    assert!(
        text.contains("kill report: toy: 2 wrong solutions on 2 cases; time limit 1 s"),
        "{text}"
    );
    assert!(
        text.contains("  02-max-1  -7               WA  TLE\n"),
        "{text}"
    );
    assert!(text.contains("  #1   wrong_answer/a.rs"), "{text}");
    assert!(text.contains("WA from 02-max-1: a mistake."), "{text}");
    assert!(
        text.contains("answers (boards): negative 1, positive 1\n"),
        "{text}"
    );
    assert!(
        text.contains("on boards of at least 2 rows and 2 columns: negative 1\n"),
        "{text}"
    );
    assert!(
        text.contains("longest game: 9 moves (case 02-max-1)"),
        "{text}"
    );
    // The same boards in the words of a game whose size is two other
    // numbers; a game of one row has no such boards and no such line.
    let words = |measure| {
        KillReport {
            measure,
            ..report(Vec::new())
        }
        .render()
    };
    let two = words(common_io::game::Measure::two("cases", "largest heap"));
    assert!(
        two.contains("on boards of at least 2 cases and 2 largest heap: negative 1\n"),
        "{two}"
    );
    let one_row = words(common_io::game::Measure::row("counters"));
    assert!(!one_row.contains("on boards"), "{one_row}");

    // Passing everything, the wrong verdict, and a verdict that the
    // safety margin changes are each a problem naming the program.
    let passes = column(
        "wrong_answer/c.rs",
        Verdict::WrongAnswer,
        vec![outcome(RIGHT, 10); 2],
    );
    let misplaced = column(
        "run_time_error/d.rs",
        Verdict::RunTimeError,
        wa.runs.clone(),
    );
    let sensitive = column(
        "time_limit_exceeded/e.rs",
        Verdict::TimeLimit,
        vec![outcome(RIGHT, 1500), outcome(RIGHT, 10)],
    );
    let slow_then_wrong = column(
        "wrong_answer/f.rs",
        Verdict::WrongAnswer,
        vec![outcome(RIGHT, 1500), outcome(Some(Finished::Wrong), 10)],
    );
    // Killed at the limit, and again at twice it: too slow either way.
    let mut hang = column(
        "time_limit_exceeded/g.rs",
        Verdict::TimeLimit,
        vec![outcome(RIGHT, 10), outcome(None, 1000)],
    );
    hang.margin = vec![(1, outcome(None, 2000))];
    // Killed at the limit, but right with twice it, then wrong.
    let mut slow_first = column(
        "time_limit_exceeded/h.rs",
        Verdict::TimeLimit,
        vec![outcome(None, 1000), outcome(Some(Finished::Wrong), 10)],
    );
    slow_first.margin = vec![(0, outcome(RIGHT, 1700))];
    let problems = report(vec![
        passes,
        misplaced,
        sensitive,
        slow_then_wrong,
        hang,
        slow_first,
    ])
    .problems();
    // A program failing a sample is not one a contestant would submit.
    let fails_sample = column(
        "wrong_answer/i.rs",
        Verdict::WrongAnswer,
        vec![outcome(Some(Finished::Wrong), 10), outcome(RIGHT, 10)],
    );
    let with_a_sample = KillReport {
        samples: 1,
        ..report(vec![fails_sample])
    };
    let problems = [problems, with_a_sample.problems()].concat();
    assert!(
        problems[5].contains("wrong_answer/i.rs fails sample 1"),
        "{problems:#?}"
    );
    assert_eq!(problems.len(), 6, "{problems:#?}");
    assert!(
        problems[4]
            .contains("time_limit_exceeded/h.rs gets TLE with the time limit but WA with twice it")
    );
    assert!(problems[0].starts_with("toy: wrong_answer/c.rs passes every case"));
    assert!(problems[1].contains("run_time_error/d.rs gets WA on its first failing case, 02-max-1, where its directory asks for RTE"));
    assert!(
        problems[2]
            .contains("time_limit_exceeded/e.rs gets TLE with the time limit but AC with twice it")
    );
    assert!(problems[3].contains("wrong_answer/f.rs gets TLE on its first failing case, 1,"));
}

#[test]
fn answers_are_compared_as_the_default_validator_does() {
    assert!(same_tokens("Red 3\nTie\n", b"red   3 TIE"));
    assert!(!same_tokens("Red 3\n", b"Red 3 4"));
    assert!(!same_tokens("WIN\n", b""));
    assert_eq!(kind("Red 41"), "Red");
    assert_eq!(kind("-5"), "negative");
    assert_eq!(kind("0"), "zero");
    assert_eq!(kind("12"), "positive");
    assert_eq!(summary("Red 1\nTie\nBlack 2\n"), "Red 1 +2");
    assert_eq!(summary("123456789012345678\n"), "1234567890123…");
}

/// Runs of cases written in advance, for [`confirm`] and [`margin`]: each
/// run asked for is the next one, and the cases asked for are kept.
struct Script {
    answers: std::vec::IntoIter<Outcome>,
    asked: Vec<usize>,
}

impl Script {
    fn new(answers: Vec<Outcome>) -> Script {
        Script {
            answers: answers.into_iter(),
            asked: Vec::new(),
        }
    }

    fn run(&mut self, k: usize) -> Result<Outcome, Error> {
        self.asked.push(k);
        self.answers
            .next()
            .ok_or_else(|| Error::Bug(format!("case {k} run once too often")))
    }
}

/// Runs [`confirm`] on `runs` (the limit 1 s) with runs again (with twice
/// the limit, 2 s) that answer from `answers` in turn; the runs after it
/// and the cases run again.
fn confirmed(runs: Vec<Outcome>, answers: Vec<Outcome>) -> (Vec<Outcome>, Vec<usize>) {
    let mut runs = runs;
    let mut script = Script::new(answers);
    confirm(&mut runs, Duration::from_secs(1), |k| script.run(k)).unwrap_or_else(|e| panic!("{e}"));
    (runs, script.asked)
}

#[test]
fn a_first_failing_case_too_slow_is_run_again_before_it_counts() {
    const CRASHED: Option<Finished> = Some(Finished::Crashed);
    const WRONG: Option<Finished> = Some(Finished::Wrong);
    let verdict = |runs: Vec<Outcome>| {
        report(vec![column("a.rs", Verdict::RunTimeError, runs.clone())]).verdict(&column(
            "a.rs",
            Verdict::RunTimeError,
            runs,
        ))
    };

    // A crash the machine slowed past the limit once: the crash counts.
    // (In one CI run, a crash that takes 20 ms here was judged TLE.)
    let (runs, asked) = confirmed(
        vec![outcome(RIGHT, 10), outcome(CRASHED, 1300)],
        vec![outcome(CRASHED, 20)],
    );
    assert_eq!(asked, [1]);
    assert_eq!(runs[1], outcome(CRASHED, 20));
    assert_eq!(verdict(runs), Some((1, Verdict::RunTimeError)));

    // Too slow for the limit every time, though not for twice it (the
    // runs again have twice the limit): tried RETRIES more times, and TLE
    // it is.
    let (runs, asked) = confirmed(
        vec![outcome(None, 1000), outcome(CRASHED, 10)],
        vec![
            outcome(RIGHT, 1500),
            outcome(RIGHT, 1100),
            outcome(RIGHT, 10),
        ],
    );
    assert_eq!(asked, [0; RETRIES]);
    assert_eq!(runs[0], outcome(None, 1000));
    assert_eq!(verdict(runs), Some((0, Verdict::TimeLimit)));

    // Too slow even for twice the limit: no more tries, and TLE it is.
    let (runs, asked) = confirmed(
        vec![outcome(None, 1000), outcome(CRASHED, 10)],
        vec![outcome(None, 2000), outcome(RIGHT, 10)],
    );
    assert_eq!(asked, [0]);
    assert_eq!(runs[0], outcome(None, 1000));
    assert_eq!(verdict(runs), Some((0, Verdict::TimeLimit)));

    // Right in time on the second try: the next failing case is confirmed
    // in turn, and a run again that fails otherwise takes its place.
    let (runs, asked) = confirmed(
        vec![outcome(None, 1000), outcome(None, 1000), outcome(WRONG, 10)],
        vec![
            outcome(RIGHT, 1500),
            outcome(RIGHT, 900),
            outcome(WRONG, 30),
        ],
    );
    assert_eq!(asked, [0, 0, 1]);
    assert_eq!(verdict(runs), Some((1, Verdict::WrongAnswer)));

    // A first failure that is not too slow, or none, runs nothing again.
    for runs in [
        vec![outcome(RIGHT, 10), outcome(WRONG, 10), outcome(None, 1000)],
        vec![outcome(RIGHT, 10), outcome(RIGHT, 999)],
    ] {
        let (after, asked) = confirmed(runs.clone(), Vec::new());
        assert_eq!((after, asked), (runs, Vec::new()));
    }
}

#[test]
fn the_time_limit_is_five_times_the_faster_of_two_runs_rounded_up() {
    let limit = |millis| time_limit(Duration::from_millis(millis)).as_secs();
    assert_eq!([0, 60, 200, 210, 900, 1000].map(limit), [1, 1, 1, 2, 5, 5]);
    let wrong = outcome(Some(Finished::Wrong), 10);
    assert_eq!(
        faster(outcome(RIGHT, 50), outcome(RIGHT, 30)),
        outcome(RIGHT, 30)
    );
    assert_eq!(
        faster(outcome(RIGHT, 30), outcome(RIGHT, 50)),
        outcome(RIGHT, 30)
    );
    // Of two runs that ended differently, the one not right counts (the
    // accepted solution is then refused), however fast the other.
    assert_eq!(faster(outcome(RIGHT, 5), wrong), wrong);
    assert_eq!(faster(wrong, outcome(RIGHT, 5)), wrong);
}

#[test]
fn the_safety_margin_reruns_the_slow_cases_up_to_the_first_failure_with_it() {
    let rerun = |runs: Vec<Outcome>, answers: Vec<Outcome>| {
        let mut script = Script::new(answers);
        let margin = margin(&runs, Duration::from_secs(1), |k| script.run(k))
            .unwrap_or_else(|e| panic!("{e}"));
        (margin, script.asked)
    };
    let slow = outcome(None, 1000);
    let wrong = outcome(Some(Finished::Wrong), 10);
    // Right within twice the limit: on to the next slow case, which is
    // too slow even so, and the last.
    let (runs, asked) = rerun(
        vec![outcome(RIGHT, 10), slow, slow, slow, wrong],
        vec![outcome(RIGHT, 1500), outcome(None, 2000)],
    );
    assert_eq!(asked, [1, 2]);
    assert_eq!(runs, [(1, outcome(RIGHT, 1500)), (2, outcome(None, 2000))]);
    // A wrong answer ends it; nothing slow, nothing run.
    let (runs, asked) = rerun(vec![slow, wrong, slow], vec![outcome(RIGHT, 1200)]);
    assert_eq!((runs, asked), (vec![(0, outcome(RIGHT, 1200))], vec![0]));
    let (runs, asked) = rerun(vec![outcome(RIGHT, 999), wrong], Vec::new());
    assert_eq!((runs, asked), (Vec::new(), Vec::new()));
}

#[cfg(target_os = "linux")]
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn a_run_is_right_wrong_crashed_or_too_slow() {
    let case = |answer: &str| Case {
        name: "1".into(),
        input: String::new(),
        answer: answer.into(),
        sizes: Vec::new(),
        answers: Vec::new(),
        origin: super::super::data::Origin::Sample,
    };
    let limit = Duration::from_secs(1);
    let finished = |exe: &str, answer: &str| {
        run(Path::new(exe), &case(answer), limit)
            .unwrap_or_else(|e| panic!("{e}"))
            .finished
    };
    // `true` prints nothing, `pwd` a directory, `false` exits with 1 and
    // `yes` prints for ever, busy until its processor time runs out.
    assert_eq!(finished("/bin/true", ""), Some(Finished::Right));
    assert_eq!(finished("/bin/pwd", "0"), Some(Finished::Wrong));
    assert_eq!(finished("/bin/false", ""), Some(Finished::Crashed));
    assert_eq!(finished("/usr/bin/yes", "y"), None);
}

/// A program that maps more than the memory limit crashes, as in
/// verifyproblem (a run-time error), instead of running on: here a Python
/// program asking for twice the limit, which exits 0 with nothing to say
/// when it gets it (right on an empty answer), and with status 1 when it
/// does not.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn a_run_over_the_memory_limit_is_a_run_time_error() {
    assert!(
        memory_limited(),
        "prlimit (util-linux) is on the PATH of CI's machines and of this test's"
    );
    let dir = std::env::temp_dir().join(format!("kill-memory-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let greedy = dir.join("greedy.sh");
    let script = format!(
        "#!/bin/sh\nexec python3 -c 'bytearray({})'\n",
        2 * (MEMORY_LIMIT_MIB << 20)
    );
    std::fs::write(&greedy, script).unwrap();
    let mode = std::os::unix::fs::PermissionsExt::from_mode(0o755);
    std::fs::set_permissions(&greedy, mode).unwrap();
    let case = Case {
        name: "1".into(),
        input: String::new(),
        answer: String::new(),
        sizes: Vec::new(),
        answers: Vec::new(),
        origin: super::super::data::Origin::Sample,
    };
    let outcome = run(&greedy, &case, Duration::from_secs(10)).unwrap();
    assert_eq!(outcome.finished, Some(Finished::Crashed));
    // The same program under half the memory it asks for: the limit is
    // what stops it, not the machine.
    let small = dir.join("small.sh");
    std::fs::write(
        &small,
        format!(
            "#!/bin/sh\nexec python3 -c 'bytearray({})'\n",
            MEMORY_LIMIT_MIB << 19
        ),
    )
    .unwrap();
    std::fs::set_permissions(&small, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    let outcome = run(&small, &case, Duration::from_secs(10)).unwrap();
    assert_eq!(outcome.finished, Some(Finished::Right));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A program's runs decided in advance, as a function of the case, the
/// limit and how many times that case ran with that limit before; each
/// run is counted.
struct Fated {
    fate: Vec<Outcome>,
    made: BTreeMap<(usize, Duration), usize>,
    runs: usize,
}

impl Fated {
    /// The fate of every (case, limit, attempt) from `seed`, out of a few
    /// outcomes: right fast, right but slow for the limit and not twice it,
    /// killed, wrong, crashed.
    fn new(seed: u64) -> Fated {
        let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let fate = (0..8 * 2 * 4)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                match state % 7 {
                    0..=2 => outcome(RIGHT, 10),
                    3 => outcome(RIGHT, 1500),
                    4 => outcome(None, 1000),
                    5 => outcome(Some(Finished::Wrong), 10),
                    _ => outcome(Some(Finished::Crashed), 10),
                }
            })
            .collect();
        Fated {
            fate,
            made: BTreeMap::new(),
            runs: 0,
        }
    }

    fn run(&mut self, k: usize, limit: Duration) -> Result<Outcome, Error> {
        let attempt = self.made.entry((k, limit)).or_default();
        let high = usize::from(limit > Duration::from_secs(1));
        let mut outcome = self.fate[(k * 2 + high) * 4 + (*attempt).min(3)];
        *attempt += 1;
        self.runs += 1;
        // Killed at the limit it ran with.
        if outcome.cpu > limit {
            outcome = Outcome {
                finished: None,
                cpu: limit,
            };
        }
        Ok(outcome)
    }
}

#[test]
fn runs_up_to_the_verdicts_give_the_verdicts_and_refusals_of_every_run() {
    let limit = Duration::from_secs(1);
    let mut fewer = 0;
    for seed in 0..3000 {
        let total = 1 + (seed % 8) as usize;
        // Every case first, then what confirm and margin run (a full
        // report), against runs made only as the verdicts ask.
        let mut every = Fated::new(seed);
        let upfront = (0..total)
            .map(|k| every.run(k, limit))
            .collect::<Result<Vec<_>, _>>()
            .unwrap_or_else(|e| panic!("{e}"));
        let (all_runs, all_margin) =
            judge(upfront, total, limit, |k, l| every.run(k, l)).unwrap_or_else(|e| panic!("{e}"));
        let mut lazy = Fated::new(seed);
        let (runs, margin) = judge(Vec::new(), total, limit, |k, l| lazy.run(k, l))
            .unwrap_or_else(|e| panic!("{e}"));

        assert_eq!(runs[..], all_runs[..runs.len()], "seed {seed}");
        assert_eq!(margin, all_margin, "seed {seed}");
        assert!(lazy.runs <= every.runs, "seed {seed}");
        fewer += usize::from(lazy.runs < every.runs);
        for expected in [
            Verdict::WrongAnswer,
            Verdict::TimeLimit,
            Verdict::RunTimeError,
        ] {
            let column = |runs: Vec<Outcome>, margin: Margin| Column {
                margin,
                ..column("wrong_answer/a.rs", expected, runs)
            };
            let with = |column: Column, runs: Runs| KillReport {
                cases: (0..total).map(|k| (k.to_string(), "1\n".into())).collect(),
                samples: seed as usize % 2,
                runs,
                ..report(vec![column])
            };
            let full = with(column(all_runs.clone(), all_margin.clone()), Runs::Every);
            let short = with(column(runs.clone(), margin.clone()), Runs::UpToVerdicts);
            assert_eq!(short.problems(), full.problems(), "seed {seed}");
            assert_eq!(
                short.verdict(&short.columns[0]),
                full.verdict(&full.columns[0])
            );
            assert_eq!(
                short.verdict_with_margin(&short.columns[0]),
                full.verdict_with_margin(&full.columns[0])
            );
        }
    }
    // The point of it: most programs fail early.
    assert!(fewer > 2000, "{fewer}");
}

#[test]
fn a_report_up_to_the_verdicts_marks_the_cells_not_run() {
    // Too slow from the first case on: run once, then once with twice the
    // limit, too slow even so (which confirms it and is its run with the
    // margin), and no other case.
    let mut made = Vec::new();
    let (slow, margin) = judge(Vec::new(), 2, Duration::from_secs(1), |k, limit| {
        made.push((k, limit));
        Ok(outcome(None, limit.as_millis() as u64))
    })
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        made,
        [(0, Duration::from_secs(1)), (0, Duration::from_secs(2))]
    );
    assert_eq!(slow.len(), 1);
    let text = KillReport {
        runs: Runs::UpToVerdicts,
        ..report(vec![Column {
            margin,
            ..column("time_limit_exceeded/b.rs", Verdict::TimeLimit, slow)
        }])
    }
    .render();
    assert!(
        text.contains("(--first-failure: each program ran up to its verdict"),
        "{text}"
    );
    assert!(text.contains("  1         3               TLE\n"), "{text}");
    assert!(text.contains("  02-max-1  -7                -\n"), "{text}");
    assert!(
        text.contains("  killed by                   1+\n"),
        "{text}"
    );
    assert!(text.contains("  verdict                   TLE\n"), "{text}");
}

/// The report by test group: each group's programs that fail there, with
/// the verdict of their first failure there, and the secret groups where
/// each program gets its own verdict (what a 2025-09 package requires).
#[test]
fn the_report_by_test_group_names_the_programs_that_fail_in_each() {
    let wrong = Some(Finished::Wrong);
    let mut report = report(vec![
        // Wrong in the second group only.
        column(
            "wrong_answer/late.rs",
            Verdict::WrongAnswer,
            vec![
                outcome(RIGHT, 1),
                outcome(RIGHT, 1),
                outcome(wrong, 1),
                outcome(wrong, 1),
            ],
        ),
        // Too slow in the first group, wrong in the second: its own
        // verdict, WA, only in the second.
        column(
            "wrong_answer/slow.rs",
            Verdict::WrongAnswer,
            vec![
                outcome(RIGHT, 1),
                outcome(None, 2000),
                outcome(wrong, 1),
                outcome(RIGHT, 1),
            ],
        ),
        // Run up to its verdict only: the second group is not known.
        column(
            "run_time_error/crash.rs",
            Verdict::RunTimeError,
            vec![outcome(RIGHT, 1), outcome(Some(Finished::Crashed), 1)],
        ),
    ]);
    report.cases = ["1", "02-max-1", "03-wide-1", "04-wide-2"]
        .map(|name| (name.to_string(), "0\n".to_string()))
        .to_vec();
    report.groups = ["sample", "max", "wide", "wide"].map(String::from).to_vec();
    report.samples = 1;
    assert_eq!(
        report.group_ranges(),
        [("sample", 0..1), ("max", 1..2), ("wide", 2..4)]
    );
    let failed = report.groups_failed();
    assert_eq!(failed["wrong_answer/late.rs"], ["wide"]);
    // Too slow in one group within twice the limit, and in another even
    // so: only the second may be required.
    let mut slow = column(
        "time_limit_exceeded/slow.rs",
        Verdict::TimeLimit,
        vec![outcome(RIGHT, 1), outcome(None, 1500), outcome(None, 3000)],
    );
    slow.margin = vec![(1, outcome(RIGHT, 1500)), (2, outcome(None, 3000))];
    report.columns.push(slow);
    assert_eq!(
        report.groups_failed()["time_limit_exceeded/slow.rs"],
        ["wide"]
    );
    report.columns.pop();
    assert_eq!(failed["wrong_answer/slow.rs"], ["wide"]);
    assert_eq!(failed["run_time_error/crash.rs"], ["max"]);
    let text = report.render_groups();
    assert!(
        text.contains("sample ( 1 cases): none fails here"),
        "{text}"
    );
    assert!(text.contains("max    ( 1 cases): #2 TLE, #3 RTE"), "{text}");
    assert!(text.contains("wide   ( 2 cases): #1 WA, #2 WA"), "{text}");
}
