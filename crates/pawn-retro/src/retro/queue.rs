//! The queue of one depth of the walk: pair indices in buckets by black
//! cell, side to move and verdict.

use common_io::{OutOfMemory, try_filled, try_reserve};

use crate::board::MAX_CELLS;
use common_io::game::Wdl;

use crate::rules::Side;

/// Buckets per black id: one per side to move and verdict.
pub(super) const KEYS: usize = 4;

/// The bucket of a queued position: its black id, the side to move, and
/// whether the mover wins or loses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Key {
    pub(super) black: usize,
    pub(super) mover: Side,
    pub(super) verdict: Wdl,
}

impl Key {
    /// The bucket's index: `black · 4 + red_to_move · 2 + mover_loses`,
    /// so that the buckets of one black id are together.
    #[inline(always)]
    fn index(self) -> usize {
        self.black * KEYS
            + 2 * usize::from(self.mover == Side::Red)
            + usize::from(self.verdict == Wdl::Loss)
    }

    /// The key of bucket `index`.
    pub(super) fn of_index(index: usize) -> Key {
        Key {
            black: index / KEYS,
            mover: if index & 2 != 0 {
                Side::Red
            } else {
                Side::Black
            },
            verdict: if index & 1 != 0 { Wdl::Loss } else { Wdl::Win },
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

    fn contains(&self, black: usize) -> bool {
        self.words[black / 64] & (1 << (black % 64)) != 0
    }

    fn is_empty(&self) -> bool {
        self.words.iter().all(|&word| word == 0)
    }

    /// The black ids of the set, in increasing order.
    fn iter_ones(self) -> Ones {
        Ones {
            words: self.words,
            at: 0,
        }
    }
}

/// The black ids of a [`Blacks`], in increasing order.
struct Ones {
    /// The words not yet read through, the bits already returned cleared.
    words: [u64; MAX_CELLS.div_ceil(64)],
    /// The word being read.
    at: usize,
}

impl Iterator for Ones {
    type Item = usize;

    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        while let Some(word) = self.words.get_mut(self.at) {
            if *word != 0 {
                let bit = word.trailing_zeros() as usize;
                *word &= *word - 1;
                return Some(self.at * 64 + bit);
            }
            self.at += 1;
        }
        None
    }
}

/// The positions labelled at one depth, waiting to be expanded, by black
/// id: listed, one bucket of pair indices per [`Key`], or left in the state
/// table, where the walk finds them by their code (they are exactly the
/// positions of the black id's block labelled at that depth): a *scanned*
/// black id.
///
/// Listing costs the least per position, so black ids are listed except in
/// two cases. When the blocks hold at most [`SCAN_STEP`] pairs (a long
/// corridor), scanning one is a step of compares and every black id is
/// scanned. And the buckets' memory (their capacity, in entries) never
/// exceeds the queue's room: a bucket that would grow past it first frees
/// the memory the empty buckets keep, then scans the black ids whose
/// buckets hold the most (the densest blocks, the cheapest to scan) until
/// it fits, or scans its own. The walk gives the queues of a layer and of
/// the next one room for a quarter of an entry per position between them
/// (a byte per position), which the open boards do not use up and the
/// narrow ones do (a layer of a 3×133 board holds a sixth of its
/// positions).
///
/// The black ids with something queued are kept in a bit set, walked in
/// increasing order, so that a layer costs what it holds (a long game on a
/// narrow board has few positions per depth and many black ids), and each
/// bucket is expanded by a loop specialised for its side to move and
/// verdict, with no sorting.
pub(super) struct Queue {
    buckets: Vec<Vec<u32>>,
    /// The black ids with something queued, listed or scanned.
    touched: Blacks,
    /// The black ids scanned for (besides every one, with `scan_all`).
    scanned: Blacks,
    /// The black ids whose buckets hold memory.
    held: Blacks,
    /// Whether every black id is scanned (blocks of at most [`SCAN_STEP`]
    /// pairs).
    scan_all: bool,
    /// Whether black ids may be scanned in this layer (not past the depths
    /// a state code tells apart).
    scannable: bool,
    /// The entries of memory the buckets may hold when black ids may be
    /// scanned.
    room: usize,
    /// The entries of memory the buckets hold.
    capacity: usize,
    /// The most they held since the queue was last cleared.
    high: usize,
}

/// The most pairs of a block that is always scanned rather than listed:
/// one step of [`gather`](super::gather)'s compares.
pub(super) const SCAN_STEP: usize = 32;

impl Queue {
    /// An empty queue for `blacks` black ids (at most
    /// [`MAX_CELLS`], as the black cells of a
    /// board are), with room for `room` entries, that scans every black id
    /// if `scan_all`.
    pub(super) fn new(blacks: usize, scan_all: bool, room: usize) -> Result<Queue, OutOfMemory> {
        Ok(Queue {
            buckets: try_filled(
                KEYS * blacks,
                Vec::new(),
                "the buckets of the retrograde queue",
            )?,
            touched: Blacks::default(),
            scanned: Blacks::default(),
            held: Blacks::default(),
            scan_all,
            scannable: true,
            room,
            capacity: 0,
            high: 0,
        })
    }

