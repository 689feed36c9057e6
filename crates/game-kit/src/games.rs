//! The games as the commands see them: each game through the game contract
//! as text (`common_io::game::AnyGame`: its name, generator families,
//! shrinker, judge and strict validator). No command names a game.

use common_io::game::AnyGame;

use crate::Error;

/// A game, seen through text.
pub type Game = dyn AnyGame;

/// The workspace's registry, for the tests that run every game.
#[cfg(test)]
pub(crate) use ::games::{REGISTRY, Registry};

/// An unknown game on the command line is a usage error.
impl From<common_io::game::UnknownGame> for Error {
    fn from(unknown: common_io::game::UnknownGame) -> Error {
        Error::Usage(unknown.to_string())
    }
}

/// The families of `game`, for `--help`.
pub fn families_help(game: &Game) -> String {
    families_help_of(&[game])
}

/// The families of every game of `games`, and what the size options
/// count in each, for `--help`.
pub fn families_help_of(games: &[&Game]) -> String {
    let width = games.iter().map(|g| g.name().len()).max().unwrap_or(0);
    let mut help = String::from("Families (--family):\n");
    for game in games {
        help.push_str(&format!(
            "  {:<width$}  {}\n",
            game.name(),
            game.families().join(", ")
        ));
    }
    help.push_str("Sizes (--rows R, --cols C, up to the crate's limits), in each game's words:\n");
    for game in games {
        help.push_str(&format!("  {:<width$}  {}\n", game.name(), game.measure()));
    }
    help
}

/// The families to use of `game`: `family` alone (checked), or all of
/// them.
pub fn families_for(game: &Game, family: Option<&str>) -> Result<Vec<&'static str>, String> {
    match family {
        None => Ok(game.families()),
        Some(name) => self::family(game, name).map(|f| vec![f]),
    }
}

/// The family of `game` called `name`, or a usage message listing its
/// families.
pub fn family(game: &Game, name: &str) -> Result<&'static str, String> {
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
    fn an_unknown_game_is_a_usage_error_with_the_registry_s_message() {
        let err = Error::from(REGISTRY.find("nope").err().expect("no game is called nope"));
        assert!(matches!(err, Error::Usage(_)));
        assert!(
            err.to_string().starts_with("unknown game `nope` (games: "),
            "{err}"
        );
    }

    /// Every family's inputs of `seeds` are valid tests the judge answers,
    /// and their shrink candidates are answered too.
    fn every_family_generates_valid_tests(seeds: std::ops::Range<u64>) {
        for &game in REGISTRY.games() {
            for family in game.families() {
                // The family's own size: a valid test of the original judge.
                for seed in seeds.clone() {
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

    #[test]
    #[ignore = "slow (the searched families solve many boards): CI runs it with --ignored"]
    fn every_family_generates_a_valid_test_the_judge_accepts_over_20_seeds() {
        every_family_generates_valid_tests(0..20);
    }
}
