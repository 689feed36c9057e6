//! Tests of the cache: eviction, single solves, reads, limits, and what
//! abandoned, failed, panicking and held solves leave behind.

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
    fn measure(&self) -> common_io::game::Measure {
        self.game.measure()
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
                tokio::spawn(async move { within(cache.analysis(double, board)).await.map(|_| ()) })
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
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
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
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
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
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
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
