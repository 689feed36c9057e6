//! `explorer`: serves the position explorer (the page and its JSON API) on
//! the local machine until SIGTERM or Ctrl-C.

use std::io::Write;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::process::ExitCode;

use common_io::Workers;

const HELP: &str = "\
explorer: play through any position of the workspace's games, every legal
move with its value, in a web page on this machine.

Usage: explorer [--port N] [--bind ADDR] [--memory-limit MB]

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
fn options() -> Result<Options, ExitCode> {
    use lexopt::prelude::*;
    let mut parser = lexopt::Parser::from_env();
    let mut port: u16 = 8080;
    let mut bind = IpAddr::V4(Ipv4Addr::LOCALHOST);
    let mut memory_mib: usize = 1024;
    let fail = |message: String| {
        let _ = writeln!(
            std::io::stderr(),
            "error: {message}\nUsage: explorer [--port N] [--bind ADDR] [--memory-limit MB] (--help)"
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
                let _ = writeln!(std::io::stdout(), "{HELP}");
                return Err(ExitCode::SUCCESS);
            }
            Short('V') | Long("version") => {
                let _ = writeln!(std::io::stdout(), "explorer {}", env!("CARGO_PKG_VERSION"));
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

#[tokio::main]
async fn main() -> ExitCode {
    let options = match options() {
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
    let names = games::REGISTRY.names();
    let mut stdout = std::io::stdout();
    let _ = writeln!(
        stdout,
        "explorer: {} on http://{address}/ (memory limit {} MiB)",
        names.join(", "),
        options.memory_limit >> 20
    );
    let _ = stdout.flush();
    let explorer = explorer::Explorer::new(options.memory_limit, Workers::default());
    match explorer::serve(listener, explorer, shutdown()).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let _ = writeln!(std::io::stderr(), "error: {e}");
            ExitCode::FAILURE
        }
    }
}
