//! The generic solvers against naive ones written from the definitions, on
//! thousands of random games: directed graphs with cycles (win, loss,
//! draw and distances, layer by layer), sums of tokens on acyclic graphs
//! (the XOR of Grundy values against plain win or loss of the whole sum),
//! and scored acyclic graphs (negamax without a table).

use std::collections::HashMap;

use super::*;
use crate::SplitMix64;
use crate::game::{Forced, Grundy, Score};

/// A game on a directed graph: a token on a node, a move follows an edge.
/// Nodes may end the game with a result for the side to move.
#[derive(Clone, Debug)]
struct Graph {
    start: u32,
    edges: Vec<Vec<u32>>,
    gains: Vec<Vec<i64>>,
    ends: Vec<Option<Wdl>>,
    /// Whether the rules give parents (with extra ones the start cannot
    /// reach, which the solver must skip).
    parents: Option<Vec<Vec<u32>>>,
}

impl Rules for Graph {
    type Position = u32;
    type Move = usize;

    fn start(&self) -> u32 {
        self.start
    }

    fn legal_moves(&self, node: &u32, moves: &mut Vec<usize>) {
        moves.extend(0..self.edges[*node as usize].len());
    }

    fn play(&self, node: &u32, edge: &usize) -> u32 {
        self.edges[*node as usize][*edge]
    }
}

impl Loopy for Graph {
    fn end(&self, node: &u32) -> Option<Wdl> {
        self.ends[*node as usize]
    }

    fn parents(&self, node: &u32, parents: &mut Vec<u32>) -> bool {
        match &self.parents {
            Some(all) => {
                parents.extend(&all[*node as usize]);
                true
            }
            None => false,
        }
    }
}

impl Scoring for Graph {
    fn gain(&self, node: &u32, edge: &usize) -> i64 {
        self.gains[*node as usize][*edge]
    }

    fn end_score(&self, node: &u32) -> i64 {
        i64::from(*node % 3) - 1
    }
}

/// A random graph of `n` nodes; `acyclic`: edges only to larger nodes.
fn random_graph(rng: &mut SplitMix64, n: usize, acyclic: bool) -> Graph {
    let mut edges = vec![Vec::new(); n];
    let mut gains = vec![Vec::new(); n];
    let mut ends = vec![None; n];
    for node in 0..n {
        let out = rng.range_usize(0, 3);
        for _ in 0..out {
            let lo = if acyclic { node + 1 } else { 0 };
            if lo < n {
                edges[node].push(rng.range_usize(lo, n - 1) as u32);
                gains[node].push(rng.range_i64(-5, 9));
            }
        }
        if !acyclic && rng.chance(1, 8) {
            ends[node] = Some(*rng.pick(&[Wdl::Win, Wdl::Draw, Wdl::Loss]).unwrap());
        }
    }
    Graph {
        start: 0,
        edges,
        gains,
        ends,
        parents: None,
    }
}

/// A random graph of 1 to 14 nodes with cycles, started at a random node,
/// and its number of nodes.
fn random_loopy_graph(rng: &mut SplitMix64) -> (usize, Graph) {
    let n = rng.range_usize(1, 14);
    let mut graph = random_graph(rng, n, false);
    graph.start = rng.range_usize(0, n - 1) as u32;
    (n, graph)
}

/// The parents of every node, once per move, the nodes where the game is
/// over and those the start does not reach included (the solvers skip
/// them).
fn all_parents(graph: &Graph) -> Vec<Vec<u32>> {
    let mut parents = vec![Vec::new(); graph.edges.len()];
    for (node, out) in graph.edges.iter().enumerate() {
        for &c in out {
            parents[c as usize].push(node as u32);
        }
    }
    parents
}

