//! The game stated plainly through common-io's rules layer ([`Rules`] and
//! [`Impartial`] for [`Board`]), from the statement and the case alone:
//! the one place its legal moves are written, the solver of `--solver
//! rules` (the generic Sprague–Grundy solver over the segments' own
//! numbers: [`Indexed`] and [`common_io::rules::IndexedNimbers`]), and the
//! check of the kernel, which
//! shares nothing with it but the case and the vocabulary of positions.
//!
//! ```
//! use interval_game::JudgeInput;
//! use common_io::Resources;
//! use common_io::game::Grundy;
//! use common_io::rules::{Nimbers, Rules};
//!
//! // [1, 3) and [3, 5) touch but do not intersect; [2, 4) meets both.
//! let case = "1\n3\n1 3\n3 5\n2 4\n".parse::<JudgeInput>()?.cases.remove(0);
//! let start = case.start();
//! let solved = Nimbers::solve(case, &Resources::default())?;
//! // The moves leave 1 ([3, 5) alone), 0 (nothing) and 1: the start is
//! // worth mex {0, 1} = 2, and Alice wins by choosing [2, 4).
//! assert_eq!(solved.grundy(&start), Some(Grundy(2)));
//! # use common_io::rules::Solution;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use common_io::rules::{Impartial, Indexed, Rules};

use crate::board::{Board, MAX_COORD};

/// The numbers of the segments with one left end ([`Indexed`] for
/// [`Board`]).
const WIDTH: usize = MAX_COORD as usize + 1;
use crate::position::{Free, Interval, Position};

/// Interval Game 2 on one case: a position is the set of free unit
/// stretches, and how many intervals were chosen.
impl Rules for Board {
    type Position = Position;
    /// The interval chosen.
    type Move = Interval;

    /// Nothing chosen: the line free up to the last right end.
    fn start(&self) -> Position {
        Position {
            free: Free::between(1, self.reach()),
            chosen: 0,
        }
    }

    /// Any interval of the case that meets no chosen one (one move for an
    /// interval listed twice), by `L`, then `R`.
    fn legal_moves(&self, position: &Position, moves: &mut Vec<Interval>) {
        moves.extend(self.distinct().iter().filter(|&&i| position.free.holds(i)));
    }

    fn play(&self, position: &Position, mv: &Interval) -> Position {
        Position {
            free: position.free.without(*mv),
            chosen: position.chosen + 1,
        }
    }
}

/// Who cannot move loses; the free runs of the line are independent games
/// (an interval lies in one run or meets a chosen one), so each run is a
/// part, with none chosen (the runs where no interval fits, which have no
/// move, left out).
impl Impartial for Board {
    fn parts(&self, position: &Position, parts: &mut Vec<Position>) {
        for run in position.free.runs() {
            let free = Free::between(run.left, run.right);
            if self.distinct().iter().any(|&i| free.holds(i)) {
                parts.push(Position { free, chosen: 0 });
            }
        }
    }
}

/// A part, the segment `[a, b)` of the line free and nothing chosen, is
/// numbered `a (M + 1) + b`, `M` the largest right end the crate takes
/// ([`MAX_COORD`](crate::MAX_COORD)): `(R + 1) (M + 1)` numbers for a case
/// whose last right end is `R`, of which the segments `1 <= a < b <= R`
/// are the parts a game meets. A
/// position of several segments, or with intervals chosen, is numbered as
/// its first segment alone, which that number gives back instead of it.
///
/// No tiers ([`Indexed::tiers`]), though a move leaves shorter parts: the
/// parts a game meets end at the intervals' ends, a few of the segments,
/// and valuing every segment tier by tier (by length) took 3 to 4 times as
/// long as the walk from the start on the `max` family.
///
/// ```
/// use interval_game::JudgeInput;
/// use common_io::rules::{Indexed, Rules};
///
/// let case = "1\n3\n1 3\n3 5\n2 4\n".parse::<JudgeInput>()?.cases.remove(0);
/// assert_eq!(case.count(), 6 * 201);
/// let start = case.start();
/// assert_eq!(case.index(&start), 201 + 5); // [1, 5)
/// assert_eq!(case.position(206), start);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl Indexed for Board {
    fn count(&self) -> usize {
        (self.reach() as usize + 1) * WIDTH
    }

    fn index(&self, position: &Position) -> usize {
        position
            .free
            .first_run()
            .map_or(0, |run| run.left as usize * WIDTH + run.right as usize)
    }

    fn position(&self, index: usize) -> Position {
        Position {
            free: Free::between((index / WIDTH) as u32, (index % WIDTH) as u32),
            chosen: 0,
        }
    }
}
