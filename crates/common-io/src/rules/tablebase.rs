//! Retrograde analysis of a [`Loopy`] game: every position reachable from
//! the start won or lost in a number of moves, or drawn.
//!
//! 1. **Explore.** From the start, breadth first: every position met gets
//!    the next number ([`Index`]). A position where the rules end the game
//!    is labelled with that end at depth 0, and so is a position with no
//!    legal move (a loss). Every other one keeps its number of moves, and
//!    its moves' results as numbers (unless the rules give parents).
//! 2. **Reverse.** The moves are turned around into the list of each
//!    position's parents (a counting sort, two passes), unless the rules
//!    give parents ([`Loopy::parents`]).
//! 3. **Walk back**, one depth at a time from the labelled ends: a parent
//!    of a position lost for its mover is won at the next depth; a parent
//!    all of whose moves lead to positions won for their mover is lost at
//!    the next depth, that of the last of them. Depth order makes these
//!    the shortest wins and the longest losses. The walk ends early once
//!    no position is left open.
//! 4. What is never labelled is a draw: neither side can force a win.
//!
//! Memory per position: the position and 8 to 16 bytes of the index, 5
//! bytes of labels; while solving, 4 bytes a move each way (its result,
//! then its parent) and 4 a position of the queues; only the queues when
//! the rules give parents.

use super::budget::Budget;
use super::index::Index;
use super::{Loopy, Rules, Solution, forced_move_values};
use crate::game::{Forced, MoveValue, Wdl};
use crate::{OutOfMemory, Resources};

/// What the moves between positions are charged as.
const MOVES: &str = "the moves of the rules";
/// What the labels are charged as.
const LABELS: &str = "the labels of the rules' positions";

/// How many positions are expanded together.
const BATCH: usize = 64;

/// A position's label.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
enum Kind {
    /// Not decided (yet): a draw once the walk is done.
    Open,
    /// Won by the side to move.
    Win,
    /// Lost by the side to move.
    Loss,
    /// Drawn, by the rules' end.
    Draw,
}

/// Every position of a [`Loopy`] game reachable from its start, solved:
/// won or lost in a number of moves, or drawn (see the module [`rules`]).
///
/// [`rules`]: crate::rules
#[derive(Clone, Debug)]
pub struct Tablebase<R: Rules> {
    rules: R,
    index: Index<R::Position>,
    kind: Vec<Kind>,
    /// While solving, the moves not yet known to lose of an open position;
    /// then the depth of a labelled one.
    depth: Vec<u32>,
    bytes: usize,
}

impl<R: Loopy> Tablebase<R> {
    /// The number of moves to the end of a labelled position.
    fn value(&self, id: u32) -> Forced {
        let depth = self.depth[id as usize];
        match self.kind[id as usize] {
            Kind::Win => Forced::Win(depth),
            Kind::Loss => Forced::Loss(depth),
            Kind::Open | Kind::Draw => Forced::Draw,
        }
    }
}

/// The tables of a solve in progress.
struct Solver<'r, R: Loopy> {
    rules: &'r R,
    budget: Budget,
    index: Index<R::Position>,
    kind: Vec<Kind>,
    depth: Vec<u32>,
    /// The positions labelled at depth 0, which the walk starts from.
    ends: Vec<u32>,
}

impl<'r, R: Loopy> Solver<'r, R> {
    /// Labels position `id` at depth 0 with `kind`.
    fn label_end(&mut self, id: u32, kind: Kind) -> Result<(), OutOfMemory> {
        self.budget.push(&mut self.kind, kind, LABELS)?;
        self.budget.push(&mut self.depth, 0, LABELS)?;
        if kind != Kind::Draw {
            self.budget.push(&mut self.ends, id, LABELS)?;
        }
        Ok(())
    }

