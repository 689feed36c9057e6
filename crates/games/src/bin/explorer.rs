//! `explorer`: the position explorer of every game of the workspace's
//! registry, served on this machine until SIGTERM or Ctrl-C (`explorer
//! --help`).

fn main() -> std::process::ExitCode {
    explorer::main(
        *games::REGISTRY,
        "explorer",
        std::env::args_os().skip(1).collect(),
    )
}
