//! Tests only: the statements of the documentation that a test can check.
//! The library examples of `docs/library.md` are the game crates' own
//! README examples, which each crate runs as doc tests (the copies stay
//! identical); the README links every document of `docs/`, and every
//! relative link of the documents resolves, anchors included; the lists of
//! games, crates and `cargo xtask` commands are the registry's, the
//! workspace's and the xtask's; the game crates speak one vocabulary and
//! re-export it in one order (`docs/vocabulary.rs`).

#![allow(clippy::panic)] // helpers outside #[test] functions fail loudly

use std::path::{Path, PathBuf};

use game_kit::games::Game;
use games::REGISTRY;

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

/// `docs/library.md` shows every game crate's README example and
/// common-io's game stated by its rules, character for character (those
/// READMEs are doc-tested).
#[test]
fn the_library_guide_shows_the_doc_tested_crate_examples() {
    let root = workspace();
    let top = read(&root.join("docs/library.md"));
    let top_blocks = rust_blocks(&top);
    let common = rust_blocks(&read(&root.join("crates/common-io/README.md")));
    let rules = common
        .iter()
        .find(|block| block.contains("impl Rules for"))
        .unwrap_or_else(|| panic!("crates/common-io/README.md has no game stated by its rules"));
    assert!(
        top_blocks.contains(rules),
        "docs/library.md lacks common-io's README example of a game stated by its rules, \
         or its copy differs; copy it again:\n{rules}"
    );
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
                "docs/library.md lacks crates/{name}/README.md's example, \
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

/// `docs/library.md` shows, for every game's crate, `cargo add --path`, a
/// `path =` line, a `git =` line and the crates.io line with the crate's
/// version; and the `path =` lines, pointed at this clone, resolve.
#[test]
fn the_dependency_lines_name_every_crate_and_resolve_from_a_clone() {
    let root = workspace();
    let top = read(&root.join("docs/library.md"));
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
            assert!(toml.contains(&line), "docs/library.md lacks `{line}`");
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

/// The one thing a document lacks for a game of the registry, and the
/// text to paste where it belongs: a failure of the docs' checks reads as
/// an instruction.
fn lacks(document: &str, name: &str, what: &str, paste: &str) -> String {
    format!("{document} lacks {what} of `{name}`: paste\n\n{paste}\n")
}

/// What the per-game tables and lists of the documents lack for `game`,
/// each as [`lacks`] says it: a row in the README's table of crates, in
/// the Limits table of `docs/performance.md`, and a screenshot in
/// `docs/guide.md` (the library guide's rows are checked below).
fn rows_missing(game: &Game) -> Vec<String> {
    let root = workspace();
    let top = read(&root.join("README.md"));
    let performance = read(&root.join("docs/performance.md"));
    let guide = read(&root.join("docs/guide.md"));
    let (name, about) = (game.name(), game.about());
    let mut missing = Vec::new();
    let row = format!("| [`{name}`](crates/{name}) |");
    if !top.contains(&row) {
        missing.push(lacks(
            "README.md's table of crates",
            name,
            "the row",
            &format!(
                "{row} {} ({}): [statement](docs/problems/{name}.md) | <the method, in a few words> |",
                about.title, about.source
            ),
        ));
    }
    let limits = format!("| {name} | ");
    if !performance.contains(&limits) {
        missing.push(lacks(
            "docs/performance.md's Limits table",
            name,
            "the row",
            &format!(
                "{limits}{} | {} | <the largest boards: time, peak memory> | <on two threads> |",
                about.judge_limits, about.limits
            ),
        ));
    }
    let screenshot = format!("![{name}](explorer/{name}.png)");
    if !guide.contains(&screenshot)
        || !root
            .join("docs/explorer")
            .join(format!("{name}.png"))
            .is_file()
    {
        missing.push(lacks(
            "docs/guide.md's \"See a game\"",
            name,
            "the screenshot (the explorer's browser test writes it to \
             target/explorer-screenshots/; copy it to docs/explorer/)",
            &screenshot,
        ));
    }
    missing
}

/// Every game of the registry has its places: its crate (with a binary,
/// its README and CHANGELOG), its statement in `docs/problems/`, its
/// fixtures (with a README, and its bad inputs with theirs), its perf cases
/// (with a README and a baseline), and its rows in the documents
/// ([`rows_missing`]); every row of the README's table of games is a game
/// of the registry.
#[test]
fn every_game_of_the_registry_has_its_places() {
    let root = workspace();
    for &game in REGISTRY.games() {
        let name = game.name();
        for path in [
            format!("crates/{name}/src/main.rs"),
            format!("crates/{name}/README.md"),
            format!("crates/{name}/CHANGELOG.md"),
            format!("docs/problems/{name}.md"),
            format!("fixtures/{name}/README.md"),
            format!("fixtures/{name}/errors/README.md"),
            format!("perf/{name}/README.md"),
            format!("perf/{name}/baseline.toml"),
        ] {
            assert!(root.join(&path).is_file(), "{name}: {path} is missing");
        }
        let missing = rows_missing(game);
        assert!(missing.is_empty(), "{}", missing.join("\n"));
    }
    // The table's rows: the games, then the shared crates.
    let top = read(&root.join("README.md"));
    let games: Vec<String> = crate_rows(&top)
        .into_iter()
        .filter(|r| !["common-io", "game-kit", "games", "explorer"].contains(&r.as_str()))
        .collect();
    assert_eq!(
        games,
        names(),
        "the README's table of games is not the registry"
    );
}

/// A game added to the registry and nothing else (the toy): the check
/// names each row the documents lack and gives the text to paste, made
/// from the game's `About`.
#[test]
fn a_game_without_its_rows_is_told_what_to_paste() {
    use common_io::game::{AnyGame, erase, toy::Subtraction};
    let toy = erase::<Subtraction>();
    let missing = rows_missing(&toy);
    assert_eq!(missing.len(), 3, "{missing:?}");
    let about = toy.about();
    assert!(
        missing[0].starts_with("README.md's table of crates lacks the row of `subtraction`: paste")
    );
    assert!(missing[0].contains(&format!(
        "| [`subtraction`](crates/subtraction) | {} ({}): [statement](docs/problems/subtraction.md) |",
        about.title, about.source
    )));
    assert!(missing[1].contains(&format!(
        "| subtraction | {} | {} |",
        about.judge_limits, about.limits
    )));
    assert!(missing[2].ends_with("![subtraction](explorer/subtraction.png)\n"));
}

/// The documents: the README and every markdown file of `docs/` (the
/// problem statements included), as (path from the root, text).
fn documents() -> Vec<(String, String)> {
    let root = workspace();
    let mut paths = vec!["README.md".to_string()];
    for dir in ["docs", "docs/problems"] {
        let mut names: Vec<String> = std::fs::read_dir(root.join(dir))
            .unwrap_or_else(|e| panic!("{dir}: {e}"))
            .filter_map(|entry| entry.ok())
            .map(|entry| entry.file_name().to_string_lossy().into_owned())
            .filter(|name| name.ends_with(".md"))
            .collect();
        names.sort();
        paths.extend(names.into_iter().map(|name| format!("{dir}/{name}")));
    }
    paths
        .into_iter()
        .map(|path| {
            let text = read(&root.join(&path));
            (path, text)
        })
        .collect()
}

/// The relative links of a markdown text (`[label](target)`, images
/// included), outside fenced blocks: (target, anchor).
fn relative_links(markdown: &str) -> Vec<(String, Option<String>)> {
    let mut links = Vec::new();
    let mut fenced = false;
    for line in markdown.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        let mut rest = line;
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let Some(end) = after.find(')') else { break };
            let target = &after[..end];
            rest = &after[end..];
            if target.contains("://") || target.starts_with("mailto:") || target.contains(' ') {
                continue;
            }
            let (file, anchor) = match target.split_once('#') {
                Some((file, anchor)) => (file, Some(anchor.to_string())),
                None => (target, None),
            };
            links.push((file.to_string(), anchor));
        }
    }
    links
}

