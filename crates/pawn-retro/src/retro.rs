//! The retrograde analysis: terminal positions first, then a breadth-first
//! walk backwards through un-moves generated on the fly.

use std::collections::HashMap;

use crate::layout::{Layout, NONE};

/// State codes below this are unlabelled positions; the code is the number
/// of the mover's moves not yet known to lose (successors not yet known to
/// be won by the opponent). A position has at most 8 moves.
const LABELLED: u16 = 16;

/// The largest depth the state code itself can hold.
const CODE_DEPTHS: u32 = ((u16::MAX - LABELLED) / 2) as u32;

/// The largest depth stored in the state code itself; deeper labels store
/// this and keep the true depth in a side table. The unit tests lower it so
/// that ordinary boards exercise the side table.
const DEEP: u32 = if cfg!(test) { 5 } else { CODE_DEPTHS };

/// A label: whether the side to move loses (else it wins), and in how many
/// moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Label {
    pub(crate) mover_loses: bool,
    pub(crate) moves: u32,
}

/// The labels of every position of a [`Layout`]: one `u16` per position
/// (`LABELLED + 2 · depth + loses` once labelled), plus the rare depths past
/// [`DEEP`].
#[derive(Clone, Debug)]
pub(crate) struct Labels {
    state: Vec<u16>,
    deep: HashMap<u32, u32>,
}

impl Labels {
    /// The label of position `index`; `None` for a tie (or an index out of
    /// range).
    pub(crate) fn get(&self, index: usize) -> Option<Label> {
        let code = *self.state.get(index)?;
        if code < LABELLED {
            return None;
        }
        let field = u32::from((code - LABELLED) >> 1);
        let moves = if field == DEEP {
            let key = u32::try_from(index).ok()?;
            self.deep.get(&key).copied().unwrap_or(DEEP)
        } else {
            field
        };
        Some(Label {
            mover_loses: code & 1 == 1,
            moves,
        })
    }

    /// Bytes held by the labels.
    pub(crate) fn bytes(&self) -> usize {
        self.state.len() * 2 + self.deep.len() * 16
    }
}

/// Keys of the queue's buckets: `black · 4 + red_to_move · 2 +
/// mover_loses`.
const KEYS_PER_BLACK: usize = 4;

/// The key of the bucket of positions of black id `black`, with the given
/// side to move and label.
#[inline(always)]
fn key(black: usize, red_to_move: bool, mover_loses: bool) -> usize {
    black * KEYS_PER_BLACK + 2 * usize::from(red_to_move) + usize::from(mover_loses)
}

/// The state code of a position decided in `depth` moves.
fn code(depth: u32, mover_loses: bool) -> u16 {
    // DEEP < 2^15, so the code fits in a u16.
    LABELLED + (depth.min(DEEP) as u16) * 2 + u16::from(mover_loses)
}

/// The positions labelled at one depth, waiting to be expanded: one bucket
/// of pair indices per [`key`]. Walking the buckets in key order visits the
/// positions by black id, and each bucket is expanded by a loop specialised
/// for its side to move and label, with no sorting.
struct Queue {
    buckets: Vec<Vec<u32>>,
}

impl Queue {
    fn new(blacks: usize) -> Queue {
        Queue {
            buckets: vec![Vec::new(); KEYS_PER_BLACK * blacks],
        }
    }

    fn is_empty(&self) -> bool {
        self.buckets.iter().all(Vec::is_empty)
    }

    /// Empties every bucket, keeping its memory up to four times what it
    /// just held (layers grow and shrink as the walk goes on: the memory of
    /// a bucket follows its recent sizes rather than its largest).
    fn clear(&mut self) {
        for bucket in &mut self.buckets {
            let keep = 4 * bucket.len();
            bucket.clear();
            bucket.shrink_to(keep);
        }
    }

    /// Appends `pairs` to bucket `key`.
    fn extend(&mut self, key: usize, pairs: &[u32]) {
        if let Some(bucket) = self.buckets.get_mut(key) {
            bucket.extend_from_slice(pairs);
        }
    }
}

