//! The indexed solvers ([`IndexedTablebase`], [`IndexedScores`]) against
//! the definitions and against [`Tablebase`] and [`Scores`], on the graphs
//! of the parent module, which number their nodes themselves.

use std::collections::HashMap;

use super::*;

/// A graph's nodes are its numbers.
impl Indexed for Graph {
    fn count(&self) -> usize {
        self.edges.len()
    }

    fn index(&self, node: &u32) -> usize {
        *node as usize
    }

    fn position(&self, index: usize) -> u32 {
        index as u32
    }
}

/// A heap of counters, one taken a move (scoring 1), numbered by the
/// heap, with a count of its own: the games of counts past the memory.
#[derive(Debug)]
struct Counters {
    start: u64,
    count: usize,
}

impl Counters {
    /// A heap of `u64::MAX / 4`, numbered: far past any memory.
    fn huge() -> Counters {
        Counters {
            start: u64::MAX / 4,
            count: usize::MAX / 4 + 1,
        }
    }
}

impl Rules for Counters {
    type Position = u64;
    type Move = u64;
    fn start(&self) -> u64 {
        self.start
    }
    fn legal_moves(&self, heap: &u64, moves: &mut Vec<u64>) {
        moves.extend((*heap > 0).then_some(1));
    }
    fn play(&self, heap: &u64, take: &u64) -> u64 {
        heap - take
    }
}

impl Loopy for Counters {}

impl Scoring for Counters {
    fn gain(&self, _: &u64, _: &u64) -> i64 {
        1
    }
}

impl Indexed for Counters {
    fn count(&self) -> usize {
        self.count
    }
    fn index(&self, heap: &u64) -> usize {
        *heap as usize
    }
    fn position(&self, index: usize) -> u64 {
        index as u64
    }
}

/// The indexed solver answers as the layered definition, with the
/// rules' parents and without, on the random graphs of the tablebase's
/// test: every value, every move's, and `None` where the start does not
/// reach; 2 bytes a node held.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn indexed_tablebases_match_the_layered_definition() {
    let seen = indexed_against_the_definition(37, 3000);
    assert!(
        seen.len() == 3 && seen.values().all(|&k| k > 1000),
        "{seen:?}"
    );
}

/// The same on fewer graphs, for the quick run.
#[test]
fn indexed_tablebases_match_the_layered_definition_quickly() {
    let seen = indexed_against_the_definition(38, 300);
    assert!(
        seen.len() == 3 && seen.values().all(|&k| k > 100),
        "{seen:?}"
    );
}

/// Checks the indexed solver on `rounds` random graphs from `seed`: how
/// many positions of each result the start reached.
///
/// With the rules' parents, on two threads too (the walk a level at a
/// time, `rules/indexed/parallel.rs`).
fn indexed_against_the_definition(seed: u64, rounds: usize) -> HashMap<Wdl, usize> {
    let two = crate::Workers::new(std::num::NonZeroUsize::MIN.saturating_add(1));
    let mut rng = SplitMix64::new(seed);
    let mut seen = HashMap::new();
    for round in 0..rounds {
        let (n, mut graph) = random_loopy_graph(&mut rng);
        let want = naive_forced(&graph);
        let reach = reachable(&graph);
        for (given, threads) in [(false, 1), (true, 1), (true, 2)] {
            graph.parents = given.then(|| all_parents(&graph));
            let resources = match threads {
                1 => Resources::default(),
                _ => Resources::new(&two),
            };
            let solved = IndexedTablebase::solve(graph.clone(), &resources).unwrap();
            assert_eq!(solved.len(), reach.iter().filter(|&&r| r).count());
            // (A vector grown on one thread holds room for 4 at least; the
            // threads' records are collected to their length.)
            let room = if threads == 1 { n.max(4) } else { n };
            assert_eq!(solved.bytes(), 2 * room);
            assert_eq!(solved.outcome(&(n as u32)), None, "past the count");
            for node in 0..n as u32 {
                let (got, moves) = (solved.outcome(&node), solved.move_values(&node));
                if !reach[node as usize] {
                    assert_eq!((got, moves), (None, None), "round {round} node {node}");
                    continue;
                }
                let want_here = want[node as usize];
                assert_eq!(got, Some(want_here), "round {round} node {node}: {graph:?}");
                *seen.entry(want_here.wdl()).or_insert(0) += 1;
                let moves = moves.unwrap();
                if graph.ends[node as usize].is_some() {
                    assert!(moves.is_empty());
                    continue;
                }
                let children = &graph.edges[node as usize];
                assert_eq!(moves.len(), children.len());
                for mv in &moves {
                    assert_eq!(mv.value, want[children[mv.mv] as usize].before());
                }
            }
        }
    }
    seen
}

