//! A program with one answer for everything, for the stress tests:
//! `constant <answer> [<crate>]` prints `<answer>` once per board of the
//! input (once when the crate is not given or not known, or the input is
//! not one of its inputs), whatever the input. Stressed, it fails on every
//! input whose right answer is another, so the shrinker must find the
//! smallest such input.

#![allow(clippy::print_stdout, clippy::print_stderr)] // a command-line program

use std::io::Read;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (answer, name) = match args.as_slice() {
        [answer] => (answer, None),
        [answer, name] => (answer, Some(name)),
        _ => {
            eprintln!("usage: constant ANSWER [CRATE] < input");
            return ExitCode::from(2);
        }
    };
    let mut input = Vec::new();
    if std::io::stdin().read_to_end(&mut input).is_err() {
        return ExitCode::FAILURE;
    }
    let boards = name
        .and_then(|name| games::find(name).ok())
        .and_then(|game| game.sizes(&input).ok())
        .map_or(1, |sizes| sizes.len());
    for _ in 0..boards {
        println!("{answer}");
    }
    ExitCode::SUCCESS
}
