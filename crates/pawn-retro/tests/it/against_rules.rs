//! The kernel against the oracle (`oracle.rs`: the generic retrograde
//! analysis over the crate's rules): every board of up to six cells and
//! random boards position by position, thousands of random boards with
//! obstacle densities from 0 to 50 %, and random boards at the judge's
//! limits.

use common_io::SplitMix64;
use common_io::game::Game;
use common_io::testkit::check_solvers;
use pawn_retro::{Answer, Board, PawnRetro, Side, Termination, analyze};

use crate::boards::random_grid;
use crate::convert::{Queries, board, solve, to_oracle};
use crate::oracle::{self, Oracle};

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
            to_oracle(fast),
            oracle::solve(&rows),
            "board {i} (seed {seed}):\n{board}"
        );
        match fast {
            Answer::Draw => seen.tie += 1,
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
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn three_thousand_boards_up_to_4x4() {
    assert_covered(&compare(4, 3000, 4));
}

#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn a_thousand_boards_up_to_6x6() {
    assert_covered(&compare(6, 1000, 6));
}

/// The oracle's graph from the start (`Oracle`) answers as a search from
/// the position itself (`solve_position`), on positions of random
/// play-outs along its own legal moves; a play-out stops where it says
/// the game is over.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn the_oracle_answers_from_the_start_as_from_the_position() {
    let mut rng = SplitMix64::new(99);
    let mut positions = 0;
    for i in 0..400 {
        let rows = random_grid(&mut rng, 5, 5, 10 * (i % 6) as u64);
        let oracle = Oracle::new(&rows);
        let mut here = oracle.start();
        assert_eq!(oracle.outcome(here), oracle::solve(&rows));
        for _ in 0..10 {
            let (a, b, black, red) = here;
            assert_eq!(
                oracle.outcome(here),
                oracle::solve_position(&rows, a, b, black, red)
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

/// Every board of three to six cells (one or two rows or columns), each
/// free cell holding a red piece, the black piece or nothing, each other
/// cell an obstacle: the two solvers agree on every position's value and
/// every move's value, and on the three texts.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn every_board_up_to_six_cells() {
    let (mut boards, mut positions) = (0, 0);
    for (rows, cols) in [
        (1, 3),
        (3, 1),
        (1, 4),
        (4, 1),
        (2, 2),
        (1, 5),
        (5, 1),
        (1, 6),
        (6, 1),
        (2, 3),
        (3, 2),
    ] {
        let cells = rows * cols;
        for black in 0..cells {
            for red_a in 0..cells {
                for red_b in red_a + 1..cells {
                    if black == red_a || black == red_b {
                        continue;
                    }
                    let others: Vec<usize> = (0..cells)
                        .filter(|&c| c != black && c != red_a && c != red_b)
                        .collect();
                    for walls in 0..1u32 << others.len() {
                        let mut grid = vec![b'.'; cells];
                        grid[black] = b'X';
                        grid[red_a] = b'O';
                        grid[red_b] = b'O';
                        for (k, &c) in others.iter().enumerate() {
                            if walls >> k & 1 == 1 {
                                grid[c] = b'#';
                            }
                        }
                        let rows: Vec<Vec<u8>> = grid.chunks(cols).map(<[u8]>::to_vec).collect();
                        let input = PawnRetro::single(board(&rows));
                        let compared = check_solvers::<PawnRetro>(&input, usize::MAX);
                        assert_eq!(compared.whole_boards, 1);
                        positions += compared.positions;
                        boards += 1;
                    }
                }
            }
        }
    }
    // 2 · 3 + 3 · 24 + 2 · 120 + 4 · 480 boards.
    assert_eq!(boards, 2238);
    assert!(positions > 10_000, "{positions}");
}

/// Random boards up to 5×5 with obstacle densities from 0 to 50 %: every
/// position the start reaches.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn random_boards_every_position() {
    let mut rng = SplitMix64::new(37);
    let mut positions = 0;
    for i in 0..300 {
        let rows = random_grid(&mut rng, 5, 5, 10 * (i % 6) as u64);
        let input = PawnRetro::single(board(&rows));
        positions += check_solvers::<PawnRetro>(&input, usize::MAX).positions;
    }
    assert!(positions > 50_000, "{positions}");
}

/// Random boards at the judge's limits (10×10, obstacle densities from 0
/// to 40 %), as one judge file: the answers and the texts, and the first
/// 3,000 positions of each board.
#[test]
#[ignore = "large table: CI runs it with --ignored"]
fn random_boards_at_the_judge_s_limits() {
    let mut rng = SplitMix64::new(38);
    let boards: Vec<Board> = (0..4)
        .map(|i| {
            let mut rows = random_grid(&mut rng, 10, 10, 10 * i as u64);
            while rows.len() * rows[0].len() < 100 {
                rows = random_grid(&mut rng, 10, 10, 10 * i as u64);
            }
            board(&rows)
        })
        .collect();
    let text: String = std::iter::once(format!("0 {}\n", boards.len()))
        .chain(boards.iter().map(ToString::to_string))
        .collect();
    let input = PawnRetro::parse(text.as_bytes()).unwrap();
    let compared = check_solvers::<PawnRetro>(&input, 3000);
    assert!(compared.positions >= 4 * 1000, "{compared:?}");
}

/// The rules' parents and numbers, which `--solver rules` walks back
/// over: on random boards up to 5×5, every position the start reaches has
/// as parents, among the positions reached and not over, exactly those
/// with a legal move to it (once per move); and its number is below the
/// count, its own, and gives it back.
#[test]
fn parents_and_numbers_follow_the_moves() {
    use std::collections::{HashMap, HashSet};

    use common_io::rules::{Indexed, Loopy, Rules};

    let mut rng = SplitMix64::new(77);
    let mut checked = 0;
    for i in 0..300 {
        let board = board(&random_grid(&mut rng, 5, 5, 10 * (i % 6) as u64));
        let start = board.start();
        let mut reached = vec![start];
        let mut seen = HashSet::from([start]);
        let mut expected: HashMap<_, Vec<_>> = HashMap::new();
        let mut moves = Vec::new();
        let mut at = 0;
        while let Some(&position) = reached.get(at) {
            at += 1;
            moves.clear();
            board.legal_moves(&position, &mut moves);
            for mv in &moves {
                let next = board.play(&position, mv);
                expected.entry(next).or_default().push(position);
                if seen.insert(next) {
                    reached.push(next);
                }
            }
        }
        let mut numbers = HashSet::new();
        for position in &reached {
            let index = board.index(position);
            assert!(index < board.count(), "{board:?} {position:?}");
            assert!(numbers.insert(index), "{board:?}: {index} twice");
            assert_eq!(board.position(index), *position, "{board:?}");
            let mut parents = Vec::new();
            assert!(board.parents(position, &mut parents));
            parents.retain(|p| seen.contains(p) && board.termination(p).is_none());
            let mut want = expected.remove(position).unwrap_or_default();
            parents.sort_by_key(|p| board.index(p));
            want.sort_by_key(|p| board.index(p));
            assert_eq!(parents, want, "{board:?} {position:?}");
            checked += 1;
        }
    }
    assert!(checked > 20_000, "{checked}");
}
