//! `deque-game`: the judge binary. Reads a row of numbers on stdin and
//! prints Taro's total minus Jiro's under optimal play; `--explain` shows
//! the optimal game, `--moves` every legal move's value along it (see
//! `--help`); and the game kit's commands: `gen`, `validate`, `stress`,
//! `package`, `explore`.

game_kit::main!(deque_game::GAME);