/// The values of a loopy graph by their definition, layer by layer: a
/// node is won at depth `d` if a move leads to one lost at `d - 1`, lost
/// at `d` if every move leads to one won at most at `d - 1` and one at
/// exactly `d - 1`; whatever no layer decides is a draw.
fn naive_forced(graph: &Graph) -> Vec<Forced> {
    let n = graph.edges.len();
    let mut value: Vec<Option<Forced>> = (0..n)
        .map(|node| match graph.ends[node] {
            Some(Wdl::Win) => Some(Forced::Win(0)),
            Some(Wdl::Loss) => Some(Forced::Loss(0)),
            Some(Wdl::Draw) => Some(Forced::Draw),
            None if graph.edges[node].is_empty() => Some(Forced::Loss(0)),
            None => None,
        })
        .collect();
    for d in 1..=(2 * n as u32 + 2) {
        let before = value.clone();
        for node in 0..n {
            if before[node].is_some() {
                continue;
            }
            let children: Vec<Option<Forced>> = graph.edges[node]
                .iter()
                .map(|&c| before[c as usize])
                .collect();
            if children.contains(&Some(Forced::Loss(d - 1))) {
                value[node] = Some(Forced::Win(d));
            } else if children
                .iter()
                .all(|c| matches!(c, Some(Forced::Win(k)) if *k < d))
                && children.contains(&Some(Forced::Win(d - 1)))
            {
                value[node] = Some(Forced::Loss(d));
            }
        }
    }
    value
        .into_iter()
        .map(|v| v.unwrap_or(Forced::Draw))
        .collect()
}

/// The nodes the start reaches.
fn reachable(graph: &Graph) -> Vec<bool> {
    let mut seen = vec![false; graph.edges.len()];
    let mut stack = vec![graph.start];
    while let Some(node) = stack.pop() {
        if std::mem::replace(&mut seen[node as usize], true) {
            continue;
        }
        if graph.ends[node as usize].is_none() {
            stack.extend(&graph.edges[node as usize]);
        }
    }
    seen
}

#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn tablebases_match_the_layered_definition() {
    let mut rng = SplitMix64::new(36);
    let mut seen = HashMap::new();
    let mut checked = 0;
    for round in 0..3000 {
        let (n, mut graph) = random_loopy_graph(&mut rng);
        let want = naive_forced(&graph);
        let reach = reachable(&graph);
        for given in [false, true] {
            if given {
                graph.parents = Some(all_parents(&graph));
            }
            let solved = Tablebase::solve(graph.clone(), &Resources::default()).unwrap();
            assert_eq!(solved.len(), reach.iter().filter(|&&r| r).count());
            for node in 0..n as u32 {
                let got = solved.outcome(&node);
                if !reach[node as usize] {
                    assert_eq!(got, None, "round {round} node {node}: {graph:?}");
                    continue;
                }
                assert_eq!(
                    got,
                    Some(want[node as usize]),
                    "round {round} node {node}: {graph:?}"
                );
                *seen.entry(want[node as usize].wdl()).or_insert(0) += 1;
                checked += 1;
                // A position's value is its best move's, one move earlier.
                let moves = solved.move_values(&node).unwrap();
                if graph.ends[node as usize].is_some() {
                    assert!(moves.is_empty());
                    continue;
                }
                assert_eq!(moves.len(), graph.edges[node as usize].len());
                for mv in &moves {
                    let child = graph.edges[node as usize][mv.mv];
                    assert_eq!(mv.value, want[child as usize].before());
                }
                if let Some(best) = moves
                    .iter()
                    .map(|m| m.value)
                    .reduce(|a, b| if b.compare(&a).is_gt() { b } else { a })
                {
                    assert_eq!(best, want[node as usize], "round {round} node {node}");
                }
            }
        }
    }
    assert!(checked > 10_000, "{checked}");
    assert!(
        seen.len() == 3 && seen.values().all(|&k| k > 1000),
        "{seen:?}"
    );
}

/// Tokens on an acyclic graph: a move moves one token along an edge; who
/// cannot move loses. Each token is a part.
#[derive(Clone, Debug)]
struct Tokens {
    graph: Graph,
    start: Vec<u32>,
}

impl Rules for Tokens {
    type Position = Vec<u32>;
    type Move = (usize, usize);

    fn start(&self) -> Vec<u32> {
        self.start.clone()
    }

