//! Tests of whole packages: the statement against its Markdown, the
//! validator compiled by `rustc` against `--validate`, the submissions'
//! verdicts on the data, and `verifyproblem` refusing a package with a
//! corrupted answer. Every test that builds a package's data (the searched
//! families solve many boards: about 10 s) is `#[ignore]`d, so that plain
//! `cargo test` stays quick; CI runs them with `--ignored`.

use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use super::data::{self, Case};
use super::statement::{self, Block};
use super::submissions::{self, accepted_path};
use super::validator::{self, COMMON_IO_MODULES, GAME_MODULE};
use super::{Files, Format, Meta, build, build_with, kill, short_name};
use crate::games::{Game, REGISTRY};
use crate::{Credits, Layout};

/// A directory of its own for a test, under the workspace's `target/`.
fn scratch(what: &str) -> PathBuf {
    let dir = Layout::locate()
        .root()
        .join("target/package-tests")
        .join(format!("{what}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// Every game of the registry, each checked to have what its package is
/// made from: the std-only validation module and the accepted solution.
fn packable() -> Vec<&'static Game> {
    let ws = Layout::locate();
    let games = REGISTRY.games().to_vec();
    for &game in &games {
        let module = validator::game_module_path(&ws, game);
        assert!(module.is_file(), "{} is missing", module.display());
        let accepted = accepted_path(&ws, game);
        assert!(accepted.is_file(), "{} is missing", accepted.display());
    }
    games
}

/// The words (ASCII letters and digits) of `text`, in order.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// The text of a block, as plain words.
fn block_text(block: &Block) -> String {
    match block {
        Block::Heading(1, t) => statement::title(t),
        Block::Heading(_, t) | Block::Paragraph(t) => statement::plain(t),
        Block::Code(c) => c.clone(),
        Block::Table(rows) => rows
            .iter()
            .flatten()
            .map(|c| statement::plain(c))
            .collect::<Vec<_>>()
            .join(" "),
        Block::List(_, items) => items
            .iter()
            .map(|i| statement::plain(i))
            .collect::<Vec<_>>()
            .join(" "),
    }
}

/// The game's statement, `docs/problems/<crate>.md`.
fn statement_markdown(ws: &Layout, game: &Game) -> String {
    let path = ws
        .root()
        .join("docs/problems")
        .join(format!("{}.md", game.name()));
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
#[ignore = "builds every game's package data (the searched families solve many boards): CI runs it with --ignored"]
fn every_statement_s_words_appear_in_its_latex_in_order() {
    let ws = Layout::locate();
    for &game in REGISTRY.games() {
        let markdown = statement_markdown(&ws, game);
        let tex = statement::to_latex(&markdown).unwrap().tex;
        let tex_words = words(&tex);
        let mut at = 0;
        let blocks = statement::contest_blocks(&markdown).unwrap();
        assert!(blocks.len() > 10, "{}", game.name());
        for block in &blocks {
            for word in words(&block_text(block)) {
                match tex_words[at..].iter().position(|w| *w == word) {
                    Some(k) => at += k + 1,
                    None => panic!(
                        "{}: `{word}` of {block:?} is not in the LaTeX (in order)",
                        game.name()
                    ),
                }
            }
        }
        // What is left out is left out on purpose: the binary and the
        // solution.
        for omitted in statement::OMITTED_SECTIONS {
            assert!(!tex.contains(omitted), "{}: {omitted}", game.name());
        }
        // LaTeX sees no character outside ASCII but CJK ones, which go
        // through the CJK font (every symbol is converted).
        for c in tex.chars().filter(|c| !c.is_ascii()) {
            assert!(
                ('\u{3000}'..='\u{9FFF}').contains(&c),
                "{}: {c:?} left in the LaTeX",
                game.name()
            );
        }
    }
}

/// A game without a statement of its own gets one made from its `About`:
/// it converts, and its rules, answer and limits are all in the LaTeX, in
/// order (the About texts are plain prose, which CommonMark leaves as it is).
#[test]
fn a_statement_made_from_each_game_s_own_text_converts() {
    for &game in REGISTRY.games() {
        let about = game.about();
        let tex = statement::to_latex(&statement::from_about(&about))
            .unwrap_or_else(|e| panic!("{}: {e}", game.name()))
            .tex;
        let tex_words = words(&tex);
        let mut at = 0;
        for word in [about.rules, about.answer, about.judge_limits]
            .iter()
            .flat_map(|text| words(text))
        {
            match tex_words[at..].iter().position(|w| *w == word) {
                Some(k) => at += k + 1,
                None => panic!("{}: `{word}` is not in the LaTeX (in order)", game.name()),
            }
        }
    }
}

#[test]
#[ignore = "builds every game's package data (the searched families solve many boards): CI runs it with --ignored"]
fn the_statement_s_samples_are_the_data_s_and_the_fixtures() {
    let ws = Layout::locate();
    for &game in REGISTRY.games() {
        let markdown = statement_markdown(&ws, game);
        // In the Samples section, the code blocks alternate input, output.
        let mut in_samples = false;
        let mut blocks = Vec::new();
        for block in statement::parse(&markdown).unwrap() {
            match &block {
                Block::Heading(2, t) => in_samples = statement::plain(t).starts_with("Sample"),
                Block::Code(code) if in_samples => blocks.push(code.clone()),
                _ => {}
            }
        }
        let samples = data::samples(game).unwrap();
        let from_statement: Vec<(String, String)> = blocks
            .chunks(2)
            .map(|pair| (pair[0].clone(), pair[1].clone()))
            .collect();
        let from_data: Vec<(String, String)> = samples
            .iter()
            .map(|c| (c.input.clone(), c.answer.clone()))
            .collect();
        assert_eq!(from_statement, from_data, "{}", game.name());
        for case in &samples {
            let fixture =
                ws.root()
                    .join(format!("fixtures/{}/sample-{}.in", game.name(), case.name));
            assert_eq!(
                fs::read_to_string(&fixture).unwrap(),
                case.input,
                "{}",
                fixture.display()
            );
            assert!(!case.input.contains('\r') && !case.input.starts_with('\u{feff}'));
        }
    }
}

#[test]
#[ignore = "builds every game's package data (the searched families solve many boards): CI runs it with --ignored"]
fn the_validator_s_files_are_the_crates_files_verbatim() {
    let ws = Layout::locate();
    for game in packable() {
        let files = validator::sources(&ws, game).unwrap();
        let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(
            names,
            [
                "main.rs",
                "error.rs",
                "scanner.rs",
                "strict.rs",
                "judge_format.rs"
            ]
        );
        for (name, text) in &files[1..4] {
            let source =
                fs::read_to_string(ws.root().join("crates/common-io/src").join(name)).unwrap();
            assert_eq!(*text, source, "{name}");
        }
        let module = fs::read_to_string(validator::game_module_path(&ws, game)).unwrap();
        assert_eq!(files[4].1, module);
        // Std only, and the modules refer to one another by the names the
        // validator's main.rs gives them.
        for (name, text) in &files[1..] {
            for line in text.lines().map(str::trim).filter(|l| !l.starts_with("//")) {
                assert!(!line.contains("common_io"), "{name}: {line}");
                if let Some(path) = line.strip_prefix("use crate::") {
                    assert!(
                        COMMON_IO_MODULES
                            .iter()
                            .any(|m| path.starts_with(&format!("{m}::"))),
                        "{name}: {line}"
                    );
                } else if let Some(path) = line.strip_prefix("use ") {
                    assert!(
                        path.starts_with("std::")
                            || path.starts_with("super::")
                            || path.starts_with("self::"),
                        "{name}: {line}"
                    );
                }
            }
        }
        assert!(
            module.contains("use super::{InputError, Strict};")
                || module.contains("use super::{InputError, Pos, Strict};"),
            "{}",
            game.name()
        );
    }
}

/// Compiles the Rust program whose main file is `main` with `rustc` as
/// problemtools does (edition 2021; a lower optimisation level, for the
/// tests' time), to `out`.
fn rustc(main: &Path, out: &Path) {
    let output = Command::new(std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into()))
        .args([
            "-C",
            "opt-level=2",
            "--crate-type",
            "bin",
            "--edition",
            "2021",
        ])
        .arg(main)
        .arg("-o")
        .arg(out)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "rustc {}:\n{}",
        main.display(),
        String::from_utf8_lossy(&output.stderr)
    );
}

/// Runs `program` with the file `input` as its standard input (as judges
/// do), killed after `limit`: its output, or `None` when it was killed.
fn run_on_file(program: &Path, input: &Path, limit: Duration) -> Option<Output> {
    let mut child = Command::new(program)
        .stdin(File::open(input).unwrap())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    Some(child.wait_with_output().unwrap())
}

/// Writes the package of `game` to a scratch directory of the test named
/// `test` (each its own: tests run side by side, and one writing a package
/// where another's checker reads it made BAPCtools find a case gone).
fn written(test: &str, game: &Game, files: &Files) -> PathBuf {
    let dir = scratch(&format!("{test}-{}", short_name(game))).join(short_name(game));
    super::write(&dir, files).unwrap();
    dir
}

/// The files of `dir` ending in `.in`, sorted.
fn inputs(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .map(|d| d.filter_map(|e| e.ok()).map(|e| e.path()).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|e| e == "in"));
    files.sort();
    files
}

