//! Test generators: judge files from a seed, by family, and the shrinking
//! of a failing file ([`crate::IntervalGame`]'s
//! [`Game::generate`](common_io::game::Game::generate) and
//! [`Game::shrink`](common_io::game::Game::shrink), which `cargo xtask gen`
//! and `cargo xtask stress` use).
//!
//! Every family is a pure function of its seed and [`Size`]: the generator
//! is [`SplitMix64`], so the same seed gives the same file on every
//! machine. A case's size is its number of intervals `N` (the rows) and
//! the unit stretches `[x, x + 1)` of the line it may use (the columns:
//! ends up to one more): both are otherwise drawn from the judge's limits
//! (`N <= 100`, ends up to 100; files of up to 20 cases, so they pass
//! [`crate::validate`]), and may be overridden up to the crate's (200
//! intervals, 199 stretches). Uniformly random ends make long intervals, which
//! end most games in a move or two: the families favour short ones.
//!
//! ```
//! use interval_game::generator::{Family, generate};
//! use common_io::game::Size;
//!
//! let input = generate(Family::Disjoint, 7, Size { rows: Some(5), cols: Some(30) })?;
//! let case = &input.cases[0];
//! assert_eq!(case.intervals().len(), 5);
//! assert!(case.reach() <= 31);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use common_io::SplitMix64;
use common_io::game::{self, GenError, Size, pick_size};

use crate::analysis::analyze;
use crate::position::{Interval, Side};
use crate::{
    Board, IntervalGame, JUDGE_MAX_CASES, JUDGE_MAX_COORD, JUDGE_MAX_INTERVALS, JudgeInput,
    MAX_COORD, MAX_INTERVALS,
};

common_io::families! {
    /// A family of generated judge files.
    pub enum Family {
        /// 1 to 20 cases of random sizes; intervals mostly short (length 1
        /// to 3 half the time, up to 10 most of the rest).
        Random = "random",
        /// The judge's largest files: 20 cases of 100 intervals with ends
        /// up to 100, of length 1 to 10; both winners appear.
        Max = "max",
        /// 20 cases of random sizes whose every interval has length 1 to 3:
        /// many touching intervals (which a closed-interval reading gets
        /// wrong) and high Grundy values.
        Short = "short",
        /// 20 cases of nested intervals: chains `[a, b)`, `[a + 1, b - 1)`,
        /// ... and short intervals among them.
        Nested = "nested",
        /// 20 cases of pairwise disjoint intervals (touching ones among
        /// them), repeats allowed: the winner is the parity of the distinct
        /// intervals.
        Disjoint = "disjoint",
        /// 20 cases that Bob wins (the start's Grundy value 0), searched
        /// among short-interval cases with the solver.
        Bob = "bob",
        /// 20 cases each holding every interval of two or three lengths
        /// from 1 to 6 over a stretch of the line: Grundy values of 5 and
        /// more, which a capped mex misses.
        EveryShort = "every-short",
    }
}

/// The crate's limits, for the size error.
const LIMITS: &str = "1 <= N <= 200 intervals, ends up to 200";

/// How many random cases the `bob` family tries for each case it keeps,
/// at most (a case not found is left as drawn).
const BOB_TRIES: usize = 200;

/// One judge file of `family` from `seed`.
pub fn generate(family: Family, seed: u64, size: Size) -> Result<JudgeInput, GenError> {
    let mut rng = SplitMix64::new(seed);
    // The columns are the unit stretches of the line: ends up to one more.
    let fits = |n: usize, cols: usize| {
        (1..=MAX_INTERVALS).contains(&n) && (1..MAX_COORD as usize).contains(&cols)
    };
    let judge_side = JUDGE_MAX_INTERVALS;
    if !fits(size.rows.unwrap_or(1), size.cols.unwrap_or(1)) {
        return Err(size_error(family, size));
    }
    let count = match family {
        Family::Random => rng.range_usize(1, JUDGE_MAX_CASES),
        _ => JUDGE_MAX_CASES,
    };
    let mut cases = Vec::with_capacity(count);
    for _ in 0..count {
        let (n, cols) = if family == Family::Max {
            let judge_cols = JUDGE_MAX_COORD as usize - 1;
            let (n, cols) = (
                size.rows.unwrap_or(judge_side),
                size.cols.unwrap_or(judge_cols),
            );
            (n, cols)
        } else {
            pick_size(&mut rng, size, None, JUDGE_MAX_COORD as usize - 1, fits)
                .ok_or_else(|| size_error(family, size))?
        };
        let reach = cols as u32 + 1;
        let intervals = match family {
            Family::Random => {
                let max_len = *rng.pick(&[3, 10, reach]).unwrap_or(&3);
                random_intervals(&mut rng, n, reach, max_len)
            }
            Family::Max => random_intervals(&mut rng, n, reach, 10),
            Family::Short => random_intervals(&mut rng, n, reach, 3),
            Family::Nested => nested(&mut rng, n, reach),
            Family::Disjoint => disjoint(&mut rng, n, reach),
            Family::Bob => bob(&mut rng, n, reach),
            Family::EveryShort => every_short(&mut rng, n, reach),
        };
        cases.push(board(reaching(intervals, reach)));
    }
    Ok(JudgeInput { cases })
}

