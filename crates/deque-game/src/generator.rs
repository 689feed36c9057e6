//! Test generators: random rows from a seed, by family, and the shrinking
//! of a failing row ([`crate::DequeGame`]'s
//! [`Game::generate`](common_io::game::Game::generate) and
//! [`Game::shrink`](common_io::game::Game::shrink), which `cargo xtask gen`
//! and `cargo xtask stress` use).
//!
//! Every family is a pure function of its seed and [`Size`]: the generator
//! is [`SplitMix64`], so the same seed gives the same row on every
//! machine. A row is one row of `N` columns: the columns override `N` (up
//! to [`MAX_LEN`]), which is otherwise drawn from `1..=3000` (the judge's
//! limits, so the rows pass [`crate::validate`]); a row count other than
//! 1 is refused.
//!
//! ```
//! use deque_game::generator::{Family, generate, shrink};
//! use common_io::game::Size;
//!
//! let board = generate(Family::Alternating, 7, Size { rows: None, cols: Some(6) })?;
//! assert_eq!(board.values(), [1000000000, 1, 1000000000, 1, 1000000000, 1]);
//! // Shrinking: shorter rows first.
//! assert!(shrink(&board)[0].len() < 6);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use common_io::SplitMix64;
use common_io::game::{self, Axis, GenError, Size, pick_size};

use crate::{Board, JUDGE_MAX_LEN, JUDGE_MAX_VALUE, MAX_LEN};

common_io::families! {
    /// A family of generated rows.
    pub enum Family {
        /// Random lengths in `1..=3000` and numbers up to a random scale
        /// among 1, 10, 1000 and 10^9 (small scales make ties likely).
        Random = "random",
        /// The judge's longest rows: 3000 numbers up to 10^9 (answers past
        /// 32 bits).
        Max = "max",
        /// Random lengths, every number the same: 1, 10^9, or any.
        Equal = "equal",
        /// Random lengths, 10^9 and 1 alternating (the fourth sample's
        /// pattern, longer: answers past 32 bits, which a total held in 32
        /// bits wraps).
        Alternating = "alternating",
        /// Rows where taking the larger end loses the most: of
        /// [`TRAP_CANDIDATES`] random rows, the one where two greedy
        /// players end furthest from the optimal difference.
        GreedyTrap = "greedy-trap",
    }
}

/// How many rows the `greedy-trap` family solves for each row it keeps.
pub const TRAP_CANDIDATES: usize = 16;

/// The crate's limits, for the size error.
const LIMITS: &str = "one row of 1 <= N <= 20000 numbers";

/// One row of `family` from `seed`.
pub fn generate(family: Family, seed: u64, size: Size) -> Result<Board, GenError> {
    let name = game::Families::name(family);
    if size.rows.is_some_and(|r| r != 1) {
        return Err(GenError::Fixed {
            family: name,
            side: Axis::Rows,
        });
    }
    let mut rng = SplitMix64::new(seed);
    let fixed = (family == Family::Max).then_some(JUDGE_MAX_LEN);
    let one_row = Size {
        rows: Some(1),
        cols: size.cols,
    };
    let (_, n) = pick_size(&mut rng, one_row, fixed, JUDGE_MAX_LEN, |_, n| n <= MAX_LEN).ok_or(
        GenError::Size {
            family: name,
            rows: 1,
            cols: size.cols.unwrap_or(0),
            limits: LIMITS,
        },
    )?;
    let values = match family {
        Family::Random => {
            let scale = *rng.pick(&[1, 10, 1000, JUDGE_MAX_VALUE]).unwrap_or(&1);
            random(&mut rng, n, scale)
        }
        Family::Max => random(&mut rng, n, JUDGE_MAX_VALUE),
        Family::Equal => {
            let v = match rng.below(3) {
                0 => 1,
                1 => JUDGE_MAX_VALUE,
                _ => rng.range_i64(1, JUDGE_MAX_VALUE),
            };
            vec![v; n]
        }
        Family::Alternating => (0..n)
            .map(|i| if i % 2 == 0 { JUDGE_MAX_VALUE } else { 1 })
            .collect(),
        Family::GreedyTrap => {
            let mut best = (i64::MIN, Vec::new());
            for _ in 0..TRAP_CANDIDATES {
                let scale = *rng.pick(&[10, 1000, JUDGE_MAX_VALUE]).unwrap_or(&10);
                let values = random(&mut rng, n, scale);
                let miss = (optimal(&values) - greedy(&values)).abs();
                if miss > best.0 {
                    best = (miss, values);
                }
            }
            best.1
        }
    };
    match Board::new(values) {
        Ok(board) => Ok(board),
        Err(e) => unreachable!("a generated row is within the limits: {e}"),
    }
}

/// `n` numbers drawn uniformly from `1..=scale`.
fn random(rng: &mut SplitMix64, n: usize, scale: i64) -> Vec<i64> {
    (0..n).map(|_| rng.range_i64(1, scale)).collect()
}

