//! `deque-game`: the judge binary. Reads a row of numbers on stdin and
//! prints Taro's total minus Jiro's under optimal play; `--explain` shows
//! the optimal game, `--moves` every legal move's value along it (see
//! `--help`).

fn main() -> std::process::ExitCode {
    common_io::program::main::<deque_game::DequeGame>()
}
