//! The integration tests of `berzerk`: one test crate (`it`), one module
//! per concern.
//!
//! - `oracle`: the oracle, the crate's rules (`berzerk::rules`, which share
//!   nothing with the kernel but the board and the vocabulary of
//!   positions) solved by common-io's generic retrograde analysis
//!   (`--solver rules`), checked against a plain fixpoint of the
//!   statement's definitions (no distances, no queue);
//! - `against_rules`: the kernel against the oracle: every board of up to
//!   five objects, random boards up to 40 objects (every position's value
//!   with its distance, every move's value, the `--moves` and `--explain`
//!   texts byte for byte), and a random board at the judge's limit
//!   (ignored: CI runs it);
//! - `fixtures`: every case of `fixtures/berzerk/` through `judge`, and
//!   each expected output re-derived from its documented source;
//! - `hardening`: arbitrary and near-valid bytes through `judge`;
//! - `api`: the library's entry points: samples, limits, bad-input
//!   messages and `--explain`, and the game contract's laws
//!   (`common_io::testkit::check_laws`);
//! - `binary`: the judge binary end to end, and its failure contract
//!   provoked for real (`failures`, Linux), through `common_io::testkit`.
//!
//! Re-blessing: `BLESS=1 cargo test -p berzerk --test it fixtures`
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
