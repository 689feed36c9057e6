game_kit::main!(wythoff::Wythoff);
