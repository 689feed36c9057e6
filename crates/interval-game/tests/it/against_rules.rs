//! The kernel against the generic solver of the rules layer over the
//! crate's rules (`--solver rules`, the oracle of `oracle.rs`): every case
//! of up to four intervals with ends up to 5, random cases of short
//! intervals (every reachable position's value and every move's value, and
//! the `--moves` and `--explain` texts byte for byte), and random
//! full-size files.

use common_io::SplitMix64;
use common_io::game::{Families as _, Game, Size};
use common_io::testkit::check_solvers;
use interval_game::generator::Family;
use interval_game::{Interval, IntervalGame, JudgeInput};

use crate::oracle::board;

/// Every interval with ends up to 5: 10 of them.
fn small_intervals() -> Vec<(u32, u32)> {
    (1..5)
        .flat_map(|l| (l + 1..=5).map(move |r| (l, r)))
        .collect()
}

#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn every_case_of_up_to_four_intervals_with_ends_up_to_5() {
    let all = small_intervals();
    let mut cases = 0;
    let mut positions = 0;
    // Multisets of 1 to 4 intervals (repeats allowed), as sorted index lists.
    let mut stack: Vec<Vec<usize>> = (0..all.len()).map(|k| vec![k]).collect();
    while let Some(list) = stack.pop() {
        let intervals: Vec<(u32, u32)> = list.iter().map(|&k| all[k]).collect();
        let input = JudgeInput {
            cases: vec![board(&intervals)],
        };
        let compared = check_solvers::<IntervalGame>(&input, usize::MAX);
        assert_eq!(compared.whole_boards, 1);
        positions += compared.positions;
        cases += 1;
        if list.len() < 4 {
            let last = *list.last().unwrap();
            for k in last..all.len() {
                let mut longer = list.clone();
                longer.push(k);
                stack.push(longer);
            }
        }
    }
    // C(10 + k - 1, k) multisets of k intervals, k = 1..=4.
    assert_eq!(cases, 10 + 55 + 220 + 715);
    assert!(positions > 3 * cases, "{positions}");
}

#[test]
fn random_cases_every_position() {
    let mut rng = SplitMix64::new(11);
    for _ in 0..300 {
        let n = rng.range_usize(1, 14);
        let reach = rng.range(2, 16) as u32;
        let intervals: Vec<Interval> = (0..n)
            .map(|_| {
                let len = rng.range(1, u64::from((reach - 1).min(4))) as u32;
                let left = rng.range(1, u64::from(reach - len)) as u32;
                Interval {
                    left,
                    right: left + len,
                }
            })
            .collect();
        let input = JudgeInput {
            cases: vec![interval_game::Board::new(intervals).unwrap()],
        };
        assert_eq!(
            check_solvers::<IntervalGame>(&input, usize::MAX).whole_boards,
            1
        );
    }
}

/// Generated files of every family, small: the answers and each case's
/// positions up to a limit.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn generated_files_of_every_family() {
    for &family in Family::ALL {
        for seed in 0..2 {
            let size = Size {
                rows: Some(12),
                cols: Some(20),
            };
            let input = IntervalGame::generate(family, seed, size).unwrap();
            let compared = check_solvers::<IntervalGame>(&input, 2_000);
            assert!(compared.positions > 0, "{family}");
        }
    }
}

/// Full-size files of the families that make long games.
#[test]
#[ignore = "large: CI runs it with --ignored"]
fn full_size_files() {
    for family in [Family::Max, Family::EveryShort] {
        let input = IntervalGame::generate(family, 9, Size::default()).unwrap();
        let compared = check_solvers::<IntervalGame>(&input, 5_000);
        assert!(compared.positions > 1000, "{family}");
    }
}
