//! The vocabulary of play: the players, the intervals (the moves), the
//! free stretches of the line, and positions.

use std::fmt;
use std::str::FromStr;

use common_io::game::ParseMoveError;

use crate::board::MAX_COORD;

/// One of the two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// Alice, who moves first.
    Alice,
    /// Bob, who moves second.
    Bob,
}

impl Side {
    /// The other player.
    pub fn other(self) -> Side {
        match self {
            Side::Alice => Side::Bob,
            Side::Bob => Side::Alice,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Alice => "Alice",
            Side::Bob => "Bob",
        })
    }
}

/// A half-open interval `[L, R)` of the line, in the statement's numbers
/// (`1 <= L < R`), which are also its text: `L R`. A move chooses one.
///
/// ```
/// use interval_game::Interval;
///
/// let interval: Interval = "3 7".parse()?;
/// assert_eq!(interval, Interval { left: 3, right: 7 });
/// assert_eq!(interval.to_string(), "3 7");
/// assert!("7 3".parse::<Interval>().is_err());
/// # Ok::<(), common_io::game::ParseMoveError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Interval {
    /// `L`, the first point covered.
    pub left: u32,
    /// `R`, the first point after it.
    pub right: u32,
}

impl Interval {
    /// Whether the two intervals share a point: `[1, 3)` and `[3, 5)` do
    /// not.
    pub fn intersects(self, other: Interval) -> bool {
        self.left < other.right && other.left < self.right
    }
}

impl fmt::Display for Interval {
    /// `L R`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.left, self.right)
    }
}

impl FromStr for Interval {
    type Err = ParseMoveError;

    /// `L R`: two whole numbers, `1 <= L < R`.
    fn from_str(text: &str) -> Result<Interval, ParseMoveError> {
        let numbers: Vec<Option<u32>> = text
            .split_ascii_whitespace()
            .map(|t| {
                t.bytes()
                    .all(|b| b.is_ascii_digit())
                    .then(|| t.parse().ok())
                    .flatten()
            })
            .collect();
        match numbers[..] {
            [Some(left), Some(right)] if 1 <= left && left < right => Ok(Interval { left, right }),
            _ => Err(ParseMoveError {
                text: text.to_string(),
                expected: "L R: an interval's ends, 1 <= L < R",
            }),
        }
    }
}

/// A move: the interval chosen (the contract's name for it).
pub type Move = Interval;

/// The words of a [`Free`] set.
const WORDS: usize = (MAX_COORD as usize).div_ceil(64);

/// Which unit stretches `[x, x + 1)` of the line are free (no chosen
/// interval covers them), for `x` from 1 to `MAX_COORD - 1`, as a bit set
/// held in place. An interval can be chosen exactly when all of its unit
/// stretches are free.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Free([u64; WORDS]);

impl Free {
    /// The stretches from `left` to `right` (`[left, right)`) free, the
    /// rest covered.
    pub fn between(left: u32, right: u32) -> Free {
        Free::span(left, right.min(MAX_COORD))
    }

    /// The bits from `left` to `right` (`[left, right)`, within the
    /// words), a word at a time: the rules solver splits and tests millions
    /// of sets, and one bit at a time took most of its time.
    fn span(left: u32, right: u32) -> Free {
        let (left, right) = (left as usize, (right as usize).min(WORDS * 64));
        let mut span = Free([0; WORDS]);
        for (w, word) in span.0.iter_mut().enumerate() {
            let (low, high) = (left.max(w * 64), right.min(w * 64 + 64));
            if low < high {
                *word = (u64::MAX >> (64 - (high - low))) << (low - w * 64);
            }
        }
        span
    }

    /// Whether every unit stretch of `interval` is free (the stretches
    /// from `MAX_COORD` on never are; an interval without any, `R <= L`,
    /// holds).
    pub fn holds(&self, interval: Interval) -> bool {
        // Its first covered stretch is past it; with none below
        // `MAX_COORD` from its left end on, it must end by `MAX_COORD`.
        match self.first(interval.left, false) {
            Some(covered) => covered >= interval.right,
            None => interval.right <= MAX_COORD.max(interval.left),
        }
    }

    /// The set with `interval`'s stretches covered.
    pub fn without(&self, interval: Interval) -> Free {
        let span = Free::span(interval.left, interval.right);
        let mut free = *self;
        for (word, span) in free.0.iter_mut().zip(span.0) {
            *word &= !span;
        }
        free
    }

    /// The first stretch from `from` on, below `MAX_COORD`, that is free
    /// (`free`) or covered (`!free`).
    fn first(&self, from: u32, free: bool) -> Option<u32> {
        if from >= MAX_COORD {
            return None;
        }
        let flip = if free { 0 } else { u64::MAX };
        let mut w = from as usize / 64;
        let mut word = (self.0[w] ^ flip) & (u64::MAX << (from % 64));
        while word == 0 {
            w += 1;
            word = *self.0.get(w)? ^ flip;
        }
        let x = (w * 64) as u32 + word.trailing_zeros();
        (x < MAX_COORD).then_some(x)
    }

