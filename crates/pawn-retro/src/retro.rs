//! The retrograde analysis: terminal positions first, then a breadth-first
//! walk backwards through un-moves generated on the fly.
//!
//! [`layout`] numbers the positions, [`labels`] encodes each one's state
//! in a `u16`, and [`queue`] holds the positions labelled at one depth.

mod labels;
pub(crate) mod layout;
mod queue;

pub(crate) use labels::{CODE_DEPTHS, Label, Labels, Verdict};

use common_io::{OutOfMemory, try_filled, try_reserve};
use labels::{DeepLabels, LABELLED};
use layout::{BLOCKED, Layout, NONE};
use queue::{KEYS, Key, Queue, SCAN_STEP};

use crate::position::Side;

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
    /// One code per position, plus the sentinel (see [`slot`]).
    state: Vec<u16>,
    deep: DeepLabels,
    /// The positions labelled at the next depth.
    next: Queue,
    /// The most bytes the queues and the buffers of the walk held at once.
    peak: usize,
}

impl Retro<'_> {
    /// Labels the terminal position (`black`, `pair`) as decided in 0
    /// moves with `verdict` for its mover, without queueing it.
    fn label_terminal(&mut self, black: usize, pair: usize, verdict: Verdict) {
        self.state[black * self.layout.pair_count + pair] = self.deep.code(0, verdict);
    }

    /// Labels the terminal position (`black`, `pair`), `mover` to move, as
    /// lost in 0 moves for its mover, and queues it: through `pending`
    /// (one part per mover, of at most [`CHUNK`] pairs), so that the queue
    /// is extended a run at a time.
    #[inline(always)]
    fn terminal(
        &mut self,
        pending: &mut [Vec<u32>; 2],
        black: usize,
        pair: usize,
        mover: Side,
    ) -> Result<(), OutOfMemory> {
        self.label_terminal(black, pair, Verdict::MoverLoses);
        let part = &mut pending[usize::from(mover == Side::Red)];
        // Pair indices fit in a u32 (see `layout::BLOCKED`).
        part.push(pair as u32);
        if part.len() == CHUNK {
            self.flush(pending, black)?;
        }
        Ok(())
    }

    /// Queues the terminal positions of black id `black` in `pending`.
    fn flush(&mut self, pending: &mut [Vec<u32>; 2], black: usize) -> Result<(), OutOfMemory> {
        for (part, mover) in pending.iter_mut().zip([Side::Black, Side::Red]) {
            let key = Key {
                black,
                mover,
                verdict: Verdict::MoverLoses,
            };
            self.next.extend(key, part)?;
            part.clear();
        }
        Ok(())
    }

    /// Sets every position's counter to its mover's number of legal moves
    /// and labels the terminal positions as decided in 0 moves, applying
    /// the rules in order:
    ///
    /// 1. black on row 1: black wins. With red to move, red loses. With
    ///    black to move, black wins; such positions only follow a red move
    ///    made from an already finished position, so the game never reaches
    ///    them, but they are labelled for queries (and not queued: no
    ///    unfinished position leads to them).
    /// 2. a red piece on black's cell: the previous mover wins, so the mover
    ///    loses.
    /// 3. no legal move: the mover loses.
    ///
    /// Rules 2 and 3 give the same label, so only rule 1 needs to come first.
    fn seed(&mut self) -> Result<(), OutOfMemory> {
        let layout = self.layout;
        let pair_count = layout.pair_count;
        // The pairs where red cannot move, found once for every black cell.
        // Pair indices fit in a u32 (see `layout::BLOCKED`).
        let stuck_pairs = (layout.red_moves.iter().zip(0u32..))
            .filter(|&(&moves, _)| moves == 0)
            .map(|(_, pair)| pair);
        let mut stuck = Vec::new();
        try_reserve(
            &mut stuck,
            stuck_pairs.clone().count(),
            "the pairs where red cannot move",
        )?;
        stuck.extend(stuck_pairs);
        let mut pending = [Vec::new(), Vec::new()];
        for part in &mut pending {
            try_reserve(part, CHUNK, "the terminal positions being queued")?;
        }
        for black in 0..layout.black_moves.len() {
            // Red is to move in the pairs whose parity is `red_parity`.
            let red_parity = layout.start_parity ^ layout.black_parity[black];
            if layout.black_top[black] {
                for (pair, &parity) in layout.pair_parity.iter().enumerate() {
                    if parity == red_parity {
                        self.terminal(&mut pending, black, pair, Side::Red)?;
                    } else {
                        self.label_terminal(black, pair, Verdict::MoverWins);
                    }
                }
                self.flush(&mut pending, black)?;
                continue;
            }
            let black_moves = layout.black_moves[black];
            let block = &mut self.state[black * pair_count..(black + 1) * pair_count];
            // A plain loop over three slices, which the compiler vectorises.
            for ((slot, &parity), &red_moves) in block
                .iter_mut()
                .zip(&layout.pair_parity)
                .zip(&layout.red_moves)
            {
                let moves = if parity == red_parity {
                    red_moves
                } else {
                    black_moves
                };
                *slot = u16::from(moves);
            }
            if black_moves == 0 {
                for (pair, &parity) in layout.pair_parity.iter().enumerate() {
                    if parity != red_parity {
                        self.terminal(&mut pending, black, pair, Side::Black)?;
                    }
                }
            }
            for &pair in &stuck {
                let pair = pair as usize;
                if layout.pair_parity[pair] == red_parity {
                    self.terminal(&mut pending, black, pair, Side::Red)?;
                }
            }
            let on_black = layout.black_red[black];
            if on_black != NONE {
                for other in 0..layout.red_next.len() as u16 {
                    if other == on_black {
                        continue;
                    }
                    let pair = layout.pair(on_black, other);
                    if self.state[black * pair_count + pair] < LABELLED {
                        let mover = if layout.pair_parity[pair] == red_parity {
                            Side::Red
                        } else {
                            Side::Black
                        };
                        self.terminal(&mut pending, black, pair, mover)?;
                    }
                }
            }
            self.flush(&mut pending, black)?;
        }
        let buffers = stuck.capacity() + pending.iter().map(Vec::capacity).sum::<usize>();
        self.peak = self.next.high_bytes() + buffers * size_of::<u32>();
        // The sentinel reads as labelled, so `visit` never changes it.
        let Some(sentinel) = self.state.last_mut() else {
            unreachable!("the state table ends with the sentinel");
        };
        *sentinel = u16::MAX;
        Ok(())
    }

    /// The breadth-first walk, one depth (layer) at a time, so a win is
    /// labelled from its fastest losing successor and a loss from its
    /// slowest winning one. With [`Goal::Position`], stops as soon as that
    /// position is labelled. The two queues share `plan`'s room.
    fn run(&mut self, goal: Goal, plan: Plan) -> Result<(), OutOfMemory> {
        let Retro {
            layout,
            state,
            deep,
            next,
            peak,
        } = self;
        let layout: &Layout = layout;
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
            let mut expansion = Expansion {
                layout,
                state,
                scratch: &mut buffers.scratch,
                next,
                won: deep.code(depth + 1, Verdict::MoverWins),
                lost: deep.code(depth + 1, Verdict::MoverLoses),
            };
            let layer_lost = deep.code(depth, Verdict::MoverLoses);
            let done =
                expansion.layer(&layer, (layer_lost, depth > 0), &mut buffers.gathered, stop)?;
            *peak = (*peak).max(layer.bytes() + next.high_bytes() + buffers.bytes());
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
}

