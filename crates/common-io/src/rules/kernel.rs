//! A game's own solver beside the generic one: [`Solved`] is the solution
//! of either, as [`Resources::solver`] picks (`--solver` in a binary), and
//! answers through [`Solution`] the same way from both. A kernel is a
//! [`Solution`] of the same rules: its table, its position's values, and
//! its moves' values derived from those by the rules
//! ([`scored_move_values`] for a [`Scoring`] game, [`grundy_move_values`]
//! for an [`Impartial`] one, [`forced_move_values`] for a [`Loopy`] one).

use super::{Impartial, Loopy, Rules, Scoring, Solution, SolvedMoveValue, values_of_moves};
use crate::game::{Forced, Grundy, MoveValue, Score};
use crate::{OutOfMemory, Resources, Solver};

/// The solution of one board by a game's own solver (a kernel, `K`) or by
/// the generic solver of its rules (`S`), as the [`Resources`] it is
/// solved with say ([`Solver::Kernel`] or [`Solver::Rules`]).
///
/// ```
/// use common_io::{Resources, Solver};
/// use common_io::game::Score;
/// use common_io::rules::{Rules, Scores, Scoring, Solution, Solved};
///
/// // A row of numbers; a move takes the first; a move scores the number.
/// struct Row(Vec<i64>);
/// impl Rules for Row {
///     type Position = usize;
///     type Move = usize;
///     fn start(&self) -> usize {
///         0
///     }
///     fn legal_moves(&self, &at: &usize, moves: &mut Vec<usize>) {
///         moves.extend((at < self.0.len()).then_some(at));
///     }
///     fn play(&self, &at: &usize, _: &usize) -> usize {
///         at + 1
///     }
/// }
/// impl Scoring for Row {
///     fn gain(&self, _: &usize, &at: &usize) -> i64 {
///         self.0[at]
///     }
/// }
///
/// let rules = || Row(vec![5, 3]);
/// let rules_solver = Resources::default().with_solver(Solver::Rules);
/// let solved = Solved::<Scores<Row>, Scores<Row>>::solve(rules(), &rules_solver)?;
/// assert!(matches!(solved, Solved::Rules(_)));
/// // 5 for the side moving first, then 3 for the other.
/// assert_eq!(solved.outcome(&0), Some(Score(2)));
/// // The default solver is the kernel (here the same negamax).
/// let kernel = Solved::<Scores<Row>, Scores<Row>>::solve(rules(), &Resources::default())?;
/// assert!(matches!(kernel, Solved::Kernel(_)));
/// assert_eq!(kernel.move_values(&1).unwrap()[0].value, Score(3));
/// // A position the start does not reach has no value, nor moves.
/// assert_eq!(kernel.outcome(&7), None);
/// assert!(kernel.move_values(&7).is_none());
/// # Ok::<(), common_io::OutOfMemory>(())
/// ```
#[derive(Clone, Debug)]
pub enum Solved<K, S> {
    /// The game's own solver's.
    Kernel(K),
    /// The generic solver's.
    Rules(S),
}

impl<K, S> Solution for Solved<K, S>
where
    S: Solution,
    K: Solution<Rules = S::Rules, Outcome = S::Outcome, Value = S::Value>,
{
    type Rules = S::Rules;
    type Outcome = S::Outcome;
    type Value = S::Value;

    /// The kernel's solution or the generic one, as `resources.solver`
    /// says; each charges what it holds to `resources`' memory limit.
    fn solve(rules: S::Rules, resources: &Resources<'_>) -> Result<Self, OutOfMemory> {
        Ok(match resources.solver {
            Solver::Kernel => Solved::Kernel(K::solve(rules, resources)?),
            Solver::Rules => Solved::Rules(S::solve(rules, resources)?),
        })
    }

    /// The larger of the two solvers' bounds.
    fn bound(positions: usize, moves: usize) -> usize {
        K::bound(positions, moves).max(S::bound(positions, moves))
    }

    fn rules(&self) -> &S::Rules {
        match self {
            Solved::Kernel(kernel) => kernel.rules(),
            Solved::Rules(generic) => generic.rules(),
        }
    }

    fn len(&self) -> usize {
        match self {
            Solved::Kernel(kernel) => kernel.len(),
            Solved::Rules(generic) => generic.len(),
        }
    }

    fn bytes(&self) -> usize {
        match self {
            Solved::Kernel(kernel) => kernel.bytes(),
            Solved::Rules(generic) => generic.bytes(),
        }
    }

    fn outcome(&self, position: &<S::Rules as Rules>::Position) -> Option<S::Outcome> {
        match self {
            Solved::Kernel(kernel) => kernel.outcome(position),
            Solved::Rules(generic) => generic.outcome(position),
        }
    }

    fn move_values(
        &self,
        position: &<S::Rules as Rules>::Position,
    ) -> Option<Vec<SolvedMoveValue<Self>>> {
        match self {
            Solved::Kernel(kernel) => kernel.move_values(position),
            Solved::Rules(generic) => generic.move_values(position),
        }
    }
}

/// Every legal move of `position` in the rules' order, with its value for
/// its mover: what it scores, minus the value for the other side of the
/// position it leaves (`outcome`), as the generic [`Scores`](super::Scores)
/// values them. `None` where `outcome` has no value for `position` (a
/// position of another board: its moves are not looked for) or for a
/// position left.
pub fn scored_move_values<R: Scoring>(
    rules: &R,
    position: &R::Position,
    outcome: impl Fn(&R::Position) -> Option<Score>,
) -> Option<Vec<MoveValue<R::Move, Score>>> {
    outcome(position)?;
    values_of_moves(rules, position, |mv, next| {
        let rest = outcome(next)?;
        Some(Score(rules.gain(position, mv).checked_sub(rest.0)?))
    })
}

/// Every legal move of `position` in the rules' order, with its value for
/// its mover: the Grundy value of the position it leaves (`grundy`), as
/// the generic [`Nimbers`](super::Nimbers) values them (0: the mover
/// wins). `None` where `grundy` has no value for `position` (its moves are
/// then not looked for) or for a position left.
pub fn grundy_move_values<R: Impartial>(
    rules: &R,
    position: &R::Position,
    grundy: impl Fn(&R::Position) -> Option<Grundy>,
) -> Option<Vec<MoveValue<R::Move, Grundy>>> {
    grundy(position)?;
    values_of_moves(rules, position, |_, next| grundy(next))
}

/// Every legal move of `position` in the rules' order, with its value for
/// its mover: the value of the position it leaves (`outcome`) seen from
/// one move before ([`Forced::before`]), as the generic
/// [`Tablebase`](super::Tablebase) values them; none where the rules end
/// the game ([`Loopy::end`]). `None` where `outcome` has no value for
/// `position` (its moves are then not looked for) or for a position left.
pub fn forced_move_values<R: Loopy>(
    rules: &R,
    position: &R::Position,
    outcome: impl Fn(&R::Position) -> Option<Forced>,
) -> Option<Vec<MoveValue<R::Move, Forced>>> {
    outcome(position)?;
    if rules.end(position).is_some() {
        return Some(Vec::new());
    }
    values_of_moves(rules, position, |_, next| outcome(next).map(Forced::before))
}
