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
//! - `package <crate>|--all --out DIR [--format F] [--zip]`: a judge package
//!   of the game in the legacy Kattis problem format or (`--format
//!   2025-09`) the ICPC format 2025-09 (statement, samples and generated
//!   data with our answers, the strict input validator, the accepted
//!   solution and wrong ones) in `DIR/<short>/` (the crate's name without
//!   hyphens; with several formats, `DIR/<format>/<short>/`), and
//!   `DIR/<short>.zip` with `--zip` (see [`package`]); `verifyproblem
//!   DIR/<short>` checks a legacy one, `bt validate` and `bt run` a 2025-09
//!   one.
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
mod perf;
mod recipe;
mod report;

use std::ffi::OsStr;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use game_kit::games::families_help_of;
use game_kit::{Credits, Layout, generate, package, stress, validate};
use games::{REGISTRY, Registry};

pub(crate) use game_kit::{Error, process};

/// Workspace automation for the olympiad game solvers.
#[derive(Debug, Parser)]
#[command(name = "cargo xtask", bin_name = "cargo xtask", version)]
struct Cli {
    #[command(subcommand)]
    command: Commands,
}

/// A game of the registry, by its crate's name.
#[derive(Clone, Debug, clap::Args)]
struct Named {
    /// The game (its crate's name).
    #[arg(value_name = "CRATE", value_parser = clap::builder::PossibleValuesParser::new(REGISTRY.names()))]
    krate: String,
}

#[derive(Debug, Subcommand)]
enum Commands {
    /// Run every fixture through the release binaries and `cargo test --workspace`.
    CheckAll(check::CheckAll),
    /// Write generated judge inputs (stdout for one case without --out).
    Gen {
        #[command(flatten)]
        game: Named,
        #[command(flatten)]
        args: generate::Gen,
    },
    /// Find an input on which a program's answer differs from ours, and shrink it.
    Stress {
        #[command(flatten)]
        game: Named,
        #[command(flatten)]
        args: stress::Stress,
    },
    /// Check test files against the original judge's format and limits, strictly.
    Validate {
        #[command(flatten)]
        game: Named,
        #[command(flatten)]
        args: validate::Validate,
    },
    /// Write a judge package of a game (legacy Kattis or ICPC 2025-09 format): statement, data, validators, submissions.
    Package {
        /// The game (its crate's name).
        #[arg(value_name = "CRATE", value_parser = clap::builder::PossibleValuesParser::new(REGISTRY.names()), required_unless_present = "all", conflicts_with = "all")]
        krate: Option<String>,
        /// Every game of the registry, each in its own directory.
        #[arg(long)]
        all: bool,
        #[command(flatten)]
        args: package::Package,
    },
    /// Count the instructions of each perf case under valgrind and compare them with `perf/<game>/baseline.toml`.
    Perf(perf::Perf),
}

fn main() -> ExitCode {
    // `gen --help` and `stress --help` list every crate's families, which
    // come from the crates themselves, so they are added at run time.
    let command = Cli::command()
        .mut_subcommand("gen", |c| c.after_help(families_help_of(REGISTRY.games())))
        .mut_subcommand("stress", |c| {
            c.after_help(families_help_of(REGISTRY.games()))
        });
    let cli = match Cli::from_arg_matches(&command.get_matches()) {
        Ok(cli) => cli,
        Err(e) => e.exit(),
    };
    let ws = Workspace::locate();
    game_kit::exit(run(&cli.command, &ws, *REGISTRY))
}

/// Runs `command` over the games of `registry` in the workspace `ws`.
fn run(command: &Commands, ws: &Workspace, registry: Registry) -> Result<bool, Error> {
    let layout = ws.layout();
    match command {
        Commands::CheckAll(args) => args.run(ws, registry),
        Commands::Gen { game, args } => args.run(registry.find(&game.krate)?, &layout),
        Commands::Stress { game, args } => args.run(registry.find(&game.krate)?, &layout),
        Commands::Validate { game, args } => args.run(registry.find(&game.krate)?),
        Commands::Package { krate, args, .. } => {
            let games = match krate {
                Some(name) => vec![registry.find(name)?],
                None => registry.games().to_vec(),
            };
            args.run_games(&games, &layout, &Credits::workspace())
        }
        Commands::Perf(args) => args.run(ws, registry),
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

    /// The layout of the kit's commands: this workspace's.
    pub(crate) fn layout(&self) -> Layout {
        Layout::Workspace {
            root: self.root.clone(),
        }
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

    /// Builds the binaries of `crates` in release mode (without their
    /// default features if asked).
    pub(crate) fn cargo_release_build(
        &self,
        crates: &[String],
        no_default_features: bool,
    ) -> Result<(), Error> {
        let mut command = self.cargo();
        command.args(["build", "--release", "--bins"]);
        if no_default_features {
            command.arg("--no-default-features");
        }
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
