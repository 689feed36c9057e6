//! Running a judge binary as a child process under the conditions its
//! failure contract speaks of: a memory limit, a closed or full stdout, a
//! reader that goes away, a system that refuses threads. For the problem
//! crates' `binary` tests (Unix: the tools are `prlimit` and `setpriv` from
//! util-linux, and `sh`).

use std::io::{self, Read, Write};
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Output, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread::{self, JoinHandle};

/// How a run ended.
#[derive(Debug)]
pub struct Run {
    /// The exit status.
    pub status: ExitStatus,
    /// Everything written to stdout.
    pub stdout: Vec<u8>,
    /// Everything written to stderr, as text.
    pub stderr: String,
}

impl Run {
    /// The exit code (`None` if a signal ended the run).
    pub fn code(&self) -> Option<i32> {
        self.status.code()
    }

    /// Asserts the failure contract: exit status `code`, nothing on stdout,
    /// and exactly one line on stderr, `error: ` then `message`.
    ///
    /// # Panics
    ///
    /// When the run did otherwise (the point of the assertion).
    pub fn assert_fails_with(&self, code: i32, message: &str) {
        assert_eq!(self.code(), Some(code), "stderr: {}", self.stderr);
        assert!(
            self.stdout.is_empty(),
            "stdout: {}",
            String::from_utf8_lossy(&self.stdout)
        );
        assert_eq!(self.stderr, format!("error: {message}\n"));
    }

    /// Asserts success: exit status 0 and nothing on stderr.
    ///
    /// # Panics
    ///
    /// When the run did otherwise.
    pub fn assert_succeeds(&self) {
        assert_eq!(self.code(), Some(0), "stderr: {}", self.stderr);
        assert_eq!(self.stderr, "");
    }
}

impl From<Run> for Output {
    /// The run as [`Command::output`] would have returned it.
    fn from(run: Run) -> Output {
        Output {
            status: run.status,
            stdout: run.stdout,
            stderr: run.stderr.into_bytes(),
        }
    }
}

/// Runs `command` with `input` on stdin, collecting both outputs. The
/// input is written on a thread, so a child that answers before reading it
/// all cannot block the run.
///
/// `RUST_BACKTRACE=1` is set: a panic, which the failure contract never
/// allows, would show as many lines.
pub fn run(command: Command, input: &[u8]) -> io::Result<Run> {
    run_to(command, input, Stdio::piped())
}

/// Starts `command` with `RUST_BACKTRACE=1`, stdin and stderr piped and
/// stdout sent to `stdout`, and a thread writing `input` to its stdin.
fn spawn(mut command: Command, input: &[u8], stdout: Stdio) -> io::Result<(Child, JoinHandle<()>)> {
    command
        .env("RUST_BACKTRACE", "1")
        .stdin(Stdio::piped())
        .stdout(stdout)
        .stderr(Stdio::piped());
    let mut child = command.spawn()?;
    let mut stdin = child.stdin.take();
    let input = input.to_vec();
    let writer = thread::spawn(move || {
        if let Some(stdin) = stdin.as_mut() {
            // A child that exits early closes its stdin: not our error.
            let _ = stdin.write_all(&input);
        }
    });
    Ok((child, writer))
}

/// An error naming the tool a run needs when it cannot be run here.
fn needs(program: &str, why: &str) -> io::Result<()> {
    if available(program) {
        Ok(())
    } else {
        Err(io::Error::new(
            io::ErrorKind::NotFound,
            format!("`{program}` ({why}) is needed for this run"),
        ))
    }
}

