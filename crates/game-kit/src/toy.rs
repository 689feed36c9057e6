//! A game none of the commands knows by name, added to the registry by a
//! test: the toy subtraction game of `common_io::game::toy`. `gen`,
//! `validate`, `stress` (with shrinking) and the explorer's view of every
//! move's value work on it as on the workspace's games: a new game needs
//! no change to the xtask.

use std::time::Duration;

use common_io::game::toy::{Family, Heap, Subtraction};
use common_io::game::{Game as _, One, erase};
use common_io::testkit::check_laws;
use indicatif::ProgressBar;

use crate::games::{Game, REGISTRY, Registry};
use crate::generate::Gen;
use crate::stress::{Config, Verdict, run_stress, verdict};
use crate::validate::Validate;
use crate::{Layout, games};

use crate::stress::example;

/// The toy, then the workspace's games.
fn registry() -> Registry {
    static TOY: common_io::game::Erased<Subtraction> = erase::<Subtraction>();
    static GAMES: std::sync::OnceLock<Vec<&'static Game>> = std::sync::OnceLock::new();
    let all = GAMES.get_or_init(|| {
        std::iter::once(&TOY as &Game)
            .chain(REGISTRY.games().iter().copied())
            .collect()
    });
    Registry::new(all)
}

fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("xtask-toy-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn gen_and_validate_work_on_a_game_added_to_the_registry() {
    let registry = registry();
    let ws = Layout::locate();
    let dir = scratch("gen");
    let toy = registry
        .find("subtraction")
        .unwrap_or_else(|e| panic!("{e}"));
    let generate = Gen {
        list: false,
        family: Some("losing".into()),
        seed: 5,
        rows: None,
        cols: None,
        count: 4,
        out: Some(dir.clone()),
        force: false,
    };
    assert!(generate.run(toy, &ws).unwrap_or_else(|e| panic!("{e}")));
    let mut files = Vec::new();
    for seed in 5..9 {
        let stem = dir.join(format!("subtraction-losing-{seed}"));
        let input = std::fs::read_to_string(stem.with_extension("in")).unwrap_or_default();
        let answer = std::fs::read_to_string(stem.with_extension("out")).unwrap_or_default();
        // The family's promise, from the rule (n a multiple of k + 1 loses
        // for the side to move), not from the solver.
        let One(heap): One<Heap> = input.parse().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(heap.heap % (heap.take + 1), 0, "{input}");
        assert_eq!(answer, "Second\n", "{input}");
        files.push(stem.with_extension("in"));
    }
    let validate = Validate {
        files: files.clone(),
    };
    assert!(validate.run(toy).unwrap_or_else(|e| panic!("{e}")));
    // A file past the toy judge's limits is invalid: exit status 1.
    let big = dir.join("big.in");
    std::fs::write(&big, "1001 3\n").unwrap_or_else(|e| panic!("{e}"));
    let validate = Validate { files: vec![big] };
    assert!(!validate.run(toy).unwrap_or_else(|e| panic!("{e}")));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn stress_finds_and_shrinks_a_failure_on_a_game_added_to_the_registry() {
    let registry = registry();
    let game = registry
        .find("subtraction")
        .unwrap_or_else(|e| panic!("{e}"));
    // A program that always answers `First` fails where the second
    // player wins: on a multiple of k + 1.
    let config = Config {
        problem: game,
        argv: vec![example("constant"), "First".into()],
        command: "constant First".into(),
        cases: 50,
        seed: 0,
        families: games::families_for(game, None).unwrap_or_else(|e| panic!("{e}")),
        rows: None,
        cols: None,
        timeout: Duration::from_secs(10),
        shrink_runs: 1000,
        shrink_time: Duration::from_secs(60),
        jobs: 2,
    };
    let report = run_stress(&config, &ProgressBar::hidden()).unwrap_or_else(|e| panic!("{e}"));
    let found = report.failure.unwrap_or_else(|| panic!("no failure"));
    assert_eq!(found.verdict, Verdict::WrongAnswer);
    assert_eq!(found.expected, "Second\n");
    let One(heap): One<Heap> = found.input.parse().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(heap.heap % (heap.take + 1), 0, "{}", found.input);
    // Shrunk as far as the toy's shrinker goes: every smaller candidate
    // passes.
    for candidate in game.shrink(found.input.as_bytes()) {
        let v = verdict(&config, &candidate).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(v, Verdict::Accepted, "{candidate}");
    }
}

#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn every_move_s_value_on_a_game_added_to_the_registry() {
    let registry = registry();
    let game = registry
        .find("subtraction")
        .unwrap_or_else(|e| panic!("{e}"));
    let analysis = game
        .analyze(b"10 3\n", &common_io::Resources::default())
        .unwrap_or_else(|e| panic!("{e}"));
    let start = analysis.replay(&[]).unwrap_or_else(|e| panic!("{e}"));
    let start_moves = start.move_values();
    // 10 = 2 + 8: taking 2 wins (the only move of rank 0).
    let best: Vec<&str> = start_moves
        .iter()
        .filter(|m| m.rank == 0)
        .map(|m| m.mv.as_str())
        .collect();
    assert_eq!(best, ["2"]);
    assert_eq!(start_moves.len(), 3);
    // The lines are the `--moves` lines of the first ply.
    let moves = game
        .text(b"10 3\n", common_io::game::Mode::Moves)
        .unwrap_or_else(|e| panic!("{e}"));
    let first_ply: Vec<&str> = moves.lines().skip(1).take(3).collect();
    let lines: Vec<&str> = start_moves.iter().map(|m| m.line.as_str()).collect();
    assert_eq!(lines, first_ply);
    // The contract's laws hold for the toy on every family.
    let mut positions = 0;
    for seed in 0..10 {
        for family in [Family::Random, Family::Losing] {
            let size = common_io::game::Size {
                rows: None,
                cols: Some(1 + seed as usize * 3),
            };
            let input = Subtraction::generate(family, seed, size).unwrap_or_else(|e| panic!("{e}"));
            positions += check_laws::<Subtraction>(&input);
        }
    }
    assert!(positions > 100, "{positions}");
    // A heap larger than the judge's: the same picture, the same laws.
    let long = "2500 3\n".parse().unwrap_or_else(|e| panic!("{e}"));
    assert!(check_laws::<Subtraction>(&long) > 600);
}

/// A game of 100,000 moves (a heap of 100,000, one counter a move) is
/// checked on the first [`LAW_PLIES`] plies of its optimal game: each of
/// those positions and the one position its one move leads to.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn the_laws_of_a_game_of_100000_moves_are_checked_on_its_first_plies() {
    use common_io::testkit::LAW_PLIES;
    let long = "100000 1\n".parse().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(check_laws::<Subtraction>(&long), 2 * (LAW_PLIES + 1));
}
