//! A small, portable pseudo-random generator for the games' generators.
//!
//! [`SplitMix64`] is Steele, Lea and Flood's SplitMix64 (the generator Java's
//! `SplittableRandom` uses and the usual seeder of xoshiro): a 64-bit counter
//! stepped by the golden-ratio constant and passed through a bijective
//! mixer. It is not cryptographic, but its output passes BigCrush and, above
//! all here, is defined entirely by 64-bit wrapping arithmetic: the same seed
//! gives the same numbers on every machine, whatever the width of `usize`,
//! the endianness or the compiler. Every derived draw ([`SplitMix64::below`],
//! [`SplitMix64::range`], ...) works in `u64` and is exact (no modulo bias).

/// The SplitMix64 generator (see the module documentation).
///
/// ```
/// use common_io::SplitMix64;
///
/// let mut rng = SplitMix64::new(1234567);
/// assert_eq!(rng.next_u64(), 6457827717110365317); // the reference vector
/// let die = rng.range(1, 6);
/// assert!((1..=6).contains(&die));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// The golden-ratio increment of the counter.
    const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

    /// A generator whose stream is determined by `seed` alone.
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(Self::GAMMA);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform draw from `0..n` (Lemire's multiply-and-reject, exact);
    /// `0` when `n == 0`.
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            return 0;
        }
        let threshold = n.wrapping_neg() % n;
        loop {
            let wide = u128::from(self.next_u64()) * u128::from(n);
            // The low half decides acceptance, the high half is the draw.
            if (wide as u64) >= threshold {
                return (wide >> 64) as u64;
            }
        }
    }

    /// A uniform draw from `lo..=hi` (`lo` when `hi < lo`).
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        if hi <= lo {
            return lo;
        }
        match (hi - lo).checked_add(1) {
            Some(span) => lo + self.below(span),
            None => self.next_u64(),
        }
    }

    /// A uniform draw from `lo..=hi` as a `usize` (`lo` when `hi < lo`).
    /// The draw is made in `u64`, so it is the same on 32- and 64-bit
    /// machines whenever `hi` fits in both.
    pub fn range_usize(&mut self, lo: usize, hi: usize) -> usize {
        let draw = self.range(lo as u64, hi as u64);
        usize::try_from(draw).unwrap_or(lo)
    }

    /// A uniform draw from `lo..=hi` as an `i64` (`lo` when `hi < lo`).
    pub fn range_i64(&mut self, lo: i64, hi: i64) -> i64 {
        if hi <= lo {
            return lo;
        }
        // Offsets from `lo` fit in a u64 whatever the signs.
        let span = hi.wrapping_sub(lo) as u64;
        lo.wrapping_add(self.range(0, span) as i64)
    }

    /// `true` with probability `numerator / denominator` (`false` when the
    /// denominator is 0).
    pub fn chance(&mut self, numerator: u64, denominator: u64) -> bool {
        denominator != 0 && self.below(denominator) < numerator
    }

    /// A uniformly chosen element of `items`; `None` when it is empty.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        let last = items.len().checked_sub(1)?;
        items.get(self.range_usize(0, last))
    }

    /// An index drawn with probability proportional to `weights[i]`;
    /// `None` when every weight is 0.
    pub fn weighted(&mut self, weights: &[u64]) -> Option<usize> {
        let total = weights
            .iter()
            .try_fold(0u64, |sum, &w| sum.checked_add(w))?;
        if total == 0 {
            return None;
        }
        let mut draw = self.below(total);
        for (index, &w) in weights.iter().enumerate() {
            if draw < w {
                return Some(index);
            }
            draw -= w;
        }
        None
    }

    /// Shuffles `items` uniformly (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.range_usize(0, i);
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::SplitMix64;

    #[test]
    fn reference_vector() {
        // The first outputs of SplitMix64 seeded with 1234567, as published
        // with the reference implementation.
        let mut rng = SplitMix64::new(1234567);
        let first: Vec<u64> = (0..5).map(|_| rng.next_u64()).collect();
        assert_eq!(
            first,
            [
                6457827717110365317,
                3203168211198807973,
                9817491932198370423,
                4593380528125082431,
                16408922859458223821,
            ]
        );
    }

    #[test]
    fn draws_stay_in_range_and_cover_it() {
        let mut rng = SplitMix64::new(7);
        let mut seen = [false; 6];
        for _ in 0..1000 {
            let d = rng.range(1, 6);
            assert!((1..=6).contains(&d));
            seen[(d - 1) as usize] = true;
            let i = rng.range_i64(-3, 3);
            assert!((-3..=3).contains(&i));
            assert!(rng.below(10) < 10);
        }
        assert!(seen.iter().all(|&s| s));
        assert_eq!(rng.range(5, 5), 5);
        assert_eq!(rng.range(9, 2), 9);
        assert_eq!(rng.below(0), 0);
        assert_eq!(rng.pick::<u8>(&[]), None);
        assert_eq!(rng.weighted(&[0, 0]), None);
        assert_eq!(rng.weighted(&[0, 3, 0]), Some(1));
        let full = rng.range_i64(i64::MIN, i64::MAX);
        let _ = full;
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut rng = SplitMix64::new(99);
        let mut items: Vec<u32> = (0..50).collect();
        rng.shuffle(&mut items);
        let mut sorted = items.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..50).collect::<Vec<u32>>());
        assert_ne!(items, sorted);
    }
}
