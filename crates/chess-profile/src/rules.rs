//! The game stated plainly through common-io's rules layer, from the
//! statement and the board alone ([`Rules`] and [`Scoring`] for
//! [`Board`]): the legal moves of every position, the solver of `--solver
//! rules` (the generic negamax over the positions' own numbers:
//! [`Indexed`] and [`common_io::rules::IndexedScores`]), and the check of
//! the kernel, which shares nothing with it but the board and the
//! vocabulary of positions (a position's path, its mask).
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
use common_io::rules::{Indexed, Rules, Scoring};

use crate::board::{Binomials, Board};
use crate::position::{Move, Position};

/// The path of `position` from the bottom-left corner to the top-right
/// one, along the edge of its stones: step `t` is bit `t` of the mask, a
/// right step (1) or an up step (0); and how many steps there are.
///
/// An up step leaves a row, which holds as many stones as there were right
/// steps before it, and the rows are left from the bottom one up. So an up
/// step at `t` followed by a right step is a corner into which one stone
/// fits: on the row that up step leaves (the rows above are as long, or
/// longer), in the column of the right steps before it. Placing it makes
/// the two steps right, then up.
fn path(position: &Position) -> (u32, usize) {
    (position.mask(), position.rows() + position.cols())
}

/// The cell in the corner at step `t` of `mask`, on a board of `rows`.
fn corner(mask: u32, t: usize, rows: usize) -> Cell {
    let rights = (mask & ((1 << t) - 1)).count_ones() as usize;
    let ups = t - rights;
    Cell::new(rows - 1 - ups, rights)
}

/// The stones of `position`. Column `j` holds a stone on each row whose up
/// step comes after the `j`-th right step (at step `p_j`, with `p_j - j`
/// up steps before it): `rows - p_j + j` stones. In all, `rows · cols +
/// cols (cols - 1) / 2 - Σ p_j`; the sum of the right steps' places is
/// that of their binary digits, each the count of right steps at places
/// with that digit set.
fn stones(position: &Position) -> usize {
    let (rows, cols) = (position.rows(), position.cols());
    let places: usize = [
        0xAAAA_AAAA_u32,
        0xCCCC_CCCC,
        0xF0F0_F0F0,
        0xFF00_FF00,
        0xFFFF_0000,
    ]
    .iter()
    .enumerate()
    .map(|(digit, places)| ((position.mask() & places).count_ones() as usize) << digit)
    .sum();
    rows * cols + cols * cols.saturating_sub(1) / 2 - places
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
    /// row and above in its column holds a stone: a corner of the path
    /// (see `path`). Top row first: the later steps.
    fn legal_moves(&self, position: &Position, moves: &mut Vec<Move>) {
        let (mask, steps) = path(position);
        for t in (0..steps.saturating_sub(1)).rev() {
            if mask >> t & 1 == 0 && mask >> (t + 1) & 1 == 1 {
                moves.push(Move {
                    cell: corner(mask, t, position.rows()),
                });
            }
        }
    }

    /// The corner's up and right steps swap.
    fn play(&self, position: &Position, mv: &Move) -> Position {
        let (mask, _) = path(position);
        // Before the corner: `col` right steps, and an up step for each
        // row below the stone's.
        let t = mv.cell.col + (position.rows() - 1 - mv.cell.row);
        match Position::from_mask(position.rows(), position.cols(), mask ^ (0b11 << t)) {
            Some(next) => next,
            None => unreachable!("a legal move keeps a path of the board"),
        }
    }
}

/// A stone on cell `(i, j)` scores `A[i][j]` for the first player, who
/// moves after an even number of stones, and `B[i][j]` for the second.
impl Scoring for Board {
    fn gain(&self, position: &Position, mv: &Move) -> i64 {
        let stones = stones(position);
        let at = mv.cell.row * self.cols() + mv.cell.col;
        if stones.is_multiple_of(2) {
            self.a()[at]
        } else {
            self.b()[at]
        }
    }
}

/// The binomial coefficients of the numbering, made once.
static BINOMIALS: Binomials = Binomials::new();

/// A position is numbered by its path's right steps, read as a set of
/// `cols` of the `rows + cols` steps in colexicographic order (the set
/// `p_1 < ... < p_cols` is `C(p_1, 1) + ... + C(p_cols, cols)`):
/// `C(rows + cols, rows)` numbers, the full board 0 and the empty one the
/// last, and a stone always leads to a smaller number.
///
/// ```
/// use chess_profile::Board;
/// use common_io::rules::{Indexed, Rules};
///
/// let board: Board = "2 2\n1 2\n3 4\n5 6\n7 8\n".parse()?;
/// assert_eq!(board.count(), 6);
/// let start = board.start();
/// assert_eq!(board.index(&start), 5);
/// assert_eq!(board.position(5), start);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl Indexed for Board {
    fn count(&self) -> usize {
        BINOMIALS.get(self.rows() + self.cols(), self.cols())
    }

    fn index(&self, position: &Position) -> usize {
        // The right steps, lowest first: the `k`-th at `t` adds `C(t, k)`.
        let (mut index, mut rights, mut left) = (0, 0, position.mask());
        while left != 0 {
            let t = left.trailing_zeros() as usize;
            rights += 1;
            index += BINOMIALS.get(t, rights);
            left &= left - 1;
        }
        index
    }

    fn position(&self, index: usize) -> Position {
        // The largest right step first: the largest `t` with `C(t, k) <=`
        // what is left of the number, for `k` from `cols` down.
        let (mut left, mut t, mut mask) = (index, self.rows() + self.cols(), 0u32);
        for k in (1..=self.cols()).rev() {
            t -= 1;
            while BINOMIALS.get(t, k) > left {
                t -= 1;
            }
            mask |= 1 << t;
            left -= BINOMIALS.get(t, k);
        }
        match Position::from_mask(self.rows(), self.cols(), mask) {
            Some(position) => position,
            None => unreachable!("a number below the count is a path of the board"),
        }
    }
}
