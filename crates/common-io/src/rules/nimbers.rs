//! Sprague–Grundy values of an [`Impartial`] game: every part of every
//! position reachable from the start, valued once.

use super::acyclic::{self, Expanded, Moves, Walk};
use super::budget::Budget;
use super::index::Index;
use super::{Impartial, Rules, Solution, values_of_moves};
use crate::game::{Grundy, MoveValue, Wdl};
use crate::{OutOfMemory, Resources};

/// The Grundy value of every part of every position of an [`Impartial`]
/// game reachable from its start (see the module [`rules`]). A position's
/// value is the XOR of its parts' values; a part's is the least number
/// that no move of it leaves (the mex), with no cap.
///
/// [`rules`]: crate::rules
#[derive(Clone, Debug)]
pub struct Nimbers<R: Rules> {
    rules: R,
    index: Index<R::Position>,
    values: Vec<i64>,
    bytes: usize,
}

impl<R: Impartial> Nimbers<R> {
    /// The Grundy value of `position`: the XOR of its parts' values, if
    /// every part was met while solving (every position the start reaches
    /// has its parts met).
    pub fn grundy(&self, position: &R::Position) -> Option<Grundy> {
        let mut parts = Vec::new();
        self.rules.parts(position, &mut parts);
        parts.iter().try_fold(Grundy(0), |sum, part| {
            let id = self.index.get(part)?;
            Some(sum ^ part_value(self.values[id as usize]))
        })
    }
}

/// A part's value as the walk keeps it.
fn part_value(value: i64) -> Grundy {
    match u32::try_from(value) {
        Ok(n) => Grundy(n),
        Err(_) => unreachable!("a mex is at most the number of moves"),
    }
}

/// The walk's view of the rules: a part's moves leave the parts of their
/// results; its value is the mex of their XORs.
struct Walker<'r, R: Impartial> {
    rules: &'r R,
    moves: Vec<R::Move>,
    parts: Vec<R::Position>,
    ids: Vec<u32>,
    /// The options of the part being valued, by value (below the number
    /// of its moves: a value past it cannot be the mex).
    seen: Vec<bool>,
}

impl<R: Impartial> acyclic::Game for Walker<'_, R> {
    type Position = R::Position;

    fn expand(
        &mut self,
        part: &R::Position,
        index: &mut Index<R::Position>,
        budget: &mut Budget,
        moves: &mut Moves,
    ) -> Result<(), OutOfMemory> {
        self.moves.clear();
        self.rules.legal_moves(part, &mut self.moves);
        for mv in &self.moves {
            let next = self.rules.play(part, mv);
            self.parts.clear();
            self.rules.parts(&next, &mut self.parts);
            self.ids.clear();
            for piece in self.parts.drain(..) {
                let heap = self.rules.heap_bytes(&piece);
                self.ids.push(index.insert(piece, heap, budget)?.0);
            }
            moves.push(&self.ids, 0, budget)?;
        }
        Ok(())
    }

    fn value(&mut self, _: &R::Position, moves: Expanded<'_>, values: &[i64]) -> i64 {
        let options = moves.counts.len();
        self.seen.clear();
        self.seen.resize(options + 1, false);
        let mut at = 0;
        for &count in moves.counts {
            let end = at + count as usize;
            let option = moves.targets[at..end]
                .iter()
                .fold(0u32, |sum, &t| sum ^ part_value(values[t as usize]).0);
            if let Some(seen) = self.seen.get_mut(option as usize) {
                *seen = true;
            }
            at = end;
        }
        match self.seen.iter().position(|&seen| !seen) {
            Some(mex) => mex as i64,
            None => unreachable!("{} options cannot cover 0..={options}", options),
        }
    }

    fn name(&self) -> &'static str {
        "Grundy"
    }
}

impl<R: Impartial> Solution for Nimbers<R> {
    type Rules = R;
    type Outcome = Wdl;
    type Value = Grundy;

    fn solve(rules: R, resources: &Resources<'_>) -> Result<Nimbers<R>, OutOfMemory> {
        let mut budget = Budget::of(resources);
        let mut index = Index::new();
        let mut walk = Walk::default();
        let mut walker = Walker {
            rules: &rules,
            moves: Vec::new(),
            parts: Vec::new(),
            ids: Vec::new(),
            seen: Vec::new(),
        };
        let mut parts = Vec::new();
        rules.parts(&rules.start(), &mut parts);
        for part in parts {
            let heap = rules.heap_bytes(&part);
            let (root, _) = index.insert(part, heap, &mut budget)?;
            walk.value(&mut walker, root, &mut index, &mut budget)?;
        }
        let values = walk.finish(&mut budget);
        let bytes = budget.held();
        Ok(Nimbers {
            rules,
            index,
            values,
            bytes,
        })
    }

    /// Per part, besides the index: 18 bytes of values and states, 64 of
    /// the stack's frames (a vector holding up to twice its length); per
    /// move and part it leaves, 32 bytes of the stacks of moves.
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

    fn outcome(&self, position: &R::Position) -> Option<Wdl> {
        self.grundy(position).map(Grundy::to_move)
    }

    fn move_values(&self, position: &R::Position) -> Option<Vec<MoveValue<R::Move, Grundy>>> {
        self.grundy(position)?;
        values_of_moves(&self.rules, position, |_, next| self.grundy(next))
    }
}
