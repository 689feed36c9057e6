//! The integration tests of `pawn-retro`, one module per concern:
//!
//! - `oracle`: the oracle, the crate's rules (`pawn_retro::rules`, which
//!   share nothing with the kernel but the board) solved by common-io's
//!   generic retrograde analysis (`--solver rules`), and the rules written
//!   again plainly (moves, endings) to referee replayed games; `boards`: a
//!   seeded generator of random boards; `convert` translates between the
//!   crate's types and the oracle's.
//! - `against_rules`: the kernel against the oracle: every board of up to
//!   six cells and random boards (every reachable position and move,
//!   `common_io::testkit::check_solvers`), the judge's answer and the
//!   principal variation on thousands of random boards, and random boards
//!   at the judge's limits (ignored: CI runs them).
//! - `analysis`: the queries of an `Analysis` beyond the start (outcomes,
//!   moves played, games, positions refused) against the oracle, and the
//!   game contract's laws (`common_io::testkit::check_laws`).
//! - `fixtures`: every case of `fixtures/pawn-retro/` through the judge,
//!   and the `brute-*` and small `hand-*` outputs recomputed by the oracle.
//! - `hardening`: arbitrary and near-valid bytes through the input path.
//! - `api`: the judge entry points, the parser and its limits, and the
//!   `--explain` text (insta snapshots in `snapshots/`).
//! - `moves`: the explorer view (`--moves` and `Analysis::move_values`)
//!   against the oracle at every ply and on random play-outs, the
//!   `--explain` game against it, and snapshots of a few `--moves` texts.
//! - `fixture_games`: every fixture's `--moves` text against its expected
//!   answer and the oracle's rules.
//! - `binary`: the `pawn-retro` binary end to end, and its failure
//!   contract provoked for real (`failures`, Linux), through
//!   `common_io::testkit`.
//!
//! To re-bless the `brute-*` fixture outputs from the oracle, run
//! `BLESS=1 cargo test --release -p pawn-retro --test it -- --include-ignored fixtures::brute_`;
//! snapshots are reviewed with `cargo insta review`.

// Helpers outside #[test] functions fail loudly (unwrap, expect, panic).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use common_io::InputError;
use common_io::game::{Mode, text};
use pawn_retro::PawnRetro;

/// The `--explain` text of `input` (the library's, on the current thread).
fn explain(input: &[u8]) -> Result<String, InputError> {
    text::<PawnRetro>(input, Mode::Explain)
}

/// The `--moves` text of `input`.
fn moves(input: &[u8]) -> Result<String, InputError> {
    text::<PawnRetro>(input, Mode::Moves)
}

mod against_rules;
mod analysis;
mod api;
mod binary;
mod boards;
mod convert;
#[cfg(target_os = "linux")]
mod failures;
mod fixture_games;
mod fixtures;
mod hardening;
mod moves;
mod oracle;
