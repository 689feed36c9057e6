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
//! from `o - x`: the predecessors are computed, never stored. Where the
//! side moving in has fewer positions left unlabelled than half its steps, those
//! positions are looked at instead of the steps (a set of bits says which
//! numbers are steps); otherwise the walk over the steps does not branch
//! on the labels (a branch there is guessed wrong about half the time).

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
        // A label, a counter, a place in the queue, a place in its side's
        // list of unlabelled positions and that place's number a position
        // (the queue with a place more), and a bit a step of each side.
        let n = board.objects() as usize;
        2 * n * (4 * 5) + 4 + 2 * n.div_ceil(64) * 8
    }

    /// Solves `board`.
    pub(crate) fn try_new(board: &Board) -> Result<Table, OutOfMemory> {
        const WHAT: &str = "the value table";
        let n = board.objects();
        let states = 2 * n as usize;
        let mut labels = try_filled(states, UNKNOWN, WHAT)?;
        let mut left = try_filled(states, 0u32, WHAT)?;
        let mut queue: Vec<u32> = try_filled(states + 1, 0u32, WHAT)?;
        let steps = |side: Side| match side {
            Side::Rick => board.rick(),
            Side::Morty => board.morty(),
        };
        // Each side's steps as a set of bits, and its positions not
        // labelled yet (objects from 0, the black hole left out), with
        // where each is in that list.
        let mut is_step = try_filled(2 * (n as usize).div_ceil(64), 0u64, WHAT)?;
        let words = (n as usize).div_ceil(64);
        let mut open: [Vec<u32>; 2] = [
            try_filled(n as usize - 1, 0u32, WHAT)?,
            try_filled(n as usize - 1, 0u32, WHAT)?,
        ];
        let mut place = try_filled(states, 0u32, WHAT)?;
        for side in [Side::Rick, Side::Morty] {
            let half = usize::from(side == Side::Morty);
            for &x in steps(side) {
                is_step[half * words + x as usize / 64] |= 1 << (x % 64);
            }
            let k = steps(side).len() as u32;
            for object in 2..=n {
                left[index(n, object, side)] = k;
                open[half][object as usize - 2] = object - 1;
                place[index(n, object, side)] = object - 2;
            }
        }
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
            // below `n`).
            let mover = side.other();
            let half = usize::from(mover == Side::Morty);
            let base = half * n as usize;
            let to = object - 1;
            let before = tail;
            let moves = steps(mover);
            if open[half].len() * 2 < moves.len() {
                // Fewer positions of the mover are unlabelled than half
                // its steps: look at each of them, a parent when the step
                // from it to here is one of the mover's (none, once all
                // are labelled: on the sets of every number, after the
                // black hole's two positions).
                let is_step = &is_step[half * words..(half + 1) * words];
                for &from in &open[half] {
                    let x = if to >= from { to - from } else { to + n - from };
                    if is_step[x as usize / 64] >> (x % 64) & 1 == 0 {
                        continue;
                    }
                    let prev = base + from as usize;
                    if !lost {
                        left[prev] -= 1;
                        if left[prev] > 0 {
                            continue;
                        }
                    }
                    labels[prev] = next;
                    queue[tail] = prev as u32;
                    tail += 1;
                }
            } else {
                // Each step of the mover, without branches on the labels,
                // which a branch would guess wrong half the time: every
                // parent is written to the queue's next place, which moves
                // on only when the parent is labelled now (the queue has a
                // place more than the positions for it). A move from the
                // black hole is no move, and needs no test: its positions
                // are labelled from the start.
                let from = |x: u32| base + if to >= x { to - x } else { to + n - x } as usize;
                if lost {
                    for &x in moves {
                        let prev = from(x);
                        let open = labels[prev] == UNKNOWN;
                        labels[prev] = if open { next } else { labels[prev] };
                        queue[tail] = prev as u32;
                        tail += usize::from(open);
                    }
                } else {
                    for &x in moves {
                        let prev = from(x);
                        let open = labels[prev] == UNKNOWN;
                        left[prev] -= u32::from(open);
                        let lost_now = open && left[prev] == 0;
                        labels[prev] = if lost_now { next } else { labels[prev] };
                        queue[tail] = prev as u32;
                        tail += usize::from(lost_now);
                    }
                }
            }
            // The positions labelled here leave their side's list.
            for &done in &queue[before..tail] {
                let list = &mut open[half];
                let at = place[done as usize] as usize;
                let Some(last) = list.pop() else {
                    unreachable!("a position labelled now was in the list")
                };
                if at < list.len() {
                    list[at] = last;
                    place[base + last as usize] = at as u32;
                }
            }
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
