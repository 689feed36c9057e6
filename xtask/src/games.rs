//! The games as the commands see them: the workspace's registry
//! (`games::all()`), each game through the game contract as text
//! (`common_io::game::AnyGame`: its name, generator families, shrinker,
//! judge and strict validator). No command names a game: a game added to
//! the registry is handled by every command.

use common_io::game::AnyGame;

use crate::Error;

/// A game, seen through text.
pub(crate) type Game = dyn AnyGame;

/// The games a command can be asked for.
#[derive(Clone, Copy)]
pub(crate) struct Registry {
    games: &'static [&'static Game],
}

impl Registry {
    /// Every game of the workspace.
    pub(crate) fn workspace() -> Registry {
        Registry {
            games: games::all(),
        }
    }

    /// Other games (the tests' toy game among the workspace's).
    #[cfg(test)]
    pub(crate) fn of(games: &'static [&'static Game]) -> Registry {
        Registry { games }
    }

    /// The games, in order.
    #[cfg(test)]
    pub(crate) fn games(&self) -> &'static [&'static Game] {
        self.games
    }

    /// The names of the games (for clap's possible values).
    pub(crate) fn names(&self) -> Vec<&'static str> {
        self.games.iter().map(|g| g.name()).collect()
    }

    /// The game called `name`, or a usage error listing the games.
    pub(crate) fn find(&self, name: &str) -> Result<&'static Game, Error> {
        self.games
            .iter()
            .copied()
            .find(|g| g.name() == name)
            .ok_or_else(|| {
                Error::Usage(format!(
                    "unknown crate `{name}` (games: {})",
                    self.names().join(", ")
                ))
            })
    }

    /// The families of every game, for `--help`.
    pub(crate) fn families_help(&self) -> String {
        let width = self.names().iter().map(|n| n.len()).max().unwrap_or(0);
        let mut help = String::from("Families (--family):\n");
        for game in self.games {
            help.push_str(&format!(
                "  {:<width$}  {}\n",
                game.name(),
                game.families().join(", ")
            ));
        }
        help
    }
}

/// The families to use of `game`: `family` alone (checked), or all of
/// them.
pub(crate) fn families_for(game: &Game, family: Option<&str>) -> Result<Vec<&'static str>, String> {
    match family {
        None => Ok(game.families()),
        Some(name) => self::family(game, name).map(|f| vec![f]),
    }
}

/// The family of `game` called `name`, or a usage message listing its
/// families.
pub(crate) fn family(game: &Game, name: &str) -> Result<&'static str, String> {
    let all = game.families();
    all.iter().copied().find(|f| *f == name).ok_or_else(|| {
        format!(
            "unknown family `{name}` for {} (families: {})",
            game.name(),
            all.join(", ")
        )
    })
}

#[cfg(test)]
mod tests {
    use common_io::game::Size;

    use super::*;

    #[test]
    fn the_registry_is_the_workspace_s() {
        let registry = Registry::workspace();
        assert_eq!(
            registry.names(),
            games::all().iter().map(|g| g.name()).collect::<Vec<_>>()
        );
        for name in registry.names() {
            assert_eq!(registry.find(name).map(|g| g.name()).ok(), Some(name));
        }
        let err = registry
            .find("nope")
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(err.starts_with("unknown crate `nope` (games: "), "{err}");
    }

    #[test]
    fn every_family_generates_a_valid_test_the_judge_accepts() {
        for &game in Registry::workspace().games() {
            for family in game.families() {
                // The family's own size: a valid test of the original judge.
                for seed in 0..20 {
                    let text = game
                        .generate(family, seed, Size::default())
                        .unwrap_or_else(|e| panic!("{} {family}: {e}", game.name()));
                    assert_eq!(game.validate(text.as_bytes()), Ok(()), "{text}");
                    assert!(game.judge(text.as_bytes()).is_ok(), "{text}");
                }
                // Small boards (a row or a column for the families that fix one).
                let text = [(3, 4), (1, 4), (4, 1)]
                    .into_iter()
                    .find_map(|(r, c)| {
                        let size = Size {
                            rows: Some(r),
                            cols: Some(c),
                        };
                        game.generate(family, 1, size).ok()
                    })
                    .unwrap_or_else(|| panic!("{} {family}", game.name()));
                for smaller in game.shrink(text.as_bytes()) {
                    assert!(game.judge(smaller.as_bytes()).is_ok(), "{smaller}");
                }
            }
            assert!(game.shrink(b"not an input").is_empty());
            let err = families_for(game, Some("nope")).unwrap_err();
            assert!(err.starts_with("unknown family `nope` for "), "{err}");
        }
    }
}
