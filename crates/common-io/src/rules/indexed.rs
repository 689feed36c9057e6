//! Retrograde analysis of a [`Loopy`] game whose rules number their
//! positions ([`Indexed`]): the same values as [`Tablebase`], held in one
//! plain array indexed by the rules' numbers, a 2-byte record a number
//! (GamesmanOne's regular solver and its 16-bit records).
//!
//! The steps are [`Tablebase`]'s (explore from the start, walk back from
//! the ends, what is never labelled is a draw), with the rules' numbers in
//! place of the numbers met:
//!
//! - A record is a 2-bit kind and a 14-bit payload: not met, open (the
//!   payload counts the moves not yet known to lose), won, lost (the
//!   payload is the distance) or drawn by the rules' end. Where a position
//!   has more moves, or a distance is longer, than 14 bits hold (16,382),
//!   the solve starts again with 4-byte records (30 bits of payload).
//! - One queue of numbers (4 bytes a position met) serves the exploration
//!   (the positions met, in the order met) and then the walk back.
//! - With the rules' parents ([`Loopy::parents`]) nothing else is held.
//!   Without them, the moves' results (4 bytes a move) and their reverse
//!   (4 bytes a move, and 4 bytes a number for where each number's parents
//!   start) are held while solving.
//!
//! The table of records is charged to the budget before anything is
//! explored: a game whose count does not fit is refused at once, from its
//! count.
//!
//! [`Tablebase`]: super::Tablebase

mod parallel;

use std::ops::Range;

use super::budget::Budget;
use super::{Loopy, Rules, Solution, forced_move_values};
use crate::game::{Forced, MoveValue, Wdl};
use crate::{OutOfMemory, Resources};

/// Rules that number their positions: every position has a number below
/// [`Indexed::count`], no two the same, and the number gives the position
/// back (GamesmanOne's `GetNumPositions`, its hash and the hash's inverse).
/// Not every number need be a position the start reaches: the solvers
/// only visit those it does.
///
/// ```
/// use common_io::Resources;
/// use common_io::game::Forced;
/// use common_io::rules::{Indexed, IndexedTablebase, Loopy, Rules, Solution};
///
/// /// A pile of counters; a move takes one or two; who cannot move loses.
/// struct Pile(u32);
///
/// impl Rules for Pile {
///     type Position = u32;
///     type Move = u32;
///     fn start(&self) -> u32 {
///         self.0
///     }
///     fn legal_moves(&self, left: &u32, moves: &mut Vec<u32>) {
///         moves.extend((1..=2).filter(|take| take <= left));
///     }
///     fn play(&self, left: &u32, take: &u32) -> u32 {
///         left - take
///     }
/// }
/// impl Loopy for Pile {}
/// impl Indexed for Pile {
///     fn count(&self) -> usize {
///         self.0 as usize + 1
///     }
///     fn index(&self, left: &u32) -> usize {
///         *left as usize
///     }
///     fn position(&self, index: usize) -> u32 {
///         index as u32
///     }
/// }
///
/// let solved = IndexedTablebase::solve(Pile(7), &Resources::default())?;
/// assert_eq!(solved.outcome(&7), Some(Forced::Win(5)));
/// assert_eq!(solved.outcome(&6), Some(Forced::Loss(4)));
/// assert_eq!(solved.outcome(&8), None); // past the count
/// assert_eq!(solved.bytes(), 8 * 2); // a 2-byte record a number
/// # Ok::<(), common_io::OutOfMemory>(())
/// ```
pub trait Indexed: Rules {
    /// How many numbers there are: every position's number is below it.
    fn count(&self) -> usize;

    /// The number of `position`, below [`Indexed::count`]; two positions
    /// never share one. For a position of other rules (another board's),
    /// any number, without panicking: the solution sees that the number
    /// gives back another position, or none it met.
    fn index(&self, position: &Self::Position) -> usize;

    /// The position numbered `index` (the inverse of [`Indexed::index`]),
    /// for a number some position has.
    fn position(&self, index: usize) -> Self::Position;

    /// The positions numbered `numbers`, in order, each a number some
    /// position has: [`Indexed::position`] of each, unless the rules step
    /// from one number's position to the next's more cheaply than they
    /// invert a number (a row's stretches: [`Stretches::stretches`]). The
    /// solvers by tiers walk a tier's numbers so.
    ///
    /// [`Stretches::stretches`]: super::Stretches::stretches
    fn positions(&self, numbers: Range<usize>) -> impl Iterator<Item = Self::Position> {
        numbers.map(|index| self.position(index))
    }

