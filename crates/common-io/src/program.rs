//! The command-line shell every judge binary shares: flags, standard input
//! and output, and what each failure becomes.
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

use crate::{InputError, OutOfMemory, Workers};

/// Exit status when the input was valid but the program could not finish.
pub const EXIT_FAILURE: u8 = 1;

/// Exit status for bad input and for a bad command line.
pub const EXIT_BAD_INPUT: u8 = 2;

/// What the command line asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// The judge's answer, byte for byte (no flag).
    Judge,
    /// `--explain`: the answer explained for a person.
    Explain,
    /// `--moves`: the optimal game with every legal move's value, in a
    /// machine-readable format.
    Moves,
    /// `--validate`: nothing on success; the input must be exactly in the
    /// original judge's format and within its limits.
    Validate,
}

impl Mode {
    /// The flag that selects the mode (`""` for the judge's answer).
    pub fn flag(self) -> &'static str {
        match self {
            Mode::Judge => "",
            Mode::Explain => "--explain",
            Mode::Moves => "--moves",
            Mode::Validate => "--validate",
        }
    }
}

/// One run of a judge binary: the whole input, the mode, and the threads.
#[derive(Debug)]
pub struct Request<'a> {
    /// All of standard input.
    pub input: &'a [u8],
    /// What to print.
    pub mode: Mode,
    /// Where parallel work runs (`--threads`).
    pub workers: &'a Workers,
}

