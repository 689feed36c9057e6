//! `chess-profile`: the judge binary. Reads one board on stdin and prints the
//! first player's score minus the second's; `--explain` shows the optimal
//! game, `--moves` every legal move's value along it (see `--help`).
//!
//! With the game kit's commands: `gen`, `validate`, `stress`, `package`,
//! `explore` (`--help`).

game_kit::main!(chess_profile::GAME);
