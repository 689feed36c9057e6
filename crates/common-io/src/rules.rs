//! The rules layer: a game stated by its rules, and the generic exact
//! solvers that answer it.
//!
//! A game states its [`Rules`]: where it starts, the legal moves of a
//! position and the position each leads to. Then one of three kinds says
//! what the end is worth, and picks the solver:
//!
//! | kind | the end | solver | position's value | move's value |
//! |---|---|---|---|---|
//! | [`Loopy`] | a win, a loss or a draw for the side to move, where the rules end the game; no legal move is a loss | retrograde analysis, positions may repeat: [`Tablebase`] | [`Forced`] | [`Forced`] |
//! | [`Impartial`] | no legal move is a loss (normal play); a position may split into independent parts | Sprague–Grundy, no repetition: [`Nimbers`] | [`Wdl`] | [`Grundy`] of the position left |
//! | [`Scoring`] | each move scores for its mover; the end may score too | negamax on the zero-sum score, no repetition: [`Scores`] | [`Score`] | [`Score`] |
//!
//! Every solver explores the positions reachable from the start and numbers
//! them densely as it meets them, so its tables are plain vectors: the
//! state space need not be known in advance, nor given a formula. Rules
//! that can number their positions by a formula ([`Indexed`]: a count, a
//! position's number and the number's position) may use
//! [`IndexedTablebase`] instead of [`Tablebase`]: the same values, in one
//! array of 2-byte records indexed by the rules' numbers, no positions
//! held and no hash table; and a [`Scoring`] game [`IndexedScores`]
//! instead of [`Scores`], an [`Impartial`] one [`IndexedNimbers`] instead
//! of [`Nimbers`] (9 bytes a number). What a
//! solver holds (the positions, their numbers, the moves between them, the
//! values) is counted against the memory limit of its [`Resources`] as it
//! grows: a state space that does not fit is an [`OutOfMemory`] error,
//! never an abort.
//!
//! The three solutions answer for any position reachable from the start
//! (and refuse others with `None`), through one trait, [`Solution`]: the
//! value of a position for the side to move, and every legal move with its
//! value for the side making it. That is what a game needs for the contract
//! of [`crate::game::Game`]: the toy game, [`crate::game::toy`], is a
//! game stated by its rules alone.
//!
//! # Example
//!
//! A pile of counters; a move takes one or two; who cannot move loses
//! (normal play), so the side to move loses exactly on a multiple of 3.
//!
//! ```
//! use common_io::Resources;
//! use common_io::game::{Forced, Grundy, Wdl};
//! use common_io::rules::{Impartial, Loopy, Nimbers, Rules, Solution, Tablebase};
//!
//! struct Pile(u32);
//!
//! impl Rules for Pile {
//!     type Position = u32;
//!     type Move = u32;
//!     fn start(&self) -> u32 {
//!         self.0
//!     }
//!     fn legal_moves(&self, left: &u32, moves: &mut Vec<u32>) {
//!         moves.extend((1..=2).filter(|take| take <= left));
//!     }
//!     fn play(&self, left: &u32, take: &u32) -> u32 {
//!         left - take
//!     }
//! }
//! impl Loopy for Pile {}
//! impl Impartial for Pile {}
//!
//! // With distances: the winner hurries, the loser stalls.
//! let solved = Tablebase::solve(Pile(7), &Resources::default())?;
//! assert_eq!(solved.outcome(&7), Some(Forced::Win(5)));
//! assert_eq!(solved.outcome(&6), Some(Forced::Loss(4)));
//! let values: Vec<Forced> = solved.move_values(&7).unwrap().iter().map(|m| m.value).collect();
//! assert_eq!(values, [Forced::Win(5), Forced::Loss(4)]);
//!
//! // As an impartial game: Grundy values 0, 1, 2, 0, 1, 2, ...
//! let nimbers = Nimbers::solve(Pile(7), &Resources::default())?;
//! assert_eq!(nimbers.grundy(&7), Some(Grundy(1)));
//! assert_eq!(nimbers.outcome(&6), Some(Wdl::Loss));
//! # Ok::<(), common_io::OutOfMemory>(())
//! ```

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::Neg;

#[cfg(doc)]
use crate::game::{Forced, Grundy, Score};
use crate::game::{GameValue, MoveValue, Wdl};
use crate::{OutOfMemory, Resources};

mod acyclic;
mod budget;
mod index;
mod indexed;
mod kernel;
mod nimbers;
mod scores;
mod stretches;
mod tablebase;

