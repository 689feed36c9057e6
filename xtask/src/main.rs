//! Workspace automation, run as `cargo xtask <command>` (the alias lives in
//! `.cargo/config.toml`).
//!
//! - `check-all`: builds the release binaries, runs every
//!   `fixtures/<crate>/*.in` through `target/release/<crate>` and compares
//!   stdout with `<case>.out` byte for byte, runs every bad input of
//!   `fixtures/<crate>/errors/` (`<case>.in`, or a `<case>.gen` recipe, see
//!   [`recipe`]) expecting exit status 2, no stdout and exactly the stderr of
//!   `<case>.err`, runs `cargo test --workspace`, and prints a report. Exit
//!   status 1 on any failure.
//! - `gen <crate> --family F --seed S [--rows R --cols C] [--count K]
//!   [--out DIR [--force]]`: judge inputs from the game's generators
//!   (`Game::generate`); one case without `--out` goes to stdout,
//!   otherwise `DIR/<crate>-<family>-<seed>.in` and `.out` (our answer) for
//!   each case, case `k` using seed `S + k`; existing files are refused
//!   (nothing written) unless `--force`.
//! - `stress <crate> --cmd '<command line>' [--cases N] [--seed S]
//!   [--family F] [--timeout 2s]`: runs a user's program on generated
//!   inputs, compares its answers with the crate's, and shrinks the first
//!   failing input (see [`stress`]). Exit status 1 when a failing case is
//!   found.
//!
//! - `validate <crate> FILE...`: checks test files against the original
//!   judge's format and limits, strictly (the crate's `validate`, also its
//!   binary's `--validate`), and prints a table; exit status 1 if a file
//!   is invalid.
//! - `package <crate>|--all --out DIR [--zip]`: a judge package of the game in
//!   the legacy Kattis problem format (statement, samples and generated
//!   data with our answers, the strict input validator, the accepted
//!   solution and wrong ones) in `DIR/<short>/` (the crate's name without
//!   hyphens), and `DIR/<short>.zip` with `--zip` (see [`package`]);
//!   `verifyproblem DIR/<short>` checks it.
//! - `perf [--bless]`: runs every `perf/<crate>/<case>.in` through the
//!   release binary under valgrind's callgrind and compares the
//!   instruction counts with `perf/<game>/baseline.toml` (see [`perf`]). Exit
//!   status 1 when a case is more than 5 % slower than its baseline.
//!
//! Exit status 2 on usage errors (an unknown crate or family, a bad
//! option, a program that cannot be started), 1 on any other error.

#![allow(clippy::print_stdout, clippy::print_stderr)] // a command-line tool

mod check;
#[cfg(test)]
mod docs;
mod games;
mod generate;
mod package;
mod perf;
mod process;
mod recipe;
mod report;
mod stress;
#[cfg(test)]
mod toy;
mod validate;

use std::ffi::OsStr;
use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

use crate::games::REGISTRY;

/// Workspace automation for the olympiad game solvers.
#[derive(Debug, Parser)]
#[command(name = "cargo xtask", bin_name = "cargo xtask", version)]
struct Cli {
    #[command(subcommand)]
    command: Commands,
}

#[derive(Debug, Subcommand)]
enum Commands {
    /// Run every fixture through the release binaries and `cargo test --workspace`.
    CheckAll(check::CheckAll),
    /// Write generated judge inputs (stdout for one case without --out).
    Gen(generate::Gen),
    /// Find an input on which a program's answer differs from ours, and shrink it.
    Stress(stress::Stress),
    /// Check test files against the original judge's format and limits, strictly.
    Validate(validate::Validate),
    /// Write a Kattis problem package (legacy format) of a game: statement, data, validator, submissions.
    Package(package::Package),
    /// Count the instructions of each perf case under valgrind and compare them with `perf/<game>/baseline.toml`.
    Perf(perf::Perf),
}