#[test]
#[ignore = "builds every game's package data (the searched families solve many boards): CI runs it with --ignored"]
fn the_compiled_validator_accepts_the_data_and_rejects_what_validate_rejects() {
    let ws = Layout::locate();
    for game in packable() {
        let dir = scratch(&format!("validator-{}", short_name(game)));
        for (name, text) in validator::sources(&ws, game).unwrap() {
            fs::write(dir.join(name), text).unwrap();
        }
        let exe = dir.join("validate");
        rustc(&dir.join("main.rs"), &exe);
        let check = |path: &Path| {
            let bytes = fs::read(path).unwrap();
            let out = run_on_file(&exe, path, Duration::from_secs(20)).unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
            match game.validate(&bytes) {
                Ok(()) => assert_eq!(
                    (out.status.code(), stderr.as_str()),
                    (Some(42), ""),
                    "{}",
                    path.display()
                ),
                Err(e) => assert_eq!(
                    (out.status.code(), stderr),
                    (Some(43), format!("error: {e}\n")),
                    "{}",
                    path.display()
                ),
            }
            out.status.code() == Some(42)
        };
        // Every data input is valid.
        for case in data::data(&ws, game).unwrap().cases() {
            let path = dir.join(format!("{}.in", case.name));
            fs::write(&path, &case.input).unwrap();
            assert!(check(&path), "{}", path.display());
        }
        // Every bad input is refused, and every fixture is judged as
        // `--validate` judges it (the CRLF and BOM samples, the boards past
        // the judge's limits).
        let errors = inputs(&ws.root().join(format!("fixtures/{}/errors", game.name())));
        assert!(errors.len() >= 10, "{}", game.name());
        for path in &errors {
            assert!(!check(path), "{}", path.display());
        }
        let fixtures = inputs(&ws.root().join(format!("fixtures/{}", game.name())));
        let refused = fixtures.iter().filter(|p| !check(p)).count();
        assert!(refused >= 1, "{}: every fixture is valid?", game.name());
        let _ = fs::remove_dir_all(&dir);
    }
}

