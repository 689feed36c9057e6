//! The kernel: the Grundy value of every free segment of the line.
//!
//! Chosen intervals never overlap, so what is left free is a set of
//! segments, and an interval can still be chosen exactly when it lies in
//! one of them: the segments are independent games, and a position's
//! Grundy value is the XOR of its segments' (Sprague–Grundy). Choosing
//! `[L, R)` in the segment `[l, r)` leaves `[l, L)` and `[R, r)`:
//!
//! ```text
//! g(l, r) = mex { g(l, L) xor g(R, r) : l <= L < R <= r, [L, R) an interval }
//! ```
//!
//! Segments are solved by length, shortest first; the values are below
//! 256 (a mex over at most 200 intervals, and their XORs too), so the
//! set of values met is a 256-bit set.

use common_io::{OutOfMemory, try_filled};

use crate::board::Board;
use crate::position::Interval;

/// Every segment's Grundy value, `[l, r)` for `1 <= l <= r <= reach`.
#[derive(Clone, Debug)]
pub(crate) struct Table {
    reach: usize,
    values: Vec<u8>,
}

impl Table {
    /// The bytes of the table of `board`.
    pub(crate) fn bytes(board: &Board) -> usize {
        let side = board.reach() as usize + 1;
        side * side + std::mem::size_of_val(board.intervals())
    }

    /// Fills the table of `board`.
    pub(crate) fn try_new(board: &Board) -> Result<Table, OutOfMemory> {
        Table::fill(board.reach() as usize, board.intervals())
    }

    /// Fills the table of the segments up to `reach` with `intervals`,
    /// each with `1 <= left < right <= reach`: a board's, or more of them
    /// in a test, as long as every value stays below 256.
    fn fill(reach: usize, intervals: &[Interval]) -> Result<Table, OutOfMemory> {
        let side = reach + 1;
        let mut table = Table {
            reach,
            values: try_filled(side * side, 0u8, "the Grundy table")?,
        };
        let mut intervals = intervals.to_vec();
        intervals.sort_unstable();
        intervals.dedup();
        for len in 1..reach {
            for l in 1..=reach - len {
                let r = l + len;
                let mut seen = [0u64; 4];
                // The intervals from `l` on (sorted by L) that end by `r`.
                let from = intervals.partition_point(|i| (i.left as usize) < l);
                for i in &intervals[from..] {
                    let (left, right) = (i.left as usize, i.right as usize);
                    if left >= r {
                        break;
                    }
                    if right <= r {
                        let x = table.get(l, left) ^ table.get(right, r);
                        seen[usize::from(x / 64)] |= 1 << (x % 64);
                    }
                }
                let mex = (0..4)
                    .find(|&w| seen[w] != u64::MAX)
                    .map(|w| w * 64 + seen[w].trailing_ones() as usize);
                table.values[l * side + r] = match mex.and_then(|m| u8::try_from(m).ok()) {
                    Some(m) => m,
                    None => unreachable!("a mex over at most 200 moves is below 256"),
                };
            }
        }
        Ok(table)
    }

    /// The Grundy value of the free segment `[l, r)`, `l <= r <= reach`.
    pub(crate) fn get(&self, l: usize, r: usize) -> u8 {
        self.values[l * (self.reach + 1) + r]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn touching_intervals_are_two_heaps() {
        // [1, 2) and [2, 3) do not intersect: two moves in all.
        let board = Board::new(vec![
            Interval { left: 1, right: 2 },
            Interval { left: 2, right: 3 },
        ])
        .unwrap();
        let table = Table::try_new(&board).unwrap();
        assert_eq!(
            (table.get(1, 2), table.get(2, 3), table.get(1, 3)),
            (1, 1, 0)
        );
        assert_eq!(Table::bytes(&board), 16 + 2 * 8);
    }

    #[test]
    fn every_interval_of_a_line_makes_each_segment_worth_its_length() {
        // With every interval [i, j) of the points 1..=71, a segment of
        // length n can be cut to one of any shorter length (an interval at
        // its end), and any cut leaves two lengths of sum below n: its
        // Grundy value is n (as a heap of Nim), past the 64 of one word of
        // the mex's bit set. More intervals than a board may hold (2,485).
        let reach = 71;
        let intervals: Vec<Interval> = (1..reach)
            .flat_map(|left| (left + 1..=reach).map(move |right| Interval { left, right }))
            .collect();
        let table = Table::fill(reach as usize, &intervals).unwrap();
        for l in 1..=reach as usize {
            for r in l..=reach as usize {
                assert_eq!(usize::from(table.get(l, r)), r - l, "[{l}, {r})");
            }
        }
    }
}
