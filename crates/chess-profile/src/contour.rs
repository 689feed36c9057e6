//! The contour DP: one value per lattice path, filled in rank order.
//!
//! [`Table::try_new`] picks the value type (`i32` when the board's score
//! bound fits, else an exact `f64`, see [`WIDE_IS_EXACT`]) and runs
//! [`fill`], which solves every position of the board block by block (the
//! method is described there) in tables it allocates fallibly, on one
//! thread or, given two, on two ([`parallel`]). The public queries on the
//! result are in [`crate::analysis`].

use std::mem::size_of;
use std::ops::Sub;

use common_io::{OutOfMemory, Workers, try_filled, try_reserve};

use crate::board::Binomials;
use crate::board::Board;

mod parallel;

/// The value table. Values fit in `i32` unless the board's values are large;
/// the narrow table halves the memory and the cache traffic.
///
/// Large values are held in `f64`, exactly (see [`WIDE_IS_EXACT`]), rather
/// than in `i64`: baseline x86-64 has a packed `f64` maximum (`maxpd`) but
/// no packed `i64` comparison, so only the `f64` fold vectorises (10×10
/// boards with values up to 10^9 in about 55 % of the `i64` time).
#[derive(Clone, Debug)]
pub(crate) enum Table {
    Narrow(Halves<i32>),
    Wide(Halves<f64>),
}

/// The values by rank, in two allocations: the first half of the ranks
/// (the positions whose path ends with an up step) and the second, each
/// first touched by the thread that solves most of it.
#[derive(Clone, Debug)]
pub(crate) struct Halves<V> {
    first: Vec<V>,
    second: Vec<V>,
}

impl<V: Copy> Halves<V> {
    /// The value of rank `rank`.
    fn get(&self, rank: usize) -> V {
        match rank.checked_sub(self.first.len()) {
            None => self.first[rank],
            Some(rank) => self.second[rank],
        }
    }
}

/// Every value the wide table holds or computes is an integer below 2^53
/// in absolute value, so `f64` represents it, and every subtraction and
/// comparison on it, exactly: the largest board within
/// `n + m <= MAX_SIDE_SUM` has `⌊S/2⌋ · ⌈S/2⌉` cells, each worth at most
/// `MAX_VALUE`, and a value read from the table is at most that sum; a gain
/// minus a value is at most `MAX_VALUE` more. (For limits `n + m <=
/// max_side_sum` and values up to `max_value`; the crate's own limits are
/// asserted at compile time.)
const fn wide_is_exact(max_side_sum: u64, max_value: u64) -> bool {
    let cells = (max_side_sum / 2) * (max_side_sum - max_side_sum / 2);
    (cells + 1) * max_value < (1u64 << 53)
}
const _: () = assert!(
    wide_is_exact(
        crate::board::MAX_SIDE_SUM as u64,
        crate::board::MAX_VALUE as u64
    ),
    "raise the limits only with an exact wide table"
);

impl Table {
    /// Solves `board` on `workers`: the value of every position, for the
    /// player to move; [`OutOfMemory`] if a table cannot be allocated. The
    /// same table whatever the workers.
    pub(crate) fn try_new(board: &Board, workers: &Workers) -> Result<Table, OutOfMemory> {
        Ok(if is_narrow(board) {
            Table::Narrow(fill::<i32>(board, workers)?)
        } else {
            Table::Wide(fill::<f64>(board, workers)?)
        })
    }

    /// The bytes per position [`Table::try_new`] allocates for `board` in
    /// [`position_tables`]: the value (4 or 8 bytes) and whose turn it is
    /// (1 byte).
    pub(crate) fn bytes_per_position(board: &Board) -> usize {
        let value = if is_narrow(board) {
            size_of::<i32>()
        } else {
            size_of::<f64>()
        };
        value + size_of::<bool>()
    }

    /// Frees the table on `workers`, each half on its own thread when there
    /// are two (returning hundreds of megabytes to the system takes time).
    pub(crate) fn free_on(self, workers: &Workers) {
        fn free<V: Send>(halves: Halves<V>, workers: &Workers) {
            let Halves { first, second } = halves;
            workers.join(|| drop(first), || drop(second));
        }
        match self {
            Table::Narrow(halves) => free(halves, workers),
            Table::Wide(halves) => free(halves, workers),
        }
    }