pub use indexed::{Indexed, IndexedTablebase};
pub use kernel::{Solved, forced_move_values, grundy_move_values, scored_move_values};
pub use nimbers::{IndexedNimbers, Nimbers};
pub use scores::{IndexedScores, Scores};
pub use stretches::Stretches;
pub use tablebase::Tablebase;

/// A game stated by its rules: its positions, where it starts, the legal
/// moves of a position and where each leads (GamesmanOne's
/// `GenerateMoves` and `DoMove`). What the end is worth is the kind's
/// ([`Loopy`], [`Impartial`], [`Scoring`]).
///
/// A position holds everything the rules need, the side to move included
/// where the sides differ: two positions are equal exactly when the game
/// goes on the same way from both.
pub trait Rules: Send + Sync {
    /// A position. Small and cheap to hash: the solvers hold every
    /// reachable one.
    type Position: Clone + Eq + Hash + Debug + Send + Sync;
    /// A move.
    type Move: Clone + Debug + Send + Sync;

    /// Where the game starts.
    fn start(&self) -> Self::Position;

    /// Appends every legal move of `position` to `moves`, in the game's
    /// order; none once the game is over. `moves` comes empty.
    fn legal_moves(&self, position: &Self::Position, moves: &mut Vec<Self::Move>);

    /// The position after `mv`, one of the legal moves of `position`.
    fn play(&self, position: &Self::Position, mv: &Self::Move) -> Self::Position;

    /// The bytes a position holds on the heap besides its own size (a
    /// boxed set of cells), which the solvers count against the memory
    /// limit: 0, the default, for a plain value.
    fn heap_bytes(&self, position: &Self::Position) -> usize {
        let _ = position;
        0
    }
}

/// A game won, lost or drawn, whose positions may repeat: solved by
/// retrograde analysis ([`Tablebase`]), in which the winner takes the
/// shortest win, the loser the longest loss, and the positions never
/// decided are draws.
pub trait Loopy: Rules {
    /// The result for the side to move where the rules end the game
    /// before any move (the side to move's moves are then ignored): `None`,
    /// the default, where the game goes on. A position with no legal move
    /// that the rules do not end is lost by the side to move.
    fn end(&self, position: &Self::Position) -> Option<Wdl> {
        let _ = position;
        None
    }

    /// The positions with a legal move to `position`, appended to
    /// `parents` once per such move, in any order, where the rules know
    /// them (GamesmanOne's canonical parents): then the solver keeps no
    /// reverse graph. Returns whether the rules give them: `false`, the
    /// default, and the solver builds the reverse graph from the moves.
    ///
    /// Parents may include positions the start cannot reach, and positions
    /// where the game is over; the solver skips both.
    fn parents(&self, position: &Self::Position, parents: &mut Vec<Self::Position>) -> bool {
        let _ = (position, parents);
        false
    }
}

/// An impartial game under normal play (both sides have the same moves; who
/// cannot move loses) without repetition, solved by Sprague–Grundy
/// ([`Nimbers`]): a position's Grundy value is the least number that is not
/// the value of a move's result, and a position made of independent parts
/// has the XOR of their values.
pub trait Impartial: Rules {
    /// Appends the independent parts of `position` to `parts`: positions
    /// whose moves never touch one another, such that the legal moves of
    /// `position` are those of its parts, each leaving the others as they
    /// are. The default is the position itself, whole. The solver keeps a
    /// value per part, so a game that splits into many small parts needs
    /// few of them. An empty list is a position with no move.
    fn parts(&self, position: &Self::Position, parts: &mut Vec<Self::Position>) {
        parts.push(position.clone());
    }
}

/// A zero-sum scoring game without repetition ([`Scores`]): each move
/// scores for the side making it, and each side maximises its own score
/// minus the other's.
pub trait Scoring: Rules {
    /// What `mv`, a legal move of `position`, scores for the side making it.
    fn gain(&self, position: &Self::Position, mv: &Self::Move) -> i64;

    /// What a position with no legal move (the end) scores for the side
    /// that would move there: 0, the default.
    fn end_score(&self, position: &Self::Position) -> i64 {
        let _ = position;
        0
    }
}

/// A game solved from its rules: the value of every position reachable
/// from the start, and of every move from one ([`Tablebase`], [`Nimbers`],
/// [`Scores`]).
pub trait Solution: Sized + Send + Sync {
    /// The rules solved.
    type Rules: Rules;
    /// A position's value for the side to move; `-outcome` is the other
    /// side's.
    type Outcome: GameValue + Neg<Output = Self::Outcome>;
    /// A move's value for the side making it.
    type Value: GameValue;

