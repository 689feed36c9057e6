//! The retrograde analysis: terminal positions first, then a breadth-first
//! walk backwards through un-moves generated on the fly.

use std::collections::HashMap;

use crate::board::MAX_CELLS;
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

/// Queue entries are `black << 19 | red_to_move << 18 | mover_loses << 17 |
/// pair`: the black id, the side to move, the label and the pair index, so
/// that a layer can be sorted by black id, side and label without a
/// division, and each run of one key be expanded by a specialised loop.
const PAIR_BITS: u32 = 17;

/// `entry >> PAIR_BITS`: the sort key, `black · 4 + red_to_move · 2 +
/// mover_loses`.
const KEYS_PER_BLACK: usize = 4;

// Every pair index fits in PAIR_BITS bits, every entry in a u32.
const _: () = assert!(MAX_CELLS * (MAX_CELLS - 1) / 2 < 1 << PAIR_BITS);
const _: () = assert!(MAX_CELLS < 1 << (32 - PAIR_BITS - 2));

/// The state code of a position decided in `depth` moves.
fn code(depth: u32, mover_loses: bool) -> u16 {
    // DEEP < 2^15, so the code fits in a u16.
    LABELLED + (depth.min(DEEP) as u16) * 2 + u16::from(mover_loses)
}

/// A queue entry.
#[inline(always)]
fn entry(black: usize, red_to_move: bool, mover_loses: bool, pair: usize) -> u32 {
    // Fits: black < 2^13 and pair < 2^PAIR_BITS (see the asserts).
    ((black as u32) << (PAIR_BITS + 2))
        | (u32::from(red_to_move) << (PAIR_BITS + 1))
        | (u32::from(mover_loses) << PAIR_BITS)
        | pair as u32
}

/// The work area of one analysis.
struct Retro<'a> {
    layout: &'a Layout,
    state: Vec<u16>,
    deep: HashMap<u32, u32>,
    /// `next[..next_len]`: the positions labelled at the next depth, in the
    /// order found (with room to spare, so that pushes need no branch).
    next: Vec<u32>,
    next_len: usize,
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
                if self.next.len() <= self.next_len {
                    self.next.resize((self.next_len * 2).max(1024), 0);
                }
                if let Some(slot) = self.next.get_mut(self.next_len) {
                    *slot = entry(black, red_to_move, mover_loses, pair);
                    self.next_len += 1;
                }
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
            let black_moves = u16::from(lay.black_moves.get(black).copied().unwrap_or(0));
            for (pr, (&parity, &red_moves)) in
                lay.pair_parity.iter().zip(&lay.red_moves).enumerate()
            {
                let red = parity == red_parity;
                let moves = if red {
                    u16::from(red_moves)
                } else {
                    black_moves
                };
                if moves == 0 {
                    self.terminal(black, pr, red, true, true);
                } else if let Some(slot) = self.state.get_mut(black * p + pr) {
                    *slot = moves;
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
    }

    /// The breadth-first walk, one depth (layer) at a time, so a win is
    /// labelled from its fastest losing successor and a loss from its
    /// slowest winning one.
    ///
    /// Each layer is sorted by black id, side to move and label first. The
    /// positions of one black cell then come together, and so do the
    /// entries they touch (a red un-move stays in the same block of `P`
    /// entries, a black un-move goes to the same place of a neighbouring
    /// block), which keeps the walk in cache; and each run of one key is
    /// expanded by a loop specialised for its side and label. Stops early
    /// once `stop` is labelled.
    fn run(&mut self, stop: Option<usize>) {
        // Plain slices and locals from here on, so that the compiler knows
        // that writing a state does not move the queue.
        let Retro {
            layout: lay,
            state,
            deep,
            next,
            next_len,
        } = self;
        let lay: &Layout = lay;
        let state: &mut [u16] = state;
        let p = lay.pair_count;
        if let Some(s) = stop
            && state.get(s).is_some_and(|&c| c >= LABELLED)
        {
            return;
        }
        let stop = stop.unwrap_or(usize::MAX);
        let mut layer: Vec<u32> = Vec::new();
        let mut bounds = vec![0usize; KEYS_PER_BLACK * lay.black_moves.len() + 1];
        let mut cursor = bounds.clone();
        let mut depth = 0u32;
        while *next_len > 0 {
            let found = next.get(..*next_len).unwrap_or_default();
            sort_by_key(found, &mut layer, &mut bounds, &mut cursor);
            let mut len = 0;
            let (win, loss) = (code(depth + 1, false), code(depth + 1, true));
            for key in 0..bounds.len() - 1 {
                let (Some(&from), Some(&to)) = (bounds.get(key), bounds.get(key + 1)) else {
                    continue;
                };
                let Some(run) = layer.get(from..to) else {
                    continue;
                };
                if run.is_empty() {
                    continue;
                }
                // Room for the at most 8 predecessors of each position.
                if next.len() < len + 8 * run.len() {
                    next.resize((len + 8 * run.len()).max(2 * next.len()), 0);
                }
                let out = Out {
                    buf: next,
                    len: &mut len,
                };
                let black = key / KEYS_PER_BLACK;
                match (key & 2 != 0, key & 1 != 0) {
                    (true, true) => unmove_black::<true>(lay, state, out, black, run, win),
                    (true, false) => unmove_black::<false>(lay, state, out, black, run, loss),
                    (false, true) => unmove_red::<true>(lay, state, out, black, run, win),
                    (false, false) => unmove_red::<false>(lay, state, out, black, run, loss),
                }
                // A label is final: once `stop` has one, the walk is done.
                if state.get(stop).is_some_and(|&c| c >= LABELLED) {
                    record_deep(deep, next.get(..len).unwrap_or_default(), p, depth + 1);
                    return;
                }
            }
            *next_len = len;
            depth += 1;
            record_deep(deep, next.get(..len).unwrap_or_default(), p, depth);
        }
    }
}

