//! Running a command on an input with a time limit.

use std::io::{Read, Write};
use std::process::{Command, ExitStatus, Stdio};
use std::thread;
use std::time::{Duration, Instant};

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
    // write is not an error of ours.
    let writer = thread::spawn(move || {
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
    let _ = writer.join();
    let collect =
        |h: Option<thread::JoinHandle<Vec<u8>>>| h.and_then(|h| h.join().ok()).unwrap_or_default();
    Ok(Run {
        status,
        stdout: collect(stdout),
        stderr: collect(stderr),
        elapsed,
    })
}

fn drain(mut source: impl Read + Send + 'static) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = source.read_to_end(&mut bytes);
        bytes
    })
}
