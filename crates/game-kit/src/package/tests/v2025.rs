//! The 2025-09 package: every part where the format puts it, and
//! BAPCtools' own checks of it.

use super::*;

/// The 2025-09 package of `game` (the workspace's credits, no kill report).
fn build_2025(ws: &Layout, game: &Game) -> Files {
    let meta = Meta {
        credits: Credits::workspace(),
        statement: ws.statement(game.name()),
    };
    build_with(ws, game, &meta, Format::V2025_09, None).unwrap()
}

/// A 2025-09 package holds each part where the format puts it: the
/// statement titled by `problem.yaml`'s name, each secret case in its
/// family's test group with the command that makes it again (which does,
/// byte for byte), the inputs the validator must reject (each refused by
/// `--validate`), both validators as `build` scripts and their sources,
/// and every submission.
#[test]
#[ignore = "builds every game's package data (the searched families solve many boards): CI runs it with --ignored"]
fn a_2025_09_package_holds_every_part_where_the_format_puts_it() {
    let ws = Layout::locate();
    for game in packable() {
        let name = game.name();
        let files = build_2025(&ws, game);
        assert_eq!(build_2025(&ws, game), files, "{name}: not deterministic");
        let file = |path: &str| {
            files
                .iter()
                .find(|(n, _)| n == path)
                .map(|(_, bytes)| String::from_utf8_lossy(bytes).into_owned())
                .unwrap_or_else(|| panic!("{name}: no {path}"))
        };
        let markdown = fs::read_to_string(ws.statement(name).unwrap()).unwrap();
        let title = statement::to_latex(&markdown).unwrap().name;
        let yaml = file("problem.yaml");
        for line in [
            "problem_format_version: 2025-09\n".to_string(),
            "type: pass-fail\n".to_string(),
            format!("name: {}\n", crate::package::yaml_plain(&title)),
            "license: permission\n".to_string(),
            "  memory: 1024\n".to_string(),
        ] {
            assert!(yaml.contains(&line), "{name}: no {line:?} in\n{yaml}");
        }
        assert!(file("statement/problem.en.tex").contains("\\problemname{}\n"));
        let built = data::data(&ws, game).unwrap();
        let mut groups: Vec<&str> = built.secret.iter().map(|c| c.origin.group()).collect();
        groups.dedup();
        let mut sorted = groups.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(
            groups, sorted,
            "{name}: a group's cases are not together, by name"
        );
        for family in game.families() {
            assert!(groups.contains(&family), "{name}: no test group {family}");
        }
        for case in &built.secret {
            let path = format!("data/secret/{}/{}", case.origin.group(), case.name);
            assert_eq!(file(&format!("{path}.in")), case.input);
            assert_eq!(file(&format!("{path}.ans")), case.answer);
            let record = file(&format!("{path}.yaml"));
            assert!(record.contains(&case.origin.command(name)), "{record}");
            // The record made again, for the first case of each group (a
            // searched family's board takes its search again).
            let first = built
                .secret
                .iter()
                .find(|c| c.origin.group() == case.origin.group());
            if let (true, data::Origin::Generated { family, seed, size }) =
                (first == Some(case), &case.origin)
            {
                assert_eq!(
                    game.generate(family, *seed, *size).unwrap(),
                    case.input,
                    "{name}: {record}"
                );
            }
        }
        let invalid: Vec<&(String, Vec<u8>)> = files
            .iter()
            .filter(|(n, _)| n.starts_with("data/invalid_input/"))
            .collect();
        let errors = inputs(&ws.fixtures(name).join("errors")).len();
        assert!(
            invalid.len() > errors,
            "{name}: {} invalid inputs",
            invalid.len()
        );
        for (path, bytes) in invalid {
            assert!(game.validate(bytes).is_err(), "{name}: {path} is valid");
        }
        for dir in ["input_validators/validate", "answer_validators/answer"] {
            assert!(file(&format!("{dir}/build")).contains("rustc -O --edition 2021"));
            assert!(crate::package::is_script(&format!("{dir}/build")));
            file(&format!("{dir}/main.rs"));
        }
        assert_eq!(
            file("answer_validators/answer/accepted.rs"),
            file("submissions/accepted/accepted.rs")
        );
        let listed = file("submissions/submissions.yaml");
        for program in submissions::catalogue(&ws, game).unwrap() {
            file(&format!("submissions/{}", program.name()));
            assert!(
                listed.contains(&format!("\n{}:\n", program.name())),
                "{listed}"
            );
        }
    }
}

/// BAPCtools' `bt`: `$BT`, or the one `.ci/run` installs
/// (`target/bapctools/bin/bt`), or on the `PATH`; with its configuration in
/// a directory of the test's own (`.ci/bapctools-languages.yaml` as its
/// languages: Python 3 is CPython, not PyPy).
fn bt(dir: &Path, config: &Path) -> Command {
    let program: PathBuf = match std::env::var_os("BT") {
        Some(path) => path.into(),
        None => {
            let ci = Layout::locate().root().join("target/bapctools/bin/bt");
            if ci.is_file() { ci } else { "bt".into() }
        }
    };
    let mut command = Command::new(program);
    command.current_dir(dir).env("XDG_CONFIG_HOME", config);
    command
}

/// `bt validate` refuses a 2025-09 package when a secret answer is not the
/// accepted solution's (the answer validator), or when an input it must
/// reject is valid (the input validator on `data/invalid_input`), and
/// passes both checks before. (CI runs the whole of `bt validate` and `bt
/// run` on every game's package.)
#[test]
#[ignore = "needs BAPCtools' bt (.ci/run installs it and runs the ignored tests)"]
fn bapctools_refuses_a_package_with_a_corrupted_answer_or_a_valid_invalid_input() {
    let ws = Layout::locate();
    let Some(game) = packable().first().copied() else {
        println!("note: no game has both a validation module and an accepted solution");
        return;
    };
    let files = build_2025(&ws, game);
    let dir = written("bapctools", game, &files);
    let config = dir.parent().unwrap().join("config");
    fs::create_dir_all(config.join("bapctools")).unwrap();
    fs::copy(
        ws.root().join(".ci/bapctools-languages.yaml"),
        config.join("bapctools/languages.yaml"),
    )
    .unwrap();
    let validate = |args: &[&str]| {
        let out = bt(&dir, &config)
            .arg("validate")
            .args(args)
            .output()
            .unwrap_or_else(|e| panic!("bt: {e} (pip install bapctools)"));
        let text = String::from_utf8_lossy(&out.stdout).replace('\r', "\n")
            + &String::from_utf8_lossy(&out.stderr).replace('\r', "\n");
        (out.status.success(), text)
    };
    let built = data::data(&ws, game).unwrap();
    let case: &Case = &built.secret[0];
    let path = format!("data/secret/{}/{}", case.origin.group(), case.name);
    let (ok, text) = validate(&["--answer", &path]);
    assert!(ok, "{text}");
    fs::write(
        dir.join(format!("{path}.ans")),
        format!("{}x\n", case.answer.trim_end()),
    )
    .unwrap();
    let (ok, text) = validate(&["--answer", &path]);
    assert!(
        !ok && text.contains("the accepted solution prints"),
        "{text}"
    );
    let (ok, text) = validate(&["--invalid"]);
    assert!(ok, "{text}");
    fs::write(dir.join("data/invalid_input/valid.in"), &case.input).unwrap();
    let (ok, text) = validate(&["--invalid"]);
    assert!(!ok && text.contains("was not properly rejected"), "{text}");
    let _ = fs::remove_dir_all(dir.parent().unwrap());
}