#[test]
#[ignore = "builds every game's package data (the searched families solve many boards): CI runs it with --ignored"]
fn the_submissions_are_the_accepted_solution_and_the_catalogue_verbatim() {
    let ws = Layout::locate();
    for game in packable() {
        let files = build(&ws, game).unwrap();
        let mut submissions: Vec<(&str, &[u8])> = files
            .iter()
            .filter_map(|(n, b)| Some((n.strip_prefix("submissions/")?, b.as_slice())))
            .collect();
        submissions.sort();
        let catalogue = submissions::catalogue(&ws, game).unwrap();
        let accepted = fs::read(accepted_path(&ws, game)).unwrap();
        let mut expected: Vec<(String, Vec<u8>)> = catalogue
            .iter()
            .map(|p| (p.name(), p.source.clone().into_bytes()))
            .collect();
        expected.push(("accepted/accepted.rs".into(), accepted));
        expected.sort();
        let expected: Vec<(&str, &[u8])> = expected
            .iter()
            .map(|(n, b)| (n.as_str(), b.as_slice()))
            .collect();
        assert_eq!(submissions, expected, "{}", game.name());
    }
}

/// Each wrong solution of the catalogue, compiled as the judge does, is
/// caught by `cargo xtask stress` on generated inputs within the original
/// judge's limits (every family in turn, up to 50 cases: the last found is
/// the 14th), or, for a
/// mistake that only boards no generator finds quickly show, by stress's
/// judge on a hand-made fixture: the mistake is real, not an artefact of
/// the package's data.
#[test]
#[ignore = "compiles every catalogue program (CI runs the ignored tests)"]
fn stress_catches_every_wrong_solution_within_the_judge_s_limits() {
    let ws = Layout::locate();
    let mut missed = Vec::new();
    for game in packable() {
        for program in submissions::catalogue(&ws, game).unwrap() {
            let exe = kill::compile(&ws, game, &program.name(), &program.source).unwrap();
            let config = crate::stress::search::Config {
                problem: game,
                argv: vec![exe.display().to_string()],
                command: program.name(),
                cases: 50,
                seed: 0,
                families: game.families(),
                rows: None,
                cols: None,
                // The time limit of every package (1 s in each kill report): a
                // program too slow spins a second, not two.
                timeout: Duration::from_secs(1),
                shrink_runs: 0,
                shrink_time: Duration::ZERO,
                // One case at a time: a program too slow everywhere is
                // found by its first case's second either way, and two jobs
                // would spend a second each on it (the stress's several jobs are
                // `several_jobs_report_what_one_job_reports`'s).
                jobs: 1,
            };
            let report =
                crate::stress::search::run_stress(&config, &indicatif::ProgressBar::hidden())
                    .unwrap();
            if let Some(failure) = report.failure {
                // Within the original judge's limits.
                assert_eq!(game.validate(failure.input.as_bytes()), Ok(()));
                println!(
                    "{}: {}: case {} ({}) fails: {:?}",
                    game.name(),
                    program.name(),
                    failure.case,
                    failure.family,
                    failure.verdict
                );
                continue;
            }
            // A mistake no generator shows in reasonable time (a game of
            // more than 255 moves): the hand-made fixtures of the package.
            let built = data::data(&ws, game).unwrap();
            let hand = built
                .secret
                .iter()
                .filter(|c| c.name.contains("-hand-"))
                .find(|c| {
                    let verdict = crate::stress::search::verdict(&config, &c.input).unwrap();
                    verdict != crate::stress::search::Verdict::Accepted
                });
            match hand {
                Some(case) => println!(
                    "{}: {}: no generated case fails; the hand-made {} does",
                    game.name(),
                    program.name(),
                    case.name
                ),
                None => missed.push(format!("{}: {}", game.name(), program.name())),
            }
        }
    }
    assert!(
        missed.is_empty(),
        "stress finds no failing input for {missed:#?}"
    );
}

