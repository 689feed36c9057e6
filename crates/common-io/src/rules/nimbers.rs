//! Sprague–Grundy values of an [`Impartial`] game: every part of every
//! position reachable from the start, valued once, numbered as met
//! ([`Nimbers`]) or by the rules' own numbers ([`IndexedNimbers`]).

use super::acyclic::{self, DenseValues, Expanded, Moves, Numbering, VALUES, Walk};
use super::budget::Budget;
use super::index::Index;
use super::{Impartial, Indexed, Rules, Solution, values_of_moves};
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
        sum_of_parts(&self.rules, position, |part| {
            Some(self.values[self.index.get(part)? as usize])
        })
    }
}

/// The XOR of the values of `position`'s parts, each from `value` (`None`
/// if one is unknown).
fn sum_of_parts<R: Impartial>(
    rules: &R,
    position: &R::Position,
    value: impl Fn(&R::Position) -> Option<i64>,
) -> Option<Grundy> {
    let mut parts = Vec::new();
    rules.parts(position, &mut parts);
    parts
        .iter()
        .try_fold(Grundy(0), |sum, part| Some(sum ^ part_value(value(part)?)))
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

impl<'r, R: Impartial> Walker<'r, R> {
    /// Marks `option` among the options of the part being valued.
    fn see(&mut self, option: u32) {
        if let Some(seen) = self.seen.get_mut(option as usize) {
            *seen = true;
        }
    }

    /// The least value no option of the part being valued has.
    fn mex(&self) -> i64 {
        match self.seen.iter().position(|&seen| !seen) {
            Some(mex) => mex as i64,
            None => unreachable!("{} options cannot cover 0..={0}", self.seen.len() - 1),
        }
    }

    /// The walker of `rules`, its buffers empty.
    fn new(rules: &'r R) -> Walker<'r, R> {
        Walker {
            rules,
            moves: Vec::new(),
            parts: Vec::new(),
            ids: Vec::new(),
            seen: Vec::new(),
        }
    }
}

impl<R: Impartial> acyclic::Game for Walker<'_, R> {
    type Position = R::Position;

    fn expand<N: Numbering<Position = R::Position>>(
        &mut self,
        part: &R::Position,
        numbers: &mut N,
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
                self.ids.push(numbers.number(piece, heap, budget)?);
            }
            moves.push(&self.ids, 0, budget)?;
        }
        Ok(())
    }

    /// A part with no move: the mex of nothing.
    fn end(&mut self, _: &R::Position) -> i64 {
        0
    }

    fn value(&mut self, moves: Expanded<'_>, values: &[i64]) -> i64 {
        self.seen.clear();
        self.seen.resize(moves.counts.len() + 1, false);
        let mut at = 0;
        for &count in moves.counts {
            let end = at + count as usize;
            let option = moves.targets[at..end]
                .iter()
                .fold(0u32, |sum, &t| sum ^ part_value(values[t as usize]).0);
            self.see(option);
            at = end;
        }
        self.mex()
    }

    fn value_below(
        &mut self,
        part: &R::Position,
        number: impl Fn(&R::Position) -> usize,
        below: impl Fn(usize) -> Option<i64>,
    ) -> Result<i64, usize> {
        self.moves.clear();
        self.rules.legal_moves(part, &mut self.moves);
        self.seen.clear();
        self.seen.resize(self.moves.len() + 1, false);
        for k in 0..self.moves.len() {
            let next = self.rules.play(part, &self.moves[k]);
            self.parts.clear();
            self.rules.parts(&next, &mut self.parts);
            let mut option = 0;
            for piece in &self.parts {
                let id = number(piece);
                option ^= part_value(below(id).ok_or(id)?).0;
            }
            self.see(option);
        }
        Ok(self.mex())
    }

    fn name(&self) -> &'static str {
        "Grundy"
    }
}

