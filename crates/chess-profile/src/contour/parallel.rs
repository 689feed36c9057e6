//! One table on two threads: the parts of a block that do not wait for
//! each other, side by side.
//!
//! In rank order a block `(w, k)` of [`Moves::block`] is four blocks:
//! `F1 = (w-2, k)`, `F2 = (w-2, k-1)`, `S1 = (w-2, k-1)` and `S2 =
//! (w-2, k-2)`, its first half `F = F1 F2` and its second half `S = S1 S2`.
//! The recursion solves `F1`, folds the tail of `F1` into `F2` (the split of
//! `F`), solves `F2`, folds `F2` into `S1` (the split of the block: position
//! `i` of `S1` moves to position `i` of `F2`), solves `S1`, folds the tail
//! of `S1` into `S2` and solves `S2`. So `S1` waits for `F2` alone, position
//! by position, and the two have the same shape. Here one thread solves
//! `F2` and sends each run of solved positions to the other, which folds
//! them into `S1` just before its own recursion (the same as `F2`'s) reads
//! or finishes those positions ([`Front`]). `F1` and `S2` are blocks of the
//! same kind, paired the same way. The copy of `F2` sent is the only cost
//! over the single thread's work: the tables and the values are the same,
//! whatever the threads.
//!
//! With `T(w, k)` the time of a block and `C(w, k)` its positions, `T(w, k)
//! = T(w-2, k) + C(w-2, k-1) + T(w-2, k-2)`: about half of `C(w, k)` (0.50
//! of a 15×15 board's work in the ideal, 0.504 for 10×10). The pairs are
//! chains of two; past two threads, the long folds (one update per
//! position, each on its own) are cut into pieces that the other threads
//! take: those outside the pairs into as many pieces as threads, those
//! inside each side into half as many (see the crate documentation's note
//! on scaling). With two threads no side's fold is cut, so the two-thread
//! fill is the pairing alone.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};

use common_io::Workers;

use super::{Alone, Block, Fold, Front, Moves, Region, Value, fold_into};

/// Blocks of fewer positions are solved on one thread: pairing them costs
/// more than it saves.
const PAIR_MIN: usize = 1 << 15;

/// The shortest piece a fold is cut into: a fold shorter than two pieces
/// runs whole.
const PIECE_MIN: usize = 1 << 14;

/// Positions sent at a time from `F2`'s thread to `S1`'s.
const RUN: usize = 1 << 13;

/// The most runs sent and not yet folded: then F2's thread waits for S1's
/// to fold one, so the runs in flight hold at most this many times [`RUN`]
/// positions (1.3 MB of `f64` values), not a copy of F2. It waits only
/// once S1's side has started: `join` runs both sides on one thread when
/// no other is free, S1's after F2's, and then F2's side sends everything
/// without waiting (as much memory as F2, on one thread only).
const IN_FLIGHT: usize = 16;

/// A run of solved positions of `F2`: their values and whose turn it is.
type Run<V> = (Vec<V>, Vec<bool>);

/// Solves `block` of `region` as [`Moves::block`] does, with the pairs of
/// blocks that do not wait for each other on two threads of `workers`.
fn solve<V: Value>(moves: &Moves<V>, region: &mut Region<'_, V>, block: Block, workers: &Workers) {
    let Block { base, bits, ones } = block;
    if moves.binomials.get(bits, ones) < PAIR_MIN || ones < 2 || ones + 2 > bits {
        moves.block(region, block, &mut Alone);
        return;
    }
    let first = moves.binomials.get(bits - 1, ones);
    let (mut first_half, mut second_half) = region.split_at(base + first);
    solve_halves(moves, &mut first_half, &mut second_half, block, workers);
}

