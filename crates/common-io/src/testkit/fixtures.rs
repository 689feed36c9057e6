//! A game's fixtures, `fixtures/<game>/`, read in its tests: every case
//! through the library, the statement's samples against
//! [`About::samples`](crate::game::About::samples), and the re-blessing
//! rule of the workspace (`BLESS=1`).

// Test assertions: a broken check fails the test that called it.
#![allow(clippy::panic, clippy::expect_used, clippy::unwrap_used)]

use std::fs;
use std::path::{Path, PathBuf};

use std::num::NonZeroUsize;

use crate::game::{Game, Mode, text, text_on};
use crate::{Resources, Workers};

/// The prefixes of case names, each the provenance of its expected output
/// (see each fixtures directory's README): the statement, the problem's
/// accepted reference programs, the crate's oracle, a derivation by hand.
pub const PROVENANCES: [&str; 4] = ["sample-", "testdata-", "brute-", "hand-"];

/// The thread counts [`Fixtures::check_all`] runs every case on, besides
/// one thread: two (the split of a file's boards, and of one board's table
/// in two) and three (more threads than a two-way split uses).
pub const THREAD_COUNTS: [usize; 2] = [2, 3];

/// Whether expected outputs derived by a test may be rewritten: the
/// workspace's one rule is the variable `BLESS=1`.
pub fn blessing() -> bool {
    std::env::var_os("BLESS").is_some_and(|v| v == "1")
}

/// What [`Fixtures::check_all`] checked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Checked {
    /// Cases solved, their answers equal to `.out`.
    pub cases: usize,
    /// Cases not solved: over the memory limit.
    pub skipped: usize,
    /// Bad inputs of `errors/`, their error lines equal to `.err`.
    pub errors: usize,
}

/// The fixtures directory of one game.
#[derive(Clone, Debug)]
pub struct Fixtures {
    dir: PathBuf,
}

impl Fixtures {
    /// `fixtures/<G::NAME>` of the workspace whose crate directory is
    /// `manifest_dir` (`env!("CARGO_MANIFEST_DIR")` of a crate under
    /// `crates/`).
    pub fn of<G: Game>(manifest_dir: &str) -> Fixtures {
        Fixtures {
            dir: Path::new(manifest_dir).join("../../fixtures").join(G::NAME),
        }
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The names (without `.in`) of the cases whose names start with
    /// `prefix`, sorted; in `errors/` when `prefix` starts with `errors/`.
    ///
    /// # Panics
    ///
    /// When the directory cannot be read.
    pub fn names(&self, prefix: &str) -> Vec<String> {
        let (dir, prefix, sub) = match prefix.strip_prefix("errors/") {
            Some(rest) => (self.dir.join("errors"), rest, "errors/"),
            None => (self.dir.clone(), prefix, ""),
        };
        let entries = fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        let mut names: Vec<String> = entries
            .filter_map(|entry| {
                let name = entry.ok()?.file_name().into_string().ok()?;
                let name = name.strip_suffix(".in")?.to_string();
                name.starts_with(prefix).then(|| format!("{sub}{name}"))
            })
            .collect();
        names.sort();
        names
    }

    /// The bytes of `name.ext` (`ext` without its dot).
    ///
    /// # Panics
    ///
    /// When the file cannot be read.
    pub fn read(&self, name: &str, ext: &str) -> Vec<u8> {
        let path = self.dir.join(format!("{name}.{ext}"));
        fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }

    /// Checks that `name.out` is `expected`, the output a test derived
    /// independently of the solver; with `BLESS=1` ([`blessing`]) writes
    /// it first.
    ///
    /// # Panics
    ///
    /// When the file differs (or cannot be written).
    pub fn derived(&self, name: &str, expected: &[u8]) {
        if blessing() {
            let path = self.dir.join(format!("{name}.out"));
            fs::write(&path, expected).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        }
        assert!(
            self.read(name, "out") == expected,
            "{name}.out is not what the test derives:\n{}",
            String::from_utf8_lossy(expected)
        );
    }

    /// Every case through `G`'s judge (its answer equals `.out` byte for
    /// byte, on one thread and on [`THREAD_COUNTS`]: `--threads N` never
    /// changes a byte), every bad input of `errors/` (its error line equals `.err`),
    /// and the statement's samples (`sample-K`, K from 1) equal to `G`'s
    /// [`About::samples`](crate::game::About::samples). Each case's name
    /// starts with one of the [`PROVENANCES`].
    ///
    /// With `memory_limit`, the cases with a board whose analysis needs
    /// more ([`Game::memory_needed`]) are not solved but counted in
    /// [`Checked::skipped`] (the large boards, for a quick `cargo test`;
    /// `cargo xtask check-all` runs every case through the release
    /// binary).
    ///
    /// # Panics
    ///
    /// On the first case that fails.
    pub fn check_all<G: Game>(&self, memory_limit: Option<usize>) -> Checked {
        let mut checked = Checked::default();
        let pools: Vec<Workers> = THREAD_COUNTS
            .iter()
            .map(|&n| Workers::new(NonZeroUsize::new(n).expect("a thread count is positive")))
            .collect();
        for name in &self.names("") {
            assert!(
                PROVENANCES.iter().any(|p| name.starts_with(p)),
                "{name}: no provenance (the README says where outputs come from)"
            );
            let input = self.read(name, "in");
            let needed = G::parse(&input)
                .map(|parsed| G::boards(&parsed).iter().map(G::memory_needed).max())
                .unwrap_or_else(|e| panic!("{name}: {e}"))
                .unwrap_or(0);
            if memory_limit.is_some_and(|limit| needed > limit) {
                checked.skipped += 1;
                continue;
            }
            let output = text::<G>(&input, Mode::Judge).unwrap_or_else(|e| panic!("{name}: {e}"));
            let expected = self.read(name, "out");
            assert!(output.as_bytes() == expected, "{name}: {output}");
            for pool in &pools {
                let output = text_on::<G>(&input, Mode::Judge, &Resources::new(pool))
                    .unwrap_or_else(|e| panic!("{name}: {e}"));
                assert!(
                    output.as_bytes() == expected,
                    "{name} on {} threads: {output}",
                    pool.threads()
                );
            }
            checked.cases += 1;
        }
        for (k, sample) in G::ABOUT.samples.iter().enumerate() {
            let name = format!("sample-{}", k + 1);
            assert_eq!(self.read(&name, "in"), sample.input.as_bytes(), "{name}");
            assert_eq!(self.read(&name, "out"), sample.output.as_bytes(), "{name}");
        }
        for name in &self.names("errors/") {
            let error = text::<G>(&self.read(name, "in"), Mode::Judge)
                .expect_err(&format!("{name} is accepted"));
            let line = format!("error: {error}\n");
            assert!(line.as_bytes() == self.read(name, "err"), "{name}: {line}");
            checked.errors += 1;
        }
        checked
    }
}