/// Why a run did not finish.
#[derive(Debug)]
pub enum Failure {
    /// The input is bad: exit status 2. The problem crate reads and checks
    /// the whole input before writing anything, so nothing is on stdout.
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

impl std::error::Error for Failure {}

/// A problem crate's whole job: read `request.input`, check all of it,
/// then write the answer for `request.mode` to `out` as it goes.
pub type Run = fn(&Request<'_>, &mut dyn Write) -> Result<(), Failure>;

/// What `run` writes for `input` in `mode`, on the current thread, as a
/// string: the problem crates' `judge` and `explain` for tests and for
/// library callers. Bad input is the `Err`; a table that cannot be
/// allocated ends the process as `Vec` does ([`OutOfMemory::abort`]).
///
/// # Panics
///
/// If `run` writes text that is not UTF-8 (a bug of the problem crate).
pub fn capture(run: Run, input: &[u8], mode: Mode) -> Result<String, InputError> {
    let workers = Workers::current_thread();
    let request = Request {
        input,
        mode,
        workers: &workers,
    };
    let mut out = Vec::new();
    match run(&request, &mut out) {
        Ok(()) => match String::from_utf8(out) {
            Ok(text) => Ok(text),
            Err(e) => unreachable!("the answer is not UTF-8: {e}"),
        },
        Err(Failure::Input(e)) => Err(e),
        Err(Failure::OutOfMemory(e)) => e.abort(),
        Err(Failure::Write(e)) => unreachable!("writing to a Vec failed: {e}"),
    }
}

/// What a judge binary is and how it answers.
#[derive(Clone, Copy, Debug)]
pub struct Program {
    /// The binary's name, as typed on the command line.
    pub name: &'static str,
    /// The version printed by `--version`.
    pub version: &'static str,
    /// One line on what the binary does, printed by `--help`.
    pub about: &'static str,
    /// The modes besides the judge's answer that the binary has.
    pub modes: &'static [Mode],
    /// More of `--help`: what the modes print (the `--moves` format).
    pub details: &'static str,
    /// The solver.
    pub run: Run,
}

/// What the command line asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Command {
    Run {
        mode: Mode,
        /// `--threads`, if given (else one per core).
        threads: Option<NonZeroUsize>,
    },
    Help,
    Version,
}

impl Program {
    fn parse_args(&self, args: impl IntoIterator<Item = OsString>) -> Result<Command, String> {
        use lexopt::prelude::*;
        let mut parser = lexopt::Parser::from_args(args);
        let mut mode = Mode::Judge;
        let mut threads = None;
        let offered = |flag: &str| {
            self.modes
                .iter()
                .copied()
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
        Ok(Command::Run { mode, threads })
    }

    fn usage_line(&self) -> String {
        let modes: Vec<String> = self
            .modes
            .iter()
            .map(|m| format!("[{}]", m.flag()))
            .collect();
        let modes = if modes.is_empty() {
            String::new()
        } else {
            format!("{} ", modes.join(" "))
        };
        format!("Usage: {} {modes}[--threads N] < input", self.name)
    }

    fn help(&self) -> String {
        let mut options = String::new();
        for mode in self.modes {
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
        format!(
            "{name} {version}\n{about}\n\n\
             {usage}\n\n\
             Reads one judge input from standard input and writes the judge's answer.\n\n\
             Options:\n\
             {options}  \
             --threads N    use N threads (default: one per core; 1: only the main thread)\n  \
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

    /// Runs the binary on the process's arguments, standard input and
    /// standard output (see the module documentation for what each exit
    /// status means).
    pub fn main(&self) -> ExitCode {
        self.run(
            std::env::args_os().skip(1),
            Stdin::open(),
            Stdout::open(),
            io::stderr().lock(),
        )
    }

    /// [`Program::main`] with its arguments and streams passed in, for
    /// tests.
    pub fn run(
        &self,
        args: impl IntoIterator<Item = OsString>,
        mut input: impl Read,
        out: impl Write,
        mut err: impl Write,
    ) -> ExitCode {
        // If stderr is gone there is nobody to tell: its write errors are
        // ignored.
        let (mode, threads) = match self.parse_args(args) {
            Ok(Command::Run { mode, threads }) => (mode, threads),
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
        let request = Request {
            input: &bytes,
            mode,
            workers: &workers,
        };
        let mut out = BufWriter::new(out);
        let result = (self.run)(&request, &mut out).and_then(|()| Ok(out.flush()?));
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

/// Standard input, read through a descriptor of our own so that a closed
/// stdin (`<&-`) is an error rather than an empty input.
enum Stdin {
    File(std::fs::File),
    /// Closed when the program started (see [`closed_at_start`]).
    Closed,
    Unusable(io::ErrorKind, Option<i32>),
    #[cfg(not(unix))]
    Std(io::Stdin),
}

impl Stdin {
    fn open() -> Stdin {
        #[cfg(unix)]
        {
            use std::os::fd::AsFd;
            if closed_at_start(0) {
                return Stdin::Closed;
            }
            match io::stdin().as_fd().try_clone_to_owned() {
                Ok(fd) => Stdin::File(std::fs::File::from(fd)),
                Err(e) => Stdin::Unusable(e.kind(), e.raw_os_error()),
            }
        }
        #[cfg(not(unix))]
        {
            Stdin::Std(io::stdin())
        }
    }
}

impl Read for Stdin {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self {
            Stdin::File(file) => file.read(buf),
            Stdin::Closed => Err(closed()),
            Stdin::Unusable(kind, code) => Err(unusable(*kind, *code)),
            #[cfg(not(unix))]
            Stdin::Std(stdin) => stdin.read(buf),
        }
    }
}

/// Standard output, written through a descriptor of our own: Rust's
/// `io::stdout()` treats a closed stdout (`>&-`) as a sink that accepts
/// everything, so the answer would be lost with exit status 0.
enum Stdout {
    File(std::fs::File),
    /// Closed when the program started (see [`closed_at_start`]).
    Closed,
    Unusable(io::ErrorKind, Option<i32>),
    #[cfg(not(unix))]
    Std(io::Stdout),
}

impl Stdout {
    fn open() -> Stdout {
        #[cfg(unix)]
        {
            use std::os::fd::AsFd;
            if closed_at_start(1) {
                return Stdout::Closed;
            }
            match io::stdout().as_fd().try_clone_to_owned() {
                Ok(fd) => Stdout::File(std::fs::File::from(fd)),
                Err(e) => Stdout::Unusable(e.kind(), e.raw_os_error()),
            }
        }
        #[cfg(not(unix))]
        {
            Stdout::Std(io::stdout())
        }
    }
}

impl Write for Stdout {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Stdout::File(file) => file.write(buf),
            Stdout::Closed => Err(closed()),
            Stdout::Unusable(kind, code) => Err(unusable(*kind, *code)),
            #[cfg(not(unix))]
            Stdout::Std(stdout) => stdout.write(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            Stdout::File(file) => file.flush(),
            Stdout::Closed => Err(closed()),
            Stdout::Unusable(kind, code) => Err(unusable(*kind, *code)),
            #[cfg(not(unix))]
            Stdout::Std(stdout) => stdout.flush(),
        }
    }
}

/// Whether standard descriptor `fd` (0 or 1) was closed when the program
/// started. Before `main`, Rust's runtime reopens a closed descriptor 0, 1
/// or 2 on `/dev/null`, read-write, so that the program's own files never
/// take their numbers; writes to it then succeed and the answer is lost
/// with exit status 0. A shell's `> /dev/null` or `< /dev/null` opens it
/// write-only or read-only, so a read-write `/dev/null` is that stand-in.
/// Seen through `/proc/self` (Linux); elsewhere nothing is detected.
fn closed_at_start(fd: u32) -> bool {
    let target = std::fs::read_link(format!("/proc/self/fd/{fd}"));
    if !target.is_ok_and(|t| t == std::path::Path::new("/dev/null")) {
        return false;
    }
    let info = std::fs::read_to_string(format!("/proc/self/fdinfo/{fd}")).unwrap_or_default();
    // `flags:` is octal; the access mode is its two low bits (2: O_RDWR).
    info.lines()
        .find_map(|line| line.strip_prefix("flags:"))
        .and_then(|flags| u32::from_str_radix(flags.trim(), 8).ok())
        .is_some_and(|flags| flags & 0o3 == 0o2)
}

/// The error for a stream that was closed when the program started.
fn closed() -> io::Error {
    // Not `BrokenPipe`, which ends the run quietly.
    io::Error::other("it was closed when the program started")
}

/// The error a closed stream gave when it was opened, again.
fn unusable(kind: io::ErrorKind, code: Option<i32>) -> io::Error {
    code.map_or_else(|| io::Error::from(kind), io::Error::from_raw_os_error)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{ErrorKind, Pos};

    /// A demo problem: the input's length, `--explain` says it in words,
    /// `bad` is bad input, `huge` needs too much memory, and `many`
    /// writes 100 lines.
    fn demo(request: &Request<'_>, out: &mut dyn Write) -> Result<(), Failure> {
        match request.input {
            b"bad" => {
                return Err(Failure::Input(InputError::new(
                    ErrorKind::Invalid,
                    Pos { line: 1, column: 1 },
                    "good input",
                    "`bad`",
                )));
            }
            b"huge" => {
                crate::try_filled(usize::MAX / 2, 0u16, "the demo table")?;
            }
            b"many" => {
                for i in 0..100 {
                    writeln!(out, "line {i}")?;
                }
                return Ok(());
            }
            _ => {}
        }
        match request.mode {
            Mode::Judge => writeln!(out, "{} bytes", request.input.len())?,
            Mode::Explain => writeln!(
                out,
                "{} bytes, on {} thread(s)",
                request.input.len(),
                request.workers.threads()
            )?,
            Mode::Moves | Mode::Validate => {}
        }
        Ok(())
    }

    const PROGRAM: Program = Program {
        name: "demo",
        version: "1.0",
        about: "A demo.",
        modes: &[Mode::Explain, Mode::Validate],
        details: "The demo prints the input's length.",
        run: demo,
    };

    fn run_with(args: &[&str], input: &[u8], out: impl Write) -> (ExitCode, String) {
        let mut err = Vec::new();
        let code = PROGRAM.run(args.iter().map(OsString::from), input, out, &mut err);
        (code, String::from_utf8_lossy(&err).into_owned())
    }

    fn run(args: &[&str], input: &[u8]) -> (ExitCode, String, String) {
        let mut out = Vec::new();
        let (code, err) = run_with(args, input, &mut out);
        (code, String::from_utf8_lossy(&out).into_owned(), err)
    }

    #[test]
    fn capture_returns_the_text_or_the_input_error() {
        assert_eq!(capture(demo, b"abc", Mode::Judge), Ok("3 bytes\n".into()));
        assert_eq!(
            capture(demo, b"abc", Mode::Explain),
            Ok("3 bytes, on 1 thread(s)\n".into())
        );
        let err = capture(demo, b"bad", Mode::Judge).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::Invalid);
    }

    #[test]
    fn judge_mode_prints_the_answer() {
        assert_eq!(
            run(&[], b"abc"),
            (ExitCode::SUCCESS, "3 bytes\n".into(), String::new())
        );
    }

    #[test]
    fn modes_and_threads() {
        let (code, out, _) = run(&["--explain", "--threads", "1"], b"abc");
        assert_eq!(
            (code, out.as_str()),
            (ExitCode::SUCCESS, "3 bytes, on 1 thread(s)\n")
        );
        let (_, out, _) = run(&["--threads=2", "--explain"], b"abc");
        assert_eq!(out, "3 bytes, on 2 thread(s)\n");
        let (code, out, err) = run(&["--validate"], b"abc");
        assert_eq!(
            (code, out.as_str(), err.as_str()),
            (ExitCode::SUCCESS, "", "")
        );
    }

    #[test]
    fn bad_input_is_one_line_and_status_2() {
        assert_eq!(
            run(&[], b"bad"),
            (
                ExitCode::from(2),
                String::new(),
                "error: line 1, column 1: expected good input, found `bad`\n".into()
            )
        );
    }

    #[test]
    fn out_of_memory_is_one_line_with_the_bytes_and_status_1() {
        let (code, out, err) = run(&[], b"huge");
        assert_eq!((code, out.as_str()), (ExitCode::from(1), ""));
        assert_eq!(
            err,
            format!(
                "error: out of memory: the demo table needs {} bytes\n",
                usize::MAX - 1
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
        let (code, err) = run_with(&[], b"many", Failing(io::ErrorKind::StorageFull));
        assert_eq!(code, ExitCode::from(1));
        assert!(
            err.starts_with("error: cannot write to standard output: ") && err.lines().count() == 1,
            "{err}"
        );
        let (code, err) = run_with(&[], b"many", Failing(io::ErrorKind::BrokenPipe));
        assert_eq!((code, err.as_str()), (ExitCode::SUCCESS, ""));
    }

    #[test]
    fn an_unreadable_stdin_is_status_1() {
        let mut err = Vec::new();
        let code = PROGRAM.run(
            Vec::<OsString>::new(),
            Stdin::Unusable(io::ErrorKind::Other, Some(9)),
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
            &["--moves"],
            &["--threads", "0"],
            &["--threads", "many"],
            &["--threads"],
            &["--explain", "--validate"],
            &["extra"],
        ] {
            let (code, out, err) = run(args, b"abc");
            assert_eq!((code, out.as_str()), (ExitCode::from(2), ""), "{args:?}");
            assert!(err.starts_with("error: "), "{args:?}: {err}");
            assert!(
                err.ends_with(
                    "Usage: demo [--explain] [--validate] [--threads N] < input (see --help)\n"
                ),
                "{args:?}: {err}"
            );
        }
    }

    #[test]
    fn help_lists_the_modes_and_the_exit_statuses() {
        let (code, out, _) = run(&["--help"], b"");
        assert_eq!(code, ExitCode::SUCCESS);
        for part in [
            "Usage: demo [--explain] [--validate] [--threads N] < input",
            "--explain      explain",
            "--validate     check",
            "--threads N",
            "The demo prints the input's length.",
            "0  the answer was written",
            "1  the input is valid but",
            "2  bad input",
        ] {
            assert!(out.contains(part), "{part}\n{out}");
        }
        assert!(!out.contains("--moves"), "{out}");
        let (_, out, _) = run(&["-V"], b"");
        assert_eq!(out, "demo 1.0\n");
    }
}
