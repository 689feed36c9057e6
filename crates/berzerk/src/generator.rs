//! Test generators: boards from a seed, by family, and the shrinking of a
//! failing board ([`crate::Berzerk`]'s
//! [`Game::generate`](common_io::game::Game::generate) and
//! [`Game::shrink`](common_io::game::Game::shrink), which `cargo xtask gen`
//! and `cargo xtask stress` use).
//!
//! Every family is a pure function of its seed and [`Size`]: the generator
//! is [`SplitMix64`], so the same seed gives the same board on every
//! machine. A board is one row of `n` objects: the columns override `n`
//! (up to [`MAX_OBJECTS`]), which is otherwise drawn from `2..=7000` (the
//! judge's limits, so the boards pass [`crate::validate`]); a row count
//! other than 1 is refused.
//!
//! ```
//! use berzerk::generator::{Family, generate};
//! use common_io::game::Size;
//!
//! let board = generate(Family::Single, 7, Size { rows: None, cols: Some(100) })?;
//! assert_eq!(board.objects(), 100);
//! assert_eq!((board.rick().len(), board.morty().len()), (1, 1));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use common_io::SplitMix64;
use common_io::game::{self, Axis, GenError, Size, Wdl, pick_size};

use crate::{Board, JUDGE_MAX_OBJECTS, MAX_OBJECTS};

common_io::families! {
    /// A family of generated boards.
    pub enum Family {
        /// Random `n` up to 7000; each set of a random size (a few numbers,
        /// or up to `n - 1`).
        Random = "random",
        /// The judge's largest boards: `n = 7000`, sets of random sizes
        /// up to 6999 (the textbook's most work).
        Max = "max",
        /// Both sets of all `n - 1` numbers: every start is a win (the
        /// mover jumps straight in).
        Full = "full",
        /// Sets of one number each: loops everywhere the numbers cannot
        /// bring the monster home.
        Single = "single",
        /// Sets of multiples of a divisor `d` of `n` (and of `n - d` ...):
        /// the monster stays on its class mod `d`, so most starts loop and
        /// the class of the black hole wins or loses.
        LoopHeavy = "loop-heavy",
        /// Large sets (nine tenths to all of `1..n`): the mover can most
        /// often jump straight in, loops are rare, losses few.
        LoopRare = "loop-rare",
        /// Small sets (2 to 4 numbers up to 8) on long circles: the monster
        /// creeps round, long games, every verdict.
        Small = "small",
        /// Boards where Rick, moving first from object 2 (the start
        /// `--moves` and the explorer play from), loses: searched with the
        /// solver among [`LOSE_TRIES`] boards of sets of 1 to 4 numbers
        /// (the last one drawn when none is found).
        Lose = "lose",
    }
}

/// How many boards the `lose` family tries, at most.
pub const LOSE_TRIES: usize = 200;

/// The crate's limits, for the size error.
const LIMITS: &str = "one row of 2 <= n <= 20000 objects";

