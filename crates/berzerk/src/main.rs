//! `berzerk`: the judge binary. Reads the circle and the two sets on stdin
//! and prints, for Rick and then Morty moving first, `Win`, `Lose` or
//! `Loop` for each start of the monster; `--explain` and `--moves` show the
//! optimal game from the first start (see `--help`).
//!
//! With the game kit's commands: `gen`, `validate`, `stress`, `package`,
//! `explore` (`--help`).

game_kit::main!(berzerk::GAME);
