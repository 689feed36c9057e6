//! The indexed solvers with tiers (every number valued tier by tier, on
//! one thread and on several) and the retrograde solver on several
//! threads, against the definitions and against one thread.

use std::ops::Range;

use super::*;

/// A game of the parent module with its numbers reversed (`n - 1 - node`
/// for a node, `n - 1 - first token` for a sum of tokens) and one tier a
/// number: on acyclic graphs, whose edges go to larger nodes, every move
/// leads to a lower tier.
#[derive(Clone, Debug)]
struct Tiered<G>(G);

impl<G: Rules> Rules for Tiered<G> {
    type Position = G::Position;
    type Move = G::Move;
    fn start(&self) -> G::Position {
        self.0.start()
    }
    fn legal_moves(&self, position: &G::Position, moves: &mut Vec<G::Move>) {
        self.0.legal_moves(position, moves)
    }
    fn play(&self, position: &G::Position, mv: &G::Move) -> G::Position {
        self.0.play(position, mv)
    }
}

impl<G: Scoring> Scoring for Tiered<G> {
    fn gain(&self, position: &G::Position, mv: &G::Move) -> i64 {
        self.0.gain(position, mv)
    }
    fn end_score(&self, position: &G::Position) -> i64 {
        self.0.end_score(position)
    }
}

impl<G: Impartial> Impartial for Tiered<G> {
    fn parts(&self, position: &G::Position, parts: &mut Vec<G::Position>) {
        self.0.parts(position, parts)
    }
}

impl<G: Indexed> Indexed for Tiered<G> {
    fn count(&self) -> usize {
        self.0.count()
    }
    fn index(&self, position: &G::Position) -> usize {
        (self.0.count() - 1).wrapping_sub(self.0.index(position))
    }
    fn position(&self, index: usize) -> G::Position {
        self.0.position(self.0.count() - 1 - index)
    }
    fn tiers(&self) -> Option<Vec<usize>> {
        Some((0..=self.0.count()).collect())
    }
}

/// With tiers, the indexed solvers value every number, reached or not,
/// as the definitions do: plain negamax on scored acyclic graphs, and the
/// Grundy value of each node (a token alone) under sums of tokens.
#[test]
fn tiered_solvers_value_every_number_as_the_definitions() {
    let mut rng = SplitMix64::new(41);
    let mut unreached = 0;
    for round in 0..1000 {
        let n = rng.range_usize(1, 16);
        let graph = random_graph(&mut rng, n, true);
        let reach = reachable(&graph);
        let solved = IndexedScores::solve(Tiered(graph.clone()), &Resources::default()).unwrap();
        assert_eq!(solved.len(), n, "round {round}");
        assert_eq!(solved.bytes(), 8 * n, "round {round}");
        for node in 0..n as u32 {
            unreached += usize::from(!reach[node as usize]);
            let want = naive_score(&graph, node);
            assert_eq!(
                solved.outcome(&node),
                Some(Score(want)),
                "round {round}: {graph:?}"
            );
            let values = solved.move_values(&node).unwrap();
            assert_eq!(values.len(), graph.edges[node as usize].len());
        }
        assert_eq!(solved.outcome(&(n as u32)), None, "round {round}");
        let sum = indexed::random_sum(&mut rng);
        let n = sum.graph.edges.len();
        let solved = IndexedNimbers::solve(Tiered(sum.clone()), &Resources::default()).unwrap();
        let hashed = Nimbers::solve(sum.clone(), &Resources::default()).unwrap();
        assert_eq!(
            solved.grundy(&sum.start),
            hashed.grundy(&sum.start),
            "round {round}"
        );
        assert_eq!(
            solved.move_values(&sum.start),
            hashed.move_values(&sum.start)
        );
        for node in 0..n as u32 {
            let want = naive_grundy(&sum.graph, node);
            assert_eq!(
                solved.grundy(&vec![node]),
                Some(Grundy(want)),
                "round {round}"
            );
        }
    }
    assert!(unreached > 1000, "{unreached}");
}

