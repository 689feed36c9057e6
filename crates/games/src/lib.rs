//! The registry of the workspace's games: every game behind the contract
//! of [`common_io::game::Game`], seen through text as [`AnyGame`], in one
//! list. Every tool that handles all games (`cargo xtask`, the explorer)
//! takes its games from here, and finds a game by name with
//! [`Registry::find`], whose [`UnknownGame`] is the one message that lists
//! the games. Adding a game to the tools is one line in the list of
//! `src/lib.rs` behind [`REGISTRY`] (and its dependency in this crate's
//! manifest).
//!
//! ```
//! let registry = *games::REGISTRY;
//! assert!(registry.names().contains(&"chess-profile"));
//! let game = registry.find("chess-profile")?;
//! let sample = game.about().samples[0];
//! assert_eq!(game.judge(sample.input.as_bytes())?, sample.output);
//! let unknown = registry.find("chess").err().expect("no game is called chess");
//! assert!(unknown.to_string().starts_with("unknown game `chess` (games: chess-profile, "));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::sync::LazyLock;

use common_io::game::AnyGame;
pub use common_io::game::{Registry, UnknownGame};

/// Makes the registry's tables from the list of the games' crates and
/// types: their text views (`GAMES`, behind [`REGISTRY`]) and, with the
/// feature `testkit`, their fuzz bodies ([`FUZZ`]).
macro_rules! registry {
    ($($krate:ident::$game:ident),* $(,)?) => {
        /// Every game of the workspace, in the order the tools list them:
        /// each crate's `GAME`, read when first asked for. (A list made
        /// when compiling, `&[$krate::GAME, ..]`, would make each game's
        /// table of methods here, and so compile every game's generic code
        /// again in this crate: it is its crate's, compiled there.)
        static GAMES: LazyLock<Vec<&'static dyn AnyGame>> =
            LazyLock::new(|| vec![$($krate::GAME),*]);

        /// The fuzz body of every game
        /// (`common_io::testkit::fuzz_input`), in [`REGISTRY`]'s order:
        /// the fuzz target's.
        #[cfg(feature = "testkit")]
        pub static FUZZ: &[fn(&[u8], usize)] =
            &[$(common_io::testkit::fuzz_input::<$krate::$game>),*];
    };
}

// The one list of the workspace's games, one line each, in the order the
// tools list them (and each game's dependency in the manifest).
registry! {
    chess_profile::ChessProfile,
    darkraft::Darkraft,
    pawn_retro::PawnRetro,
    deque_game::DequeGame,
    interval_game::IntervalGame,
    berzerk::Berzerk,
}

/// The workspace's games (the list of `src/lib.rs`, one line each): the
/// registry every tool uses.
pub static REGISTRY: LazyLock<Registry> =
    LazyLock::new(|| Registry::new(LazyLock::force(&GAMES).as_slice()));

/// Every game of the workspace, in the order the tools list them:
/// [`REGISTRY`]'s.
pub fn all() -> &'static [&'static dyn AnyGame] {
    REGISTRY.games()
}

/// The game of the workspace called `name`: [`REGISTRY`]`.find(name)`.
pub fn find(name: &str) -> Result<&'static dyn AnyGame, UnknownGame> {
    REGISTRY.find(name)
}
