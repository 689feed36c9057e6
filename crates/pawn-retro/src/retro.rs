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
use layout::{Layout, NONE};
use queue::{Key, Queue};

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
}

impl Retro<'_> {
    /// Labels the terminal position (`black`, `pair`) as decided in 0
    /// moves with `verdict` for its mover, without queueing it.
    fn label_terminal(&mut self, black: usize, pair: usize, verdict: Verdict) {
        self.state[black * self.layout.pair_count + pair] = self.deep.code(0, verdict);
    }

    /// Labels the terminal position (`black`, `pair`), `mover` to move, as
    /// decided in 0 moves with `verdict` for its mover, and queues it.
    #[inline(always)]
    fn terminal(
        &mut self,
        black: usize,
        pair: usize,
        mover: Side,
        verdict: Verdict,
    ) -> Result<(), OutOfMemory> {
        self.label_terminal(black, pair, verdict);
        // Pair indices fit in a u32 (see `layout::BLOCKED`).
        let key = Key {
            black,
            mover,
            verdict,
        };
        self.next.extend(key, &[pair as u32])
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
        let stuck_pairs = (layout.red_moves.iter().enumerate())
            .filter(|&(_, &moves)| moves == 0)
            .map(|(pair, _)| pair);
        let mut stuck = Vec::new();
        try_reserve(
            &mut stuck,
            stuck_pairs.clone().count(),
            "the pairs where red cannot move",
        )?;
        stuck.extend(stuck_pairs);
        for black in 0..layout.black_moves.len() {
            // Red is to move in the pairs whose parity is `red_parity`.
            let red_parity = layout.start_parity ^ layout.black_parity[black];
            if layout.black_top[black] {
                for (pair, &parity) in layout.pair_parity.iter().enumerate() {
                    if parity == red_parity {
                        self.terminal(black, pair, Side::Red, Verdict::MoverLoses)?;
                    } else {
                        self.label_terminal(black, pair, Verdict::MoverWins);
                    }
                }
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
                        self.terminal(black, pair, Side::Black, Verdict::MoverLoses)?;
                    }
                }
            }
            for &pair in &stuck {
                if layout.pair_parity[pair] == red_parity {
                    self.terminal(black, pair, Side::Red, Verdict::MoverLoses)?;
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
                        self.terminal(black, pair, mover, Verdict::MoverLoses)?;
                    }
                }
            }
        }
        // The sentinel reads as labelled, so `visit` never changes it.
        let Some(sentinel) = self.state.last_mut() else {
            unreachable!("the state table ends with the sentinel");
        };
        *sentinel = u16::MAX;
        Ok(())
    }

    /// The breadth-first walk, one depth (layer) at a time, so a win is
    /// labelled from its fastest losing successor and a loss from its
    /// slowest winning one.
    ///
    /// The buckets of a layer are expanded by black id, so the positions of
    /// one black cell come together, and so do the entries they touch (a
    /// red un-move stays in the same block of `P` entries, a black un-move
    /// goes to the same place of a neighbouring block), which keeps the
    /// walk in cache. With [`Goal::Position`], stops as soon as that
    /// position is labelled.
    fn run(&mut self, goal: Goal) -> Result<(), OutOfMemory> {
        let Retro {
            layout,
            state,
            deep,
            next,
        } = self;
        let layout: &Layout = layout;
        let state: &mut [u16] = state;
        let stop = match goal {
            Goal::Everything => None,
            Goal::Position(index) => Some(index),
        };
        let labelled = |state: &[u16]| stop.is_some_and(|s| state[s] >= LABELLED);
        if labelled(state) {
            return Ok(());
        }
        let mut layer = Queue::new(layout.black_moves.len())?;
        // Where the expansions write the predecessors of a bucket before
        // they are appended to their buckets of `next`.
        let mut scratch: Vec<u32> = Vec::new();
        let mut depth = 0u32;
        while !next.is_empty() {
            std::mem::swap(&mut layer, next);
            next.clear();
            let won = deep.code(depth + 1, Verdict::MoverWins);
            let lost = deep.code(depth + 1, Verdict::MoverLoses);
            for (key, run) in layer.runs() {
                // Room for the at most 8 predecessors of each position.
                let room = 8 * run.len();
                if scratch.len() < room {
                    let more = room - scratch.len();
                    try_reserve(&mut scratch, more, "the scratch buffer of the walk")?;
                    scratch.resize(room, 0);
                }
                let walk = Walk {
                    layout,
                    state,
                    scratch: &mut scratch,
                };
                let black = key.black;
                // The predecessors of a position lost for its mover are won
                // for theirs, and those of a won one may be lost: the
                // verdict of the newly labelled ones.
                let verdict = match key.verdict {
                    Verdict::MoverLoses => Verdict::MoverWins,
                    Verdict::MoverWins => Verdict::MoverLoses,
                };
                if key.mover == Side::Red {
                    // Black made the last move: one part of the scratch per
                    // black cell it came from.
                    let found = match key.verdict {
                        Verdict::MoverLoses => walk.unmove_black::<LOST>(black, run, won),
                        Verdict::MoverWins => walk.unmove_black::<WON>(black, run, lost),
                    };
                    let parts = scratch.chunks_exact(run.len());
                    for ((from, found), part) in
                        layout.black_prev[black].into_iter().zip(found).zip(parts)
                    {
                        if from != NONE {
                            let black = usize::from(from);
                            let key = Key {
                                black,
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
                // A label is final: once `stop` has one, the walk is done.
                if labelled(state) {
                    return deep.record(depth + 1, next, layout.pair_count);
                }
            }
            depth += 1;
            deep.record(depth, next, layout.pair_count)?;
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
    #[inline(always)]
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
            for &pair in run {
                // `found` counts earlier positions of the run, so it is
                // below `n`: the write always lands.
                part[*found] = pair;
                *found += usize::from(visit::<LOST>(
                    slot(state, last, start + pair as usize),
                    label,
                ));
            }
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
    #[inline(always)]
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
                if still == on_black {
                    continue;
                }
                for &earlier in &prev[half] {
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
    let mut retro = Retro {
        layout,
        state: state_table(layout.len())?,
        deep: DeepLabels::new(deep),
        next: Queue::new(layout.black_moves.len())?,
    };
    retro.seed()?;
    retro.run(goal)?;
    retro.state.truncate(layout.len());
    Ok(Labels {
        state: retro.state,
        deep: retro.deep,
    })
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
        let err = Queue::new(usize::MAX / 8).err();
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
