//! `pawn-retro`: the judge binary. Reads a judge file (`id T`, then `T`
//! boards) on stdin and prints `Tie`, `Red k` or `Black k` per board;
//! `--explain` shows each optimal game move by move, `--moves` every legal
//! move's value along it (see `--help`).
//!
//! With the game kit's commands: `gen`, `validate`, `stress`, `package`,
//! `explore` (`--help`).

game_kit::main!(pawn_retro::GAME);
