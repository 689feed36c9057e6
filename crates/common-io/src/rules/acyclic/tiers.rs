//! The walk by tiers ([`Indexed::tiers`]): every number valued from the
//! lowest tier up, each position straight from its moves
//! ([`Game::value_below`]), no stack.
//!
//! On several threads the numbers of each tier are split between them. A
//! run of the whole program on one board has the pool to itself: then
//! every thread of the pool takes its share of each tier, the same share
//! of every tier, and they meet at a barrier between two tiers ([`Step`]),
//! spinning a little before they yield, the values in a table of atomics
//! (each number written once, by the thread whose share it is, and read
//! only after the barrier that ends its tier). A tier of a few thousand
//! numbers takes tens of microseconds on a thread, so a barrier of a few
//! hundred nanoseconds costs little where a task handed to a sleeping
//! thread costs as much as the tier. A walk that runs inside the pool
//! already (a file of boards, solved side by side) splits each large tier
//! into halves instead, which the pool's threads take as they come free:
//! in step, it would hold every thread of the pool for its whole walk,
//! and the boards beside it would wait.

use std::sync::atomic::{AtomicBool, AtomicI64, AtomicUsize, Ordering};

use rayon::prelude::*;

use super::{DenseValues, Game, VALUES, Values};
use crate::OutOfMemory;
use crate::rules::Indexed;
use crate::rules::budget::Budget;
use crate::workers;

/// Values every number of `rules`, tier by tier from the lowest (`tiers`:
/// each tier's first number, then the count), the numbers of a tier split
/// between the workers (a number's moves lead to lower tiers, valued
/// before it), with a game from `game` on each worker. The values, 8
/// bytes a number, are charged before anything is valued.
///
/// # Panics
///
/// If the tiers are not increasing from 0 to the count, or a move leads
/// to a number of the same tier or a higher one.
pub(super) fn solve<R: Indexed, G: Game<Position = R::Position>>(
    rules: &R,
    tiers: &[usize],
    game: impl Fn() -> G + Sync,
    budget: &mut Budget,
    resources: &crate::Resources<'_>,
) -> Result<DenseValues, OutOfMemory> {
    let count = rules.count();
    let ordered = tiers.first() == Some(&0)
        && tiers.last() == Some(&count)
        && tiers.windows(2).all(|w| w[0] <= w[1]);
    if !ordered {
        unreachable!("the rules' tiers {tiers:?} do not go up from 0 to the count {count}");
    }
    // Inside a pool already (this one or another): the halves of each
    // tier, as the threads come free. (`parallel`: a pool of two threads
    // or more.)
    let nested = rayon::current_thread_index().is_some();
    let values = resources.workers.install(|parallel| {
        if parallel && !nested {
            return in_step(rules, tiers, &game, budget).map(Values::Shared);
        }
        let mut values = budget.filled(count, 0i64, VALUES)?;
        for tier in tiers.windows(2) {
            let (below, rest) = values.split_at_mut(tier[0]);
            let this = &mut rest[..tier[1] - tier[0]];
            value_tier(rules, &game, tier[0], this, below, parallel);
        }
        Ok(Values::Plain(values))
    })?;
    Ok(DenseValues {
        values,
        states: Vec::new(),
        met: count,
        bytes: budget.held(),
    })
}

/// Values `positions`, whose numbers start at `first`, each from `below`
/// (the value of a lower number, `None` for a number not below its
/// tier's), into `put` (by its place among them).
///
/// # Panics
///
/// If a move leads to a number `below` has no value for.
fn value_run<R: Indexed, G: Game<Position = R::Position>>(
    rules: &R,
    game: &mut G,
    first: usize,
    positions: impl Iterator<Item = R::Position>,
    below: impl Fn(usize) -> Option<i64>,
    mut put: impl FnMut(usize, i64),
) {
    let number = |position: &R::Position| rules.index(position);
    for (k, position) in positions.enumerate() {
        match game.value_below(&position, number, &below) {
            Ok(value) => put(k, value),
            Err(high) => {
                let name = game.name();
                unreachable!(
                    "the rules' tiers are broken: {position:?} (number {}) leads to number {high}, \
                     not of a lower tier, in the {name} solver",
                    first + k
                );
            }
        }
    }
}

/// The fewest numbers of a tier split in halves inside a pool: below it,
/// one thread values them all (a split costs about what a few hundred
/// numbers do).
const SPLIT: usize = 1024;

/// Values the numbers `first..first + this.len()` of one tier into `this`,
/// from `below`, the values of every number below `first`: halves side
/// by side on the pool (`parallel`) down to [`SPLIT`] numbers.
fn value_tier<R: Indexed, G: Game<Position = R::Position>>(
    rules: &R,
    game: &(impl Fn() -> G + Sync),
    first: usize,
    this: &mut [i64],
    below: &[i64],
    parallel: bool,
) {
    if parallel {
        halves(first, this, &|first, this| {
            value_numbers(rules, game, first, this, below);
        });
    } else {
        value_numbers(rules, game, first, this, below);
    }
}

