//! Tests only. The library examples of the workspace README are the problem crates'
//! own README examples, which each crate runs as doc tests: this test keeps
//! the copies identical, so the examples a reader sees first are the ones
//! that are compiled and run.

#![allow(clippy::panic)] // helpers outside #[test] functions fail loudly

use std::path::{Path, PathBuf};

use crate::games::REGISTRY;

/// The names of the games of the registry.
fn names() -> Vec<&'static str> {
    REGISTRY.names()
}

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// The fenced ```rust blocks of a markdown text, fences excluded.
fn rust_blocks(markdown: &str) -> Vec<String> {
    blocks(markdown, "rust")
}

#[test]
fn rust_blocks_are_found() {
    let text = "# t\n```rust\nlet a = 1;\n```\ntext\n```sh\nls\n```\n```rust,ignore\nb\n```\n";
    assert_eq!(rust_blocks(text), ["let a = 1;\n", "b\n"]);
}

#[test]
fn workspace_readme_shows_the_doc_tested_crate_examples() {
    let root = workspace();
    let top = read(&root.join("README.md"));
    let top_blocks = rust_blocks(&top);
    for name in names() {
        let dir = root.join("crates").join(name);
        let own = rust_blocks(&read(&dir.join("README.md")));
        assert!(
            !own.is_empty(),
            "crates/{name}/README.md has no ```rust example"
        );
        let lib = read(&dir.join("src/lib.rs"));
        assert!(
            lib.contains("#[cfg(doctest)]") && lib.contains("include_str!(\"../README.md\")"),
            "crates/{name}/src/lib.rs does not run its README as doc tests"
        );
        for block in own {
            assert!(
                top_blocks.contains(&block),
                "the workspace README lacks crates/{name}/README.md's example, \
                 or its copy differs; copy it again:\n{block}"
            );
        }
    }
}

/// The fenced blocks of `language` (```rust, ```rust,ignore, ...) in a
/// markdown text, fences excluded.
fn blocks(markdown: &str, language: &str) -> Vec<String> {
    let fence = format!("```{language}");
    let mut out = Vec::new();
    let mut current: Option<String> = None;
    for line in markdown.lines() {
        match current.as_mut() {
            None if line.trim_start().starts_with(&fence) => current = Some(String::new()),
            None => {}
            Some(_) if line.trim_start().starts_with("```") => out.extend(current.take()),
            Some(block) => {
                block.push_str(line);
                block.push('\n');
            }
        }
    }
    out
}

/// The `version` of a crate's manifest, as `major.minor`.
fn major_minor(manifest: &str) -> String {
    let version = manifest
        .lines()
        .find_map(|l| l.strip_prefix("version = \""))
        .and_then(|v| v.strip_suffix('"'))
        .unwrap_or_else(|| panic!("no version in the manifest"));
    version.splitn(3, '.').take(2).collect::<Vec<_>>().join(".")
}

/// "Use a crate as a library" shows, for every game's crate, `cargo add
/// --path`, a `path =` line, a `git =` line and the crates.io line with the
/// crate's version; and the `path =` lines, pointed at this clone, resolve.
#[test]
fn the_dependency_lines_name_every_crate_and_resolve_from_a_clone() {
    let root = workspace();
    let top = read(&root.join("README.md"));
    let toml = blocks(&top, "toml").join("");
    let sh = blocks(&top, "sh").join("");
    let first = names()[0];
    assert!(
        sh.contains(&format!("cargo add --path <clone>/crates/{first}")),
        "no `cargo add --path` line"
    );
    let mut dependencies = String::new();
    for name in names() {
        let version = major_minor(&read(&root.join("crates").join(name).join("Cargo.toml")));
        for line in [
            format!("{name} = {{ path = \"<clone>/crates/{name}\" }}"),
            format!("{name} = {{ git = \"<URL of your clone>\" }}"),
            format!("{name} = \"{version}\""),
        ] {
            assert!(toml.contains(&line), "the README lacks `{line}`");
        }
        let path = format!("{name} = {{ path = \"<clone>/crates/{name}\" }}");
        dependencies.push_str(&path.replace("<clone>", &root.display().to_string()));
        dependencies.push('\n');
    }
    // A project of a user's, outside the workspace, with those lines.
    let dir = std::env::temp_dir().join(format!("readme-dependencies-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("src")).unwrap_or_else(|e| panic!("{e}"));
    let manifest = format!(
        "[package]\nname = \"user-project\"\nversion = \"0.1.0\"\nedition = \"2024\"\n\n\
         [dependencies]\n{dependencies}\n[workspace]\n"
    );
    std::fs::write(dir.join("Cargo.toml"), manifest).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(dir.join("src/lib.rs"), "").unwrap_or_else(|e| panic!("{e}"));
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let metadata = |offline: bool| {
        let mut command = std::process::Command::new(&cargo);
        command
            .args(["metadata", "--format-version", "1"])
            .current_dir(&dir);
        if offline {
            command.arg("--offline");
        }
        command
            .output()
            .unwrap_or_else(|e| panic!("cargo metadata: {e}"))
    };
    // Offline first (the workspace's build has every dependency cached).
    let mut output = metadata(true);
    if !output.status.success() {
        output = metadata(false);
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let json = String::from_utf8_lossy(&output.stdout);
    for name in names() {
        assert!(json.contains(&format!("\"name\":\"{name}\"")), "{name}");
    }
}

/// Every game of the registry has its places: its crate (with a binary),
/// a row in the README's table of crates linking its crate and its
/// statement, its statement in `docs/problems/`, its fixtures (with a
/// README), its perf cases (with a README and a baseline) and its fuzz
/// target; and every row of the README's table of games is a game of the
/// registry.
#[test]
fn every_game_of_the_registry_has_its_places() {
    let root = workspace();
    let top = read(&root.join("README.md"));
    for name in names() {
        let target = name.replace('-', "_");
        for path in [
            format!("crates/{name}/src/main.rs"),
            format!("crates/{name}/README.md"),
            format!("crates/{name}/CHANGELOG.md"),
            format!("docs/problems/{name}.md"),
            format!("fixtures/{name}/README.md"),
            format!("fixtures/{name}/errors/README.md"),
            format!("perf/{name}/README.md"),
            format!("perf/{name}/baseline.toml"),
            format!("fuzz/fuzz_targets/{target}.rs"),
        ] {
            assert!(root.join(&path).is_file(), "{name}: {path} is missing");
        }
        let row = format!("| [`{name}`](crates/{name}) |");
        assert!(top.contains(&row), "the README's table lacks `{row}`");
        assert!(
            top.contains(&format!("(docs/problems/{name}.md)")),
            "the README does not link docs/problems/{name}.md"
        );
        let fuzz = read(&root.join("fuzz/Cargo.toml"));
        assert!(
            fuzz.contains(&format!("name = \"{target}\"")),
            "fuzz/Cargo.toml has no target {target}"
        );
    }
    // The table's rows: the games, then the shared crates.
    let rows: Vec<&str> = top
        .lines()
        .filter_map(|l| l.strip_prefix("| [`"))
        .filter_map(|l| l.split('`').next())
        .collect();
    let games: Vec<&str> = rows
        .iter()
        .copied()
        .filter(|r| !["common-io", "games", "explorer"].contains(r))
        .collect();
    assert_eq!(
        games,
        names(),
        "the README's table of games is not the registry"
    );
}