/// Kayles on rows of pins, a position the lengths of its rows and a part
/// one row: a move knocks down one pin or two side by side, leaving the
/// pins on either side as two rows, each shorter (one tier a length: the
/// part `[len]` is number `len`).
#[derive(Clone, Debug)]
struct Rows(usize);

impl Rules for Rows {
    type Position = Vec<usize>;
    /// The row, the pins left of the gap, and how many fall.
    type Move = (usize, usize, usize);
    fn start(&self) -> Vec<usize> {
        vec![self.0]
    }
    fn legal_moves(&self, rows: &Vec<usize>, moves: &mut Vec<(usize, usize, usize)>) {
        for (row, &len) in rows.iter().enumerate() {
            for fall in 1..=len.min(2) {
                moves.extend((0..=len - fall).map(|left| (row, left, fall)));
            }
        }
    }
    fn play(&self, rows: &Vec<usize>, &(row, left, fall): &(usize, usize, usize)) -> Vec<usize> {
        let mut next = rows.clone();
        next[row] = left;
        next.push(rows[row] - left - fall);
        next
    }
}

impl Impartial for Rows {
    fn parts(&self, rows: &Vec<usize>, parts: &mut Vec<Vec<usize>>) {
        parts.extend(rows.iter().filter(|&&len| len > 0).map(|&len| vec![len]));
    }
}

impl Indexed for Rows {
    fn count(&self) -> usize {
        self.0 + 1
    }
    fn index(&self, rows: &Vec<usize>) -> usize {
        match rows[..] {
            [len] => len,
            _ => usize::MAX,
        }
    }
    fn position(&self, index: usize) -> Vec<usize> {
        vec![index]
    }
    fn tiers(&self) -> Option<Vec<usize>> {
        Some((0..=self.count()).collect())
    }
}

/// Tier by tier, Kayles's rows get their Grundy values as the definition
/// gives them (the mex of the XORs of the two rows a move leaves, each
/// row's value computed here from the shorter rows'), and a position of
/// several rows the XOR of theirs; the hashed solver agrees.
#[test]
fn tiered_parts_combine_by_xor() {
    let n = 40;
    let mut grundy: Vec<u32> = Vec::new();
    for len in 0..=n {
        let mut options = Vec::new();
        for fall in 1..=len.min(2) {
            for left in 0..=len - fall {
                options.push(grundy[left] ^ grundy[len - left - fall]);
            }
        }
        grundy.push((0..).find(|g| !options.contains(g)).unwrap());
    }
    // The values past 3 and their XORs overlap in bits (OR is not XOR).
    assert_eq!(&grundy[..8], [0, 1, 2, 3, 1, 4, 3, 2]);
    let solved = IndexedNimbers::solve(Rows(n), &Resources::default()).unwrap();
    let hashed = Nimbers::solve(Rows(n), &Resources::default()).unwrap();
    for (len, &want) in grundy.iter().enumerate() {
        assert_eq!(solved.grundy(&vec![len]), Some(Grundy(want)), "{len}");
    }
    for rows in [vec![1, 1], vec![3, 5], vec![2, 7, 9], vec![n, 4, 6]] {
        let want = rows.iter().fold(0, |sum, &len| sum ^ grundy[len]);
        assert_eq!(solved.grundy(&rows), Some(Grundy(want)), "{rows:?}");
    }
    assert_eq!(solved.grundy(&vec![n]), hashed.grundy(&vec![n]));
    assert_eq!(solved.move_values(&vec![n]), hashed.move_values(&vec![n]));
}

/// Taking either end of a row, each number scoring itself: its stretches
/// numbered by [`Stretches`] (or, `reversed`, from the last number down),
/// with the tiers `tiers` says.
#[derive(Clone, Debug)]
struct Ends {
    row: Vec<i64>,
    tiers: EndsTiers,
    reversed: bool,
}