/// One board of `family` from `seed`.
pub fn generate(family: Family, seed: u64, size: Size) -> Result<Board, GenError> {
    let name = game::Families::name(family);
    if size.rows.is_some_and(|r| r != 1) {
        return Err(GenError::Fixed {
            family: name,
            side: Axis::Rows,
        });
    }
    let mut rng = SplitMix64::new(seed);
    let fixed = (family == Family::Max).then_some(JUDGE_MAX_OBJECTS as usize);
    let one_row = Size {
        rows: Some(1),
        cols: size.cols,
    };
    let fits = |_: usize, n: usize| (2..=MAX_OBJECTS as usize).contains(&n);
    let (_, n) = pick_size(&mut rng, one_row, fixed, JUDGE_MAX_OBJECTS as usize, fits).ok_or(
        GenError::Size {
            family: name,
            rows: 1,
            cols: size.cols.unwrap_or(0),
            limits: LIMITS,
        },
    )?;
    let n = n as u32;
    let set = |rng: &mut SplitMix64| -> Vec<u32> {
        match family {
            Family::Random => {
                let k = if rng.chance(1, 2) {
                    rng.range(1, 5.min(u64::from(n - 1))) as u32
                } else {
                    rng.range(1, u64::from(n - 1)) as u32
                };
                distinct(rng, n, k, 1)
            }
            Family::Max => {
                let k = rng.range(1, u64::from(n - 1)) as u32;
                distinct(rng, n, k, 1)
            }
            Family::Full => {
                let mut all: Vec<u32> = (1..n).collect();
                rng.shuffle(&mut all);
                all
            }
            Family::Single => distinct(rng, n, 1, 1),
            Family::LoopHeavy => {
                let divisors: Vec<u32> = (2..n).filter(|&d| n.is_multiple_of(d)).collect();
                match rng.pick(&divisors) {
                    Some(&d) => {
                        let k = rng.range(1, u64::from((n - 1) / d).min(5)) as u32;
                        distinct(rng, n, k, d)
                    }
                    None => distinct(rng, n, 1, 1),
                }
            }
            Family::LoopRare => {
                let k = rng.range(u64::from(n - 1 - (n - 1) / 10), u64::from(n - 1)) as u32;
                distinct(rng, n, k, 1)
            }
            Family::Small => {
                let k = rng.range(2, 4).min(u64::from(n - 1)) as u32;
                distinct(rng, n.min(9), k, 1)
            }
            Family::Lose => unreachable!("searched apart"),
        }
    };
    if family == Family::Lose {
        return Ok(lose(&mut rng, n));
    }
    let rick = set(&mut rng);
    let morty = set(&mut rng);
    match Board::new(n, rick, morty) {
        Ok(board) => Ok(board),
        Err(e) => unreachable!("a generated board is within the limits: {e}"),
    }
}

/// A board of `n` objects where Rick loses from object 2, moving first, if
/// one of [`LOSE_TRIES`] random ones is (else the last drawn): sets of 1
/// to 4 numbers, up to 8 or from all of `1..n`.
fn lose(rng: &mut SplitMix64, n: u32) -> Board {
    let mut board = None;
    for _ in 0..LOSE_TRIES {
        let bound = if rng.chance(1, 2) { n.min(9) } else { n };
        let set = |rng: &mut SplitMix64| {
            let k = rng.range(1, 4).min(u64::from(bound - 1)) as u32;
            distinct(rng, bound, k, 1)
        };
        let (rick, morty) = (set(rng), set(rng));
        let drawn = match Board::new(n, rick, morty) {
            Ok(board) => board,
            Err(e) => unreachable!("a generated board is within the limits: {e}"),
        };
        let loses = crate::answer(&crate::analyze(&drawn)).rick[0] == Wdl::Loss;
        board = Some(drawn);
        if loses {
            break;
        }
    }
    match board {
        Some(board) => board,
        None => unreachable!("at least one board is drawn"),
    }
}

/// `k` distinct multiples of `step` from `1..n` (as many as there are, if
/// fewer), in random order.
fn distinct(rng: &mut SplitMix64, n: u32, k: u32, step: u32) -> Vec<u32> {
    let mut all: Vec<u32> = (1..n).filter(|x| x.is_multiple_of(step)).collect();
    rng.shuffle(&mut all);
    all.truncate((k as usize).max(1));
    all
}

