//! `interval-game`: the judge binary. Reads the test cases on stdin and
//! prints the winner of each, `Alice` or `Bob`; `--explain` shows the
//! optimal games, `--moves` every legal move's value along them (see
//! `--help`).

fn main() -> std::process::ExitCode {
    common_io::program::main::<interval_game::IntervalGame>()
}
