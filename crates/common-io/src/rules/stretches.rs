//! The stretches of a row, numbered in tiers by their length: the numbers
//! ([`Indexed`](super::Indexed)) of a game played on a row or a line whose
//! moves shorten a stretch (taking from an end, splitting it in two).

use std::ops::Range;

/// The stretches `[left, right)` of a row of `n` places, `0 <= left <=
/// right <= n`, numbered by length, then by left end: the `n + 1 - k`
/// stretches of length `k` from `k (n + 1) - k (k - 1) / 2` on, the empty
/// ones first. A move that leaves shorter stretches leads to a lower tier
/// ([`Stretches::tiers`]: one a length).
///
/// ```
/// use common_io::rules::Stretches;
///
/// let row = Stretches::new(3);
/// assert_eq!(row.count(), 10);
/// // The 4 empty stretches, the 3 of length 1, the 2 of length 2, the row.
/// assert_eq!(row.tiers(), [0, 4, 7, 9, 10]);
/// assert_eq!(row.index(1, 3), 7 + 1);
/// assert_eq!(row.stretch(8), (1, 3));
/// assert_eq!(row.index(0, 3), 9);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stretches {
    n: usize,
}

impl Stretches {
    /// The stretches of a row of `n` places.
    pub const fn new(n: usize) -> Stretches {
        Stretches { n }
    }

    /// How many there are: `(n + 1) (n + 2) / 2`.
    pub fn count(&self) -> usize {
        self.first(self.n + 1)
    }

    /// The first number of the stretches of length `k`.
    fn first(&self, k: usize) -> usize {
        k * (self.n + 1) - k * k.saturating_sub(1) / 2
    }

    /// The number of `[left, right)`; for a pair that is no stretch of the
    /// row (`right < left`, or past `n`), some number, without panicking.
    pub fn index(&self, left: usize, right: usize) -> usize {
        let k = right.saturating_sub(left).min(self.n + 1);
        self.first(k).saturating_add(left)
    }

    /// The stretch numbered `index`, below [`Stretches::count`].
    pub fn stretch(&self, index: usize) -> (usize, usize) {
        let k = self.length(index, self.guess(index));
        let left = index - self.first(k);
        (left, left + k)
    }

    /// The length of the stretch numbered `index`, as the root of `k^2 -
    /// (2n + 3) k + 2 index = 0` in floating point: exact, or one off, for
    /// any count an array holds.
    fn guess(&self, index: usize) -> usize {
        let b = (2 * self.n + 3) as f64;
        let root = (b * b - 8.0 * index as f64).max(0.0).sqrt();
        ((b - root) / 2.0) as usize
    }

    /// The length of the stretch numbered `index`, the largest `k <= n`
    /// with `first(k) <= index`, from any `guess` (a step a unit it is
    /// off).
    fn length(&self, index: usize, guess: usize) -> usize {
        let mut k = guess.min(self.n);
        while k > 0 && self.first(k) > index {
            k -= 1;
        }
        while k < self.n && self.first(k + 1) <= index {
            k += 1;
        }
        k
    }

    /// The tiers by length ([`Indexed::tiers`](super::Indexed::tiers)):
    /// the first number of each length from 0 to `n`, then the count.
    pub fn tiers(&self) -> Vec<usize> {
        (0..=self.n + 1).map(|k| self.first(k)).collect()
    }