    pub(super) fn is_empty(&self) -> bool {
        self.touched.is_empty()
    }

    /// The buckets of black id `black`.
    fn buckets(&self, black: usize) -> &[Vec<u32>] {
        &self.buckets[black * KEYS..(black + 1) * KEYS]
    }

    /// Empties every bucket, for a layer where black ids may be scanned if
    /// `scannable`, with room for `room` entries. A bucket keeps its memory
    /// up to four times what it just held (layers grow and shrink as the
    /// walk goes on: the memory of a bucket follows its recent sizes rather
    /// than its largest), until the room runs out.
    pub(super) fn clear(&mut self, scannable: bool, room: usize) {
        let mut held = Blacks::default();
        for black in self.held.iter_ones() {
            let mut holds = false;
            for bucket in &mut self.buckets[black * KEYS..(black + 1) * KEYS] {
                let (len, before) = (bucket.len(), bucket.capacity());
                bucket.clear();
                bucket.shrink_to(4 * len);
                self.capacity -= before - bucket.capacity();
                holds |= bucket.capacity() > 0;
            }
            if holds {
                held.insert(black);
            }
        }
        self.held = held;
        self.touched = Blacks::default();
        self.scanned = Blacks::default();
        self.scannable = scannable;
        self.room = room;
        self.high = self.capacity;
    }

    /// Whether the positions of black id `black` are scanned for rather
    /// than listed.
    #[inline(always)]
    pub(super) fn is_scanned(&self, black: usize) -> bool {
        self.scannable && (self.scan_all || self.scanned.contains(black))
    }

    /// Queues `pairs` under `key`, or [`OutOfMemory`] if a bucket cannot
    /// grow: appends them to the key's bucket, or does nothing if the black
    /// id is scanned.
    #[inline(always)]
    pub(super) fn extend(&mut self, key: Key, pairs: &[u32]) -> Result<(), OutOfMemory> {
        if pairs.is_empty() {
            return Ok(());
        }
        self.touched.insert(key.black);
        if self.is_scanned(key.black) {
            return Ok(());
        }
        let bucket = &mut self.buckets[key.index()];
        if bucket.capacity() - bucket.len() < pairs.len() {
            return self.grow(key, pairs);
        }
        bucket.extend_from_slice(pairs);
        Ok(())
    }

