//! Negamax on the zero-sum score of a [`Scoring`] game: every position
//! reachable from the start, valued once, numbered as met ([`Scores`]) or
//! by the rules' own numbers ([`IndexedScores`]).

use super::acyclic::{self, DenseValues, Expanded, Moves, Numbering, Walk};
use super::budget::Budget;
use super::index::Index;
use super::{Indexed, Rules, Scoring, Solution, values_of_moves};
use crate::game::{MoveValue, Score};
use crate::{OutOfMemory, Resources};

/// The value of every position of a [`Scoring`] game reachable from its
/// start, for the side to move: its score minus the other side's over the
/// moves still to come, both playing optimally (see the module [`rules`]).
///
/// [`rules`]: crate::rules
#[derive(Clone, Debug)]
pub struct Scores<R: Rules> {
    rules: R,
    index: Index<R::Position>,
    values: Vec<i64>,
    bytes: usize,
}

/// `gain - rest`, which the rules promise fits.
fn net(gain: i64, rest: i64) -> i64 {
    match gain.checked_sub(rest) {
        Some(net) => net,
        None => unreachable!("the rules' scores pass i64: {gain} - {rest}"),
    }
}

/// The walk's view of the rules: a position's moves each leave one
/// position and score; its value is the best score minus what follows.
struct Walker<'r, R: Scoring> {
    rules: &'r R,
    moves: Vec<R::Move>,
}

impl<R: Scoring> acyclic::Game for Walker<'_, R> {
    type Position = R::Position;

    fn expand<N: Numbering<Position = R::Position>>(
        &mut self,
        position: &R::Position,
        numbers: &mut N,
        budget: &mut Budget,
        moves: &mut Moves,
    ) -> Result<(), OutOfMemory> {
        self.moves.clear();
        self.rules.legal_moves(position, &mut self.moves);
        for mv in &self.moves {
            let gain = self.rules.gain(position, mv);
            let next = self.rules.play(position, mv);
            let heap = self.rules.heap_bytes(&next);
            let id = numbers.number(next, heap, budget)?;
            moves.push(&[id], gain, budget)?;
        }
        Ok(())
    }

    fn end(&mut self, position: &R::Position) -> i64 {
        self.rules.end_score(position)
    }

    fn value(&mut self, moves: Expanded<'_>, values: &[i64]) -> i64 {
        let best = moves
            .targets
            .iter()
            .zip(moves.gains)
            .map(|(&t, &gain)| net(gain, values[t as usize]))
            .max();
        match best {
            Some(best) => best,
            None => unreachable!("a position the walk values from its moves has one"),
        }
    }

    fn value_below(
        &mut self,
        position: &R::Position,
        number: impl Fn(&R::Position) -> usize,
        below: impl Fn(usize) -> Option<i64>,
    ) -> Result<i64, usize> {
        self.moves.clear();
        self.rules.legal_moves(position, &mut self.moves);
        let mut best = None;
        for mv in &self.moves {
            let gain = self.rules.gain(position, mv);
            let id = number(&self.rules.play(position, mv));
            let rest = below(id).ok_or(id)?;
            best = best.max(Some(net(gain, rest)));
        }
        Ok(best.unwrap_or_else(|| self.rules.end_score(position)))
    }

    fn name(&self) -> &'static str {
        "score"
    }
}

impl<R: Scoring> Solution for Scores<R> {
    type Rules = R;
    type Outcome = Score;
    type Value = Score;

    fn solve(rules: R, resources: &Resources<'_>) -> Result<Scores<R>, OutOfMemory> {
        let mut budget = Budget::of(resources);
        let mut index = Index::new();
        let mut walk = Walk::default();
        let mut walker = Walker {
            rules: &rules,
            moves: Vec::new(),
        };
        let start = rules.start();
        let heap = rules.heap_bytes(&start);
        let (root, _) = index.insert(start, heap, &mut budget)?;
        walk.value(&mut walker, root, &mut index, &mut budget)?;
        let values = walk.finish(&mut budget);
        let bytes = budget.held();
        Ok(Scores {
            rules,
            index,
            values,
            bytes,
        })
    }

    /// Per position, besides the index: 18 bytes of values and states, 64
    /// of the stack's frames (a vector holding up to twice its length);
    /// per move, 32 bytes of the stacks of moves.
    fn bound(positions: usize, moves: usize) -> usize {
        super::bound_of::<R::Position>(positions, moves, 88, 32)
    }

    fn rules(&self) -> &R {
        &self.rules
    }

    fn len(&self) -> usize {
        self.index.len()
    }

    fn bytes(&self) -> usize {
        self.bytes
    }

