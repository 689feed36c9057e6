//! Work on several threads, or on the current one when threads cannot be
//! had.
//!
//! [`Workers`] is what `--threads N` turns into: a [rayon] pool of `N`
//! threads, or no pool at all for `N = 1`. A system that refuses threads
//! (a process limit, a sandbox) is not an error: the pool is not built and
//! everything runs on the current thread, with the same answers.

use std::collections::BTreeMap;
use std::num::NonZeroUsize;
use std::panic::{self, AssertUnwindSafe};
use std::sync::{Mutex, MutexGuard, OnceLock, PoisonError, mpsc};

use rayon::prelude::*;

/// Where parallel work runs: a pool of threads, or the current thread.
///
/// ```
/// use std::num::NonZeroUsize;
/// use common_io::Workers;
///
/// let workers = Workers::new(NonZeroUsize::new(2).unwrap());
/// let (a, b) = workers.join(|| 6 * 7, || "both halves");
/// assert_eq!((a, b), (42, "both halves"));
///
/// // Results in input order, whatever order they finish in.
/// let mut out = Vec::new();
/// workers.for_each_ordered(&[3u64, 1, 2], |&n| n * 10, |r| {
///     out.push(r);
///     Ok::<(), ()>(())
/// })?;
/// assert_eq!(out, [30, 10, 20]);
/// # Ok::<(), ()>(())
/// ```
pub struct Workers {
    /// The pool, built the first time parallel work comes (a program that
    /// never needs it never starts a thread); `None` inside when threads
    /// were refused, or for one thread.
    pool: OnceLock<Option<rayon::ThreadPool>>,
    /// How to build it.
    spawn: Spawn,
    asked: usize,
}

/// How a pool's threads are started.
#[derive(Clone, Copy, Debug)]
enum Spawn {
    Threads,
    /// Every thread refused (for tests).
    #[cfg(any(test, feature = "testkit"))]
    Refused,
}

impl std::fmt::Debug for Workers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Workers")
            .field("asked", &self.asked)
            .field("spawn", &self.spawn)
            .field("built", &self.pool.get().map(Option::is_some))
            .finish()
    }
}

impl Workers {
    /// Everything on the current thread.
    pub const fn current_thread() -> Workers {
        Workers::lazy(NonZeroUsize::MIN, Spawn::Threads)
    }

    /// A pool of `threads` threads (none for 1), started when parallel work
    /// first comes. If the system refuses a thread, there is no pool and
    /// everything runs on the current thread.
    pub fn new(threads: NonZeroUsize) -> Workers {
        Workers::lazy(threads, Spawn::Threads)
    }

    /// As [`Workers::new`] on a system that refuses every new thread: for
    /// testing that the fallback to the current thread gives the same
    /// answers (the pool is really built, and really fails). Public as
    /// `common_io::testkit::refusing_threads`.
    #[cfg(any(test, feature = "testkit"))]
    pub(crate) fn refusing_threads(threads: NonZeroUsize) -> Workers {
        Workers::lazy(threads, Spawn::Refused)
    }

    const fn lazy(threads: NonZeroUsize, spawn: Spawn) -> Workers {
        Workers {
            pool: OnceLock::new(),
            spawn,
            asked: threads.get(),
        }
    }

    /// The pool, built on first use.
    fn pool(&self) -> Option<&rayon::ThreadPool> {
        self.pool
            .get_or_init(|| {
                if self.asked == 1 {
                    return None;
                }
                let builder = rayon::ThreadPoolBuilder::new().num_threads(self.asked);
                let built = match self.spawn {
                    Spawn::Threads => builder.thread_name(|_| "worker".into()).build(),
                    #[cfg(any(test, feature = "testkit"))]
                    Spawn::Refused => builder
                        .spawn_handler(|_| {
                            Err(std::io::Error::new(
                                std::io::ErrorKind::WouldBlock,
                                "Resource temporarily unavailable (refused for a test)",
                            ))
                        })
                        .build(),
                };
                built.ok()
            })
            .as_ref()
    }

    /// The number of threads the work runs on: what was asked for, or 1
    /// when there is no pool.
    pub fn threads(&self) -> usize {
        self.pool().map_or(1, |pool| pool.current_num_threads())
    }

    /// Whether threads were asked for but refused (the work runs on the
    /// current thread).
    pub fn refused(&self) -> bool {
        self.asked > 1 && self.pool().is_none()
    }

    /// Runs `a` and `b`, at the same time when there is a pool, and
    /// returns both results. A panic in either is passed on.
    pub fn join<A, B, RA, RB>(&self, a: A, b: B) -> (RA, RB)
    where
        A: FnOnce() -> RA + Send,
        B: FnOnce() -> RB + Send,
        RA: Send,
        RB: Send,
    {
        match self.pool() {
            Some(_) => self.install(|_| join(a, b)),
            None => (a(), b()),
        }
    }

