//! The contour DP: one value per lattice path, filled in rank order.
//!
//! [`Table::new`] picks the value type (`i32` when the board's score bound
//! fits, else an exact `f64`, see [`WIDE_IS_EXACT`]) and runs [`fill`],
//! which solves every position of the board block by block (the method is
//! described there). The public queries on the result are in
//! [`crate::analysis`].

use std::ops::Sub;

use crate::board::Board;
use crate::position::Binomials;

/// The value table. Values fit in `i32` unless the board's values are large;
/// the narrow table halves the memory and the cache traffic.
///
/// Large values are held in `f64`, exactly (see [`WIDE_IS_EXACT`]), rather
/// than in `i64`: baseline x86-64 has a packed `f64` maximum (`maxpd`) but
/// no packed `i64` comparison, so only the `f64` fold vectorises (10×10
/// boards with values up to 10^9 in about 55 % of the `i64` time).
#[derive(Clone, Debug)]
pub(crate) enum Table {
    Narrow(Vec<i32>),
    Wide(Vec<f64>),
}

/// Every value the wide table holds or computes is an integer below 2^53
/// in absolute value, so `f64` represents it, and every subtraction and
/// comparison on it, exactly: the largest board within
/// `n + m <= MAX_SIDE_SUM` has `⌊S/2⌋ · ⌈S/2⌉` cells, each worth at most
/// `MAX_VALUE`, and a value read from the table is at most that sum; a gain
/// minus a value is at most `MAX_VALUE` more.
const WIDE_IS_EXACT: bool = {
    let sum = crate::board::MAX_SIDE_SUM as u64;
    let cells = (sum / 2) * (sum - sum / 2);
    (cells + 1) * (crate::board::MAX_VALUE as u64) < (1u64 << 53)
};
const _: () = assert!(
    WIDE_IS_EXACT,
    "raise the limits only with an exact wide table"
);

impl Table {
    /// Solves `board`: the value of every position, for the player to move.
    pub(crate) fn new(board: &Board) -> Table {
        if is_narrow(board) {
            Table::Narrow(fill::<i32>(board))
        } else {
            Table::Wide(fill::<f64>(board))
        }
    }

    /// The bytes per position [`Table::new`] allocates for `board`: the
    /// value (4 or 8 bytes) and whose turn it is (1 byte).
    pub(crate) fn bytes_per_position(board: &Board) -> usize {
        if is_narrow(board) { 4 + 1 } else { 8 + 1 }
    }

    /// The value of the position of rank `rank` for the player to move.
    pub(crate) fn get(&self, rank: usize) -> Option<i64> {
        match self {
            Table::Narrow(values) => values.get(rank).map(|&v| i64::from(v)),
            // Exact: the values are integers below 2^53 (see `Table`).
            Table::Wide(values) => values.get(rank).map(|&v| v as i64),
        }
    }
}

/// Whether every score of `board` fits the `i32` table.
fn is_narrow(board: &Board) -> bool {
    i32::try_from(board.score_bound()).is_ok()
}

/// A score type for the table.
trait Value: Copy + Sub<Output = Self> {
    const ZERO: Self;
    const MIN: Self;
    /// Converts a value known to fit (the board's score bound).
    fn narrow(v: i64) -> Self;
    /// The larger of the two.
    fn larger(self, other: Self) -> Self;
}

impl Value for i32 {
    const ZERO: i32 = 0;
    const MIN: i32 = i32::MIN;
    fn narrow(v: i64) -> i32 {
        // Only called when the score bound fits in i32 (see `is_narrow`).
        i32::try_from(v).unwrap_or(i32::MAX)
    }
    #[inline(always)]
    fn larger(self, other: i32) -> i32 {
        self.max(other)
    }
}

impl Value for f64 {
    const ZERO: f64 = 0.0;
    const MIN: f64 = f64::NEG_INFINITY;
    fn narrow(v: i64) -> f64 {
        v as f64
    }
    #[inline(always)]
    fn larger(self, other: f64) -> f64 {
        if self > other { self } else { other }
    }
}