/// Past 14 bits of payload (a distance of 20,000 moves; a position of
/// 20,000 moves), the records are 4 bytes, and the values the same as the
/// tablebase's.
#[test]
fn long_games_and_wide_positions_take_longer_records() {
    let n = 20_001;
    let mut wide = line(n);
    wide.edges[0] = (1..n as u32).collect();
    for graph in [line(n), wide] {
        for given in [false, true] {
            let mut graph = graph.clone();
            graph.parents = given.then(|| all_parents(&graph));
            let solved = IndexedTablebase::solve(graph.clone(), &Resources::default()).unwrap();
            let table = Tablebase::solve(graph.clone(), &Resources::default()).unwrap();
            assert_eq!(solved.bytes(), 4 * n);
            for node in 0..n as u32 {
                assert_eq!(solved.outcome(&node), table.outcome(&node), "{node}");
            }
        }
    }
    // The line: the last node is lost, and so is the first, 20,000 moves
    // (an even number) before it.
    let solved = IndexedTablebase::solve(line(n), &Resources::default()).unwrap();
    assert_eq!(solved.outcome(&0), Some(Forced::Loss(n as u32 - 1)));
}

/// Rules numbering more positions than the memory holds are refused
/// before anything is explored, from their count; within a limit, the
/// solve keeps to it and its bound is enough.
#[test]
fn an_indexed_game_too_large_is_refused_from_its_count() {
    let mut graph = line(5000);
    graph.parents = Some(all_parents(&graph));
    let free = Resources::default();
    let solved = IndexedTablebase::solve(graph.clone(), &free).unwrap();
    assert_eq!(solved.bytes(), 10_000);
    // The records alone: 2 bytes for each of the 5000 numbers.
    let err = IndexedTablebase::solve(graph.clone(), &free.with_memory_limit(9_999)).unwrap_err();
    assert_eq!(
        (err.what, err.bytes),
        ("the records of the rules' positions", 10_000)
    );
    // The documented bound: 24 bytes a number and 12 a move, and 4 KiB.
    assert_eq!(
        IndexedTablebase::<Graph>::bound(1000, 10),
        24_000 + 120 + 4096
    );
    let bound = IndexedTablebase::<Graph>::bound(5000, 4999);
    assert!(IndexedTablebase::solve(graph.clone(), &free.with_memory_limit(bound)).is_ok());
    graph.parents = None;
    assert!(IndexedTablebase::solve(graph.clone(), &free.with_memory_limit(bound)).is_ok());
    assert!(IndexedTablebase::solve(graph, &free.with_memory_limit(bound / 2)).is_err());

    let err = IndexedTablebase::solve(Counters::huge(), &free).unwrap_err();
    assert_eq!(err.what, "the records of the rules' positions");
}

