//! The walk the solvers of games without repetition share ([`Nimbers`]
//! and [`Scores`]): a depth-first search from the start that values a
//! position once all the positions its moves lead to are valued, with its
//! own stack (a game of thousands of moves is thousands of frames deep).
//!
//! A position's moves are expanded once, when it is first met, onto three
//! stacks shared by every frame (the numbers of the positions each move
//! leaves, how many there are per move, and what each move scores), so
//! that the walk allocates nothing per position and everything it holds
//! is charged to the budget.
//!
//! The positions are numbered by a [`Numbering`]: as met (the hash
//! [`Index`], when the rules give no numbers) or by the rules' own formula
//! ([`Dense`], for [`Indexed`] rules), which holds no position and no hash
//! table, and whose tables cover the rules' count from the start.
//!
//! [`Nimbers`]: super::Nimbers
//! [`Scores`]: super::Scores

use std::borrow::Cow;
use std::sync::atomic::{AtomicI64, Ordering};

use super::budget::Budget;
use super::index::Index;
use super::{Indexed, Rules};
use crate::OutOfMemory;

mod tiers;

/// How the walk numbers the positions it meets.
pub(crate) trait Numbering {
    /// A position.
    type Position: Clone + std::fmt::Debug;

    /// The number of `position`, which holds `heap` bytes on the heap,
    /// numbering it if it is new.
    fn number(
        &mut self,
        position: Self::Position,
        heap: usize,
        budget: &mut Budget,
    ) -> Result<u32, OutOfMemory>;

    /// The position numbered `id`, one [`Numbering::number`] gave.
    fn position(&self, id: u32) -> Cow<'_, Self::Position>;

    /// How many numbers the walk's tables need: every number given so far
    /// is below it.
    fn len(&self) -> usize;
}

impl<P: Clone + Eq + std::hash::Hash + std::fmt::Debug> Numbering for Index<P> {
    type Position = P;

    fn number(
        &mut self,
        position: P,
        heap: usize,
        budget: &mut Budget,
    ) -> Result<u32, OutOfMemory> {
        Ok(self.insert(position, heap, budget)?.0)
    }

    fn position(&self, id: u32) -> Cow<'_, P> {
        Cow::Borrowed(Index::position(self, id))
    }

    fn len(&self) -> usize {
        Index::len(self)
    }
}

/// The rules' own numbers ([`Indexed`]): a position's number is its
/// [`Indexed::index`], and the tables cover [`Indexed::count`] numbers
/// from the start (a count past `u32` is refused before the walk, by the
/// solver).
pub(crate) struct Dense<'r, R> {
    rules: &'r R,
    /// The rules' count, asked once.
    count: usize,
}

impl<'r, R: Indexed> Dense<'r, R> {
    /// The numbers of `rules`.
    pub(crate) fn new(rules: &'r R) -> Dense<'r, R> {
        Dense {
            rules,
            count: rules.count(),
        }
    }
}

impl<R: Indexed> Numbering for Dense<'_, R> {
    type Position = <R as Rules>::Position;

    fn number(
        &mut self,
        position: R::Position,
        _: usize,
        _: &mut Budget,
    ) -> Result<u32, OutOfMemory> {
        let index = self.rules.index(&position);
        match u32::try_from(index) {
            Ok(id) if index < self.count => Ok(id),
            _ => unreachable!(
                "the rules number {position:?} {index}, past their count {}",
                self.count
            ),
        }
    }

    fn position(&self, id: u32) -> Cow<'_, R::Position> {
        Cow::Owned(self.rules.position(id as usize))
    }

    fn len(&self) -> usize {
        self.count
    }
}

/// What the stacks of the walk are charged as.
const STACK: &str = "the search stack of the rules";
/// What the values are charged as.
pub(super) const VALUES: &str = "the values of the rules' positions";

/// Where a position stands in the walk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub(crate) enum State {
    /// Met, not yet expanded.
    New,
    /// On the stack: its value waits for those of its moves.
    Active,
    /// Valued.
    Done,
}

/// The moves of the positions on the stack, expanded: per move, how many
/// positions it leaves (`counts`), their numbers (`targets`) and what it
/// scores (`gains`).
#[derive(Debug, Default)]
pub(crate) struct Moves {
    pub(crate) counts: Vec<u32>,
    pub(crate) targets: Vec<u32>,
    pub(crate) gains: Vec<i64>,
}

impl Moves {
    /// Pushes a move leaving the positions `targets`, scoring `gain`.
    #[inline]
    pub(crate) fn push(
        &mut self,
        targets: &[u32],
        gain: i64,
        budget: &mut Budget,
    ) -> Result<(), OutOfMemory> {
        let count = u32::try_from(targets.len()).unwrap_or(u32::MAX);
        budget.push(&mut self.counts, count, STACK)?;
        budget.push(&mut self.gains, gain, STACK)?;
        budget.reserve(&mut self.targets, targets.len(), STACK)?;
        self.targets.extend_from_slice(targets);
        Ok(())
    }
}

