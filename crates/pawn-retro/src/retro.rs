//! The retrograde analysis: terminal positions first, then a breadth-first
//! walk backwards through un-moves generated on the fly.
//!
//! [`layout`] numbers the positions, [`labels`] encodes each one's state
//! in a `u16`, and [`queue`] holds the positions labelled at one depth;
//! [`seed`] labels the terminal positions, this module drives the walk
//! layer by layer, and [`unmove`] holds its inner loops (the un-moves).

mod labels;
pub(crate) mod layout;
mod queue;
mod seed;
mod unmove;

pub(crate) use labels::{CODE_DEPTHS, Label, Labels};

use common_io::{OutOfMemory, try_filled, try_reserve};
use labels::{DeepLabels, LABELLED};
use layout::{Layout, NONE};
use queue::{KEYS, Key, Queue, SCAN_STEP};
use unmove::{LOST, WON, Walk};

use crate::rules::{Side, Verdict};

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
    use crate::{Board, JudgeInput, Resources, position_count, try_analyze};

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

    /// The bound computed without the tables is the same.
    #[test]
    fn the_bound_needs_no_tables() {
        for board in small_boards() {
            assert_eq!(layout::memory_bound(&board), bound(&layout(&board)));
        }
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
    #[ignore = "large table: CI runs it with --ignored"]
    fn the_walk_stays_within_the_documented_memory_bound() {
        check_memory_bound(400);
    }

    /// [`the_walk_stays_within_the_documented_memory_bound`] on boards of
    /// 100 cells, quick enough for every run.
    #[test]
    fn the_walk_stays_within_the_bound_on_boards_of_100_cells() {
        check_memory_bound(100);
    }

    /// The boards of [`the_walk_stays_within_the_documented_memory_bound`]
    /// with `cells` cells (400 or 100) through the walk.
    fn check_memory_bound(cells: usize) {
        let scale = |n: usize| n * cells / 400;
        let open = |rows: usize, cols: usize| {
            let mut grid = vec![vec![b'.'; cols]; rows];
            (grid[0][0], grid[0][cols - 1], grid[rows - 1][cols / 2]) = (b'O', b'O', b'X');
            let rows: Vec<String> = (grid.into_iter())
                .map(|row| String::from_utf8(row).unwrap_or_else(|e| panic!("{e}")))
                .collect();
            format!("{} {cols}\n{}\n", rows.len(), rows.join("\n"))
        };
        let corridor = format!("{} 1\n{}X\n#\nO\nO\n.\n#\n", cells, ".\n".repeat(cells - 6));
        let side = if cells == 400 { 20 } else { 10 };
        let boards = [
            open(3, scale(133)),
            open(side, side),
            open(side / 2, side * 2),
            open(side * 2, side / 2),
            format!(
                "1 {cells}\nO{}X{}O\n",
                ".".repeat(cells / 2 - 1),
                ".".repeat(cells / 2 - 2)
            ),
            format!("{cells} 1\nO\nO\n{}X\n", ".\n".repeat(cells - 3)),
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
            Err(OutOfMemory::new("the state table", (positions + 1) * 2))
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
        let analysis = try_analyze(&board, &Resources::default()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(analysis.position_count(), positions);
        assert_eq!(analysis.table_bytes(), 2 * positions);
        let asked = state_table(positions).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(asked.len() * 2, analysis.table_bytes() + 2);
    }
}
