//! The integration tests of `darkraft`, one module per concern:
//!
//! - `oracle`: the oracle, the crate's rules (`darkraft::rules`: the
//!   original grid, no rotation, no rectangles, nothing shared with the
//!   kernel but the grid) solved by common-io's generic solvers: Grundy
//!   numbers by Sprague–Grundy over groups of cells (`--solver rules`), and
//!   who wins by a retrograde analysis of whole positions.
//! - `oracle_selftest`: the oracle against the statement's samples,
//!   hand-worked cases and its own two independent searches.
//! - `against_rules`: the kernel against the oracle: every grid of up to
//!   six cells and random grids (every reachable position and move,
//!   `common_io::testkit::check_solvers`), outcomes, Grundy numbers,
//!   winning moves and random play-outs, and random grids at the judge's
//!   limits (ignored: CI runs them).
//! - `fixtures`: every case of `fixtures/darkraft/` through `judge`, and
//!   each expected output against its documented source.
//! - `hardening`: arbitrary and near-valid bytes through `judge` (proptest).
//! - `api`: the public API: samples, fixed-length games, limits, bad-input
//!   messages and the `--explain` text (insta snapshots in `snapshots/`),
//!   moves refused, positions of other grids refused, and the game
//!   contract's laws (`common_io::testkit::check_laws`).
//! - `moves`: the explorer view (`--moves` and `Analysis::move_values`)
//!   against the oracle, ply by ply and on random play-outs, with snapshots
//!   of a few `--moves` texts.
//! - `binary`: the `darkraft` binary end to end, and its failure contract
//!   provoked for real (`failures`, Linux), through `common_io::testkit`.
//!
//! Random cases come from `common_io::SplitMix64` with fixed seeds, so a
//! failure reproduces. Re-blessing: `BLESS=1 cargo test -p darkraft --test
//! it fixtures` rewrites the `brute-*` fixture outputs from the oracle
//! instead of comparing them; snapshots are reviewed with `cargo insta`
//! (never accepted blindly).

// Helpers outside `#[test]` functions fail loudly too: a test that cannot
// read its fixtures or build its grid is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use common_io::InputError;
use common_io::game::{Mode, text};
use darkraft::Darkraft;

/// The `--explain` text of `input` (the library's, on the current thread).
fn explain(input: &[u8]) -> Result<String, InputError> {
    text::<Darkraft>(input, Mode::Explain)
}

/// The `--moves` text of `input`.
fn moves(input: &[u8]) -> Result<String, InputError> {
    text::<Darkraft>(input, Mode::Moves)
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
mod queries;
