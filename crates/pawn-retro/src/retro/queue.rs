//! The queue of one depth of the walk: pair indices in buckets by black
//! cell, side to move and verdict.

use common_io::{OutOfMemory, try_filled, try_reserve};

use super::labels::Verdict;
use crate::board::MAX_CELLS;
use crate::position::Side;

/// Buckets per black id: one per side to move and verdict.
const KEYS_PER_BLACK: usize = 4;

/// The bucket of a queued position: its black id, the side to move, and
/// whether the mover wins or loses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Key {
    pub(super) black: usize,
    pub(super) mover: Side,
    pub(super) verdict: Verdict,
}

impl Key {
    /// The bucket's index: `black · 4 + red_to_move · 2 + mover_loses`,
    /// so that the buckets of one black id are together.
    #[inline(always)]
    fn index(self) -> usize {
        self.black * KEYS_PER_BLACK
            + 2 * usize::from(self.mover == Side::Red)
            + usize::from(self.verdict == Verdict::MoverLoses)
    }

    /// The key of bucket `index`.
    fn of_index(index: usize) -> Key {
        Key {
            black: index / KEYS_PER_BLACK,
            mover: if index & 2 != 0 {
                Side::Red
            } else {
                Side::Black
            },
            verdict: if index & 1 != 0 {
                Verdict::MoverLoses
            } else {
                Verdict::MoverWins
            },
        }
    }
}

/// A set of black ids, one bit each (the black cells of a board are at most
/// [`MAX_CELLS`]), iterated in increasing order.
#[derive(Clone, Copy, Debug, Default)]
struct Blacks {
    words: [u64; MAX_CELLS.div_ceil(64)],
}

impl Blacks {
    fn insert(&mut self, black: usize) {
        self.words[black / 64] |= 1 << (black % 64);
    }

    fn is_empty(&self) -> bool {
        self.words.iter().all(|&word| word == 0)
    }

    /// The black ids of the set, in increasing order.
    fn iter_ones(self) -> impl Iterator<Item = usize> {
        (self.words.into_iter().enumerate()).flat_map(|(at, mut word)| {
            std::iter::from_fn(move || {
                (word != 0).then(|| {
                    let bit = word.trailing_zeros() as usize;
                    word &= word - 1;
                    at * 64 + bit
                })
            })
        })
    }
}

/// The positions labelled at one depth, waiting to be expanded: one bucket
/// of pair indices per [`Key`], and the set of black ids with a non-empty
/// bucket. Walking that set in order visits the positions by black id
/// without looking at the buckets of the others (a long game on a narrow
/// board has few positions per depth and many black ids), and each bucket
/// is expanded by a loop specialised for its side to move and verdict, with
/// no sorting.
pub(super) struct Queue {
    buckets: Vec<Vec<u32>>,
    /// The black ids with a non-empty bucket.
    touched: Blacks,
}

impl Queue {
    /// An empty queue for `blacks` black ids (at most
    /// [`MAX_CELLS`](crate::board::MAX_CELLS), as the black cells of a
    /// board are).
    pub(super) fn new(blacks: usize) -> Result<Queue, OutOfMemory> {
        Ok(Queue {
            buckets: try_filled(
                KEYS_PER_BLACK * blacks,
                Vec::new(),
                "the buckets of the retrograde queue",
            )?,
            touched: Blacks::default(),
        })
    }

    pub(super) fn is_empty(&self) -> bool {
        self.touched.is_empty()
    }

    /// The buckets of black id `black`.
    fn buckets(&self, black: usize) -> &[Vec<u32>] {
        &self.buckets[black * KEYS_PER_BLACK..(black + 1) * KEYS_PER_BLACK]
    }

    /// Empties every bucket, keeping its memory up to four times what it
    /// just held (layers grow and shrink as the walk goes on: the memory of
    /// a bucket follows its recent sizes rather than its largest).
    pub(super) fn clear(&mut self) {
        for black in self.touched.iter_ones() {
            for bucket in &mut self.buckets[black * KEYS_PER_BLACK..(black + 1) * KEYS_PER_BLACK] {
                let keep = 4 * bucket.len();
                bucket.clear();
                bucket.shrink_to(keep);
            }
        }
        self.touched = Blacks::default();
    }

    /// Appends `pairs` to bucket `key`, or [`OutOfMemory`] if the bucket
    /// cannot grow.
    #[inline(always)]
    pub(super) fn extend(&mut self, key: Key, pairs: &[u32]) -> Result<(), OutOfMemory> {
        if pairs.is_empty() {
            return Ok(());
        }
        let bucket = &mut self.buckets[key.index()];
        try_reserve(bucket, pairs.len(), "a bucket of the retrograde queue")?;
        bucket.extend_from_slice(pairs);
        self.touched.insert(key.black);
        Ok(())
    }

    /// The number of queued positions.
    pub(super) fn len(&self) -> usize {
        (self.touched.iter_ones())
            .map(|black| self.buckets(black).iter().map(Vec::len).sum::<usize>())
            .sum()
    }

    /// The non-empty buckets in key order (by black id), with their keys.
    pub(super) fn runs(&self) -> impl Iterator<Item = (Key, &[u32])> {
        self.touched.iter_ones().flat_map(move |black| {
            (self.buckets(black).iter().enumerate())
                .filter(|(_, bucket)| !bucket.is_empty())
                .map(move |(slot, bucket)| {
                    (
                        Key::of_index(black * KEYS_PER_BLACK + slot),
                        bucket.as_slice(),
                    )
                })
        })
    }

    /// The position indices of the queued positions (`black · pair_count +
    /// pair`).
    pub(super) fn positions(&self, pair_count: usize) -> impl Iterator<Item = usize> {
        self.runs().flat_map(move |(key, run)| {
            run.iter()
                .map(move |&pair| key.black * pair_count + pair as usize)
        })
    }
}
