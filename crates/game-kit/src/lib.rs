//! The kit of a two-player game of the game contract
//! ([`common_io::game::Game`]), wherever its crate stands: test data from
//! its generators (`generate`), a strict check of test files
//! (`validate`), a user's program stressed against it with the failing
//! input shrunk (`stress`), a judge package with the kill report of its
//! wrong solutions (`package`), all four with the default feature `kit`,
//! and (with the default feature `explore`) the explorer's page. Without
//! them, a game's binary is its judge alone.
//!
//! A game's binary gets every tool from one line of `main.rs`, the
//! [`main!`] macro, over the game as its library makes it once, seen
//! through text (a `&dyn AnyGame`, one more line in `lib.rs`):
//!
//! ```ignore
//! // src/lib.rs
//! pub static GAME: &dyn common_io::game::AnyGame = &common_io::game::erase::<MyGame>();
//! // src/main.rs
//! game_kit::main!(my_game::GAME);
//! ```
//!
//! The game's generic code (its solvers, its views, the judge binary of
//! [`common_io::program`]) is then compiled in its library, once, for
//! the binary and every tool that lists the game; a binary given the
//! game's type would compile it all again itself.
//!
//! Then `my-game < input` answers the judge's input as
//! [`common_io::program`] does (with its flags: `--explain`, `--moves`,
//! `--validate`, `--threads`, `--solver`), and the subcommands `gen`,
//! `validate`, `stress`, `package` and `explore` are the kit's (see
//! [`run`], and `my-game <command> --help`). The files a command reads are
//! found from the crate's directory ([`Layout::of_crate`]). The workspace's
//! `cargo xtask` is the same commands over every game of its registry.

#![allow(clippy::print_stdout, clippy::print_stderr)] // a command-line tool

use std::ffi::OsString;
use std::fmt;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[cfg(feature = "kit")]
use clap::{FromArgMatches, Subcommand};
use common_io::game::AnyGame;
#[cfg(feature = "kit")]
use common_io::game::Registry;

#[cfg(feature = "kit")]
pub mod games;
#[cfg(feature = "kit")]
pub mod generate;
mod layout;
#[cfg(feature = "kit")]
pub mod package;
#[cfg(feature = "kit")]
pub mod process;
#[cfg(feature = "kit")]
pub mod stress;
#[cfg(all(test, feature = "kit"))]
mod toy;
#[cfg(feature = "kit")]
pub mod validate;

pub use layout::{CrateLayout, Credits, Layout};

/// What a game's binary needs to know of its crate, from cargo's
/// environment when it was built ([`main!`] fills it in).
#[derive(Clone, Copy, Debug)]
pub struct Manifest {
    /// The crate's directory (`CARGO_MANIFEST_DIR`).
    pub dir: &'static str,
    /// The package's name (`CARGO_PKG_NAME`).
    pub name: &'static str,
    /// The package's authors, `:` separated (`CARGO_PKG_AUTHORS`).
    pub authors: &'static str,
    /// The package's license (`CARGO_PKG_LICENSE`).
    pub license: &'static str,
}

/// A game binary's `main`: `game_kit::main!(my_game::GAME);` is the
/// whole `main.rs` of a game's binary, where `GAME` is the game's
/// `&'static dyn AnyGame` made in its library (see [`run`] and the
/// crate's documentation).
#[macro_export]
macro_rules! main {
    ($game:expr) => {
        fn main() -> ::std::process::ExitCode {
            $crate::run(
                $game,
                $crate::Manifest {
                    dir: env!("CARGO_MANIFEST_DIR"),
                    name: env!("CARGO_PKG_NAME"),
                    authors: env!("CARGO_PKG_AUTHORS"),
                    license: env!("CARGO_PKG_LICENSE"),
                },
                ::std::env::args_os().skip(1).collect(),
            )
        }
    };
}

/// The kit's subcommands of a game's binary.
#[cfg(feature = "kit")]
#[derive(Debug, Subcommand)]
enum Command {
    /// Write generated judge inputs (one to stdout; with --out, inputs with our answers).
    Gen(generate::Gen),
    /// Check test files against the original judge's format and limits, strictly.
    Validate(validate::Validate),
    /// Find an input on which a program's answer differs from ours, and shrink it.
    Stress(stress::Stress),
    /// Write a judge package (legacy Kattis or ICPC 2025-09 format): statement, data, validators, submissions.
    Package(package::Package),
    /// Serve the explorer's page and JSON API for this game on this machine.
    Explore {
        /// The explorer's options (`explore --help`).
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<OsString>,
    },
}

/// The names of the kit's subcommands.
pub const COMMANDS: [&str; 5] = ["gen", "validate", "stress", "package", "explore"];

/// Runs `game`'s binary with the command line `args` (without the
/// program's name): a subcommand of the kit when the first argument names
/// one ([`COMMANDS`]), else the judge binary of [`common_io::program`] on
/// standard input and output. Exit status 0 when done (or a check passed),
/// 1 when a check fails (`validate`, `stress`, `package`'s kill report) or
/// a resource is exhausted, 2 for a usage error or bad input.
pub fn run(game: &'static dyn AnyGame, manifest: Manifest, args: Vec<OsString>) -> ExitCode {
    let first = args.first().and_then(|a| a.to_str());
    match first {
        Some(name) if COMMANDS.contains(&name) => {}
        Some("-h" | "--help") => {
            let mut help = Vec::new();
            let code = game.run(
                args,
                &mut std::io::empty(),
                &mut help,
                &mut std::io::stderr(),
            );
            let mut out = std::io::stdout();
            let _ = out.write_all(&help);
            let _ = write!(out, "{}", commands_help(game.name()));
            return code;
        }
        _ => return common_io::program::main_any(game, args),
    }
    kit(game, manifest, args)
}

