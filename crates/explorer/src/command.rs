//! The server's command line: serves the position explorer (the page and
//! its JSON API) on the local machine until SIGTERM or Ctrl-C, for the
//! games of a registry. The workspace's `explorer` binary and each game's
//! `<game> explore` are this function.

use std::ffi::OsString;
use std::io::Write;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::process::ExitCode;

use common_io::Workers;
use common_io::game::Registry;

const HELP: &str = "\
{program}: play through any position of {games}, every legal move with
its value, in a web page on this machine.

Usage: {program} [--port N] [--bind ADDR] [--memory-limit MB]

Options:
  --port N            the port to listen on (default 8080; 0: any free port)
  --bind ADDR         the address to listen on (default 127.0.0.1: this
                      machine only)
  --memory-limit MB   the most memory the solved boards may take, in MiB
                      (default 1024); a board whose analysis needs more is
                      refused (HTTP 413)
  -h, --help          this help
  -V, --version       the version

The URL is printed once the server listens. SIGTERM or Ctrl-C stops it
(exit status 0) after the requests in flight.";

/// The command line, read.
struct Options {
    address: SocketAddr,
    memory_limit: usize,
}

/// Reads the command line: the options, or the exit status to end with
/// (after `--help` or `--version`, or a usage error already reported).
fn options(program: &str, games: &str, args: Vec<OsString>) -> Result<Options, ExitCode> {
    use lexopt::prelude::*;
    let mut parser = lexopt::Parser::from_args(args);
    let mut port: u16 = 8080;
    let mut bind = IpAddr::V4(Ipv4Addr::LOCALHOST);
    let mut memory_mib: usize = 1024;
    let fail = |message: String| {
        let _ = writeln!(
            std::io::stderr(),
            "error: {message}\nUsage: {program} [--port N] [--bind ADDR] [--memory-limit MB] (--help)"
        );
        ExitCode::from(2)
    };
    loop {
        let arg = match parser.next() {
            Ok(Some(arg)) => arg,
            Ok(None) => break,
            Err(e) => return Err(fail(e.to_string())),
        };
        let parsed = match arg {
            Long("port") => parser.value().and_then(|v| v.parse()).map(|v| port = v),
            Long("bind") => parser.value().and_then(|v| v.parse()).map(|v| bind = v),
            Long("memory-limit") => parser
                .value()
                .and_then(|v| v.parse())
                .map(|v| memory_mib = v),
            Short('h') | Long("help") => {
                let help = HELP.replace("{program}", program).replace("{games}", games);
                let _ = writeln!(std::io::stdout(), "{help}");
                return Err(ExitCode::SUCCESS);
            }
            Short('V') | Long("version") => {
                let _ = writeln!(std::io::stdout(), "{program} {}", env!("CARGO_PKG_VERSION"));
                return Err(ExitCode::SUCCESS);
            }
            other => Err(other.unexpected()),
        };
        if let Err(e) = parsed {
            return Err(fail(e.to_string()));
        }
    }
    let Some(memory_limit) = memory_mib.checked_mul(1 << 20) else {
        return Err(fail(format!("--memory-limit {memory_mib} is too large")));
    };
    Ok(Options {
        address: SocketAddr::new(bind, port),
        memory_limit,
    })
}

/// Completes on SIGTERM or Ctrl-C (SIGINT).
async fn shutdown() {
    let ctrl_c = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut term =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(term) => term,
                Err(_) => {
                    let _ = ctrl_c.await;
                    return;
                }
            };
        tokio::select! {
            _ = ctrl_c => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = ctrl_c.await;
    }
}

/// Keeps glibc's malloc from holding on to the memory of dropped
/// analyses.
///
/// glibc serves a block of at least its mmap threshold (128 KiB at start)
/// with a mapping of its own, unmapped when the block is freed. But when
/// such a block is freed, it raises the threshold to that block's size (up
/// to 32 MiB), and the next tables of that size come from its arenas
/// instead, where freed memory stays resident and scattered between the
/// arenas of the threads that solve. The cache's limit counts the analyses
/// it holds, so the process's memory would grow past the limit by what the
/// arenas keep (measured by the explorer's memory tests: up to 134 MB under
/// a 64 MiB limit, and 59-69 MB with the threshold fixed). Setting the
/// threshold fixes it at its initial value: every large table is a mapping
/// again, given back when its analysis is dropped.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn give_back_large_tables() {
    use std::ffi::c_int;
    /// `M_MMAP_THRESHOLD` of glibc's `<malloc.h>`.
    const M_MMAP_THRESHOLD: c_int = -3;
    // The declaration of `int mallopt(int param, int value)` in glibc's
    // `<malloc.h>`; it has no preconditions (an unknown parameter or value
    // is refused with 0), and is thread-safe, so it is declared safe.
    #[allow(unsafe_code)]
    unsafe extern "C" {
        safe fn mallopt(param: c_int, value: c_int) -> c_int;
    }
    mallopt(M_MMAP_THRESHOLD, 128 << 10);
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn give_back_large_tables() {}

/// Serves the explorer of `registry`'s games with the command line `args`
/// (the arguments after the program's name; `program` is how `--help` and
/// the usage line name the command: `explorer`, or `<game> explore`), until
/// SIGTERM or Ctrl-C: exit status 0 then, 2 for a bad command line, 1 when
/// the server cannot start.
pub fn main(registry: Registry, program: &str, args: Vec<OsString>) -> ExitCode {
    give_back_large_tables();
    match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime.block_on(run(registry, program, args)),
        Err(e) => {
            let _ = writeln!(std::io::stderr(), "error: cannot start the runtime: {e}");
            ExitCode::FAILURE
        }
    }
}

async fn run(registry: Registry, program: &str, args: Vec<OsString>) -> ExitCode {
    let names = registry.names();
    let games = match names.as_slice() {
        [one] => format!("the game {one}"),
        _ => "the games ".to_string() + &names.join(", "),
    };
    let options = match options(program, &games, args) {
        Ok(options) => options,
        Err(code) => return code,
    };
    let listener = match tokio::net::TcpListener::bind(options.address).await {
        Ok(listener) => listener,
        Err(e) => {
            let _ = writeln!(
                std::io::stderr(),
                "error: cannot listen on {}: {e}",
                options.address
            );
            return ExitCode::FAILURE;
        }
    };
    let address = match listener.local_addr() {
        Ok(address) => address,
        Err(e) => {
            let _ = writeln!(std::io::stderr(), "error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut stdout = std::io::stdout();
    let _ = writeln!(
        stdout,
        "{program}: {} on http://{address}/ (memory limit {} MiB)",
        names.join(", "),
        options.memory_limit >> 20
    );
    let _ = stdout.flush();
    let explorer = crate::Explorer::new(registry, options.memory_limit, Workers::default());
    match crate::serve(listener, explorer, shutdown()).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let _ = writeln!(std::io::stderr(), "error: {e}");
            ExitCode::FAILURE
        }
    }
}
