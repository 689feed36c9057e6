//! The retrograde analysis of [`IndexedTablebase`](super::IndexedTablebase)
//! on several threads, for rules that give their parents: the same steps
//! as the one-thread walk, a level at a time, each level's positions split
//! between the threads, every record changed by a compare-and-swap.
//!
//! - Exploring: the positions met at one distance from the start are
//!   expanded side by side; a position is claimed by the thread whose swap
//!   marks it met, which queues it for the next level.
//! - Walking back: the positions decided at one depth give their parents
//!   side by side. A lost one makes each open parent won, a won one takes
//!   one from each open parent's count of moves not yet known to lose (the
//!   last making it lost), in swaps: whatever the order, a parent is won at
//!   the first depth one of its moves loses, and lost at the depth its
//!   last move was found to win, as on one thread. The records are the
//!   one-thread walk's, bit for bit.
//! - Where the count is small (at most [`TALLIED`] numbers) and two
//!   threads walk, each thread instead keeps a tally of the level's news
//!   for each parent ([`Tallies`]), and the tallies are told to the
//!   records at the level's end, a swap for each parent and thread. A game
//!   of many moves to few positions (14,001 numbers, 15 million moves back
//!   at one depth) swapped the same few hundred cache lines on both
//!   threads at nearly every move.
//!
//! The queue holds every number at most once: it is allocated whole (4
//! bytes a number), and each thread claims room in it for a block of the
//! positions it queues.

use std::ops::Range;
use std::sync::atomic::{AtomicBool, AtomicU16, AtomicU32, AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard};

use super::{DRAW, LOSS, OPEN, QUEUE, RECORDS, Record, Stop, WIN, number};
use crate::OutOfMemory;
use crate::game::Wdl;
use crate::rules::budget::Budget;
use crate::rules::{Indexed, Loopy};
use crate::workers::{self, lock};

/// A record that threads share.
pub(super) trait Shared<T>: Send + Sync {
    /// A shared record holding `value`.
    fn new(value: T) -> Self;
    /// Its value now.
    fn get(&self) -> T;
    /// Sets `value`.
    fn set(&self, value: T);
    /// Sets `new` if it still holds `old`: whether it did.
    fn swap(&self, old: T, new: T) -> bool;
    /// Its value, no longer shared.
    fn into_inner(self) -> T;
}

/// Implements [`Shared`] for a record type and its atomic.
macro_rules! shared {
    ($record:ty, $atomic:ty) => {
        impl Shared<$record> for $atomic {
            fn new(value: $record) -> $atomic {
                <$atomic>::new(value)
            }
            fn get(&self) -> $record {
                self.load(Ordering::Relaxed)
            }
            fn set(&self, value: $record) {
                self.store(value, Ordering::Relaxed)
            }
            fn swap(&self, old: $record, new: $record) -> bool {
                self.compare_exchange(old, new, Ordering::Relaxed, Ordering::Relaxed)
                    .is_ok()
            }
            fn into_inner(self) -> $record {
                <$atomic>::into_inner(self)
            }
        }
    };
}

shared!(u16, AtomicU16);
shared!(u32, AtomicU32);

/// The fewest and the most positions of a level a thread takes at a time:
/// a level is split into about 8 chunks a thread (a position may have
/// thousands of parents, another a few), each at least 16 positions.
const CHUNKS: Range<usize> = 16..4096;

/// `len` shared copies of `value`, charged as `what`.
fn shared<T: Copy, S: Shared<T>>(
    budget: &mut Budget,
    len: usize,
    value: T,
    what: &'static str,
) -> Result<Vec<S>, OutOfMemory> {
    let bytes = len.saturating_mul(std::mem::size_of::<S>());
    budget.charge(bytes, what)?;
    let mut vec = Vec::new();
    if vec.try_reserve_exact(len).is_err() {
        budget.release(bytes);
        return Err(OutOfMemory::new(what, bytes));
    }
    crate::alloc::huge_pages(&mut vec);
    vec.extend((0..len).map(|_| S::new(value)));
    Ok(vec)
}

/// The queue the threads share: a slot a number, filled from the front.
struct Queue {
    slots: Vec<AtomicU32>,
    len: AtomicUsize,
}