    /// Whether a stretch from `x` on is free.
    pub(crate) fn free_from(&self, x: u32) -> bool {
        self.first(x, true).is_some()
    }

    /// The first maximal run of free stretches, as an interval `[a, b)`.
    pub(crate) fn first_run(&self) -> Option<Interval> {
        let left = self.first(1, true)?;
        let right = self.first(left, false).unwrap_or(MAX_COORD);
        Some(Interval { left, right })
    }

    /// The maximal runs of free stretches, left to right, as intervals:
    /// `[a, b)` for a run from `a` to `b - 1`.
    pub fn runs(&self) -> Vec<Interval> {
        let mut runs = Vec::new();
        let mut from = 1;
        while let Some(left) = self.first(from, true) {
            let right = self.first(left, false).unwrap_or(MAX_COORD);
            runs.push(Interval { left, right });
            from = right;
        }
        runs
    }
}

/// A position: the free stretches of the line, and how many intervals
/// were chosen (Alice moves after an even number).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) free: Free,
    pub(crate) chosen: u32,
}

impl Position {
    /// The free stretches of the line.
    pub fn free(&self) -> Free {
        self.free
    }

    /// How many intervals were chosen.
    pub fn chosen(&self) -> usize {
        self.chosen as usize
    }

    /// Who moves: Alice after an even number of moves.
    pub fn to_move(&self) -> Side {
        if self.chosen.is_multiple_of(2) {
            Side::Alice
        } else {
            Side::Bob
        }
    }
}

#[cfg(test)]
mod tests {
    use common_io::SplitMix64;

    use super::*;

    /// A set of random runs: each stretch's bit flips with chance 1 in `flip`.
    fn random(rng: &mut SplitMix64, flip: u64) -> Free {
        let mut free = Free([0; WORDS]);
        let mut on = rng.next_u64() % 2 == 1;
        for x in 1..MAX_COORD {
            on ^= rng.next_u64().is_multiple_of(flip);
            if on {
                free.0[x as usize / 64] |= 1 << (x % 64);
            }
        }
        free
    }

    /// Bit `x` of the set, read alone.
    fn raw(free: &Free, x: u32) -> bool {
        free.0[x as usize / 64] >> (x % 64) & 1 == 1
    }

    /// Whether stretch `x` is free, one bit read at a time.
    fn bit(free: &Free, x: u32) -> bool {
        x < MAX_COORD && raw(free, x)
    }

    /// The word-at-a-time operations are those of their definitions, a
    /// stretch at a time, on random sets and every kind of interval
    /// (within a word, across words, at the ends of the line; and, a round
    /// in four, past them or empty).
    #[test]
    fn word_operations_are_their_definitions_stretch_by_stretch() {
        let mut rng = SplitMix64::new(7);
        // Starts and ends are drawn up to a little past the words' end.
        let past_the_words = WORDS as u64 * 64 + 8;
        for round in 0..3000 {
            let free = random(&mut rng, [1, 2, 5, 40][round % 4]);
            let mut runs = Vec::new();
            let mut start = None;
            for x in 1..=MAX_COORD {
                match (bit(&free, x), start) {
                    (true, None) => start = Some(x),
                    (false, Some(left)) => {
                        runs.push(Interval { left, right: x });
                        start = None;
                    }
                    _ => {}
                }
            }
            assert_eq!(free.runs(), runs, "{free:?}");
            for from in [MAX_COORD - 1, MAX_COORD]
                .into_iter()
                .chain((0..4).map(|_| (rng.next_u64() % past_the_words) as u32))
            {
                for want in [false, true] {
                    let expected = (from..MAX_COORD).find(|&x| bit(&free, x) == want);
                    assert_eq!(free.first(from, want), expected, "{free:?} {from} {want}");
                }
            }
            let (left, right) = if round % 4 == 3 {
                // Any two ends: past the line's end or the words', at the
                // line's end, or none between them.
                let mut end = || match rng.next_u64() % 3 {
                    0 => MAX_COORD - 3 + (rng.next_u64() % 6) as u32,
                    1 => (WORDS * 64) as u32 - 2 + (rng.next_u64() % 4) as u32,
                    _ => (rng.next_u64() % past_the_words) as u32,
                };
                (end(), end())
            } else {
                let left = 1 + (rng.next_u64() % u64::from(MAX_COORD - 1)) as u32;
                (
                    left,
                    left + 1 + (rng.next_u64() % u64::from(MAX_COORD - left)) as u32,
                )
            };
            let interval = Interval { left, right };
            let stretches = left..right;
            assert_eq!(
                free.holds(interval),
                stretches.clone().all(|x| bit(&free, x)),
                "{free:?} {interval}"
            );
            let without = free.without(interval);
            for x in 0..(WORDS * 64) as u32 {
                let expected = raw(&free, x) && !stretches.contains(&x);
                assert_eq!(raw(&without, x), expected, "{free:?} {interval} at {x}");
            }
            let between = Free::between(left, right);
            for x in 0..(WORDS * 64) as u32 {
                assert_eq!(
                    raw(&between, x),
                    x < MAX_COORD && stretches.contains(&x),
                    "{interval} at {x}"
                );
            }
        }
    }
}