    fn legal_moves(&self, tokens: &Vec<u32>, moves: &mut Vec<(usize, usize)>) {
        for (t, &node) in tokens.iter().enumerate() {
            moves.extend((0..self.graph.edges[node as usize].len()).map(|e| (t, e)));
        }
    }

    fn play(&self, tokens: &Vec<u32>, &(t, e): &(usize, usize)) -> Vec<u32> {
        let mut next = tokens.clone();
        next[t] = self.graph.edges[tokens[t] as usize][e];
        next.sort_unstable();
        next
    }

    fn heap_bytes(&self, tokens: &Vec<u32>) -> usize {
        tokens.capacity() * 4
    }
}

impl Impartial for Tokens {
    fn parts(&self, tokens: &Vec<u32>, parts: &mut Vec<Vec<u32>>) {
        parts.extend(tokens.iter().map(|&node| vec![node]));
    }
}

/// Whether the side to move wins a sum of tokens, by plain search of the
/// whole position (no Grundy values).
fn naive_wins(graph: &Graph, tokens: &[u32], memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    if let Some(&known) = memo.get(tokens) {
        return known;
    }
    let mut wins = false;
    for t in 0..tokens.len() {
        for &c in &graph.edges[tokens[t] as usize] {
            let mut next = tokens.to_vec();
            next[t] = c;
            next.sort_unstable();
            if !naive_wins(graph, &next, memo) {
                wins = true;
            }
        }
    }
    memo.insert(tokens.to_vec(), wins);
    wins
}

/// A node's Grundy value by the definition: the least value no move
/// reaches, recursively.
fn naive_grundy(graph: &Graph, node: u32) -> u32 {
    let options: Vec<u32> = graph.edges[node as usize]
        .iter()
        .map(|&c| naive_grundy(graph, c))
        .collect();
    (0..).find(|g| !options.contains(g)).unwrap()
}

#[test]
fn grundy_values_of_sums_match_plain_search() {
    let mut rng = SplitMix64::new(37);
    let (mut wins, mut losses) = (0, 0);
    for round in 0..1500 {
        let game = indexed::random_sum(&mut rng);
        let (graph, start) = (game.graph.clone(), game.start.clone());
        let solved = Nimbers::solve(game, &Resources::default()).unwrap();
        let mut memo = HashMap::new();
        let win = naive_wins(&graph, &start, &mut memo);
        assert_eq!(
            solved.outcome(&start),
            Some(if win { Wdl::Win } else { Wdl::Loss }),
            "round {round}: {start:?} on {graph:?}"
        );
        if win {
            wins += 1
        } else {
            losses += 1
        }
        let want = start
            .iter()
            .fold(0, |sum, &node| sum ^ naive_grundy(&graph, node));
        assert_eq!(solved.grundy(&start), Some(Grundy(want)));
        let values = solved.move_values(&start).unwrap();
        let mut moves = Vec::new();
        solved.rules().legal_moves(&start, &mut moves);
        assert_eq!(values.len(), moves.len());
        for mv in values {
            let next = solved.rules().play(&start, &mv.mv);
            assert_eq!(
                mv.value.wdl().flip() == Wdl::Win,
                naive_wins(&graph, &next, &mut memo)
            );
        }
    }
    assert!(wins > 300 && losses > 300, "{wins} {losses}");
}

/// Nim on one heap: a move takes any number; the Grundy value is the heap.
struct Heap(u32);

impl Rules for Heap {
    type Position = u32;
    type Move = u32;

    fn start(&self) -> u32 {
        self.0
    }

    fn legal_moves(&self, heap: &u32, moves: &mut Vec<u32>) {
        moves.extend(1..=*heap);
    }

    fn play(&self, heap: &u32, take: &u32) -> u32 {
        heap - take
    }
}

impl Impartial for Heap {}

#[test]
fn grundy_values_have_no_cap() {
    let solved = Nimbers::solve(Heap(300), &Resources::default()).unwrap();
    assert_eq!(solved.grundy(&300), Some(Grundy(300)));
    assert_eq!(solved.len(), 301);
    let values = solved.move_values(&40).unwrap();
    assert_eq!(values.len(), 40);
    assert!(values.iter().all(|m| m.value == Grundy(40 - m.mv)));
}