/// Fills the table: `table[rank(p)]` is the difference (the player to
/// move's score − the other's) still to be made from position `p` under
/// optimal play (negamax form: `max` over moves of the mover's gain minus
/// the successor's value).
///
/// Ranks are the combinatorial number system over the right steps of the
/// path (see [`Position::rank`](crate::Position::rank)): increasing rank is increasing mask among
/// masks with `cols` ones. A move at step `t` with `r` right steps below it
/// shifts one right step from bit `t + 1` to bit `t`, which lowers the rank
/// by exactly `C(t, r)`.
///
/// The positions whose bits at and above `w` are fixed form a contiguous
/// block of ranks, `C(w, k)` long (`k`: the ones below `w`). The block
/// splits on bit `w - 1`: first the `C(w - 1, k)` positions with a `0`
/// there, then those with a `1`. Among the latter, the first `C(w - 2, k - 1)`
/// have a `0` at bit `w - 2`, hence a move at `t = w - 2`, `r = k - 1`, whose
/// successors are the same number of consecutive positions of the first
/// half. So [`Filler::block`] solves the first half, folds that move into
/// the second half as one pass over two contiguous slices, and recurses into
/// the second half. Every move of every position is folded exactly once, at
/// the split on the bit just above it, and always from an already solved
/// range. Recursion depth is at most `rows + cols`.
fn fill<V: Value>(board: &Board) -> Vec<V> {
    let (rows, cols) = (board.rows(), board.cols());
    let width = rows + cols;
    let binomials = Binomials::new();
    let size = binomials.get(width, cols);

    // The gains of the move at step `t` with `r` right steps below it, for
    // the first and the second player: the cell at row `rows - 1 - (t - r)`,
    // column `r`.
    let mut gains = vec![[V::ZERO; 2]; width * width];
    for t in 0..width {
        for r in 0..=t.min(cols) {
            let up = t - r;
            if up < rows && r < cols {
                let cell = (rows - 1 - up) * cols + r;
                gains[t * width + r] = [V::narrow(board.a()[cell]), V::narrow(board.b()[cell])];
            }
        }
    }

    let mut filler = Filler {
        table: vec![V::MIN; size],
        // Who moves, by rank (0: the first player). Rank 0, the full board,
        // holds `rows * cols` stones; every other position gets its mover
        // from a successor (one stone more: the other player) when its first
        // move is folded.
        mover: vec![((rows * cols) & 1) as u8; size],
        gains,
        width,
        leaves: Vec::new(),
        binomials,
    };
    filler.leaves = (0..=width)
        .flat_map(|w| (0..=width).map(move |k| (w, k)))
        .map(|(w, k)| filler.leaf_program(w, k))
        .collect();
    // Rank 0 is the full board: nothing left to play.
    if let Some(full) = filler.table.first_mut() {
        *full = V::ZERO;
    }
    filler.block(0, width, cols);
    filler.table
}

/// The state of [`fill`].
struct Filler<V> {
    table: Vec<V>,
    mover: Vec<u8>,
    /// `gains[t * width + r]`: the first and the second player's gain for
    /// the move at step `t` with `r` right steps below it.
    gains: Vec<[V; 2]>,
    width: usize,
    /// `leaves[w * (width + 1) + k]`: the moves inside a block of `C(w, k)`
    /// positions, for blocks of at most `LEAF` positions (else empty).
    leaves: Vec<Vec<Edge>>,
    binomials: Binomials,
}

/// Blocks of at most this many positions run a precomputed list of moves
/// instead of recursing: a block's moves depend only on `(w, k)`.
const LEAF: usize = 64;

/// Folds at most this long go one position at a time.
const SHORT_FOLD: usize = 8;

/// One move inside a leaf block, relative to the block's first rank.
#[derive(Clone, Copy, Debug)]
struct Edge {
    target: u16,
    successor: u16,
    slot: u16,
}

impl<V: Value> Filler<V> {
    /// Solves the block of ranks `base .. base + C(w, k)` (positions with
    /// `k` ones below bit `w` and fixed bits above), given that every move
    /// at a step `t >= w - 1` has already been folded into it.
    fn block(&mut self, mut base: usize, mut w: usize, mut k: usize) {
        // The second half is solved by looping rather than recursing.
        while 0 < k && k < w {
            if self.binomials.get(w, k) <= LEAF {
                self.leaf(base, w, k);
                return;
            }
            self.block(base, w - 1, k);
            let (lo, len, slot) = self.split(base, w, k);
            self.fold(lo, len, slot);
            base = lo;
            w -= 1;
            k -= 1;
        }
    }