/// Records in the side table the true depth of the positions just labelled
/// at `depth`, if it is past what a state code holds.
fn record_deep(deep: &mut HashMap<u32, u32>, labelled: &[u32], pair_count: usize, depth: u32) {
    if depth < DEEP {
        return;
    }
    let mask = (1u32 << PAIR_BITS) - 1;
    for &e in labelled {
        let black = (e >> (PAIR_BITS + 2)) as usize;
        if let Ok(key) = u32::try_from(black * pair_count + (e & mask) as usize) {
            deep.insert(key, depth);
        }
    }
}

/// Where newly labelled positions are queued: `buf[*len]`, with room for
/// every push the current run can make.
struct Out<'a> {
    buf: &'a mut [u32],
    len: &'a mut usize,
}

/// A predecessor `q` (queue entry `entry`) of a position of the current
/// layer, lost for its mover if `LOST`. Then `q` is won; otherwise one more
/// of `q`'s moves is known to lose, and if it was the last one `q` is lost
/// (the slowest loss: every other move was found at a depth no greater).
/// A newly labelled `q` gets `label` (the code for the next depth, won if
/// `LOST`, else lost) and is queued. Branch-free but for the bounds checks.
///
/// Unlabelled codes are counts from 1 to 8 (see [`Retro::seed`]; a count
/// reaching 1 is never decremented, the position is labelled instead).
#[inline(always)]
fn visit<const LOST: bool>(state: &mut [u16], out: &mut Out<'_>, q: usize, entry: u32, label: u16) {
    let Some(slot) = state.get_mut(q) else {
        return;
    };
    let code = *slot;
    let finish = if LOST { code < LABELLED } else { code <= 1 };
    let kept = if LOST {
        code
    } else {
        code - u16::from(code < LABELLED)
    };
    *slot = if finish { label } else { kept };
    if let Some(slot) = out.buf.get_mut(*out.len) {
        *slot = entry;
    }
    *out.len += usize::from(finish);
}

/// Expands a run of positions of black id `black` with red to move, all
/// lost for red if `LOST` (else all won): black made the last move, so
/// un-move black. Predecessors where the game was already over (black on
/// row 0, left out of `black_prev` anyway, or on a red piece) were labelled
/// by [`Retro::seed`], so `visit` leaves them alone.
#[inline(always)]
fn unmove_black<const LOST: bool>(
    lay: &Layout,
    state: &mut [u16],
    mut out: Out<'_>,
    black: usize,
    run: &[u32],
    label: u16,
) {
    let p = lay.pair_count;
    let mask = (1u32 << PAIR_BITS) - 1;
    let Some(&prev) = lay.black_prev.get(black) else {
        return;
    };
    // A missing predecessor (`NONE`) becomes the black id one past the
    // last, whose positions are past the table, which `visit` ignores.
    let blacks = lay.black_moves.len();
    let prev = prev.map(|from| {
        if from == NONE {
            blacks
        } else {
            usize::from(from)
        }
    });
    for &e in run {
        let pr = (e & mask) as usize;
        for from in prev {
            visit::<LOST>(
                state,
                &mut out,
                from * p + pr,
                entry(from, false, !LOST, pr),
                label,
            );
        }
    }
}

