//! A kernel beside the generic solver ([`Solved`]): the resources' solver
//! picks one, and each answers for itself; and the moves' values a kernel
//! derives from its positions' values ([`scored_move_values`],
//! [`grundy_move_values`]).

use std::collections::HashMap;

use super::*;
use crate::Solver;

/// The deque game: a row of numbers, a move takes the first or the last
/// of the stretch `(left, right)` still there and scores it.
struct Row(Vec<i64>);

impl Rules for Row {
    type Position = (usize, usize);
    type Move = usize;

    fn start(&self) -> (usize, usize) {
        (0, self.0.len())
    }

    fn legal_moves(&self, &(left, right): &(usize, usize), moves: &mut Vec<usize>) {
        if left < right {
            moves.push(left);
            if right - 1 != left {
                moves.push(right - 1);
            }
        }
    }

    fn play(&self, &(left, right): &(usize, usize), &taken: &usize) -> (usize, usize) {
        if taken == left {
            (left + 1, right)
        } else {
            (left, right - 1)
        }
    }
}

impl Scoring for Row {
    fn gain(&self, _: &(usize, usize), &taken: &usize) -> i64 {
        self.0[taken]
    }
}

/// A kernel of its own: the interval DP over every stretch, shortest
/// first, in a map.
struct Interval {
    row: Row,
    values: HashMap<(usize, usize), i64>,
}

/// The kernel's bound, far above the generic solver's for small games.
const KERNEL_BOUND: usize = 1 << 40;

impl Solution for Interval {
    type Rules = Row;
    type Outcome = Score;
    type Value = Score;

    fn solve(row: Row, _: &Resources<'_>) -> Result<Interval, OutOfMemory> {
        let n = row.0.len();
        let mut values: HashMap<(usize, usize), i64> = HashMap::new();
        for len in 0..=n {
            for left in 0..=n - len {
                let right = left + len;
                let value = if len == 0 {
                    0
                } else {
                    (row.0[left] - values[&(left + 1, right)])
                        .max(row.0[right - 1] - values[&(left, right - 1)])
                };
                values.insert((left, right), value);
            }
        }
        Ok(Interval { row, values })
    }

    fn bound(_: usize, _: usize) -> usize {
        KERNEL_BOUND
    }

    fn rules(&self) -> &Row {
        &self.row
    }

    fn len(&self) -> usize {
        self.values.len()
    }

    fn bytes(&self) -> usize {
        self.values.len() * 24 + 1
    }

    fn outcome(&self, position: &(usize, usize)) -> Option<Score> {
        self.values.get(position).map(|&v| Score(v))
    }

    fn move_values(&self, position: &(usize, usize)) -> Option<Vec<MoveValue<usize, Score>>> {
        scored_move_values(&self.row, position, |next| self.outcome(next))
    }
}

type Either = Solved<Interval, Scores<Row>>;

#[test]
fn the_resources_pick_the_solver_and_each_answers_for_itself() {
    let mut rng = SplitMix64::new(5);
    let kernel_solver = Resources::default();
    let rules_solver = Resources::default().with_solver(Solver::Rules);
    for _ in 0..200 {
        let n = rng.range_usize(0, 8);
        let row = || Row((0..n).map(|k| (k as i64 * 37 + 11) % 23 - 9).collect());
        let (Solved::Kernel(kernel), Solved::Rules(generic)) = (
            Either::solve(row(), &kernel_solver).unwrap(),
            Either::solve(row(), &rules_solver).unwrap(),
        ) else {
            panic!("the resources' solver was not the one used");
        };
        let kernel: Either = Solved::Kernel(kernel);
        let generic: Either = Solved::Rules(generic);
        // Each answers with its own table.
        assert_eq!(kernel.len(), (n + 1) * (n + 2) / 2);
        assert_eq!(kernel.bytes(), kernel.len() * 24 + 1);
        let Solved::Rules(scores) = &generic else {
            unreachable!()
        };
        assert_eq!(generic.len(), scores.len());
        assert_eq!(generic.bytes(), scores.bytes());
        assert_eq!(kernel.rules().0, generic.rules().0);
        // The same values and moves wherever the generic solver has one.
        let mut compared = 0;
        for left in 0..=n {
            for right in left..=n {
                let Some(value) = generic.outcome(&(left, right)) else {
                    continue;
                };
                assert_eq!(kernel.outcome(&(left, right)), Some(value));
                // Each answers with its solver's moves, there to compare.
                let moves = generic.move_values(&(left, right));
                assert_eq!(moves, scores.move_values(&(left, right)));
                assert_eq!(moves.as_ref().map(Vec::len), Some((right - left).min(2)));
                assert_eq!(kernel.move_values(&(left, right)), moves);
                compared += 1;
            }
        }
        assert!(compared >= n * (n + 1) / 2, "{compared}");
        // A position of no row: no value, and its moves are not looked for.
        for solved in [&kernel, &generic] {
            assert_eq!(solved.outcome(&(n + 2, n + 1)), None);
            assert_eq!(solved.move_values(&(n + 2, n + 1)), None);
        }
    }
}