    /// The stretches numbered `numbers` (below [`Stretches::count`]), in
    /// order: [`Stretches::stretch`] of the first, then a step each (one
    /// place right, or the next length from the left end), with no square
    /// root ([`Indexed::positions`](super::Indexed::positions)).
    ///
    /// ```
    /// use common_io::rules::Stretches;
    ///
    /// let row = Stretches::new(3);
    /// let some: Vec<_> = row.stretches(5..10).collect();
    /// assert_eq!(some, [(1, 2), (2, 3), (0, 2), (1, 3), (0, 3)]);
    /// ```
    pub fn stretches(&self, numbers: Range<usize>) -> impl Iterator<Item = (usize, usize)> + use<> {
        let n = self.n;
        let (mut left, mut right) = if numbers.is_empty() {
            (0, 0)
        } else {
            self.stretch(numbers.start)
        };
        numbers.map(move |_| {
            let stretch = (left, right);
            if right < n {
                (left, right) = (left + 1, right + 1);
            } else {
                (left, right) = (0, right - left + 1);
            }
            stretch
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::SplitMix64;

    /// The stretches of a run of numbers, stepped from the first, are
    /// each number's: every run of rows up to 14 places, and runs of
    /// random starts and lengths on a row of 10^5.
    #[test]
    fn a_run_of_numbers_steps_through_their_stretches() {
        let each = |row: Stretches, numbers: Range<usize>| -> Vec<(usize, usize)> {
            numbers.map(|index| row.stretch(index)).collect()
        };
        for n in 0..=14 {
            let row = Stretches::new(n);
            for first in 0..=row.count() {
                for end in first..=row.count() {
                    let stepped: Vec<_> = row.stretches(first..end).collect();
                    assert_eq!(stepped, each(row, first..end), "{n}: {first}..{end}");
                }
            }
        }
        let row = Stretches::new(100_000);
        let mut rng = SplitMix64::new(6);
        for _ in 0..200 {
            let first = rng.range_usize(0, row.count() - 1);
            let end = (first + rng.range_usize(0, 300_000)).min(row.count());
            let stepped: Vec<_> = row.stretches(first..end).collect();
            assert_eq!(stepped, each(row, first..end), "{first}..{end}");
        }
    }

    /// The floating-point guess of a stretch's length is the length, or
    /// one off: every stretch of rows up to 60 places, and random ones of
    /// a row of 10^6 (from the stretch, not through the guess).
    #[test]
    fn the_guess_of_a_length_is_at_most_one_off() {
        let mut rng = SplitMix64::new(4);
        for n in 0..=60 {
            let row = Stretches::new(n);
            for left in 0..=n {
                for right in left..=n {
                    let guess = row.guess(row.index(left, right));
                    assert!(guess.abs_diff(right - left) <= 1, "{n}: {left}..{right}");
                }
            }
        }
        let row = Stretches::new(1_000_000);
        for _ in 0..100_000 {
            let left = rng.range_usize(0, 1_000_000);
            let right = rng.range_usize(left, 1_000_000);
            let guess = row.guess(row.index(left, right));
            assert!(guess.abs_diff(right - left) <= 1, "{left}..{right}");
        }
    }

    /// Every stretch of rows up to 60 places has its own number, all the
    /// numbers are used, each gives its stretch back, and a stretch's
    /// tier is its length; on a row of 10^6 places, the first, last and
    /// random numbers give back a stretch that has them.
    #[test]
    fn every_stretch_has_its_number_in_the_tier_of_its_length() {
        for n in 0..=60 {
            let row = Stretches::new(n);
            let tiers = row.tiers();
            let mut seen = vec![false; row.count()];
            for left in 0..=n {
                for right in left..=n {
                    let index = row.index(left, right);
                    assert!(!seen[index], "{n}: {left}..{right} numbered {index} twice");
                    seen[index] = true;
                    assert_eq!(row.stretch(index), (left, right), "{n}: {index}");
                    let k = right - left;
                    assert!((tiers[k]..tiers[k + 1]).contains(&index), "{n}: {index}");
                }
            }
            assert!(seen.iter().all(|&s| s), "{n}");
        }
        let row = Stretches::new(1_000_000);
        let last = row.count() - 1;
        let mut rng = SplitMix64::new(3);
        for index in [0, 1, last - 1, last]
            .into_iter()
            .chain((0..100_000).map(|_| rng.range_usize(0, last)))
        {
            let (left, right) = row.stretch(index);
            assert_eq!(row.index(left, right), index);
        }
        // The length from any guess, on every number of a row of 40.
        let row = Stretches::new(40);
        for index in 0..row.count() {
            let k = row.stretch(index).1 - row.stretch(index).0;
            for guess in [0, 1, k.saturating_sub(1), k + 1, 40, 1000] {
                assert_eq!(row.length(index, guess), k, "{index} from {guess}");
            }
        }
        // No stretch: some number, without panicking.
        assert!(row.index(5, 2) < row.count());
        let _ = Stretches::new(3).index(0, usize::MAX);
    }
}