    /// Where the numbers come in tiers (GamesmanOne's): the first number
    /// of each tier, from 0 and increasing, and then the count; a move
    /// from a position of one tier leads to a position of a lower tier
    /// (for an [`Impartial`](super::Impartial) game, every part of the
    /// result is of a lower tier than the part moved in). `None`, the
    /// default, where the rules give none.
    ///
    /// The solvers of games without repetition ([`IndexedScores`],
    /// [`IndexedNimbers`]) then value every number below the count, tier
    /// by tier from the lowest, the numbers of a tier side by side on the
    /// workers (their values depend on lower tiers only: the same values
    /// on any number of threads): every number must then be a position
    /// the rules can play, whether the start reaches it or not. Without
    /// tiers they walk from the start, on one thread. [`IndexedTablebase`]
    /// ignores them.
    ///
    /// [`IndexedScores`]: super::IndexedScores
    /// [`IndexedNimbers`]: super::IndexedNimbers
    fn tiers(&self) -> Option<Vec<usize>> {
        None
    }
}

/// What the records are charged as.
const RECORDS: &str = "the records of the rules' positions";
/// What the queue is charged as.
const QUEUE: &str = "the queue of the rules' positions";
/// What the moves between positions are charged as.
const MOVES: &str = "the moves of the rules";

/// A record of the table: a 2-bit kind above the payload.
trait Record: Copy + Eq + Send + Sync + std::fmt::Debug + 'static {
    /// The record as threads share it (its atomic).
    type Shared: parallel::Shared<Self>;
    /// The payload's largest value: the most moves of an open position is
    /// one less ([`Record::MAX`] marks a position met and not expanded),
    /// and the longest distance.
    const MAX: u32;
    /// The record of a kind and a payload.
    fn new(kind: u32, payload: u32) -> Self;
    /// The kind and the payload.
    fn parts(self) -> (u32, u32);
}

/// Not met; or, with a payload, open: the payload counts the moves not yet
/// known to lose, or is [`Record::MAX`] for a position met and not yet
/// expanded. Open once solved is a draw.
const OPEN: u32 = 0;
/// Won by the side to move, in the payload's moves.
const WIN: u32 = 1;
/// Lost by the side to move, in the payload's moves.
const LOSS: u32 = 2;
/// Drawn by the rules' end.
const DRAW: u32 = 3;

impl Record for u16 {
    type Shared = std::sync::atomic::AtomicU16;
    const MAX: u32 = (1 << 14) - 1;

    fn new(kind: u32, payload: u32) -> u16 {
        ((kind << 14) | payload) as u16
    }

    fn parts(self) -> (u32, u32) {
        (
            u32::from(self) >> 14,
            u32::from(self) & <u16 as Record>::MAX,
        )
    }
}

impl Record for u32 {
    type Shared = std::sync::atomic::AtomicU32;
    const MAX: u32 = (1 << 30) - 1;

    fn new(kind: u32, payload: u32) -> u32 {
        (kind << 30) | payload
    }

    fn parts(self) -> (u32, u32) {
        (self >> 30, self & <u32 as Record>::MAX)
    }
}

/// The records of a solve: 2 bytes a number, or 4 where 2 were too few.
#[derive(Clone, Debug)]
enum Records {
    /// 14 bits of payload.
    Short(Vec<u16>),
    /// 30 bits of payload.
    Long(Vec<u32>),
}

/// Every position of an [`Indexed`] [`Loopy`] game reachable from its
/// start, solved as [`Tablebase`](super::Tablebase) solves it, in a plain
/// array of 2-byte records indexed by the rules' numbers (see the module
/// documentation of [`rules`](crate::rules)).
#[derive(Clone, Debug)]
pub struct IndexedTablebase<R: Rules> {
    rules: R,
    records: Records,
    /// How many positions the start reaches.
    met: usize,
}

/// Why a solve with one kind of record stopped.
enum Stop {
    /// Out of memory.
    Memory(OutOfMemory),
    /// A payload past the record's: solve again with longer records.
    Payload,
}

impl From<OutOfMemory> for Stop {
    fn from(e: OutOfMemory) -> Stop {
        Stop::Memory(e)
    }
}

/// The number of `position`, which the rules promise is below the count.
fn number<R: Indexed>(rules: &R, count: usize, position: &R::Position) -> usize {
    let index = rules.index(position);
    assert!(
        index < count,
        "the rules number {position:?} {index}, past their count {count}"
    );
    index
}

