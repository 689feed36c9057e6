//! The state codes of the retrograde analysis: one `u16` per position, a
//! move counter while the position is unlabelled and its label once it is;
//! and the finished table the queries read.

use std::collections::HashMap;

use common_io::OutOfMemory;

use super::queue::Queue;
use common_io::game::Wdl;

/// State codes below this are unlabelled positions; the code is the number
/// of the mover's moves not yet known to lose (successors not yet known to
/// be won by the opponent). A position has at most 8 moves.
pub(super) const LABELLED: u16 = 16;

/// The largest depth the state code itself can hold: the `deep` limit of
/// the public API (see [`DeepLabels`]).
pub(crate) const CODE_DEPTHS: u32 = ((u16::MAX - LABELLED) / 2) as u32;

/// A label: whether the side to move wins or loses, and in how many moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Label {
    pub(crate) verdict: Wdl,
    pub(crate) moves: u32,
}

/// The depths of the labels too deep for their state code.
///
/// A label's code holds its depth up to `limit` ([`CODE_DEPTHS`] in the
/// public API; a unit test lowers it so that ordinary boards exercise the
/// side table); from `limit` on, labels hold `limit`, and their true depth
/// is kept here, by position index.
#[derive(Clone, Debug)]
pub(crate) struct DeepLabels {
    limit: u32,
    depths: HashMap<u32, u32>,
}

impl DeepLabels {
    /// An empty side table for labels deeper than `limit` (at most
    /// [`CODE_DEPTHS`]).
    pub(super) fn new(limit: u32) -> DeepLabels {
        assert!(
            (1..=CODE_DEPTHS).contains(&limit),
            "the state code holds depths up to {CODE_DEPTHS}, not {limit}"
        );
        DeepLabels {
            limit,
            depths: HashMap::new(),
        }
    }

    /// The deepest depth a state code holds as it is (deeper ones are
    /// capped to it and kept here).
    pub(super) fn limit(&self) -> u32 {
        self.limit
    }

    /// The state code of a position decided in `depth` moves with
    /// `verdict` for its mover: `LABELLED + 2 · depth + loses`, the depth
    /// capped at the limit.
    pub(super) fn code(&self, depth: u32, verdict: Wdl) -> u16 {
        // The limit is at most CODE_DEPTHS < 2^15, so the code fits in a u16.
        LABELLED + (depth.min(self.limit) as u16) * 2 + u16::from(verdict == Wdl::Loss)
    }

    /// Records the true depth of the positions of `labelled` (of a layout
    /// of `pair_count` pairs), just labelled at `depth`, if it is past what
    /// a state code holds; [`OutOfMemory`] if the side table cannot grow.
    pub(super) fn record(
        &mut self,
        depth: u32,
        labelled: &Queue,
        pair_count: usize,
    ) -> Result<(), OutOfMemory> {
        if depth < self.limit {
            return Ok(());
        }
        let more = labelled.len();
        self.depths.try_reserve(more).map_err(|_| {
            OutOfMemory::new(
                "the side table of deep labels",
                self.depths.len().saturating_add(more).saturating_mul(16),
            )
        })?;
        for index in labelled.positions(pair_count) {
            self.depths.insert(key(index), depth);
        }
        Ok(())
    }

    /// The depth of position `index`, whose code holds `field`.
    fn depth(&self, index: usize, field: u32) -> u32 {
        if field != self.limit {
            return field;
        }
        match self.depths.get(&key(index)) {
            Some(&depth) => depth,
            None => unreachable!("a label at the code's limit has its depth in the side table"),
        }
    }

    /// Bytes held by the side table (16 per entry, as counted when it
    /// grows).
    fn bytes(&self) -> usize {
        self.depths.len() * 16
    }

    /// Whether the side table holds anything.
    #[cfg(test)]
    pub(super) fn is_empty(&self) -> bool {
        self.depths.is_empty()
    }
}

/// The side table's key of position `index`.
fn key(index: usize) -> u32 {
    match u32::try_from(index) {
        Ok(key) => key,
        Err(_) => unreachable!("position indices are below layout::BLOCKED = 2^30"),
    }
}

/// The labels of every position of a [`Layout`](super::layout::Layout): one
/// `u16` per position (`LABELLED + 2 · depth + loses` once labelled), plus
/// the rare depths past the code's limit.
#[derive(Clone, Debug)]
pub(crate) struct Labels {
    pub(super) state: Vec<u16>,
    pub(super) deep: DeepLabels,
}

impl Labels {
    /// The label of position `index` (below the number of positions);
    /// `None` for a tie.
    pub(crate) fn get(&self, index: usize) -> Option<Label> {
        let code = self.state[index];
        if code < LABELLED {
            return None;
        }
        let field = u32::from((code - LABELLED) >> 1);
        Some(Label {
            verdict: if code & 1 == 1 { Wdl::Loss } else { Wdl::Win },
            moves: self.deep.depth(index, field),
        })
    }

    /// Bytes held by the labels.
    pub(crate) fn bytes(&self) -> usize {
        self.state.len() * 2 + self.deep.bytes()
    }
}