/// [`solve`] for a block whose first half `F` ends `first` (from the
/// block's base on) and whose second half `S` is `second`, from its start.
pub(super) fn solve_halves<V: Value>(
    moves: &Moves<V>,
    first: &mut Region<'_, V>,
    second: &mut Region<'_, V>,
    block: Block,
    workers: &Workers,
) {
    let Block { base, bits, ones } = block;
    let halves = moves.binomials.get(bits - 1, ones);
    let (top, second_block) = moves.split(block);
    let second_block = second_block.rebased(base + halves);
    if ones < 2 || ones + 2 > bits {
        // Too small to pair: F, the split, S.
        moves.block(first, block.first_half(), &mut Alone);
        moves.fold_across(first, second, top);
        moves.block(second, second_block, &mut Alone);
        return;
    }
    let (f1, f2) = (
        moves.binomials.get(bits - 2, ones),
        moves.binomials.get(bits - 2, ones - 1),
    );

    // F1, then the split of F.
    solve(
        moves,
        first,
        Block {
            base,
            bits: bits - 2,
            ones,
        },
        workers,
    );
    let (inside_first, _) = moves.split(block.first_half());
    fold_in_pieces(moves, first, inside_first, workers, workers.threads());

    // F2 and S1, side by side; S1 takes the block's split from F2's runs.
    let paired = Block {
        base: 0,
        bits: bits - 2,
        ones: ones - 1,
    };
    {
        let (_, mut rest) = first.split_at(base + f1);
        let (mut f2_region, _) = rest.split_at(f2);
        let (mut s1_region, _) = second.split_at(f2);
        let (runs, received) = channel();
        let (returned, spare) = channel();
        let follower_started = AtomicBool::new(false);
        let pieces = SidePieces {
            workers,
            parts: workers.threads().div_ceil(2),
            follower_started: &follower_started,
        };
        let gain = moves.gains[top.slot];
        workers.join(
            || {
                let mut front = Publisher {
                    runs,
                    spare,
                    free: Vec::new(),
                    in_flight: 0,
                    pieces,
                    sent: 0,
                };
                moves.block(&mut f2_region, paired, &mut front);
                front.send(&f2_region, f2);
            },
            || {
                follower_started.store(true, Ordering::Release);
                let mut front = Follower {
                    received,
                    returned,
                    gain,
                    applied: 0,
                    pieces,
                };
                moves.block(&mut s1_region, paired, &mut front);
                front.ready(&mut s1_region, f2);
            },
        );
    }

    // The split of S, then S2.
    let (inside_second, rest) = moves.split(second_block);
    fold_in_pieces(moves, second, inside_second, workers, workers.threads());
    solve(moves, second, rest, workers);
}

/// [`Moves::fold`] cut into `parts` pieces side by side when it is long
/// ([`cut`]): a fold is one update per position, each independent of the
/// others.
fn fold_in_pieces<V: Value>(
    moves: &Moves<V>,
    region: &mut Region<'_, V>,
    fold: Fold,
    workers: &Workers,
    parts: usize,
) {
    let Fold { lo, len, slot } = fold;
    let (solved, mut open) = region.split_at(lo);
    let (targets, _) = open.split_at(len);
    cut(
        targets,
        Successors {
            values: &solved.values[lo - len..],
            second_moves: &solved.second_moves[lo - len..],
        },
        &moves.gains[slot],
        workers,
        parts,
    );
}

/// The solved positions a fold reads: its targets' successors, in order.
#[derive(Clone, Copy)]
struct Successors<'a, V> {
    values: &'a [V],
    second_moves: &'a [bool],
}

impl<'a, V> Successors<'a, V> {
    /// The first `mid` positions, and the rest.
    fn split_at(self, mid: usize) -> (Successors<'a, V>, Successors<'a, V>) {
        let (low_values, high_values) = self.values.split_at(mid);
        let (low_seconds, high_seconds) = self.second_moves.split_at(mid);
        (
            Successors {
                values: low_values,
                second_moves: low_seconds,
            },
            Successors {
                values: high_values,
                second_moves: high_seconds,
            },
        )
    }
}

/// Folds `successors` into `targets` in `parts` pieces, or fewer so that
/// each has at least [`PIECE_MIN`] positions (`len / parts` rounded down
/// each time, so the pieces below a cut keep that size), half of the parts
/// on each side of a `join`, so idle threads take them.
fn cut<V: Value>(
    mut targets: Region<'_, V>,
    successors: Successors<'_, V>,
    gain: &[V; 2],
    workers: &Workers,
    parts: usize,
) {
    let len = targets.values.len();
    let parts = parts.min(len / PIECE_MIN);
    if parts < 2 {
        fold_into(
            targets.values,
            targets.second_moves,
            successors.values,
            successors.second_moves,
            gain,
        );
        return;
    }
    let low_parts = parts / 2;
    let mid = len / parts * low_parts;
    let (low, high) = targets.split_at(mid);
    let (low_next, high_next) = successors.split_at(mid);
    workers.join(
        || cut(low, low_next, gain, workers, low_parts),
        || cut(high, high_next, gain, workers, parts - low_parts),
    );
}

