//! The oracle checked on its own: the statement's samples, rows worked out
//! by hand, and a plain minimax over every order of moves (no memo, no
//! rules layer) on random short rows.

use std::collections::VecDeque;

use common_io::SplitMix64;

use crate::oracle::{replay, solve};

/// The best difference for the player to move on `row`, by trying every
/// move to the end of the game.
fn minimax(row: &mut VecDeque<i64>) -> i64 {
    let Some(&front) = row.front() else {
        return 0;
    };
    row.pop_front();
    let take_front = front - minimax(row);
    row.push_front(front);
    let back = row.pop_back().unwrap_or(0);
    let take_back = back - minimax(row);
    row.push_back(back);
    take_front.max(take_back)
}

#[test]
fn the_samples() {
    assert_eq!(solve(&[10, 80, 90, 30]), 10);
    assert_eq!(solve(&[10, 100, 10]), -80);
    assert_eq!(solve(&[10]), 10);
    let alternating: Vec<i64> = (0..10)
        .map(|i| if i % 2 == 0 { 1_000_000_000 } else { 1 })
        .collect();
    assert_eq!(solve(&alternating), 4_999_999_995);
    assert_eq!(solve(&[4, 2, 9, 7, 1, 5]), 2);
}

/// Rows worked out by hand: equal numbers split evenly (Taro gets one
/// more on an odd length); two numbers, the larger for Taro; a row whose
/// large middle number decides the first move.
#[test]
fn rows_worked_out_by_hand() {
    for n in 1..=9 {
        assert_eq!(solve(&vec![7; n]), if n % 2 == 1 { 7 } else { 0 }, "{n}");
    }
    assert_eq!(solve(&[3, 8]), 5);
    // 5 3 100 4: after Taro's 5, whatever Jiro takes (3 or 4), 100 is at
    // an end for Taro: 105 - 7 = 98. Taking 4 first gives Jiro the 100.
    assert_eq!(solve(&[5, 3, 100, 4]), 98);
}

#[test]
fn the_oracle_agrees_with_a_plain_minimax() {
    let mut rng = SplitMix64::new(17);
    for _ in 0..3000 {
        let n = rng.range_usize(1, 10);
        let scale = *rng.pick(&[2, 10, 1_000_000_000]).unwrap();
        let values: Vec<i64> = (0..n).map(|_| rng.range_i64(1, scale)).collect();
        let mut row: VecDeque<i64> = values.iter().copied().collect();
        assert_eq!(solve(&values), minimax(&mut row), "{values:?}");
    }
}

#[test]
fn replay_checks_the_moves() {
    assert_eq!(
        replay(&[10, 80, 90, 30], &[3, 2, 1, 0]),
        Ok(30 - 90 + 80 - 10)
    );
    assert!(replay(&[10, 80, 90, 30], &[1]).is_err());
    assert!(replay(&[10, 80], &[0]).is_err());
    assert!(replay(&[10], &[0, 0]).is_err());
}