/// One position's moves, as [`Game::value`] reads them.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Expanded<'a> {
    /// Per move, how many positions it leaves.
    pub(crate) counts: &'a [u32],
    /// Their numbers, move after move.
    pub(crate) targets: &'a [u32],
    /// Per move, what it scores for the side making it.
    pub(crate) gains: &'a [i64],
}

/// A kind of game, as the walk sees it.
pub(crate) trait Game {
    /// A position.
    type Position: Clone + Eq + std::hash::Hash + std::fmt::Debug;

    /// Pushes the moves of `position` onto `moves` (numbering the
    /// positions they leave by `numbers`).
    fn expand<N: Numbering<Position = Self::Position>>(
        &mut self,
        position: &Self::Position,
        numbers: &mut N,
        budget: &mut Budget,
        moves: &mut Moves,
    ) -> Result<(), OutOfMemory>;

    /// The value of `position`, which has no move (the end).
    fn end(&mut self, position: &Self::Position) -> i64;

    /// The value of a position from its moves (one at least) and
    /// `values`, which holds the value of every position they leave.
    fn value(&mut self, moves: Expanded<'_>, values: &[i64]) -> i64;

    /// The value of `position` (its end's, if it has no move) from
    /// `below`, the value of each number below its tier (`None` for any
    /// other), the positions its moves leave numbered by `number`: the
    /// walk by tiers' inner loop, with no stack of moves. `Err` with the
    /// first number a move leaves that is not below.
    fn value_below(
        &mut self,
        position: &Self::Position,
        number: impl Fn(&Self::Position) -> usize,
        below: impl Fn(usize) -> Option<i64>,
    ) -> Result<i64, usize>;

    /// What the game is called, for the message of a repetition.
    fn name(&self) -> &'static str;
}

/// A frame of the stack: a position whose value waits.
#[derive(Clone, Copy, Debug)]
struct Frame {
    id: u32,
    /// Where its moves start on the stacks.
    counts: usize,
    targets: usize,
    /// The next of its targets to look at.
    next: usize,
}

/// The walk's tables: a value and a state per number.
#[derive(Debug, Default)]
pub(crate) struct Walk {
    pub(crate) values: Vec<i64>,
    pub(crate) states: Vec<State>,
    moves: Moves,
    stack: Vec<Frame>,
}

impl Walk {
    /// Gives every number of `numbers` a value and a state.
    fn cover<N: Numbering>(&mut self, numbers: &N, budget: &mut Budget) -> Result<(), OutOfMemory> {
        let more = numbers.len() - self.values.len();
        budget.reserve(&mut self.values, more, VALUES)?;
        budget.reserve(&mut self.states, more, VALUES)?;
        self.values.resize(numbers.len(), 0);
        self.states.resize(numbers.len(), State::New);
        Ok(())
    }

    /// Expands position `id` onto the stack, or values it at once where it
    /// has no move.
    fn enter<G: Game, N: Numbering<Position = G::Position>>(
        &mut self,
        game: &mut G,
        id: u32,
        numbers: &mut N,
        budget: &mut Budget,
    ) -> Result<(), OutOfMemory> {
        let frame = Frame {
            id,
            counts: self.moves.counts.len(),
            targets: self.moves.targets.len(),
            next: self.moves.targets.len(),
        };
        let position = numbers.position(id).into_owned();
        game.expand(&position, numbers, budget, &mut self.moves)?;
        if self.moves.counts.len() == frame.counts {
            self.values[id as usize] = game.end(&position);
            self.states[id as usize] = State::Done;
            return Ok(());
        }
        self.cover(numbers, budget)?;
        self.states[id as usize] = State::Active;
        budget.push(&mut self.stack, frame, STACK)
    }

    /// Values position `root` and every position it leads to that has no
    /// value yet.
    ///
    /// # Panics
    ///
    /// If a position repeats: a move leads back to a position on the
    /// stack.
    pub(crate) fn value<G: Game, N: Numbering<Position = G::Position>>(
        &mut self,
        game: &mut G,
        root: u32,
        numbers: &mut N,
        budget: &mut Budget,
    ) -> Result<(), OutOfMemory> {
        self.cover(numbers, budget)?;
        if self.states[root as usize] == State::Done {
            return Ok(());
        }
        self.enter(game, root, numbers, budget)?;
        while let Some(frame) = self.stack.last_mut() {
            let mut waiting = None;
            while frame.next < self.moves.targets.len() {
                let target = self.moves.targets[frame.next];
                match self.states[target as usize] {
                    State::Done => frame.next += 1,
                    State::New => {
                        waiting = Some(target);
                        break;
                    }
                    State::Active => {
                        let name = game.name();
                        let position = numbers.position(target);
                        // The rules broke the promise of their kind.
                        unreachable!(
                            "the rules repeat the position {position:?}: the {name} solver \
                             needs a game without repetition"
                        );
                    }
                }
            }
            if let Some(target) = waiting {
                self.enter(game, target, numbers, budget)?;
                continue;
            }
            let frame = *frame;
            let expanded = Expanded {
                counts: &self.moves.counts[frame.counts..],
                targets: &self.moves.targets[frame.targets..],
                gains: &self.moves.gains[frame.counts..],
            };
            let value = game.value(expanded, &self.values);
            self.values[frame.id as usize] = value;
            self.states[frame.id as usize] = State::Done;
            self.moves.counts.truncate(frame.counts);
            self.moves.gains.truncate(frame.counts);
            self.moves.targets.truncate(frame.targets);
            self.stack.pop();
        }
        Ok(())
    }