/// A subcommand of the kit (`args` starts with its name).
#[cfg(feature = "kit")]
fn kit(game: &'static dyn AnyGame, manifest: Manifest, args: Vec<OsString>) -> ExitCode {
    let first = args.first().and_then(|a| a.to_str());
    // The registry of the one game, for the explorer (a binary's main
    // makes it once).
    let registry = Registry::new(Box::leak(Box::new([game])));
    let name = game.name();
    if first == Some("explore") {
        return explore(registry, name, args.into_iter().skip(1).collect());
    }
    let cli = clap::Command::new(name)
        .no_binary_name(true)
        .subcommand_required(true);
    let cli = Command::augment_subcommands(cli)
        .mut_subcommand("gen", |c| c.after_help(games::families_help(game)))
        .mut_subcommand("stress", |c| c.after_help(games::families_help(game)));
    let command = match cli
        .try_get_matches_from(args)
        .and_then(|m| Command::from_arg_matches(&m))
    {
        Ok(command) => command,
        Err(e) => e.exit(),
    };
    let layout = Layout::of_crate(manifest.dir, name);
    let credits = Credits::from_manifest(manifest.name, manifest.authors, manifest.license);
    let result = match &command {
        Command::Gen(args) => args.run(game, &layout),
        Command::Validate(args) => args.run(game),
        Command::Stress(args) => args.run(game, &layout),
        Command::Package(args) => args.run(game, &layout, &credits),
        Command::Explore { .. } => unreachable!("served above"),
    };
    exit(result)
}

/// A subcommand in a binary built without the feature `kit`: a usage
/// error saying so.
#[cfg(not(feature = "kit"))]
fn kit(game: &'static dyn AnyGame, _: Manifest, args: Vec<OsString>) -> ExitCode {
    let command = args
        .first()
        .map_or(String::new(), |a| a.to_string_lossy().into_owned());
    eprintln!(
        "error: this {} binary was built without its commands ({command}: game-kit's \
         features `kit` and `explore`, on by default): build it with its default features",
        game.name()
    );
    ExitCode::from(2)
}

/// `<game> explore`: the explorer of `registry`'s one game.
#[cfg(all(feature = "kit", feature = "explore"))]
fn explore(registry: Registry, name: &str, args: Vec<OsString>) -> ExitCode {
    explorer::main(registry, &format!("{name} explore"), args)
}

/// `<game> explore` in a binary built without the feature `explore`: a
/// usage error saying so.
#[cfg(all(feature = "kit", not(feature = "explore")))]
fn explore(_: Registry, name: &str, _: Vec<OsString>) -> ExitCode {
    eprintln!(
        "error: this {name} binary was built without the explorer (game-kit's feature \
         `explore`, on by default): build it with its default features"
    );
    ExitCode::from(2)
}

/// The exit status of a command's result, with its error line.
pub fn exit(result: Result<bool, Error>) -> ExitCode {
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("error: {e}");
            e.exit_code()
        }
    }
}

/// The commands' part of a game binary's `--help`, in a binary built
/// without them.
#[cfg(not(feature = "kit"))]
fn commands_help(name: &str) -> String {
    format!("\nCommands: none in this {name} binary (built without game-kit's feature `kit`)\n")
}

/// The commands' part of a game binary's `--help`.
#[cfg(feature = "kit")]
fn commands_help(name: &str) -> String {
    format!(
        "\nCommands (`{name} <command> --help` for each):\n  \
         gen        generated judge inputs (--list: the families; --out DIR: with our answers)\n  \
         validate   check test files against the original judge's format and limits\n  \
         stress     run a program against this solver on generated inputs, shrink a failure\n  \
         package    write a judge package (Kattis format) with its kill report\n  \
         explore    serve the explorer's page and JSON API on this machine\n"
    )
}

/// An error that stops a command (as opposed to a failing check, which a
/// command reports and answers with exit status 1).
#[derive(Debug)]
pub enum Error {
    /// A bad command line: an unknown crate or family, a size no family
    /// can make, a `--cmd` that cannot be started. Exit status 2.
    Usage(String),
    /// A file that could not be read or written, or a program that could
    /// not be started.
    Io {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
    /// A command this one runs (a cargo build) failed.
    Command(String),
    /// A fixture file this one reads is malformed.
    Fixture {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        why: String,
    },
    /// Our own code contradicts itself (a generator made an input its
    /// crate's parser refuses): a bug to report, not the user's mistake.
    Bug(String),
}

impl Error {
    /// An [`Error::Io`] on `path`.
    pub fn io(path: &Path, source: std::io::Error) -> Error {
        Error::Io {
            path: path.to_path_buf(),
            source,
        }
    }

    /// The exit status: 2 for a usage error, 1 otherwise.
    pub fn exit_code(&self) -> ExitCode {
        match self {
            Error::Usage(_) => ExitCode::from(2),
            _ => ExitCode::FAILURE,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Io { path, source } => write!(f, "{}: {source}", path.display()),
            Error::Usage(what) | Error::Command(what) => write!(f, "{what}"),
            Error::Fixture { path, why } => write!(f, "{}: {why}", path.display()),
            Error::Bug(what) => write!(f, "internal error (a bug, please report it): {what}"),
        }
    }
}

impl std::error::Error for Error {}