/// The anchors of a markdown text's headings, as GitHub makes them: lower
/// case, letters, digits, `-` and `_` kept, spaces made `-`, the rest
/// dropped.
fn anchors(markdown: &str) -> Vec<String> {
    let mut fenced = false;
    let mut out = Vec::new();
    for line in markdown.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced || !line.starts_with('#') {
            continue;
        }
        let title = line.trim_start_matches('#').trim();
        let anchor: String = title
            .to_lowercase()
            .chars()
            .filter_map(|c| match c {
                ' ' => Some('-'),
                c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
                _ => None,
            })
            .collect();
        out.push(anchor);
    }
    out
}

#[test]
fn anchors_are_github_s() {
    let text = "# Guide\n## Every move's value: `--moves`\n```sh\n# not a heading\n```\n";
    assert_eq!(anchors(text), ["guide", "every-moves-value---moves"]);
    let links = relative_links("[a](b.md#c) [d](http://e) ![f](g.png)\n```\n[h](i)\n```\n");
    assert_eq!(
        links,
        [
            ("b.md".to_string(), Some("c".to_string())),
            ("g.png".to_string(), None)
        ]
    );
}

/// Every relative link of the README and of `docs/` names a file or
/// directory that exists, and, into a markdown file, a heading it has; and
/// every document of `docs/` is linked from the README (the reference
/// moved out of the README stays one click away).
#[test]
fn every_link_resolves_and_every_document_is_linked_from_the_readme() {
    let root = workspace();
    let mut checked = 0;
    for (path, text) in documents() {
        let dir = Path::new(&path).parent().unwrap_or(Path::new(""));
        for (file, anchor) in relative_links(&text) {
            let target = if file.is_empty() {
                root.join(&path)
            } else {
                root.join(dir).join(&file)
            };
            assert!(target.exists(), "{path}: the link to {file} goes nowhere");
            if let Some(anchor) = anchor.filter(|_| target.extension().is_some_and(|e| e == "md")) {
                assert!(
                    anchors(&read(&target)).contains(&anchor),
                    "{path}: {file}#{anchor} names no heading"
                );
            }
            checked += 1;
        }
    }
    assert!(checked > 50, "only {checked} links");
    let readme = read(&root.join("README.md"));
    let linked: Vec<String> = relative_links(&readme)
        .into_iter()
        .map(|(f, _)| f)
        .collect();
    for (path, _) in documents() {
        if path.starts_with("docs/") && !path.starts_with("docs/problems/") {
            assert!(linked.contains(&path), "the README does not link {path}");
        }
    }
}

