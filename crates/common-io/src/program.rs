//! The command-line shell every judge binary shares: flags, standard input
//! and output, and what each failure becomes. A game's binary is one line,
//! `common_io::program::main::<TheGame>()`.
//!
//! | exit | when | stderr |
//! |---|---|---|
//! | 0 | the answer was written (or the reader of stdout went away) | nothing |
//! | 1 | valid input, but the program could not finish: a table could not be allocated, stdout could not be written, stdin could not be read | one line `error: ...` saying what failed (for memory, how many bytes) |
//! | 2 | bad input or a bad command line | one line `error: line L, column C: ...` (bad input) |

use std::ffi::OsString;
use std::fmt;
use std::io::{self, BufWriter, Read, Write};
use std::num::NonZeroUsize;
use std::process::ExitCode;

use crate::game::{AnyGame, Game, Mode, render};

mod standard;

use crate::{InputError, OutOfMemory, Resources, Solver, Workers};
use standard::Stream;

/// Exit status when the input was valid but the program could not finish.
pub const EXIT_FAILURE: u8 = 1;

/// Exit status for bad input and for a bad command line.
pub const EXIT_BAD_INPUT: u8 = 2;

/// Why a run did not finish.
#[derive(Debug)]
pub(crate) enum Failure {
    /// The input is bad: exit status 2. The whole input is read and checked
    /// before anything is written, so nothing is on stdout.
    Input(InputError),
    /// A table could not be allocated: exit status 1.
    OutOfMemory(OutOfMemory),
    /// Standard output could not be written: exit status 1, or 0 without
    /// a message when the reader went away (a broken pipe, as in `| head`).
    Write(io::Error),
}

impl From<InputError> for Failure {
    fn from(e: InputError) -> Failure {
        Failure::Input(e)
    }
}

impl From<OutOfMemory> for Failure {
    fn from(e: OutOfMemory) -> Failure {
        Failure::OutOfMemory(e)
    }
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Failure {
        Failure::Write(e)
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Input(e) => write!(f, "{e}"),
            Failure::OutOfMemory(e) => write!(f, "{e}"),
            Failure::Write(e) => write!(f, "cannot write to standard output: {e}"),
        }
    }
}

/// Runs `G`'s judge binary on the process's arguments, standard input and
/// standard output (see the module documentation for what each exit status
/// means): a game's whole `main`.
pub fn main<G: Game>() -> ExitCode {
    main_with::<G>(std::env::args_os().skip(1))
}

/// [`main`] with the command line `args` (without the program's name): for
/// a binary that reads some arguments itself first (the game kit's
/// subcommands).
pub fn main_with<G: Game>(args: impl IntoIterator<Item = OsString>) -> ExitCode {
    run::<G>(
        args,
        Stream::open(0),
        Stream::open(1),
        // Not locked for the whole run: a panic on another thread writes to
        // stderr (and would wait for the lock forever).
        io::stderr(),
    )
}

/// [`main_with`] for a game seen through text: `game`'s judge binary
/// ([`AnyGame::run`]) on the command line `args`, standard input and
/// standard output. A binary that takes its game as a `&dyn AnyGame` made
/// in the game's library (the game kit's `main!`) compiles none of the
/// game's generic code itself: the library holds it, once.
pub fn main_any(game: &dyn AnyGame, args: impl IntoIterator<Item = OsString>) -> ExitCode {
    game.run(
        args.into_iter().collect(),
        &mut Stream::open(0),
        &mut Stream::open(1),
        &mut io::stderr(),
    )
}

/// [`main`] with its arguments and streams passed in: for tests, and for a
/// program that behaves as several games' binaries.
pub fn run<G: Game>(
    args: impl IntoIterator<Item = OsString>,
    input: impl Read,
    out: impl Write,
    err: impl Write,
) -> ExitCode {
    Shell::of::<G>().run(args, input, out, err)
}

/// A whole job: the input, the mode, the threads and the solver to the
/// output.
type Job = fn(&[u8], Mode, &Resources<'_>, &mut dyn Write) -> Result<(), Failure>;

/// What a judge binary is and how it answers.
#[derive(Clone, Copy, Debug)]
struct Shell {
    /// The binary's name, as typed on the command line.
    name: &'static str,
    /// The version printed by `--version`.
    version: &'static str,
    /// One line on what the binary does, printed by `--help`.
    about: &'static str,
    /// More of `--help`: what the modes print (the `--moves` format).
    details: &'static str,
    /// The solver.
    job: Job,
    /// Whether the game has a solver of its own ([`Game::KERNEL`]).
    kernel: bool,
}

/// What the command line asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Command {
    Run {
        mode: Mode,
        /// `--threads`, if given (else one per core).
        threads: Option<NonZeroUsize>,
        /// `--solver` (else the kernel).
        solver: Solver,
    },
    Help,
    Version,
}