#[test]
fn a_package_says_what_is_missing() {
    // A workspace holding a game's statement and common-io's modules, but
    // neither the game's validation module nor its accepted solution.
    let real = Layout::locate();
    let game = REGISTRY.games()[0];
    let root = scratch("missing");
    let copy = |rel: &str| {
        let to = root.join(rel);
        fs::create_dir_all(to.parent().unwrap()).unwrap();
        fs::copy(real.root().join(rel), to).unwrap();
    };
    copy(&format!("docs/problems/{}.md", game.name()));
    for m in COMMON_IO_MODULES {
        copy(&format!("crates/common-io/src/{m}.rs"));
    }
    let ws = Layout::Workspace { root: root.clone() };
    let err = build(&ws, game).unwrap_err().to_string();
    assert!(err.contains("has no std-only validation module"), "{err}");
    assert!(err.contains(&format!("{GAME_MODULE}.rs")), "{err}");
    fs::create_dir_all(root.join(format!("crates/{}/src", game.name()))).unwrap();
    fs::write(
        validator::game_module_path(&ws, game),
        "use super::{InputError, Strict};\n",
    )
    .unwrap();
    let err = build(&ws, game).unwrap_err().to_string();
    assert!(err.contains("has no accepted solution: write "), "{err}");
    assert!(err.contains("judge/accepted.rs"), "{err}");
    let _ = fs::remove_dir_all(&root);
}

