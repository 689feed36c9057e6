game_kit::main!(wythoff::GAME);
