//! `darkraft`: the judge binary. Reads one grid on stdin and prints `WIN` if
//! the first player wins, `LOSE` otherwise; `--explain` shows the two parity
//! games, their Grundy numbers and the winning first moves, `--moves` every
//! legal move's value along a game (see `--help`).
//!
//! With the game kit's commands: `gen`, `validate`, `stress`, `package`,
//! `explore` (`--help`).

game_kit::main!(darkraft::GAME);
