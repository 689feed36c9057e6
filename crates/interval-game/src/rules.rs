//! The game stated plainly through common-io's rules layer, from the
//! statement and the case alone: the solver of `--solver rules` (the
//! generic Sprague–Grundy solver of [`common_io::rules::Nimbers`]), and
//! the check of the kernel, which shares nothing with it but the case and
//! the vocabulary of positions.
//!
//! ```
//! use interval_game::rules::IntervalRules;
//! use common_io::Resources;
//! use common_io::game::Grundy;
//! use common_io::rules::{Nimbers, Rules};
//!
//! // [1, 3) and [3, 5) touch but do not intersect; [2, 4) meets both.
//! let case = "1\n3\n1 3\n3 5\n2 4\n".parse::<interval_game::JudgeInput>()?.cases.remove(0);
//! let rules = IntervalRules::new(&case);
//! let start = rules.start();
//! let solved = Nimbers::solve(rules, &Resources::default())?;
//! // The moves leave 1 ([3, 5) alone), 0 (nothing) and 1: the start is
//! // worth mex {0, 1} = 2, and Alice wins by choosing [2, 4).
//! assert_eq!(solved.grundy(&start), Some(Grundy(2)));
//! # use common_io::rules::Solution;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use common_io::rules::{Impartial, Rules};

use crate::board::Board;
use crate::position::{Free, Interval};

/// Interval Game 2 on one case, stated through the rules layer ([`Rules`]
/// and [`Impartial`]): a position is the set of free unit stretches.
#[derive(Clone, Debug)]
pub struct IntervalRules {
    intervals: Vec<Interval>,
    reach: u32,
}

impl IntervalRules {
    /// The rules of `case`.
    pub fn new(case: &Board) -> IntervalRules {
        let mut intervals = case.intervals().to_vec();
        intervals.sort_unstable();
        intervals.dedup();
        let reach = intervals.iter().map(|i| i.right).max().unwrap_or(1);
        IntervalRules { intervals, reach }
    }
}

impl Rules for IntervalRules {
    /// The free unit stretches of the line.
    type Position = Free;
    /// The interval chosen.
    type Move = Interval;

    /// Nothing chosen: the line free up to the last right end.
    fn start(&self) -> Free {
        Free::between(1, self.reach)
    }

    /// Any interval of the case that meets no chosen one (one move for an
    /// interval listed twice), by `L`, then `R`.
    fn legal_moves(&self, free: &Free, moves: &mut Vec<Interval>) {
        moves.extend(self.intervals.iter().filter(|&&i| free.holds(i)));
    }

    fn play(&self, free: &Free, mv: &Interval) -> Free {
        free.without(*mv)
    }
}

/// Who cannot move loses; the free runs of the line are independent games
/// (an interval lies in one run or meets a chosen one), so each run is a
/// part (the runs where no interval fits, which have no move, left out).
impl Impartial for IntervalRules {
    fn parts(&self, free: &Free, parts: &mut Vec<Free>) {
        for run in free.runs() {
            let part = Free::between(run.left, run.right);
            if self.intervals.iter().any(|&i| part.holds(i)) {
                parts.push(part);
            }
        }
    }
}
