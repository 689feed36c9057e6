//! The integration tests of `pawn-retro`, one module per concern:
//!
//! - `brute`: the independent oracle, a brute-force solver written from the
//!   rules alone (an explicit state graph), where the rules are stated
//!   once (moves, endings); `boards`: a seeded generator of random boards.
//!   Neither imports the crate under test; `convert` translates between
//!   the two.
//! - `against_brute`: the judge's answer and the principal variation
//!   against the oracle on thousands of random boards.
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

mod against_brute;
mod analysis;
mod api;
mod binary;
mod boards;
mod brute;
mod convert;
#[cfg(target_os = "linux")]
mod failures;
mod fixture_games;
mod fixtures;
mod hardening;
mod moves;
