//! The kernel: retrograde analysis of the `2 n` positions (the monster's
//! object, who moves).
//!
//! The positions where the monster is in the black hole are lost for the
//! side to move (the other side just won). Going backwards from them, in
//! order of distance: a position with a move to a lost one is won, in one
//! more move than the shortest such loss; a position whose every move
//! leads to a won one is lost, in one more move than the longest such win
//! (a counter per position of its moves not yet known to lose). The
//! queue is first in, first out, so positions come out in order of
//! distance and the first label a won position gets is its shortest win,
//! the last move of a lost one its longest loss. What is never labelled is
//! an endless game: the side to move cannot win, and can avoid losing.
//!
//! The moves into a position `(o, side)` are the other side's steps `x`
//! from `o - x`: the predecessors are computed, never stored. The walk
//! over them does not branch on their labels (a branch there is guessed
//! wrong about half the time), and is skipped once every position of the
//! side that moves into them is labelled.

use common_io::game::Forced;
use common_io::{OutOfMemory, try_filled};

use crate::board::Board;
use crate::position::Side;

/// A position's label: `UNKNOWN`, or a distance with the kind.
const UNKNOWN: u32 = u32::MAX;
/// The top bit of a label marks a win.
const WIN: u32 = 1 << 31;

/// Every position's value: `labels[index(o, side)]`.
#[derive(Clone, Debug)]
pub(crate) struct Table {
    objects: u32,
    labels: Vec<u32>,
}

fn index(objects: u32, object: u32, side: Side) -> usize {
    (object - 1) as usize + usize::from(side == Side::Morty) * objects as usize
}

impl Table {
    /// The bytes the table and its queue take for `board`.
    pub(crate) fn bytes(board: &Board) -> usize {
        // A label and a counter a position, and the queue of positions
        // (with a place more).
        2 * board.objects() as usize * (4 + 4 + 4) + 4
    }

    /// Solves `board`.
    pub(crate) fn try_new(board: &Board) -> Result<Table, OutOfMemory> {
        let n = board.objects();
        let states = 2 * n as usize;
        let mut labels = try_filled(states, UNKNOWN, "the value table")?;
        let mut left = try_filled(states, 0u32, "the value table")?;
        let mut queue: Vec<u32> = try_filled(states + 1, 0u32, "the value table")?;
        let steps = |side: Side| match side {
            Side::Rick => board.rick(),
            Side::Morty => board.morty(),
        };
        for side in [Side::Rick, Side::Morty] {
            let k = steps(side).len() as u32;
            for object in 2..=n {
                left[index(n, object, side)] = k;
            }
        }
        // How many positions of each side (Rick's, Morty's) are not
        // labelled yet.
        let mut unlabelled = [n as usize - 1; 2];
        let (mut head, mut tail) = (0, 0);
        for side in [Side::Rick, Side::Morty] {
            let at = index(n, 1, side);
            labels[at] = 0;
            queue[tail] = at as u32;
            tail += 1;
        }
        while head < tail {
            let at = queue[head] as usize;
            head += 1;
            let (object, side) = if at < n as usize {
                (at as u32 + 1, Side::Rick)
            } else {
                (at as u32 - n + 1, Side::Morty)
            };
            let label = labels[at];
            let lost = label & WIN == 0;
            // A parent of a lost position is won, one move further.
            let next = ((label & !WIN) + 1) | if lost { WIN } else { 0 };
            // The other side moved here, by one of its steps, from the
            // object `x` before, counterclockwise (no division: a step is
            // below `n`). A move from the black hole is no move, and needs
            // no test: its positions are labelled from the start.
            let mover = side.other();
            let half = usize::from(mover == Side::Morty);
            // Once every position of the mover is labelled, no parent
            // changes: nothing to look at (on the sets of every number,
            // all are labelled by the first two positions out).
            if unlabelled[half] == 0 {
                continue;
            }
            let before = tail;
            let base = half * n as usize;
            let to = object - 1;
            let from = |x: u32| base + if to >= x { to - x } else { to + n - x } as usize;
            // Without branches on the labels, which a branch would guess
            // wrong half the time: every parent is written to the queue's
            // next place, which moves on only when the parent is labelled
            // now (the queue has a place more than the positions for it).
            if lost {
                for &x in steps(mover) {
                    let prev = from(x);
                    let open = labels[prev] == UNKNOWN;
                    labels[prev] = if open { next } else { labels[prev] };
                    queue[tail] = prev as u32;
                    tail += usize::from(open);
                }
            } else {
                for &x in steps(mover) {
                    let prev = from(x);
                    let open = labels[prev] == UNKNOWN;
                    left[prev] -= u32::from(open);
                    let lost_now = open && left[prev] == 0;
                    labels[prev] = if lost_now { next } else { labels[prev] };
                    queue[tail] = prev as u32;
                    tail += usize::from(lost_now);
                }
            }
            // Each position labelled here went to the queue.
            unlabelled[half] -= tail - before;
        }
        Ok(Table { objects: n, labels })
    }

    /// The value of the monster on `object` for `side` to move: won or
    /// lost in a number of moves, or a draw (the game never ends).
    pub(crate) fn get(&self, object: u32, side: Side) -> Forced {
        match self.labels[index(self.objects, object, side)] {
            UNKNOWN => Forced::Draw,
            label if label & WIN != 0 => Forced::Win(label & !WIN),
            label => Forced::Loss(label),
        }
    }
}