/// Solves `rules` with records of type `T` within `budget`: the records
/// and how many positions the start reaches. `parallel`: on the threads of
/// the pool this runs in, a level at a time (for rules that give their
/// parents).
fn solve_with<R: Loopy + Indexed, T: Record>(
    rules: &R,
    budget: &mut Budget,
    parallel: bool,
) -> Result<(Vec<T>, usize), Stop> {
    let count = rules.count();
    if u32::try_from(count).is_err() {
        let bytes = count.saturating_mul(std::mem::size_of::<T>());
        return Err(OutOfMemory::new(RECORDS, bytes).into());
    }
    if parallel {
        return parallel::walk(rules, budget);
    }
    let mut records = budget.filled(count, T::new(OPEN, 0), RECORDS)?;
    let solved = walk(rules, budget, &mut records);
    match solved {
        Ok(met) => Ok((records, met)),
        Err(stop) => {
            budget.free(records);
            Err(stop)
        }
    }
}

/// Explores from the start and walks back into `records` (all not met):
/// how many positions the start reaches.
fn walk<R: Loopy + Indexed, T: Record>(
    rules: &R,
    budget: &mut Budget,
    records: &mut [T],
) -> Result<usize, Stop> {
    let count = records.len();
    let mut probe = Vec::new();
    let given = rules.parents(&rules.start(), &mut probe);
    drop(probe);
    // Step 1: explore, breadth first; `queue` holds the numbers met, in
    // the order met. Without parents, `targets` the moves' results and
    // `ends[k]` where those of the k-th position met end.
    let mut queue: Vec<u32> = Vec::new();
    let mut targets: Vec<u32> = Vec::new();
    let mut ends: Vec<u32> = Vec::new();
    let start = number(rules, count, &rules.start());
    records[start] = T::new(OPEN, T::MAX);
    budget.push(&mut queue, start as u32, QUEUE)?;
    let mut moves = Vec::new();
    let mut head = 0;
    while head < queue.len() {
        let at = queue[head] as usize;
        head += 1;
        let position = rules.position(at);
        moves.clear();
        let end = rules.end(&position);
        if end.is_none() {
            rules.legal_moves(&position, &mut moves);
        }
        records[at] = match end {
            Some(Wdl::Win) => T::new(WIN, 0),
            Some(Wdl::Loss) => T::new(LOSS, 0),
            Some(Wdl::Draw) => T::new(DRAW, 0),
            None if moves.is_empty() => T::new(LOSS, 0),
            None if moves.len() >= T::MAX as usize => return Err(Stop::Payload),
            None => T::new(OPEN, moves.len() as u32),
        };
        for mv in &moves {
            let child = number(rules, count, &rules.play(&position, mv));
            if records[child] == T::new(OPEN, 0) {
                records[child] = T::new(OPEN, T::MAX);
                budget.push(&mut queue, child as u32, QUEUE)?;
            }
            if !given {
                budget.push(&mut targets, child as u32, MOVES)?;
            }
        }
        if !given {
            let end = u32::try_from(targets.len())
                .map_err(|_| OutOfMemory::new(MOVES, targets.len().saturating_mul(8)))?;
            budget.push(&mut ends, end, MOVES)?;
        }
    }
    let met = queue.len();
    // Step 2, without parents: each number's parents, by a counting sort
    // (`sources[starts[q]..starts[q + 1]]` are those of `q`).
    let reversed = if given {
        None
    } else {
        let mut starts = budget.filled(count + 1, 0u32, MOVES)?;
        for &target in &targets {
            starts[target as usize + 1] += 1;
        }
        for i in 0..count {
            starts[i + 1] += starts[i];
        }
        let mut sources = budget.filled(targets.len(), 0u32, MOVES)?;
        let mut begin = 0;
        for (&source, &end) in queue.iter().zip(&ends) {
            for &target in &targets[begin as usize..end as usize] {
                // `starts[target]` moves on as its parents are placed, so
                // that it ends where the next number's start.
                let at = &mut starts[target as usize];
                sources[*at as usize] = source;
                *at += 1;
            }
            begin = end;
        }
        // Each start has moved to the next one's: shift them back.
        starts.copy_within(0..count, 1);
        starts[0] = 0;
        budget.free(std::mem::take(&mut targets));
        budget.free(std::mem::take(&mut ends));
        Some((sources, starts))
    };
    // Step 3: walk back from the ends, in the order labelled (so depth by
    // depth), the queue reused.
    let mut open = queue
        .iter()
        .filter(|&&at| records[at as usize].parts().0 == OPEN)
        .count();
    queue.retain(|&at| matches!(records[at as usize].parts(), (WIN | LOSS, 0)));
    let mut parents = Vec::new();
    let mut numbers = Vec::new();
    let mut head = 0;
    // Once no position is open, nothing more changes.
    while head < queue.len() && open > 0 {
        let q = queue[head] as usize;
        head += 1;
        let (kind, depth) = records[q].parts();
        if depth >= T::MAX {
            return Err(Stop::Payload);
        }
        numbers.clear();
        match &reversed {
            Some((sources, starts)) => {
                numbers.extend_from_slice(&sources[starts[q] as usize..starts[q + 1] as usize])
            }
            None => {
                parents.clear();
                rules.parents(&rules.position(q), &mut parents);
                numbers.extend(parents.iter().map(|p| number(rules, count, p) as u32));
            }
        }
        for &p in &numbers {
            let p = p as usize;
            let (kind_p, left) = records[p].parts();
            if kind_p != OPEN || left == 0 || left == T::MAX {
                // Decided, or never met.
                continue;
            }
            records[p] = if kind == LOSS {
                T::new(WIN, depth + 1)
            } else if left > 1 {
                T::new(OPEN, left - 1)
            } else {
                T::new(LOSS, depth + 1)
            };
            if records[p].parts().0 != OPEN {
                open -= 1;
                budget.push(&mut queue, p as u32, QUEUE)?;
            }
        }
    }
    budget.free(queue);
    if let Some((sources, starts)) = reversed {
        budget.free(sources);
        budget.free(starts);
    }
    Ok(met)
}