fn main() -> ExitCode {
    // `gen --help` and `stress --help` list every crate's families, which
    // come from the crates themselves, so they are added at run time.
    let command = Cli::command()
        .mut_subcommand("gen", |c| {
            c.after_help(crate::games::families_help(REGISTRY))
        })
        .mut_subcommand("stress", |c| {
            c.after_help(crate::games::families_help(REGISTRY))
        });
    let cli = match Cli::from_arg_matches(&command.get_matches()) {
        Ok(cli) => cli,
        Err(e) => e.exit(),
    };
    let ws = Workspace::locate();
    let registry = REGISTRY;
    let result = match &cli.command {
        Commands::CheckAll(args) => args.run(&ws, registry),
        Commands::Gen(args) => args.run(&ws, registry),
        Commands::Stress(args) => args.run(&ws, registry),
        Commands::Perf(args) => args.run(&ws, registry),
        Commands::Package(args) => args.run(&ws, registry),
        Commands::Validate(args) => args.run(&ws, registry),
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("error: {e}");
            e.exit_code()
        }
    }
}

/// An error that stops a command (as opposed to a failing check, which a
/// command reports and answers with exit status 1).
#[derive(Debug)]
pub(crate) enum Error {
    /// A bad command line: an unknown crate or family, a size no family
    /// can make, a `--cmd` that cannot be started. Exit status 2.
    Usage(String),
    /// A file that could not be read or written, or a program that could
    /// not be started.
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    /// A command this one runs (a cargo build) failed.
    Command(String),
    /// A fixture file this one reads is malformed.
    Fixture { path: PathBuf, why: String },
    /// Our own code contradicts itself (a generator made an input its
    /// crate's parser refuses): a bug to report, not the user's mistake.
    Bug(String),
}

impl Error {
    pub(crate) fn io(path: &Path, source: std::io::Error) -> Error {
        Error::Io {
            path: path.to_path_buf(),
            source,
        }
    }

    /// The exit status: 2 for a usage error, 1 otherwise.
    fn exit_code(&self) -> ExitCode {
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

/// The workspace: its root directory and how to call cargo in it.
#[derive(Clone, Debug)]
pub(crate) struct Workspace {
    pub(crate) root: PathBuf,
}

impl Workspace {
    /// The workspace this xtask was built from.
    pub(crate) fn locate() -> Workspace {
        let manifest_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
        let root = manifest_dir.parent().unwrap_or(manifest_dir).to_path_buf();
        Workspace { root }
    }

    /// A `cargo` command (the one that runs us, if known) in the root.
    pub(crate) fn cargo(&self) -> Command {
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        let mut command = Command::new(cargo);
        command.current_dir(&self.root);
        command
    }

    /// The directories under `fixtures/`.
    pub(crate) fn fixture_dirs(&self) -> Result<Vec<String>, Error> {
        self.subdirs(&self.root.join("fixtures"))
    }

    fn subdirs(&self, dir: &Path) -> Result<Vec<String>, Error> {
        if !dir.is_dir() {
            return Ok(Vec::new());
        }
        let mut names: Vec<String> = fs::read_dir(dir)
            .map_err(|e| Error::io(dir, e))?
            .filter_map(|entry| entry.ok())
            .filter(|entry| entry.path().is_dir())
            .filter_map(|entry| entry.file_name().to_str().map(str::to_string))
            .collect();
        names.sort();
        Ok(names)
    }

    /// Builds the binaries of `crates` in release mode.
    pub(crate) fn cargo_release_build(&self, crates: &[String]) -> Result<(), Error> {
        let mut command = self.cargo();
        command.args(["build", "--release", "--bins"]);
        for name in crates {
            command.args(["--package", name]);
        }
        let status = command
            .status()
            .map_err(|e| Error::io(Path::new("cargo"), e))?;
        if status.success() {
            Ok(())
        } else {
            Err(Error::Command(format!(
                "cargo build --release failed ({status})"
            )))
        }
    }

    /// Where the release binary of `name` is.
    pub(crate) fn release_binary(&self, name: &str) -> PathBuf {
        let target = std::env::var_os("CARGO_TARGET_DIR")
            .map(|dir| self.root.join(dir)) // an absolute path replaces the root
            .unwrap_or_else(|| self.root.join("target"));
        let mut path = target.join("release").join(name);
        if let Some(ext) = Some(std::env::consts::EXE_EXTENSION).filter(|e| !e.is_empty()) {
            path.set_extension(OsStr::new(ext));
        }
        path
    }
}