/// The work area of one analysis.
struct Retro<'a> {
    layout: &'a Layout,
    /// One code per position, plus the sentinel (see [`slot`]).
    state: Vec<u16>,
    deep: HashMap<u32, u32>,
    /// The positions labelled at the next depth.
    next: Queue,
}

impl Retro<'_> {
    /// Labels a terminal position (`black`, `pair`) as decided in 0 moves,
    /// and queues it if `push`.
    fn terminal(
        &mut self,
        black: usize,
        pair: usize,
        red_to_move: bool,
        mover_loses: bool,
        push: bool,
    ) {
        if let Some(slot) = self.state.get_mut(black * self.layout.pair_count + pair) {
            *slot = code(0, mover_loses);
            if push {
                // Pair indices fit in a u32 (see `layout::BLOCKED`).
                let pairs = [pair as u32];
                self.next
                    .extend(key(black, red_to_move, mover_loses), &pairs);
            }
        }
    }

    /// Sets every position's counter to its mover's number of legal moves
    /// and labels the terminal positions as decided in 0 moves, applying
    /// the spec's rules in order:
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
    fn seed(&mut self) {
        let lay = self.layout;
        let p = lay.pair_count;
        // The pairs where red cannot move, found once for every black cell.
        let stuck: Vec<usize> = (lay.red_moves.iter().enumerate())
            .filter(|&(_, &moves)| moves == 0)
            .map(|(pr, _)| pr)
            .collect();
        for black in 0..lay.black_moves.len() {
            // Red is to move in the pairs whose parity is `red_parity`.
            let black_parity = lay.black_parity.get(black).copied().unwrap_or(0);
            let red_parity = lay.start_parity ^ black_parity;
            if lay.black_top.get(black) == Some(&true) {
                for (pr, &parity) in lay.pair_parity.iter().enumerate() {
                    let red = parity == red_parity;
                    self.terminal(black, pr, red, red, red);
                }
                continue;
            }
            let black_moves = lay.black_moves.get(black).copied().unwrap_or(0);
            let Some(block) = self.state.get_mut(black * p..(black + 1) * p) else {
                continue;
            };
            // A plain loop over three slices, which the compiler vectorises.
            for ((slot, &parity), &red_moves) in
                block.iter_mut().zip(&lay.pair_parity).zip(&lay.red_moves)
            {
                let moves = if parity == red_parity {
                    red_moves
                } else {
                    black_moves
                };
                *slot = u16::from(moves);
            }
            if black_moves == 0 {
                for (pr, &parity) in lay.pair_parity.iter().enumerate() {
                    if parity != red_parity {
                        self.terminal(black, pr, false, true, true);
                    }
                }
            }
            for &pr in &stuck {
                if lay.pair_parity.get(pr) == Some(&red_parity) {
                    self.terminal(black, pr, true, true, true);
                }
            }
            let on_black = lay.black_red.get(black).copied().unwrap_or(NONE);
            if on_black != NONE {
                for other in 0..lay.red_next.len() as u16 {
                    let pr = lay.pair(on_black, other);
                    let unlabelled = self
                        .state
                        .get(black * p + pr)
                        .is_some_and(|&c| c < LABELLED);
                    if other != on_black && unlabelled {
                        let red = lay.pair_parity.get(pr) == Some(&red_parity);
                        self.terminal(black, pr, red, true, true);
                    }
                }
            }
        }
        // The sentinel reads as labelled, so `visit` never changes it.
        if let Some(sentinel) = self.state.last_mut() {
            *sentinel = u16::MAX;
        }
    }

    /// The breadth-first walk, one depth (layer) at a time, so a win is
    /// labelled from its fastest losing successor and a loss from its
    /// slowest winning one.
    ///
    /// The buckets of a layer are expanded by black id, so the positions of
    /// one black cell come together, and so do the entries they touch (a
    /// red un-move stays in the same block of `P` entries, a black un-move
    /// goes to the same place of a neighbouring block), which keeps the
    /// walk in cache. Stops early once `stop` is labelled.
    fn run(&mut self, stop: Option<usize>) {
        let Retro {
            layout: lay,
            state,
            deep,
            next,
        } = self;
        let lay: &Layout = lay;
        let state: &mut [u16] = state;
        let labelled = |state: &[u16]| {
            stop.and_then(|s| state.get(s))
                .is_some_and(|&c| c >= LABELLED)
        };
        if labelled(state) {
            return;
        }
        let mut layer = Queue::new(lay.black_moves.len());
        // Where the expansions write the predecessors of a bucket before
        // they are appended to their buckets of `next`.
        let mut scratch: Vec<u32> = Vec::new();
        let mut depth = 0u32;
        while !next.is_empty() {
            std::mem::swap(&mut layer, next);
            next.clear();
            let (win, loss) = (code(depth + 1, false), code(depth + 1, true));
            for (k, run) in layer.buckets.iter().enumerate() {
                if run.is_empty() {
                    continue;
                }
                // Room for the at most 8 predecessors of each position.
                if scratch.len() < 8 * run.len() {
                    scratch.resize(8 * run.len(), 0);
                }
                let black = k / KEYS_PER_BLACK;
                match (k & 2 != 0, k & 1 != 0) {
                    (true, true) => {
                        unmove_black::<true>(lay, state, &mut scratch, next, black, run, win)
                    }
                    (true, false) => {
                        unmove_black::<false>(lay, state, &mut scratch, next, black, run, loss)
                    }
                    (false, true) => {
                        unmove_red::<true>(lay, state, &mut scratch, next, black, run, win)
                    }
                    (false, false) => {
                        unmove_red::<false>(lay, state, &mut scratch, next, black, run, loss)
                    }
                }
                // A label is final: once `stop` has one, the walk is done.
                if labelled(state) {
                    record_deep(deep, next, lay.pair_count, depth + 1);
                    return;
                }
            }
            depth += 1;
            record_deep(deep, next, lay.pair_count, depth);
        }
    }
}