impl Shell {
    fn of<G: Game>() -> Shell {
        Shell {
            name: G::NAME,
            version: G::ABOUT.version,
            about: G::ABOUT.answer,
            details: G::ABOUT.moves_format,
            job: render::run::<G>,
            kernel: G::KERNEL,
        }
    }

    fn parse_args(&self, args: impl IntoIterator<Item = OsString>) -> Result<Command, String> {
        use lexopt::prelude::*;
        let mut parser = lexopt::Parser::from_args(args);
        let mut mode = Mode::Judge;
        let mut threads = None;
        let mut solver = Solver::Kernel;
        let offered = |flag: &str| {
            Mode::FLAGS
                .into_iter()
                .find(|m| m.flag().strip_prefix("--") == Some(flag))
        };
        while let Some(arg) = parser.next().map_err(|e| e.to_string())? {
            match arg {
                Short('h') | Long("help") => return Ok(Command::Help),
                Short('V') | Long("version") => return Ok(Command::Version),
                Long("threads") => {
                    let value = parser.value().map_err(|e| e.to_string())?;
                    let text = value.to_string_lossy();
                    let n = text.parse::<NonZeroUsize>().map_err(|_| {
                        format!("--threads takes a number of threads from 1 up, not `{text}`")
                    })?;
                    threads = Some(n);
                }
                Long("solver") => {
                    let value = parser.value().map_err(|e| e.to_string())?;
                    solver = value.to_string_lossy().parse::<Solver>()?;
                }
                Long(flag) => {
                    let Some(asked) = offered(flag) else {
                        return Err(arg.unexpected().to_string());
                    };
                    if mode != Mode::Judge && mode != asked {
                        return Err(format!(
                            "{} and --{flag} cannot be used together",
                            mode.flag()
                        ));
                    }
                    mode = asked;
                }
                _ => return Err(arg.unexpected().to_string()),
            }
        }
        Ok(Command::Run {
            mode,
            threads,
            solver,
        })
    }

    fn usage_line(&self) -> String {
        let modes: Vec<String> = Mode::FLAGS
            .iter()
            .map(|m| format!("[{}]", m.flag()))
            .collect();
        format!(
            "Usage: {} {} [--threads N] [--solver kernel|rules] < input",
            self.name,
            modes.join(" ")
        )
    }

    fn help(&self) -> String {
        let mut options = String::new();
        for mode in Mode::FLAGS {
            let what = match mode {
                Mode::Judge => continue,
                Mode::Explain => "explain the answer for a person instead",
                Mode::Moves => "the game ply by ply, with every legal move's value (format below)",
                Mode::Validate => "check the input against the original judge's format and limits",
            };
            options.push_str(&format!("  {:<15}{what}\n", mode.flag()));
        }
        let details = if self.details.is_empty() {
            String::new()
        } else {
            format!("\n{}\n", self.details.trim_end())
        };
        let solver = if self.kernel {
            "kernel (default): the game's own fast solver; rules: the\n                 \
             generic solver of the rules layer over the game's rules (slower,\n                 \
             written independently of the kernel, the same answers)"
        } else {
            "kernel or rules: the same here, the generic solver of the rules\n                 \
             layer over the game's rules (the game has no solver of its own)"
        };
        format!(
            "{name} {version}\n{about}\n\n\
             {usage}\n\n\
             Reads one judge input from standard input and writes the judge's answer.\n\n\
             Options:\n\
             {options}  \
             --threads N    use N threads (default: one per core; 1: only the main thread)\n  \
             --solver S     {solver}\n  \
             -h, --help     print this help\n  \
             -V, --version  print the version\n\
             {details}\n\
             Exit status:\n  \
             0  the answer was written (or the reader of stdout went away), or the\n     \
             input is valid (--validate)\n  \
             1  the input is valid but the program could not finish: out of memory\n     \
             (the message says how many bytes), stdout or stdin unusable\n  \
             2  bad input (`error: line L, column C: ...`) or a bad command line\n",
            name = self.name,
            version = self.version,
            about = self.about,
            usage = self.usage_line(),
        )
    }