/// A position of 16,383 moves or more (the 2-byte record's payload holds
/// up to 16,383, its mark of a position met and not expanded) takes
/// 4-byte records even where every distance is short: a star, its centre
/// won in one move, each of its leaves lost.
#[test]
fn a_position_of_as_many_moves_as_the_payload_holds_takes_longer_records() {
    for leaves in [16_382, 16_383, 20_000] {
        let n = leaves + 1;
        let mut edges = vec![Vec::new(); n];
        edges[0] = (1..n as u32).collect();
        let star = Graph {
            start: 0,
            gains: edges.iter().map(|out| vec![0; out.len()]).collect(),
            edges,
            ends: vec![None; n],
            parents: None,
        };
        let two = crate::Workers::new(std::num::NonZeroUsize::MIN.saturating_add(1));
        // Without parents, with them, and with them on two threads.
        for (given, workers) in [(false, None), (true, None), (true, Some(&two))] {
            let mut star = star.clone();
            star.parents = given.then(|| all_parents(&star));
            let resources = match workers {
                Some(workers) => Resources::new(workers),
                None => Resources::default(),
            };
            let solved = IndexedTablebase::solve(star, &resources).unwrap();
            let record = if leaves < 16_383 { 2 } else { 4 };
            assert_eq!(solved.bytes(), record * n, "{leaves} leaves");
            assert_eq!(solved.outcome(&0), Some(Forced::Win(1)), "{leaves} leaves");
            assert_eq!(solved.outcome(&1), Some(Forced::Loss(0)), "{leaves} leaves");
        }
    }
}

/// A pile of counters of one colour (a move takes one or two) whose
/// numbers forget the colour: a position of another colour, numbered as
/// one of this pile's, has no value, nor moves.
#[test]
fn a_position_the_numbers_do_not_give_back_is_foreign() {
    struct Pile;
    impl Rules for Pile {
        type Position = (u32, char);
        type Move = u32;
        fn start(&self) -> (u32, char) {
            (5, 'r')
        }
        fn legal_moves(&self, &(left, _): &(u32, char), moves: &mut Vec<u32>) {
            moves.extend((1..=2).filter(|&take| take <= left));
        }
        fn play(&self, &(left, colour): &(u32, char), take: &u32) -> (u32, char) {
            (left - take, colour)
        }
    }
    impl Loopy for Pile {}
    impl Indexed for Pile {
        fn count(&self) -> usize {
            6
        }
        fn index(&self, &(left, _): &(u32, char)) -> usize {
            left as usize
        }
        fn position(&self, index: usize) -> (u32, char) {
            (index as u32, 'r')
        }
    }
    let solved = IndexedTablebase::solve(Pile, &Resources::default()).unwrap();
    assert_eq!(solved.outcome(&(3, 'r')), Some(Forced::Loss(2)));
    assert_eq!(solved.outcome(&(3, 'b')), None);
    assert!(solved.move_values(&(3, 'b')).is_none());
    assert_eq!(solved.move_values(&(3, 'r')).unwrap().len(), 2);
}

/// The indexed negamax answers as plain negamax and as [`Scores`] on
/// random acyclic graphs: every value, every move's, `None` where the
/// start does not reach; 9 bytes a node held (for 16 nodes at least).
#[test]
fn indexed_scores_match_plain_negamax() {
    let mut rng = SplitMix64::new(39);
    let (mut reached, mut unreached) = (0, 0);
    for round in 0..2000 {
        let n = rng.range_usize(1, 16);
        let graph = random_graph(&mut rng, n, true);
        let solved = IndexedScores::solve(graph.clone(), &Resources::default()).unwrap();
        let hashed = Scores::solve(graph.clone(), &Resources::default()).unwrap();
        let reach = reachable(&graph);
        assert_eq!(solved.len(), hashed.len(), "round {round}");
        assert_eq!(solved.bytes(), 9 * n.max(16), "round {round}");
        for node in 0..n as u32 {
            assert_eq!(
                solved.outcome(&node),
                hashed.outcome(&node),
                "round {round}"
            );
            assert_eq!(
                solved.move_values(&node),
                hashed.move_values(&node),
                "round {round}"
            );
            if !reach[node as usize] {
                assert_eq!(solved.outcome(&node), None, "round {round}");
                unreached += 1;
                continue;
            }
            reached += 1;
            let want = naive_score(&graph, node);
            assert_eq!(
                solved.outcome(&node),
                Some(Score(want)),
                "round {round}: {graph:?}"
            );
        }
        // Past the count: no value, no moves.
        assert_eq!(solved.outcome(&(n as u32)), None);
        assert!(solved.move_values(&(n as u32)).is_none());
    }
    assert!(reached > 5000 && unreached > 1000, "{reached} {unreached}");
}

