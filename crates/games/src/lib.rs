//! The registry of the workspace's games: every game behind the contract
//! of [`common_io::game::Game`], seen through text as
//! [`AnyGame`], in one list. Every tool that handles all games (`cargo
//! xtask`, the explorer) takes its games from [`all`], so adding a game
//! to the workspace is one line here (and one in this crate's manifest).
//!
//! ```
//! let names: Vec<&str> = games::all().iter().map(|g| g.name()).collect();
//! assert!(names.contains(&"chess-profile"));
//! let game = games::find("chess-profile").expect("registered");
//! let sample = game.about().samples[0];
//! assert_eq!(game.judge(sample.input.as_bytes())?, sample.output);
//! # Ok::<(), common_io::InputError>(())
//! ```

use common_io::game::{AnyGame, erase};

/// Every game of the workspace, in the order the tools list them.
static GAMES: [&dyn AnyGame; 3] = [
    &erase::<chess_profile::ChessProfile>(),
    &erase::<darkraft::Darkraft>(),
    &erase::<pawn_retro::PawnRetro>(),
];

/// Every game of the workspace, in the order the tools list them.
pub fn all() -> &'static [&'static dyn AnyGame] {
    &GAMES
}

/// The game called `name` (its crate's name), if there is one.
pub fn find(name: &str) -> Option<&'static dyn AnyGame> {
    all().iter().copied().find(|game| game.name() == name)
}
