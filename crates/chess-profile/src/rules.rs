//! The game stated plainly through common-io's rules layer, from the
//! statement and the board alone ([`Rules`] and [`Scoring`] for
//! [`Board`]): the legal moves of every position, the solver of `--solver
//! rules` (the generic negamax of [`common_io::rules::Scores`]), and the
//! check of the kernel, which shares nothing with it but the board.
//!
//! ```
//! use chess_profile::Board;
//! use common_io::Resources;
//! use common_io::game::Score;
//! use common_io::rules::{Rules, Scores, Solution};
//!
//! // The first sample: the first player ends 2 ahead.
//! let rules: Board = "2 3\n2 7 3\n9 1 2\n3 7 2\n2 3 1\n".parse()?;
//! let start = rules.start();
//! let solved = Scores::solve(rules, &Resources::default())?;
//! assert_eq!(solved.outcome(&start), Some(Score(2)));
//! // Every staircase of a 2×3 board: C(5, 2).
//! assert_eq!(solved.len(), 10);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use common_io::game::Cell;
use common_io::rules::{Rules, Scoring};

use crate::board::{Board, MAX_SIDE_SUM};
use crate::position::{Move, Position};

/// The stones of each row of `position`, top row first, in place (the
/// solver calls it millions of times: no allocation), and how many rows.
fn lengths(position: &Position) -> ([usize; MAX_SIDE_SUM], usize) {
    // The lattice path from the bottom-left corner: bit `t` of the mask is
    // a right step (1) or an up step (0); an up step closes the row it
    // leaves, holding as many stones as right steps came before it.
    let mut lengths = [0; MAX_SIDE_SUM];
    let (rows, mut up, mut right) = (position.rows(), 0, 0);
    for t in 0..rows + position.cols() {
        if position.mask() >> t & 1 == 1 {
            right += 1;
        } else {
            lengths[rows - 1 - up] = right;
            up += 1;
        }
    }
    (lengths, rows)
}

/// The staircase placement game on one board, stated through the rules
/// layer.
impl Rules for Board {
    /// The stones of each row, from the left (a staircase: every stone
    /// has stones to its left and above it).
    type Position = Position;
    type Move = Move;

    /// The empty board.
    fn start(&self) -> Position {
        match Position::empty(self.rows(), self.cols()) {
            Some(empty) => empty,
            None => unreachable!("a board's size is within the limits"),
        }
    }

    /// A stone goes on an empty cell whose every cell to the left in its
    /// row and above in its column holds a stone: the first empty cell
    /// of a row, when the row above has a stone over it. Top row first.
    fn legal_moves(&self, position: &Position, moves: &mut Vec<Move>) {
        let (lengths, rows) = lengths(position);
        for row in 0..rows {
            let len = lengths[row];
            let above = if row == 0 {
                self.cols()
            } else {
                lengths[row - 1]
            };
            if len < self.cols() && len < above {
                moves.push(Move {
                    cell: Cell::new(row, len),
                });
            }
        }
    }

    fn play(&self, position: &Position, mv: &Move) -> Position {
        let (mut lengths, rows) = lengths(position);
        lengths[mv.cell.row] += 1;
        match Position::from_row_lengths(self.cols(), &lengths[..rows]) {
            Some(next) => next,
            None => unreachable!("a legal move keeps a staircase"),
        }
    }
}

/// A stone on cell `(i, j)` scores `A[i][j]` for the first player, who
/// moves after an even number of stones, and `B[i][j]` for the second.
impl Scoring for Board {
    fn gain(&self, position: &Position, mv: &Move) -> i64 {
        let (lengths, rows) = lengths(position);
        let stones: usize = lengths[..rows].iter().sum();
        let at = mv.cell.row * self.cols() + mv.cell.col;
        if stones.is_multiple_of(2) {
            self.a()[at]
        } else {
            self.b()[at]
        }
    }
}