/// A scoring game numbering more positions than the memory holds is
/// refused before the walk, from its count; within its bound, the solve
/// keeps to it.
#[test]
fn an_indexed_scoring_game_too_large_is_refused_from_its_count() {
    let graph = line(5000);
    let free = Resources::default();
    let solved = IndexedScores::solve(graph.clone(), &free).unwrap();
    assert_eq!(solved.bytes(), 9 * 5000);
    assert_eq!(solved.outcome(&4999), Some(Score(4999 % 3 - 1)));
    // The values alone: 8 bytes for each of the 5000 numbers.
    let err = IndexedScores::solve(graph.clone(), &free.with_memory_limit(39_999)).unwrap_err();
    assert_eq!(
        (err.what, err.bytes),
        ("the values of the rules' positions", 40_000)
    );
    // The documented bound: 73 bytes a number, 32 a move, and 4 KiB.
    assert_eq!(IndexedScores::<Graph>::bound(1000, 10), 73_000 + 320 + 4096);
    let bound = IndexedScores::<Graph>::bound(5000, 4999);
    assert!(IndexedScores::solve(graph.clone(), &free.with_memory_limit(bound)).is_ok());
    // The stack of a game 5000 moves deep does not fit beside the values.
    assert!(IndexedScores::solve(graph, &free.with_memory_limit(9 * 5000 + 4096)).is_err());

    let err = IndexedScores::solve(Counters::huge(), &free).unwrap_err();
    assert_eq!(err.what, "the values of the rules' positions");
    // Within u32's numbers, the count alone is refused by the limit.
    let large = Counters {
        start: 1 << 30,
        count: (1 << 30) + 1,
    };
    let err = IndexedScores::solve(large, &free.with_memory_limit(1 << 30)).unwrap_err();
    assert_eq!(
        (err.what, err.bytes),
        ("the values of the rules' positions", ((1 << 30) + 1) * 8)
    );
}

/// A countdown whose numbers forget whose turn it is: a position with the
/// other side to move, numbered as one of this game's, has no value, nor
/// moves.
#[test]
fn a_scored_position_the_numbers_do_not_give_back_is_foreign() {
    /// Counters taken one at a time, each scoring the number of counters
    /// it leaves plus one; the position holds whether the first side is
    /// to move (on an odd number of counters, from 5).
    struct Countdown;
    impl Rules for Countdown {
        type Position = (u32, bool);
        type Move = ();
        fn start(&self) -> (u32, bool) {
            (5, true)
        }
        fn legal_moves(&self, &(left, _): &(u32, bool), moves: &mut Vec<()>) {
            moves.extend((left > 0).then_some(()));
        }
        fn play(&self, &(left, first): &(u32, bool), _: &()) -> (u32, bool) {
            (left - 1, !first)
        }
    }
    impl Scoring for Countdown {
        fn gain(&self, &(left, _): &(u32, bool), _: &()) -> i64 {
            i64::from(left)
        }
    }
    impl Indexed for Countdown {
        fn count(&self) -> usize {
            6
        }
        fn index(&self, &(left, _): &(u32, bool)) -> usize {
            left as usize
        }
        fn position(&self, index: usize) -> (u32, bool) {
            (index as u32, index % 2 == 1)
        }
    }
    let solved = IndexedScores::solve(Countdown, &Resources::default()).unwrap();
    assert_eq!(solved.len(), 6);
    // 3, then the other takes 2, then 1: 3 - 2 + 1.
    assert_eq!(solved.outcome(&(3, true)), Some(Score(2)));
    assert_eq!(solved.outcome(&(3, false)), None);
    assert!(solved.move_values(&(3, false)).is_none());
    assert_eq!(
        solved.move_values(&(3, true)).unwrap(),
        [MoveValue {
            mv: (),
            value: Score(2)
        }]
    );
}

