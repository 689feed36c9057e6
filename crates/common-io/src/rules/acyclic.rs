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
//! [`Nimbers`]: super::Nimbers
//! [`Scores`]: super::Scores

use super::budget::Budget;
use super::index::Index;
use crate::OutOfMemory;

/// What the stacks of the walk are charged as.
const STACK: &str = "the search stack of the rules";
/// What the values are charged as.
const VALUES: &str = "the values of the rules' positions";

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
    /// positions they leave in `index`).
    fn expand(
        &mut self,
        position: &Self::Position,
        index: &mut Index<Self::Position>,
        budget: &mut Budget,
        moves: &mut Moves,
    ) -> Result<(), OutOfMemory>;

    /// The value of `position` from its moves and `values`, which holds
    /// the value of every position they leave.
    fn value(&mut self, position: &Self::Position, moves: Expanded<'_>, values: &[i64]) -> i64;

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

/// The walk's tables: a value and a state per position of the index.
#[derive(Debug, Default)]
pub(crate) struct Walk {
    pub(crate) values: Vec<i64>,
    pub(crate) states: Vec<State>,
    moves: Moves,
    stack: Vec<Frame>,
}

impl Walk {
    /// Gives every position the index has numbered a value and a state.
    fn cover<P: Eq + std::hash::Hash>(
        &mut self,
        index: &Index<P>,
        budget: &mut Budget,
    ) -> Result<(), OutOfMemory> {
        let more = index.len() - self.values.len();
        budget.reserve(&mut self.values, more, VALUES)?;
        budget.reserve(&mut self.states, more, VALUES)?;
        self.values.resize(index.len(), 0);
        self.states.resize(index.len(), State::New);
        Ok(())
    }

    /// Expands position `id` onto the stack.
    fn enter<G: Game>(
        &mut self,
        game: &mut G,
        id: u32,
        index: &mut Index<G::Position>,
        budget: &mut Budget,
    ) -> Result<(), OutOfMemory> {
        let frame = Frame {
            id,
            counts: self.moves.counts.len(),
            targets: self.moves.targets.len(),
            next: self.moves.targets.len(),
        };
        let position = index.position(id).clone();
        game.expand(&position, index, budget, &mut self.moves)?;
        self.cover(index, budget)?;
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
    pub(crate) fn value<G: Game>(
        &mut self,
        game: &mut G,
        root: u32,
        index: &mut Index<G::Position>,
        budget: &mut Budget,
    ) -> Result<(), OutOfMemory> {
        self.cover(index, budget)?;
        if self.states[root as usize] == State::Done {
            return Ok(());
        }
        self.enter(game, root, index, budget)?;
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
                        let position = index.position(target);
                        // The rules broke the promise of their kind.
                        unreachable!(
                            "the rules repeat the position {position:?}: the {name} solver \
                             needs a game without repetition"
                        );
                    }
                }
            }
            if let Some(target) = waiting {
                self.enter(game, target, index, budget)?;
                continue;
            }
            let frame = *frame;
            let expanded = Expanded {
                counts: &self.moves.counts[frame.counts..],
                targets: &self.moves.targets[frame.targets..],
                gains: &self.moves.gains[frame.counts..],
            };
            let value = game.value(index.position(frame.id), expanded, &self.values);
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
        let Walk {
            values,
            states,
            moves,
            stack,
        } = self;
        budget.free(states);
        budget.free(moves.counts);
        budget.free(moves.targets);
        budget.free(moves.gains);
        budget.free(stack);
        values
    }
}
