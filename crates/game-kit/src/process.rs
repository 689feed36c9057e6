//! Running a command on an input with a time limit: time on the wall
//! ([`run_with_input`]), or processor time as judges count it
//! ([`run_with_cpu_limit`]).

use std::io::{ErrorKind, Read, Write};
use std::path::{Path, PathBuf};
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

/// A program under a processor-time limit is also killed once it has
/// been running this many times the limit on the wall (one that waits
/// instead of computing uses no processor time).
const WALL_FACTOR: u32 = 4;

/// How a run ended.
#[derive(Debug)]
pub struct Run {
    /// The exit status, or `None` if the run was killed at the time limit.
    pub status: Option<ExitStatus>,
    /// What the program wrote on standard output.
    pub stdout: Vec<u8>,
    /// What the program wrote on standard error.
    pub stderr: Vec<u8>,
    /// Time on the wall from the start to the end.
    pub elapsed: Duration,
    /// The processor time the program used, user and system, to a clock
    /// tick (10 ms), read from `/proc/<pid>/stat` (`usage`); the time
    /// on the wall where that file cannot be read.
    pub cpu: Duration,
}

/// Runs `command` with `input` on its stdin, collecting stdout and stderr,
/// and kills it if it is still running after `limit` on the wall.
///
/// Never blocks for long past the limit: the input is written and the
/// outputs are read on threads of their own, and once the program has
/// ended, outputs still held open by a process it left behind are waited
/// for at most `GRACE`.
pub fn run_with_input(command: Command, input: &[u8], limit: Duration) -> std::io::Result<Run> {
    run(command, input, None, limit)
}

/// The command that runs `exe` as verifyproblem does: through util-linux's
/// `prlimit`, its address space limited to `memory_mib` MiB and its stack
/// unlimited (`prlimit` sets the limits and then becomes the program).
/// Without `prlimit` on the `PATH` (not Linux), the program runs without a
/// memory limit ([`memory_limited`] says which).
pub fn judged(exe: &Path, memory_mib: u64) -> Command {
    match prlimit() {
        Some(prlimit) => {
            let mut command = Command::new(prlimit);
            command
                .arg(format!("--as={}", memory_mib << 20))
                .arg("--stack=unlimited")
                .arg("--")
                .arg(exe);
            command
        }
        None => Command::new(exe),
    }
}

/// `prlimit` on the `PATH`, if there is one.
fn prlimit() -> Option<PathBuf> {
    static FOUND: std::sync::OnceLock<Option<PathBuf>> = std::sync::OnceLock::new();
    FOUND
        .get_or_init(|| {
            let path = std::env::var_os("PATH")?;
            std::env::split_paths(&path)
                .map(|dir| dir.join("prlimit"))
                .find(|candidate| candidate.is_file())
        })
        .clone()
}

/// Whether [`judged`] runs hold to the memory limit (`prlimit` found).
pub fn memory_limited() -> bool {
    prlimit().is_some()
}

/// As [`run_with_input`], but the program is killed once it has used
/// `limit` of processor time, as judges count it (problemtools sets
/// `RLIMIT_CPU` and reads the user and system time): time the program
/// spends waiting for the machine is not charged to it. It is also killed
/// after `WALL_FACTOR` times `limit` on the wall. Where `/proc` cannot
/// tell the processor time (on another system than Linux), time on the
/// wall stands in for it (`Run::cpu`).
pub fn run_with_cpu_limit(command: Command, input: &[u8], limit: Duration) -> std::io::Result<Run> {
    run(command, input, Some(limit), limit * WALL_FACTOR)
}

/// Runs `command` until it ends, its processor time reaches `cpu_limit`,
/// or its time on the wall reaches `wall_limit`.
fn run(
    mut command: Command,
    input: &[u8],
    cpu_limit: Option<Duration>,
    wall_limit: Duration,
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

    let pid = child.id();
    let mut cpu;
    let mut pause = Duration::from_micros(50);
    let status = loop {
        // The processor time is read before the program is reaped: once
        // it has exited it stays a zombie, its times kept, until then.
        let now = usage(pid);
        cpu = now.map_or_else(|| start.elapsed(), |u| u.cpu);
        if now.is_none_or(|u| u.exited)
            && let Some(status) = child.try_wait()?
        {
            break Some(status);
        }
        if start.elapsed() >= wall_limit || cpu_limit.is_some_and(|limit| cpu >= limit) {
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
        cpu,
    })
}

/// What `/proc/<pid>/stat` says of a process.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Usage {
    /// Its user and system time so far.
    cpu: Duration,
    /// Whether it has exited (a zombie, not yet reaped).
    exited: bool,
}

/// Clock ticks per second in `/proc` (the kernel's `USER_HZ`, 100 on
/// every architecture Rust's Linux targets run on).
const TICKS_PER_SECOND: u64 = 100;

/// The usage of our child `pid`, or `None` where `/proc` cannot tell
/// (another system, a `/proc` of another PID namespace, where the number
/// names a process that is not ours, or the process already reaped).
fn usage(pid: u32) -> Option<Usage> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let (parent, usage) = parse_stat(&stat)?;
    (parent == std::process::id()).then_some(usage)
}