/// `intervals` with the one that ends last stretched to end at `reach`, so
/// that the case's size is the one asked for (a disjoint family already
/// ends there).
fn reaching(mut intervals: Vec<Interval>, reach: u32) -> Vec<Interval> {
    if let Some(last) = intervals.iter_mut().max_by_key(|i| i.right)
        && last.right < reach
    {
        last.right = reach;
    }
    intervals
}

fn size_error(family: Family, size: Size) -> GenError {
    GenError::Size {
        family: game::Families::name(family),
        rows: size.rows.unwrap_or(0),
        cols: size.cols.unwrap_or(0),
        limits: LIMITS,
    }
}

fn board(intervals: Vec<Interval>) -> Board {
    match Board::new(intervals) {
        Ok(board) => board,
        Err(e) => unreachable!("a generated case is within the limits: {e}"),
    }
}

/// An interval of length `1..=max_len` (at most `reach - 1`) within
/// `[1, reach)`.
fn short(rng: &mut SplitMix64, reach: u32, max_len: u32) -> Interval {
    let len = rng.range(1, u64::from(max_len.clamp(1, reach - 1))) as u32;
    let left = rng.range(1, u64::from(reach - len)) as u32;
    Interval {
        left,
        right: left + len,
    }
}

fn random_intervals(rng: &mut SplitMix64, n: usize, reach: u32, max_len: u32) -> Vec<Interval> {
    (0..n).map(|_| short(rng, reach, max_len)).collect()
}

/// Chains of nested intervals, each one inside the one before, and short
/// intervals among them; shuffled.
fn nested(rng: &mut SplitMix64, n: usize, reach: u32) -> Vec<Interval> {
    let mut intervals = Vec::with_capacity(n);
    while intervals.len() < n {
        if rng.chance(1, 3) {
            intervals.push(short(rng, reach, 3));
            continue;
        }
        let outer = short(rng, reach, reach);
        let (mut left, mut right) = (outer.left, outer.right);
        while left < right && intervals.len() < n {
            intervals.push(Interval { left, right });
            left += rng.range(0, 1) as u32 + 1;
            right = right.saturating_sub(rng.range(0, 1) as u32);
        }
    }
    rng.shuffle(&mut intervals);
    intervals
}

/// Pairwise disjoint intervals: the line cut at random points, some pieces
/// kept (a piece may be listed twice).
fn disjoint(rng: &mut SplitMix64, n: usize, reach: u32) -> Vec<Interval> {
    let mut cuts: Vec<u32> = (2..reach).filter(|_| rng.chance(1, 2)).collect();
    cuts.insert(0, 1);
    cuts.push(reach);
    let pieces: Vec<Interval> = cuts
        .windows(2)
        .map(|w| Interval {
            left: w[0],
            right: w[1],
        })
        .collect();
    // The last piece once (the case reaches the end of the line), the
    // rest drawn.
    let last = pieces[pieces.len() - 1];
    let mut chosen: Vec<Interval> = std::iter::once(last)
        .chain((1..n).map(|_| *rng.pick(&pieces).unwrap_or(&last)))
        .collect();
    rng.shuffle(&mut chosen);
    chosen
}

/// A short-interval case that Bob wins, if one of [`BOB_TRIES`] random
/// ones is (else the last drawn).
fn bob(rng: &mut SplitMix64, n: usize, reach: u32) -> Vec<Interval> {
    let mut intervals = Vec::new();
    for _ in 0..BOB_TRIES {
        let max_len = *rng.pick(&[2, 3, 5]).unwrap_or(&3);
        intervals = reaching(random_intervals(rng, n, reach, max_len), reach);
        if IntervalGame::answer(&analyze(&board(intervals.clone()))) == Side::Bob {
            break;
        }
    }
    intervals
}

/// Every interval of two or three lengths from 1 to 6 over a stretch of
/// the line, as many as `n` allows (the first `n` by `L`), shuffled.
fn every_short(rng: &mut SplitMix64, n: usize, reach: u32) -> Vec<Interval> {
    let mut lengths: Vec<u32> = (1..=6).collect();
    rng.shuffle(&mut lengths);
    let lengths = &lengths[..rng.range_usize(2, 3)];
    let mut intervals: Vec<Interval> = (1..reach)
        .flat_map(|left| {
            lengths.iter().map(move |&len| Interval {
                left,
                right: left + len,
            })
        })
        .filter(|i| i.right <= reach)
        .take(n)
        .collect();
    if intervals.is_empty() {
        intervals.push(Interval { left: 1, right: 2 });
    }
    rng.shuffle(&mut intervals);
    intervals
}

