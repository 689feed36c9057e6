//! The walk's start: every terminal position labelled (the game's three
//! rules, in order) and the lost ones queued, and every other position's
//! count of moves set.

use common_io::{OutOfMemory, try_reserve};

use super::labels::LABELLED;
use super::layout::NONE;
use super::queue::{Key, Queue};
use super::{CHUNK, Retro};
use common_io::game::Wdl;

use crate::rules::Side;

impl Retro<'_> {
    /// Labels the terminal position (`black`, `pair`) as decided in 0
    /// moves with `verdict` for its mover, without queueing it.
    fn label_terminal(&mut self, black: usize, pair: usize, verdict: Wdl) {
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
        self.label_terminal(black, pair, Wdl::Loss);
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
                verdict: Wdl::Loss,
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
    pub(super) fn seed(&mut self) -> Result<(), OutOfMemory> {
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
                        self.label_terminal(black, pair, Wdl::Win);
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
        let [red, black] = &pending;
        self.peak = seeding_bytes(&self.next, &[&stuck, red, black]);
        // The sentinel reads as labelled, so `visit` never changes it.
        let Some(sentinel) = self.state.last_mut() else {
            unreachable!("the state table ends with the sentinel");
        };
        *sentinel = u16::MAX;
        Ok(())
    }
}

/// The bytes the seeding holds at its peak: the queue of the terminal
/// positions (at its peak), and its `buffers` (their capacity).
pub(super) fn seeding_bytes(next: &Queue, buffers: &[&Vec<u32>]) -> usize {
    let entries: usize = buffers.iter().map(|buffer| buffer.capacity()).sum();
    next.high_bytes() + entries * size_of::<u32>()
}
