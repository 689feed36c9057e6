//! The solved boards, kept while they fit: the sum of their analyses'
//! memory (each game's bound, `Game::memory_needed`) and of their keys
//! (the board's text) stays within the limit, the least recently used going
//! first, and a board that many requests ask for at once is solved once.
//!
//! A solve belongs to the cache, not to the request that started it: it
//! runs in a task of its own, so a request that is dropped (its client
//! gave up) leaves the solve to finish, fill its entry (or forget it and
//! give its bytes back) and wake every request waiting for memory or for
//! that board.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use common_io::game::{AnyAnalysis, AnyBoard, AnyGame, ExploreError};
use common_io::{OutOfMemory, Resources, Workers};
use tokio::sync::{Notify, watch};

/// A solved board, shared by the requests that use it.
pub(crate) type Solved = Arc<dyn AnyAnalysis>;

/// What a board's analysis came to: shared, or the error every request
/// for it gets.
type Outcome = Result<Solved, ExploreError>;

/// How a solve ended: its outcome, or the message of the panic that ended
/// it (a bug in the game's analysis, passed on to every request waiting).
type Ended = Result<Outcome, Arc<str>>;

/// Where a board's solve ends: `None` while it is being solved.
type Slot = watch::Receiver<Option<Ended>>;

/// A board's key: its game and its text.
type Key = (&'static str, String);

/// One board's place in the cache: solved, or being solved.
struct Entry {
    slot: Slot,
    /// The bytes reserved for it: its analysis and its key.
    bytes: usize,
    /// When it was last asked for (a counter).
    used: u64,
}

impl Entry {
    fn solved(&self) -> bool {
        self.slot.borrow().is_some()
    }
}

/// The cache's bookkeeping, behind one lock.
#[derive(Default)]
struct Inner {
    /// By game and board text.
    entries: HashMap<Key, Entry>,
    /// The bytes reserved by every entry.
    reserved: usize,
    clock: u64,
}

/// The analyses of the boards asked for, within a memory limit.
pub(crate) struct Cache {
    limit: usize,
    workers: Workers,
    inner: Mutex<Inner>,
    /// Woken whenever a solve ends (memory may be free to take).
    freed: Notify,
}

impl Cache {
    /// A cache of at most `limit` bytes of analyses, solving on `workers`.
    pub(crate) fn new(limit: usize, workers: Workers) -> Cache {
        Cache {
            limit,
            workers,
            inner: Mutex::new(Inner::default()),
            freed: Notify::new(),
        }
    }

    /// The memory limit, in bytes.
    pub(crate) fn limit(&self) -> usize {
        self.limit
    }

    /// The bytes reserved now by the boards kept and being solved.
    pub(crate) fn reserved(&self) -> usize {
        self.lock().reserved
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        // A panic while the lock was held left plain numbers and maps
        // behind, which stay consistent: go on with them.
        self.inner
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The analysis of `board`, the one board of a judge input of `game`:
    /// from the cache, or solved on a blocking thread once memory for it is
    /// free (waiting for boards being solved to finish if need be). A board
    /// whose analysis alone needs more than the limit is refused at once.
    ///
    /// The board's text is parsed at most once: not at all when the cache
    /// holds it already.
    ///
    /// Dropping the returned future at any point leaves the cache sound: a
    /// solve it started goes on without it.
    pub(crate) async fn analysis(
        self: &Arc<Self>,
        game: &'static dyn AnyGame,
        board: &str,
    ) -> Result<Solved, ExploreError> {
        let key: Key = (game.name(), board.to_string());
        if let Some(slot) = self.kept(&key) {
            return Self::wait(game, slot).await;
        }
        let parsed = game.board(board.as_bytes())?;
        let needed = parsed.memory_needed();
        if needed > self.limit {
            return Err(ExploreError::OutOfMemory(OutOfMemory::over_limit(
                "the analysis",
                needed,
                self.limit,
            )));
        }
        // The cache also keeps the board's text.
        let bytes = needed.saturating_add(board.len());
        if bytes > self.limit {
            return Err(ExploreError::OutOfMemory(OutOfMemory::over_limit(
                "the analysis and the board's text",
                bytes,
                self.limit,
            )));
        }
        let mut parsed = Some(parsed);
        let slot = loop {
            // Registered before the check, so that memory freed between the
            // check and the wait is not missed.
            let freed = self.freed.notified();
            match self.reserve(&key, bytes) {
                Some(Reserved::Kept(slot)) => break slot,
                Some(Reserved::New(slot, sender)) => {
                    match parsed.take() {
                        Some(board) => self.solve(board, key.clone(), sender),
                        None => unreachable!("one request reserves its key once"),
                    }
                    break slot;
                }
                None => freed.await,
            }
        };
        Self::wait(game, slot).await
    }

    /// The slot of `key` if the cache holds it (solved or being solved),
    /// marked as used now.
    fn kept(&self, key: &Key) -> Option<Slot> {
        let mut inner = self.lock();
        inner.clock += 1;
        let now = inner.clock;
        let entry = inner.entries.get_mut(key)?;
        entry.used = now;
        Some(entry.slot.clone())
    }

    /// How the solve behind `slot` ends, once it has.
    async fn wait(game: &dyn AnyGame, mut slot: Slot) -> Result<Solved, ExploreError> {
        let ended = match slot.wait_for(Option::is_some).await {
            Ok(ended) => ended.clone(),
            // Every solve sends before it ends; a closed channel with
            // nothing sent cannot happen while the solve's task runs.
            Err(_) => None,
        };
        match ended {
            Some(Ok(outcome)) => outcome,
            // The game's analysis panicked: a bug, passed on (its entry is
            // gone and its bytes returned).
            Some(Err(message)) => std::panic::resume_unwind(Box::new(message.to_string())),
            None => std::panic::resume_unwind(Box::new(format!(
                "the solve of a {} board ended without a word",
                game.name()
            ))),
        }
    }

    /// Solves `key`'s board in a task of its own, which then publishes how
    /// it ended through `sender`, forgets the entry unless the board was
    /// solved, and wakes every request waiting for memory.
    fn solve(
        self: &Arc<Self>,
        board: Box<dyn AnyBoard>,
        key: Key,
        sender: watch::Sender<Option<Ended>>,
    ) {
        let cache = Arc::clone(self);
        tokio::spawn(async move {
            let solver = Arc::clone(&cache);
            let solving = tokio::task::spawn_blocking(move || {
                let resources = Resources::new(&solver.workers);
                board
                    .analyze(&resources)
                    .map(|analysis| -> Solved { Arc::from(analysis) })
                    .map_err(ExploreError::OutOfMemory)
            });
            let ended = match solving.await {
                Ok(outcome) => Ok(outcome),
                Err(e) => Err(panic_message(e).into()),
            };
            if !matches!(ended, Ok(Ok(_))) {
                cache.forget(&key);
            }
            sender.send_replace(Some(ended));
            // A board solved can now make room for others; one forgotten
            // has given its bytes back.
            cache.freed.notify_waiters();
        });
    }

    /// The slot of `key`: kept, or new with `bytes` reserved for it
    /// (evicting the least recently used solved boards to make room);
    /// `None` when the boards being solved hold too much to make room now.
    fn reserve(&self, key: &Key, bytes: usize) -> Option<Reserved> {
        let mut inner = self.lock();
        inner.clock += 1;
        let now = inner.clock;
        if let Some(entry) = inner.entries.get_mut(key) {
            entry.used = now;
            return Some(Reserved::Kept(entry.slot.clone()));
        }
        while inner.reserved + bytes > self.limit {
            // The least recently used board that is solved (one being solved
            // cannot go: its memory is in use).
            let oldest = inner
                .entries
                .iter()
                .filter(|(_, entry)| entry.solved())
                .min_by_key(|(_, entry)| entry.used)
                .map(|(key, _)| key.clone())?;
            if let Some(entry) = inner.entries.remove(&oldest) {
                inner.reserved -= entry.bytes;
            }
        }
        let (sender, slot) = watch::channel(None);
        inner.reserved += bytes;
        inner.entries.insert(
            key.clone(),
            Entry {
                slot: slot.clone(),
                bytes,
                used: now,
            },
        );
        Some(Reserved::New(slot, sender))
    }

    /// Drops the entry of a board whose analysis failed, giving its memory
    /// back (only its own solve calls this, before the entry can be
    /// evicted or replaced).
    fn forget(&self, key: &Key) {
        let mut inner = self.lock();
        if let Some(entry) = inner.entries.remove(key) {
            inner.reserved -= entry.bytes;
        }
    }
}

/// A board's place, from [`Cache::reserve`].
enum Reserved {
    /// Solved or being solved already.
    Kept(Slot),
    /// New: the caller starts its solve, which publishes through the sender.
    New(Slot, watch::Sender<Option<Ended>>),
}

/// What a solve's task that did not finish says.
fn panic_message(e: tokio::task::JoinError) -> String {
    if !e.is_panic() {
        return format!("the solve was cancelled ({e})");
    }
    let payload = e.into_panic();
    match (
        payload.downcast_ref::<&str>(),
        payload.downcast_ref::<String>(),
    ) {
        (Some(text), _) => (*text).to_string(),
        (_, Some(text)) => text.clone(),
        _ => "the game's analysis panicked".to_string(),
    }
}

#[cfg(test)]
mod tests;
