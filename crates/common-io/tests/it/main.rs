//! The integration tests of common-io, one test crate: `scanner` checks
//! every error kind of the scanner with its exact message, and that no
//! input makes it panic.

// Helpers outside `#[test]` functions fail loudly.
#![allow(clippy::expect_used)]

mod scanner;