    fn run(
        &self,
        args: impl IntoIterator<Item = OsString>,
        mut input: impl Read,
        out: impl Write,
        mut err: impl Write,
    ) -> ExitCode {
        // If stderr is gone there is nobody to tell: its write errors are
        // ignored.
        let (mode, threads, solver) = match self.parse_args(args) {
            Ok(Command::Run {
                mode,
                threads,
                solver,
            }) => (mode, threads, solver),
            Ok(Command::Help) => return self.print(out, &self.help(), &mut err),
            Ok(Command::Version) => {
                let text = format!("{} {}\n", self.name, self.version);
                return self.print(out, &text, &mut err);
            }
            Err(e) => {
                let _ = writeln!(err, "error: {e}\n{} (see --help)", self.usage_line());
                return ExitCode::from(EXIT_BAD_INPUT);
            }
        };
        let mut bytes = Vec::new();
        if let Err(e) = input.read_to_end(&mut bytes) {
            let _ = writeln!(err, "error: cannot read standard input: {e}");
            return ExitCode::from(EXIT_FAILURE);
        }
        let workers = threads.map_or_else(Workers::default, Workers::new);
        let resources = Resources::new(&workers).with_solver(solver);
        let mut out = BufWriter::new(out);
        let result = (self.job)(&bytes, mode, &resources, &mut out).and_then(|()| Ok(out.flush()?));
        finish(result, &mut err)
    }

    fn print(&self, mut out: impl Write, text: &str, err: &mut impl Write) -> ExitCode {
        let written = out.write_all(text.as_bytes()).and_then(|()| out.flush());
        finish(written.map_err(Failure::Write), err)
    }
}