/// The crates of the README's table of crates, in order: its rows
/// ``| [`name`](crates/name) |``.
fn crate_rows(readme: &str) -> Vec<String> {
    readme
        .lines()
        .filter_map(|l| l.strip_prefix("| [`"))
        .filter_map(|l| l.split_once("`](crates/"))
        .map(|(name, _)| name.to_string())
        .collect()
}

/// The workspace's crates: the directories of `crates/` with a manifest.
fn workspace_crates() -> Vec<String> {
    let mut crates: Vec<String> = std::fs::read_dir(workspace().join("crates"))
        .unwrap_or_else(|e| panic!("crates/: {e}"))
        .filter_map(|entry| entry.ok())
        .filter(|entry| entry.path().join("Cargo.toml").is_file())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    crates.sort();
    crates
}

/// The README's table of crates and the architecture note's list of
/// crates name every crate of the workspace (the games' crates by name, or
/// all at once as `crates/<game>`), and the README's nothing else.
#[test]
fn the_lists_of_crates_are_the_workspace_s() {
    let root = workspace();
    let readme = read(&root.join("README.md"));
    let mut rows = crate_rows(&readme);
    rows.sort();
    assert_eq!(rows, workspace_crates(), "the README's table of crates");
    let architecture = read(&root.join("docs/architecture.md"));
    let section = |title: &str| -> String {
        let start = architecture
            .find(&format!("\n## {title}\n"))
            .unwrap_or_else(|| panic!("docs/architecture.md has no {title} section"));
        let rest = &architecture[start + 1..];
        let end = rest[3..].find("\n## ").map_or(rest.len(), |e| e + 3);
        rest[..end].to_string()
    };
    let (crates, layout) = (section("Crates"), section("Layout"));
    for name in workspace_crates() {
        let game = names().contains(&name.as_str());
        assert!(
            layout.contains(&format!("`crates/{name}`"))
                || game && layout.contains("`crates/<game>`"),
            "docs/architecture.md's Layout misses crates/{name}"
        );
        assert!(
            crates.contains(&format!("`{name}`")) || game && crates.contains("`crates/<game>`"),
            "docs/architecture.md's Crates misses {name}"
        );
    }
}

/// The bullet of a markdown list that starts with `prefix`, to the next
/// bullet or the end of the list.
fn bullet(markdown: &str, prefix: &str) -> Option<String> {
    let start = markdown.find(&format!("\n{prefix}"))? + 1;
    let rest = &markdown[start..];
    let end = rest[1..]
        .find("\n- ")
        .into_iter()
        .chain(rest.find("\n\n"))
        .min()
        .map_or(rest.len(), |e| e + 1);
    Some(rest[..end].to_string())
}

/// Every `cargo xtask` command is named where the architecture note and
/// the layout list the xtask's commands, and has a section or a line in
/// the guide.
#[test]
fn every_xtask_command_is_documented() {
    use clap::CommandFactory;
    let root = workspace();
    let architecture = read(&root.join("docs/architecture.md"));
    let guide = read(&root.join("docs/guide.md"));
    let lines: Vec<String> = ["- `xtask`:", "- `xtask/`:"]
        .iter()
        .map(|prefix| {
            bullet(&architecture, prefix)
                .unwrap_or_else(|| panic!("docs/architecture.md has no `{prefix}` entry"))
        })
        .collect();
    let commands: Vec<String> = crate::Cli::command()
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    assert!(commands.len() >= 6, "{commands:?}");
    for command in &commands {
        for paragraph in &lines {
            assert!(
                paragraph.contains(&format!("`{command}`"))
                    || paragraph.contains(&format!("`cargo xtask {command}`")),
                "docs/architecture.md does not list `{command}`:\n{paragraph}"
            );
        }
        assert!(
            guide.contains(&format!("cargo xtask {command}")),
            "docs/guide.md never shows `cargo xtask {command}`"
        );
    }
}

mod vocabulary;
