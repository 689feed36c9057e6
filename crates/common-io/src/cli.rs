//! The command-line shell every judge binary shares.

use std::ffi::OsString;
use std::io::{self, Read, Write};
use std::process::ExitCode;

use crate::InputError;

/// A function from the whole judge input to the whole output.
pub type Solver = fn(&[u8]) -> Result<String, InputError>;

/// What a judge binary is and how it answers.
#[derive(Clone, Copy, Debug)]
pub struct Program {
    /// The binary's name, as typed on the command line.
    pub name: &'static str,
    /// The version printed by `--version`.
    pub version: &'static str,
    /// One line on what the binary does, printed by `--help`.
    pub about: &'static str,
    /// Judge input to judge output, byte for byte.
    pub judge: Solver,
    /// Judge input to a human-readable explanation (`--explain`).
    pub explain: Solver,
}

/// Exit status for bad input and for a bad command line.
pub const EXIT_BAD_INPUT: u8 = 2;

/// What the command line asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    Judge,
    Explain,
    Help,
    Version,
}

fn parse_args(args: impl IntoIterator<Item = OsString>) -> Result<Mode, lexopt::Error> {
    use lexopt::prelude::*;
    let mut parser = lexopt::Parser::from_args(args);
    let mut mode = Mode::Judge;
    while let Some(arg) = parser.next()? {
        match arg {
            Long("explain") => mode = Mode::Explain,
            Short('h') | Long("help") => return Ok(Mode::Help),
            Short('V') | Long("version") => return Ok(Mode::Version),
            _ => return Err(arg.unexpected()),
        }
    }
    Ok(mode)
}

impl Program {
    fn usage(&self) -> String {
        format!(
            "{name} {version}\n{about}\n\n\
             Usage: {name} [--explain] < input\n\n\
             Reads one judge input from standard input and writes the judge's answer.\n\n\
             Options:\n  \
             --explain      explain the answer for a person instead\n  \
             -h, --help     print this help\n  \
             -V, --version  print the version\n\n\
             Exit status: 0 on success, 2 on bad input or a bad command line.\n",
            name = self.name,
            version = self.version,
            about = self.about,
        )
    }

    /// Runs the binary: parses the command line, reads all of standard input,
    /// and prints the answer. On bad input it prints nothing to stdout, one
    /// line `error: line L, column C: expected ..., found ...` to stderr and
    /// returns exit status 2.
    pub fn main(&self) -> ExitCode {
        self.run(
            std::env::args_os().skip(1),
            io::stdin().lock(),
            io::stdout().lock(),
            io::stderr().lock(),
        )
    }

    /// [`Program::main`] with its arguments and streams passed in, for tests.
    pub fn run(
        &self,
        args: impl IntoIterator<Item = OsString>,
        mut input: impl Read,
        mut out: impl Write,
        mut err: impl Write,
    ) -> ExitCode {
        let solver = match parse_args(args) {
            Ok(Mode::Judge) => self.judge,
            Ok(Mode::Explain) => self.explain,
            Ok(Mode::Help) => return finish(out.write_all(self.usage().as_bytes())),
            Ok(Mode::Version) => {
                return finish(writeln!(out, "{} {}", self.name, self.version));
            }
            Err(e) => {
                // Best effort: if stderr is gone there is nobody to tell.
                let _ = writeln!(
                    err,
                    "error: {e}\nUsage: {} [--explain] < input (see --help)",
                    self.name
                );
                return ExitCode::from(EXIT_BAD_INPUT);
            }
        };
        let mut bytes = Vec::new();
        if let Err(e) = input.read_to_end(&mut bytes) {
            let _ = writeln!(err, "error: cannot read standard input: {e}");
            return ExitCode::FAILURE;
        }
        match solver(&bytes) {
            Ok(text) => finish(out.write_all(text.as_bytes()).and_then(|()| out.flush())),
            Err(e) => {
                let _ = writeln!(err, "error: {e}");
                ExitCode::from(EXIT_BAD_INPUT)
            }
        }
    }
}

fn finish(written: io::Result<()>) -> ExitCode {
    match written {
        Ok(()) => ExitCode::SUCCESS,
        // A closed pipe (`| head`) is not worth a message; any write error
        // still means the output is incomplete.
        Err(_) => ExitCode::FAILURE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{ErrorKind, Pos};

    fn judge(input: &[u8]) -> Result<String, InputError> {
        match input {
            b"bad" => Err(InputError::new(
                ErrorKind::Invalid,
                Pos { line: 1, column: 1 },
                "good input",
                "`bad`",
            )),
            _ => Ok(format!("{} bytes\n", input.len())),
        }
    }

    fn explain(_: &[u8]) -> Result<String, InputError> {
        Ok("explained\n".into())
    }

    const PROGRAM: Program = Program {
        name: "demo",
        version: "1.0",
        about: "A demo.",
        judge,
        explain,
    };

    fn run(args: &[&str], input: &[u8]) -> (ExitCode, String, String) {
        let mut out = Vec::new();
        let mut err = Vec::new();
        let code = PROGRAM.run(args.iter().map(OsString::from), input, &mut out, &mut err);
        (
            code,
            String::from_utf8(out).unwrap(),
            String::from_utf8(err).unwrap(),
        )
    }

    #[test]
    fn judge_mode_prints_the_answer() {
        let (code, out, err) = run(&[], b"abc");
        assert_eq!(code, ExitCode::SUCCESS);
        assert_eq!(out, "3 bytes\n");
        assert_eq!(err, "");
    }

    #[test]
    fn explain_mode_uses_the_explainer() {
        let (code, out, _) = run(&["--explain"], b"abc");
        assert_eq!(code, ExitCode::SUCCESS);
        assert_eq!(out, "explained\n");
    }

    #[test]
    fn bad_input_goes_to_stderr_with_status_2() {
        let (code, out, err) = run(&[], b"bad");
        assert_eq!(code, ExitCode::from(2));
        assert_eq!(out, "");
        assert_eq!(
            err,
            "error: line 1, column 1: expected good input, found `bad`\n"
        );
    }

    #[test]
    fn unknown_flag_is_a_usage_error() {
        let (code, out, err) = run(&["--frobnicate"], b"abc");
        assert_eq!(code, ExitCode::from(2));
        assert_eq!(out, "");
        assert!(
            err.starts_with("error: invalid option '--frobnicate'"),
            "{err}"
        );
    }

    #[test]
    fn help_and_version() {
        let (code, out, _) = run(&["--help"], b"");
        assert_eq!(code, ExitCode::SUCCESS);
        assert!(out.contains("Usage: demo [--explain] < input"), "{out}");
        let (_, out, _) = run(&["-V"], b"");
        assert_eq!(out, "demo 1.0\n");
    }
}
