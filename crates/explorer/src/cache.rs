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
mod tests {
    use std::num::NonZeroUsize;
    use std::time::Duration;

    use tokio::time::timeout;

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
        let bytes: Vec<usize> = boards.iter().map(|b| bytes(game, b)).collect();
        let each = bytes.iter().copied().max().unwrap();
        // Room for two boards, not three.
        let cache = Arc::new(Cache::new(
            2 * each + each / 2,
            Workers::new(NonZeroUsize::MIN),
        ));
        for board in &boards {
            cache.analysis(game, board).await.unwrap();
            assert!(cache.reserved() <= cache.limit());
        }
        assert_eq!(cache.reserved(), bytes[4] + bytes[5]);
        // The last two are kept: asking again solves nothing new.
        let kept = cache.analysis(game, &boards[5]).await.unwrap();
        let again = cache.analysis(game, &boards[5]).await.unwrap();
        assert!(Arc::ptr_eq(&kept, &again));
    }

    /// A game of the registry that counts the boards it reads, and reads a
    /// board `script <kind> <bytes> [<tag>]` as a stand-in whose analysis
    /// needs `bytes` and ends as `kind` says: `ok` (the analysis of the
    /// game's first sample), `fail` (out of memory), `panic` (with a text
    /// of its own) or `panic-n` (with a formatted one), or `wait` (until
    /// the gate opens, then as `ok`). The tag tells boards apart.
    struct Double {
        game: &'static dyn AnyGame,
        reads: std::sync::atomic::AtomicUsize,
        gate: Arc<Gate>,
    }

    /// Open (`true`) or not; the condition is signalled when it opens.
    type Gate = (Mutex<bool>, std::sync::Condvar);

    impl Double {
        fn new() -> &'static Double {
            Box::leak(Box::new(Double {
                game: game(),
                reads: Default::default(),
                gate: Default::default(),
            }))
        }

        fn reads(&self) -> usize {
            self.reads.load(std::sync::atomic::Ordering::SeqCst)
        }

        fn open(&self) {
            *self.gate.0.lock().unwrap() = true;
            self.gate.1.notify_all();
        }
    }

    /// Opens the double's gate when dropped, so that a failed test does not
    /// leave a solve waiting for ever.
    struct OpensOnDrop(&'static Double);

    impl Drop for OpensOnDrop {
        fn drop(&mut self) {
            self.0.open();
        }
    }

    /// A stand-in board of [`Double`].
    struct Scripted {
        game: &'static dyn AnyGame,
        gate: Arc<Gate>,
        kind: String,
        bytes: usize,
    }

    impl AnyBoard for Scripted {
        fn memory_needed(&self) -> usize {
            self.bytes
        }

        fn analyze(&self, resources: &Resources<'_>) -> Result<Box<dyn AnyAnalysis>, OutOfMemory> {
            match self.kind.as_str() {
                "fail" => return Err(OutOfMemory::over_limit("a scripted analysis", 1, 0)),
                "panic" => panic!("a scripted analysis broke"),
                "panic-n" => panic!("a scripted analysis of {} bytes broke", self.bytes),
                "wait" => {
                    let (open, opened) = &*self.gate;
                    let open = open.lock().unwrap();
                    drop(opened.wait_while(open, |open| !*open).unwrap());
                }
                _ => {}
            }
            let game = self.game;
            let sample = game
                .split(game.about().samples[0].input.as_bytes())
                .unwrap();
            match game.board(sample[0].as_bytes()) {
                Ok(board) => board.analyze(resources),
                Err(e) => panic!("the first sample: {e}"),
            }
        }
    }

    impl AnyGame for Double {
        fn name(&self) -> &'static str {
            self.game.name()
        }
        fn about(&self) -> common_io::game::About {
            self.game.about()
        }
        fn families(&self) -> Vec<&'static str> {
            self.game.families()
        }
        fn generate(
            &self,
            family: &str,
            seed: u64,
            size: common_io::game::Size,
        ) -> Result<String, common_io::game::GenError> {
            self.game.generate(family, seed, size)
        }
        fn generate_board(
            &self,
            family: &str,
            seed: u64,
            size: common_io::game::Size,
        ) -> Result<String, common_io::game::GenError> {
            self.game.generate_board(family, seed, size)
        }
        fn shrink(&self, input: &[u8]) -> Vec<String> {
            self.game.shrink(input)
        }
        fn text(
            &self,
            input: &[u8],
            mode: common_io::game::Mode,
        ) -> Result<String, common_io::InputError> {
            self.game.text(input, mode)
        }
        fn validate(&self, input: &[u8]) -> Result<(), common_io::InputError> {
            self.game.validate(input)
        }
        fn sizes(&self, input: &[u8]) -> Result<Vec<(usize, usize)>, common_io::InputError> {
            self.game.sizes(input)
        }
        fn memory_needed(&self, input: &[u8]) -> Result<Vec<usize>, common_io::InputError> {
            self.game.memory_needed(input)
        }
        fn split(&self, input: &[u8]) -> Result<Vec<String>, common_io::InputError> {
            self.game.split(input)
        }
        fn run(
            &self,
            args: Vec<std::ffi::OsString>,
            input: &mut dyn std::io::Read,
            out: &mut dyn std::io::Write,
            err: &mut dyn std::io::Write,
        ) -> std::process::ExitCode {
            self.game.run(args, input, out, err)
        }
        fn board(&self, input: &[u8]) -> Result<Box<dyn AnyBoard>, ExploreError> {
            self.reads.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            let text = String::from_utf8_lossy(input);
            let words: Vec<&str> = text.split_ascii_whitespace().collect();
            match words[..] {
                ["script", kind, bytes, ..] => Ok(Box::new(Scripted {
                    game: self.game,
                    gate: Arc::clone(&self.gate),
                    kind: kind.to_string(),
                    bytes: bytes.parse().unwrap(),
                })),
                _ => self.game.board(input),
            }
        }
    }

    #[tokio::test]
    async fn a_request_reads_its_board_once_and_a_kept_board_not_at_all() {
        let double = Double::new();
        let cache = Arc::new(Cache::new(1 << 30, Workers::new(NonZeroUsize::MIN)));
        let board = double
            .generate_board("random", 4, Default::default())
            .unwrap();
        cache.analysis(double, &board).await.unwrap();
        assert_eq!(double.reads(), 1);
        for _ in 0..3 {
            cache.analysis(double, &board).await.unwrap();
        }
        assert_eq!(double.reads(), 1);
        assert!(cache.analysis(double, "nonsense").await.is_err());
        assert_eq!(double.reads(), 2);
    }

    /// What the cache reserves for a board of [`Double`]'s.
    fn scripted_bytes(board: &str) -> usize {
        let needed: usize = board.split(' ').nth(2).unwrap().parse().unwrap();
        needed + board.len()
    }

    /// `request`'s answer, which must not take for ever (a cache that
    /// waits for good fails the test instead of hanging it).
    async fn within<T>(request: impl std::future::Future<Output = T>) -> T {
        timeout(PATIENCE, request)
            .await
            .expect("a request waits for good")
    }

    #[tokio::test]
    async fn the_limit_can_be_met_exactly() {
        let double = Double::new();
        let (a, b) = ("script ok 1000 a", "script ok 2000 b");
        // One board that fills the limit to the byte is solved, and two
        // that fill it together are both kept.
        let cache = Arc::new(Cache::new(
            scripted_bytes(a),
            Workers::new(NonZeroUsize::MIN),
        ));
        within(cache.analysis(double, a)).await.unwrap();
        assert_eq!(cache.reserved(), cache.limit());
        let cache = Arc::new(Cache::new(
            scripted_bytes(a) + scripted_bytes(b),
            Workers::new(NonZeroUsize::MIN),
        ));
        within(cache.analysis(double, a)).await.unwrap();
        within(cache.analysis(double, b)).await.unwrap();
        let reads = double.reads();
        within(cache.analysis(double, a)).await.unwrap();
        assert_eq!(double.reads(), reads, "a board that fits was evicted");
        // A byte more is refused: for the analysis alone, or for the
        // analysis with the board's text.
        // (The texts are 13 and 14 bytes long.)
        let cache = Arc::new(Cache::new(1000, Workers::new(NonZeroUsize::MIN)));
        for (board, refused) in [
            ("script ok 1001", Some("the analysis needs 1001 bytes")),
            (
                "script ok 1000",
                Some("the analysis and the board's text needs 1014 bytes"),
            ),
            ("script ok 987", None),
            (
                "script ok 988",
                Some("the analysis and the board's text needs 1001 bytes"),
            ),
        ] {
            match (within(cache.analysis(double, board)).await, refused) {
                (Ok(_), None) => {}
                (Err(ExploreError::OutOfMemory(e)), Some(why)) => {
                    assert!(e.to_string().contains(why), "{board}: {e}");
                }
                (outcome, _) => panic!("{board}: {:?}", outcome.err()),
            }
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn an_analysis_that_fails_or_panics_gives_its_bytes_back_and_its_end_to_every_waiter() {
        let double = Double::new();
        let cache = Arc::new(Cache::new(1 << 20, Workers::new(NonZeroUsize::MIN)));
        // Out of memory: the error, nothing kept, and asked again it is
        // read and solved again.
        for reads in [1, 2] {
            let Err(ExploreError::OutOfMemory(e)) =
                within(cache.analysis(double, "script fail 100")).await
            else {
                panic!("a failed analysis was answered");
            };
            assert!(e.to_string().contains("a scripted analysis"), "{e}");
            assert_eq!(cache.reserved(), 0);
            assert_eq!(double.reads(), reads);
        }
        // A panic (a bug in a game): passed on to every request, with its
        // message, and the bytes given back.
        for (board, message) in [
            ("script panic 100", "a scripted analysis broke".to_string()),
            (
                "script panic-n 100",
                "a scripted analysis of 100 bytes broke".to_string(),
            ),
        ] {
            let tasks: Vec<_> = (0..3)
                .map(|_| {
                    let cache = Arc::clone(&cache);
                    tokio::spawn(
                        async move { within(cache.analysis(double, board)).await.map(|_| ()) },
                    )
                })
                .collect();
            for task in tasks {
                let Err(e) = task.await else {
                    panic!("{board}: a request was answered");
                };
                let payload = e.into_panic();
                assert_eq!(payload.downcast_ref::<String>(), Some(&message));
            }
            assert_eq!(cache.reserved(), 0, "{board}");
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_board_being_solved_keeps_its_bytes_until_its_solve_ends() {
        let double = Double::new();
        let _open = OpensOnDrop(double);
        let (slow, next) = ("script wait 1000 a", "script ok 1000 b");
        // Room for one board.
        let cache = Arc::new(Cache::new(
            scripted_bytes(slow) + 10,
            Workers::new(NonZeroUsize::MIN),
        ));
        let first = {
            let cache = Arc::clone(&cache);
            tokio::spawn(async move { cache.analysis(double, slow).await.map(|_| ()) })
        };
        timeout(PATIENCE, async {
            while cache.reserved() == 0 {
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
        })
        .await
        .unwrap();
        // The next board waits: the one being solved cannot make room.
        let second = {
            let cache = Arc::clone(&cache);
            tokio::spawn(async move { cache.analysis(double, next).await.map(|_| ()) })
        };
        tokio::time::sleep(Duration::from_millis(200)).await;
        assert!(!second.is_finished(), "a board being solved was evicted");
        assert_eq!(cache.reserved(), scripted_bytes(slow));
        // Once it is solved, the next one takes its place.
        double.open();
        timeout(PATIENCE, first).await.unwrap().unwrap().unwrap();
        timeout(PATIENCE, second).await.unwrap().unwrap().unwrap();
        assert_eq!(cache.reserved(), scripted_bytes(next));
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
        assert_eq!(cache.reserved(), bytes(game, &board));
    }

    /// What the cache reserves for `board`: its analysis and its key.
    fn bytes(game: &'static dyn AnyGame, board: &str) -> usize {
        game.memory_needed(board.as_bytes()).unwrap()[0] + board.len()
    }

    /// Boards large enough that a request given a millisecond gives up
    /// before their solve ends: 12×12 boards of the game whose analysis of
    /// them needs the most memory (millions of positions, tens of
    /// milliseconds).
    fn large_boards(count: u64) -> (&'static dyn AnyGame, Vec<String>) {
        let size = common_io::game::Size {
            rows: Some(12),
            cols: Some(12),
        };
        let board = |game: &'static dyn AnyGame, seed| game.generate_board("random", seed, size);
        let game = games::all()
            .iter()
            .copied()
            .filter(|&g| board(g, 0).is_ok())
            .max_by_key(|&g| bytes(g, &board(g, 0).unwrap_or_default()))
            .unwrap();
        let boards = (0..count).map(|seed| board(game, seed).unwrap()).collect();
        (game, boards)
    }

    /// At most this long for what must not hang.
    const PATIENCE: Duration = Duration::from_secs(60);

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_board_abandoned_while_solving_is_finished_and_others_are_answered() {
        let (game, boards) = large_boards(3);
        let each = boards.iter().map(|b| bytes(game, b)).max().unwrap();
        // Room for one board at a time.
        let cache = Arc::new(Cache::new(each + each / 2, Workers::new(NonZeroUsize::MIN)));
        // The client gives up at once: the solve goes on without it.
        let gave_up = timeout(Duration::from_millis(1), cache.analysis(game, &boards[0])).await;
        assert!(
            gave_up.is_err(),
            "solved within a millisecond: the test needs a larger board"
        );
        assert_eq!(cache.reserved(), bytes(game, &boards[0]));
        // Another large board: answered once the first is solved and can go.
        for board in &boards[1..] {
            timeout(PATIENCE, cache.analysis(game, board))
                .await
                .expect("a request waits for good after an abandoned one")
                .unwrap();
            assert!(cache.reserved() <= cache.limit());
        }
        // The abandoned board was solved and kept until evicted: asked for
        // again, it is answered.
        timeout(PATIENCE, cache.analysis(game, &boards[0]))
            .await
            .unwrap()
            .unwrap();
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn many_abandoned_requests_at_once_leave_the_cache_sound() {
        let (game, boards) = large_boards(6);
        let each = boards.iter().map(|b| bytes(game, b)).max().unwrap();
        // Room for two boards at a time.
        let cache = Arc::new(Cache::new(
            2 * each + each / 2,
            Workers::new(NonZeroUsize::MIN),
        ));
        let tasks: Vec<_> = boards
            .iter()
            .chain(&boards)
            .map(|board| {
                let (cache, board) = (Arc::clone(&cache), board.clone());
                tokio::spawn(async move { cache.analysis(game, &board).await })
            })
            .collect();
        tokio::task::yield_now().await;
        for task in &tasks {
            task.abort();
        }
        for task in tasks {
            let _ = task.await;
        }
        assert!(cache.reserved() <= cache.limit());
        // Every board is answered afterwards, within the limit.
        for board in boards.iter().rev() {
            timeout(PATIENCE, cache.analysis(game, board))
                .await
                .expect("a request waits for good after abandoned ones")
                .unwrap();
            assert!(cache.reserved() <= cache.limit());
        }
        // Once every solve has ended, what is reserved is what is kept.
        let kept = cache
            .lock()
            .entries
            .values()
            .filter(|e| e.solved())
            .map(|e| e.bytes)
            .sum::<usize>();
        assert_eq!(cache.reserved(), kept);
    }
}