    fn outcome(&self, position: &R::Position) -> Option<Score> {
        let id = self.index.get(position)?;
        Some(Score(self.values[id as usize]))
    }

    fn move_values(&self, position: &R::Position) -> Option<Vec<MoveValue<R::Move, Score>>> {
        self.index.get(position)?;
        values_of_moves(&self.rules, position, |mv, next| {
            let rest = self.outcome(next)?;
            Some(Score(net(self.rules.gain(position, mv), rest.0)))
        })
    }
}

/// [`Scores`] for rules that number their positions ([`Indexed`]): the
/// same values, in plain vectors indexed by the rules' numbers, with no
/// position held and no hash table: 9 bytes a number (an `i64` value and a
/// byte saying whether the start reaches it), all charged to the memory
/// limit before the walk starts, so that a count too large is refused at
/// once. While solving, the walk's stacks hold what [`Scores`]' do.
///
/// ```
/// use common_io::Resources;
/// use common_io::game::Score;
/// use common_io::rules::{Indexed, IndexedScores, Rules, Scoring, Solution};
///
/// /// A row of numbers; a move takes the first or the last; it scores the
/// /// number taken. A position is the stretch left, `(left, right)`.
/// struct Row(Vec<i64>);
/// impl Rules for Row {
///     type Position = (usize, usize);
///     type Move = usize;
///     fn start(&self) -> (usize, usize) {
///         (0, self.0.len())
///     }
///     fn legal_moves(&self, &(l, r): &(usize, usize), moves: &mut Vec<usize>) {
///         if l < r {
///             moves.extend([l, r - 1]);
///         }
///     }
///     fn play(&self, &(l, r): &(usize, usize), &taken: &usize) -> (usize, usize) {
///         if taken == l { (l + 1, r) } else { (l, r - 1) }
///     }
/// }
/// impl Scoring for Row {
///     fn gain(&self, _: &(usize, usize), &taken: &usize) -> i64 {
///         self.0[taken]
///     }
/// }
/// impl Indexed for Row {
///     fn count(&self) -> usize {
///         (self.0.len() + 1).pow(2)
///     }
///     fn index(&self, &(l, r): &(usize, usize)) -> usize {
///         l * (self.0.len() + 1) + r
///     }
///     fn position(&self, index: usize) -> (usize, usize) {
///         (index / (self.0.len() + 1), index % (self.0.len() + 1))
///     }
/// }
///
/// let solved = IndexedScores::solve(Row(vec![10, 80, 90, 30]), &Resources::default())?;
/// assert_eq!(solved.outcome(&(0, 4)), Some(Score(10)));
/// assert_eq!(solved.outcome(&(2, 1)), None); // no stretch: the start never reaches it
/// assert_eq!(solved.bytes(), 25 * 9); // 25 numbers, 9 bytes each
/// # Ok::<(), common_io::OutOfMemory>(())
/// ```
#[derive(Clone, Debug)]
pub struct IndexedScores<R: Rules> {
    rules: R,
    values: DenseValues,
}

impl<R: Scoring + Indexed> Solution for IndexedScores<R> {
    type Rules = R;
    type Outcome = Score;
    type Value = Score;

    fn solve(rules: R, resources: &Resources<'_>) -> Result<IndexedScores<R>, OutOfMemory> {
        let walker = || Walker {
            rules: &rules,
            moves: Vec::new(),
        };
        let values = DenseValues::solve(&rules, walker, vec![rules.start()], resources)?;
        Ok(IndexedScores { rules, values })
    }

    /// Per number, 9 bytes of values and states; per position on the
    /// stack, 64 bytes of its frames (a vector holding up to twice its
    /// length); per move, 32 bytes of the stacks of moves (`positions` is
    /// the rules' count: every number has its value and state).
    fn bound(positions: usize, moves: usize) -> usize {
        DenseValues::bound(positions, moves)
    }

    fn rules(&self) -> &R {
        &self.rules
    }

    /// The positions the start reaches.
    fn len(&self) -> usize {
        self.values.met
    }

    fn bytes(&self) -> usize {
        self.values.bytes
    }

    /// `None` for a position the start does not reach, and for one whose
    /// number gives back another position (a position of other rules).
    fn outcome(&self, position: &R::Position) -> Option<Score> {
        self.values.get(&self.rules, position).map(Score)
    }

    fn move_values(&self, position: &R::Position) -> Option<Vec<MoveValue<R::Move, Score>>> {
        self.outcome(position)?;
        values_of_moves(&self.rules, position, |mv, next| {
            let rest = self.outcome(next)?;
            Some(Score(net(self.rules.gain(position, mv), rest.0)))
        })
    }
}
