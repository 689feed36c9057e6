//! A program with one answer for everything, for the stress tests:
//! `constant <crate> <answer>` prints `<answer>` (once per board for
//! pawn-retro, whose files hold `T` boards), whatever the input. Stressed,
//! it fails on every input whose right answer is another, so the shrinker
//! must find the smallest such input.

#![allow(clippy::print_stdout, clippy::print_stderr)] // a command-line program

use std::io::Read;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [name, answer] = args.as_slice() else {
        eprintln!("usage: constant chess-profile|darkraft|pawn-retro ANSWER < input");
        return ExitCode::from(2);
    };
    let mut input = String::new();
    if std::io::stdin().read_to_string(&mut input).is_err() {
        return ExitCode::FAILURE;
    }
    // A judge file of pawn-retro starts with `id T`.
    let times = match name.as_str() {
        "pawn-retro" => input
            .split_ascii_whitespace()
            .nth(1)
            .and_then(|t| t.parse().ok())
            .unwrap_or(1),
        _ => 1,
    };
    for _ in 0..times {
        println!("{answer}");
    }
    ExitCode::SUCCESS
}