/// Negamax by the definition, without a table.
fn naive_score(graph: &Graph, node: u32) -> i64 {
    let out = &graph.edges[node as usize];
    if out.is_empty() {
        return graph.end_score(&node);
    }
    (0..out.len())
        .map(|e| graph.gains[node as usize][e] - naive_score(graph, out[e]))
        .max()
        .unwrap()
}

#[test]
fn scores_match_plain_negamax() {
    let mut rng = SplitMix64::new(38);
    let mut signs = [0; 3];
    for round in 0..3000 {
        let n = rng.range_usize(1, 16);
        let graph = random_graph(&mut rng, n, true);
        let solved = Scores::solve(graph.clone(), &Resources::default()).unwrap();
        let reach = reachable(&graph);
        for node in 0..n as u32 {
            if !reach[node as usize] {
                assert_eq!(solved.outcome(&node), None);
                continue;
            }
            let want = naive_score(&graph, node);
            assert_eq!(
                solved.outcome(&node),
                Some(Score(want)),
                "round {round}: {graph:?}"
            );
            signs[(want.signum() + 1) as usize] += 1;
            let values = solved.move_values(&node).unwrap();
            assert_eq!(values.len(), graph.edges[node as usize].len());
            for mv in values {
                let child = graph.edges[node as usize][mv.mv];
                let gain = graph.gains[node as usize][mv.mv];
                assert_eq!(mv.value, Score(gain - naive_score(&graph, child)));
            }
        }
    }
    assert!(signs.iter().all(|&k| k > 1000), "{signs:?}");
}

/// A line of `n` nodes, each with a move to the next (a game of `n - 1`
/// moves): deep enough that a recursive walk would overflow the stack.
fn line(n: usize) -> Graph {
    Graph {
        start: 0,
        edges: (0..n)
            .map(|i| {
                if i + 1 < n {
                    vec![i as u32 + 1]
                } else {
                    vec![]
                }
            })
            .collect(),
        gains: (0..n).map(|i| vec![i as i64]).collect(),
        ends: vec![None; n],
        parents: None,
    }
}

#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn a_game_of_a_million_moves_is_walked_without_recursion() {
    let n = 1_000_000;
    let scores = Scores::solve(line(n), &Resources::default()).unwrap();
    // The mover takes i at node i: the first player's gains minus the
    // second's, alternating; the last node, reached after an odd number
    // of moves, ends it with -1 for the second player (999,999 % 3 - 1).
    let want: i64 = (0..n as i64 - 1)
        .map(|i| if i % 2 == 0 { i } else { -i })
        .sum();
    assert_eq!(scores.outcome(&0), Some(Score(want + 1)));
    // The side to move at the last node loses: the first, n - 1 moves
    // before (an odd number), wins.
    let table = Tablebase::solve(line(n), &Resources::default()).unwrap();
    assert_eq!(table.outcome(&0), Some(Forced::Win(n as u32 - 1)));
}

#[test]
#[should_panic(expected = "the score solver needs a game without repetition")]
fn a_repetition_is_refused_by_the_score_solver() {
    let mut cycle = line(3);
    cycle.edges[2] = vec![0];
    let _ = Scores::solve(cycle, &Resources::default());
}

#[test]
#[should_panic(expected = "the Grundy solver needs a game without repetition")]
fn a_repetition_is_refused_by_the_grundy_solver() {
    let mut cycle = line(3);
    cycle.edges[2] = vec![0];
    let tokens = Tokens {
        graph: cycle,
        start: vec![0],
    };
    let _ = Nimbers::solve(tokens, &Resources::default());
}

/// Kayles on a row of up to 14 pins (bit `i` set: pin `i` stands): a move
/// knocks down one pin or two neighbours; who cannot move loses. A move
/// in a run splits it in two: the parts are the runs of standing pins,
/// each moved to the row's start.
struct Kayles(u16);

impl Rules for Kayles {
    type Position = u16;
    type Move = u16;

    fn start(&self) -> u16 {
        self.0
    }