/// Strictly smaller files derived from `input`, the most promising first:
/// each case alone (for a file of several), then, for one case, fewer
/// intervals (either half, and one fewer for cases of up to 40), shorter
/// intervals (one shortened by 1) and the line shifted left when no
/// interval starts at 1.
pub fn shrink(input: &JudgeInput) -> Vec<JudgeInput> {
    let mut out: Vec<JudgeInput> = Vec::new();
    let mut push = |cases: Vec<Board>| {
        let input = JudgeInput { cases };
        if !out.contains(&input) {
            out.push(input);
        }
    };
    if input.cases.len() > 1 {
        let half = input.cases.len() / 2;
        push(input.cases[..half].to_vec());
        push(input.cases[half..].to_vec());
        for case in &input.cases {
            push(vec![case.clone()]);
        }
        return out;
    }
    let Some(case) = input.cases.first() else {
        return out;
    };
    let intervals = case.intervals();
    let n = intervals.len();
    let mut fewer = |list: Vec<Interval>| {
        if let Ok(board) = Board::new(list) {
            push(vec![board]);
        }
    };
    if n > 1 {
        fewer(intervals[..n / 2].to_vec());
        fewer(intervals[n / 2..].to_vec());
        if n <= 40 {
            for k in 0..n {
                let mut list = intervals.to_vec();
                list.remove(k);
                fewer(list);
            }
        }
    }
    let lowest = intervals.iter().map(|i| i.left).min().unwrap_or(1);
    if lowest > 1 {
        fewer(
            intervals
                .iter()
                .map(|i| Interval {
                    left: i.left - 1,
                    right: i.right - 1,
                })
                .collect(),
        );
    }
    if n <= 40 {
        for k in 0..n {
            if intervals[k].right - intervals[k].left > 1 {
                let mut list = intervals.to_vec();
                list[k].right -= 1;
                fewer(list);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use common_io::game::Families;

    #[test]
    fn every_family_is_valid_for_the_judge() {
        for &family in Family::ALL {
            for seed in 0..3 {
                let input = generate(family, seed, Size::default()).unwrap();
                let text = input.to_string();
                assert!(
                    crate::validate(text.as_bytes()).is_ok(),
                    "{family} {seed}\n{text}"
                );
                assert_eq!(generate(family, seed, Size::default()).unwrap(), input);
            }
        }
        let max = generate(Family::Max, 1, Size::default()).unwrap();
        assert_eq!(max.cases.len(), JUDGE_MAX_CASES);
        assert!(
            max.cases
                .iter()
                .all(|c| c.intervals().len() == JUDGE_MAX_INTERVALS)
        );
    }

    /// The families hold what they say: both winners on full-size cases,
    /// disjoint intervals, Bob's cases, Grundy values of 5 and more.
    #[test]
    fn the_families_hold_what_they_say() {
        let winners = |family| -> Vec<Side> {
            let input = generate(family, 3, Size::default()).unwrap();
            input
                .cases
                .iter()
                .map(|c| IntervalGame::answer(&analyze(c)))
                .collect()
        };
        let max = winners(Family::Max);
        assert!(
            max.contains(&Side::Alice) && max.contains(&Side::Bob),
            "{max:?}"
        );
        assert!(winners(Family::Bob).iter().all(|&w| w == Side::Bob));
        let disjoint = generate(Family::Disjoint, 3, Size::default()).unwrap();
        for case in &disjoint.cases {
            let distinct = case.distinct();
            for (k, a) in distinct.iter().enumerate() {
                assert!(distinct[k + 1..].iter().all(|b| !a.intersects(*b)));
            }
        }
        let every = generate(Family::EveryShort, 3, Size::default()).unwrap();
        let high = every
            .cases
            .iter()
            .filter(|c| {
                crate::grundy(&analyze(c), &common_io::rules::Rules::start(*c))
                    .unwrap()
                    .0
                    >= 5
            })
            .count();
        assert!(high > 0);
    }

    #[test]
    fn shrink_candidates_are_valid_and_strictly_smaller() {
        let measure = |input: &JudgeInput| -> (usize, usize, u32) {
            let intervals = input.cases.iter().map(|c| c.intervals().len()).sum();
            let ends = input
                .cases
                .iter()
                .flat_map(|c| c.intervals())
                .map(|i| i.left + i.right)
                .sum();
            (input.cases.len(), intervals, ends)
        };
        for &family in Family::ALL {
            let input = generate(
                family,
                1,
                Size {
                    rows: Some(8),
                    cols: Some(20),
                },
            )
            .unwrap();
            let mut current = input;
            // Down to one case, then a few steps more.
            for _ in 0..4 {
                let smaller = shrink(&current);
                for candidate in &smaller {
                    assert_eq!(
                        candidate.to_string().parse::<JudgeInput>().as_ref(),
                        Ok(candidate)
                    );
                    let (a, b) = (measure(candidate), measure(&current));
                    assert!(a.0 < b.0 || (a.0 == b.0 && (a.1 < b.1 || (a.1 == b.1 && a.2 < b.2))));
                }
                match smaller.into_iter().last() {
                    Some(next) => current = next,
                    None => break,
                }
            }
        }
    }
}