impl Queue {
    /// Appends the numbers of `found`, emptying it.
    fn append(&self, found: &mut Vec<u32>) {
        let at = self.len.fetch_add(found.len(), Ordering::Relaxed);
        for (slot, &n) in self.slots[at..at + found.len()].iter().zip(found.iter()) {
            slot.store(n, Ordering::Relaxed);
        }
        found.clear();
    }

    /// The number in slot `k`.
    fn get(&self, k: usize) -> usize {
        self.slots[k].load(Ordering::Relaxed) as usize
    }

    /// How many numbers it holds.
    fn len(&self) -> usize {
        self.len.load(Ordering::Relaxed)
    }
}

/// Runs `work` on the numbers in the slots `level` of `queue`, chunks of
/// them side by side, each chunk with a buffer `B` of its own and a
/// buffer of the numbers it queues, appended to `queue` as it fills.
fn each_chunk<B: Default>(
    level: Range<usize>,
    queue: &Queue,
    work: impl Fn(&mut B, usize, &mut Vec<u32>) + Sync,
) {
    let size = (level.len() / (8 * rayon::current_num_threads())).clamp(CHUNKS.start, CHUNKS.end);
    let run = |chunk: Range<usize>| {
        let mut buffer = B::default();
        let mut found = Vec::with_capacity(256);
        for k in chunk {
            work(&mut buffer, queue.get(k), &mut found);
            if found.len() >= 256 {
                queue.append(&mut found);
            }
        }
        queue.append(&mut found);
    };
    // A level of one chunk runs here: handing it to the pool costs more
    // than it saves.
    if level.len() <= size {
        return run(level);
    }
    let chunks: Vec<Range<usize>> = level
        .clone()
        .step_by(size)
        .map(|lo| lo..(lo + size).min(level.end))
        .collect();
    workers::each(chunks.len(), &|k| run(chunks[k].clone()));
}

/// Explores from the start and walks back, a level at a time, on the
/// threads of the pool this runs in (rayon's): the records (as the
/// one-thread walk leaves them, charged to `budget`) and how many
/// positions the start reaches. While solving it holds the records and a
/// queue of 4 bytes a number.
pub(super) fn walk<R: Loopy + Indexed, T: Record>(
    rules: &R,
    budget: &mut Budget,
) -> Result<(Vec<T>, usize), Stop> {
    let count = rules.count();
    let record_bytes = count.saturating_mul(std::mem::size_of::<T::Shared>());
    let records: Vec<T::Shared> = shared(budget, count, T::new(OPEN, 0), RECORDS)?;
    let slots: Vec<AtomicU32> = match shared(budget, count, 0, QUEUE) {
        Ok(slots) => slots,
        Err(e) => {
            budget.release(record_bytes);
            return Err(e.into());
        }
    };
    let queue = Queue {
        slots,
        len: AtomicUsize::new(0),
    };
    // Each thread's tally, where the count is small and the budget has
    // room for them.
    let tallies = Tallies::new(budget, count);
    let result = explore_and_walk_back::<R, T>(rules, &records, &queue, tallies.as_ref());
    if let Some(tallies) = tallies {
        budget.release(tallies.bytes);
    }
    drop(queue);
    budget.release(count.saturating_mul(4));
    let met = match result {
        Ok(met) => met,
        Err(stop) => {
            budget.release(record_bytes);
            return Err(stop);
        }
    };
    // The records, no longer shared (the same size: the vector is reused
    // in place, but charged as if it were not).
    let plain_bytes = count.saturating_mul(std::mem::size_of::<T>());
    if let Err(e) = budget.charge(plain_bytes, RECORDS) {
        budget.release(record_bytes);
        return Err(e.into());
    }
    let plain: Vec<T> = records.into_iter().map(Shared::into_inner).collect();
    budget.release(record_bytes);
    Ok((plain, met))
}

