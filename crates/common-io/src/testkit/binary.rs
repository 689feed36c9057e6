//! A game's judge binary as a process, checked against the library and
//! against the failure contract: the checks every game's `tests/it`
//! calls with its own binary and inputs, written once.
//!
//! Each function panics (the test fails) when the binary does otherwise;
//! the failure checks need util-linux's `prlimit` and `setpriv` (Linux).

// Test assertions: a broken check fails the test that called it.
#![allow(clippy::panic, clippy::expect_used, clippy::unwrap_used)]

use std::path::Path;
use std::process::Command;

use super::child::{self, Run};
use crate::game::{Game, Mode, text};

/// `binary args < input`, collected.
///
/// # Panics
///
/// When the binary cannot be started.
pub fn run(binary: &Path, args: &[&str], input: &[u8]) -> Run {
    let mut command = Command::new(binary);
    command.args(args);
    child::run(command, input).unwrap_or_else(|e| panic!("{}: {e}", binary.display()))
}

/// The library's text for `input` in `mode` (which must be valid).
fn expected<G: Game>(input: &[u8], mode: Mode) -> String {
    text::<G>(input, mode).unwrap_or_else(|e| panic!("{}: {e}", G::NAME))
}

/// The samples of the statement through the binary: each answer on stdout
/// byte for byte, nothing on stderr, with either solver; `--explain` and
/// `--moves` print what the library renders, on one thread and on two,
/// with either solver; `--validate` accepts them silently.
pub fn check_samples<G: Game>(binary: &Path) {
    assert!(!G::ABOUT.samples.is_empty(), "{} has no sample", G::NAME);
    for sample in G::ABOUT.samples {
        let input = sample.input.as_bytes();
        for solver in ["kernel", "rules"] {
            let judged = run(binary, &["--solver", solver], input);
            judged.assert_succeeds();
            assert_eq!(String::from_utf8_lossy(&judged.stdout), sample.output);
        }
        for (flag, mode) in [("--explain", Mode::Explain), ("--moves", Mode::Moves)] {
            for threads in ["1", "2"] {
                for solver in ["kernel", "rules"] {
                    let done = run(
                        binary,
                        &[flag, "--threads", threads, "--solver", solver],
                        input,
                    );
                    done.assert_succeeds();
                    assert_eq!(
                        String::from_utf8_lossy(&done.stdout),
                        expected::<G>(input, mode),
                        "{flag} --threads {threads} --solver {solver}"
                    );
                }
            }
        }
        let validated = run(binary, &["--validate"], input);
        validated.assert_succeeds();
        assert!(validated.stdout.is_empty());
    }
}

/// The command line: `--help` (the modes, the solvers, the `--moves`
/// format, the exit statuses), `--version`, and bad flags and bad input
/// (exit status 2, one `error:` line, nothing on stdout, in every mode and
/// with either solver; an unknown solver is named with the choices).
pub fn check_usage<G: Game>(binary: &Path) {
    let help = run(binary, &["--help"], b"");
    help.assert_succeeds();
    let help = String::from_utf8_lossy(&help.stdout).into_owned();
    let usage = format!(
        "Usage: {} [--explain] [--moves] [--validate] [--threads N] [--solver kernel|rules] < input",
        G::NAME
    );
    // The solvers as they are: the kernel and the rules solver, or (a
    // game stated by its rules alone) one solver under both names.
    let solver = if G::KERNEL {
        "--solver S     kernel (default): the game's own fast solver"
    } else {
        "--solver S     kernel or rules: the same here"
    };
    for part in [
        usage.as_str(),
        G::ABOUT.answer,
        solver,
        "Exit status:",
        "2  bad input",
    ] {
        assert!(help.contains(part), "--help lacks {part:?}:\n{help}");
    }
    for line in G::ABOUT.moves_format.lines() {
        assert!(help.contains(line), "--help lacks {line:?}:\n{help}");
    }
    let version = run(binary, &["--version"], b"");
    version.assert_succeeds();
    assert_eq!(
        String::from_utf8_lossy(&version.stdout),
        format!("{} {}\n", G::NAME, G::ABOUT.version)
    );
    for args in [
        &["--frobnicate"][..],
        &["--threads", "0"],
        &["--moves", "--explain"],
        &["--solver", "fast"],
        &["--solver"],
    ] {
        let refused = run(binary, args, b"");
        assert_eq!(refused.code(), Some(2), "{args:?}");
        assert!(refused.stdout.is_empty() && refused.stderr.starts_with("error: "));
    }
    let unknown = run(binary, &["--solver", "fast"], b"");
    assert!(
        unknown
            .stderr
            .starts_with("error: --solver takes kernel or rules, not `fast`\n"),
        "{}",
        unknown.stderr
    );
    // A sample without its last token: bad input in every mode, with
    // either solver.
    let sample = G::ABOUT.samples[0].input.trim_end();
    let cut = &sample[..sample.rfind(char::is_whitespace).unwrap_or(0)];
    let error = text::<G>(cut.as_bytes(), Mode::Judge).expect_err("a cut sample is bad input");
    for args in [&[][..], &["--explain"], &["--moves"]] {
        for solver in ["kernel", "rules"] {
            let args = [args, &["--solver", solver]].concat();
            run(binary, &args, cut.as_bytes()).assert_fails_with(2, &error.to_string());
        }
    }
}