/// How a side of a pair cuts its long folds: into `parts` pieces (half the
/// threads, the other side having the other half), once S1's side has
/// started. Before that, a thread of F2's side waiting for a piece could
/// take S1's side itself (it is queued on this thread) and wait there for
/// runs that F2's side, below it on the same thread, would never send.
/// Once both sides run, the only work queued by the pair is pieces, which
/// never wait for anything.
#[derive(Clone, Copy)]
struct SidePieces<'a> {
    workers: &'a Workers,
    parts: usize,
    /// Whether S1's side runs (on another thread, since this one is busy
    /// with F2): only then may F2's side wait for it, or cut its folds.
    follower_started: &'a AtomicBool,
}

impl SidePieces<'_> {
    fn started(&self) -> bool {
        self.follower_started.load(Ordering::Acquire)
    }

    fn fold<V: Value>(&self, moves: &Moves<V>, region: &mut Region<'_, V>, fold: Fold) {
        if self.started() {
            fold_in_pieces(moves, region, fold, self.workers, self.parts);
        } else {
            moves.fold(region, fold);
        }
    }
}

/// `F2`'s side: sends each run of solved positions.
struct Publisher<'a, V> {
    runs: Sender<Run<V>>,
    /// The buffers of runs already folded, sent back to be filled again
    /// (a run is not allocated and freed on two threads each time).
    spare: Receiver<Run<V>>,
    /// The buffers sent back, to be filled again.
    free: Vec<Run<V>>,
    /// The runs sent and not yet sent back (folded).
    in_flight: usize,
    /// How long folds are cut, and whether S1's side has started.
    pieces: SidePieces<'a>,
    /// The positions sent so far: those below.
    sent: usize,
}

impl<V: Value> Publisher<'_, V> {
    /// Takes back the buffers of the runs folded so far.
    fn collect(&mut self) {
        while let Ok(run) = self.spare.try_recv() {
            self.in_flight -= 1;
            self.free.push(run);
        }
    }

    /// Sends the solved positions from `sent` to `end`.
    fn send(&mut self, region: &Region<'_, V>, end: usize) {
        if end > self.sent {
            let (mut values, mut seconds) = self.free.pop().unwrap_or_default();
            values.clear();
            values.extend_from_slice(&region.values[self.sent..end]);
            seconds.clear();
            seconds.extend_from_slice(&region.second_moves[self.sent..end]);
            let run = (values, seconds);
            // The receiver lives until it has every position it needs: it
            // is gone only if its thread panicked, which `join` passes on.
            let _ = self.runs.send(run);
            self.in_flight += 1;
            self.sent = end;
        }
    }
}

impl<V: Value> Front<V> for Publisher<'_, V> {
    fn ready(&mut self, _: &mut Region<'_, V>, _: usize) {}

    fn done(&mut self, region: &Region<'_, V>, end: usize) {
        if end >= self.sent + RUN {
            self.collect();
            if self.in_flight >= IN_FLIGHT && self.pieces.started() {
                // S1's side folds every run it is sent, then sends it back.
                if let Ok(run) = self.spare.recv() {
                    self.in_flight -= 1;
                    self.free.push(run);
                }
            }
            self.send(region, end);
        }
    }

    fn fold(&mut self, moves: &Moves<V>, region: &mut Region<'_, V>, fold: Fold) {
        self.pieces.fold(moves, region, fold);
    }
}

/// `S1`'s side: folds `F2`'s runs into its positions as they are needed.
struct Follower<'a, V> {
    received: Receiver<Run<V>>,
    /// Where the folded runs' buffers go back.
    returned: Sender<Run<V>>,
    /// The gain of the block's split (the move from `S1` to `F2`).
    gain: [V; 2],
    /// The positions the split is folded into so far: those below.
    applied: usize,
    /// How long folds are cut.
    pieces: SidePieces<'a>,
}

impl<V: Value> Front<V> for Follower<'_, V> {
    fn ready(&mut self, region: &mut Region<'_, V>, end: usize) {
        // Whole runs, as they come: a fold into positions ahead of the
        // recursion is as good as one just before it reads them (a
        // position's moves may be folded in any order), and long folds
        // vectorise.
        while self.applied < end {
            let (values, seconds) = match self.received.recv() {
                Ok(run) => run,
                Err(_) => unreachable!("F2's thread sends every position S1 needs"),
            };
            let (at, to) = (self.applied, self.applied + values.len());
            fold_into(
                &mut region.values[at..to],
                &mut region.second_moves[at..to],
                &values,
                &seconds,
                &self.gain,
            );
            self.applied = to;
            // The publisher is gone once it has sent every run: then the
            // buffer is simply freed.
            let _ = self.returned.send((values, seconds));
        }
    }

    fn done(&mut self, _: &Region<'_, V>, _: usize) {}

    fn fold(&mut self, moves: &Moves<V>, region: &mut Region<'_, V>, fold: Fold) {
        self.pieces.fold(moves, region, fold);
    }
}

