//! One layer of the walk on several threads.
//!
//! The state table is a row of blocks, one per black id (`P` pairs each),
//! and every un-move writes to one block only: a red un-move to the block
//! of the position it starts from, a black un-move to the block of the
//! black id it goes back to. So the blocks are dealt out to the threads
//! (block `b` to part `b mod parts`), each thread owns its blocks as plain
//! `&mut` slices, and walks the whole layer doing only the un-moves that
//! land in its own blocks: each position of the layer is expanded exactly
//! as on one thread, every predecessor is visited by the one thread that
//! owns it, and no two threads ever touch the same code. A label depends
//! only on the depth it is given at, so the labels are the same whatever
//! the threads; only the order of the next layer's buckets may differ.
//!
//! Each thread queues what it labels in the next layer under a lock, a
//! piece of at most [`PIECE`] positions at a time; a bucket belongs to one
//! black id, so each bucket is filled by one thread, in that thread's
//! order. A layer with a scanned black id (its positions are found by
//! reading codes of a block that another thread may be writing), or with
//! fewer than [`Plan::parallel_min`](super::Plan) positions, is expanded
//! on one thread as before.

use std::sync::{Mutex, PoisonError};

use common_io::{OutOfMemory, Workers, try_filled};

use super::layout::{Layout, NONE};
use super::queue::{Key, Queue};
use super::unmove::{LOST, WON, visit};
use common_io::game::Wdl;

use crate::rules::Side;

/// The positions of the layer a thread expands at a time: its scratch
/// holds 8 predecessors for each (8 KiB).
const PIECE: usize = 256;

/// The most parts a layer is dealt into, whatever the threads: what 8
/// parts hold ([`bytes`], at most 115 KiB) and the one-thread buffers
/// (80 KiB) stay within the walk's 256 KiB for buffers (see the crate
/// documentation's memory bound).
pub(super) const MAX_PARTS: usize = 8;

/// The bytes `parts` parts hold for a board of `blacks` black ids: each
/// its scratch and its table of blocks.
pub(super) fn bytes(parts: usize, blacks: usize) -> usize {
    parts * (8 * PIECE * size_of::<u32>() + blacks * size_of::<Option<&mut [u16]>>())
}

/// The number of positions listed in `layer`, or `None` if a black id of it
/// is scanned (its positions are not listed).
pub(super) fn listed(layer: &Queue) -> Option<usize> {
    let mut count = 0;
    for black in layer.blacks() {
        if layer.is_scanned(black) {
            return None;
        }
        count += layer.runs(black).map(|(_, run)| run.len()).sum::<usize>();
    }
    Some(count)
}

/// What one thread owns: its blocks of the state table (`None` for the
/// others'), by black id, and its scratch.
struct Part<'a> {
    blocks: Vec<Option<&'a mut [u16]>>,
    scratch: Vec<u32>,
}

/// Expands every position of `layer` (all listed) on up to `parts`
/// threads of `workers`, as [`Expansion::layer`](super::Expansion) does on
/// one: labels their predecessors `won` or `lost` and queues them in
/// `next`. `state` is the state table without its sentinel.
#[allow(clippy::too_many_arguments)] // the walk's state, passed apart
pub(super) fn layer(
    workers: &Workers,
    parts: usize,
    layout: &Layout,
    layer: &Queue,
    state: &mut [u16],
    next: &mut Queue,
    (won, lost): (u16, u16),
) -> Result<(), OutOfMemory> {
    let parts = parts.clamp(1, MAX_PARTS);
    let blacks = layout.black_moves.len();
    assert_eq!(state.len(), layout.len(), "one block per black id");
    let mut owned: Vec<Part<'_>> = Vec::new();
    for _ in 0..parts {
        let mut blocks = Vec::new();
        blocks.resize_with(blacks, || None);
        owned.push(Part {
            blocks,
            scratch: try_filled(8 * PIECE, 0, "the scratch buffer of the walk")?,
        });
    }
    for (black, block) in state.chunks_mut(layout.pair_count).enumerate() {
        owned[black % parts].blocks[black] = Some(block);
    }
    let next = Mutex::new(next);
    let job = Job {
        layout,
        layer,
        next: &next,
        won,
        lost,
    };
    job.run(workers, &mut owned)
}

/// What every thread of a layer shares.
struct Job<'a, 'q> {
    layout: &'a Layout,
    layer: &'a Queue,
    next: &'a Mutex<&'q mut Queue>,
    won: u16,
    lost: u16,
}

