//! The reference solvers as one program: `reference <crate> [flags]`
//! behaves exactly like the game's judge binary (the same shell,
//! `common_io::program`, around the same game, from the registry).
//! `cargo test` builds it, so the stress tests can run "our own binary"
//! without a release build.

use std::io;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args = std::env::args_os().skip(1);
    let name = args.next().unwrap_or_default();
    let game = match games::find(&name.to_string_lossy()) {
        Ok(game) => game,
        Err(unknown) => {
            let usage = format!(
                "{unknown}\nusage: reference {} [flags] < input\n",
                unknown.games.join("|")
            );
            let _ = io::Write::write_all(&mut io::stderr(), usage.as_bytes());
            return ExitCode::from(2);
        }
    };
    game.run(
        args.collect(),
        &mut io::stdin().lock(),
        &mut io::stdout().lock(),
        &mut io::stderr().lock(),
    )
}