    /// Runs `f` in the pool, if there is one, telling it whether it runs
    /// there (`true`: `rayon::join` inside `f` splits its work over the
    /// pool's threads), else on the current thread (`false`: `f` must not
    /// reach for rayon, whose global pool would take every core).
    pub fn install<R: Send>(&self, f: impl FnOnce(bool) -> R + Send) -> R {
        let Some(pool) = self.pool() else {
            return f(false);
        };
        let (mut f, mut result) = (Some(f), None);
        install(pool, &mut || result = f.take().map(|f| f(true)));
        result.unwrap_or_else(|| unreachable!("the pool ran the work"))
    }

    /// Runs `work` on every item and hands the results to `sink` in the
    /// order of `items`, each as soon as it and all before it are done;
    /// stops at the first error of `sink`.
    ///
    /// At most a few items per thread are worked on or waiting ahead of
    /// the next one `sink` needs, so the results held at any time are
    /// bounded by the number of threads, never by the number of items. A
    /// single item is worked on on the current thread (its work may use
    /// the pool). A panic in `work` is passed on.
    pub fn for_each_ordered<T, R, E>(
        &self,
        items: &[T],
        work: impl Fn(&T) -> R + Sync,
        mut sink: impl FnMut(R) -> Result<(), E>,
    ) -> Result<(), E>
    where
        T: Sync,
        R: Send,
    {
        // One item on the current thread: it has the pool to itself, and
        // whatever it runs there (a walk in step) runs outside of a task.
        let Some(pool) = self.pool().filter(|_| items.len() > 1) else {
            for item in items {
                sink(work(item))?;
            }
            return Ok(());
        };
        // Item k's result waits in slot k % window: item k starts only
        // once every item up to k - window has been handed to `sink`.
        let window = 2 * pool.current_num_threads();
        let slots: Vec<Mutex<Option<R>>> = (0..window).map(|_| Mutex::new(None)).collect();
        let mut outcome = Ok(());
        in_order(
            pool,
            items.len(),
            window,
            &|k| {
                let result = work(&items[k]);
                *lock(&slots[k % window]) = Some(result);
            },
            &mut |k| {
                let Some(result) = lock(&slots[k % window]).take() else {
                    unreachable!("item {k} was handed on before it was done");
                };
                outcome = sink(result);
                outcome.is_ok()
            },
        );
        outcome
    }
}

// The parallel work above and in the solvers, through the functions below:
// they are compiled once, here, instead of once for each closure (each
// solver of each game) that calls rayon's generic functions.

/// Runs `a` and `b` side by side on the pool this runs in (rayon's
/// `join`; called outside of every pool, rayon's global one, which takes
/// every core); a panic in either is passed on.
pub(crate) fn join<A, B, RA, RB>(a: A, b: B) -> (RA, RB)
where
    A: FnOnce() -> RA + Send,
    B: FnOnce() -> RB + Send,
    RA: Send,
    RB: Send,
{
    let (mut a, mut b) = (Some(a), Some(b));
    let (mut ra, mut rb) = (None, None);
    both(&mut || ra = a.take().map(|a| a()), &mut || {
        rb = b.take().map(|b| b())
    });
    match (ra, rb) {
        (Some(ra), Some(rb)) => (ra, rb),
        _ => unreachable!("rayon's join ran both halves"),
    }
}

fn both(a: &mut (dyn FnMut() + Send), b: &mut (dyn FnMut() + Send)) {
    rayon::join(a, b);
}

fn install(pool: &rayon::ThreadPool, f: &mut (dyn FnMut() + Send)) {
    pool.install(f);
}

/// Runs `work` on `0..count` on the pool this runs in, in chunks rayon
/// chooses.
pub(crate) fn each(count: usize, work: &(dyn Fn(usize) + Sync)) {
    (0..count).into_par_iter().for_each(work);
}

/// Runs `work(me, threads)` once on every thread of the pool this runs
/// in (rayon's `broadcast`).
pub(crate) fn broadcast(work: &(dyn Fn(usize, usize) + Sync)) {
    rayon::broadcast(|context| work(context.index(), context.num_threads()));
}

/// [`Workers::for_each_ordered`] on `pool`, over the numbers `0..count`:
/// up to `window` of them worked on ahead of the next one `sink` takes;
/// stops when `sink` says no.
fn in_order(
    pool: &rayon::ThreadPool,
    count: usize,
    window: usize,
    work: &(dyn Fn(usize) + Sync),
    sink: &mut dyn FnMut(usize) -> bool,
) {
    pool.in_place_scope(|scope| {
        let (done, results) = mpsc::channel();
        let mut started = 0;
        let mut waiting = BTreeMap::new();
        for next in 0..count {
            // Keep up to `window` numbers started ahead of `next`.
            while started < count && started < next + window {
                let (index, done) = (started, done.clone());
                scope.spawn(move |_| {
                    let result = panic::catch_unwind(AssertUnwindSafe(|| work(index)));
                    // The receiver is gone only if the sink said no.
                    let _ = done.send((index, result));
                });
                started += 1;
            }
            let result = loop {
                if let Some(result) = waiting.remove(&next) {
                    break result;
                }
                // Every started number sends exactly once, and `next`
                // was started: the channel cannot run dry first.
                let Ok((index, result)) = results.recv() else {
                    unreachable!("item {next} was started but never finished");
                };
                waiting.insert(index, result);
            };
            match result {
                Ok(()) if sink(next) => {}
                Ok(()) => return,
                Err(payload) => panic::resume_unwind(payload),
            }
        }
    });
}

