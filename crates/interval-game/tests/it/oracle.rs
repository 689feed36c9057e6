//! The oracle: the game's rules as the crate states them for the rules
//! layer (`Rules` and `Impartial` for `interval_game::Board`), solved by common-io's
//! generic Sprague–Grundy solver (`common_io::rules::Nimbers`), which
//! shares nothing with the kernel; checked here against a plain search of
//! the statement's game over the sets of chosen intervals (who cannot move
//! loses), with no Grundy values at all.

use std::collections::HashMap;

use common_io::rules::{Nimbers, Rules, Solution};
use common_io::{Resources, SplitMix64};
use interval_game::{Board, Interval};

/// Whether the first player wins the case of `intervals` (pairs `L R`),
/// from the rules.
pub(crate) fn alice_wins(intervals: &[(u32, u32)]) -> bool {
    let rules = board(intervals);
    let start = rules.start();
    let solved = Nimbers::solve(rules, &Resources::default()).unwrap();
    solved.grundy(&start).unwrap().0 != 0
}

pub(crate) fn board(intervals: &[(u32, u32)]) -> Board {
    Board::new(
        intervals
            .iter()
            .map(|&(left, right)| Interval { left, right })
            .collect(),
    )
    .unwrap()
}

/// Whether the player to move wins when the intervals of `chosen` (a bit
/// per interval of `intervals`) are chosen: some interval meeting none of
/// them (half-open: `[a, b)` and `[c, d)` meet when `a < d` and `c < b`)
/// leads to a loss for the other player.
fn wins(intervals: &[(u32, u32)], chosen: u32, memo: &mut HashMap<u32, bool>) -> bool {
    if let Some(&known) = memo.get(&chosen) {
        return known;
    }
    let meets = |k: usize| {
        (0..intervals.len()).any(|j| {
            chosen >> j & 1 == 1
                && intervals[k].0 < intervals[j].1
                && intervals[j].0 < intervals[k].1
        })
    };
    let win = (0..intervals.len()).any(|k| !meets(k) && !wins(intervals, chosen | 1 << k, memo));
    memo.insert(chosen, win);
    win
}

/// The plain search's answer: whether Alice wins.
pub(crate) fn alice_wins_by_search(intervals: &[(u32, u32)]) -> bool {
    wins(intervals, 0, &mut HashMap::new())
}

#[test]
fn the_sample_cases() {
    let cases: [(&[(u32, u32)], bool); 5] = [
        (&[(53, 98), (8, 43), (12, 53)], false),
        (
            &[
                (4, 7),
                (5, 7),
                (3, 7),
                (4, 5),
                (5, 8),
                (6, 9),
                (4, 8),
                (5, 10),
                (1, 9),
                (5, 10),
            ],
            true,
        ),
        (&[(58, 98), (11, 29)], false),
        (
            &[(79, 83), (44, 83), (38, 74), (49, 88), (18, 45), (64, 99)],
            true,
        ),
        (&[(5, 9)], true),
    ];
    for (intervals, alice) in cases {
        assert_eq!(alice_wins(intervals), alice, "{intervals:?}");
        assert_eq!(alice_wins_by_search(intervals), alice, "{intervals:?}");
    }
}

/// Worked out by hand: touching intervals do not meet (two moves: Bob
/// makes the last); an interval listed twice is one move; one interval
/// meeting all the others wins at once.
#[test]
fn cases_worked_out_by_hand() {
    assert!(!alice_wins(&[(1, 3), (3, 5)]));
    assert!(alice_wins(&[(1, 3), (1, 3)]));
    assert!(alice_wins(&[(1, 3), (3, 5), (2, 4)]));
    assert!(!alice_wins(&[(1, 2), (2, 3), (3, 4), (4, 5)]));
}

#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn the_oracle_agrees_with_a_plain_search() {
    let mut rng = SplitMix64::new(5);
    let mut alice = 0;
    for _ in 0..3000 {
        let n = rng.range_usize(1, 10);
        let reach = rng.range(2, 12) as u32;
        let intervals: Vec<(u32, u32)> = (0..n)
            .map(|_| {
                let left = rng.range(1, u64::from(reach - 1)) as u32;
                let right = rng.range(u64::from(left + 1), u64::from(reach)) as u32;
                (left, right)
            })
            .collect();
        let by_rules = alice_wins(&intervals);
        assert_eq!(by_rules, alice_wins_by_search(&intervals), "{intervals:?}");
        alice += usize::from(by_rules);
    }
    // Both winners are met.
    assert!(alice > 300 && alice < 2700, "{alice}");
}