/// A sum of tokens numbers its parts, the one-token positions, by their
/// node; a position of several tokens gets its first token's number (any
/// number will do: the solver sees it gives back another position).
impl Indexed for Tokens {
    fn count(&self) -> usize {
        self.graph.edges.len()
    }

    fn index(&self, tokens: &Vec<u32>) -> usize {
        tokens.first().map_or(0, |&node| node as usize)
    }

    fn position(&self, index: usize) -> Vec<u32> {
        vec![index as u32]
    }
}

/// The indexed Grundy solver answers as [`Nimbers`] on sums of tokens on
/// random acyclic graphs: the sum's value and its moves', every node's
/// alone (`None` for a node no token reaches), and the parts met; 9 bytes
/// a node held (for 16 nodes at least) where there is a token.
#[test]
fn indexed_nimbers_match_the_hashed_ones() {
    let mut rng = SplitMix64::new(40);
    let (mut met, mut unmet) = (0, 0);
    for round in 0..1500 {
        let game = random_sum(&mut rng);
        let (graph, start, n) = (&game.graph, &game.start, game.graph.edges.len());
        let solved = IndexedNimbers::solve(game.clone(), &Resources::default()).unwrap();
        let hashed = Nimbers::solve(game.clone(), &Resources::default()).unwrap();
        assert_eq!(solved.len(), hashed.len(), "round {round}");
        // Nothing held for a sum of no tokens, which has no part.
        let held = if start.is_empty() { 0 } else { 9 * n.max(16) };
        assert_eq!(solved.bytes(), held, "round {round}");
        assert_eq!(solved.grundy(start), hashed.grundy(start), "round {round}");
        assert_eq!(
            solved.outcome(start),
            hashed.outcome(start),
            "round {round}"
        );
        assert_eq!(
            solved.move_values(start),
            hashed.move_values(start),
            "round {round}"
        );
        for node in 0..n as u32 {
            let alone = vec![node];
            assert_eq!(
                solved.grundy(&alone),
                hashed.grundy(&alone),
                "round {round}"
            );
            match solved.grundy(&alone) {
                Some(value) => {
                    assert_eq!(value, Grundy(naive_grundy(graph, node)), "round {round}");
                    met += 1;
                }
                None => unmet += 1,
            }
        }
        assert_eq!(solved.grundy(&vec![n as u32]), None, "past the count");
    }
    assert!(met > 3000 && unmet > 1000, "{met} {unmet}");
}

/// An impartial game numbering more parts than the memory holds is
/// refused before the walk, from its count.
#[test]
fn an_indexed_impartial_game_too_large_is_refused_from_its_count() {
    let game = Tokens {
        graph: line(5000),
        start: vec![0, 0],
    };
    let free = Resources::default();
    let solved = IndexedNimbers::solve(game.clone(), &free).unwrap();
    assert_eq!(solved.bytes(), 9 * 5000);
    assert_eq!(solved.outcome(&vec![0, 0]), Some(Wdl::Loss));
    let err = IndexedNimbers::solve(game.clone(), &free.with_memory_limit(39_999)).unwrap_err();
    assert_eq!(
        (err.what, err.bytes),
        ("the values of the rules' positions", 40_000)
    );
    assert_eq!(
        IndexedNimbers::<Tokens>::bound(1000, 10),
        73_000 + 320 + 4096
    );
    let bound = IndexedNimbers::<Tokens>::bound(5000, 4999);
    assert!(IndexedNimbers::solve(game, &free.with_memory_limit(bound)).is_ok());
}

