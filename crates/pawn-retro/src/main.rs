//! `pawn-retro`: the judge binary. Reads a judge file (`id T`, then `T`
//! boards) on stdin and prints `Tie`, `Red k` or `Black k` per board;
//! `--explain` shows each optimal game move by move, `--moves` every legal
//! move's value along it (see `--help`).

fn main() -> std::process::ExitCode {
    common_io::program::main::<pawn_retro::PawnRetro>()
}
