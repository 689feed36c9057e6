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
    let mut blocks = Vec::new();
    let mut current: Option<String> = None;
    for line in markdown.lines() {
        match current.as_mut() {
            None if line.trim_start().starts_with("```rust") => current = Some(String::new()),
            None => {}
            Some(_) if line.trim_start().starts_with("```") => {
                blocks.extend(current.take());
            }
            Some(block) => {
                block.push_str(line);
                block.push('\n');
            }
        }
    }
    blocks
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