/// Reads a `/proc/<pid>/stat` line: its parent's id, and its usage. After
/// the command's name, in parentheses that may hold any character, come
/// the state (field 3), the parent (field 4) and, as fields 14 to 17, the
/// user and system time of the process and of the children it waited for,
/// in clock ticks (all four, as `wait4` counts a child's time).
fn parse_stat(stat: &str) -> Option<(u32, Usage)> {
    let (_, after_name) = stat.rsplit_once(')')?;
    let fields: Vec<&str> = after_name.split_ascii_whitespace().collect();
    let state = *fields.first()?;
    let parent = fields.get(1)?.parse::<u32>().ok()?;
    let mut total: u64 = 0;
    for field in fields.get(11..15)? {
        total = total.checked_add(field.parse::<u64>().ok()?)?;
    }
    let usage = Usage {
        cpu: Duration::from_millis(total.saturating_mul(1000 / TICKS_PER_SECOND)),
        exited: matches!(state, "Z" | "X"),
    };
    Some((parent, usage))
}

/// Reads `source` to its end on a thread, sending what it reads in chunks,
/// the first [`MAX_CAPTURE`] bytes (the rest is read and dropped, so that
/// the pipe does not fill and stop the program).
fn drain(mut source: impl Read + Send + 'static) -> Receiver<Vec<u8>> {
    let (chunks, receiver) = mpsc::channel();
    thread::spawn(move || {
        let mut buffer = vec![0u8; 64 << 10];
        let mut sent = 0;
        loop {
            match source.read(&mut buffer) {
                Ok(0) => break,
                Ok(n) => {
                    let keep = n.min(MAX_CAPTURE - sent);
                    if keep == 0 {
                        continue;
                    }
                    sent += keep;
                    let chunk = buffer.get(..keep).unwrap_or_default().to_vec();
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

/// What a [`drain`] sent until its source closed or `deadline` passed.
fn collect(chunks: Option<Receiver<Vec<u8>>>, deadline: Instant) -> Vec<u8> {
    let mut bytes = Vec::new();
    let Some(chunks) = chunks else {
        return bytes;
    };
    // Ends when the source closes (the sender is dropped) or at the deadline.
    while let Ok(chunk) = chunks.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
        bytes.extend_from_slice(&chunk);
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
    #[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
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

    #[test]
    fn proc_stat_gives_the_state_and_the_user_and_system_time() {
        // The name may hold spaces and parentheses; the parent is field 4,
        // and the times are fields 14 to 17: 250 and 7 ticks of its own, 2
        // and 1 of the children it waited for.
        let line = "4242 (a (b) c) Z 17 4242 4242 0 -1 4194560 95 0 0 0 250 7 2 1 20 0 1 0\n";
        let dead = Usage {
            cpu: Duration::from_millis(2600),
            exited: true,
        };
        assert_eq!(parse_stat(line), Some((17, dead)));
        let running = line.replace(") Z ", ") R ");
        assert_eq!(parse_stat(&running).map(|(_, u)| u.exited), Some(false));
        assert_eq!(parse_stat("4242 (short) R 1 2 3"), None);
        assert_eq!(parse_stat("no name here"), None);
        // Our own process is not our child.
        assert_eq!(usage(std::process::id()), None);
    }

    #[cfg(target_os = "linux")]
    #[test]
    #[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
    fn processor_time_is_counted_and_waiting_is_not() {
        let limit = Duration::from_millis(300);
        // (A wall limit far off, so that a busy machine changes nothing.)
        let far = Duration::from_secs(30);
        let sh = |script: &str| {
            let mut command = Command::new("sh");
            command.args(["-c", script]);
            command
        };
        // Busy: killed once it has used the limit of processor time.
        let run = super::run(sh("while :; do :; done"), b"", Some(limit), far)
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(run.status.is_none(), "{run:?}");
        assert!(run.cpu >= limit, "{run:?}");
        assert!(run.elapsed < far, "{run:?}");
        // Waiting for 0.5 s uses almost no processor time: not killed at
        // 0.3 s, and charged less than the limit.
        let run = super::run(sh("sleep 0.5; echo done"), b"", Some(limit), far)
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(run.status.is_some_and(|s| s.success()), "{run:?}");
        assert_eq!(run.stdout, b"done\n");
        assert!(run.elapsed >= Duration::from_millis(500), "{run:?}");
        assert!(run.cpu < limit, "{run:?}");
        // Waiting for ever: killed at WALL_FACTOR times the limit.
        let run =
            run_with_cpu_limit(sh("exec sleep 30"), b"", limit).unwrap_or_else(|e| panic!("{e}"));
        assert!(run.status.is_none(), "{run:?}");
        assert!(run.elapsed >= limit * WALL_FACTOR, "{run:?}");
        assert!(run.elapsed < Duration::from_secs(10), "{run:?}");
    }

    #[cfg(unix)]
    #[test]
    #[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
    fn output_past_the_capture_is_read_and_dropped() {
        // `yes` prints for ever: its first MAX_CAPTURE bytes are kept, and
        // it is not stopped by a full pipe but killed at the limit.
        let command = Command::new("yes");
        let run =
            run_with_input(command, b"", Duration::from_secs(2)).unwrap_or_else(|e| panic!("{e}"));
        assert!(run.status.is_none());
        assert_eq!(run.stdout.len(), MAX_CAPTURE);
        assert!(run.stdout.chunks(2).all(|pair| pair == b"y\n"));
    }

    #[cfg(unix)]
    #[test]
    #[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
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
