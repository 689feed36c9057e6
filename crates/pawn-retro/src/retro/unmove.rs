//! The inner loops of the walk: the un-moves that find the predecessors of
//! a run of positions of one depth, label them and gather the new ones.

use super::labels::LABELLED;
use super::layout::{BLOCKED, Layout, NONE};

/// The state slot of position `q`, or the sentinel (the table's last slot,
/// at index `last`, permanently labelled) when `q` is past the positions:
/// how a blocked move is ignored without a branch. With `last` from
/// [`sentinel`], the compiler knows the clamped index is in bounds and drops
/// the check.
#[inline(always)]
pub(super) fn slot(state: &mut [u16], last: usize, q: usize) -> &mut u16 {
    &mut state[q.min(last)]
}

/// The index of the sentinel, the last slot of the state table; called once
/// before a loop of [`slot`]s (the assertion tells the compiler the table
/// is not empty, which makes every clamped index provably in bounds).
#[inline(always)]
pub(super) fn sentinel(state: &[u16]) -> usize {
    assert!(!state.is_empty(), "the state table ends with the sentinel");
    state.len() - 1
}

/// The value of the `LOST` parameter of [`visit`] and the un-moves for a
/// run of positions lost for their mover.
pub(super) const LOST: bool = true;
/// The value of the `LOST` parameter for a run of positions won by their
/// mover.
pub(super) const WON: bool = false;

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
pub(super) fn visit<const LOST: bool>(slot: &mut u16, label: u16) -> bool {
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
pub(super) struct Walk<'a> {
    pub(super) layout: &'a Layout,
    /// One code per position, plus the sentinel.
    pub(super) state: &'a mut [u16],
    /// Where the newly labelled predecessors of the bucket are gathered
    /// (at least 8 per position of the bucket).
    pub(super) scratch: &'a mut [u32],
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
    pub(super) fn unmove_black<const LOST: bool>(
        self,
        black: usize,
        run: &[u32],
        label: u16,
    ) -> [usize; 3] {
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
    pub(super) fn unmove_red<const LOST: bool>(
        self,
        black: usize,
        run: &[u32],
        label: u16,
    ) -> usize {
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