/// What a walk of [`Nimbers`] leaves: the parts it met, numbered, their
/// values by number, and its budget (what it holds).
type Walked<R> = (Index<<R as Rules>::Position>, Vec<i64>, Budget);

/// Walks each of `parts` and every part it leads to, in an index of its
/// own, within `budget`.
fn walk_parts<'p, R: Impartial>(
    rules: &R,
    parts: impl Iterator<Item = &'p R::Position>,
    mut budget: Budget,
) -> Result<Walked<R>, OutOfMemory>
where
    R::Position: 'p,
{
    let mut index = Index::new();
    let mut walk = Walk::default();
    let mut walker = Walker::new(rules);
    for part in parts {
        let heap = rules.heap_bytes(part);
        let (root, _) = index.insert(part.clone(), heap, &mut budget)?;
        walk.value(&mut walker, root, &mut index, &mut budget)?;
    }
    let values = walk.finish(&mut budget);
    Ok((index, values, budget))
}

/// The start's `parts` walked on two threads, each walk within half of
/// `budget`'s limit, and then the second's parts numbered into the
/// first's index (see [`Nimbers::solve`]); `None` where a walk, or the
/// two together, run out of memory.
///
/// # Panics
///
/// If the two walks value a part differently: the rules' parts are not
/// what they say (their values depend on more than the part).
fn walk_apart<R: Impartial>(
    rules: &R,
    parts: &[R::Position],
    budget: &Budget,
) -> Option<Walked<R>> {
    let walk = |first| walk_parts(rules, parts.iter().skip(first).step_by(2), budget.split(2));
    let (first, second) = crate::workers::join(|| walk(0), || walk(1));
    let ((mut index, mut values, first_budget), (others, other_values, second_budget)) =
        (first.ok()?, second.ok()?);
    // Both walks' tables, charged to one budget with the whole limit; the
    // second's given back once its parts are in the first's.
    let mut budget = budget.split(1);
    budget.charge(first_budget.held(), VALUES).ok()?;
    budget.charge(second_budget.held(), VALUES).ok()?;
    for (part, value) in others.into_positions().into_iter().zip(other_values) {
        let heap = rules.heap_bytes(&part);
        let (id, new) = index.insert(part, heap, &mut budget).ok()?;
        if new {
            budget.push(&mut values, value, VALUES).ok()?;
        } else if values[id as usize] != value {
            let part = index.position(id);
            unreachable!(
                "the rules' part {part:?} has two values: it depends on more than the part"
            );
        }
    }
    budget.release(second_budget.held());
    Some((index, values, budget))
}

impl<R: Impartial> Solution for Nimbers<R> {
    type Rules = R;
    type Outcome = Wdl;
    type Value = Grundy;

