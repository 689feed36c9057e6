//! The kernel against the generic solver of the rules layer over the
//! crate's rules (`--solver rules`, the oracle of `oracle.rs`): every row
//! of up to six numbers from 1 to 3, random rows up to 40 numbers (every
//! reachable position's value and every move's value, and the `--moves`
//! text byte for byte), the optimal game replayed on the statement's
//! rules, and random rows at the judge's limits.

use common_io::SplitMix64;
use common_io::game::{Game, Score, principal_variation};
use common_io::testkit::check_solvers;
use deque_game::{Board, DequeGame, JUDGE_MAX_LEN, MAX_VALUE, analyze};

use crate::oracle::{replay, solve};

/// Every row of `n` numbers from `1..=3`, for `n` up to 6: 1092 rows.
fn every_small_row() -> Vec<Board> {
    let mut rows = Vec::new();
    for n in 1..=6u32 {
        for code in 0..3usize.pow(n) {
            let values = (0..n)
                .map(|i| (code / 3usize.pow(i) % 3 + 1) as i64)
                .collect();
            rows.push(Board::new(values).unwrap());
        }
    }
    rows
}

/// A random row of up to `max` numbers, from a scale that makes ties
/// likely or values large.
fn random_row(rng: &mut SplitMix64, max: usize) -> Board {
    let n = rng.range_usize(1, max);
    let scale = *rng.pick(&[2, 10, 1000, MAX_VALUE]).unwrap();
    Board::new((0..n).map(|_| rng.range_i64(1, scale)).collect()).unwrap()
}

#[test]
fn every_row_of_up_to_six_numbers() {
    let rows = every_small_row();
    assert_eq!(rows.len(), 3 + 9 + 27 + 81 + 243 + 729);
    let mut positions = 0;
    for board in &rows {
        let compared = check_solvers::<DequeGame>(board, usize::MAX);
        assert_eq!(compared.whole_boards, 1);
        positions += compared.positions;
    }
    // A row of n numbers has n (n + 1) / 2 stretches, and the game ends
    // on n empty ones (the last number taken as the first of a stretch
    // of one, at each of the n places).
    let want: usize = (1..=6)
        .map(|n: usize| 3usize.pow(n as u32) * (n * (n + 1) / 2 + n))
        .sum();
    assert_eq!(positions, want);
}

#[test]
fn random_rows_every_position() {
    let mut rng = SplitMix64::new(2024);
    for _ in 0..300 {
        let board = random_row(&mut rng, 40);
        let compared = check_solvers::<DequeGame>(&board, usize::MAX);
        assert_eq!(compared.whole_boards, 1);
    }
}

/// The optimal game is legal under the statement's rules and ends with
/// the answer.
#[test]
fn the_optimal_game_replays_to_the_answer() {
    let mut rng = SplitMix64::new(7);
    for _ in 0..500 {
        let board = random_row(&mut rng, 60);
        let analysis = analyze(&board);
        let (line, _) = principal_variation::<DequeGame>(&analysis);
        let moves: Vec<usize> = line.moves().iter().map(|mv| mv.index).collect();
        assert_eq!(moves.len(), board.len());
        let answer = solve(board.values());
        assert_eq!(replay(board.values(), &moves), Ok(answer), "{board}");
        let start = DequeGame::start(&analysis);
        assert_eq!(DequeGame::outcome(&analysis, &start), Ok(Score(answer)));
    }
}

/// A row of the judge's largest length, every position compared.
#[test]
#[ignore = "large table: CI runs it with --ignored"]
fn a_random_row_at_the_judge_s_limits() {
    let mut rng = SplitMix64::new(99);
    let values = (0..JUDGE_MAX_LEN)
        .map(|_| rng.range_i64(1, MAX_VALUE))
        .collect();
    let board = Board::new(values).unwrap();
    let compared = check_solvers::<DequeGame>(&board, usize::MAX);
    assert_eq!(compared.positions, JUDGE_MAX_LEN * (JUDGE_MAX_LEN + 3) / 2);
}

/// The rules' numbers ([`Indexed`], which `--solver rules` keeps its
/// values by, in tiers): on rows of 1 to 60 numbers, every stretch has its
/// own number below the count, the numbers are all used, each gives its
/// stretch back, and so do runs of numbers (`Indexed::positions`); on the
/// longest row the crate takes, the first and
/// last numbers and random ones give back a stretch that has them.
#[test]
fn every_stretch_has_a_number_that_gives_it_back() {
    use common_io::rules::{Indexed, Rules};
    use deque_game::{MAX_LEN, Position};

    for n in 1..=60usize {
        let board = Board::new(vec![1; n]).unwrap();
        let mut seen = vec![false; board.count()];
        for left in 0..=n {
            for right in left..=n {
                let stretch = Position::new(n, left, right).unwrap();
                let index = board.index(&stretch);
                assert!(!seen[index], "{n}: {left}..{right} numbered {index} twice");
                seen[index] = true;
                assert_eq!(board.position(index), stretch, "{n}: {index}");
            }
        }
        assert!(seen.iter().all(|&s| s), "{n}: a number without a stretch");
        // The whole row, the one stretch of the last tier, is the last.
        assert_eq!(board.index(&board.start()), board.count() - 1);
        // The positions of a run of numbers, stepped from the first, are
        // each number's (every run of the rows up to 12).
        if n <= 12 {
            for first in 0..board.count() {
                for end in first..=board.count() {
                    let stepped: Vec<Position> = board.positions(first..end).collect();
                    let each: Vec<Position> = (first..end).map(|i| board.position(i)).collect();
                    assert_eq!(stepped, each, "{n}: {first}..{end}");
                }
            }
        }
        let tiers = board.tiers().unwrap();
        assert_eq!(tiers.len(), n + 2);
        assert_eq!(tiers[n], board.count() - 1);
    }
    let board = Board::new(vec![1; MAX_LEN]).unwrap();
    let mut rng = SplitMix64::new(5);
    let last = board.count() - 1;
    for index in [0, 1, 2, last - 1, last]
        .into_iter()
        .chain((0..100_000).map(|_| rng.range_usize(0, last)))
    {
        assert_eq!(board.index(&board.position(index)), index);
    }
}
