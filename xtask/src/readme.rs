//! Tests only. The library examples of the workspace README are the problem crates'
//! own README examples, which each crate runs as doc tests: this test keeps
//! the copies identical, so the examples a reader sees first are the ones
//! that are compiled and run.

#![allow(clippy::panic)] // helpers outside #[test] functions fail loudly

use std::path::{Path, PathBuf};

use crate::problems::names;

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

/// "Use a crate as a library" shows, for every problem crate, `cargo add
/// --path`, a `path =` line, a `git =` line and the crates.io line with the
/// crate's version; and the `path =` lines, pointed at this clone, resolve.
#[test]
fn the_dependency_lines_name_every_crate_and_resolve_from_a_clone() {
    let root = workspace();
    let top = read(&root.join("README.md"));
    let toml = blocks(&top, "toml").join("");
    let sh = blocks(&top, "sh").join("");
    assert!(
        sh.contains("cargo add --path <clone>/crates/chess-profile"),
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