    /// Solves `rules` from their start within `resources`' memory limit.
    ///
    /// # Panics
    ///
    /// If the rules break their kind's promise: a position that repeats in
    /// a game said to have no repetition, a score past `i64`.
    fn solve(rules: Self::Rules, resources: &Resources<'_>) -> Result<Self, OutOfMemory>;

    /// The most bytes [`Solution::solve`] holds for a game of at most
    /// `positions` positions reachable from the start (for [`Nimbers`],
    /// parts) and `moves` moves between them in all (for [`Nimbers`], a
    /// move counts once per part it leaves), besides what positions hold
    /// on the heap ([`Rules::heap_bytes`]) and the buffers of one
    /// position's moves: what a game stated by its rules alone gives as its
    /// `Game::memory_needed`.
    fn bound(positions: usize, moves: usize) -> usize;

    /// The rules.
    fn rules(&self) -> &Self::Rules;

    /// How many positions (or, for [`Nimbers`], parts) the solution holds.
    fn len(&self) -> usize;

    /// Whether it holds none (never: the start is always held).
    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The bytes it holds.
    fn bytes(&self) -> usize;

    /// The value of `position` for the side to move: `Some` for every
    /// position the start reaches, and for any other the solution can
    /// value (one whose parts [`Nimbers`] met, a position of the board a
    /// kernel's table covers); `None` for the rest, a position of another
    /// board among them.
    fn outcome(&self, position: &<Self::Rules as Rules>::Position) -> Option<Self::Outcome>;

    /// Every legal move of `position` in the rules' order, with its value
    /// for the side making it, where [`Solution::outcome`] values the
    /// position and each position its moves leave: empty where the game is
    /// over.
    fn move_values(
        &self,
        position: &<Self::Rules as Rules>::Position,
    ) -> Option<Vec<SolvedMoveValue<Self>>>;
}

/// A legal move of a [`Solution`]'s rules with its value for the side
/// making it.
pub type SolvedMoveValue<S> =
    MoveValue<<<S as Solution>::Rules as Rules>::Move, <S as Solution>::Value>;

/// `(2 positions + 16) · size_of::<P>() + 24 positions + per_position ·
/// positions + per_move · moves + 4096`, saturating: the shape of every
/// solver's bound. The index holds each position once (a vector holding at
/// most twice its length, and 16 at least, as every vector of the
/// solvers) and a table of 4-byte numbers at most half full (a power of
/// two of at least twice the positions, the old table beside the new while
/// it doubles: at most six numbers a position).
fn bound_of<P>(positions: usize, moves: usize, per_position: usize, per_move: usize) -> usize {
    let room = positions.saturating_mul(2).saturating_add(16);
    room.saturating_mul(std::mem::size_of::<P>())
        .saturating_add(positions.saturating_mul(per_position.saturating_add(24)))
        .saturating_add(moves.saturating_mul(per_move))
        .saturating_add(4096)
}

/// `Ok` when `bytes` for `what` fit within `resources`' memory limit
/// ([`Resources::admit`]) or, without one, within the machine's memory
/// where it is known: what a game whose values come from a generic solver
/// checks against its bound (its `Game::memory_needed`) before solving,
/// so that a board far too large is refused at once.
///
/// ```
/// use common_io::{Resources, rules};
///
/// assert!(rules::admit(&Resources::default(), "the table", 1000).is_ok());
/// let err = rules::admit(&Resources::default(), "the table", usize::MAX).unwrap_err();
/// assert_eq!(err.to_string(), format!("out of memory: the table needs {} bytes", usize::MAX));
/// # Ok::<(), common_io::OutOfMemory>(())
/// ```
pub fn admit(
    resources: &Resources<'_>,
    what: &'static str,
    bytes: usize,
) -> Result<(), OutOfMemory> {
    resources.admit(what, bytes)?;
    match budget::machine_memory() {
        Some(total) if resources.memory_limit.is_none() && bytes > total => {
            Err(OutOfMemory::new(what, bytes))
        }
        _ => Ok(()),
    }
}

/// The legal moves of `position` with the value `value_of` gives each
/// resulting position (`None` if one is unknown).
fn values_of_moves<R: Rules, V>(
    rules: &R,
    position: &R::Position,
    mut value_of: impl FnMut(&R::Move, &R::Position) -> Option<V>,
) -> Option<Vec<MoveValue<R::Move, V>>> {
    let mut moves = Vec::new();
    rules.legal_moves(position, &mut moves);
    moves
        .into_iter()
        .map(|mv| {
            let next = rules.play(position, &mv);
            let value = value_of(&mv, &next)?;
            Some(MoveValue { mv, value })
        })
        .collect()
}

#[cfg(test)]
mod tests;