    /// Step 1: numbers every reachable position, labels the ends, counts
    /// the moves of the others; with `edges`, lists their results too
    /// (`edges.1[i]` is where position `i`'s end in `edges.0`).
    fn explore(&mut self, mut edges: Option<&mut (Vec<u32>, Vec<u32>)>) -> Result<(), OutOfMemory> {
        let rules = self.rules;
        let start = rules.start();
        let heap = rules.heap_bytes(&start);
        self.index.insert(start, heap, &mut self.budget)?;
        let mut moves = Vec::new();
        // The positions are expanded a batch at a time: their moves' results
        // first, then the index's slots of all of them touched at once (the
        // memory fetches overlap), then each numbered.
        let mut results = Vec::new();
        let mut counts = Vec::new();
        let mut id = 0usize;
        while id < self.index.len() {
            let last = self.index.len().min(id + BATCH);
            results.clear();
            counts.clear();
            for at in id..last {
                let position = self.index.position(at as u32).clone();
                let count = match rules.end(&position) {
                    Some(Wdl::Win) => self.label_end(at as u32, Kind::Win).map(|()| 0)?,
                    Some(Wdl::Loss) => self.label_end(at as u32, Kind::Loss).map(|()| 0)?,
                    Some(Wdl::Draw) => self.label_end(at as u32, Kind::Draw).map(|()| 0)?,
                    None => {
                        moves.clear();
                        rules.legal_moves(&position, &mut moves);
                        if moves.is_empty() {
                            self.label_end(at as u32, Kind::Loss)?;
                        } else {
                            self.budget.push(&mut self.kind, Kind::Open, LABELS)?;
                            let count = u32::try_from(moves.len()).unwrap_or(u32::MAX);
                            self.budget.push(&mut self.depth, count, LABELS)?;
                            results.extend(moves.iter().map(|mv| rules.play(&position, mv)));
                        }
                        moves.len()
                    }
                };
                counts.push(count);
            }
            std::hint::black_box(self.index.touch(&results));
            let mut results = results.drain(..);
            for &count in &counts {
                for next in results.by_ref().take(count) {
                    let heap = rules.heap_bytes(&next);
                    let (child, _) = self.index.insert(next, heap, &mut self.budget)?;
                    if let Some((targets, _)) = edges.as_deref_mut() {
                        self.budget.push(targets, child, MOVES)?;
                    }
                }
                if let Some((targets, ends)) = edges.as_deref_mut() {
                    let end = u32::try_from(targets.len())
                        .map_err(|_| OutOfMemory::new(MOVES, targets.len().saturating_mul(8)))?;
                    self.budget.push(ends, end, MOVES)?;
                }
            }
            id = last;
        }
        Ok(())
    }

    /// Step 2: the parents of each position, from the moves' results
    /// (`parents.1[i]` is where position `i`'s parents start in
    /// `parents.0`, and `parents.1[i + 1]` where they end).
    fn reverse(
        &mut self,
        targets: &[u32],
        ends: &[u32],
    ) -> Result<(Vec<u32>, Vec<u32>), OutOfMemory> {
        let n = self.index.len();
        let mut starts = self.budget.filled(n + 1, 0u32, MOVES)?;
        for &target in targets {
            starts[target as usize + 1] += 1;
        }
        for i in 0..n {
            starts[i + 1] += starts[i];
        }
        let mut sources = self.budget.filled(targets.len(), 0u32, MOVES)?;
        let mut fill = self.budget.filled(n, 0u32, MOVES)?;
        fill.copy_from_slice(&starts[..n]);
        let mut begin = 0;
        for (source, &end) in ends.iter().enumerate() {
            for &target in &targets[begin as usize..end as usize] {
                let at = &mut fill[target as usize];
                sources[*at as usize] = source as u32;
                *at += 1;
            }
            begin = end;
        }
        self.budget.free(fill);
        Ok((sources, starts))
    }