    /// The value of the position of rank `rank` for the player to move.
    /// The rank must be one of the table's board (a broken invariant
    /// panics).
    pub(crate) fn value(&self, rank: usize) -> i64 {
        match self {
            Table::Narrow(values) => i64::from(values.get(rank)),
            // Exact: the values are integers below 2^53 (see `Table`).
            Table::Wide(values) => values.get(rank) as i64,
        }
    }
}

/// Whether every score of `board` fits the `i32` table.
fn is_narrow(board: &Board) -> bool {
    i32::try_from(board.score_bound()).is_ok()
}

/// A score type for the table.
trait Value: Copy + Send + Sync + Sub<Output = Self> {
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
        match i32::try_from(v) {
            Ok(v) => v,
            Err(_) => unreachable!("the i32 table is only used when the score bound fits"),
        }
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
/// path (see [`Position::rank`](crate::Position::rank)): increasing rank is
/// increasing mask among masks with `cols` ones. A move at step `t` with `r`
/// right steps below it shifts one right step from bit `t + 1` to bit `t`,
/// which lowers the rank by exactly `C(t, r)`.
///
/// The positions whose bits at and above `w` are fixed form a contiguous
/// block of ranks, `C(w, k)` long (`k`: the ones below `w`; a [`Block`]).
/// The block splits on bit `w - 1`: first the `C(w - 1, k)` positions with
/// a `0` there, then those with a `1`. Among the latter, the first
/// `C(w - 2, k - 1)` have a `0` at bit `w - 2`, hence a move at `t = w - 2`,
/// `r = k - 1`, whose successors are the same number of consecutive
/// positions of the first half. So [`Moves::block`] solves the first half,
/// folds that move into the second half as one pass over two contiguous
/// slices (a [`Fold`]), and recurses into the second half. Every move of
/// every position is folded exactly once, at the split on the bit just
/// above it, and always from an already solved range. Recursion depth is at
/// most `rows + cols`.
///
/// The tables are kept in two halves of ranks ([`Halves`]): the whole
/// board's block is its first half `F`, then the move folded from `F`'s
/// tail into `S`'s head, then its second half `S`. Given two threads, each
/// half is allocated (and its pages first touched) by one of them, and
/// [`parallel::solve_halves`] runs the same recursion with the blocks that
/// do not wait for each other side by side.
///
/// Every table is allocated fallibly: [`OutOfMemory`] names the one that
/// could not be had.
fn fill<V: Value>(board: &Board, workers: &Workers) -> Result<Halves<V>, OutOfMemory> {
    let (rows, cols) = (board.rows(), board.cols());
    let width = rows + cols;
    let binomials = Binomials::new();
    let size = binomials.get(width, cols);

    // Rank 0, the full board, holds `rows * cols` stones; every other
    // position gets its mover from a successor (one stone more: the other
    // player) when its first move is folded.
    let whole = Block {
        base: 0,
        bits: width,
        ones: cols,
    };
    let first = binomials.get(width - 1, cols);
    let parallel = workers.threads() >= 2;
    let full_is_odd = (rows * cols) % 2 == 1;
    // A half that cannot be had is reported with the whole table's bytes.
    let tables = |len: usize| {
        position_tables::<V>(len, full_is_odd)
            .map_err(|e| OutOfMemory::new(e.what, e.bytes / len.max(1) * size))
    };
    let (first_tables, second_tables) = if parallel {
        workers.join(|| tables(first), || tables(size - first))
    } else {
        (tables(first), tables(size - first))
    };
    let ((mut first_values, mut first_seconds), (mut second_values, mut second_seconds)) =
        (first_tables?, second_tables?);

    // The gains of the move at step `t` with `r` right steps below it, for
    // the first and the second player: the cell at row `rows - 1 - (t - r)`,
    // column `r`.
    let mut gains = try_filled(width * width, [V::ZERO; 2], "the move gains table")?;
    for t in 0..width {
        for r in 0..=t.min(cols) {
            let up = t - r;
            if up < rows && r < cols {
                let cell = (rows - 1 - up) * cols + r;
                gains[t * width + r] = [V::narrow(board.a()[cell]), V::narrow(board.b()[cell])];
            }
        }
    }

    let mut moves = Moves {
        gains,
        width,
        leaves: Vec::new(),
        binomials,
    };
    let mut leaves = Vec::new();
    try_reserve(
        &mut leaves,
        (width + 1) * (width + 1),
        "the leaf move lists",
    )?;
    for bits in 0..=width {
        for ones in 0..=width {
            let block = Block {
                base: 0,
                bits,
                ones,
            };
            leaves.push(moves.leaf_program(block)?);
        }
    }
    moves.leaves = leaves;
    // Rank 0 is the full board: nothing left to play.
    first_values[0] = V::ZERO;
    let mut first_half = Region {
        values: &mut first_values,
        second_moves: &mut first_seconds,
    };
    let mut second_half = Region {
        values: &mut second_values,
        second_moves: &mut second_seconds,
    };
    if parallel {
        parallel::solve_halves(&moves, &mut first_half, &mut second_half, whole, workers);
    } else {
        // `F`, the move from `F`'s tail into `S`'s head, `S`.
        moves.block(&mut first_half, whole.first_half(), &mut Alone);
        let (top, second) = moves.split(whole);
        moves.fold_across(&first_half, &mut second_half, top);
        moves.block(&mut second_half, second.rebased(first), &mut Alone);
    }
    if parallel {
        // The mover tables are not kept: freed on both threads.
        workers.join(|| drop(first_seconds), || drop(second_seconds));
    }
    Ok(Halves {
        first: first_values,
        second: second_values,
    })
}

/// The two tables with an entry per position: the values, every one
/// `V::MIN` until a move is folded in, and whose turn it is, every one
/// `second_moves` until set from a successor: [`Table::bytes_per_position`]
/// per position.
fn position_tables<V: Value>(
    positions: usize,
    second_moves: bool,
) -> Result<(Vec<V>, Vec<bool>), OutOfMemory> {
    let values = try_filled(positions, V::MIN, "the value table")?;
    let second_moves = try_filled(positions, second_moves, "the mover table")?;
    Ok((values, second_moves))
}

/// The positions a recursion of [`fill`] works on: a block's ranks (or the
/// whole table), rebased to 0.
struct Region<'a, V> {
    /// The value of each position for the player to move, by rank.
    values: &'a mut [V],
    /// Whether the second player is the one to move, by rank. A `bool`
    /// rather than a `u8`: knowing it is 0 or 1, the compiler picks the
    /// gain by indexing in the leaves and by a mask in the folds. Not a
    /// `BitVec`: one bit per position would save 1/5 (or 1/9) of the
    /// memory, but the fold no longer vectorises and reads and writes go
    /// through bit proxies: 3.9 times the instructions on a 13×13 board
    /// (0.14 s → 0.36 s).
    second_moves: &'a mut [bool],
}

