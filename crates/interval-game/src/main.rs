//! `interval-game`: the judge binary. Reads the test cases on stdin and
//! prints the winner of each, `Alice` or `Bob`; `--explain` shows the
//! optimal games, `--moves` every legal move's value along them (see
//! `--help`); and the game kit's commands: `gen`, `validate`, `stress`,
//! `package`, `explore`.

game_kit::main!(interval_game::GAME);
