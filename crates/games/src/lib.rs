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
//! let registry = games::REGISTRY;
//! assert!(registry.names().contains(&"chess-profile"));
//! let game = registry.find("chess-profile")?;
//! let sample = game.about().samples[0];
//! assert_eq!(game.judge(sample.input.as_bytes())?, sample.output);
//! let unknown = registry.find("chess").err().expect("no game is called chess");
//! assert!(unknown.to_string().starts_with("unknown game `chess` (games: chess-profile, "));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt;

use common_io::game::{AnyGame, erase};

/// Makes the registry's tables from the list of the games' types: their
/// text views (`GAMES`, behind [`REGISTRY`]) and, with the feature
/// `testkit`, their fuzz bodies ([`FUZZ`]).
macro_rules! registry {
    ($($game:ty),* $(,)?) => {
        /// Every game of the workspace, in the order the tools list them.
        static GAMES: &[&dyn AnyGame] = &[$(&erase::<$game>()),*];

        /// The fuzz body of every game
        /// (`common_io::testkit::fuzz_input`), in [`REGISTRY`]'s order:
        /// the fuzz target's.
        #[cfg(feature = "testkit")]
        pub static FUZZ: &[fn(&[u8], usize)] =
            &[$(common_io::testkit::fuzz_input::<$game>),*];
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
pub static REGISTRY: Registry = Registry::new(GAMES);

/// A list of games, found by name: [`REGISTRY`], or (in a tool's tests)
/// another list, such as the toy game of `common_io::game::toy` beside the
/// workspace's.
#[derive(Clone, Copy)]
pub struct Registry {
    games: &'static [&'static dyn AnyGame],
}

impl Registry {
    /// The registry of `games`, in the order the tools list them.
    pub const fn new(games: &'static [&'static dyn AnyGame]) -> Registry {
        Registry { games }
    }

    /// The games, in order.
    pub fn games(&self) -> &'static [&'static dyn AnyGame] {
        self.games
    }

    /// The games' names (their crates' and binaries' names), in order.
    pub fn names(&self) -> Vec<&'static str> {
        self.games.iter().map(|game| game.name()).collect()
    }

    /// The game called `name`, or [`UnknownGame`] listing the games.
    pub fn find(&self, name: &str) -> Result<&'static dyn AnyGame, UnknownGame> {
        self.games
            .iter()
            .copied()
            .find(|game| game.name() == name)
            .ok_or_else(|| UnknownGame {
                name: name.to_owned(),
                games: self.names(),
            })
    }
}

impl fmt::Debug for Registry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.names()).finish()
    }
}

/// No game of a registry has the name asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownGame {
    /// The name asked for.
    pub name: String,
    /// The names the registry knows, in order.
    pub games: Vec<&'static str>,
}

/// `unknown game `chess` (games: chess-profile, darkraft, pawn-retro)`.
impl fmt::Display for UnknownGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown game `{}` (games: {})",
            self.name,
            self.games.join(", ")
        )
    }
}

impl std::error::Error for UnknownGame {}

/// Every game of the workspace, in the order the tools list them:
/// [`REGISTRY`]'s.
pub fn all() -> &'static [&'static dyn AnyGame] {
    REGISTRY.games()
}

/// The game of the workspace called `name`: [`REGISTRY`]`.find(name)`.
pub fn find(name: &str) -> Result<&'static dyn AnyGame, UnknownGame> {
    REGISTRY.find(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_found_by_its_name_and_no_name_twice() {
        let names = REGISTRY.names();
        assert!(!names.is_empty());
        for (i, name) in names.iter().enumerate() {
            assert_eq!(find(name).map(|g| g.name()), Ok(*name));
            assert!(!names[..i].contains(name), "{name} is registered twice");
        }
    }

    #[test]
    fn an_unknown_name_is_answered_with_the_list_of_games() {
        let err = find("chess").err().expect("no game is called chess");
        assert_eq!(err.games, REGISTRY.names());
        assert_eq!(
            err.to_string(),
            format!(
                "unknown game `chess` (games: {})",
                REGISTRY.names().join(", ")
            )
        );
    }
}
