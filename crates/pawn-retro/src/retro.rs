//! The retrograde analysis: terminal positions first, then a breadth-first
//! walk backwards through un-moves generated on the fly.
//!
//! [`layout`] numbers the positions, [`labels`] encodes each one's state
//! in a `u16`, and [`queue`] holds the positions labelled at one depth;
//! [`seed`] labels the terminal positions, this module drives the walk
//! layer by layer, [`unmove`] holds its inner loops (the un-moves), and
//! [`parallel`] expands a large layer on several threads.

mod labels;
pub(crate) mod layout;
mod parallel;
mod queue;
mod seed;
mod unmove;

pub(crate) use labels::{CODE_DEPTHS, Label, Labels};

use common_io::{OutOfMemory, Workers, try_filled, try_reserve};
use labels::{DeepLabels, LABELLED};
use layout::{Layout, NONE};
use queue::{KEYS, Key, Queue, SCAN_STEP};
use unmove::{LOST, WON, Walk};

use common_io::game::Wdl;

use crate::rules::Side;

/// How far the walk goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Goal {
    /// Label every position (a tablebase).
    Everything,
    /// Stop as soon as the position of this index is labelled (a label,
    /// once given, is final).
    Position(usize),
}

/// The work area of one analysis.
struct Retro<'a> {
    layout: &'a Layout,
    /// Where a large layer is expanded (see [`parallel`]).
    workers: &'a Workers,
    /// One code per position, plus the sentinel (see [`slot`]).
    state: Vec<u16>,
    deep: DeepLabels,
    /// The positions labelled at the next depth.
    next: Queue,
    /// The most bytes the queues and the buffers of the walk held at once.
    peak: usize,
    /// The layers expanded on several threads.
    parallel_layers: usize,
}

impl Retro<'_> {
    /// The breadth-first walk, one depth (layer) at a time, so a win is
    /// labelled from its fastest losing successor and a loss from its
    /// slowest winning one. With [`Goal::Position`], stops as soon as that
    /// position is labelled. The two queues share `plan`'s room.
    fn run(&mut self, goal: Goal, plan: Plan) -> Result<(), OutOfMemory> {
        let Retro {
            layout,
            workers,
            state,
            deep,
            next,
            peak,
            parallel_layers,
        } = self;
        let layout: &Layout = layout;
        let parts = workers.threads().min(parallel::MAX_PARTS);
        let stop = match goal {
            Goal::Everything => None,
            Goal::Position(index) => Some(index),
        };
        if stop.is_some_and(|s| state[s] >= LABELLED) {
            return Ok(());
        }
        let mut layer = Queue::new(layout.black_moves.len(), plan.scan_all, plan.room)?;
        let mut buffers = Buffers::default();
        let mut depth = 0u32;
        while !next.is_empty() {
            std::mem::swap(&mut layer, next);
            // Past the depths a state code tells apart, a layer is listed.
            let room = plan.room.saturating_sub(layer.capacity());
            next.clear(depth + 1 < deep.limit(), room);
            let (won, lost) = (
                deep.code(depth + 1, Wdl::Win),
                deep.code(depth + 1, Wdl::Loss),
            );
            // A large layer, every position listed, on several threads.
            let dealt =
                parts >= 2 && parallel::listed(&layer).is_some_and(|n| n >= plan.parallel_min);
            if dealt {
                let positions = &mut state[..layout.len()];
                parallel::layer(workers, parts, layout, &layer, positions, next, (won, lost))?;
                let dealt = parallel::bytes(parts, layout.black_moves.len());
                *peak = (*peak).max(held(&layer, next, &buffers, dealt));
                *parallel_layers += 1;
                // A label is final: once the position asked for has one,
                // the walk is done.
                if stop.is_some_and(|s| state[s] >= LABELLED) {
                    return deep.record(depth + 1, next, layout.pair_count);
                }
                depth += 1;
                deep.record(depth, next, layout.pair_count)?;
                continue;
            }
            let mut expansion = Expansion {
                layout,
                state,
                scratch: &mut buffers.scratch,
                next,
                won,
                lost,
            };
            let layer_lost = deep.code(depth, Wdl::Loss);
            let done =
                expansion.layer(&layer, (layer_lost, depth > 0), &mut buffers.gathered, stop)?;
            *peak = (*peak).max(held(&layer, next, &buffers, 0));
            if done {
                return deep.record(depth + 1, next, layout.pair_count);
            }
            depth += 1;
            deep.record(depth, next, layout.pair_count)?;
        }
        Ok(())
    }
}

