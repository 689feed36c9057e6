//! The fast solver against the oracle (`brute.rs`: an explicit state graph
//! with the side to move stored, ordered red pieces and an explicit edge
//! list) on thousands of random boards, with obstacle densities from 0 to
//! 50%.

use common_io::SplitMix64;
use pawn_retro::{Answer, Side, Termination, analyze};

use crate::boards::random_grid;
use crate::brute::{self, Oracle};
use crate::convert::{board, solve, to_brute};

/// What a batch of boards covered: the outcomes, and how the optimal games
/// ended.
#[derive(Debug, Default)]
struct Seen {
    tie: usize,
    red: usize,
    black: usize,
    black_starts_on_row_1: usize,
    black_reaches_row_1: usize,
    red_captures: usize,
    black_captures: usize,
    red_cannot_move: usize,
    black_cannot_move: usize,
}

fn compare(seed: u64, boards: usize, max_side: usize) -> Seen {
    let mut rng = SplitMix64::new(seed);
    let mut seen = Seen::default();
    for i in 0..boards {
        let density = 10 * (i % 6) as u64; // 0, 10, ..., 50 %
        let rows = random_grid(&mut rng, max_side, max_side, density);
        let board = board(&rows);
        let fast = solve(&board);
        assert_eq!(
            to_brute(fast),
            brute::solve(&rows),
            "board {i} (seed {seed}):\n{board}"
        );
        match fast {
            Answer::Tie => seen.tie += 1,
            Answer::RedWins(_) => seen.red += 1,
            Answer::BlackWins(_) => seen.black += 1,
        }
        let analysis = analyze(&board);
        assert_eq!(analysis.answer(), fast, "board {i}:\n{board}");
        let (game, _) = analysis.principal_variation();
        match analysis.termination(game.position()) {
            Some(Termination::BlackOnFirstRow) if game.ply() == 0 => {
                seen.black_starts_on_row_1 += 1
            }
            Some(Termination::BlackOnFirstRow) => seen.black_reaches_row_1 += 1,
            Some(Termination::Capture { by: Side::Red }) => seen.red_captures += 1,
            Some(Termination::Capture { by: Side::Black }) => seen.black_captures += 1,
            Some(Termination::NoMove(Side::Red)) => seen.red_cannot_move += 1,
            Some(Termination::NoMove(Side::Black)) => seen.black_cannot_move += 1,
            None => {}
        }
    }
    seen
}

fn assert_covered(seen: &Seen) {
    assert!(seen.tie > 0 && seen.red > 0 && seen.black > 0, "{seen:?}");
    assert!(seen.black_starts_on_row_1 > 0, "{seen:?}");
    assert!(seen.black_reaches_row_1 > 0, "{seen:?}");
    assert!(seen.red_captures > 0 && seen.black_captures > 0, "{seen:?}");
    assert!(
        seen.red_cannot_move > 0 && seen.black_cannot_move > 0,
        "{seen:?}"
    );
}

#[test]
fn three_thousand_boards_up_to_4x4() {
    assert_covered(&compare(4, 3000, 4));
}

#[test]
fn a_thousand_boards_up_to_6x6() {
    assert_covered(&compare(6, 1000, 6));
}

/// The oracle's graph from the start (`Oracle`) answers as a search from
/// the position itself (`solve_position`), on positions of random
/// play-outs along its own legal moves; a play-out stops where it says
/// the game is over.
#[test]
fn the_oracle_answers_from_the_start_as_from_the_position() {
    let mut rng = SplitMix64::new(99);
    let mut positions = 0;
    for i in 0..400 {
        let rows = random_grid(&mut rng, 5, 5, 10 * (i % 6) as u64);
        let oracle = Oracle::new(&rows);
        let mut here = oracle.start();
        assert_eq!(oracle.outcome(here), brute::solve(&rows));
        for _ in 0..10 {
            let (a, b, black, red) = here;
            assert_eq!(
                oracle.outcome(here),
                brute::solve_position(&rows, a, b, black, red)
            );
            positions += 1;
            let moves = oracle.moves(here);
            let steps: Vec<_> = moves.iter().map(|&(step, _)| step).collect();
            assert!(steps.is_sorted(), "{steps:?}");
            let Some(&(_, next)) = rng.pick(&moves) else {
                assert!(oracle.is_over(here));
                break;
            };
            assert!(!oracle.is_over(here));
            here = next;
        }
    }
    assert!(positions >= 1_000, "{positions}");
}
