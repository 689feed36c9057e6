//! What the deliberately wrong solutions of `xtask/examples` share: the
//! game named on their command line (from the registry), the input, and a
//! wrong answer for a board.
//!
//! A wrong answer is the right one with its last number one more, or, for
//! an answer without a number, in lower case (`WIN` becomes `win`): a
//! judge comparing tokens tells it from the right one.

// Each example uses part of this module.
#![allow(dead_code)]

use std::io::Read;
use std::process::ExitCode;

use common_io::game::AnyGame;

/// The game named by the first argument, and all of standard input; or
/// the exit status to end with.
pub(crate) fn game_and_input(program: &str) -> Result<(&'static dyn AnyGame, Vec<u8>), ExitCode> {
    let name = std::env::args().nth(1).unwrap_or_default();
    let game = match games::find(&name) {
        Ok(game) => game,
        Err(unknown) => {
            eprintln!(
                "{unknown}\nusage: {program} {} < input",
                unknown.games.join("|")
            );
            return Err(ExitCode::from(2));
        }
    };
    let mut input = Vec::new();
    if std::io::stdin().read_to_end(&mut input).is_err() {
        return Err(ExitCode::FAILURE);
    }
    Ok((game, input))
}

/// The right answer's `line` made wrong (see the module documentation).
pub(crate) fn wrong(line: &str) -> String {
    let mut tokens: Vec<String> = line.split(' ').map(str::to_string).collect();
    let number = tokens.iter_mut().rev().find_map(|t| {
        let n: i64 = t.parse().ok()?;
        Some((t, n))
    });
    match number {
        Some((token, n)) => *token = (n + 1).to_string(),
        None => return line.to_lowercase(),
    }
    tokens.join(" ")
}

/// Prints the game's answer for `input`, each board's answer (its line, or
/// its lines) passed through `change` with the board's size (rows,
/// columns); bad input is reported as the judge binaries do (exit status
/// 2).
pub(crate) fn answer_with(
    game: &dyn AnyGame,
    input: &[u8],
    change: impl Fn(&str, (usize, usize)) -> String,
) -> ExitCode {
    // Each board's answer (a line, or several), in order.
    let answers = game.split(input).and_then(|boards| {
        let sizes = game.sizes(input)?;
        boards
            .iter()
            .zip(sizes)
            .map(|(board, size)| Ok((game.judge(board.as_bytes())?, size)))
            .collect::<Result<Vec<_>, _>>()
    });
    match answers {
        Ok(answers) => {
            for (text, size) in answers {
                println!("{}", change(text.trim_end(), size));
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