/// Records in the side table the true depth of the positions just labelled
/// at `depth`, if it is past what a state code holds.
fn record_deep(deep: &mut HashMap<u32, u32>, labelled: &Queue, pair_count: usize, depth: u32) {
    if depth < DEEP {
        return;
    }
    for (k, bucket) in labelled.buckets.iter().enumerate() {
        let black = k / KEYS_PER_BLACK;
        for &pr in bucket {
            if let Ok(index) = u32::try_from(black * pair_count + pr as usize) {
                deep.insert(index, depth);
            }
        }
    }
}

/// The state slot of position `q`, or the sentinel (the table's last slot,
/// permanently labelled) when `q` is past the positions: how a blocked move
/// is ignored without a branch. The clamp also lets the compiler drop the
/// bounds check.
#[inline(always)]
fn slot(state: &mut [u16], q: usize) -> Option<&mut u16> {
    let last = state.len().checked_sub(1)?;
    state.get_mut(q.min(last))
}

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

/// Expands a run of positions of black id `black` with red to move, all
/// lost for red if `LOST` (else all won): black made the last move, so
/// un-move black, to up to three black ids. Predecessors where the game
/// was already over (black on row 0, left out of `black_prev` anyway, or
/// on a red piece) were labelled by [`Retro::seed`], so `visit` leaves them
/// alone. The newly labelled ones are gathered per black id in thirds of
/// `scratch` (at least `3 · run.len()` long) and then queued in `next`.
#[inline(always)]
fn unmove_black<const LOST: bool>(
    lay: &Layout,
    state: &mut [u16],
    scratch: &mut [u32],
    next: &mut Queue,
    black: usize,
    run: &[u32],
    label: u16,
) {
    let p = lay.pair_count;
    let Some(&prev) = lay.black_prev.get(black) else {
        return;
    };
    let n = run.len();
    for (from, part) in prev.into_iter().zip(scratch.chunks_exact_mut(n)) {
        if from == NONE {
            continue;
        }
        let start = usize::from(from) * p;
        let mut found = 0;
        for &pr in run {
            if let Some(s) = slot(state, start + pr as usize) {
                // `found` counts earlier positions of the run, so it is
                // below `n`: the write always lands.
                if let Some(out) = part.get_mut(found) {
                    *out = pr;
                }
                found += usize::from(visit::<LOST>(s, label));
            }
        }
        next.extend(
            key(usize::from(from), false, !LOST),
            part.get(..found).unwrap_or_default(),
        );
    }
}