/// How the queues of a walk list or scan the positions of a layer (see
/// [`Queue`]).
#[derive(Clone, Copy, Debug)]
struct Plan {
    /// Whether every black id is scanned: blocks of at most [`SCAN_STEP`]
    /// pairs, scanned in one step of compares.
    scan_all: bool,
    /// The entries of memory the buckets of the two queues may hold
    /// between them.
    room: usize,
    /// The fewest positions of a layer expanded on several threads, when
    /// the walk has them (see [`parallel`]).
    parallel_min: usize,
}

impl Plan {
    /// The plan of the walk over `layout`: scan small blocks, and give the
    /// queues room for a quarter of an entry per position (a byte per
    /// position), or [`ROOM_FLOOR`] if more.
    fn of(layout: &Layout) -> Plan {
        Plan {
            scan_all: layout.pair_count <= SCAN_STEP,
            room: (layout.len() / 4).max(ROOM_FLOOR),
            parallel_min: PARALLEL_MIN,
        }
    }
}

/// The fewest positions of a layer worth expanding on several threads.
/// Each part reads the whole layer and takes a lock per piece it queues,
/// which a large layer pays for: with this threshold an open 20×20 board
/// takes 0.6 of its one-thread time on two threads, while the layers of
/// 10×10 boards (at most a few tens of thousands of positions) stay on one
/// thread, so a file of many of them, already solved a board per thread,
/// keeps its speed (with `1 << 14` such a file took 1.2 to 1.3 times as
/// long on two threads, measured on a 2-core VM).
const PARALLEL_MIN: usize = 1 << 17;

/// The least room of the queues, in entries (1 MiB): boards up to the
/// judge's 10×10 never scan a block for want of memory.
const ROOM_FLOOR: usize = 1 << 18;

/// The most positions expanded at once: a bucket's run is expanded in
/// pieces of at most this many, and a scanned block read in windows of at
/// most this many pairs, so that the buffers of the walk stay small.
const CHUNK: usize = 1024;

/// The buffers of the walk, grown when needed: about 80 KiB at most
/// (within the 256 KiB the memory bound allows for them).
#[derive(Default)]
struct Buffers {
    /// Where the predecessors of a run are written before they are queued:
    /// 8 per position of a run.
    scratch: Vec<u32>,
    /// Where the positions of a window of a scanned block are gathered by
    /// key: one part of a window per key.
    gathered: Vec<u32>,
}

impl Buffers {
    /// The bytes the two buffers hold (their capacity).
    fn bytes(&self) -> usize {
        (self.scratch.capacity() + self.gathered.capacity()) * size_of::<u32>()
    }
}

/// The bytes a walk holds besides the state table while it expands
/// `layer` into `next`: both queues (`next` at its peak), the buffers,
/// and the bytes `dealt` the parts of a layer dealt out to the threads
/// hold.
fn held(layer: &Queue, next: &Queue, buffers: &Buffers, dealt: usize) -> usize {
    layer.bytes() + next.high_bytes() + buffers.bytes() + dealt
}

/// Finds the positions of one window of a scanned block labelled at the
/// layer's depth, and gathers their pairs by key.
///
/// `codes` are the state codes of pairs `start..` of the block (at most a
/// window, a [`KEYS`]th of `gathered`), `parities` their pairs' parities;
/// red is to move in the pairs of parity `red_parity`. `lost` is the
/// layer's code of a position lost for its mover; with `both`, the won ones
/// (`lost - 1`) are wanted too. The pairs found go to the part (a window
/// of entries) of `gathered` of their key (`2 · red_to_move +
/// mover_loses`, as in a bucket's index), in increasing order; returns how
/// many each part holds.
#[inline(always)]
fn gather(
    codes: &[u16],
    parities: &[u8],
    red_parity: u8,
    (lost, both): (u16, bool),
    start: u32,
    gathered: &mut [u32],
) -> [usize; KEYS] {
    let window = gathered.len() / KEYS;
    assert!(codes.len() <= window && parities.len() == codes.len());
    // A code is wanted when it is `lost`, or `lost - 1` with `both`: the
    // codes of one depth differ in their low bit only (`LABELLED` is even).
    let fold = u16::from(both);
    let mut counts = [0; KEYS];
    let mut take = |at: usize, mut mask: u32| {
        while mask != 0 {
            let lane = at + mask.trailing_zeros() as usize;
            mask &= mask - 1;
            // The low bit of a label's code is its verdict's.
            let slot = 2 * usize::from(parities[lane] == red_parity) + usize::from(codes[lane] & 1);
            gathered[slot * window + counts[slot]] = start + lane as u32;
            counts[slot] += 1;
        }
    };
    let matches = |lanes: &[u16]| -> u32 {
        let mut mask = 0;
        for (lane, &code) in lanes.iter().enumerate() {
            mask |= u32::from(code | fold == lost) << lane;
        }
        mask
    };
    // Whole steps of a fixed number of lanes (which the compiler can
    // vectorise), then the last lanes.
    let (whole, rest) = codes.as_chunks::<SCAN_STEP>();
    for (at, lanes) in whole.iter().enumerate() {
        take(at * SCAN_STEP, matches(lanes));
    }
    take(whole.len() * SCAN_STEP, matches(rest));
    counts
}