impl<R: Loopy + Indexed> IndexedTablebase<R> {
    /// The value of the position numbered `index`, if the start reaches
    /// it (`None` past the count too).
    fn value(&self, index: usize) -> Option<Forced> {
        let (kind, payload) = match &self.records {
            Records::Short(records) => records.get(index)?.parts(),
            Records::Long(records) => records.get(index)?.parts(),
        };
        match (kind, payload) {
            (OPEN, 0) => None,
            (WIN, depth) => Some(Forced::Win(depth)),
            (LOSS, depth) => Some(Forced::Loss(depth)),
            _ => Some(Forced::Draw),
        }
    }
}

impl<R: Loopy + Indexed> Solution for IndexedTablebase<R> {
    type Rules = R;
    type Outcome = Forced;
    type Value = Forced;

    /// With 2-byte records, or 4-byte ones where a position's moves or a
    /// distance pass 16,382.
    fn solve(rules: R, resources: &Resources<'_>) -> Result<IndexedTablebase<R>, OutOfMemory> {
        // With the rules' parents and a pool, both steps run on its
        // threads, a level at a time.
        let given = rules.parents(&rules.start(), &mut Vec::new());
        let (records, met) = resources.workers.install(|pool| {
            let parallel = pool && given;
            // Each attempt has a budget of its own: what a stopped one held
            // is freed when it stops.
            let attempt = match solve_with::<R, u16>(&rules, &mut Budget::of(resources), parallel) {
                Ok((records, met)) => (Records::Short(records), met),
                Err(Stop::Memory(e)) => return Err(e),
                Err(Stop::Payload) => {
                    match solve_with::<R, u32>(&rules, &mut Budget::of(resources), parallel) {
                        Ok((records, met)) => (Records::Long(records), met),
                        Err(Stop::Memory(e)) => return Err(e),
                        Err(Stop::Payload) => {
                            let bytes = rules.count().saturating_mul(8);
                            return Err(OutOfMemory::new(RECORDS, bytes));
                        }
                    }
                }
            };
            Ok(attempt)
        })?;
        Ok(IndexedTablebase {
            rules,
            records,
            met,
        })
    }

    /// For `positions` numbers (the rules' count, not the positions
    /// reached) and `moves` moves: per number, at most 4 bytes of records
    /// (2 unless payloads pass 14 bits), 8 of the queue (a vector holding
    /// up to twice its length), and without the rules' parents 4 of where
    /// its parents start and 8 of where its moves end; per move, without
    /// parents, 8 bytes of results and 4 of parents.
    fn bound(positions: usize, moves: usize) -> usize {
        positions
            .saturating_mul(4 + 8 + 4 + 8)
            .saturating_add(moves.saturating_mul(12))
            .saturating_add(4096)
    }

    fn rules(&self) -> &R {
        &self.rules
    }

    fn len(&self) -> usize {
        self.met
    }

    fn bytes(&self) -> usize {
        match &self.records {
            Records::Short(records) => records.capacity() * 2,
            Records::Long(records) => records.capacity() * 4,
        }
    }

    /// `None` for a position the start does not reach, and for one whose
    /// number gives back another position (a position of other rules).
    fn outcome(&self, position: &R::Position) -> Option<Forced> {
        let index = self.rules.index(position);
        let value = self.value(index)?;
        (self.rules.position(index) == *position).then_some(value)
    }

    fn move_values(&self, position: &R::Position) -> Option<Vec<MoveValue<R::Move, Forced>>> {
        forced_move_values(&self.rules, position, |p| self.outcome(p))
    }
}