/// The two steps over `records` (all not met) and `queue` (empty).
fn explore_and_walk_back<R: Loopy + Indexed, T: Record>(
    rules: &R,
    records: &[T::Shared],
    queue: &Queue,
    tallies: Option<&Tallies>,
) -> Result<usize, Stop> {
    let count = records.len();
    let start = number(rules, count, &rules.start());
    records[start].set(T::new(OPEN, T::MAX));
    queue.append(&mut vec![start as u32]);
    // Step 1: explore, a distance from the start at a time.
    let payload = AtomicBool::new(false);
    let mut level = 0..queue.len();
    while !level.is_empty() {
        each_chunk(
            level.clone(),
            queue,
            |(moves, children): &mut (Vec<R::Move>, Vec<u32>), at, found| {
                moves.clear();
                let position = rules.position(at);
                let end = rules.end(&position);
                if end.is_none() {
                    rules.legal_moves(&position, moves);
                }
                let record = match end {
                    Some(Wdl::Win) => T::new(WIN, 0),
                    Some(Wdl::Loss) => T::new(LOSS, 0),
                    Some(Wdl::Draw) => T::new(DRAW, 0),
                    None if moves.is_empty() => T::new(LOSS, 0),
                    None if moves.len() >= T::MAX as usize => {
                        payload.store(true, Ordering::Relaxed);
                        return;
                    }
                    None => T::new(OPEN, moves.len() as u32),
                };
                records[at].set(record);
                // Plain reads first, one after the other (their misses
                // overlap), keeping the children not met; then a swap
                // for each of those, which is a locked instruction.
                let unmet = T::new(OPEN, 0);
                children.clear();
                children.extend(
                    moves
                        .iter()
                        .map(|mv| number(rules, count, &rules.play(&position, mv)) as u32)
                        .filter(|&child| records[child as usize].get() == unmet),
                );
                for &child in children.iter() {
                    if records[child as usize].swap(unmet, T::new(OPEN, T::MAX)) {
                        found.push(child);
                    }
                }
            },
        );
        if payload.load(Ordering::Relaxed) {
            return Err(Stop::Payload);
        }
        level = level.end..queue.len();
    }
    let met = queue.len();
    // Step 2: walk back from the ends, a depth at a time; the queue
    // starts again with the positions decided by the rules.
    let mut open = 0;
    let mut decided = Vec::new();
    for k in 0..met {
        let at = queue.get(k);
        match records[at].get().parts() {
            (OPEN, _) => open += 1,
            (WIN | LOSS, 0) => decided.push(at as u32),
            _ => {}
        }
    }
    queue.len.store(0, Ordering::Relaxed);
    queue.append(&mut decided);
    let mut level = 0..queue.len();
    let mut depth = 0;
    // Once no position is open, nothing more changes: the threads stop
    // then, within a level too. Each position decided is queued once, so
    // the queue's length tells how many have been (those appended so
    // far, within a level): no counter that every decision would write,
    // whose cache line the threads would pass back and forth.
    while !level.is_empty() && open > 0 {
        if depth >= T::MAX {
            return Err(Stop::Payload);
        }
        let (queued, open_here) = (level.end, open);
        each_chunk(
            level.clone(),
            queue,
            |(parents, numbers): &mut (Vec<R::Position>, Vec<u32>), q, found| {
                if queue.len() - queued >= open_here {
                    return;
                }
                parents.clear();
                let kind = records[q].get().parts().0;
                rules.parents(&rules.position(q), parents);
                // Plain reads first, one after the other (their misses
                // overlap), keeping the parents still open.
                numbers.clear();
                numbers.extend(
                    parents
                        .iter()
                        .map(|parent| number(rules, count, parent) as u32)
                        .filter(|&p| is_open(records[p as usize].get())),
                );
                match tallies {
                    // Counted on this thread, told at the level's end.
                    Some(tallies) => tallies.of_this_thread().count(numbers, kind),
                    // Then the swaps, which are locked instructions.
                    None => {
                        let news = if kind == LOSS {
                            News::Lost
                        } else {
                            News::Won(1)
                        };
                        for &p in numbers.iter() {
                            if tell::<T>(&records[p as usize], news, depth) {
                                found.push(p);
                            }
                        }
                    }
                }
            },
        );
        if let Some(tallies) = tallies {
            tallies.tell::<T>(records, depth, queue);
        }
        open -= queue.len() - queued;
        level = level.end..queue.len();
        depth += 1;
    }
    Ok(met)
}

/// Whether `record` is that of a position met and not decided.
fn is_open<T: Record>(record: T) -> bool {
    let (kind, left) = record.parts();
    kind == OPEN && left != 0 && left != T::MAX
}

/// What a position learns, at one depth of the walk back, of the
/// positions its moves lead to.
#[derive(Clone, Copy, Debug)]
enum News {
    /// One of them is lost: the position is won.
    Lost,
    /// So many of them are won: that many fewer moves are not yet known
    /// to lose (none left: the position is lost).
    Won(u32),
}