/// Values the numbers `first..first + this.len()` into `this`, on this
/// thread.
fn value_numbers<R: Indexed, G: Game<Position = R::Position>>(
    rules: &R,
    game: &(impl Fn() -> G + Sync),
    first: usize,
    this: &mut [i64],
    below: &[i64],
) {
    let positions = rules.positions(first..first + this.len());
    value_run(
        rules,
        &mut game(),
        first,
        positions,
        |id| below.get(id).copied(),
        |k, value| this[k] = value,
    );
}

/// Runs `run` on halves of `this` (numbered from `first`) side by side,
/// and on their halves, down to [`SPLIT`] numbers.
fn halves(first: usize, this: &mut [i64], run: &(dyn Fn(usize, &mut [i64]) + Sync)) {
    if this.len() <= SPLIT {
        return run(first, this);
    }
    let half = this.len() / 2;
    let (left, right) = this.split_at_mut(half);
    workers::join(
        || halves(first, left, run),
        || halves(first + half, right, run),
    );
}

/// Values every number on every thread of the current pool, in step: each
/// thread its share of a tier (the `t`-th of as many equal parts as
/// threads), then the barrier, then the next tier. The table is filled
/// with zeros on the threads too, each its part of the pages.
fn in_step<R: Indexed, G: Game<Position = R::Position>>(
    rules: &R,
    tiers: &[usize],
    game: &(impl Fn() -> G + Sync),
    budget: &mut Budget,
) -> Result<Vec<AtomicI64>, OutOfMemory> {
    let count = rules.count();
    let mut values = Vec::new();
    budget.reserve(&mut values, count, VALUES)?;
    zeros(&mut values, count);
    let step = Step::new(rayon::current_num_threads());
    workers::broadcast(&|me, threads| {
        // A panic here (the rules' bug) lets the other threads out of the
        // barrier, so that it reaches the caller.
        let _guard = step.guard();
        let mut game = game();
        for tier in tiers.windows(2) {
            let (first, len) = (tier[0], tier[1] - tier[0]);
            let share = first + len * me / threads..first + len * (me + 1) / threads;
            let start = share.start;
            value_run(
                rules,
                &mut game,
                start,
                rules.positions(share),
                |id| (id < first).then(|| values[id].load(Ordering::Relaxed)),
                |k, value| values[start + k].store(value, Ordering::Relaxed),
            );
            if !step.wait() {
                return;
            }
        }
    });
    Ok(values)
}

/// Fills `values` with `count` zeros, on the threads of the current pool
/// (each its part of the pages).
fn zeros(values: &mut Vec<AtomicI64>, count: usize) {
    values.par_extend((0..count).into_par_iter().map(|_| AtomicI64::new(0)));
}

/// How many times a thread at the barrier spins before it yields.
const SPINS: u32 = 1 << 12;

/// A barrier the threads of a walk in step meet at between two tiers:
/// the last to arrive starts the next round. What a thread wrote before
/// it arrived is seen by every thread after it leaves (the round's count
/// is released by the last arrival and acquired by the others).
struct Step {
    threads: usize,
    arrived: AtomicUsize,
    round: AtomicUsize,
    /// Set when a thread panicked: the others leave.
    broken: AtomicBool,
}

impl Step {
    fn new(threads: usize) -> Step {
        Step {
            threads,
            arrived: AtomicUsize::new(0),
            round: AtomicUsize::new(0),
            broken: AtomicBool::new(false),
        }
    }

    /// Waits until every thread has arrived; `false` if a thread panicked
    /// instead (the walk is over).
    fn wait(&self) -> bool {
        let round = self.round.load(Ordering::Acquire);
        if self.arrived.fetch_add(1, Ordering::AcqRel) + 1 == self.threads {
            self.arrived.store(0, Ordering::Relaxed);
            self.round.fetch_add(1, Ordering::Release);
            return true;
        }
        let mut spins = 0;
        while self.round.load(Ordering::Acquire) == round {
            if self.broken.load(Ordering::Relaxed) {
                return false;
            }
            if spins < SPINS {
                spins += 1;
                std::hint::spin_loop();
            } else {
                std::thread::yield_now();
            }
        }
        true
    }

    /// Marks the barrier broken if dropped while its thread panics.
    fn guard(&self) -> Guard<'_> {
        Guard(self)
    }
}

/// See [`Step::guard`].
struct Guard<'a>(&'a Step);

impl Drop for Guard<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.broken.store(true, Ordering::Relaxed);
        }
    }
}