impl Job<'_, '_> {
    /// Runs the parts, side by side (halves joined, recursively).
    fn run(&self, workers: &Workers, parts: &mut [Part<'_>]) -> Result<(), OutOfMemory> {
        match parts {
            [] => Ok(()),
            [part] => self.expand(part),
            _ => {
                let (low, high) = parts.split_at_mut(parts.len() / 2);
                let (a, b) = workers.join(|| self.run(workers, low), || self.run(workers, high));
                a.and(b)
            }
        }
    }

    /// The un-moves of the whole layer that land in `part`'s blocks.
    fn expand(&self, part: &mut Part<'_>) -> Result<(), OutOfMemory> {
        let layout = self.layout;
        for black in self.layer.blacks() {
            for (key, run) in self.layer.runs(black) {
                // As in `Expansion::expand`: the predecessors of a lost
                // position are won, those of a won one may be lost.
                let lost = key.verdict == Wdl::Loss;
                let (verdict, label) = if lost {
                    (Wdl::Win, self.won)
                } else {
                    (Wdl::Loss, self.lost)
                };
                if key.mover == Side::Red {
                    // Black made the last move: back to each black id it
                    // may have come from, in the blocks of this part.
                    for from in layout.black_prev[black] {
                        let from = usize::from(from);
                        if from == usize::from(NONE) {
                            continue;
                        }
                        let Some(block) = part.blocks[from].as_deref_mut() else {
                            continue;
                        };
                        let into = Key {
                            black: from,
                            mover: Side::Black,
                            verdict,
                        };
                        for piece in run.chunks(PIECE) {
                            let found = if lost {
                                unmove_black::<LOST>(block, piece, label, &mut part.scratch)
                            } else {
                                unmove_black::<WON>(block, piece, label, &mut part.scratch)
                            };
                            self.queue(into, &part.scratch[..found])?;
                        }
                    }
                } else if let Some(block) = part.blocks[black].as_deref_mut() {
                    // Red made the last move: the same block.
                    let into = Key {
                        black,
                        mover: Side::Red,
                        verdict,
                    };
                    for piece in run.chunks(PIECE) {
                        let found = if lost {
                            unmove_red::<LOST>(
                                layout,
                                black,
                                block,
                                piece,
                                label,
                                &mut part.scratch,
                            )
                        } else {
                            unmove_red::<WON>(layout, black, block, piece, label, &mut part.scratch)
                        };
                        self.queue(into, &part.scratch[..found])?;
                    }
                }
            }
        }
        Ok(())
    }

    /// Queues `pairs` under `key` in the next layer.
    fn queue(&self, key: Key, pairs: &[u32]) -> Result<(), OutOfMemory> {
        if pairs.is_empty() {
            return Ok(());
        }
        // A poisoned lock means another part panicked: `join` passes that
        // panic on, whatever this part does.
        let mut next = self.next.lock().unwrap_or_else(PoisonError::into_inner);
        next.extend(key, pairs)
    }
}

/// The black un-moves of `run` (positions with red to move, of one black
/// id) into `block`, the block of a black id black may have come from:
/// visits the same pair there, labels it `label` if that decides it, and
/// gathers the newly labelled pairs at the start of `scratch`; returns how
/// many.
fn unmove_black<const LOST: bool>(
    block: &mut [u16],
    run: &[u32],
    label: u16,
    scratch: &mut [u32],
) -> usize {
    let mut count = 0;
    for &pair in run {
        // `count` counts earlier positions of the run: below its length.
        scratch[count] = pair;
        count += usize::from(visit::<LOST>(&mut block[pair as usize], label));
    }
    count
}

/// The red un-moves of `run` (positions with black to move, of black id
/// `black`) in `block`, that black id's block, as
/// [`Walk::unmove_red`](super::unmove::Walk::unmove_red) does in the whole
/// table: a blocked move, or a half where the piece that stayed is on
/// black's cell, visits a slot outside the block (labelled, so left as it
/// is). The newly labelled pairs are gathered at the start of `scratch`
/// (8 per position of `run`); returns how many.
fn unmove_red<const LOST: bool>(
    layout: &Layout,
    black: usize,
    block: &mut [u16],
    run: &[u32],
    label: u16,
    scratch: &mut [u32],
) -> usize {
    let on_black = layout.black_red[black];
    let mut outside = u16::MAX;
    let mut found = 0;
    for &pair in run {
        let pair = pair as usize;
        let ([a, b], prev) = (layout.pairs[pair], &layout.red_prev[pair]);
        for (half, still) in [(0, b), (1, a)] {
            if still == on_black {
                // The game was already over before this red move.
                continue;
            }
            for &earlier in &prev[half] {
                // `BLOCKED` is past every block.
                let slot = match block.get_mut(earlier as usize) {
                    Some(slot) => slot,
                    None => &mut outside,
                };
                scratch[found] = earlier;
                found += usize::from(visit::<LOST>(slot, label));
            }
        }
    }
    assert_eq!(
        outside,
        u16::MAX,
        "the slot outside the block stays labelled"
    );
    found
}

#[cfg(test)]
mod tests {
    use std::num::NonZeroUsize;