/// Taro's total minus Jiro's when both always take the larger end (the
/// first on a tie).
pub fn greedy(values: &[i64]) -> i64 {
    let (mut left, mut right) = (0, values.len());
    let (mut difference, mut sign) = (0, 1);
    while left < right {
        let taken = if values[left] >= values[right - 1] {
            left += 1;
            values[left - 1]
        } else {
            right -= 1;
            values[right]
        };
        difference += sign * taken;
        sign = -sign;
    }
    difference
}

/// The optimal difference, by the recurrence on stretches (written here
/// again, apart from the kernel, for choosing rows).
fn optimal(values: &[i64]) -> i64 {
    let n = values.len();
    let mut best = vec![0i64; n + 1];
    for k in 1..=n {
        for l in 0..=n - k {
            best[l] = (values[l] - best[l + 1]).max(values[l + k - 1] - best[l]);
        }
    }
    best[0]
}

/// Strictly smaller rows derived from `board`, the most promising first:
/// shorter rows (either half, one end less, and, for rows of up to 64
/// numbers, one number less anywhere), then the same length with smaller
/// numbers (all halved, all 1, one number set to 1).
pub fn shrink(board: &Board) -> Vec<Board> {
    let values = board.values();
    let n = values.len();
    let mut out: Vec<Board> = Vec::new();
    let mut push = |values: Vec<i64>| {
        if let Ok(board) = Board::new(values)
            && !out.contains(&board)
        {
            out.push(board);
        }
    };
    if n > 1 {
        push(values[..n / 2].to_vec());
        push(values[n / 2..].to_vec());
        push(values[1..].to_vec());
        push(values[..n - 1].to_vec());
        if n <= 64 {
            for i in 1..n - 1 {
                let mut fewer = values.to_vec();
                fewer.remove(i);
                push(fewer);
            }
        }
    }
    if values.iter().any(|&v| v > 1) {
        push(values.iter().map(|&v| (v / 2).max(1)).collect());
        push(vec![1; n]);
        if n <= 64 {
            for i in 0..n {
                if values[i] > 1 {
                    let mut smaller = values.to_vec();
                    smaller[i] = 1;
                    push(smaller);
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use common_io::game::Families;

    fn default(family: Family, seed: u64) -> Board {
        generate(family, seed, Size::default()).unwrap()
    }

    #[test]
    #[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
    fn every_family_is_valid_for_the_judge() {
        for &family in Family::ALL {
            for seed in 0..5 {
                let board = default(family, seed);
                let text = board.to_string();
                assert!(crate::validate(text.as_bytes()).is_ok(), "{family} {seed}");
                assert_eq!(generate(family, seed, Size::default()).unwrap(), board);
            }
        }
        assert_eq!(default(Family::Max, 1).len(), JUDGE_MAX_LEN);
    }

    #[test]
    fn sizes_are_overridden_and_refused_past_the_limits() {
        let size = |rows, cols| Size { rows, cols };
        let board = generate(Family::Random, 1, size(None, Some(5000))).unwrap();
        assert_eq!(board.len(), 5000);
        assert!(generate(Family::Random, 1, size(Some(2), Some(5))).is_err());
        assert!(generate(Family::Random, 1, size(None, Some(MAX_LEN + 1))).is_err());
        assert!(
            generate(Family::Max, 1, size(Some(1), Some(7)))
                .unwrap()
                .len()
                == 7
        );
    }

    /// The greedy trap keeps a row where greedy play is wrong; the
    /// families' contents are what they say.
    #[test]
    fn the_families_hold_what_they_say() {
        for seed in 0..5 {
            let trap = generate(
                Family::GreedyTrap,
                seed,
                Size {
                    rows: None,
                    cols: Some(12),
                },
            )
            .unwrap();
            assert_ne!(greedy(trap.values()), optimal(trap.values()), "{seed}");
            let equal = default(Family::Equal, seed);
            assert!(equal.values().iter().all(|&v| v == equal.values()[0]));
            let alternating = default(Family::Alternating, seed);
            assert!(
                alternating
                    .values()
                    .iter()
                    .step_by(2)
                    .all(|&v| v == JUDGE_MAX_VALUE)
            );
        }
        assert_eq!(greedy(&[10, 80, 90, 30]), 30 - 90 + 80 - 10);
        assert_eq!(optimal(&[4, 2, 9, 7, 1, 5]), 2);
    }

    #[test]
    fn shrink_candidates_are_valid_and_strictly_smaller() {
        for &family in Family::ALL {
            for seed in 0..5 {
                let board = generate(
                    family,
                    seed,
                    Size {
                        rows: None,
                        cols: Some(20),
                    },
                )
                .unwrap();
                let sum: i64 = board.values().iter().sum();
                for smaller in shrink(&board) {
                    let text = smaller.to_string();
                    assert_eq!(text.parse::<Board>().as_ref(), Ok(&smaller), "{text}");
                    let smaller_sum: i64 = smaller.values().iter().sum();
                    assert!(smaller.len() < board.len() || smaller_sum < sum, "{text}");
                }
            }
        }
        assert!(shrink(&Board::new(vec![1]).unwrap()).is_empty());
    }
}
