//! The integration tests of `chess-profile`: one test crate (`it`), one
//! module per concern.
//!
//! - `oracle`: the oracle, the crate's rules (`chess_profile::rules`, which
//!   share nothing with the kernel but the board) solved by common-io's
//!   generic negamax (`--solver rules`), and the statement's legality rule
//!   on plain sets of occupied cells;
//! - `oracle_selftest`: the oracle on the statement's samples and on boards
//!   worked out by hand;
//! - `against_rules`: the kernel against the oracle: every board of up to
//!   four cells, random boards up to 6×5 (every reachable position and
//!   move, `common_io::testkit::check_solvers`), `solve`, the principal
//!   variation and the queries on any position on random boards up to 4×4,
//!   and random boards at the judge's limits (ignored: CI runs them);
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

mod against_rules;
mod api;
mod binary;
#[cfg(target_os = "linux")]
mod failures;
mod fixtures;
mod hardening;
mod moves;
mod oracle;
mod oracle_selftest;