/// Strictly smaller boards derived from `board`, the most promising
/// first: a smaller circle (half as many objects, one fewer; the numbers
/// that no longer fit dropped), then fewer numbers in a set (either half,
/// and one fewer for sets of up to 30).
pub fn shrink(board: &Board) -> Vec<Board> {
    let n = board.objects();
    let (rick, morty) = (board.rick(), board.morty());
    let mut out: Vec<Board> = Vec::new();
    let mut push = |n: u32, rick: Vec<u32>, morty: Vec<u32>| {
        if let Ok(board) = Board::new(n, rick, morty)
            && !out.contains(&board)
        {
            out.push(board);
        }
    };
    for smaller in [n / 2, n - 1] {
        if smaller >= 2 {
            let fit = |set: &[u32]| set.iter().copied().filter(|&x| x < smaller).collect();
            push(smaller, fit(rick), fit(morty));
        }
    }
    for (k, set) in [rick, morty].into_iter().enumerate() {
        let mut candidates = Vec::new();
        if set.len() > 1 {
            candidates.push(set[..set.len() / 2].to_vec());
            candidates.push(set[set.len() / 2..].to_vec());
            if set.len() <= 30 {
                for i in 0..set.len() {
                    let mut fewer = set.to_vec();
                    fewer.remove(i);
                    candidates.push(fewer);
                }
            }
        }
        for fewer in candidates {
            if k == 0 {
                push(n, fewer, morty.to_vec());
            } else {
                push(n, rick.to_vec(), fewer);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::analyze;
    use common_io::game::Families;

    #[test]
    fn every_family_is_valid_for_the_judge() {
        for &family in Family::ALL {
            for seed in 0..3 {
                let board = generate(family, seed, Size::default()).unwrap();
                assert!(
                    crate::validate(board.to_string().as_bytes()).is_ok(),
                    "{family} {seed}"
                );
                assert_eq!(generate(family, seed, Size::default()).unwrap(), board);
            }
        }
        assert_eq!(
            generate(Family::Max, 1, Size::default()).unwrap().objects(),
            JUDGE_MAX_OBJECTS
        );
        assert!(
            generate(
                Family::Random,
                1,
                Size {
                    rows: Some(2),
                    cols: Some(5)
                }
            )
            .is_err()
        );
        assert!(
            generate(
                Family::Random,
                1,
                Size {
                    rows: None,
                    cols: Some(1)
                }
            )
            .is_err()
        );
    }

    /// Every verdict on large boards; loops common on `loop-heavy`, rare
    /// on `loop-rare`; full sets win everywhere.
    #[test]
    fn the_families_make_every_verdict() {
        let share = |family, seed| {
            let board = generate(
                family,
                seed,
                Size {
                    rows: None,
                    cols: Some(600),
                },
            )
            .unwrap();
            let answer = crate::answer(&analyze(&board));
            let all: Vec<Wdl> = answer.rick.iter().chain(&answer.morty).copied().collect();
            let part = |v| all.iter().filter(|&&w| w == v).count() as f64 / all.len() as f64;
            (part(Wdl::Win), part(Wdl::Loss), part(Wdl::Draw))
        };
        let (win, _, _) = share(Family::Full, 1);
        assert_eq!(win, 1.0);
        for seed in 0..4 {
            let board = generate(
                Family::Lose,
                seed,
                Size {
                    rows: None,
                    cols: Some(600),
                },
            )
            .unwrap();
            assert_eq!(crate::answer(&analyze(&board)).rick[0], Wdl::Loss, "{seed}");
        }
        let heavy = (0..4).map(|s| share(Family::LoopHeavy, s).2).sum::<f64>() / 4.0;
        let rare = (0..4).map(|s| share(Family::LoopRare, s).2).sum::<f64>() / 4.0;
        assert!(heavy > 0.4 && rare < 0.1, "{heavy} {rare}");
        let small: Vec<(f64, f64, f64)> = (0..4).map(|s| share(Family::Small, s)).collect();
        assert!(
            small.iter().any(|s| s.0 > 0.0)
                && small.iter().any(|s| s.1 > 0.0)
                && small.iter().any(|s| s.2 > 0.0),
            "{small:?}"
        );
    }

    #[test]
    fn shrink_candidates_are_valid_and_strictly_smaller() {
        for &family in Family::ALL {
            let board = generate(
                family,
                2,
                Size {
                    rows: None,
                    cols: Some(40),
                },
            )
            .unwrap();
            let size = |b: &Board| (b.objects(), b.rick().len() + b.morty().len());
            for smaller in shrink(&board) {
                assert_eq!(smaller.to_string().parse::<Board>().as_ref(), Ok(&smaller));
                let (a, b) = (size(&smaller), size(&board));
                assert!(a.0 < b.0 || (a.0 == b.0 && a.1 < b.1), "{smaller}");
            }
        }
    }
}