/// The exit status and the `error:` line for how a run ended.
fn finish(result: Result<(), Failure>, err: &mut impl Write) -> ExitCode {
    let code = match &result {
        Ok(()) => return ExitCode::SUCCESS,
        // The reader went away: nobody wants the rest, nothing to say.
        Err(Failure::Write(e)) if e.kind() == io::ErrorKind::BrokenPipe => {
            return ExitCode::SUCCESS;
        }
        Err(Failure::Input(_)) => EXIT_BAD_INPUT,
        Err(Failure::OutOfMemory(_) | Failure::Write(_)) => EXIT_FAILURE,
    };
    if let Err(e) = result {
        let _ = writeln!(err, "error: {e}");
    }
    ExitCode::from(code)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::toy::Subtraction;

    fn run_with(args: &[&str], input: &[u8], out: impl Write) -> (ExitCode, String) {
        let mut err = Vec::new();
        let code = run::<Subtraction>(args.iter().map(OsString::from), input, out, &mut err);
        (code, String::from_utf8_lossy(&err).into_owned())
    }

    fn run_toy(args: &[&str], input: &[u8]) -> (ExitCode, String, String) {
        let mut out = Vec::new();
        let (code, err) = run_with(args, input, &mut out);
        (code, String::from_utf8_lossy(&out).into_owned(), err)
    }

    #[test]
    fn judge_mode_prints_the_answer() {
        assert_eq!(
            run_toy(&[], b"7 3\n"),
            (ExitCode::SUCCESS, "First\n".into(), String::new())
        );
    }

    #[test]
    fn modes_and_threads() {
        let (code, out, _) = run_toy(&["--explain", "--threads", "1"], b"8 3\n");
        assert_eq!(
            (code, out.as_str()),
            (
                ExitCode::SUCCESS,
                "First moves first: loss in 4.\n  1. First plays 1\n  2. Second plays 3\n  \
                 3. First plays 1\n  4. Second plays 3\n"
            )
        );
        let (_, out, _) = run_toy(&["--threads=2", "--moves"], b"2 1\n");
        assert_eq!(out, "ply 1 First\n1 loss in 2\nply 2 Second\n1 win in 1\n");
        let (code, out, err) = run_toy(&["--validate"], b"8 3\n");
        assert_eq!(
            (code, out.as_str(), err.as_str()),
            (ExitCode::SUCCESS, "", "")
        );
    }

    #[test]
    fn bad_input_is_one_line_and_status_2() {
        assert_eq!(
            run_toy(&[], b"8 x"),
            (
                ExitCode::from(2),
                String::new(),
                "error: line 1, column 3: expected the most a move takes, k, an integer from 1 to 100, found `x`\n".into()
            )
        );
        let (code, out, err) = run_toy(&["--validate"], b"8 3");
        assert_eq!((code, out.as_str()), (ExitCode::from(2), ""));
        assert!(err.starts_with("error: line 1, column 4: "), "{err}");
    }

    #[test]
    fn out_of_memory_is_one_line_with_the_bytes_and_status_1() {
        // Past what a usize counts: the bound saturates.
        let (code, out, err) = run_toy(&[], b"1000000000000000000 3\n");
        assert_eq!((code, out.as_str()), (ExitCode::from(1), ""));
        assert_eq!(
            err,
            format!(
                "error: out of memory: the value table needs {} bytes\n",
                usize::MAX
            )
        );
    }

    /// A writer that fails: a full disk, or a reader that went away.
    struct Failing(io::ErrorKind);

    impl Write for Failing {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            Err(io::Error::from(self.0))
        }
        fn flush(&mut self) -> io::Result<()> {
            Err(io::Error::from(self.0))
        }
    }

    #[test]
    fn write_errors_are_status_1_but_a_broken_pipe_is_quiet() {
        let many = b"100 1\n"; // --moves: 200 lines
        let (code, err) = run_with(&["--moves"], many, Failing(io::ErrorKind::StorageFull));
        assert_eq!(code, ExitCode::from(1));
        assert!(
            err.starts_with("error: cannot write to standard output: ") && err.lines().count() == 1,
            "{err}"
        );
        let (code, err) = run_with(&["--moves"], many, Failing(io::ErrorKind::BrokenPipe));
        assert_eq!((code, err.as_str()), (ExitCode::SUCCESS, ""));
    }

    #[test]
    fn the_solver_is_chosen_by_name() {
        for solver in ["kernel", "rules"] {
            let (code, out, _) = run_toy(&["--solver", solver, "--moves"], b"3 2\n");
            assert_eq!(code, ExitCode::SUCCESS);
            assert_eq!(
                out,
                "ply 1 First\n1 loss in 2\n2 loss in 2\nply 2 Second\n1 loss in 2\n2 win in 1\n"
            );
        }
        let (code, _, err) = run_toy(&["--solver=quick"], b"3 2\n");
        assert_eq!(code, ExitCode::from(2));
        assert!(
            err.starts_with("error: --solver takes kernel or rules, not `quick`\n"),
            "{err}"
        );
    }

    #[test]
    fn an_unreadable_stdin_is_status_1() {
        let mut err = Vec::new();
        let code = run::<Subtraction>(
            Vec::<OsString>::new(),
            Stream::Unusable(io::ErrorKind::Other, Some(9)),
            Vec::new(),
            &mut err,
        );
        assert_eq!(code, ExitCode::from(1));
        let err = String::from_utf8_lossy(&err);
        assert!(
            err.starts_with("error: cannot read standard input: "),
            "{err}"
        );
    }

    #[test]
    fn command_line_errors_are_status_2() {
        for args in [
            &["--frobnicate"][..],
            &["--threads", "0"],
            &["--threads", "many"],
            &["--threads"],
            &["--explain", "--validate"],
            &["--moves", "--explain"],
            &["--solver"],
            &["--solver", "fast"],
            &["extra"],
        ] {
            let (code, out, err) = run_toy(args, b"7 3\n");
            assert_eq!((code, out.as_str()), (ExitCode::from(2), ""), "{args:?}");
            assert!(err.starts_with("error: "), "{args:?}: {err}");
            assert!(
                err.ends_with(
                    "Usage: subtraction [--explain] [--moves] [--validate] [--threads N] \
                     [--solver kernel|rules] < input (see --help)\n"
                ),
                "{args:?}: {err}"
            );
        }
    }

    #[test]
    fn help_lists_the_modes_and_the_exit_statuses() {
        let (code, out, _) = run_toy(&["--help"], b"");
        assert_eq!(code, ExitCode::SUCCESS);
        for part in [
            "Usage: subtraction [--explain] [--moves] [--validate] [--threads N] \
             [--solver kernel|rules] < input",
            "--solver S     kernel or rules: the same here, the generic solver",
            "Prints the player who wins the subtraction game",
            "--explain      explain",
            "--moves        the game ply by ply",
            "--validate     check",
            "--threads N",
            "`T V` per legal move",
            "0  the answer was written",
            "1  the input is valid but",
            "2  bad input",
        ] {
            assert!(out.contains(part), "{part}\n{out}");
        }
        let (_, out, _) = run_toy(&["-V"], b"");
        assert_eq!(out, format!("subtraction {}\n", env!("CARGO_PKG_VERSION")));
    }
}
