//! The game stated plainly through common-io's rules layer, from the
//! statement and the board alone ([`Rules`] and [`Scoring`] for
//! [`Board`]): the legal moves of every position, the solver of `--solver
//! rules` (the generic negamax, over the stretches' own numbers in tiers
//! by length: [`Indexed`] and [`common_io::rules::IndexedScores`]), and
//! the check of the kernel, which shares nothing with it but the board.
//!
//! ```
//! use deque_game::Board;
//! use common_io::Resources;
//! use common_io::game::Score;
//! use common_io::rules::{Rules, Scores, Solution};
//!
//! // The first sample: Taro ends 10 ahead.
//! let rules: Board = "4\n10 80 90 30\n".parse()?;
//! let start = rules.start();
//! let solved = Scores::solve(rules, &Resources::default())?;
//! assert_eq!(solved.outcome(&start), Some(Score(10)));
//! // Every stretch of 4 numbers: 4 + 3 + 2 + 1, and the empty row at
//! // each of the 4 places where the last number is taken.
//! assert_eq!(solved.len(), 14);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::ops::Range;

use common_io::rules::{Indexed, Rules, Scoring, Stretches};

use crate::board::Board;
use crate::position::{Move, Position};

impl Board {
    /// The position where `a[left..right]` is left.
    fn at(&self, left: usize, right: usize) -> Position {
        match Position::new(self.len(), left, right) {
            Some(position) => position,
            None => unreachable!("a stretch of the row is a position"),
        }
    }
}

/// The deque game on one row, stated through the rules layer.
impl Rules for Board {
    /// The stretch of the row still there.
    type Position = Position;
    type Move = Move;

    /// The whole row.
    fn start(&self) -> Position {
        self.at(0, self.len())
    }

    /// Take the first number left, or the last; with one number left,
    /// both are the same move.
    fn legal_moves(&self, position: &Position, moves: &mut Vec<Move>) {
        let left = position.remaining();
        if left.is_empty() {
            return;
        }
        moves.push(Move { index: left.start });
        if left.end - 1 != left.start {
            moves.push(Move {
                index: left.end - 1,
            });
        }
    }

    fn play(&self, position: &Position, mv: &Move) -> Position {
        let left = position.remaining();
        if mv.index == left.start {
            self.at(left.start + 1, left.end)
        } else {
            self.at(left.start, left.end - 1)
        }
    }
}

/// A move scores the number taken for its mover.
impl Scoring for Board {
    fn gain(&self, _: &Position, mv: &Move) -> i64 {
        self.values()[mv.index]
    }
}

/// The stretches `a[left..right]` numbered by length, then left end
/// ([`Stretches`]: `(N + 1) (N + 2) / 2` numbers, the empty stretch at 0
/// among them, which no game reaches), in tiers by length: a move leaves
/// a stretch one shorter, so the generic negamax values every stretch
/// tier by tier, each tier's stretches side by side on the workers.
///
/// ```
/// use deque_game::Board;
/// use common_io::rules::{Indexed, Rules};
///
/// let rules: Board = "4\n10 80 90 30\n".parse()?;
/// assert_eq!(rules.count(), 15);
/// let start = rules.start();
/// assert_eq!(rules.index(&start), 14); // the one stretch of length 4, last
/// assert_eq!(rules.position(14), start);
/// assert_eq!(rules.tiers(), Some(vec![0, 5, 9, 12, 14, 15]));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl Indexed for Board {
    fn count(&self) -> usize {
        Stretches::new(self.len()).count()
    }

    fn index(&self, position: &Position) -> usize {
        let left = position.remaining();
        Stretches::new(self.len()).index(left.start, left.end)
    }

    fn position(&self, index: usize) -> Position {
        let (left, right) = Stretches::new(self.len()).stretch(index);
        self.at(left, right)
    }

    fn positions(&self, numbers: Range<usize>) -> impl Iterator<Item = Position> {
        let stretches = Stretches::new(self.len()).stretches(numbers);
        stretches.map(|(left, right)| self.at(left, right))
    }

    fn tiers(&self) -> Option<Vec<usize>> {
        Some(Stretches::new(self.len()).tiers())
    }
}