    fn legal_moves(&self, pins: &u16, moves: &mut Vec<u16>) {
        for i in 0..14 {
            let one = 1u16 << i;
            if pins & one != 0 {
                moves.push(one);
            }
            if i < 13 && pins & (one | one << 1) == one | one << 1 {
                moves.push(one | one << 1);
            }
        }
    }

    fn play(&self, pins: &u16, knocked: &u16) -> u16 {
        pins & !knocked
    }
}

impl Impartial for Kayles {
    fn parts(&self, pins: &u16, parts: &mut Vec<u16>) {
        let mut rest = *pins;
        while rest != 0 {
            let run = rest >> rest.trailing_zeros();
            let run = run & !(u16::MAX << run.trailing_ones());
            parts.push(run);
            rest &= !(run << rest.trailing_zeros());
        }
    }
}

/// Whether the side to move wins Kayles on `pins`, by plain search over
/// whole rows (no parts, no Grundy values).
fn kayles_wins(pins: u16, memo: &mut HashMap<u16, bool>) -> bool {
    if let Some(&known) = memo.get(&pins) {
        return known;
    }
    let mut moves = Vec::new();
    Kayles(pins).legal_moves(&pins, &mut moves);
    let wins = moves.iter().any(|&mv| !kayles_wins(pins & !mv, memo));
    memo.insert(pins, wins);
    wins
}

#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn positions_that_split_match_plain_search() {
    // A knock in a run leaves two runs, whose values are XORed: a run of
    // three with its middle pin down is two single pins, 1 ^ 1 = 0.
    let mut memo = HashMap::new();
    let (mut wins, mut losses) = (0, 0);
    for pins in 0..1u16 << 14 {
        let solved = Nimbers::solve(Kayles(pins), &Resources::default()).unwrap();
        let win = kayles_wins(pins, &mut memo);
        assert_eq!(
            solved.outcome(&pins),
            Some(if win { Wdl::Win } else { Wdl::Loss }),
            "{pins:014b}"
        );
        if win {
            wins += 1;
        } else {
            losses += 1;
        }
        // A move's value is the mover's: a loss when the other side wins
        // after it.
        for mv in solved.move_values(&pins).unwrap() {
            let after = pins & !mv.mv;
            assert_eq!(mv.value.wdl() == Wdl::Loss, kayles_wins(after, &mut memo));
        }
    }
    assert!(wins > 1000 && losses > 1000, "{wins} {losses}");
    let three = Nimbers::solve(Kayles(0b111), &Resources::default()).unwrap();
    assert_eq!(three.grundy(&0b111), Some(Grundy(3)));
    assert_eq!(three.grundy(&0b101), Some(Grundy(0)));
}

#[test]
fn every_solver_keeps_within_the_memory_limit() {
    // 5000 nodes, each with moves to the next two: all reachable.
    let mut graph = line(5000);
    for (node, out) in graph.edges.iter_mut().enumerate() {
        if node + 2 < 5000 {
            out.push(node as u32 + 2);
            graph.gains[node].push(-(node as i64));
        }
    }
    let free = Resources::default();
    let table = Tablebase::solve(graph.clone(), &free).unwrap();
    let scores = Scores::solve(graph.clone(), &free).unwrap();
    let tokens = Tokens {
        graph: graph.clone(),
        start: vec![0, 1, 2],
    };
    let nimbers = Nimbers::solve(tokens.clone(), &free).unwrap();
    assert_eq!((table.len(), scores.len()), (5000, 5000));
    assert_eq!(nimbers.len(), 5000);
    for limit in [0, 100, 10_000, table.bytes() / 2] {
        let small = Resources::default().with_memory_limit(limit);
        let err = Tablebase::solve(graph.clone(), &small).unwrap_err();
        assert_eq!(err.limit, Some(limit));
        assert!(err.bytes > limit);
        assert_eq!(
            Scores::solve(graph.clone(), &small).unwrap_err().limit,
            Some(limit)
        );
        assert_eq!(
            Nimbers::solve(tokens.clone(), &small).unwrap_err().limit,
            Some(limit)
        );
    }
    // The bound for 5000 positions and their 9998 moves (for the tokens,
    // each move leaves one part) is more than what is kept, and enough for
    // the solve's peak.
    let (n, m) = (5000, 9998);
    for (bound, kept) in [
        (Tablebase::<Graph>::bound(n, m), table.bytes()),
        (Scores::<Graph>::bound(n, m), scores.bytes()),
        (Nimbers::<Tokens>::bound(n, m) + 5000 * 4, nimbers.bytes()),
    ] {
        assert!(kept < bound, "{kept} {bound}");
        // Each holds at least its positions (4 bytes each) and their
        // values (8 bytes each).
        assert!(kept >= n * 12, "{kept}");
    }
    let at = |bound| Resources::default().with_memory_limit(bound);
    let solved = Tablebase::solve(graph.clone(), &at(Tablebase::<Graph>::bound(n, m))).unwrap();
    assert_eq!(solved.outcome(&0), table.outcome(&0));
    assert!(Scores::solve(graph.clone(), &at(Scores::<Graph>::bound(n, m))).is_ok());
    // The tokens' parts hold 4 bytes each on the heap.
    let tokens_bound = Nimbers::<Tokens>::bound(n, m) + 5000 * 4;
    assert!(Nimbers::solve(tokens, &at(tokens_bound)).is_ok());
    // Half the bound does not do.
    let half = Tablebase::<Graph>::bound(n, m) / 2;
    assert!(Tablebase::solve(graph, &at(half)).is_err());
}