/// The tiers [`Ends`] gives.
#[derive(Clone, Debug)]
enum EndsTiers {
    /// None: the walk from the start.
    None,
    /// By length, as [`Stretches`] gives them.
    ByLength,
    /// These (wrong ones, for the tests of broken rules).
    Given(Vec<usize>),
}

impl Ends {
    fn new(row: Vec<i64>, tiers: EndsTiers) -> Ends {
        Ends {
            row,
            tiers,
            reversed: false,
        }
    }

    fn stretches(&self) -> Stretches {
        Stretches::new(self.row.len())
    }

    /// A number, reversed or not.
    fn turn(&self, index: usize) -> usize {
        if self.reversed {
            self.stretches().count() - 1 - index
        } else {
            index
        }
    }
}

impl Rules for Ends {
    type Position = (usize, usize);
    type Move = bool;
    fn start(&self) -> (usize, usize) {
        (0, self.row.len())
    }
    fn legal_moves(&self, &(left, right): &(usize, usize), moves: &mut Vec<bool>) {
        if left < right {
            moves.extend([true, false]);
        }
    }
    fn play(&self, &(left, right): &(usize, usize), &first: &bool) -> (usize, usize) {
        if first {
            (left + 1, right)
        } else {
            (left, right - 1)
        }
    }
}

impl Scoring for Ends {
    fn gain(&self, &(left, right): &(usize, usize), &first: &bool) -> i64 {
        self.row[if first { left } else { right - 1 }]
    }
}

impl Indexed for Ends {
    fn count(&self) -> usize {
        self.stretches().count()
    }
    fn index(&self, &(left, right): &(usize, usize)) -> usize {
        self.turn(self.stretches().index(left, right))
    }
    fn position(&self, index: usize) -> (usize, usize) {
        self.stretches().stretch(self.turn(index))
    }
    /// The stretches stepped from the first, where the numbers are theirs.
    fn positions(&self, numbers: Range<usize>) -> impl Iterator<Item = (usize, usize)> {
        let positions: Vec<(usize, usize)> = if self.reversed {
            numbers.map(|index| self.position(index)).collect()
        } else {
            self.stretches().stretches(numbers).collect()
        };
        positions.into_iter()
    }
    fn tiers(&self) -> Option<Vec<usize>> {
        match &self.tiers {
            EndsTiers::None => None,
            EndsTiers::ByLength => Some(self.stretches().tiers()),
            EndsTiers::Given(tiers) => Some(tiers.clone()),
        }
    }
}

/// A row of 2000 numbers (about 2 million stretches, tiers of up to 2001
/// numbers, split between threads): the same value of every stretch on
/// one thread, on two and three in step, on two inside their pool (two
/// boards of a file side by side, the tiers in halves), and the walk's
/// from the start.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn tiers_split_between_threads_give_the_walk_s_values() {
    use std::num::NonZeroUsize;

    use crate::Workers;

    let mut rng = SplitMix64::new(42);
    let row: Vec<i64> = (0..2000).map(|_| rng.range_i64(1, 1_000_000_000)).collect();
    let game = |tiers| Ends::new(row.clone(), tiers);
    let two = Workers::new(NonZeroUsize::new(2).unwrap());
    let three = Workers::new(NonZeroUsize::new(3).unwrap());
    let one = IndexedScores::solve(game(EndsTiers::ByLength), &Resources::default()).unwrap();
    let both = IndexedScores::solve(game(EndsTiers::ByLength), &Resources::new(&two)).unwrap();
    let all = IndexedScores::solve(game(EndsTiers::ByLength), &Resources::new(&three)).unwrap();
    let mut inside = Vec::new();
    two.for_each_ordered(
        &[(), ()],
        |()| IndexedScores::solve(game(EndsTiers::ByLength), &Resources::new(&two)).unwrap(),
        |solved| {
            inside.push(solved);
            Ok::<(), ()>(())
        },
    )
    .unwrap();
    let walk = IndexedScores::solve(game(EndsTiers::None), &Resources::default()).unwrap();
    let stretches = Stretches::new(row.len());
    for index in 0..stretches.count() {
        let (left, right) = stretches.stretch(index);
        let value = one.outcome(&(left, right));
        assert!(value.is_some(), "{left}..{right}");
        assert_eq!(both.outcome(&(left, right)), value, "{left}..{right}");
        assert_eq!(all.outcome(&(left, right)), value, "{left}..{right}");
        for board in &inside {
            assert_eq!(board.outcome(&(left, right)), value, "{left}..{right}");
        }
        // The walk reaches every stretch but the empty one at 0.
        if (left, right) != (0, 0) {
            assert_eq!(walk.outcome(&(left, right)), value, "{left}..{right}");
        }
    }
}