    use super::super::{DEEP, Goal, Plan, walk};
    use super::*;
    use crate::Board;

    /// Boards whose walks have layers of every kind: the sample's, random
    /// boards with obstacles up to 10×10 (`brute-mixed-x10`), the judge's
    /// (`testdata-random-01`), open boards, a column and a row.
    fn boards() -> Vec<Board> {
        let files = [
            include_str!("../../../../fixtures/pawn-retro/sample-1.in"),
            include_str!("../../../../fixtures/pawn-retro/brute-mixed-x10.in"),
            include_str!("../../../../fixtures/pawn-retro/testdata-random-01.in"),
            include_str!("../../../../fixtures/pawn-retro/brute-open-10x10-a.in"),
        ];
        let mut boards: Vec<Board> = (files.iter())
            .flat_map(|file| {
                let input = crate::JudgeInput::parse(file.as_bytes());
                input.unwrap_or_else(|e| panic!("{e}")).boards
            })
            .collect();
        for text in [
            "10 1\nO\nO\n.\n.\n.\n.\n.\n.\n.\nX\n",
            "1 12\nO....X.....O\n",
            "6 7\nO.....O\n.......\n..#....\n.......\n.......\n...X...\n",
        ] {
            boards.push(text.parse().unwrap_or_else(|e| panic!("{e}")));
        }
        boards
    }

    /// On 2 and 3 threads, with every layer expanded in parts (none too
    /// small) and every black id listed, every position gets the label it
    /// gets on one thread, for the whole table and for the walk that stops
    /// at the start; with the code's depth limit lowered to 5 as well
    /// (deep labels go through the side table).
    #[test]
    #[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
    fn layers_in_parts_give_the_labels_of_one_thread() {
        let one = Workers::current_thread();
        let mut parallel_layers = 0;
        for board in &boards() {
            let layout = Layout::try_new(board).unwrap_or_else(|e| panic!("{e}"));
            let plan = Plan {
                scan_all: false,
                room: usize::MAX,
                parallel_min: 0,
            };
            for deep in [DEEP, 5] {
                let (expected, _) = walk(&layout, Goal::Everything, deep, plan, &one)
                    .unwrap_or_else(|e| panic!("{e}"));
                for threads in [2, 3] {
                    let workers =
                        Workers::new(NonZeroUsize::new(threads).unwrap_or(NonZeroUsize::MIN));
                    assert_eq!(workers.threads(), threads, "the pool is built");
                    let (labels, walked) = walk(&layout, Goal::Everything, deep, plan, &workers)
                        .unwrap_or_else(|e| panic!("{e}"));
                    for index in 0..layout.len() {
                        let (got, want) = (labels.get(index), expected.get(index));
                        assert_eq!(got, want, "{board}{threads} threads, position {index}");
                    }
                    parallel_layers += walked.parallel_layers;
                    let start = Goal::Position(layout.start);
                    let (labels, _) = walk(&layout, start, deep, plan, &workers)
                        .unwrap_or_else(|e| panic!("{e}"));
                    let (got, want) = (labels.get(layout.start), expected.get(layout.start));
                    assert_eq!(got, want, "{board}{threads} threads, the start");
                }
            }
        }
        assert!(parallel_layers >= 100, "{parallel_layers} layers in parts");
    }

    /// With the walk's own plan, a layer smaller than the threshold stays
    /// on one thread: open 10×10 boards are walked with none in parts, an
    /// open 16×16 one with some.
    #[test]
    #[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
    fn only_large_layers_are_dealt_out() {
        let workers = Workers::new(NonZeroUsize::MIN.saturating_add(1));
        let count = |text: &str| {
            let board: Board = text.parse().unwrap_or_else(|e| panic!("{e}"));
            let layout = Layout::try_new(&board).unwrap_or_else(|e| panic!("{e}"));
            let plan = Plan::of(&layout);
            let (_, walked) = walk(&layout, Goal::Everything, DEEP, plan, &workers)
                .unwrap_or_else(|e| panic!("{e}"));
            walked.parallel_layers
        };
        let row = |cells: &str| format!("{cells}\n");
        let small = format!("3 3\n{}{}{}", row("O.O"), row("..."), row(".X."));
        assert_eq!(count(&small), 0);
        let open = |side: usize| {
            let mut text = format!("{side} {side}\nO{}O\n", ".".repeat(side - 2));
            text.push_str(&format!("{}\n", ".".repeat(side)).repeat(side - 2));
            text.push_str(&format!("X{}\n", ".".repeat(side - 1)));
            text
        };
        assert_eq!(count(&open(10)), 0);
        assert!(count(&open(16)) > 0);
    }
}