impl<'a, V> Region<'a, V> {
    /// The positions below `mid` and those from `mid` on, each rebased to 0.
    fn split_at(&mut self, mid: usize) -> (Region<'_, V>, Region<'_, V>) {
        let (values, values_rest) = self.values.split_at_mut(mid);
        let (seconds, seconds_rest) = self.second_moves.split_at_mut(mid);
        (
            Region {
                values,
                second_moves: seconds,
            },
            Region {
                values: values_rest,
                second_moves: seconds_rest,
            },
        )
    }
}

/// The moves of a board, as [`fill`] folds them: the same for every block
/// of the same shape, and only read while the table fills (so shared by
/// the threads of [`parallel::solve`]).
struct Moves<V> {
    /// `gains[t * width + r]`: the first and the second player's gain for
    /// the move at step `t` with `r` right steps below it.
    gains: Vec<[V; 2]>,
    /// `rows + cols`.
    width: usize,
    /// `leaves[bits * (width + 1) + ones]`: the moves inside a block of
    /// `C(bits, ones)` positions, for blocks of at most `LEAF` positions
    /// (else empty).
    leaves: Vec<Vec<Edge>>,
    binomials: Binomials,
}

/// What a recursion of [`Moves::block`] tells, and asks of, the work
/// around it: [`Front::done`] when the positions below a rank are solved,
/// and [`Front::ready`] before it reads or finishes positions below a rank
/// (so that moves folded from elsewhere can be brought in first). Alone,
/// a recursion needs neither ([`Alone`]); [`parallel`] pairs two.
trait Front<V: Value> {
    /// Every position of `region` below `end` is about to be read, or
    /// solved by moves inside it: fold in what it still lacks.
    fn ready(&mut self, region: &mut Region<'_, V>, end: usize);
    /// Every position of `region` below `end` is solved.
    fn done(&mut self, region: &Region<'_, V>, end: usize);
    /// Folds the move of `fold` into its run of positions, as
    /// [`Moves::fold`] does (each position on its own, so [`parallel`] may
    /// split a long run among threads).
    #[inline(always)]
    fn fold(&mut self, moves: &Moves<V>, region: &mut Region<'_, V>, fold: Fold) {
        moves.fold(region, fold);
    }
}

/// A recursion with nothing around it.
struct Alone;

impl<V: Value> Front<V> for Alone {
    #[inline(always)]
    fn ready(&mut self, _: &mut Region<'_, V>, _: usize) {}
    #[inline(always)]
    fn done(&mut self, _: &Region<'_, V>, _: usize) {}
}

/// Blocks of at most this many positions run a precomputed list of moves
/// instead of recursing: a block's moves depend only on `(bits, ones)`.
const LEAF: usize = 64;

/// Folds at most this long go one position at a time.
const SHORT_FOLD: usize = 8;

/// A block of ranks: the `C(bits, ones)` positions from rank `base` on,
/// those with `ones` right steps below bit `bits` and the same steps at and
/// above it (`w` and `k` in the description of [`fill`]).
#[derive(Clone, Copy, Debug)]
struct Block {
    base: usize,
    bits: usize,
    ones: usize,
}

impl Block {
    /// Whether the block has more than one position (else it is solved:
    /// nothing moves below bit `bits`).
    fn splits(self) -> bool {
        0 < self.ones && self.ones < self.bits
    }

    /// The positions with a `0` at bit `bits - 1`: the first ranks.
    fn first_half(self) -> Block {
        Block {
            bits: self.bits - 1,
            ..self
        }
    }

    /// The same block in a region that starts `start` ranks later.
    fn rebased(self, start: usize) -> Block {
        Block {
            base: self.base - start,
            ..self
        }
    }
}

/// One kind of move folded into a run of positions: the `len` positions
/// from rank `lo` on, whose successors are the `len` positions just below
/// `lo`, with the move of gain slot `slot`.
#[derive(Clone, Copy, Debug)]
struct Fold {
    lo: usize,
    len: usize,
    slot: usize,
}

/// One move inside a leaf block, relative to the block's first rank.
#[derive(Clone, Copy, Debug)]
struct Edge {
    target: u16,
    successor: u16,
    slot: u16,
}

/// The table-update step, written once for the leaves and both folds: a
/// move from the position of `value` and `second_moves` to a solved
/// successor whose value and `second_moves` are `next`, worth `gain` (the
/// first and the second player's). The successor has one stone more: the
/// other player moves there.
///
/// Inlined, so that the long fold still vectorises (`maxpd` for the `f64`
/// table). `gain` is passed by reference: by value, the `i32` fold picked
/// the gain in 64-bit lanes and ran 13 % more instructions.
#[inline(always)]
fn update<V: Value>(value: &mut V, second_moves: &mut bool, next: (V, bool), gain: &[V; 2]) {
    let (next_value, next_second_moves) = next;
    *second_moves = !next_second_moves;
    let gain = if *second_moves { gain[1] } else { gain[0] };
    *value = (*value).larger(gain - next_value);
}

impl<V: Value> Moves<V> {
    /// Solves `block` of `region`, given that every move at a step
    /// `t >= bits - 1` has already been folded into it (or, in
    /// [`parallel`], will be when `front` is [`Front::ready`]).
    fn block(&self, region: &mut Region<'_, V>, mut block: Block, front: &mut impl Front<V>) {
        // The second half is solved by looping rather than recursing.
        while block.splits() {
            let size = self.binomials.get(block.bits, block.ones);
            if size <= LEAF {
                front.ready(region, block.base + size);
                self.leaf(region, block);
                front.done(region, block.base + size);
                return;
            }
            self.block(region, block.first_half(), front);
            let (fold, second_half) = self.split(block);
            front.ready(region, fold.lo);
            front.fold(self, region, fold);
            block = second_half;
        }
    }

    /// Where `block` splits: the move at `t = bits - 2` folded into the
    /// start of its second half (the positions with a `1` at bit
    /// `bits - 1`), and that second half.
    fn split(&self, block: Block) -> (Fold, Block) {
        let Block { base, bits, ones } = block;
        let lo = base + self.binomials.get(bits - 1, ones);
        let fold = Fold {
            lo,
            len: self.binomials.get(bits - 2, ones - 1),
            slot: (bits - 2) * self.width + ones - 1,
        };
        let second_half = Block {
            base: lo,
            bits: bits - 1,
            ones: ones - 1,
        };
        (fold, second_half)
    }

    /// The moves inside `block` (at rank 0) in an order that only reads
    /// solved positions: the recursion of [`Moves::block`], written down
    /// once.
    fn leaf_program(&self, block: Block) -> Result<Vec<Edge>, OutOfMemory> {
        let mut edges = Vec::new();
        if self.binomials.get(block.bits, block.ones) <= LEAF {
            self.record(block, &mut edges)?;
        }
        Ok(edges)
    }

    fn record(&self, mut block: Block, edges: &mut Vec<Edge>) -> Result<(), OutOfMemory> {
        while block.splits() {
            self.record(block.first_half(), edges)?;
            let (Fold { lo, len, slot }, second_half) = self.split(block);
            try_reserve(edges, len, "the leaf move lists")?;
            for target in lo..lo + len {
                // Ranks inside a leaf are below `LEAF`, slots below 31 * 31.
                edges.push(Edge {
                    target: target as u16,
                    successor: (target - len) as u16,
                    slot: slot as u16,
                });
            }
            block = second_half;
        }
        Ok(())
    }

    /// Runs the precomputed moves of the leaf `block`.
    fn leaf(&self, region: &mut Region<'_, V>, block: Block) {
        let Block { base, bits, ones } = block;
        let size = self.binomials.get(bits, ones);
        let edges = &self.leaves[bits * (self.width + 1) + ones];
        let values = &mut region.values[base..base + size];
        let second_moves = &mut region.second_moves[base..base + size];
        for edge in edges {
            let (target, successor) = (usize::from(edge.target), usize::from(edge.successor));
            let next = (values[successor], second_moves[successor]);
            let gain = &self.gains[usize::from(edge.slot)];
            update(&mut values[target], &mut second_moves[target], next, gain);
        }
    }

    /// Folds the move of `fold`, whose successors are the tail of `from`
    /// and whose targets (from rank `from.values.len()` on) the head of
    /// `into`: the block's split when its halves are two regions.
    fn fold_across(&self, from: &Region<'_, V>, into: &mut Region<'_, V>, fold: Fold) {
        let Fold { lo, len, slot } = fold;
        assert_eq!(lo, from.values.len(), "the fold starts where `into` starts");
        fold_into(
            &mut into.values[..len],
            &mut into.second_moves[..len],
            &from.values[lo - len..],
            &from.second_moves[lo - len..],
            &self.gains[slot],
        );
    }

    /// Folds the move of `fold` into its run of positions.
    fn fold(&self, region: &mut Region<'_, V>, fold: Fold) {
        let Fold { lo, len, slot } = fold;
        let (solved, open) = region.values.split_at_mut(lo);
        let (successors, targets) = (&solved[lo - len..], &mut open[..len]);
        let (solved, open) = region.second_moves.split_at_mut(lo);
        let (successor_seconds, target_seconds) = (&solved[lo - len..], &mut open[..len]);
        fold_into(
            targets,
            target_seconds,
            successors,
            successor_seconds,
            &self.gains[slot],
        );
    }
}

/// One kind of move folded into a run of positions: each of `targets` (and
/// its `target_seconds`) moves to the successor at the same place of
/// `successors`, worth `gain`.
fn fold_into<V: Value>(
    targets: &mut [V],
    target_seconds: &mut [bool],
    successors: &[V],
    successor_seconds: &[bool],
    gain: &[V; 2],
) {
    // A copy of the gain on the stack: the loop reads it from a register.
    let gain = *gain;
    // Short folds go one by one: a vectorised loop's set-up costs more.
    if targets.len() <= SHORT_FOLD {
        for i in 0..targets.len() {
            let next = (successors[i], successor_seconds[i]);
            update(&mut targets[i], &mut target_seconds[i], next, &gain);
        }
        return;
    }
    for (((value, &next_value), second), &next_second) in targets
        .iter_mut()
        .zip(successors)
        .zip(target_seconds)
        .zip(successor_seconds)
    {
        update(value, second, (next_value, next_second), &gain);
    }
}

#[cfg(test)]
mod tests;
