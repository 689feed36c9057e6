//! The option sets of the mex: `64 K` bits held in `[u64; K]` words, and
//! the exact mex over a sorted list that the tests check them against.

use super::super::{Rect, Rotated};
use crate::board::Letter;

// The option sets are hand-written `[u64; K]` words rather than
// `bitvec::array::BitArray<[u64; K]>`: measured with callgrind, setting
// the bits through bitvec cost +28% instructions on a random 20×20 grid
// and +19% on a random 40×40 one, and its `first_zero` for the mex
// (`lowest_clear`) +0.4% and +0.1%.

/// Adds option `v` to a set of `64 K` bits; larger values are dropped (the
/// mex is only read below `64 K`, where they change nothing).
#[inline(always)]
pub(super) fn add<const K: usize>(set: &mut [u64; K], v: u16) {
    let v = usize::from(v);
    if let Some(word) = set.get_mut(v >> 6) {
        *word |= 1u64 << (v & 63);
    }
}

/// [`add`] for a value known to be below `64 K` (`K` a power of two): no
/// test, the word index is masked.
#[inline(always)]
pub(super) fn add_small<const K: usize>(set: &mut [u64; K], v: u16) {
    let v = usize::from(v);
    set[(v >> 6) & (K - 1)] |= 1u64 << (v & 63);
}

/// The lowest value missing from a set of `64 K` bits, or `64 K` if it is
/// full.
pub(super) fn lowest_clear<const K: usize>(set: &[u64; K]) -> usize {
    let mut base = 0;
    for &word in set {
        if word != u64::MAX {
            return base + word.trailing_ones() as usize;
        }
        base += 64;
    }
    base
}

/// The mex of all options of `r` (a rectangle of the band being filled,
/// whose narrower rectangles are in `cur`), by listing them in `list`: the
/// reference that tests check the option sets against (`mask_bits`).
pub(super) fn exact_mex(class: &Rotated, r: Rect, cur: &[u16], list: &mut Vec<u16>) -> u16 {
    let h = class.h;
    let in_band = |y1: usize, y2: usize| {
        if y1 > y2 { 0 } else { cur[y1 * h + y2] }
    };
    list.clear();
    for (x, y, slot) in class.cells_in(r) {
        let value = match slot.letter {
            Letter::R => in_band(r.y1, y - 1) ^ in_band(y + 1, r.y2),
            letter => class.option(r, x, y, letter),
        };
        list.push(value);
    }
    list.sort_unstable();
    list.dedup();
    let mut mex = 0u16;
    for &v in list.iter() {
        if v != mex {
            break;
        }
        mex += 1;
    }
    mex
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every value below `64 K` sets its own bit, through `add` and
    /// `add_small` alike; `add` drops the larger ones; the values below
    /// `n`, added in any order, leave `n` as the lowest clear.
    fn check_sets<const K: usize>() {
        let bits = 64 * K;
        for v in 0..bits {
            let mut expected = [0u64; K];
            expected[v / 64] = 1 << (v % 64);
            let (mut small, mut any) = ([0u64; K], [0u64; K]);
            add_small(&mut small, v as u16);
            add(&mut any, v as u16);
            assert_eq!((small, any), (expected, expected), "{v} in {K} words");
        }
        let mut set = [0u64; K];
        add(&mut set, bits as u16);
        assert_eq!(set, [0; K], "{bits} is past {K} words");
        for n in [0, 1, 63, 64, bits / 2 + 5, bits - 1, bits] {
            let mut set = [0u64; K];
            for v in (0..n).rev() {
                add_small(&mut set, v as u16);
            }
            assert_eq!(lowest_clear(&set), n, "{n} in {K} words");
        }
    }

    #[test]
    fn every_value_sets_its_own_bit_at_every_width() {
        check_sets::<1>();
        check_sets::<2>();
        check_sets::<4>();
        check_sets::<8>();
        check_sets::<16>();
        check_sets::<32>();
    }
}
