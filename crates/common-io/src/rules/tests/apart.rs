//! [`Nimbers`] on two threads: a start's parts walked apart, in indices
//! of their own, and joined (see [`Nimbers::solve`]), against one thread.

use super::*;

/// Two walks take the start's parts apart (see [`Nimbers::solve`]; the
/// second's parts numbered into the first's index, whichever threads ran
/// them): on random sums of tokens (their parts met by both walks, or by
/// one), the same parts met and the same value of each as on one thread.
#[test]
fn grundy_values_on_two_threads_are_one_thread_s() {
    let two = crate::Workers::new(std::num::NonZeroUsize::MIN.saturating_add(1));
    let mut rng = SplitMix64::new(41);
    for round in 0..600 {
        let game = super::indexed::random_sum(&mut rng);
        let nodes = game.graph.edges.len() as u32;
        let one = Nimbers::solve(game.clone(), &Resources::default()).unwrap();
        let both = Nimbers::solve(game.clone(), &Resources::new(&two)).unwrap();
        assert_eq!(one.len(), both.len(), "round {round}: {game:?}");
        for node in 0..nodes {
            assert_eq!(
                one.grundy(&vec![node]),
                both.grundy(&vec![node]),
                "round {round}"
            );
        }
        assert_eq!(one.grundy(&game.start), both.grundy(&game.start));
    }
}

/// [`Tokens`] that note the thread of the pool each part is expanded on.
#[derive(Debug)]
struct Noted {
    tokens: Tokens,
    threads: std::sync::Mutex<std::collections::HashSet<Option<usize>>>,
    /// The node at the head of the second line: once expanded, `second`.
    second_head: u32,
    second: std::sync::atomic::AtomicBool,
    /// Whether expanding the first line's head waits (up to 10 s) for the
    /// second's: so that two walks at once each walk a line, however late
    /// the second thread comes.
    wait: bool,
}

impl Rules for Noted {
    type Position = Vec<u32>;
    type Move = (usize, usize);

    fn start(&self) -> Vec<u32> {
        self.tokens.start()
    }

    fn legal_moves(&self, tokens: &Vec<u32>, moves: &mut Vec<(usize, usize)>) {
        use std::sync::atomic::Ordering;

        let mut threads = self.threads.lock().unwrap_or_else(|e| e.into_inner());
        threads.insert(rayon::current_thread_index());
        drop(threads);
        if *tokens == [self.second_head] {
            self.second.store(true, Ordering::Relaxed);
        }
        if self.wait && *tokens == [0] {
            let until = std::time::Instant::now() + std::time::Duration::from_secs(10);
            while !self.second.load(Ordering::Relaxed) && std::time::Instant::now() < until {
                std::thread::sleep(std::time::Duration::from_millis(1));
            }
        }
        self.tokens.legal_moves(tokens, moves)
    }

    fn play(&self, tokens: &Vec<u32>, mv: &(usize, usize)) -> Vec<u32> {
        self.tokens.play(tokens, mv)
    }
}

impl Impartial for Noted {
    fn parts(&self, tokens: &Vec<u32>, parts: &mut Vec<Vec<u32>>) {
        self.tokens.parts(tokens, parts)
    }
}

/// Two lines of `n` nodes side by side, a token at the head of each;
/// `wait`: see [`Noted`].
fn two_lines(n: u32, wait: bool) -> Noted {
    let mut edges: Vec<Vec<u32>> = (0..2 * n).map(|i| vec![i + 1]).collect();
    edges[n as usize - 1].clear();
    edges[2 * n as usize - 1].clear();
    let graph = Graph {
        start: 0,
        gains: edges.iter().map(|out| vec![0; out.len()]).collect(),
        ends: vec![None; edges.len()],
        edges,
        parents: None,
    };
    Noted {
        tokens: Tokens {
            graph,
            start: vec![0, n],
        },
        threads: Default::default(),
        second_head: n,
        second: Default::default(),
        wait,
    }
}

/// Each of two threads walks a part of its own when the board has the
/// pool to itself, and the board's own thread alone walks them when it
/// runs beside others in the pool (a file's boards); where half the
/// memory limit is too little for a walk, one thread walks them all
/// within the whole limit, as without a pool.
#[test]
fn the_start_s_parts_are_walked_apart_on_a_pool_of_the_board_s_own() {
    let pool = crate::Workers::new(std::num::NonZeroUsize::MIN.saturating_add(1));
    let (n, alone) = (2000, Resources::default());
    let want = Nimbers::solve(two_lines(n, false), &alone).unwrap();
    assert_eq!(want.grundy(&vec![0, n]), Some(Grundy(0)));
    // The first walk waits for the second at its line's head: each
    // walks a line on a thread of its own.
    let apart = Nimbers::solve(two_lines(n, true), &Resources::new(&pool)).unwrap();
    assert_eq!(apart.rules().threads.lock().unwrap().len(), 2);
    assert_eq!(
        (apart.len(), apart.grundy(&vec![0, n])),
        (want.len(), want.grundy(&vec![0, n]))
    );
    // With a limit that holds both walks' halves, apart too.
    let roomy = Resources::new(&pool).with_memory_limit(64 * want.bytes());
    let roomy = Nimbers::solve(two_lines(n, true), &roomy).unwrap();
    let threads = roomy.rules().threads.lock().unwrap().clone();
    assert!(
        threads.len() == 2 && !threads.contains(&None),
        "{threads:?}"
    );
    // A start of one part is walked on the current thread, not in the
    // pool.
    let mut one_line = two_lines(n, false);
    one_line.tokens.start.truncate(1);
    let alone_too = Nimbers::solve(one_line, &Resources::new(&pool)).unwrap();
    assert_eq!(*alone_too.rules().threads.lock().unwrap(), [None].into());
    // Beside others: on the thread of the pool it runs on.
    let beside =
        pool.install(|_| Nimbers::solve(two_lines(n, false), &Resources::new(&pool)).unwrap());
    assert_eq!(beside.rules().threads.lock().unwrap().len(), 1);
    // The least limit one thread solves within (its peak: the walk's stack
    // of a line on top of the parts met) is too little for two walks of a
    // half each: they stop, and one thread solves, outside of the pool.
    let solves =
        |limit| Nimbers::solve(two_lines(n, false), &alone.with_memory_limit(limit)).is_ok();
    let (mut lo, mut hi) = (0, 1 << 24);
    assert!(solves(hi) && !solves(lo));
    while hi - lo > 1 {
        let mid = (lo + hi) / 2;
        if solves(mid) { hi = mid } else { lo = mid }
    }
    let tight = |limit| Resources::new(&pool).with_memory_limit(limit);
    let again = Nimbers::solve(two_lines(n, false), &tight(hi)).unwrap();
    assert_eq!(again.grundy(&vec![0, n]), Some(Grundy(0)));
    let threads = again.rules().threads.lock().unwrap().clone();
    assert!(threads.contains(&None), "{threads:?}");
    // Below it, the error one thread gives.
    let one = Nimbers::solve(two_lines(n, false), &alone.with_memory_limit(lo)).unwrap_err();
    let two = Nimbers::solve(two_lines(n, false), &tight(lo)).unwrap_err();
    assert_eq!(one.to_string(), two.to_string());
}