/// The expansion of one layer: labels the predecessors of its positions at
/// the next depth (`won` or `lost`) and queues them in `next`.
struct Expansion<'a> {
    layout: &'a Layout,
    /// One code per position, plus the sentinel.
    state: &'a mut [u16],
    /// Where the predecessors of a run are written before they are queued
    /// (8 per position of the run), grown when needed.
    scratch: &'a mut Vec<u32>,
    next: &'a mut Queue,
    /// The next depth's code for a position won by its mover.
    won: u16,
    /// The next depth's code for a position lost for its mover.
    lost: u16,
}

impl Expansion<'_> {
    /// Expands the positions of `layer`, labelled at a depth whose code for
    /// a position lost for its mover is `codes.0` (and won, one less, if
    /// `codes.1`; at depth 0 only the lost positions are queued: the won
    /// ones, black to move on row 0, lead nowhere). Returns whether the
    /// position `stop` is labelled, as soon as it is.
    ///
    /// The black ids are taken in increasing order, so that the positions
    /// of one black cell come together, and so do the entries they touch (a
    /// red un-move stays in the same block of `P` entries, a black un-move
    /// goes to the same place of a neighbouring block), which keeps the
    /// walk in cache. A black id's positions are its buckets' runs, or, if
    /// it is scanned, the positions of its block with the layer's codes,
    /// found a window at a time and gathered by key in `gathered`; either
    /// way they are expanded at most [`CHUNK`] at a time.
    fn layer(
        &mut self,
        layer: &Queue,
        codes: (u16, bool),
        gathered: &mut Vec<u32>,
        stop: Option<usize>,
    ) -> Result<bool, OutOfMemory> {
        let layout = self.layout;
        let pair_count = layout.pair_count;
        // A label is final: once `stop` has one, the walk is done.
        let labelled = |state: &[u16]| stop.is_some_and(|s| state[s] >= LABELLED);
        let window = pair_count.min(CHUNK);
        for black in layer.blacks() {
            if !layer.is_scanned(black) {
                for (key, run) in layer.runs(black) {
                    for piece in run.chunks(CHUNK) {
                        self.expand(key, piece)?;
                        if labelled(self.state) {
                            return Ok(true);
                        }
                    }
                }
                continue;
            }
            if gathered.len() < KEYS * window {
                let more = KEYS * window - gathered.len();
                try_reserve(gathered, more, "the positions found in a block")?;
                gathered.resize(KEYS * window, 0);
            }
            // Red is to move in the pairs whose parity is this.
            let red_parity = layout.start_parity ^ layout.black_parity[black];
            let base = black * pair_count;
            for start in (0..pair_count).step_by(window) {
                let end = pair_count.min(start + window);
                let counts = gather(
                    &self.state[base + start..base + end],
                    &layout.pair_parity[start..end],
                    red_parity,
                    codes,
                    // Pair indices fit in a u32 (see `layout::BLOCKED`).
                    start as u32,
                    gathered,
                );
                let parts = gathered.chunks_exact(window).zip(counts);
                for (slot, (part, count)) in parts.enumerate() {
                    if count > 0 {
                        self.expand(Key::of_index(black * KEYS + slot), &part[..count])?;
                        if labelled(self.state) {
                            return Ok(true);
                        }
                    }
                }
            }
        }
        Ok(false)
    }

    /// Expands `run`, positions of key `key` labelled at the layer's depth:
    /// labels their predecessors that this decides, and queues them.
    #[inline(always)]
    fn expand(&mut self, key: Key, run: &[u32]) -> Result<(), OutOfMemory> {
        let Expansion {
            layout,
            state,
            scratch,
            next,
            won,
            lost,
        } = self;
        let (layout, won, lost) = (*layout, *won, *lost);
        // Room for the at most 8 predecessors of each position.
        let room = 8 * run.len();
        if scratch.len() < room {
            let more = room - scratch.len();
            try_reserve(scratch, more, "the scratch buffer of the walk")?;
            scratch.resize(room, 0);
        }
        let walk = Walk {
            layout,
            state,
            scratch,
        };
        let black = key.black;
        // The predecessors of a position lost for its mover are won for
        // theirs, and those of a won one may be lost: the verdict of the
        // newly labelled ones.
        // (A queued position is won or lost: draws are what is never
        // labelled.)
        let was_lost = key.verdict == Wdl::Loss;
        let verdict = key.verdict.flip();
        if key.mover == Side::Red {
            // Black made the last move: one part of the scratch per black
            // cell it came from.
            let found = if was_lost {
                walk.unmove_black::<LOST>(black, run, won)
            } else {
                walk.unmove_black::<WON>(black, run, lost)
            };
            let parts = scratch.chunks_exact(run.len());
            for ((from, found), part) in layout.black_prev[black].into_iter().zip(found).zip(parts)
            {
                if from != NONE {
                    let key = Key {
                        black: usize::from(from),
                        mover: Side::Black,
                        verdict,
                    };
                    next.extend(key, &part[..found])?;
                }
            }
        } else {
            // Red made the last move: the same black cell.
            let found = if was_lost {
                walk.unmove_red::<LOST>(black, run, won)
            } else {
                walk.unmove_red::<WON>(black, run, lost)
            };
            let key = Key {
                black,
                mover: Side::Red,
                verdict,
            };
            next.extend(key, &scratch[..found])?;
        }
        Ok(())
    }
}