/// Tells `record` `news` of positions decided at `depth`, in swaps:
/// whether that decided it. A record decided already, or never met, is
/// left as it is.
fn tell<T: Record>(record: &T::Shared, news: News, depth: u32) -> bool {
    loop {
        let now = record.get();
        if !is_open(now) {
            return false;
        }
        let next = match news {
            News::Lost => T::new(WIN, depth + 1),
            News::Won(n) if n < now.parts().1 => T::new(OPEN, now.parts().1 - n),
            News::Won(_) => T::new(LOSS, depth + 1),
        };
        if record.swap(now, next) {
            return next.parts().0 != OPEN;
        }
    }
}

/// The most numbers for which each thread keeps a tally (4 bytes each,
/// 256 KB: in its cache).
const TALLIED: usize = 1 << 16;

/// The bytes a number the tallies may take: what
/// [`IndexedTablebase::bound`](crate::rules::Solution::bound) allows a
/// number beyond the records and the queue (4 bytes, allocated whole)
/// with the rules' parents. So two threads keep tallies, and more swap.
const ROOM: usize = 16;

/// What the tallies are charged as.
const TALLIES: &str = "the threads' tallies of the walk back";

/// The news each thread has counted, over a level of the walk back, for
/// each open parent of the positions it took, told to the records at the
/// level's end: a swap for each parent and thread, where a swap for each
/// move passed the parents' cache lines between the threads at nearly
/// every move of a game with many moves to few positions. Kept where
/// the count is at most [`TALLIED`].
struct Tallies {
    threads: Vec<Mutex<Tally>>,
    /// What they are charged.
    bytes: usize,
}

/// A thread's tally: for each number, 0 (no news), [`LOST`] (a move to
/// a position lost) or how many moves lead to positions won; and the
/// numbers with news, in the order first told.
struct Tally {
    counts: Vec<u32>,
    told: Vec<u32>,
}

/// A tally's count of a position one of whose moves leads to a position
/// lost.
const LOST: u32 = u32::MAX;

impl Tallies {
    /// A tally for each thread of the current pool, charged to `budget`
    /// (8 bytes a number and thread); `None` where the count is over
    /// [`TALLIED`], the tallies would take more than [`ROOM`] bytes a
    /// number, or the budget has no room.
    fn new(budget: &mut Budget, count: usize) -> Option<Tallies> {
        let threads = rayon::current_num_threads();
        if count > TALLIED || threads * 8 > ROOM {
            return None;
        }
        let bytes = threads * count * 8;
        budget.charge(bytes, TALLIES).ok()?;
        let threads = (0..threads)
            .map(|_| {
                Mutex::new(Tally {
                    counts: vec![0; count],
                    told: Vec::with_capacity(count),
                })
            })
            .collect();
        Some(Tallies { threads, bytes })
    }

    /// The tally of the thread this runs on.
    fn of_this_thread(&self) -> MutexGuard<'_, Tally> {
        let me = rayon::current_thread_index().unwrap_or(0);
        lock(&self.threads[me])
    }

    /// Tells the records every thread's news, of positions decided at
    /// `depth`, side by side; queues the positions that decides. The
    /// tallies are left empty.
    fn tell<T: Record>(&self, records: &[T::Shared], depth: u32, queue: &Queue) {
        workers::each(self.threads.len(), &|thread| {
            let mut tally = lock(&self.threads[thread]);
            let Tally { counts, told } = &mut *tally;
            let mut found = Vec::with_capacity(256);
            for &p in told.iter() {
                let news = match std::mem::take(&mut counts[p as usize]) {
                    LOST => News::Lost,
                    won => News::Won(won),
                };
                if tell::<T>(&records[p as usize], news, depth) {
                    found.push(p);
                    if found.len() >= 256 {
                        queue.append(&mut found);
                    }
                }
            }
            told.clear();
            queue.append(&mut found);
        });
    }
}

impl Tally {
    /// Counts a move of each of `parents` to a position of kind `kind`.
    fn count(&mut self, parents: &[u32], kind: u32) {
        for &p in parents {
            let count = &mut self.counts[p as usize];
            if *count == 0 {
                self.told.push(p);
            }
            // (A count of moves stays below `LOST`: at most 2^30.)
            *count = if kind == LOSS {
                LOST
            } else {
                count.saturating_add(1)
            };
        }
    }
}
