//! `chess-profile`: the judge binary. Reads one board on stdin and prints the
//! first player's score minus the second's; `--explain` shows the optimal
//! game, `--moves` every legal move's value along it (see `--help`).

fn main() -> std::process::ExitCode {
    common_io::program::main::<chess_profile::ChessProfile>()
}
