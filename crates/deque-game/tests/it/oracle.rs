//! The oracle: the game's rules as the crate states them for the rules
//! layer (`Rules` and `Scoring` for `deque_game::Board`), solved by common-io's generic
//! negamax (`common_io::rules::Scores`), which shares nothing with the
//! kernel but the board; and the statement played plainly on a
//! double-ended queue, for replaying games.

use std::collections::VecDeque;

use common_io::Resources;
use common_io::rules::{Rules, Scores, Solution};
use deque_game::Board;

/// Taro's total minus Jiro's under optimal play, from the rules.
pub(crate) fn solve(values: &[i64]) -> i64 {
    let rules = Board::new(values.to_vec()).unwrap();
    let start = rules.start();
    let solved = Scores::solve(rules, &Resources::default()).unwrap();
    solved.outcome(&start).unwrap().0
}

/// Replays moves given as 0-based places in the row, each of which must
/// take the number at one end of what is left; Taro's total minus Jiro's,
/// or `Err` at the first illegal move, or if numbers are left at the end.
pub(crate) fn replay(values: &[i64], moves: &[usize]) -> Result<i64, String> {
    let mut row: VecDeque<(usize, i64)> = values.iter().copied().enumerate().collect();
    let mut difference = 0;
    for (k, &place) in moves.iter().enumerate() {
        let taken = if row.front().is_some_and(|&(p, _)| p == place) {
            row.pop_front()
        } else if row.back().is_some_and(|&(p, _)| p == place) {
            row.pop_back()
        } else {
            return Err(format!("move {k}: {place} is not at an end"));
        };
        let value = taken.map_or(0, |(_, v)| v);
        difference += if k % 2 == 0 { value } else { -value };
    }
    if row.is_empty() {
        Ok(difference)
    } else {
        Err(format!("{} numbers left", row.len()))
    }
}