/// Whether a program can be run (`prlimit`, `setpriv`, `sh`).
pub fn available(program: &str) -> bool {
    Command::new(program)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// `binary args` with its address space limited to `bytes` (`prlimit
/// --as`): every allocation past it fails, as on a machine without the
/// memory. An error of kind `NotFound` when `prlimit` is not installed.
pub fn run_with_memory_limit(
    binary: &Path,
    args: &[&str],
    input: &[u8],
    bytes: u64,
) -> io::Result<Run> {
    needs("prlimit", "util-linux")?;
    let mut command = Command::new("prlimit");
    command
        .arg(format!("--as={bytes}:{bytes}"))
        .arg("--")
        .arg(binary)
        .args(args);
    run(command, input)
}

/// `binary args` with its stdout closed (`>&-` in a shell).
pub fn run_with_stdout_closed(binary: &Path, args: &[&str], input: &[u8]) -> io::Result<Run> {
    let mut command = Command::new("sh");
    command
        .args(["-c", "exec \"$0\" \"$@\" >&-"])
        .arg(binary)
        .args(args);
    run(command, input)
}

/// `binary args` writing to `/dev/full` (every write fails: no space
/// left). An error where `/dev/full` does not exist.
pub fn run_with_stdout_full(binary: &Path, args: &[&str], input: &[u8]) -> io::Result<Run> {
    let full = std::fs::OpenOptions::new().write(true).open("/dev/full")?;
    let mut command = Command::new(binary);
    command.args(args);
    run_to(command, input, full.into())
}

/// [`run`] with stdout sent to `stdout`: collected if it is piped, else
/// the run's `stdout` is empty.
fn run_to(command: Command, input: &[u8], stdout: Stdio) -> io::Result<Run> {
    let (child, writer) = spawn(command, input, stdout)?;
    let output = child.wait_with_output()?;
    let _ = writer.join();
    Ok(Run {
        status: output.status,
        stdout: output.stdout,
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    })
}

/// `binary args` whose reader takes the first `bytes` bytes of stdout and
/// goes away (as `| head -c BYTES` does): later writes meet a broken pipe.
/// Returns the run (its `stdout` is what was read).
pub fn run_until_reader_leaves(
    binary: &Path,
    args: &[&str],
    input: &[u8],
    bytes: usize,
) -> io::Result<Run> {
    let mut command = Command::new(binary);
    command.args(args);
    // The writer thread is not joined: it ends when the child does.
    let (mut child, _writer) = spawn(command, input, Stdio::piped())?;
    let mut read = vec![0; bytes];
    if let Some(mut stdout) = child.stdout.take() {
        stdout.read_exact(&mut read)?;
        // Dropping `stdout` closes the pipe's only reader.
    }
    let mut stderr = String::new();
    if let Some(mut err) = child.stderr.take() {
        err.read_to_string(&mut stderr)?;
    }
    let status = child.wait()?;
    Ok(Run {
        status,
        stdout: read,
        stderr,
    })
}

/// `binary args` on a system that refuses every new thread or process:
/// `RLIMIT_NPROC` of 1 (`prlimit --nproc=1`) for a user with no other
/// process. The superuser is not bound by that limit, so as root the run
/// drops to the user `nobody` (`setpriv`) and the binary is copied where
/// that user can run it. An error of kind `NotFound` when this cannot be
/// arranged here (no `prlimit`, or root without `setpriv`).
pub fn run_with_threads_refused(binary: &Path, args: &[&str], input: &[u8]) -> io::Result<Run> {
    needs("prlimit", "util-linux")?;
    let uid = Command::new("id").arg("-u").output()?;
    let root = String::from_utf8_lossy(&uid.stdout).trim() == "0";
    let limit = ["--nproc=1:1", "--"];
    if !root {
        let mut command = Command::new("prlimit");
        command.args(limit).arg(binary).args(args);
        return run(command, input);
    }
    needs("setpriv", "util-linux")?;
    // A copy that `nobody` may read and run, in a directory of its own
    // (one per call: tests run at the same time).
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("threads-refused-{}-{call}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let copy = dir.join(binary.file_name().unwrap_or_default());
    // A child that another test forks while the copy is open for writing
    // holds it open until that child executes its own program: running
    // the copy then fails with ETXTBSY ("Text file busy") for a moment,
    // and such a run is made again.
    std::fs::copy(binary, &copy)?;
    make_public(&dir, &copy)?;
    let command = || {
        let mut command = Command::new("setpriv");
        command
            .args([
                "--reuid=65534",
                "--regid=65534",
                "--clear-groups",
                "prlimit",
            ])
            .args(limit)
            .arg(&copy)
            .args(args);
        command
    };
    let mut result = run(command(), input);
    for _ in 0..20 {
        let busy = result
            .as_ref()
            .is_ok_and(|r| r.code() == Some(126) && r.stderr.contains("Text file busy"));
        if !busy {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
        result = run(command(), input);
    }
    let _ = std::fs::remove_dir_all(&dir);
    result
}

#[cfg(unix)]
fn make_public(dir: &Path, file: &Path) -> io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o755))?;
    std::fs::set_permissions(file, std::fs::Permissions::from_mode(0o755))
}

#[cfg(not(unix))]
fn make_public(_: &Path, _: &Path) -> io::Result<()> {
    Ok(())
}