/// Expands a run of positions of black id `black` with black to move, all
/// lost for black if `LOST` (else all won): red made the last move, so
/// un-move one red piece, through [`Layout::red_prev`]. Predecessors where
/// the game was already over (the piece that stayed, or the moved one's old
/// cell, on black's cell) were labelled by [`Retro::seed`], so `visit`
/// leaves them alone; the first case is skipped outright. The newly
/// labelled ones are gathered in `scratch` (at least `8 · run.len()` long)
/// and then queued in `next`.
#[inline(always)]
fn unmove_red<const LOST: bool>(
    lay: &Layout,
    state: &mut [u16],
    scratch: &mut [u32],
    next: &mut Queue,
    black: usize,
    run: &[u32],
    label: u16,
) {
    let base = black * lay.pair_count;
    let on = lay.black_red.get(black).copied().unwrap_or(NONE);
    let mut found = 0;
    for &pr in run {
        let pr = pr as usize;
        let (Some(&[a, b]), Some(prev)) = (lay.pairs.get(pr), lay.red_prev.get(pr)) else {
            continue;
        };
        // Eight slots from `found`: there is room for 8 per position.
        let Some(slots) = scratch
            .get_mut(found..found + 8)
            .and_then(|s| <&mut [u32; 8]>::try_from(s).ok())
        else {
            continue;
        };
        let mut count = 0;
        // `prev[0]`: `a` moved, `b` stayed; `prev[1]`: the other way. A
        // blocked move (`BLOCKED`) goes to the sentinel.
        for (half, still) in [(0, b), (1, a)] {
            if still == on {
                continue;
            }
            let Some(pairs) = prev.get(half) else {
                continue;
            };
            for &pair in pairs {
                if let Some(s) = slot(state, base + pair as usize) {
                    slots[count & 7] = pair;
                    count += usize::from(visit::<LOST>(s, label));
                }
            }
        }
        found += count;
    }
    next.extend(
        key(black, true, !LOST),
        scratch.get(..found).unwrap_or_default(),
    );
}

/// Labels every position of `layout` (or, with `stop`, at least that one:
/// the walk ends as soon as it is labelled, its label being final).
pub(crate) fn analyze(layout: &Layout, stop: Option<usize>) -> Labels {
    let mut retro = Retro {
        layout,
        // One more slot than positions: the sentinel (see `slot`).
        state: vec![0; layout.len() + 1],
        deep: HashMap::new(),
        next: Queue::new(layout.black_moves.len()),
    };
    retro.seed();
    retro.run(stop);
    retro.state.truncate(layout.len());
    Labels {
        state: retro.state,
        deep: retro.deep,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Board, Cell, Outcome, Position, Tablebase, judge, solve};

    #[test]
    fn the_deepest_code_is_u16_max() {
        assert_eq!(
            u32::from(LABELLED) + 2 * CODE_DEPTHS + 1,
            u32::from(u16::MAX)
        );
    }

    /// With `DEEP` at 5 in the unit tests, every game longer than 5 moves
    /// goes through the side table.
    #[test]
    fn depths_past_the_code_use_the_side_table() {
        assert_eq!(DEEP, 5);
        let sample = include_str!("../../../fixtures/pawn-retro/sample-1.in");
        let expected = include_str!("../../../fixtures/pawn-retro/sample-1.out");
        assert_eq!(judge(sample.as_bytes()).ok().as_deref(), Some(expected));
        let column: Board = "10 1\nO\nO\n.\n.\n.\n.\n.\n.\n.\nX\n"
            .parse()
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(solve(&column), Outcome::RedWins(9));
        let table = Tablebase::new(&column);
        let game = table.principal_variation();
        assert_eq!(game.moves.len(), 9);
        for (i, p) in game.positions().iter().enumerate() {
            assert_eq!(table.outcome(p), Some(Outcome::RedWins(9 - i as u32)));
        }
        // Red to move with black two rows higher: d = 6, f(6) = 7 (see
        // fixtures/pawn-retro/README.md).
        let p = Position::new(Cell::new(0, 0), Cell::new(1, 0), Cell::new(7, 0));
        assert_eq!(table.outcome(&p), Some(Outcome::RedWins(7)));
    }
}
