//! Shared input and output, and the game contract, for the solvers of this
//! workspace.
//!
//! Every game reads its judge input through a [`Scanner`]: a byte-level
//! reader of whitespace-separated tokens that knows the line and column of
//! each token. Every mistake in the input becomes one [`InputError`],
//! whose `Display` reads
//!
//! ```text
//! line L, column C: expected ..., found ...
//! ```
//!
//! Every game implements the contract of [`game::Game`] (the judge's
//! input, the generators, the analysis within [`Resources`], positions,
//! moves and their values, the renderings), and its judge binary is
//! [`program::main`] over it: it reads all of standard input in one pass,
//! writes what the flags ask for (`--explain`, `--moves`, `--validate`) on
//! [`Workers`] (`--threads`), streams the answer to standard output, and
//! ends with exit status 0 (answered), 1 (the input was valid but a table
//! did not fit in memory, stdout could not be written or stdin could not
//! be read: one `error:` line saying what failed) or 2 (bad input: one
//! `error: line L, column C: ...` line, nothing on stdout; or a bad command
//! line: one `error:` line and the usage).
//!
//! Tables sized by the input are allocated through [`try_filled`] and
//! [`try_reserve`], so a board too large for the machine is an
//! [`OutOfMemory`] error rather than an abort. [`Strict`] reads a test file
//! as a judge's validator would. [`SplitMix64`] is the games' seeded
//! generator. Behind the feature `testkit`: the `testkit` module, what
//! every game's tests share (the contract's laws, the fixtures reader, the
//! binary's checks, the fuzz body, child processes under limits).
//!
//! ```
//! use common_io::{ErrorKind, Scanner};
//!
//! let mut sc = Scanner::new(b"3\n7 x");
//! let n: usize = sc.int("n", 1..=10)?;
//! let first: i64 = sc.int("a value", 0..=100)?;
//! let err = sc.int::<i64>("a value", 0..=100).unwrap_err();
//! assert_eq!((n, first), (3, 7));
//! assert_eq!(err.kind(), ErrorKind::NotAnInteger);
//! assert_eq!(
//!     err.to_string(),
//!     "line 2, column 3: expected a value, an integer from 0 to 100, found `x`"
//! );
//! # Ok::<(), common_io::InputError>(())
//! ```

mod alloc;
mod error;
pub mod game;
#[cfg(feature = "testkit")]
mod mutate;
pub mod program;
mod resources;
mod rng;
pub mod rules;
mod scanner;
mod strict;
#[cfg(feature = "testkit")]
pub mod testkit;
mod workers;

// The README's example, compiled and run by `cargo test --doc`.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

pub use alloc::{OutOfMemory, try_filled, try_reserve};
pub use error::{ErrorKind, InputError, Pos};
pub use resources::{Resources, Solver};
pub use rng::SplitMix64;
pub use scanner::{Integer, Scanner, Token, describe_bytes};
pub use strict::Strict;
pub use workers::Workers;

/// The std-only modules that a judge package's input validator copies
/// verbatim beside a game's own validation module (the game kit's
/// `package`): each module's name and its source, as this crate holds it.
/// They refer to one another as `crate::error`, `crate::scanner`.
pub const VALIDATOR_SOURCES: [(&str, &str); 3] = [
    ("error", include_str!("error.rs")),
    ("scanner", include_str!("scanner.rs")),
    ("strict", include_str!("strict.rs")),
];