#[cfg(test)]
mod tests {
    use std::num::NonZeroUsize;
    use std::sync::atomic::{AtomicBool, Ordering};

    use common_io::{SplitMix64, Workers};

    use super::super::Table;
    use crate::Board;

    /// A 12×12 board: F2 and S1 pair over 86 runs at the top, past
    /// [`IN_FLIGHT`](super::IN_FLIGHT), so F2's side waits for S1's.
    fn board() -> Board {
        let mut rng = SplitMix64::new(12);
        let mut values = || (0..144).map(|_| rng.range_i64(0, 1000)).collect();
        Board::new(12, 12, values(), values()).unwrap_or_else(|e| panic!("{e}"))
    }

    fn same(one: &Table, other: &Table) -> bool {
        let positions = crate::analysis::position_count(12, 12);
        (0..positions).all(|r| one.value(r) == other.value(r))
    }

    /// On two, three and four threads (the sides' long folds cut in
    /// pieces past two), and on such a pool whose one thread is busy for
    /// the whole fill (on two threads each pair's two sides then run one
    /// after the other on one thread: F2's side must never wait for S1's),
    /// the table is the one thread's.
    #[test]
    #[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
    fn pairs_fill_the_table_with_a_free_thread_or_without() {
        let board = board();
        let one =
            Table::try_new(&board, &Workers::current_thread()).unwrap_or_else(|e| panic!("{e}"));
        for threads in 2..=4 {
            let workers = Workers::new(NonZeroUsize::new(threads).unwrap_or(NonZeroUsize::MIN));
            assert_eq!(workers.threads(), threads, "the pool is built");
            let free = Table::try_new(&board, &workers).unwrap_or_else(|e| panic!("{e}"));
            assert!(same(&one, &free), "{threads} threads");
            let filled = AtomicBool::new(false);
            let (busy, ()) = workers.join(
                || {
                    let table = Table::try_new(&board, &workers);
                    filled.store(true, Ordering::Release);
                    table
                },
                || {
                    while !filled.load(Ordering::Acquire) {
                        std::thread::yield_now();
                    }
                },
            );
            let busy = busy.unwrap_or_else(|e| panic!("{e}"));
            assert!(same(&one, &busy), "{threads} threads, one busy");
        }
    }

    /// A fold cut in any number of pieces, at lengths around where the
    /// cutting starts, updates every position as the whole fold does.
    #[test]
    fn a_fold_in_pieces_is_the_whole_fold() {
        use super::{PIECE_MIN, Region, Successors, cut, fold_into};

        let mut rng = SplitMix64::new(23);
        let workers = Workers::new(NonZeroUsize::new(3).unwrap_or(NonZeroUsize::MIN));
        let gain = [5_i32, -3];
        for len in [
            2 * PIECE_MIN - 1,
            2 * PIECE_MIN,
            5 * PIECE_MIN + 7,
            7 * PIECE_MIN - 1,
        ] {
            let next: Vec<i32> = (0..len).map(|_| rng.range_i64(-99, 99) as i32).collect();
            let next_seconds: Vec<bool> = (0..len).map(|_| rng.range_i64(0, 1) == 1).collect();
            let start: Vec<i32> = (0..len).map(|_| rng.range_i64(-99, 99) as i32).collect();
            let (mut whole, mut whole_seconds) = (start.clone(), vec![false; len]);
            fold_into(&mut whole, &mut whole_seconds, &next, &next_seconds, &gain);
            for parts in 1..=7 {
                let (mut values, mut seconds) = (start.clone(), vec![false; len]);
                let targets = Region {
                    values: &mut values,
                    second_moves: &mut seconds,
                };
                let successors = Successors {
                    values: &next,
                    second_moves: &next_seconds,
                };
                cut(targets, successors, &gain, &workers, parts);
                assert!(
                    values == whole && seconds == whole_seconds,
                    "{len} in {parts}"
                );
            }
        }
    }
}
