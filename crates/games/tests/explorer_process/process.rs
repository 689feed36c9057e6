//! The `explorer` binary as a process: it prints its URL once it listens,
//! stops with status 0 on SIGTERM, and keeps its memory within the limit
//! plus a fixed margin while large boards are asked for at once, and while
//! clients give up on them.

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};

use common_io::game::AnyGame;

use crate::client::{get, moves_path};

/// The binary, started with `args`, and the address its first line names.
fn start(args: &[&str]) -> (Child, SocketAddr) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_explorer"))
        .args(["--port", "0"])
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let url = line
        .split_whitespace()
        .find(|w| w.starts_with("http://"))
        .unwrap_or_else(|| panic!("no URL in {line:?}"));
    let address = url
        .trim_start_matches("http://")
        .trim_end_matches('/')
        .parse()
        .unwrap();
    (child, address)
}

fn terminate(child: &Child) {
    let status = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
}

/// The peak resident memory of a process, in bytes (`VmHWM`).
fn peak_memory(pid: u32) -> usize {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status.lines().find(|l| l.starts_with("VmHWM:")).unwrap();
    let kib: usize = line.split_whitespace().nth(1).unwrap().parse().unwrap();
    kib << 10
}

#[tokio::test]
async fn prints_its_url_serves_and_stops_on_sigterm_with_status_0() {
    let (mut child, address) = start(&[]);
    assert!(address.ip().is_loopback(), "{address}");
    let page = get(address, "/").await;
    assert_eq!(page.status, 200);
    terminate(&child);
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(0));
}

#[tokio::test]
async fn stops_on_ctrl_c_with_status_0() {
    let (mut child, address) = start(&[]);
    assert_eq!(get(address, "/api/games").await.status, 200);
    let status = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    assert_eq!(child.wait().unwrap().code(), Some(0));
}

#[test]
fn usage_errors_exit_2_and_help_exits_0() {
    let out = Command::new(env!("CARGO_BIN_EXE_explorer"))
        .arg("--port=nope")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("error: "));
    let out = Command::new(env!("CARGO_BIN_EXE_explorer"))
        .arg("--help")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("--memory-limit MB"));
}

/// Boards of `game` whose analysis needs between `low` and `high` bytes:
/// the first square size of the family `random` that gets there.
fn boards_needing(game: &dyn AnyGame, low: usize, high: usize, count: u64) -> Vec<String> {
    for side in 4..=64 {
        let Ok(board) = crate::client::sized_board(game, "random", 0, side, side) else {
            break;
        };
        let needed = game.memory_needed(board.as_bytes()).unwrap()[0];
        if needed > high {
            break;
        }
        if needed >= low {
            return (0..count)
                .map(|seed| crate::client::sized_board(game, "random", seed, side, side).unwrap())
                .collect();
        }
    }
    Vec::new()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "solves large boards: CI runs it with --ignored"]
async fn memory_stays_within_the_limit_under_concurrent_large_boards() {
    const LIMIT_MIB: usize = 64;
    let (child, address) = start(&["--memory-limit", &LIMIT_MIB.to_string()]);
    let at_start = peak_memory(child.id());
    let mut asked = 0;
    for game in games::all() {
        // Boards of a quarter to a half of the limit: at most three fit.
        let boards = boards_needing(*game, (LIMIT_MIB << 20) / 4, (LIMIT_MIB << 20) / 2, 8);
        let requests: Vec<_> = boards
            .iter()
            .map(|board| {
                let path = moves_path(game.name(), board, &[]);
                tokio::spawn(async move { get(address, &path).await })
            })
            .collect();
        asked += requests.len();
        for request in requests {
            let response = request.await.unwrap();
            assert_eq!(response.status, 200, "{}", response.body);
        }
    }
    assert!(asked >= 8, "{asked} boards asked for");
    stops_within_the_limit(child, at_start, LIMIT_MIB);
}

/// Clients that give up: every large board is asked for at once, and each
/// request abandoned after a few milliseconds, while its board is being
/// solved; then every board is asked for again. Every one is answered
/// (no solve left holding memory or waiters), and the binary's peak stays
/// within the limit plus the same margin as above.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "solves large boards: CI runs it with --ignored"]
async fn memory_stays_within_the_limit_when_clients_give_up_on_large_boards() {
    const LIMIT_MIB: usize = 64;
    let (child, address) = start(&["--memory-limit", &LIMIT_MIB.to_string()]);
    let at_start = peak_memory(child.id());
    let mut abandoned = 0;
    for game in games::all() {
        let boards = boards_needing(*game, (LIMIT_MIB << 20) / 4, (LIMIT_MIB << 20) / 2, 8);
        let paths: Vec<String> = boards
            .iter()
            .map(|board| moves_path(game.name(), board, &[]))
            .collect();
        let gave_up: Vec<_> = paths
            .iter()
            .cloned()
            .map(|path| {
                tokio::spawn(async move {
                    tokio::time::timeout(std::time::Duration::from_millis(3), get(address, &path))
                        .await
                        .is_err()
                })
            })
            .collect();
        for request in gave_up {
            abandoned += usize::from(request.await.unwrap());
        }
        for path in &paths {
            let response =
                tokio::time::timeout(std::time::Duration::from_secs(120), get(address, path))
                    .await
                    .expect("a board is answered after its first clients gave up");
            assert_eq!(response.status, 200, "{}", response.body);
        }
    }
    assert!(abandoned >= 8, "{abandoned} requests abandoned");
    stops_within_the_limit(child, at_start, LIMIT_MIB);
}

/// Checks that `child`'s peak memory stayed within `limit_mib` MiB of
/// analyses over what it held at start (`at_start`), plus a margin for the
/// runtime, the threads' stacks, the JSON in flight and an analysis being
/// dropped; then stops it with SIGTERM, status 0.
fn stops_within_the_limit(mut child: Child, at_start: usize, limit_mib: usize) {
    let peak = peak_memory(child.id());
    let margin = 32 << 20;
    assert!(
        peak <= at_start + (limit_mib << 20) + margin,
        "peak {peak} bytes, {at_start} at start"
    );
    terminate(&child);
    assert_eq!(child.wait().unwrap().code(), Some(0));
}