/// A stdout that cannot be written: closed (`>&-`) or full (`/dev/full`)
/// is exit status 1 with one line.
pub fn check_unwritable_stdout<G: Game>(binary: &Path) {
    let sample = G::ABOUT.samples[0].input.as_bytes();
    let run = child::run_with_stdout_closed(binary, &[], sample).unwrap_or_else(|e| panic!("{e}"));
    run.assert_fails_with(
        1,
        "cannot write to standard output: it was closed when the program started",
    );
    let run = child::run_with_stdout_full(binary, &["--explain"], sample)
        .unwrap_or_else(|e| panic!("{e}"));
    run.assert_fails_with(
        1,
        "cannot write to standard output: No space left on device (os error 28)",
    );
}

/// What test harnesses do with the standard streams: a `/dev/null` opened
/// read-write (Python's `subprocess.DEVNULL`, Node's `stdio: 'ignore'`,
/// a shell's `<>`) is an ordinary file, not a closed descriptor. As stdout
/// it takes the answer (exit status 0, nothing on stderr); as stdin it is
/// an empty input (bad input: exit status 2, as `< /dev/null`). The same
/// through Python itself when `python3` is installed (`subprocess.DEVNULL`
/// for stdout and for stdin), and through Node when `node` is (`stdio:
/// 'ignore'` for stdout).
pub fn check_harness_null<G: Game>(binary: &Path) {
    let sample = G::ABOUT.samples[0].input.as_bytes();
    let empty = text::<G>(b"", Mode::Judge).expect_err("an empty input is bad input");
    let shell = |redirect: &str, input: &[u8]| {
        let mut command = Command::new("sh");
        command
            .arg("-c")
            .arg(format!("exec \"$0\" {redirect}"))
            .arg(binary);
        child::run(command, input).unwrap_or_else(|e| panic!("sh: {e}"))
    };
    let discarded = shell("1<>/dev/null", sample);
    discarded.assert_succeeds();
    assert!(discarded.stdout.is_empty());
    shell("0<>/dev/null", b"").assert_fails_with(2, &empty.to_string());
    if !child::available("python3") {
        return;
    }
    let python = |script: &str| {
        let mut command = Command::new("python3");
        command.args(["-c", script]).arg(binary);
        child::run(command, sample).unwrap_or_else(|e| panic!("python3: {e}"))
    };
    // Prints the child's exit status and stderr.
    let out = python(
        "import subprocess, sys\n\
         r = subprocess.run([sys.argv[1]], stdin=sys.stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)\n\
         print(r.returncode, r.stderr.decode(), end='')",
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), "0 ");
    let out = python(
        "import subprocess, sys\n\
         r = subprocess.run([sys.argv[1]], stdin=subprocess.DEVNULL, capture_output=True)\n\
         print(r.returncode, r.stderr.decode(), end='')",
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        format!("2 error: {empty}\n")
    );
    if !child::available("node") {
        return;
    }
    // Node's `stdio: 'ignore'` opens /dev/null read-write for stdout.
    let mut command = Command::new("node");
    command
        .arg("-e")
        .arg(
            "const r = require('child_process').spawnSync(process.argv[1], [], \
             {input: require('fs').readFileSync(0), stdio: ['pipe', 'ignore', 'pipe']});\
             process.stdout.write(r.status + ' ' + r.stderr.toString());",
        )
        .arg(binary);
    let out = child::run(command, sample).unwrap_or_else(|e| panic!("node: {e}"));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "0 ");
}

/// A reader that goes away after the first bytes (`| head -c`): the
/// binary stops quietly with exit status 0. `args` and `input` must print
/// more than a pipe holds (64 KiB), so that later writes meet the broken
/// pipe.
pub fn check_reader_leaving<G: Game>(binary: &Path, args: &[&str], input: &[u8]) {
    let mode = if args.contains(&"--moves") {
        Mode::Moves
    } else {
        Mode::Explain
    };
    let whole = expected::<G>(input, mode);
    assert!(whole.len() > 1 << 17, "only {} bytes: too few", whole.len());
    let run =
        child::run_until_reader_leaves(binary, args, input, 5).unwrap_or_else(|e| panic!("{e}"));
    run.assert_succeeds();
    assert_eq!(run.stdout, &whole.as_bytes()[..5]);
}

/// `args` on `input` in an address space of `bytes`: exit status 1, no
/// output, and exactly the line `error: ` `message`.
pub fn check_memory_limit(binary: &Path, args: &[&str], input: &[u8], bytes: u64, message: &str) {
    let run =
        child::run_with_memory_limit(binary, args, input, bytes).unwrap_or_else(|e| panic!("{e}"));
    run.assert_fails_with(1, message);
}

/// `--solver rules` on a board whose state space does not fit in an
/// address space of `bytes`: the generic solver's growth is refused, and
/// the binary ends with exit status 1 and one `error: out of memory: ...`
/// line (the bytes it names depend on where the growth stopped), never an
/// abort.
pub fn check_rules_out_of_memory(binary: &Path, input: &[u8], bytes: u64) {
    let run = child::run_with_memory_limit(binary, &["--solver", "rules"], input, bytes)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(run.code(), Some(1), "stderr: {}", run.stderr);
    assert!(run.stdout.is_empty());
    assert!(
        run.stderr.starts_with("error: out of memory: ") && run.stderr.lines().count() == 1,
        "{}",
        run.stderr
    );
}

/// `--threads 2` on a system that refuses threads: the same answer and the
/// same `--explain` text as the library's, on the main thread.
pub fn check_threads_refused<G: Game>(binary: &Path, input: &[u8]) {
    for (args, mode) in [
        (&["--threads", "2"][..], Mode::Judge),
        (&["--threads", "2", "--explain"], Mode::Explain),
    ] {
        let run =
            child::run_with_threads_refused(binary, args, input).unwrap_or_else(|e| panic!("{e}"));
        run.assert_succeeds();
        assert_eq!(
            String::from_utf8_lossy(&run.stdout),
            expected::<G>(input, mode),
            "{args:?}"
        );
    }
}