/// Tiers a move climbs are the rules' bug: the solver says where.
#[test]
#[should_panic(expected = "the rules' tiers are broken")]
fn a_move_to_a_tier_not_lower_is_refused() {
    // The numbers reversed: the whole row is 0, in the lowest tier.
    let mut ends = Ends::new(vec![1, 2, 3], EndsTiers::Given(vec![0, 1, 10]));
    ends.reversed = true;
    let _ = IndexedScores::solve(ends, &Resources::default());
}

/// The same on two threads in step: the panic reaches the caller, and
/// the thread that did not panic leaves the barrier.
#[test]
#[should_panic(expected = "the rules' tiers are broken")]
fn a_move_to_a_tier_not_lower_is_refused_on_two_threads() {
    use std::num::NonZeroUsize;

    let two = crate::Workers::new(NonZeroUsize::new(2).unwrap());
    // A row of 8: the stretches by length, but those of lengths 4 and 5
    // (numbers 30..35 and 35..39) in one tier. The first thread's share
    // of it (30..34, length 4) is right, and it waits at the barrier;
    // the second's (34..39) holds stretches of length 5, which move to
    // length 4, in the same tier.
    let tiers = EndsTiers::Given(vec![0, 9, 17, 24, 30, 39, 45]);
    let ends = Ends::new(vec![1, 2, 3, 4, 5, 6, 7, 8], tiers);
    assert_eq!(
        ends.stretches().tiers(),
        [0, 9, 17, 24, 30, 35, 39, 42, 44, 45]
    );
    let _ = IndexedScores::solve(ends, &Resources::new(&two));
}

/// A move to the first number of its own tier, on one thread and on
/// two (where that number's value is being written beside it).
#[test]
fn a_move_to_its_own_tier_s_first_number_is_refused() {
    use std::num::NonZeroUsize;

    let two = crate::Workers::new(NonZeroUsize::new(2).unwrap());
    for workers in [&crate::Workers::current_thread(), &two] {
        // A row of 1: 0..0 is number 0, 1..1 number 1, 0..1 number 2. In
        // the tiers [0], [1, 2], the move from 0..1 to 1..1 stays in its
        // tier, at its first number; the other, to 0..0, goes below.
        let ends = Ends::new(vec![5], EndsTiers::Given(vec![0, 1, 3]));
        let solved = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            IndexedScores::solve(ends, &Resources::new(workers)).map(|_| ())
        }));
        let message = solved.expect_err("broken tiers are refused");
        let message = message.downcast_ref::<String>().map_or("", String::as_str);
        assert!(message.contains("the rules' tiers are broken"), "{message}");
    }
}

/// Tiers that do not go up from 0 to the count are the rules' bug.
#[test]
#[should_panic(expected = "do not go up from 0 to the count")]
fn tiers_short_of_the_count_are_refused() {
    // The tiers by length of a row of 3 stop at 9 of its 10 numbers.
    let ends = Ends::new(vec![1, 2, 3], EndsTiers::Given(vec![0, 4, 7, 9]));
    let _ = IndexedScores::solve(ends, &Resources::default());
}