    /// A start of several parts, on a pool of its own (not beside other
    /// boards in it), has its parts walked on two threads at once, the
    /// first walk taking the first, third, fifth part and so on, the second
    /// the others, each numbering what it meets in an index of its own
    /// within half the memory limit; then the second walk's parts are
    /// numbered into the first's index. A part met by both has one value
    /// (a part's value is the rules', whoever walks it): the same values as
    /// one thread. Where a walk runs out of its half, the parts are walked
    /// again on one thread within the whole limit, which answers as one
    /// thread does.
    fn solve(rules: R, resources: &Resources<'_>) -> Result<Nimbers<R>, OutOfMemory> {
        let mut parts = Vec::new();
        rules.parts(&rules.start(), &mut parts);
        let nested = rayon::current_thread_index().is_some();
        let budget = Budget::of(resources);
        let apart = match parts.len() {
            0 | 1 => None,
            _ => resources.workers.install(|parallel| {
                (parallel && !nested)
                    .then(|| walk_apart(&rules, &parts, &budget))
                    .flatten()
            }),
        };
        let (index, values, budget) = match apart {
            Some(walked) => walked,
            None => walk_parts(&rules, parts.iter(), budget)?,
        };
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

/// [`Nimbers`] for rules that number their parts ([`Indexed`]; of an
/// impartial game's positions, only those [`Impartial::parts`] gives need
/// a number below the count, and others any number): the same values, in
/// plain vectors indexed by the rules' numbers, with no part held and no
/// hash table: 9 bytes a number (an `i64` value and a byte saying whether
/// it was met), all charged to the memory limit before the walk starts, so
/// that a count too large is refused at once.
///
/// ```
/// use common_io::Resources;
/// use common_io::game::{Grundy, Wdl};
/// use common_io::rules::{Impartial, Indexed, IndexedNimbers, Rules, Solution};
///
/// /// A pile of counters; a move takes one or two.
/// struct Pile(u32);
/// impl Rules for Pile {
///     type Position = u32;
///     type Move = u32;
///     fn start(&self) -> u32 {
///         self.0
///     }
///     fn legal_moves(&self, left: &u32, moves: &mut Vec<u32>) {
///         moves.extend((1..=2).filter(|take| take <= left));
///     }
///     fn play(&self, left: &u32, take: &u32) -> u32 {
///         left - take
///     }
/// }
/// impl Impartial for Pile {}
/// impl Indexed for Pile {
///     fn count(&self) -> usize {
///         self.0 as usize + 1
///     }
///     fn index(&self, left: &u32) -> usize {
///         *left as usize
///     }
///     fn position(&self, index: usize) -> u32 {
///         index as u32
///     }
/// }
///
/// let solved = IndexedNimbers::solve(Pile(7), &Resources::default())?;
/// assert_eq!(solved.grundy(&7), Some(Grundy(1)));
/// assert_eq!(solved.outcome(&6), Some(Wdl::Loss));
/// assert_eq!(solved.outcome(&8), None); // past the count
/// # Ok::<(), common_io::OutOfMemory>(())
/// ```
#[derive(Clone, Debug)]
pub struct IndexedNimbers<R: Rules> {
    rules: R,
    values: DenseValues,
}

impl<R: Impartial + Indexed> IndexedNimbers<R> {
    /// The Grundy value of `position`: the XOR of its parts' values, if
    /// every part was met while solving and its number gives it back.
    pub fn grundy(&self, position: &R::Position) -> Option<Grundy> {
        sum_of_parts(&self.rules, position, |part| {
            self.values.get(&self.rules, part)
        })
    }
}

impl<R: Impartial + Indexed> Solution for IndexedNimbers<R> {
    type Rules = R;
    type Outcome = Wdl;
    type Value = Grundy;

    fn solve(rules: R, resources: &Resources<'_>) -> Result<IndexedNimbers<R>, OutOfMemory> {
        let mut parts = Vec::new();
        rules.parts(&rules.start(), &mut parts);
        let values = DenseValues::solve(&rules, || Walker::new(&rules), parts, resources)?;
        Ok(IndexedNimbers { rules, values })
    }

    /// Per number, 9 bytes of values and states; per part on the stack,
    /// 64 bytes of its frames (a vector holding up to twice its length);
    /// per move and part it leaves, 32 bytes of the stacks of moves
    /// (`positions` is the rules' count: every number has its value and
    /// state).
    fn bound(positions: usize, moves: usize) -> usize {
        DenseValues::bound(positions, moves)
    }

    fn rules(&self) -> &R {
        &self.rules
    }

    /// The parts met.
    fn len(&self) -> usize {
        self.values.met
    }

    fn bytes(&self) -> usize {
        self.values.bytes
    }

    fn outcome(&self, position: &R::Position) -> Option<Wdl> {
        self.grundy(position).map(Grundy::to_move)
    }

    fn move_values(&self, position: &R::Position) -> Option<Vec<MoveValue<R::Move, Grundy>>> {
        self.grundy(position)?;
        values_of_moves(&self.rules, position, |_, next| self.grundy(next))
    }
}