/// Up to 3 tokens on a random acyclic graph of up to 12 nodes.
pub(super) fn random_sum(rng: &mut SplitMix64) -> Tokens {
    let n = rng.range_usize(1, 12);
    let graph = random_graph(rng, n, true);
    let k = rng.range_usize(0, 3);
    let mut start: Vec<_> = (0..k).map(|_| rng.range_usize(0, n - 1) as u32).collect();
    start.sort_unstable();
    Tokens { graph, start }
}

/// On two and three threads (a level at a time; the news of a level
/// tallied by each thread, or each record swapped at each move), the same
/// records as on one: large random graphs with cycles and the rules'
/// parents, every node compared (its value, or `None`), and the long line
/// whose distances take 4-byte records.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn indexed_tablebases_on_several_threads_match_one() {
    let pools: Vec<crate::Workers> = [2, 3]
        .map(|n| crate::Workers::new(std::num::NonZeroUsize::new(n).unwrap()))
        .into();
    let mut rng = SplitMix64::new(43);
    let mut kinds = HashMap::new();
    let mut graphs: Vec<Graph> = (0..12)
        .map(|_| {
            let n = rng.range_usize(5_000, 40_000);
            let mut graph = random_graph(&mut rng, n, false);
            graph.parents = Some(all_parents(&graph));
            graph
        })
        .collect();
    let mut long = line(20_000);
    long.parents = Some(all_parents(&long));
    graphs.push(long);
    for (round, graph) in graphs.into_iter().enumerate() {
        let one = IndexedTablebase::solve(graph.clone(), &Resources::default()).unwrap();
        let n = graph.edges.len();
        // Each thread's tally (on two threads, the count being small), or
        // without room for them (the records and the queue, 4 bytes a
        // number, exactly), the records swapped at each move.
        let tight = Resources::new(&pools[0]).with_memory_limit(one.bytes() + 4 * n);
        let ways = [Resources::new(&pools[0]), tight, Resources::new(&pools[1])];
        for resources in &ways {
            let many = IndexedTablebase::solve(graph.clone(), resources).unwrap();
            assert_eq!(
                (many.len(), many.bytes()),
                (one.len(), one.bytes()),
                "round {round}"
            );
            for node in 0..graph.edges.len() as u32 {
                assert_eq!(
                    many.outcome(&node),
                    one.outcome(&node),
                    "round {round}: {node}"
                );
            }
        }
        for node in 0..graph.edges.len() as u32 {
            if let Some(value) = one.outcome(&node) {
                *kinds.entry(value.wdl()).or_insert(0) += 1;
            }
        }
    }
    assert!(
        kinds.len() == 3 && kinds.values().all(|&k| k > 1000),
        "{kinds:?}"
    );
}

/// On several threads, the memory limit holds as on one: the records and
/// the queue (4 bytes a number) are charged before anything is explored.
#[test]
fn an_indexed_game_on_two_threads_keeps_to_the_limit() {
    let two = crate::Workers::new(std::num::NonZeroUsize::MIN.saturating_add(1));
    let mut graph = line(5000);
    graph.parents = Some(all_parents(&graph));
    let resources = Resources::new(&two);
    let solved = IndexedTablebase::solve(graph.clone(), &resources).unwrap();
    assert_eq!(solved.bytes(), 10_000);
    assert_eq!(solved.outcome(&0), Some(Forced::Win(4999)));
    // The records and the queue: 2 and 4 bytes for each of the 5000.
    assert!(IndexedTablebase::solve(graph.clone(), &resources.with_memory_limit(30_000)).is_ok());
    let err = IndexedTablebase::solve(graph, &resources.with_memory_limit(29_999)).unwrap_err();
    assert_eq!(err.what, "the queue of the rules' positions");
    assert_eq!(err.limit, Some(29_999));
}