/// Taking 1 or 2 from a row of numbers, left to right; the mover scores
/// what it takes, and the end is worth the default, 0.
struct Row(Vec<i64>);

impl Rules for Row {
    type Position = usize;
    type Move = usize;

    fn start(&self) -> usize {
        0
    }

    fn legal_moves(&self, at: &usize, moves: &mut Vec<usize>) {
        moves.extend((1..=2).filter(|take| at + take <= self.0.len()));
    }

    fn play(&self, at: &usize, take: &usize) -> usize {
        at + take
    }
}

impl Scoring for Row {
    fn gain(&self, at: &usize, take: &usize) -> i64 {
        self.0[*at..at + take].iter().sum()
    }
}

#[test]
fn the_defaults_of_the_kinds_hold() {
    // Scoring: the end scores 0 for the side to move. Row [5, -3, 4], by
    // hand from the end: at 2, take 4 (4); at 1, take -3 and 4 (1, better
    // than -3 - 4); at 0, take 5 (5 - 1 = 4, better than 2 - 4).
    let solved = Scores::solve(Row(vec![5, -3, 4]), &Resources::default()).unwrap();
    assert_eq!(solved.outcome(&3), Some(Score(0)));
    assert_eq!(solved.outcome(&0), Some(Score(4)));
    assert!(!solved.is_empty());
    // Loopy: no end but no move; the toy game uses them all.
    let heap = crate::game::toy::Heap { heap: 3, take: 2 };
    let table = Tablebase::solve(heap, &Resources::default()).unwrap();
    assert!(!table.is_empty());
    assert_eq!(heap.heap_bytes(&heap.start()), 0);
    assert_eq!(heap.end(&heap.start()), None);
    assert!(!heap.parents(&heap.start(), &mut Vec::new()));
    let nimbers = Nimbers::solve(Heap(3), &Resources::default()).unwrap();
    assert!(!nimbers.is_empty());
}

#[test]
fn admit_refuses_past_the_machine_without_a_limit() {
    let total = super::budget::machine_memory().unwrap();
    let free = Resources::default();
    assert!(admit(&free, "t", total).is_ok());
    assert_eq!(
        admit(&free, "t", total + 1).unwrap_err(),
        OutOfMemory::new("t", total + 1)
    );
    // A limit set is the limit, whatever the machine.
    let limited = Resources::default().with_memory_limit(total * 2);
    assert!(admit(&limited, "t", total + 1).is_ok());
    assert_eq!(
        admit(&limited, "t", total * 2 + 1).unwrap_err(),
        OutOfMemory::over_limit("t", total * 2 + 1, total * 2)
    );
}

mod apart;
mod indexed;
mod kernel;
mod tiers;
