//! A list of games found by name: the tools that handle several games (the
//! workspace's `cargo xtask`, the explorer) take theirs from a [`Registry`],
//! and so does the explorer of a game's own binary, with its one game.

use std::fmt;

use super::{AnyGame, Game, erase};

/// A list of games, found by name: the workspace's registry (the `games`
/// crate's), a game's own ([`Registry::one`], or [`Registry::new`] of its
/// library's `&dyn AnyGame`), or (in a tool's tests) another
/// list, such as the toy game of [`toy`](super::toy) beside others.
#[derive(Clone, Copy)]
pub struct Registry {
    games: &'static [&'static dyn AnyGame],
}

impl Registry {
    /// The registry of `games`, in the order the tools list them.
    pub const fn new(games: &'static [&'static dyn AnyGame]) -> Registry {
        Registry { games }
    }

    /// The registry of `G` alone.
    pub fn one<G: Game>() -> Registry {
        Registry::new(const { &[&erase::<G>() as &dyn AnyGame] })
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

/// `unknown game `chess` (games: subtraction)`.
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::toy::Subtraction;

    #[test]
    fn a_game_s_own_registry_holds_it_alone() {
        let registry = Registry::one::<Subtraction>();
        assert_eq!(registry.names(), ["subtraction"]);
        assert_eq!(
            registry.find("subtraction").map(|g| g.name()),
            Ok("subtraction")
        );
        let unknown = registry
            .find("chess")
            .err()
            .expect("no game is called chess");
        assert_eq!(
            unknown.to_string(),
            "unknown game `chess` (games: subtraction)"
        );
    }
}
