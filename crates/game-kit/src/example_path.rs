//! The path of one of game-kit's example programs from a test: shared by
//! its unit tests (`src/stress/tests.rs`) and the xtask's integration tests
//! (`xtask/tests/it/cli.rs`) through `#[path]`. `cargo test --workspace`
//! builds the examples (those of the packages it tests), into the target
//! directory's `examples/`, where both find them.

use std::path::PathBuf;

/// The path of example `name`, built by `cargo test` next to the running
/// test binary.
pub(crate) fn example(name: &str) -> String {
    let exe = std::env::current_exe().unwrap_or_default();
    // target/<profile>/deps/<test>-<hash> -> target/<profile>/examples/: the
    // example is `<name>` there, or only `<name>-<hash>` when cargo did not
    // copy it to its plain name (it copies only what it has just built).
    let dir: PathBuf = exe
        .parent()
        .and_then(|deps| deps.parent())
        .map(|profile| profile.join("examples"))
        .unwrap_or_default();
    let mut plain = dir.join(name);
    plain.set_extension(std::env::consts::EXE_EXTENSION);
    let hashed = std::fs::read_dir(&dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let path = entry.path();
            let stem = path.file_stem()?.to_str()?.to_string();
            let is_it = stem.strip_prefix(name)?.strip_prefix('-').is_some()
                && path.extension().unwrap_or_default() == std::env::consts::EXE_EXTENSION
                && path.is_file();
            Some((entry.metadata().ok()?.modified().ok()?, path)).filter(|_| is_it)
        });
    let path = if plain.is_file() {
        plain
    } else {
        hashed.max().map(|(_, path)| path).unwrap_or(plain)
    };
    assert!(
        path.is_file(),
        "{} is missing: run the tests with `cargo test --workspace` (or `cargo build -p \
         game-kit --examples` first), which builds game-kit's examples",
        path.display()
    );
    path.display().to_string()
}
