//! The integration tests of `deque-game`: one test crate (`it`), one
//! module per concern.
//!
//! - `oracle`: the oracle, the crate's rules (`deque_game::rules`, which
//!   share nothing with the kernel but the board) solved by common-io's
//!   generic negamax (`--solver rules`), and the statement played plainly
//!   on a double-ended queue, for replaying games;
//! - `oracle_selftest`: the oracle on the statement's samples, on rows
//!   worked out by hand, and against a plain minimax over every order of
//!   moves;
//! - `against_rules`: the kernel against the oracle: every row of up to
//!   six numbers from 1 to 3, random rows up to 40 numbers (every reachable
//!   position and move, `common_io::testkit::check_solvers`), the optimal
//!   game replayed, and random rows at the judge's limits (ignored: CI runs
//!   them);
//! - `fixtures`: every case of `fixtures/deque-game/` through `judge`, and
//!   each expected output re-derived from its documented source;
//! - `hardening`: arbitrary and near-valid bytes through `judge`;
//! - `api`: the library's entry points: samples, limits, bad-input
//!   messages and `--explain`, and the game contract's laws
//!   (`common_io::testkit::check_laws`);
//! - `binary`: the judge binary end to end, and its failure contract
//!   provoked for real (`failures`, Linux), through `common_io::testkit`.
//!
//! Re-blessing: `BLESS=1 cargo test -p deque-game --test it fixtures`
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
mod oracle_selftest;