    /// Step 3: walks back from the ends, depth by depth; `parents_of(q,
    /// out)` appends the numbers of the parents of `q` that were met.
    fn walk_back(
        &mut self,
        mut parents_of: impl FnMut(&Index<R::Position>, u32, &mut Vec<u32>),
    ) -> Result<(), OutOfMemory> {
        let mut current = std::mem::take(&mut self.ends);
        let mut next = Vec::new();
        let mut parents = Vec::new();
        let mut depth = 0u32;
        // Once no position is open, nothing more changes.
        let mut open = self.kind.iter().filter(|&&k| k == Kind::Open).count();
        while !current.is_empty() && open > 0 {
            let Some(deeper) = depth.checked_add(1) else {
                unreachable!("a depth past the number of positions")
            };
            for &q in &current {
                let lost = self.kind[q as usize] == Kind::Loss;
                parents.clear();
                parents_of(&self.index, q, &mut parents);
                for &p in &parents {
                    let p = p as usize;
                    if self.kind[p] != Kind::Open {
                        continue;
                    }
                    if lost {
                        self.kind[p] = Kind::Win;
                        self.depth[p] = deeper;
                    } else {
                        self.depth[p] -= 1;
                        if self.depth[p] > 0 {
                            continue;
                        }
                        self.kind[p] = Kind::Loss;
                        self.depth[p] = deeper;
                    }
                    open -= 1;
                    self.budget.push(&mut next, p as u32, LABELS)?;
                }
            }
            current.clear();
            std::mem::swap(&mut current, &mut next);
            depth = deeper;
        }
        self.budget.free(current);
        self.budget.free(next);
        Ok(())
    }
}

impl<R: Loopy> Solution for Tablebase<R> {
    type Rules = R;
    type Outcome = Forced;
    type Value = Forced;

    fn solve(rules: R, resources: &Resources<'_>) -> Result<Tablebase<R>, OutOfMemory> {
        let mut solver = Solver {
            rules: &rules,
            budget: Budget::of(resources),
            index: Index::new(),
            kind: Vec::new(),
            depth: Vec::new(),
            ends: Vec::new(),
        };
        let mut probe = Vec::new();
        let given = rules.parents(&rules.start(), &mut probe);
        drop(probe);
        if given {
            solver.explore(None)?;
            let mut positions = Vec::new();
            solver.walk_back(|index, q, out| {
                positions.clear();
                rules.parents(index.position(q), &mut positions);
                out.extend(positions.iter().filter_map(|p| index.get(p)));
            })?;
        } else {
            let mut edges = (Vec::new(), Vec::new());
            solver.explore(Some(&mut edges))?;
            let (targets, ends) = edges;
            let (sources, starts) = solver.reverse(&targets, &ends)?;
            solver.budget.free(targets);
            solver.budget.free(ends);
            solver.walk_back(|_, q, out| {
                let (from, to) = (starts[q as usize], starts[q as usize + 1]);
                out.extend_from_slice(&sources[from as usize..to as usize]);
            })?;
            solver.budget.free(sources);
            solver.budget.free(starts);
        }
        let Solver {
            index,
            kind,
            depth,
            budget,
            ..
        } = solver;
        // What is left charged is what is kept: the index, the positions'
        // heap, the labels.
        let bytes = budget.held();
        Ok(Tablebase {
            rules,
            index,
            kind,
            depth,
            bytes,
        })
    }

    /// Per position, besides the index: 10 bytes of labels and 8 each of
    /// the ends, the moves' ends, the parents' starts, the counting sort's
    /// fill and the two queues (a vector holding up to twice its length);
    /// per move, 8 bytes of results and 4 of parents.
    fn bound(positions: usize, moves: usize) -> usize {
        super::bound_of::<R::Position>(positions, moves, 56, 16)
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

    fn outcome(&self, position: &R::Position) -> Option<Forced> {
        self.index.get(position).map(|id| self.value(id))
    }

    fn move_values(&self, position: &R::Position) -> Option<Vec<MoveValue<R::Move, Forced>>> {
        forced_move_values(&self.rules, position, |p| self.outcome(p))
    }
}
