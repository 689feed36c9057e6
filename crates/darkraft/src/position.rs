//! The vocabulary of play: positions (the active cells), moves and
//! players, which the rules ([`crate::rules`]) and the kernel's solution
//! share.

use std::fmt;
use std::str::FromStr;

use common_io::game::{Cell, ParseMoveError, parse_cells};

use crate::board::Board;
use crate::rules::Cells;

/// A move: taking the active cell `cell` (0-based in the API). Its text is
/// `R C`, the 1-based row and column, as `--moves` prints it.
///
/// ```
/// use darkraft::{Cell, Move};
///
/// let mv: Move = "2 3".parse()?;
/// assert_eq!(mv, Move { cell: Cell::new(1, 2) });
/// assert_eq!(mv.to_string(), "2 3");
/// assert!("0 3".parse::<Move>().is_err()); // rows count from 1
/// # Ok::<(), common_io::game::ParseMoveError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Move {
    /// The cell taken.
    pub cell: Cell,
}

/// `R C`, 1-based.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.cell.text())
    }
}

impl FromStr for Move {
    type Err = ParseMoveError;

    fn from_str(text: &str) -> Result<Move, ParseMoveError> {
        let [cell] = parse_cells::<1>(text, "R C: a row and a column, from 1")?;
        Ok(Move { cell })
    }
}

/// Who moves: the first player moves first, then they alternate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The player who makes the first move.
    First,
    /// The other one.
    Second,
}

/// `first` or `second`.
impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::First => "first",
            Side::Second => "second",
        })
    }
}

/// A position: which cells are still active, and how many moves were
/// played (who moves follows from it; the parts the generic solver splits
/// a position into leave it at 0).
///
/// In rotated coordinates the active cells of each parity class always form
/// a union of disjoint rectangles of the box (every move erases a whole row
/// and/or column of the rectangle it is played in, splitting it into 2 or
/// 4), and each rectangle is an independent sub-game whose Grundy number is
/// in the kernel's table: the kernel finds those rectangles again from the
/// active cells, and a position's Grundy number is the XOR of theirs, with
/// no search. Two positions are equal when they have the same active
/// cells, on grids of as many columns, after as many moves.
///
/// ```
/// use common_io::game::{Game, Wdl};
/// use common_io::rules::Solution;
/// use darkraft::{Darkraft, Side, analyze, winning_moves};
///
/// let analysis = analyze(&"2 2\nRR\nRR\n".parse()?);
/// let start = Darkraft::start(&analysis);
/// let best = winning_moves(&analysis)[0];
/// let position = Darkraft::play(&analysis, &start, &best)?;
/// assert_eq!(analysis.outcome(&position), Some(Wdl::Loss)); // the opponent is lost
/// assert_eq!(position.to_move(), Side::Second);
/// assert!(!position.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Which cells are active, by row-major index.
    pub(crate) active: Cells,
    /// Columns of the grid.
    pub(crate) cols: u16,
    pub(crate) moves: u32,
}

impl Position {
    /// The position of `board` whose active cells are `active` (by
    /// row-major index; those past the board's cells are left out), after
    /// `moves` moves.
    pub fn new(board: &Board, active: Cells, moves: u32) -> Position {
        let count = board.rows() * board.cols();
        let mut cells = Cells::none(count);
        for index in active.iter().take_while(|&index| index < count) {
            cells.insert(index);
        }
        Position {
            active: cells,
            cols: board.cols() as u16, // below 128
            moves,
        }
    }

    /// How many moves were played from the start.
    pub fn moves_played(&self) -> usize {
        self.moves as usize
    }

    /// Who moves next.
    pub fn to_move(&self) -> Side {
        if self.moves.is_multiple_of(2) {
            Side::First
        } else {
            Side::Second
        }
    }

    /// Whether `cell` is on the grid and still active.
    pub fn is_active(&self, cell: Cell) -> bool {
        let cols = usize::from(self.cols);
        cell.col < cols
            && cell.row < self.active.capacity() / cols
            && self.active.contains(cell.index(cols))
    }

    /// The active cells, row by row: the legal moves.
    pub fn active_cells(&self) -> Vec<Cell> {
        let cols = usize::from(self.cols);
        self.active
            .iter()
            .map(|index| Cell::at(index, cols))
            .collect()
    }

    /// Whether no cell is active: the player to move has lost.
    pub fn is_over(&self) -> bool {
        self.active.iter().next().is_none()
    }
}

#[cfg(test)]
mod tests {
    use std::hash::{BuildHasher, RandomState};

    use common_io::game::Game;

    use super::{Move, Position};
    use crate::Darkraft;

    /// Two positions reached by the same moves in another order (far apart
    /// on a grid of 80 cells, so the waves do not meet) are equal, and hash
    /// alike: the hash reads the active cells a word at a time, across the
    /// word boundary too.
    #[test]
    fn equal_positions_hash_alike() {
        let grid = format!("4 20\n{}", format!("{}\n", "X".repeat(20)).repeat(4));
        let analysis = crate::analyze(&grid.parse().unwrap());
        let start = Darkraft::start(&analysis);
        let play = |position: &Position, mv| Darkraft::play(&analysis, position, mv).unwrap();
        let (a, b): (Move, Move) = ("1 1".parse().unwrap(), "1 20".parse().unwrap());
        let ab = play(&play(&start, &a), &b);
        let ba = play(&play(&start, &b), &a);
        assert_eq!(ab, ba);
        let hasher = RandomState::new();
        assert_eq!(hasher.hash_one(&ab), hasher.hash_one(&ba));
        assert_ne!(ab, start);
        assert_ne!(hasher.hash_one(&ab), hasher.hash_one(&start));
    }
}
