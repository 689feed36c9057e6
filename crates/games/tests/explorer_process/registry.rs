//! The registry: every game found by its name, an unknown name answered
//! with the list. (Here rather than in the library's own tests: a second
//! build of the library for its tests would make the six games' text
//! views again, about 10 s of processor time in CI's test build.)

use games::{REGISTRY, find};

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