    /// [`Queue::extend`] when the bucket must grow. If the buckets would
    /// then hold more than the room, first frees the memory of the empty
    /// buckets, then scans the black ids whose buckets hold the most (the
    /// densest blocks, the cheapest to scan), until the growth fits or this
    /// black id is scanned.
    #[cold]
    #[inline(never)]
    fn grow(&mut self, key: Key, pairs: &[u32]) -> Result<(), OutOfMemory> {
        let black = key.black;
        let index = key.index();
        let mut released = false;
        loop {
            let bucket = &self.buckets[index];
            let (len, before) = (bucket.len(), bucket.capacity());
            // The capacity after `Vec`'s amortised growth: double, or what
            // is asked if more, and at least 4 entries.
            let after = (2 * before).max(len + pairs.len()).max(4);
            if !self.scannable || self.capacity - before + after <= self.room {
                break;
            }
            if !released {
                self.release();
                released = true;
                continue;
            }
            match self.largest() {
                Some(largest) if largest != black => self.scan(largest),
                _ => {
                    self.scan(black);
                    return Ok(());
                }
            }
        }
        let bucket = &mut self.buckets[index];
        let before = bucket.capacity();
        try_reserve(bucket, pairs.len(), "a bucket of the retrograde queue")?;
        self.capacity += bucket.capacity() - before;
        debug_assert!(
            !self.scannable || self.capacity <= self.room,
            "grown as foreseen"
        );
        self.high = self.high.max(self.capacity);
        bucket.extend_from_slice(pairs);
        self.held.insert(black);
        Ok(())
    }

    /// Frees the memory of the empty buckets.
    fn release(&mut self) {
        for black in self.held.iter_ones() {
            for bucket in &mut self.buckets[black * KEYS..(black + 1) * KEYS] {
                if bucket.is_empty() {
                    self.capacity -= bucket.capacity();
                    *bucket = Vec::new();
                }
            }
        }
    }

    /// The listed black id whose buckets hold the most memory, if any
    /// holds some.
    fn largest(&self) -> Option<usize> {
        let held = |black: usize| self.buckets(black).iter().map(Vec::capacity).sum::<usize>();
        (self.held.iter_ones())
            .filter(|&black| !self.scanned.contains(black))
            .map(|black| (held(black), black))
            .max()
            .filter(|&(held, _)| held > 0)
            .map(|(_, black)| black)
    }

    /// Scans black id `black` from now on, and frees its buckets.
    fn scan(&mut self, black: usize) {
        for bucket in &mut self.buckets[black * KEYS..(black + 1) * KEYS] {
            self.capacity -= bucket.capacity();
            *bucket = Vec::new();
        }
        self.scanned.insert(black);
    }

    /// The black ids with something queued, in increasing order.
    pub(super) fn blacks(&self) -> impl Iterator<Item = usize> {
        self.touched.iter_ones()
    }

    /// The non-empty buckets of black id `black` (not scanned) in key
    /// order, with their keys.
    pub(super) fn runs(&self, black: usize) -> impl Iterator<Item = (Key, &[u32])> {
        (self.buckets(black).iter().enumerate())
            .filter(|(_, bucket)| !bucket.is_empty())
            .map(move |(slot, bucket)| (Key::of_index(black * KEYS + slot), bucket.as_slice()))
    }

    /// The entries of memory the buckets hold.
    pub(super) fn capacity(&self) -> usize {
        self.capacity
    }

    /// The bytes the buckets hold (their headers and their entries).
    pub(super) fn bytes(&self) -> usize {
        self.buckets.capacity() * size_of::<Vec<u32>>() + self.capacity * size_of::<u32>()
    }

    /// The bytes the buckets held at most since the queue was last cleared.
    pub(super) fn high_bytes(&self) -> usize {
        self.buckets.capacity() * size_of::<Vec<u32>>() + self.high * size_of::<u32>()
    }

    /// The number of queued positions, all listed (a layer past the depths
    /// a state code tells apart).
    pub(super) fn len(&self) -> usize {
        assert!(
            !self.scannable,
            "only a layer with every position listed is counted"
        );
        (self.blacks())
            .map(|black| self.buckets(black).iter().map(Vec::len).sum::<usize>())
            .sum()
    }

    /// The position indices of the queued positions (`black · pair_count +
    /// pair`), all listed.
    pub(super) fn positions(&self, pair_count: usize) -> impl Iterator<Item = usize> {
        assert!(
            !self.scannable,
            "only a layer with every position listed is read"
        );
        self.blacks().flat_map(move |black| {
            self.runs(black).flat_map(move |(key, run)| {
                run.iter()
                    .map(move |&pair| key.black * pair_count + pair as usize)
            })
        })
    }
}
