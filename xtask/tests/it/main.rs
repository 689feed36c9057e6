//! The integration tests of the xtask, one test crate: `cli` runs the
//! `cargo xtask` binary itself (`gen`, `stress`) and checks its output
//! files and exit statuses.

// Helpers outside `#[test]` functions fail loudly.
#![allow(clippy::panic)]

mod cli;
