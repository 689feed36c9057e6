//! Negamax on the zero-sum score of a [`Scoring`] game: every position
//! reachable from the start, valued once.

use super::acyclic::{self, Expanded, Moves, Walk};
use super::budget::Budget;
use super::index::Index;
use super::{Rules, Scoring, Solution, values_of_moves};
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

    fn expand(
        &mut self,
        position: &R::Position,
        index: &mut Index<R::Position>,
        budget: &mut Budget,
        moves: &mut Moves,
    ) -> Result<(), OutOfMemory> {
        self.moves.clear();
        self.rules.legal_moves(position, &mut self.moves);
        for mv in &self.moves {
            let gain = self.rules.gain(position, mv);
            let next = self.rules.play(position, mv);
            let heap = self.rules.heap_bytes(&next);
            let (id, _) = index.insert(next, heap, budget)?;
            moves.push(&[id], gain, budget)?;
        }
        Ok(())
    }

    fn value(&mut self, position: &R::Position, moves: Expanded<'_>, values: &[i64]) -> i64 {
        let best = moves
            .targets
            .iter()
            .zip(moves.gains)
            .map(|(&t, &gain)| net(gain, values[t as usize]))
            .max();
        best.unwrap_or_else(|| self.rules.end_score(position))
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