impl Plan {
    /// The plan of the walk over `layout`: scan small blocks, and give the
    /// queues room for a quarter of an entry per position (a byte per
    /// position), or [`ROOM_FLOOR`] if more.
    fn of(layout: &Layout) -> Plan {
        Plan {
            scan_all: layout.pair_count <= SCAN_STEP,
            room: (layout.len() / 4).max(ROOM_FLOOR),
        }
    }
}

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
    fn bytes(&self) -> usize {
        (self.scratch.capacity() + self.gathered.capacity()) * size_of::<u32>()
    }
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
        let verdict = match key.verdict {
            Verdict::MoverLoses => Verdict::MoverWins,
            Verdict::MoverWins => Verdict::MoverLoses,
        };
        if key.mover == Side::Red {
            // Black made the last move: one part of the scratch per black
            // cell it came from.
            let found = match key.verdict {
                Verdict::MoverLoses => walk.unmove_black::<LOST>(black, run, won),
                Verdict::MoverWins => walk.unmove_black::<WON>(black, run, lost),
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
            let found = match key.verdict {
                Verdict::MoverLoses => walk.unmove_red::<LOST>(black, run, won),
                Verdict::MoverWins => walk.unmove_red::<WON>(black, run, lost),
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

/// The state slot of position `q`, or the sentinel (the table's last slot,
/// at index `last`, permanently labelled) when `q` is past the positions:
/// how a blocked move is ignored without a branch. With `last` from
/// [`sentinel`], the compiler knows the clamped index is in bounds and drops
/// the check.
#[inline(always)]
fn slot(state: &mut [u16], last: usize, q: usize) -> &mut u16 {
    &mut state[q.min(last)]
}

/// The index of the sentinel, the last slot of the state table; called once
/// before a loop of [`slot`]s (the assertion tells the compiler the table
/// is not empty, which makes every clamped index provably in bounds).
#[inline(always)]
fn sentinel(state: &[u16]) -> usize {
    assert!(!state.is_empty(), "the state table ends with the sentinel");
    state.len() - 1
}

/// The value of the `LOST` parameter of [`visit`] and the un-moves for a
/// run of positions lost for their mover.
const LOST: bool = true;
/// The value of the `LOST` parameter for a run of positions won by their
/// mover.
const WON: bool = false;

/// A predecessor whose state is `slot`, of a position of the current layer
/// lost for its mover if `LOST`. Then the predecessor is won; otherwise one
/// more of its moves is known to lose, and if it was the last one it is
/// lost (the slowest loss: every other move was found at a depth no
/// greater). A newly labelled predecessor gets `label` (the code for the
/// next depth, won if `LOST`, else lost); returns whether it was newly
/// labelled, so the caller queues it. Branch-free.
///
/// Unlabelled codes are counts from 1 to 8 (see [`Retro::seed`]; a count
/// reaching 1 is never decremented, the position is labelled instead).
/// Labelled codes, the sentinel's included, are left as they are.
#[inline(always)]
fn visit<const LOST: bool>(slot: &mut u16, label: u16) -> bool {
    let code = *slot;
    let finish = if LOST { code < LABELLED } else { code <= 1 };
    let kept = if LOST {
        code
    } else {
        code - u16::from(code < LABELLED)
    };
    *slot = if finish { label } else { kept };
    finish
}

/// What the expansion of one bucket works on: the shared state of the walk,
/// borrowed for one bucket (the un-moves take it by value, so that its
/// slices are plain locals in their loops). The un-moves label and gather
/// the predecessors; the walk queues them (the queue's growth is fallible,
/// and kept out of the un-moves' loops).
struct Walk<'a> {
    layout: &'a Layout,
    /// One code per position, plus the sentinel.
    state: &'a mut [u16],
    /// Where the newly labelled predecessors of the bucket are gathered
    /// (at least 8 per position of the bucket).
    scratch: &'a mut [u32],
}

impl Walk<'_> {
    /// Expands a run of positions of black id `black` with red to move, all
    /// lost for red if `LOST` (else all won): black made the last move, so
    /// un-move black, to up to three black ids. Predecessors where the game
    /// was already over (black on row 0, left out of `black_prev` anyway,
    /// or on a red piece) were labelled by [`Retro::seed`], so `visit`
    /// leaves them alone. The newly labelled ones get `label` and are
    /// gathered in the parts of `run.len()` entries of `scratch`, one per
    /// entry of `black_prev[black]`; returns how many each part holds.
    #[inline(never)]
    fn unmove_black<const LOST: bool>(self, black: usize, run: &[u32], label: u16) -> [usize; 3] {
        let Walk {
            layout,
            state,
            scratch,
        } = self;
        let pair_count = layout.pair_count;
        let last = sentinel(state);
        let prev = layout.black_prev[black];
        let n = run.len();
        let mut gathered = [0; 3];
        for ((from, part), found) in prev
            .into_iter()
            .zip(scratch.chunks_exact_mut(n))
            .zip(&mut gathered)
        {
            if from == NONE {
                continue;
            }
            let start = usize::from(from) * pair_count;
            // Counted in a local, not through `found`.
            let mut count = 0;
            for &pair in run {
                // `count` counts earlier positions of the run, so it is
                // below `n`: the write always lands.
                part[count] = pair;
                count += usize::from(visit::<LOST>(
                    slot(state, last, start + pair as usize),
                    label,
                ));
            }
            *found = count;
        }
        gathered
    }

    /// Expands a run of positions of black id `black` with black to move,
    /// all lost for black if `LOST` (else all won): red made the last move,
    /// so un-move one red piece, through [`Layout::red_prev`]. Predecessors
    /// where the game was already over (the piece that stayed, or the
    /// moved one's old cell, on black's cell) were labelled by
    /// [`Retro::seed`], so `visit` leaves them alone; the first case is
    /// skipped outright. The newly labelled ones get `label` and are
    /// gathered at the start of `scratch`; returns how many.
    #[inline(never)]
    fn unmove_red<const LOST: bool>(self, black: usize, run: &[u32], label: u16) -> usize {
        let Walk {
            layout,
            state,
            scratch,
        } = self;
        let pair_count = layout.pair_count;
        let base = black * pair_count;
        let last = sentinel(state);
        let on_black = layout.black_red[black];
        // Both tables sliced to the pairs once, so that one check per
        // position covers both lookups (indexing them unsliced cost about
        // 12% more instructions over a whole walk, measured with callgrind).
        let (pairs, red_prev) = (&layout.pairs[..pair_count], &layout.red_prev[..pair_count]);
        let mut found = 0;
        for &pair in run {
            let pair = pair as usize;
            assert!(
                pair < pair_count,
                "queued pairs are below the number of pairs"
            );
            let ([a, b], prev) = (pairs[pair], &red_prev[pair]);
            let Some(slots) = scratch
                .get_mut(found..found + 8)
                .and_then(|s| <&mut [u32; 8]>::try_from(s).ok())
            else {
                unreachable!("the scratch buffer has room for 8 predecessors per position");
            };
            let mut count = 0;
            // `prev[0]`: `a` moved, `b` stayed; `prev[1]`: the other way. A
            // blocked move (`BLOCKED`) goes to the sentinel.
            for (half, still) in [(0, b), (1, a)] {
                // A piece that stayed on black's cell: the game was already
                // over before this red move, so the half is skipped (sent to
                // the sentinel, without a branch).
                let skip = still == on_black;
                for &earlier in &prev[half] {
                    let earlier = if skip { BLOCKED } else { earlier };
                    slots[count & 7] = earlier;
                    count += usize::from(visit::<LOST>(
                        slot(state, last, base + earlier as usize),
                        label,
                    ));
                }
            }
            found += count;
        }
        found
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
pub(crate) fn analyze(layout: &Layout, goal: Goal, deep: u32) -> Result<Labels, OutOfMemory> {
    Ok(walk(layout, goal, deep, Plan::of(layout))?.0)
}

/// [`analyze`] with the queues' `plan`, and the most bytes the walk held at
/// once besides the layout: the state table, and at their peak the queues
/// and the buffers (not the side table of deep labels, empty below depth
/// [`CODE_DEPTHS`]).
fn walk(
    layout: &Layout,
    goal: Goal,
    deep: u32,
    plan: Plan,
) -> Result<(Labels, usize), OutOfMemory> {
    let mut retro = Retro {
        layout,
        state: state_table(layout.len())?,
        deep: DeepLabels::new(deep),
        next: Queue::new(layout.black_moves.len(), plan.scan_all, plan.room)?,
        peak: 0,
    };
    retro.seed()?;
    retro.run(goal, plan)?;
    let bytes = retro.state.capacity() * size_of::<u16>() + retro.peak;
    retro.state.truncate(layout.len());
    let labels = Labels {
        state: retro.state,
        deep: retro.deep,
    };
    Ok((labels, bytes))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Board, JudgeInput, position_count, try_analyze};

    fn layout(board: &Board) -> Layout {
        Layout::try_new(board).unwrap_or_else(|e| panic!("{e}"))
    }

    fn labels(layout: &Layout, goal: Goal, deep: u32) -> Labels {
        analyze(layout, goal, deep).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn the_deepest_code_is_u16_max() {
        assert_eq!(
            u32::from(LABELLED) + 2 * CODE_DEPTHS + 1,
            u32::from(u16::MAX)
        );
    }

    /// With the code's limit lowered to 5, every label of 5 moves or more
    /// goes through the side table, and every label is the same as with the
    /// public API's limit: on the sample's boards and on a column where red
    /// wins in 9, both for the whole table and for the walk that stops at
    /// the start.
    #[test]
    fn depths_past_the_code_use_the_side_table() {
        let sample = include_str!("../../../fixtures/pawn-retro/sample-1.in");
        let mut boards = JudgeInput::parse(sample.as_bytes())
            .unwrap_or_else(|e| panic!("{e}"))
            .boards;
        let column: Board = "10 1\nO\nO\n.\n.\n.\n.\n.\n.\n.\nX\n"
            .parse()
            .unwrap_or_else(|e| panic!("{e}"));
        boards.push(column);
        let mut boards_with_deep_labels = 0;
        for board in &boards {
            let layout = layout(board);
            let full = labels(&layout, Goal::Everything, DEEP);
            let low = labels(&layout, Goal::Everything, 5);
            let mut deep_labels = 0;
            for index in 0..layout.len() {
                assert_eq!(low.get(index), full.get(index), "{board}position {index}");
                deep_labels += usize::from(full.get(index).is_some_and(|l| l.moves >= 5));
            }
            assert!(full.deep.is_empty(), "{board}");
            assert_eq!(low.deep.is_empty(), deep_labels == 0, "{board}");
            boards_with_deep_labels += usize::from(deep_labels > 0);
            let start = Goal::Position(layout.start);
            let low = labels(&layout, start, 5);
            assert_eq!(low.get(layout.start), full.get(layout.start), "{board}");
        }
        assert!(boards_with_deep_labels >= 2, "{boards_with_deep_labels}");
    }

    /// The boards of the sample, of `brute-mixed-x10` (random sizes up to
    /// 10×10, obstacles) and of `testdata-random-01` (the judge's), and a
    /// column where red wins in 9.
    fn small_boards() -> Vec<Board> {
        let files = [
            include_str!("../../../fixtures/pawn-retro/sample-1.in"),
            include_str!("../../../fixtures/pawn-retro/brute-mixed-x10.in"),
            include_str!("../../../fixtures/pawn-retro/testdata-random-01.in"),
        ];
        let mut boards: Vec<Board> = (files.iter())
            .flat_map(|file| {
                (JudgeInput::parse(file.as_bytes()).unwrap_or_else(|e| panic!("{e}"))).boards
            })
            .collect();
        let column = "10 1\nO\nO\n.\n.\n.\n.\n.\n.\n.\nX\n";
        boards.push(column.parse().unwrap_or_else(|e| panic!("{e}")));
        boards
    }

    /// Every way of holding a layer gives the same labels, both for the
    /// whole table and for the walk that stops at the start, with the
    /// public API's depth limit and with a limit of 5 (past which the
    /// layers are listed whatever the plan): every black id listed, every
    /// one scanned, the walk's own plan, and room for a few positions per
    /// black id (black ids listed at first, then the largest scanned as
    /// the room runs out).
    #[test]
    fn scanned_and_listed_layers_give_the_same_labels() {
        for board in &small_boards() {
            let layout = layout(board);
            let listed = Plan {
                scan_all: false,
                room: usize::MAX,
            };
            let plans = [
                Plan {
                    scan_all: true,
                    room: 0,
                },
                Plan::of(&layout),
                Plan {
                    scan_all: false,
                    room: 4 * layout.black_moves.len(),
                },
            ];
            for deep in [DEEP, 5] {
                let (expected, _) =
                    walk(&layout, Goal::Everything, deep, listed).unwrap_or_else(|e| panic!("{e}"));
                for plan in plans {
                    let (labels, _) = walk(&layout, Goal::Everything, deep, plan)
                        .unwrap_or_else(|e| panic!("{e}"));
                    for index in 0..layout.len() {
                        let (got, want) = (labels.get(index), expected.get(index));
                        assert_eq!(got, want, "{board}{plan:?}, position {index}");
                    }
                    let start = Goal::Position(layout.start);
                    let (labels, _) =
                        walk(&layout, start, deep, plan).unwrap_or_else(|e| panic!("{e}"));
                    let (got, want) = (labels.get(layout.start), expected.get(layout.start));
                    assert_eq!(got, want, "{board}{plan:?}, the start");
                }
            }
        }
    }

    /// The memory bound of the crate documentation: `2 P + max(P, 1 MiB) +
    /// 42 C(R, 2) + 256 KiB` bytes for `P` positions and `C(R, 2)` red
    /// pairs.
    fn bound(layout: &Layout) -> usize {
        let positions = layout.len();
        2 * positions + positions.max(1 << 20) + 42 * layout.pair_count + (256 << 10)
    }

    /// What the layout and the walk that labels every position hold at
    /// most at once (the walk that stops at the start does the same
    /// things in the same order, and stops): within the documented bound,
    /// on narrow boards (where a layer holds a sixth of the positions) as
    /// on square ones, and never more than 3 bytes per position besides the
    /// layout. Boards of 400 cells, black on the bottom row, the reds in
    /// the top corners; one row of 400 (black on row 1); the 400×1 column
    /// of the fixtures; the 400×1 corridor with red in a pocket.
    #[test]
    fn the_walk_stays_within_the_documented_memory_bound() {
        let open = |rows: usize, cols: usize| {
            let mut grid = vec![vec![b'.'; cols]; rows];
            (grid[0][0], grid[0][cols - 1], grid[rows - 1][cols / 2]) = (b'O', b'O', b'X');
            let rows: Vec<String> = (grid.into_iter())
                .map(|row| String::from_utf8(row).unwrap_or_else(|e| panic!("{e}")))
                .collect();
            format!("{} {cols}\n{}\n", rows.len(), rows.join("\n"))
        };
        let corridor = format!("400 1\n{}X\n#\nO\nO\n.\n#\n", ".\n".repeat(394));
        let boards = [
            open(3, 133),
            open(20, 20),
            open(10, 40),
            open(40, 10),
            format!("1 400\nO{}X{}O\n", ".".repeat(199), ".".repeat(198)),
            format!("400 1\nO\nO\n{}X\n", ".\n".repeat(397)),
            corridor,
        ];
        for text in boards {
            let board: Board = text.parse().unwrap_or_else(|e| panic!("{e}"));
            let layout = layout(&board);
            let (_, walked) = walk(&layout, Goal::Everything, DEEP, Plan::of(&layout))
                .unwrap_or_else(|e| panic!("{e}"));
            let held = layout.bytes() + walked;
            let (rows, cols) = (board.rows(), board.cols());
            assert!(
                held <= bound(&layout),
                "{rows}×{cols}: {held} bytes, bound {}",
                bound(&layout)
            );
            let positions = layout.len();
            assert!(
                walked <= 3 * positions + (1 << 20) + (256 << 10),
                "{rows}×{cols}: {walked} bytes for {positions} positions"
            );
        }
    }

    /// Tables too large to allocate are errors that say what they were for
    /// and how many bytes they needed, instead of an abort.
    #[test]
    fn a_table_too_large_is_out_of_memory() {
        let positions = usize::MAX / 4;
        assert_eq!(
            state_table(positions),
            Err(OutOfMemory {
                what: "the state table",
                bytes: (positions + 1) * 2,
            })
        );
        let err = Queue::new(usize::MAX / 8, false, 0).err();
        assert_eq!(
            err.map(|e| (e.what, e.bytes)),
            Some(("the buckets of the retrograde queue", usize::MAX))
        );
    }

    /// The largest index space accepted (`C(400, 2) · 400` positions, here
    /// on one row with black on it, where every position is decided before
    /// any move): `try_analyze` asks for 2 bytes per position and the
    /// sentinel's 2, and keeps the 2 bytes per position as its
    /// `table_bytes`.
    #[test]
    fn the_largest_board_asks_for_its_table_bytes() {
        let text = format!("1 400\nOXO{}\n", ".".repeat(397));
        let board: Board = text.parse().unwrap_or_else(|e| panic!("{e}"));
        let positions = 79_800 * 400;
        assert_eq!(position_count(&board), positions);
        let analysis = try_analyze(&board).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(analysis.position_count(), positions);
        assert_eq!(analysis.table_bytes(), 2 * positions);
        let asked = state_table(positions).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(asked.len() * 2, analysis.table_bytes() + 2);
    }
}
