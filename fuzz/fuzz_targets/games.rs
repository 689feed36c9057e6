//! Any bytes through the whole input path of every game of the registry,
//! checked by the workspace's one fuzz body
//! (`common_io::testkit::fuzz_input`, through `games::FUZZ`): nothing
//! panics, bad input is refused alike in every mode, and boards whose
//! analysis takes at most `LIMIT` bytes are answered in every mode and
//! satisfy the game contract's laws.
//!
//! The first byte picks the game (its value modulo the number of games), so
//! one run fuzzes them all and a game added to the registry is fuzzed with
//! no change here; with `FUZZ_GAME=<name>` in the environment, every byte
//! goes to that game (a corpus of its plain judge inputs).
#![no_main]

use std::sync::OnceLock;

/// 4 MiB of buffers and 300 KB of tables: darkraft's grids of about 16×16,
/// chess-profile's boards of up to about 60,000 positions (a side sum of
/// 18), pawn-retro's of up to about a million (some 130 free cells).
const LIMIT: usize = (4 << 20) + 300_000;

/// The game `FUZZ_GAME` names, if it names one.
fn only() -> Option<usize> {
    static ONLY: OnceLock<Option<usize>> = OnceLock::new();
    *ONLY.get_or_init(|| {
        let name = std::env::var("FUZZ_GAME").ok()?;
        let names = games::REGISTRY.names();
        let found = names.iter().position(|n| *n == name);
        assert!(
            found.is_some(),
            "FUZZ_GAME: unknown game `{name}` (games: {})",
            names.join(", ")
        );
        found
    })
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    match only() {
        Some(game) => games::FUZZ[game](data, LIMIT),
        None => {
            if let Some((&first, rest)) = data.split_first() {
                games::FUZZ[usize::from(first) % games::FUZZ.len()](rest, LIMIT);
            }
        }
    }
});
