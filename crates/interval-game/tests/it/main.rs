//! The integration tests of `interval-game`: one test crate (`it`), one
//! module per concern.
//!
//! - `oracle`: the oracle, the crate's rules (`interval_game::rules`, which
//!   share nothing with the kernel but the case and the vocabulary of
//!   positions) solved by common-io's generic Sprague–Grundy solver
//!   (`--solver rules`), and a plain search of the statement's game over
//!   sets of chosen intervals, for checking it;
//! - `against_rules`: the kernel against the oracle: every case of up to
//!   four intervals with ends up to 5, random cases of short intervals
//!   (every reachable position and move,
//!   `common_io::testkit::check_solvers`), and random full-size files
//!   (ignored: CI runs them);
//! - `fixtures`: every case of `fixtures/interval-game/` through `judge`,
//!   and each expected output re-derived from its documented source;
//! - `hardening`: arbitrary and near-valid bytes through `judge`;
//! - `api`: the library's entry points: samples, limits, bad-input
//!   messages and `--explain`, and the game contract's laws
//!   (`common_io::testkit::check_laws`);
//! - `binary`: the judge binary end to end, and its failure contract
//!   provoked for real (`failures`, Linux), through `common_io::testkit`.
//!
//! Re-blessing: `BLESS=1 cargo test -p interval-game --test it fixtures`
//! rewrites the `brute-*` expected outputs from the oracle.

// Helpers outside `#[test]` functions (the oracle, strategies, fixture
// readers) fail loudly: a broken test set-up must not pass quietly.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod against_rules;
mod api;
mod binary;
#[cfg(target_os = "linux")]
mod failures;
mod fixtures;
mod hardening;
mod oracle;
