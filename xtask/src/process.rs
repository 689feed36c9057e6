//! Running a command on an input with a time limit.

use std::io::{ErrorKind, Read, Write};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::{Duration, Instant};

/// How long to wait for stdout and stderr to close once the program has
/// exited or been killed. They close at once unless a process the program
/// started still holds them; its output is then cut at this point rather
/// than waited for.
const GRACE: Duration = Duration::from_millis(500);

/// At most this many bytes of each of stdout and stderr are kept (the rest
/// is read and dropped, so a program printing without end cannot fill the
/// memory before its time limit).
const MAX_CAPTURE: usize = 64 << 20;

/// How a run ended.
#[derive(Debug)]
pub(crate) struct Run {
    /// The exit status, or `None` if the run was killed at the time limit.
    pub(crate) status: Option<ExitStatus>,
    pub(crate) stdout: Vec<u8>,
    pub(crate) stderr: Vec<u8>,
    pub(crate) elapsed: Duration,
}

/// Runs `command` with `input` on its stdin, collecting stdout and stderr,
/// and kills it if it is still running after `limit`.
///
/// Never blocks for long past the limit: the input is written and the
/// outputs are read on threads of their own, and once the program has
/// ended, outputs still held open by a process it left behind are waited
/// for at most [`GRACE`].
pub(crate) fn run_with_input(
    mut command: Command,
    input: &[u8],
    limit: Duration,
) -> std::io::Result<Run> {
    let start = Instant::now();
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let mut stdin = child.stdin.take();
    let input = input.to_vec();
    // A program may exit (or crash) before reading all its input: a failed
    // write is not an error of ours. The thread is not joined: once the
    // program has ended, a process it left behind might hold the pipe
    // without reading it.
    thread::spawn(move || {
        if let Some(stdin) = stdin.as_mut() {
            let _ = stdin.write_all(&input);
        }
    });
    let stdout = child.stdout.take().map(drain);
    let stderr = child.stderr.take().map(drain);

    let mut pause = Duration::from_micros(50);
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break Some(status);
        }
        if start.elapsed() >= limit {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(5));
    };
    let elapsed = start.elapsed();
    let deadline = Instant::now() + GRACE;
    Ok(Run {
        status,
        stdout: collect(stdout, deadline),
        stderr: collect(stderr, deadline),
        elapsed,
    })
}

/// Reads `source` to its end on a thread, sending what it reads in chunks.
fn drain(mut source: impl Read + Send + 'static) -> Receiver<Vec<u8>> {
    let (chunks, receiver) = mpsc::channel();
    thread::spawn(move || {
        let mut buffer = vec![0u8; 64 << 10];
        loop {
            match source.read(&mut buffer) {
                Ok(0) => break,
                Ok(n) => {
                    let chunk = buffer.get(..n).unwrap_or_default().to_vec();
                    if chunks.send(chunk).is_err() {
                        break;
                    }
                }
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Err(_) => break,
            }
        }
    });
    receiver
}

/// What a [`drain`] read until its source closed or `deadline` passed,
/// at most [`MAX_CAPTURE`] bytes.
fn collect(chunks: Option<Receiver<Vec<u8>>>, deadline: Instant) -> Vec<u8> {
    let mut bytes = Vec::new();
    let Some(chunks) = chunks else {
        return bytes;
    };
    // Ends when the source closes (the sender is dropped) or at the deadline.
    while let Ok(chunk) = chunks.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
        let room = MAX_CAPTURE.saturating_sub(bytes.len());
        bytes.extend_from_slice(chunk.get(..room.min(chunk.len())).unwrap_or_default());
    }
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The test binary itself, run as a child: it lists its tests on
    /// stdout (`--list`), a portable program that is always there.
    fn this_binary() -> Command {
        let exe = std::env::current_exe().unwrap_or_default();
        Command::new(exe)
    }

    #[test]
    fn output_and_status_are_collected() {
        let mut command = this_binary();
        command.args(["--list", "--format", "terse"]);
        let run =
            run_with_input(command, b"", Duration::from_secs(30)).unwrap_or_else(|e| panic!("{e}"));
        assert!(run.status.is_some_and(|s| s.success()));
        let listed = String::from_utf8_lossy(&run.stdout);
        assert!(
            listed.contains("process::tests::output_and_status_are_collected: test"),
            "{listed}"
        );
    }

    #[test]
    fn a_program_that_cannot_start_is_an_error() {
        let command = Command::new("/nonexistent/program");
        assert!(run_with_input(command, b"", Duration::from_secs(1)).is_err());
    }

    #[cfg(unix)]
    #[test]
    fn a_leftover_process_holding_the_output_does_not_block() {
        // `sh` exits at once; the `sleep` it leaves behind keeps stdout
        // open for 4 s, and is not waited for.
        let mut command = Command::new("sh");
        command.args(["-c", "echo started; sleep 4 &"]);
        let start = Instant::now();
        let run =
            run_with_input(command, b"", Duration::from_secs(10)).unwrap_or_else(|e| panic!("{e}"));
        assert!(start.elapsed() < Duration::from_secs(3), "{run:?}");
        assert!(run.status.is_some_and(|s| s.success()));
        assert_eq!(run.stdout, b"started\n");
    }

    #[cfg(unix)]
    #[test]
    fn a_program_past_its_limit_is_killed() {
        let mut command = Command::new("sh");
        command.args(["-c", "echo partial; exec sleep 30"]);
        let start = Instant::now();
        let run = run_with_input(command, b"", Duration::from_millis(300))
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(start.elapsed() < Duration::from_secs(5), "{run:?}");
        assert!(run.status.is_none());
        assert_eq!(run.stdout, b"partial\n");
    }
}