/// `mutex`'s guard, whether or not a thread panicked holding it (the
/// panic reaches the caller first; a slot of the ordered walk is written
/// whole or not at all).
pub(crate) fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Default for Workers {
    /// One thread per core ([`std::thread::available_parallelism`]).
    fn default() -> Workers {
        Workers::new(std::thread::available_parallelism().unwrap_or(NonZeroUsize::MIN))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn threads(n: usize) -> NonZeroUsize {
        NonZeroUsize::new(n).unwrap_or(NonZeroUsize::MIN)
    }

    #[test]
    fn one_thread_means_no_pool() {
        let workers = Workers::new(threads(1));
        assert_eq!(workers.threads(), 1);
        assert!(!workers.refused());
        assert_eq!(workers.join(|| 1, || 2), (1, 2));
    }

    #[test]
    fn a_pool_runs_both_halves_on_its_threads() {
        let workers = Workers::new(threads(2));
        assert_eq!(workers.threads(), 2);
        let (a, b) = workers.join(
            || std::thread::current().name().map(String::from),
            || std::thread::current().name().map(String::from),
        );
        assert_eq!(a.as_deref(), Some("worker"));
        assert_eq!(b.as_deref(), Some("worker"));
    }

    #[test]
    fn refused_threads_fall_back_to_the_current_thread() {
        let workers = Workers::refusing_threads(threads(4));
        assert!(workers.refused());
        assert_eq!(workers.threads(), 1);
        let here = std::thread::current().id();
        let (a, b) = workers.join(|| std::thread::current().id(), || 7);
        assert_eq!((a, b), (here, 7));
        let mut seen = Vec::new();
        let done: Result<(), ()> = workers.for_each_ordered(
            &[1, 2, 3],
            |&n| (n, std::thread::current().id()),
            |r| {
                seen.push(r);
                Ok(())
            },
        );
        assert_eq!(done, Ok(()));
        assert_eq!(seen, [(1, here), (2, here), (3, here)]);
    }

    #[test]
    fn a_single_item_is_worked_on_on_the_current_thread_and_more_in_the_pool() {
        let workers = Workers::new(threads(2));
        let here = std::thread::current().id();
        for items in [&[1][..], &[1, 2, 3]] {
            let mut seen = Vec::new();
            let done: Result<(), ()> = workers.for_each_ordered(
                items,
                |_| std::thread::current().id(),
                |id| {
                    seen.push(id);
                    Ok(())
                },
            );
            assert_eq!(done, Ok(()));
            assert_eq!(seen.len(), items.len());
            // One item here; several each on a thread of the pool.
            assert_eq!(seen.iter().all(|&id| id == here), items.len() == 1);
            assert!(seen.iter().all(|&id| id == here) || !seen.contains(&here));
        }
    }

    #[test]
    fn ordered_results_stay_in_order_with_uneven_work() {
        for n in [1, 2, 3] {
            let workers = Workers::new(threads(n));
            let items: Vec<u64> = (0..200).collect();
            let mut out = Vec::new();
            let done: Result<(), ()> = workers.for_each_ordered(
                &items,
                |&i| {
                    // Later items finish first.
                    std::thread::sleep(std::time::Duration::from_micros(200 - i));
                    i * i
                },
                |r| {
                    out.push(r);
                    Ok(())
                },
            );
            assert_eq!(done, Ok(()));
            assert_eq!(out, items.iter().map(|i| i * i).collect::<Vec<_>>());
        }
    }

    #[test]
    fn a_failing_sink_stops_the_work() {
        let workers = Workers::new(threads(2));
        let items: Vec<u32> = (0..1000).collect();
        let mut written = 0;
        let done = workers.for_each_ordered(
            &items,
            |&i| i,
            |r| {
                if r == 10 {
                    return Err("the reader went away");
                }
                written += 1;
                Ok(())
            },
        );
        assert_eq!(done, Err("the reader went away"));
        assert_eq!(written, 10);
    }

    #[test]
    fn a_panic_in_the_work_is_passed_on() {
        let workers = Workers::new(threads(2));
        let caught = panic::catch_unwind(AssertUnwindSafe(|| {
            let _ = workers.for_each_ordered(
                &[1, 2, 3],
                |&i| {
                    assert!(i != 2, "a broken invariant");
                    i
                },
                |_| Ok::<(), ()>(()),
            );
        }));
        assert!(caught.is_err());
    }
}
