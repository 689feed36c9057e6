//! The solved boards, kept while they fit: the sum of their analyses'
//! memory (each game's bound, `Game::memory_needed`) stays within the
//! limit, the least recently used going first, and a board that many
//! requests ask for at once is solved once.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use common_io::game::{AnyAnalysis, AnyGame, ExploreError};
use common_io::{OutOfMemory, Resources, Workers};
use tokio::sync::{Notify, OnceCell};

/// A solved board, shared by the requests that use it.
pub(crate) type Solved = Arc<dyn AnyAnalysis>;

/// What a board's analysis came to: shared, or the error every request
/// for it gets.
type Outcome = Result<Solved, ExploreError>;

/// One board's place in the cache: solved, or being solved.
struct Entry {
    cell: Arc<OnceCell<Outcome>>,
    /// The bytes reserved for it.
    bytes: usize,
    /// When it was last asked for (a counter).
    used: u64,
}

/// The cache's bookkeeping, behind one lock.
#[derive(Default)]
struct Inner {
    /// By game and board text.
    entries: HashMap<(&'static str, String), Entry>,
    /// The bytes reserved by every entry.
    reserved: usize,
    clock: u64,
}

/// The analyses of the boards asked for, within a memory limit.
pub(crate) struct Cache {
    limit: usize,
    workers: Workers,
    inner: Mutex<Inner>,
    /// Woken whenever memory is given back.
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
    pub(crate) async fn analysis(
        self: &Arc<Self>,
        game: &'static dyn AnyGame,
        board: &str,
    ) -> Result<Solved, ExploreError> {
        let needed = match game.memory_needed(board.as_bytes()) {
            Ok(needs) => match needs[..] {
                [bytes] => bytes,
                _ => return Err(ExploreError::Boards(needs.len())),
            },
            Err(e) => return Err(ExploreError::Input(e)),
        };
        if needed > self.limit {
            return Err(ExploreError::OutOfMemory(OutOfMemory::over_limit(
                "the analysis",
                needed,
                self.limit,
            )));
        }
        let key = (game.name(), board.to_string());
        let cell = loop {
            // Registered before the check, so that memory freed between the
            // check and the wait is not missed.
            let freed = self.freed.notified();
            if let Some(cell) = self.reserve(&key, needed) {
                break cell;
            }
            freed.await;
        };
        let cache = Arc::clone(self);
        let text = key.1.clone();
        let outcome = cell
            .get_or_init(|| async move {
                let solving = tokio::task::spawn_blocking(move || {
                    let resources = Resources::new(&cache.workers);
                    game.analyze(text.as_bytes(), &resources)
                        .map(|analysis| -> Solved { Arc::from(analysis) })
                });
                match solving.await {
                    Ok(outcome) => outcome,
                    // A panic in a game's analysis is a bug: pass it on.
                    Err(e) => std::panic::resume_unwind(e.into_panic()),
                }
            })
            .await
            .clone();
        if outcome.is_err() {
            self.forget(&key, &cell);
        }
        // A board solved can now make room for others.
        self.freed.notify_waiters();
        outcome
    }

    /// The cell of `key`, reserving `needed` bytes for a new one (evicting
    /// the least recently used solved boards to make room); `None` when the
    /// boards being solved hold too much to make room now.
    fn reserve(
        &self,
        key: &(&'static str, String),
        needed: usize,
    ) -> Option<Arc<OnceCell<Outcome>>> {
        let mut inner = self.lock();
        inner.clock += 1;
        let now = inner.clock;
        if let Some(entry) = inner.entries.get_mut(key) {
            entry.used = now;
            return Some(Arc::clone(&entry.cell));
        }
        while inner.reserved + needed > self.limit {
            // The least recently used board that is solved (one being solved
            // cannot go: its memory is in use).
            let oldest = inner
                .entries
                .iter()
                .filter(|(_, entry)| entry.cell.initialized())
                .min_by_key(|(_, entry)| entry.used)
                .map(|(key, _)| key.clone())?;
            if let Some(entry) = inner.entries.remove(&oldest) {
                inner.reserved -= entry.bytes;
            }
        }
        let cell = Arc::new(OnceCell::new());
        inner.reserved += needed;
        inner.entries.insert(
            key.clone(),
            Entry {
                cell: Arc::clone(&cell),
                bytes: needed,
                used: now,
            },
        );
        Some(cell)
    }

    /// Drops the entry of a board whose analysis failed (if it is still
    /// `cell`'s), giving its memory back.
    fn forget(&self, key: &(&'static str, String), cell: &Arc<OnceCell<Outcome>>) {
        let mut inner = self.lock();
        if inner
            .entries
            .get(key)
            .is_some_and(|entry| Arc::ptr_eq(&entry.cell, cell))
            && let Some(entry) = inner.entries.remove(key)
        {
            inner.reserved -= entry.bytes;
        }
    }
}

#[cfg(test)]
mod tests {
    use std::num::NonZeroUsize;

    use super::*;

    /// A game of the registry (the first: the cache does not care which).
    fn game() -> &'static dyn AnyGame {
        games::all()[0]
    }

    #[tokio::test]
    async fn boards_are_kept_within_the_limit_least_recently_used_first() {
        let game = game();
        let boards: Vec<String> = (0..6)
            .map(|seed| {
                game.generate_board("max", seed, Default::default())
                    .unwrap()
            })
            .collect();
        let each = game.memory_needed(boards[0].as_bytes()).unwrap()[0];
        // Room for two boards, not three.
        let cache = Arc::new(Cache::new(
            2 * each + each / 2,
            Workers::new(NonZeroUsize::MIN),
        ));
        for board in &boards {
            cache.analysis(game, board).await.unwrap();
            assert!(cache.reserved() <= cache.limit());
        }
        assert_eq!(cache.reserved(), 2 * each);
        // The last two are kept: asking again solves nothing new.
        let kept = cache.analysis(game, &boards[5]).await.unwrap();
        let again = cache.analysis(game, &boards[5]).await.unwrap();
        assert!(Arc::ptr_eq(&kept, &again));
    }

    #[tokio::test]
    async fn a_board_past_the_limit_is_refused_and_bad_input_is_not_kept() {
        let game = game();
        let cache = Arc::new(Cache::new(1000, Workers::new(NonZeroUsize::MIN)));
        let board = game.generate_board("max", 1, Default::default()).unwrap();
        let Err(ExploreError::OutOfMemory(e)) = cache.analysis(game, &board).await else {
            panic!("a board past the limit was solved");
        };
        assert!(e.to_string().contains("over the limit"), "{e}");
        assert!(matches!(
            cache.analysis(game, "nonsense").await,
            Err(ExploreError::Input(_))
        ));
        assert_eq!(cache.reserved(), 0);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn one_board_asked_for_at_once_is_solved_once() {
        let game = game();
        let board = game.generate_board("max", 3, Default::default()).unwrap();
        let cache = Arc::new(Cache::new(1 << 30, Workers::new(NonZeroUsize::MIN)));
        let tasks: Vec<_> = (0..16)
            .map(|_| {
                let (cache, board) = (Arc::clone(&cache), board.clone());
                tokio::spawn(async move { cache.analysis(game, &board).await.unwrap() })
            })
            .collect();
        let mut solved = Vec::new();
        for task in tasks {
            solved.push(task.await.unwrap());
        }
        assert!(solved.iter().all(|s| Arc::ptr_eq(s, &solved[0])));
        assert_eq!(
            cache.reserved(),
            game.memory_needed(board.as_bytes()).unwrap()[0]
        );
    }
}