#[test]
#[ignore = "builds every game's package data (the searched families solve many boards): CI runs it with --ignored"]
fn packages_are_deterministic_and_every_case_is_valid() {
    let ws = Layout::locate();
    for game in packable() {
        let files = build(&ws, game).unwrap();
        assert_eq!(build(&ws, game).unwrap(), files);
        let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
        for expected in [
            "problem.yaml",
            "problem_statement/problem.en.tex",
            "data/sample/1.in",
            "data/sample/1.ans",
            "input_validators/validate/main.rs",
            "submissions/accepted/accepted.rs",
        ] {
            assert!(names.contains(&expected), "{}: no {expected}", game.name());
        }
        let secret = names
            .iter()
            .filter(|n| n.starts_with("data/secret/") && n.ends_with(".in"))
            .count();
        assert!(secret >= data::MIN_SECRET, "{}", game.name());
        let by_name: std::collections::HashMap<&str, &[u8]> = files
            .iter()
            .map(|(n, bytes)| (n.as_str(), bytes.as_slice()))
            .collect();
        for (name, bytes) in &files {
            if let Some(stem) = name
                .strip_prefix("data/")
                .and_then(|n| n.strip_suffix(".in"))
            {
                assert_eq!(game.validate(bytes), Ok(()), "{name}");
                // The answer file is the judge's answer to the whole input
                // (the package makes it from each board's answer).
                let answer = by_name[format!("data/{stem}.ans").as_str()];
                assert_eq!(
                    std::str::from_utf8(answer).ok(),
                    game.judge(bytes).ok().as_deref(),
                    "{name}"
                );
            }
        }
        let yaml = String::from_utf8(files[0].1.clone()).unwrap();
        assert!(
            yaml.contains("\nsource: \"") && yaml.contains("\nlicense: permission\n"),
            "{yaml}"
        );
    }
}

/// problemtools' `verifyproblem`: `$VERIFYPROBLEM`, or the one `.ci/run`
/// installs (`target/problemtools/bin/verifyproblem`), or on the `PATH`.
fn verifyproblem() -> PathBuf {
    if let Some(path) = std::env::var_os("VERIFYPROBLEM") {
        return path.into();
    }
    let ci = Layout::locate()
        .root()
        .join("target/problemtools/bin/verifyproblem");
    if ci.is_file() {
        ci
    } else {
        "verifyproblem".into()
    }
}

#[test]
#[ignore = "needs problemtools' verifyproblem (.ci/run installs it and runs the ignored tests)"]
fn verifyproblem_refuses_a_package_with_a_corrupted_answer() {
    let ws = Layout::locate();
    let Some(game) = packable().first().copied() else {
        println!("note: no game has both a validation module and an accepted solution");
        return;
    };
    let files = build(&ws, game).unwrap();
    let dir = written("verifyproblem", game, &files);
    let verify = |dir: &Path| {
        let out = Command::new(verifyproblem())
            .args(["-p", "submissions", "-s", "accepted", "-l", "warning"])
            .arg(dir)
            .output()
            .unwrap_or_else(|e| {
                panic!("{}: {e} (install problemtools)", verifyproblem().display())
            });
        let text = String::from_utf8_lossy(&out.stdout).into_owned()
            + &String::from_utf8_lossy(&out.stderr);
        (out.status.success(), text)
    };
    let (ok, text) = verify(&dir);
    assert!(ok && text.contains("0 errors"), "{text}");
    // One secret answer changed: the accepted solution now fails there.
    let built = data::data(&ws, game).unwrap();
    let case: &Case = &built.secret[0];
    let ans = dir.join(format!("data/secret/{}.ans", case.name));
    fs::write(&ans, format!("{}x\n", case.answer.trim_end())).unwrap();
    let (ok, text) = verify(&dir);
    assert!(!ok && !text.contains("0 errors"), "{text}");
    assert!(
        text.contains("accepted.rs") && text.contains("WA"),
        "{text}"
    );
    let _ = fs::remove_dir_all(dir.parent().unwrap());
}

#[test]
fn credits_are_plain_yaml_words_or_quoted() {
    use super::yaml_plain;
    assert_eq!(
        yaml_plain("olympiad-games contributors"),
        "olympiad-games contributors"
    );
    assert_eq!(yaml_plain("Ann Lee, Bo"), "Ann Lee, Bo");
    assert_eq!(
        yaml_plain("Ann <ann@example.org>"),
        "\"Ann <ann@example.org>\""
    );
    assert_eq!(yaml_plain("No"), "\"No\"");
    assert_eq!(yaml_plain("2024 team"), "\"2024 team\"");
    assert_eq!(yaml_plain("a: b"), "\"a: b\"");
}

mod v2025;
