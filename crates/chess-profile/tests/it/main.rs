//! The integration tests of `chess-profile`: one test crate (`it`), one
//! module per concern.
//!
//! - `brute`: the oracle, a brute force over sets of occupied cells written
//!   from the rules alone (it never uses the crate under test);
//! - `brute_selftest`: the oracle on the statement's samples and on boards
//!   worked out by hand;
//! - `against_brute`: `solve`, the principal variation and the queries on
//!   any position against the oracle, on random boards up to 4×4;
//! - `fixtures`: every case of `fixtures/chess-profile/` through `judge`,
//!   and each expected output re-derived from its documented source;
//! - `hardening`: arbitrary and near-valid bytes through `judge`;
//! - `api`: the library's entry points: samples, limits, table sizes,
//!   bad-input messages and `--explain` (insta snapshots in `snapshots/`),
//!   and the game contract's laws (`common_io::testkit::check_laws`);
//! - `moves`: the `--moves` text and `Analysis::move_values` against the
//!   oracle at every ply, on random boards up to 4×4 and 6×5 (insta
//!   snapshots of a few `--moves` texts, their inputs checked too);
//! - `binary`: the judge binary end to end, and its failure contract
//!   provoked for real (`failures`, Linux), through `common_io::testkit`.
//!
//! Re-blessing: `BLESS=1 cargo test -p chess-profile --test it fixtures`
//! rewrites the `brute-*` expected outputs from the oracle; snapshots are
//! reviewed with `cargo insta review` (never accepted blindly).

// Helpers outside `#[test]` functions (the oracle, strategies, fixture
// readers) fail loudly: a broken test set-up must not pass quietly.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use chess_profile::ChessProfile;
use common_io::InputError;
use common_io::game::{Mode, text};

/// The `--explain` text of `input` (the library's, on the current thread).
fn explain(input: &[u8]) -> Result<String, InputError> {
    text::<ChessProfile>(input, Mode::Explain)
}

/// The `--moves` text of `input`.
fn moves(input: &[u8]) -> Result<String, InputError> {
    text::<ChessProfile>(input, Mode::Moves)
}

mod against_brute;
mod api;
mod binary;
mod brute;
mod brute_selftest;
#[cfg(target_os = "linux")]
mod failures;
mod fixtures;
mod hardening;
mod moves;