    /// Where the block `(base, w, k)` splits: the first rank of its second
    /// half, the number of its positions with a move at `t = w - 2`, and
    /// that move's gain slot.
    fn split(&self, base: usize, w: usize, k: usize) -> (usize, usize, usize) {
        (
            base + self.binomials.get(w - 1, k),
            self.binomials.get(w - 2, k - 1),
            (w - 2) * self.width + k - 1,
        )
    }

    /// The moves inside block `(w, k)` in an order that only reads solved
    /// positions: the recursion of [`Filler::block`], written down once.
    fn leaf_program(&self, w: usize, k: usize) -> Vec<Edge> {
        let mut edges = Vec::new();
        if self.binomials.get(w, k) <= LEAF {
            self.record(0, w, k, &mut edges);
        }
        edges
    }

    fn record(&self, mut base: usize, mut w: usize, mut k: usize, edges: &mut Vec<Edge>) {
        while 0 < k && k < w {
            self.record(base, w - 1, k, edges);
            let (lo, len, slot) = self.split(base, w, k);
            for target in lo..lo + len {
                // Ranks inside a leaf are below `LEAF`, slots below 31 * 31.
                edges.push(Edge {
                    target: target as u16,
                    successor: (target - len) as u16,
                    slot: slot as u16,
                });
            }
            base = lo;
            w -= 1;
            k -= 1;
        }
    }

    /// Runs the precomputed moves of leaf block `(w, k)` at `base`.
    fn leaf(&mut self, base: usize, w: usize, k: usize) {
        let size = self.binomials.get(w, k);
        let (Some(edges), Some(table), Some(mover)) = (
            self.leaves.get(w * (self.width + 1) + k),
            self.table.get_mut(base..base + size),
            self.mover.get_mut(base..base + size),
        ) else {
            return; // unreachable: the block lies inside the table
        };
        for edge in edges {
            let (target, successor) = (usize::from(edge.target), usize::from(edge.successor));
            let (Some(&next), Some(&next_mover), Some(gain)) = (
                table.get(successor),
                mover.get(successor),
                self.gains.get(usize::from(edge.slot)),
            ) else {
                continue;
            };
            let m = next_mover ^ 1;
            if let (Some(value), Some(slot)) = (table.get_mut(target), mover.get_mut(target)) {
                *slot = m;
                *value = (*value).larger(gain[usize::from(m & 1)] - next);
            }
        }
    }

    /// Folds the move of gain slot `slot` into the `len` positions from rank
    /// `lo`, whose successors are the `len` positions just below `lo`.
    fn fold(&mut self, lo: usize, len: usize, slot: usize) {
        let gain = self.gains.get(slot).copied().unwrap_or([V::ZERO; 2]);
        // Short folds go one by one: a vectorised loop's set-up costs more.
        if len <= SHORT_FOLD {
            for x in lo..lo + len {
                let (Some(&next), Some(&next_mover)) =
                    (self.table.get(x - len), self.mover.get(x - len))
                else {
                    return; // unreachable: the ranges lie inside the table
                };
                let m = next_mover ^ 1;
                if let (Some(value), Some(slot)) = (self.table.get_mut(x), self.mover.get_mut(x)) {
                    *slot = m;
                    *value = (*value).larger(gain[usize::from(m & 1)] - next);
                }
            }
            return;
        }
        let (solved, open) = self.table.split_at_mut(lo);
        let (Some(successors), Some(targets), Some(movers)) = (
            solved.get(lo - len..),
            open.get_mut(..len),
            self.mover.get_mut(lo - len..lo + len),
        ) else {
            return; // unreachable: the ranges lie inside the table
        };
        let (successor_movers, target_movers) = movers.split_at_mut(len);
        for (((value, &next), mover), &next_mover) in targets
            .iter_mut()
            .zip(successors)
            .zip(target_movers)
            .zip(successor_movers.iter())
        {
            // The successor has one stone more: the other player moves there.
            *mover = next_mover ^ 1;
            let g = if *mover == 0 { gain[0] } else { gain[1] };
            *value = (*value).larger(g - next);
        }
    }
}
