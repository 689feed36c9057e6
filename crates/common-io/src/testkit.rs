//! Tools for testing games (feature `testkit`), written once and called by
//! every game's tests: the contract's laws ([`check_laws`]), the kernel
//! against the generic solver of its rules ([`check_solvers`]), the fixtures
//! reader ([`Fixtures`]), the binary's checks ([`binary`]), child
//! processes under the failure contract's conditions ([`child`]),
//! near-valid inputs ([`mutate_token`]), workers whose threads are refused
//! ([`refusing_threads`]), a binary timed beside a textbook C++ program
//! ([`textbook`]). Kept out of the judge binaries.

use std::num::NonZeroUsize;

use crate::Workers;
use crate::game::{Game, Mode, text};

pub mod binary;
pub mod child;
mod fixtures;
mod laws;
mod solvers;
pub mod textbook;

pub use crate::mutate::{Mutation, mutate_token};
pub use fixtures::{Checked, Fixtures, PROVENANCES, THREAD_COUNTS, blessing};
pub use laws::{LAW_PLIES, check_laws};
pub use solvers::{Compared, check_solvers};

/// Workers of `threads` threads on a system that refuses every new thread:
/// the pool is really built, and really fails, so the work runs on the
/// current thread. For testing that the fallback gives the same answers.
pub fn refusing_threads(threads: NonZeroUsize) -> Workers {
    Workers::refusing_threads(threads)
}

/// The fuzz body of a game (the fuzz target `fuzz/fuzz_targets/games.rs`
/// runs it for every game of the registry, through `games::FUZZ`): any
/// bytes through the whole input path of `G`, checking that nothing
/// panics and that the answers agree with each other.
///
/// Bad bytes must be refused by the judge in every mode with the same
/// error. A valid input must print as text that reads back to it and be
/// answered in every mode; when each of its boards needs at most `limit`
/// bytes ([`Game::memory_needed`]), the contract's laws are checked on it
/// ([`check_laws`]).
///
/// # Panics
///
/// On any disagreement (the fuzzer's finding).
pub fn fuzz_input<G: Game>(data: &[u8], limit: usize) {
    let Ok(input) = G::parse(data) else {
        let error = text::<G>(data, Mode::Judge).err();
        assert!(error.is_some(), "parse refuses what the judge accepts");
        for mode in [Mode::Explain, Mode::Moves] {
            assert_eq!(text::<G>(data, mode).err(), error, "{mode:?}");
        }
        return;
    };
    let again = G::parse(input.to_string().as_bytes());
    assert!(again.as_ref() == Ok(&input), "the input does not read back");
    if G::boards(&input)
        .iter()
        .all(|b| G::memory_needed(b) <= limit)
    {
        for mode in [Mode::Judge, Mode::Explain, Mode::Moves] {
            assert!(text::<G>(data, mode).is_ok(), "{mode:?}");
        }
        check_laws::<G>(&input);
    }
}
