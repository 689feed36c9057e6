//! Tests only: the game crates speak one vocabulary (the names of the
//! contract's ideas, the same in every crate) and re-export it from their
//! roots in one order.

use super::*;

/// The root of a game crate: its `// ...` comment lines and the modules
/// its `pub use` lines take from, from "The crate's root" to the first
/// blank line.
fn root_outline(name: &str) -> (Vec<String>, Vec<String>) {
    let lib = read(&workspace().join("crates").join(name).join("src/lib.rs"));
    let start = lib
        .find("// The crate's root")
        .unwrap_or_else(|| panic!("crates/{name}/src/lib.rs has no outline of its root"));
    let end = lib[start..].find("\n\n").map_or(lib.len(), |e| start + e);
    let block = &lib[start..end];
    let comments = block
        .lines()
        .skip(1)
        .filter(|l| l.starts_with("// "))
        .map(str::to_string)
        .collect();
    let modules = block
        .lines()
        .filter_map(|l| l.strip_prefix("pub use "))
        .filter_map(|l| l.split("::").next())
        .map(str::to_string)
        .collect();
    (comments, modules)
}

/// The game crates' roots re-export the same kinds of items in the same
/// order, under the same comments.
#[test]
fn the_game_crates_roots_are_in_one_order() {
    let first = names()[0];
    let (comments, modules) = root_outline(first);
    assert!(comments.len() >= 5, "{comments:?}");
    let kinds = |modules: &[String]| -> Vec<String> {
        // A game's sides may live in `rules.rs`, beside its positions.
        let mut kinds: Vec<String> = modules
            .iter()
            .map(|m| {
                if m == "rules" {
                    "position".to_string()
                } else {
                    m.clone()
                }
            })
            .collect();
        kinds.dedup();
        kinds
    };
    for name in names() {
        let (other_comments, other_modules) = root_outline(name);
        assert_eq!(other_comments, comments, "crates/{name}/src/lib.rs");
        assert_eq!(
            kinds(&other_modules),
            kinds(&modules),
            "crates/{name}/src/lib.rs"
        );
    }
}

/// Every game crate speaks the contract's vocabulary: it is stated as its
/// board's rules with its kernel beside the generic solver (`impl
/// RulesGame for Board`, `Analysis = Solved<Kernel, generic solver>`), so
/// its queries are the contract's own functions; its values are
/// common-io's (`Forced`, `Score`, `Grundy`, `Wdl`); it declares `Board`,
/// `Side`, `Position`, `Move`, ...; and no public type or trait of any of
/// its modules is named as one of the contract's (`common_io::game`).
#[test]
fn every_game_crate_speaks_one_vocabulary() {
    let root = workspace();
    // The contract's types; the toy game is an example of a game, not
    // part of the contract.
    let contract: Vec<String> = std::fs::read_dir(root.join("crates/common-io/src/game"))
        .unwrap_or_else(|e| panic!("{e}"))
        .filter_map(|entry| entry.ok())
        .filter(|entry| entry.path().is_file() && entry.file_name() != "toy.rs")
        .map(|entry| read(&entry.path()))
        .chain([read(&root.join("crates/common-io/src/game.rs"))])
        .flat_map(|text| declared_types(&text))
        .collect();
    for name in [
        "Ending",
        "Game",
        "MoveValue",
        "Families",
        "Forced",
        "Score",
        "Grundy",
    ] {
        assert!(contract.contains(&name.to_string()), "{name}");
    }
    let values = ["Forced", "Score", "Grundy", "Wdl"];
    let flat = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
    for name in names() {
        let src = root.join("crates").join(name).join("src");
        let analysis_text = read(&src.join("analysis.rs"));
        let analysis = flat(&analysis_text);
        let game = read(&src.join("game.rs"));
        assert!(
            game.contains("impl RulesGame for Board {"),
            "crates/{name}/src/game.rs lacks `impl RulesGame for Board`: the board's rules, made a Game by Ruled"
        );
        let generic = [
            "Scores<Board>",
            "Tablebase<Board>",
            "IndexedTablebase<Board>",
            "IndexedScores<Board>",
            "IndexedNimbers<Board>",
            "Nimbers<Board>",
        ];
        assert!(
            generic
                .iter()
                .any(|g| analysis.contains(&format!("pub type Analysis = Solved<Kernel, {g}>;"))),
            "crates/{name}/src/analysis.rs lacks `pub type Analysis = Solved<Kernel, ...>` of a generic solver"
        );
        // The kernel's values are common-io's, as the generic solver's are.
        for associated in ["type Outcome = ", "type Value = "] {
            let value = analysis_text
                .lines()
                .find_map(|l| l.trim().strip_prefix(associated))
                .unwrap_or_else(|| panic!("crates/{name}/src/analysis.rs has no `{associated}`"));
            assert!(
                values.iter().any(|v| value == format!("{v};")),
                "crates/{name}/src/analysis.rs: `{associated}{value}` is not a value of common-io"
            );
        }
        let mut declared = Vec::new();
        let mut files = vec![src.clone()];
        while let Some(path) = files.pop() {
            if path.is_dir() {
                files.extend(
                    std::fs::read_dir(&path)
                        .unwrap_or_else(|e| panic!("{e}"))
                        .filter_map(|entry| entry.ok().map(|e| e.path())),
                );
            } else if path.extension().is_some_and(|e| e == "rs") {
                declared.extend(
                    declared_types(&read(&path))
                        .into_iter()
                        .map(|ty| (ty, path.clone())),
                );
            }
        }
        for wanted in [
            "Board",
            "BoardError",
            "Side",
            "Position",
            "Move",
            "Analysis",
        ] {
            assert!(
                declared.iter().any(|(ty, _)| ty == wanted),
                "crates/{name} has no `{wanted}`"
            );
        }
        for (ty, path) in &declared {
            assert!(
                !contract.contains(ty),
                "{} declares `{ty}`, a name of the contract",
                path.display()
            );
        }
    }
}

/// The names of the public types and traits a Rust source declares.
fn declared_types(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim_start)
        .filter_map(|l| {
            ["pub struct ", "pub enum ", "pub trait ", "pub type "]
                .iter()
                .find_map(|p| l.strip_prefix(p))
        })
        .filter_map(|rest| {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            (!name.is_empty()).then_some(name)
        })
        .collect()
}