    /// Frees the stacks and the states once every value is known, keeping
    /// the values.
    pub(crate) fn finish(self, budget: &mut Budget) -> Vec<i64> {
        let (values, states) = self.finish_keeping_states(budget);
        budget.free(states);
        values
    }

    /// Frees the stacks once every value is known, keeping the values and
    /// the states: [`State::Done`] for every number the walk valued, and
    /// [`State::New`] for the others (a number no position reached).
    pub(crate) fn finish_keeping_states(self, budget: &mut Budget) -> (Vec<i64>, Vec<State>) {
        let Walk {
            values,
            states,
            moves,
            stack,
        } = self;
        budget.free(moves.counts);
        budget.free(moves.targets);
        budget.free(moves.gains);
        budget.free(stack);
        (values, states)
    }
}

/// The values of a walk over the rules' own numbers ([`Dense`]): a value
/// and a state a number, [`State::Done`] for every number met; or, where
/// the rules give tiers, a value for every number (no states).
#[derive(Clone, Debug)]
pub(crate) struct DenseValues {
    values: Values,
    /// Empty when every number has its value (tiers).
    states: Vec<State>,
    /// How many numbers were met.
    pub(crate) met: usize,
    /// The bytes held.
    pub(crate) bytes: usize,
}

/// The values of a walk over the rules' numbers: as one thread wrote
/// them, or as the threads of a walk by tiers in step did.
#[derive(Debug)]
enum Values {
    Plain(Vec<i64>),
    Shared(Vec<AtomicI64>),
}

impl Values {
    fn len(&self) -> usize {
        match self {
            Values::Plain(values) => values.len(),
            Values::Shared(values) => values.len(),
        }
    }

    fn at(&self, index: usize) -> i64 {
        match self {
            Values::Plain(values) => values[index],
            Values::Shared(values) => values[index].load(Ordering::Relaxed),
        }
    }
}

impl Clone for Values {
    fn clone(&self) -> Values {
        match self {
            Values::Plain(values) => Values::Plain(values.clone()),
            Values::Shared(values) => Values::Shared(
                values
                    .iter()
                    .map(|value| AtomicI64::new(value.load(Ordering::Relaxed)))
                    .collect(),
            ),
        }
    }
}

impl DenseValues {
    /// Walks `rules` from each of `roots` within `resources`: the values
    /// and states of [`Indexed::count`] numbers, charged before the walk
    /// (a count past `u32` is refused at once).
    ///
    /// Where the rules give tiers ([`Indexed::tiers`]), every number is
    /// valued instead, tier by tier ([`tiers::solve`]), with
    /// a game from `game` on each worker.
    pub(crate) fn solve<R: Indexed, G: Game<Position = R::Position>>(
        rules: &R,
        game: impl Fn() -> G + Sync,
        roots: Vec<R::Position>,
        resources: &crate::Resources<'_>,
    ) -> Result<DenseValues, OutOfMemory> {
        let mut budget = Budget::of(resources);
        let mut numbers = Dense::new(rules);
        if u32::try_from(numbers.count).is_err() {
            return Err(OutOfMemory::new(VALUES, numbers.count.saturating_mul(9)));
        }
        if let Some(tiers) = rules.tiers() {
            return tiers::solve(rules, &tiers, game, &mut budget, resources);
        }
        let game = &mut game();
        let mut walk = Walk::default();
        for root in roots {
            let root = numbers.number(root, 0, &mut budget)?;
            walk.value(game, root, &mut numbers, &mut budget)?;
        }
        let (values, states) = walk.finish_keeping_states(&mut budget);
        let met = states.iter().filter(|&&s| s == State::Done).count();
        Ok(DenseValues {
            values: Values::Plain(values),
            states,
            met,
            bytes: budget.held(),
        })
    }

    /// The value of `position`, if its number was met (or, with tiers, is
    /// below the count) and gives it back.
    pub(crate) fn get<R: Indexed>(&self, rules: &R, position: &R::Position) -> Option<i64> {
        let index = rules.index(position);
        let met = if self.states.is_empty() {
            index < self.values.len()
        } else {
            self.states.get(index) == Some(&State::Done)
        };
        (met && rules.position(index) == *position).then(|| self.values.at(index))
    }

    /// The bound of a walk over the rules' numbers: per number (`numbers`,
    /// the rules' count), 9 bytes of values and states and 64 of the
    /// stack's frames (a vector holding up to twice its length); per move,
    /// 32 bytes of the stacks of moves; and 4 KiB.
    pub(crate) fn bound(numbers: usize, moves: usize) -> usize {
        numbers
            .saturating_mul(9 + 64)
            .saturating_add(moves.saturating_mul(32))
            .saturating_add(4096)
    }
}
