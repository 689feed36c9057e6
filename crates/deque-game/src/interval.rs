//! The kernel: the interval DP. The value of a stretch `a[l..r]` for the
//! player to move is the best of taking either end, minus the value of
//! what is left for the other player:
//!
//! ```text
//! v(l, r) = max(a[l] - v(l + 1, r), a[r - 1] - v(l, r - 1)),  v(l, l) = 0
//! ```
//!
//! Stretches are solved by length, shortest first. The judge's answer
//! needs only the previous length's values: two rows of `N + 1` values
//! ([`answer`]). The analysis keeps every length's row
//! ([`Table`]): `N (N + 1) / 2` values.

use common_io::{OutOfMemory, try_filled};

use crate::board::Board;

/// What the tables are for, in out-of-memory messages.
const WHAT: &str = "the value table";

/// The value of the whole row for Taro: his total minus Jiro's. Time
/// `O(N^2)`, memory two rows of `N + 1` values.
pub(crate) fn answer(board: &Board) -> Result<i64, OutOfMemory> {
    let a = board.values();
    let n = a.len();
    // `shorter[l]` is v(l, l + k - 1) for every `l <= N - k + 1` (the
    // values of length `k - 1`: 0 for `k = 1`), and `longer[l]` becomes
    // v(l, l + k); then they swap. Two rows rather than one rewritten in
    // place, so that each pass is a plain zip of slices.
    let mut shorter = try_filled(n + 1, 0i64, WHAT)?;
    let mut longer = try_filled(n + 1, 0i64, WHAT)?;
    for k in 1..=n {
        let count = n - k + 1;
        let firsts = &a[..count];
        let lasts = &a[k - 1..];
        let without_first = &shorter[1..=count];
        let without_last = &shorter[..count];
        for ((v, (&first, &last)), (&rest_after_first, &rest_after_last)) in longer[..count]
            .iter_mut()
            .zip(firsts.iter().zip(lasts))
            .zip(without_first.iter().zip(without_last))
        {
            *v = (first - rest_after_first).max(last - rest_after_last);
        }
        std::mem::swap(&mut shorter, &mut longer);
    }
    Ok(shorter[0])
}

/// Every stretch's value: row `k` (the stretches of length `k >= 1`)
/// holds `N - k + 1` values, by their first place.
#[derive(Clone, Debug)]
pub(crate) struct Table {
    len: usize,
    values: Vec<i64>,
}

impl Table {
    /// The bytes of the table of a row of `len` numbers.
    pub(crate) fn bytes(len: usize) -> usize {
        len.saturating_mul(len.saturating_add(1)) / 2 * std::mem::size_of::<i64>()
    }

    /// Where row `k`'s values start.
    fn offset(&self, k: usize) -> usize {
        // Rows 1 to k - 1 hold (N) + (N - 1) + ... + (N - k + 2) values.
        (k - 1) * (self.len + 1) - (k - 1) * k / 2
    }

    /// Fills the table of `board`.
    pub(crate) fn try_new(board: &Board) -> Result<Table, OutOfMemory> {
        let a = board.values();
        let n = a.len();
        let values = try_filled(n * (n + 1) / 2, 0i64, WHAT)?;
        let mut table = Table { len: n, values };
        table.values[..n].copy_from_slice(a);
        for k in 2..=n {
            let offset = table.offset(k);
            let (below, above) = table.values.split_at_mut(offset);
            let shorter = &below[below.len() - (n - k + 2)..];
            for (l, v) in above[..=n - k].iter_mut().enumerate() {
                *v = (a[l] - shorter[l + 1]).max(a[l + k - 1] - shorter[l]);
            }
        }
        Ok(table)
    }

    /// The value of `a[left..right]` for the player to move.
    ///
    /// # Panics
    ///
    /// If `left > right` or `right` is past the row.
    pub(crate) fn value(&self, left: usize, right: usize) -> i64 {
        assert!(left <= right && right <= self.len, "{left}..{right}");
        if left == right {
            0
        } else {
            self.values[self.offset(right - left) + left]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rows_are_laid_out_by_length() {
        let table = Table::try_new(&Board::new(vec![10, 80, 90, 30]).unwrap()).unwrap();
        assert_eq!(table.values.len(), 10);
        assert_eq!(Table::bytes(4), 80);
        assert_eq!(
            [table.offset(1), table.offset(2), table.offset(4)],
            [0, 4, 9]
        );
        assert_eq!(table.value(0, 4), 10);
        assert_eq!(table.value(1, 3), 10);
        assert_eq!(table.value(2, 2), 0);
    }
}