/// The `deep` limit of the public API: every depth a state code can hold.
pub(crate) const DEEP: u32 = CODE_DEPTHS;

/// The state table of `positions` positions: one code each, plus the
/// sentinel (see [`slot`]), 2 bytes per slot.
fn state_table(positions: usize) -> Result<Vec<u16>, OutOfMemory> {
    try_filled(positions.saturating_add(1), 0, "the state table")
}

/// Labels the positions of `layout`: all of them, or with
/// [`Goal::Position`] at least that one. Depths up to `deep` (at most
/// [`CODE_DEPTHS`]; the public API passes [`DEEP`]) are held in the state
/// codes, deeper ones in a side table. [`OutOfMemory`] if the state table,
/// the queues or the side table cannot be allocated.
pub(crate) fn analyze(
    layout: &Layout,
    goal: Goal,
    deep: u32,
    workers: &Workers,
) -> Result<Labels, OutOfMemory> {
    Ok(walk(layout, goal, deep, Plan::of(layout), workers)?.0)
}

/// What [`walk`] tells besides the labels (the tests read it).
#[derive(Clone, Copy, Debug)]
#[cfg_attr(not(test), expect(dead_code, reason = "read by the tests"))]
struct Walked {
    /// The most bytes the walk held at once besides the layout: the state
    /// table, and at their peak the queues and the buffers (not the side
    /// table of deep labels, empty below depth [`CODE_DEPTHS`]).
    bytes: usize,
    /// The layers expanded on several threads ([`parallel`]).
    parallel_layers: usize,
}

/// [`analyze`] with the queues' `plan`.
fn walk(
    layout: &Layout,
    goal: Goal,
    deep: u32,
    plan: Plan,
    workers: &Workers,
) -> Result<(Labels, Walked), OutOfMemory> {
    let mut retro = Retro {
        layout,
        workers,
        state: state_table(layout.len())?,
        deep: DeepLabels::new(deep),
        next: Queue::new(layout.black_moves.len(), plan.scan_all, plan.room)?,
        peak: 0,
        parallel_layers: 0,
    };
    retro.seed()?;
    retro.run(goal, plan)?;
    let walked = Walked {
        bytes: retro.state.capacity() * size_of::<u16>() + retro.peak,
        parallel_layers: retro.parallel_layers,
    };
    retro.state.truncate(layout.len());
    let labels = Labels {
        state: retro.state,
        deep: retro.deep,
    };
    Ok((labels, walked))
}

#[cfg(test)]
mod tests;