/// Expands a run of positions of black id `black` with black to move, all
/// lost for black if `LOST` (else all won): red made the last move, so
/// un-move one red piece. Predecessors where the game was already over
/// (the piece that stayed, or the moved one's old cell, on black's cell)
/// were labelled by [`Retro::seed`], so `visit` leaves them alone; the
/// first case is skipped outright.
#[inline(always)]
fn unmove_red<const LOST: bool>(
    lay: &Layout,
    state: &mut [u16],
    mut out: Out<'_>,
    black: usize,
    run: &[u32],
    label: u16,
) {
    let base = black * lay.pair_count;
    let off = lay.len();
    let reds = lay.red_next.len();
    let mask = (1u32 << PAIR_BITS) - 1;
    let on = lay.black_red.get(black).copied().unwrap_or(NONE);
    for &e in run {
        let pr = (e & mask) as usize;
        let Some(&[a, b]) = lay.pairs.get(pr) else {
            continue;
        };
        for (moved, still) in [(a, b), (b, a)] {
            if still == on {
                continue;
            }
            let still_at = usize::from(still) * reds;
            let (Some(&next), Some(pair_of)) = (
                lay.red_next.get(usize::from(moved)),
                lay.pair_of.get(still_at..still_at + reds),
            ) else {
                continue;
            };
            for from in next {
                // A blocked direction (`NONE`) and the other piece's cell
                // give an index past the table, which `visit` ignores.
                let pair = pair_of
                    .get(usize::from(from))
                    .map_or(off, |&pr| pr as usize);
                visit::<LOST>(
                    state,
                    &mut out,
                    base + pair,
                    entry(black, true, !LOST, pair),
                    label,
                );
            }
        }
    }
}

/// Counting sort of queue entries by `entry >> PAIR_BITS` (black id, side
/// to move and label) into `out`; afterwards `bounds[k]..bounds[k + 1]` is
/// the run of key `k`. `cursor` is scratch of the same length.
///
/// Entries come in runs of one key (the predecessors of one position mostly
/// share it), so both passes work run by run: one counter update and one
/// block copy per run rather than per entry.
fn sort_by_key(entries: &[u32], out: &mut Vec<u32>, bounds: &mut [usize], cursor: &mut [usize]) {
    let runs = || {
        let mut rest = entries;
        std::iter::from_fn(move || {
            let (&first, _) = rest.split_first()?;
            let key = (first >> PAIR_BITS) as usize;
            let len = rest
                .iter()
                .position(|&e| (e >> PAIR_BITS) as usize != key)
                .unwrap_or(rest.len());
            let (run, tail) = rest.split_at(len);
            rest = tail;
            Some((key, run))
        })
    };
    bounds.fill(0);
    for (key, run) in runs() {
        if let Some(count) = bounds.get_mut(key + 1) {
            *count += run.len();
        }
    }
    for i in 1..bounds.len() {
        let before = bounds.get(i - 1).copied().unwrap_or(0);
        if let Some(slot) = bounds.get_mut(i) {
            *slot += before;
        }
    }
    cursor.copy_from_slice(bounds);
    out.clear();
    out.resize(entries.len(), 0);
    for (key, run) in runs() {
        if let Some(at) = cursor.get_mut(key) {
            if let Some(slots) = out.get_mut(*at..*at + run.len()) {
                slots.copy_from_slice(run);
            }
            *at += run.len();
        }
    }
}

/// Labels every position of `layout` (or, with `stop`, at least that one:
/// the walk ends as soon as it is labelled, its label being final).
pub(crate) fn analyze(layout: &Layout, stop: Option<usize>) -> Labels {
    let mut retro = Retro {
        layout,
        state: vec![0; layout.len()],
        deep: HashMap::new(),
        next: Vec::new(),
        next_len: 0,
    };
    retro.seed();
    retro.run(stop);
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