#[test]
fn a_kernel_s_moves_score_what_they_take_minus_what_they_leave() {
    let row = Row(vec![10, 80, 90, 30]);
    let kernel = Interval::solve(row, &Resources::default()).unwrap();
    // Taking 10 leaves 80 90 30, worth 20 to the other side; taking 30
    // leaves 10 80 90, worth 20 too.
    assert_eq!(
        kernel.move_values(&(0, 4)).unwrap(),
        [
            MoveValue {
                mv: 0,
                value: Score(-10)
            },
            MoveValue {
                mv: 3,
                value: Score(10)
            },
        ]
    );
    assert_eq!(kernel.outcome(&(0, 4)), Some(Score(10)));
}

#[test]
fn the_bound_is_the_larger_of_the_two() {
    let generic = Scores::<Row>::bound(10, 20);
    assert!(generic < KERNEL_BOUND);
    assert_eq!(Either::bound(10, 20), KERNEL_BOUND);
    assert_eq!(Solved::<Scores<Row>, Interval>::bound(10, 20), KERNEL_BOUND);
}

/// A heap; a move takes 1, 3 or 4 counters (the subtraction game
/// S(1, 3, 4)); who cannot move loses.
struct Heap(u32);

impl Rules for Heap {
    type Position = u32;
    type Move = u32;

    fn start(&self) -> u32 {
        self.0
    }

    fn legal_moves(&self, &heap: &u32, moves: &mut Vec<u32>) {
        moves.extend([1, 3, 4].into_iter().filter(|&take| take <= heap));
    }

    fn play(&self, &heap: &u32, &take: &u32) -> u32 {
        heap - take
    }
}

impl Impartial for Heap {}

/// A kernel's Grundy values give each move the value of the position it
/// leaves, as the generic solver's moves have; `None` where the kernel has
/// no value for the position, or for one a move leaves.
#[test]
fn grundy_move_values_are_the_generic_solvers() {
    // S(1, 3, 4)'s values repeat with period 7: 0 1 0 1 2 3 2.
    let period = |heap: u32| Grundy([0, 1, 0, 1, 2, 3, 2][heap as usize % 7]);
    let kernel = |heap: &u32| (*heap <= 30).then(|| period(*heap));
    let solved = Nimbers::solve(Heap(30), &Resources::default()).unwrap();
    for heap in 0..=30 {
        assert_eq!(solved.grundy(&heap), kernel(&heap), "{heap}");
        let moves = grundy_move_values(&Heap(30), &heap, kernel);
        assert_eq!(moves, solved.move_values(&heap), "{heap}");
    }
    assert_eq!(grundy_move_values(&Heap(30), &31, kernel), None);
    // A heap of 5 leaves 1, whose value this one does not know.
    let above_one = |heap: &u32| (*heap >= 2).then(|| period(*heap));
    assert_eq!(grundy_move_values(&Heap(30), &5, above_one), None);
    assert!(grundy_move_values(&Heap(30), &7, above_one).is_some());
}
