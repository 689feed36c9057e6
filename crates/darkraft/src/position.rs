//! Positions reached by playing moves from the start, the moves, and the
//! players. The analysis scores and advances them ([`Analysis`]).

use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;

use bitvec::field::BitField as _;
use bitvec::vec::BitVec;
use common_io::game::{Cell, ParseMoveError, parse_cells};

use common_io::game::{Grundy, MoveValue};
use common_io::rules::{Rules, Solution};

use crate::analysis::{Analysis, Solved};
use crate::board::Parity;
use crate::rotated::{Rect, Rotated};
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

/// A position of the game on an analysed grid: which cells are still
/// active. A plain value: the [`Analysis`] of its grid scores it
/// ([`Analysis::grundy_of`], [`Analysis::move_values`]) and plays moves
/// from it ([`Analysis::play`]); the analysis of another grid refuses it.
///
/// In rotated coordinates the active cells of each parity class always form
/// a union of disjoint rectangles of the box (every move erases a whole row
/// and/or column of the rectangle it is played in, splitting it into 2 or
/// 4), and each rectangle is an independent sub-game whose Grundy number is
/// in the analysis's table. So a position keeps that list of rectangles,
/// and its Grundy number is the XOR of theirs: no search, whatever moves
/// were played. Two positions are equal when they are of the same grid,
/// after as many moves, with the same active cells.
///
/// ```
/// use common_io::game::Wdl;
/// use darkraft::{Side, analyze};
///
/// let analysis = analyze(&"2 2\nRR\nRR\n".parse()?);
/// let start = analysis.start();
/// let best = analysis.winning_moves()[0];
/// let position = analysis.play(&start, &best)?;
/// assert_eq!(analysis.outcome(&position)?, Wdl::Loss); // the opponent is lost
/// assert_eq!(position.to_move(), Side::Second);
/// assert!(!position.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Position {
    /// The fingerprint of the grid the position is on.
    fingerprint: u64,
    /// Which cells are active, row-major.
    active: BitVec,
    /// The rectangles of each class's active region (only those holding a
    /// cell), where the kernel solved the grid; none where the rules did.
    regions: [Vec<Rect>; 2],
    /// Columns of the grid.
    cols: usize,
    moves: usize,
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        (self.fingerprint, self.moves, &self.active)
            == (other.fingerprint, other.moves, &other.active)
    }
}

impl Eq for Position {}

impl Hash for Position {
    /// What [`PartialEq`] compares, the active cells 64 at a time (bitvec
    /// hashes a bit vector a bit at a time, which took most of the time of
    /// a set of positions: the tests against the rules keep one).
    fn hash<H: Hasher>(&self, state: &mut H) {
        (self.fingerprint, self.moves, self.active.len()).hash(state);
        for chunk in self.active.chunks(64) {
            state.write_u64(chunk.load_le::<u64>());
        }
    }
}

impl Position {
    pub(crate) fn start(analysis: &Analysis) -> Position {
        let grid = analysis.board();
        let regions = Parity::BOTH.map(|parity| match analysis.solved() {
            Solved::Kernel(classes) => {
                let class = &classes[parity.index()];
                let whole = class.whole();
                if class.has_cells(whole) {
                    vec![whole]
                } else {
                    Vec::new()
                }
            }
            Solved::Rules(_) => Vec::new(),
        });
        Position {
            fingerprint: analysis.fingerprint(),
            active: BitVec::repeat(true, grid.rows() * grid.cols()),
            regions,
            cols: grid.cols(),
            moves: 0,
        }
    }

    /// How many moves were played from the start.
    pub fn moves_played(&self) -> usize {
        self.moves
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
        cell.col < self.cols
            && cell.row < self.active.len() / self.cols
            && self.active[cell.index(self.cols)]
    }

    /// The active cells, row by row: the legal moves.
    pub fn active_cells(&self) -> Vec<Cell> {
        self.active
            .iter_ones()
            .map(|index| Cell::at(index, self.cols))
            .collect()
    }

    /// Whether no cell is active: the player to move has lost.
    pub fn is_over(&self) -> bool {
        self.active.not_any()
    }

    /// The active cells, as the rules state them.
    fn cells(&self) -> Cells {
        let mut cells = Cells::none(self.active.len());
        for index in self.active.iter_ones() {
            cells.insert(index);
        }
        cells
    }

    pub(crate) fn fingerprint(&self) -> u64 {
        self.fingerprint
    }

    /// The grid's number of cells.
    pub(crate) fn cell_count(&self) -> usize {
        self.active.len()
    }

    /// The Grundy number of the game left on one parity class, from the
    /// kernel's tables.
    fn parity_grundy(&self, classes: &[Rotated; 2], parity: Parity) -> u16 {
        let class = &classes[parity.index()];
        self.regions(parity)
            .iter()
            .fold(0, |acc, &r| acc ^ class.value(r))
    }

    /// The Grundy number of the position (of `analysis`'s grid).
    pub(crate) fn grundy(&self, analysis: &Analysis) -> Grundy {
        match analysis.solved() {
            Solved::Kernel(classes) => Grundy(u32::from(
                self.parity_grundy(classes, Parity::Even)
                    ^ self.parity_grundy(classes, Parity::Odd),
            )),
            Solved::Rules(nimbers) => match nimbers.grundy(&self.cells()) {
                Some(grundy) => grundy,
                None => unreachable!("a position played from the start has its parts solved"),
            },
        }
    }

    /// Every active cell, row by row, with the Grundy number of the
    /// position its move leaves ([`Analysis::move_values`]).
    ///
    /// A move at `(x, y)` in the rectangle `r` replaces `r`'s Grundy number
    /// in the XOR by that of the parts it leaves: one lookup per part, no
    /// search and no copy of the position.
    pub(crate) fn move_values(&self, analysis: &Analysis) -> Vec<MoveValue<Move, Grundy>> {
        let grid = analysis.board();
        let classes = match analysis.solved() {
            Solved::Kernel(classes) => classes,
            Solved::Rules(nimbers) => {
                // One search of the solved parts per move.
                let cells = self.cells();
                return self
                    .active
                    .iter_ones()
                    .map(|index| {
                        let after = nimbers.rules().play(&cells, &index);
                        match nimbers.grundy(&after) {
                            Some(value) => MoveValue {
                                mv: Move {
                                    cell: Cell::at(index, self.cols),
                                },
                                value,
                            },
                            None => unreachable!("a move's parts are solved"),
                        }
                    })
                    .collect();
            }
        };
        let total =
            self.parity_grundy(classes, Parity::Even) ^ self.parity_grundy(classes, Parity::Odd);
        // By row-major index: the rectangles hold exactly the active cells,
        // each in one rectangle.
        let mut values: Vec<Option<u16>> = vec![None; self.active.len()];
        for parity in Parity::BOTH {
            let class = &classes[parity.index()];
            for &r in self.regions(parity) {
                let rest = total ^ class.value(r);
                for (x, y, slot) in class.cells_in(r) {
                    let Some(index) = grid.index(slot.cell) else {
                        unreachable!("the box cell {} is off the grid", slot.cell)
                    };
                    assert!(
                        self.active[index] && values[index].is_none(),
                        "{} is inactive or in two rectangles",
                        slot.cell
                    );
                    values[index] = Some(rest ^ class.option(r, x, y, slot.letter));
                }
            }
        }
        let moves: Vec<MoveValue<Move, Grundy>> = grid
            .cells()
            .zip(values)
            .filter_map(|(cell, grundy)| {
                grundy.map(|grundy| MoveValue {
                    mv: Move { cell },
                    value: Grundy(u32::from(grundy)),
                })
            })
            .collect();
        assert_eq!(
            moves.len(),
            self.active.count_ones(),
            "an active cell lies in no rectangle"
        );
        moves
    }

    /// The position after taking the active `cell` (checked by
    /// [`Analysis::play`]): the cell and the cells its waves reach become
    /// inactive.
    pub(crate) fn after(&self, analysis: &Analysis, cell: Cell) -> Position {
        let grid = analysis.board();
        let Some(index) = grid.index(cell).filter(|&index| self.active[index]) else {
            unreachable!("{cell} is not an active cell of the grid")
        };
        let mut next = self.clone();
        next.moves += 1;
        let classes = match analysis.solved() {
            Solved::Kernel(classes) => classes,
            Solved::Rules(nimbers) => {
                let after = nimbers.rules().play(&self.cells(), &index);
                for erased in self.active.iter_ones().filter(|&i| !after.contains(i)) {
                    next.active.set(erased, false);
                }
                return next;
            }
        };
        let parity = Parity::of(cell);
        let class = &classes[parity.index()];
        let Some((x, y)) = class.locate(cell) else {
            unreachable!("{cell} is on the grid, so in the box of its class")
        };
        let regions = &mut next.regions[parity.index()];
        // An active cell always lies in exactly one rectangle.
        let Some(k) = Rotated::find(regions, x, y) else {
            unreachable!("the active cell {cell} lies in no rectangle of its class")
        };
        let r = regions.swap_remove(k);
        let parts = r.split(x, y, grid.letters()[index]);
        regions.extend(parts.iter().filter(|&part| class.has_cells(part)));
        // What the waves erased: the cells of r outside every part.
        for (px, py, slot) in class.cells_in(r) {
            if !parts.contains(px, py) {
                let Some(erased) = grid.index(slot.cell) else {
                    unreachable!("the box cell {} is off the grid", slot.cell)
                };
                next.active.set(erased, false);
            }
        }
        next
    }

    fn regions(&self, parity: Parity) -> &[Rect] {
        &self.regions[parity.index()]
    }
}

#[cfg(test)]
mod tests {
    use std::hash::{BuildHasher, RandomState};

    use super::Move;

    /// Two positions reached by the same moves in another order (far apart
    /// on a grid of 80 cells, so the waves do not meet) are equal, and hash
    /// alike: the hash reads the active cells a word at a time, across the
    /// word boundary too.
    #[test]
    fn equal_positions_hash_alike() {
        let grid = format!("4 20\n{}", format!("{}\n", "X".repeat(20)).repeat(4));
        let analysis = crate::analyze(&grid.parse().unwrap());
        let start = analysis.start();
        let (a, b): (Move, Move) = ("1 1".parse().unwrap(), "1 20".parse().unwrap());
        let ab = analysis
            .play(&analysis.play(&start, &a).unwrap(), &b)
            .unwrap();
        let ba = analysis
            .play(&analysis.play(&start, &b).unwrap(), &a)
            .unwrap();
        assert_eq!(ab, ba);
        let hasher = RandomState::new();
        assert_eq!(hasher.hash_one(&ab), hasher.hash_one(&ba));
        assert_ne!(ab, start);
        assert_ne!(hasher.hash_one(&ab), hasher.hash_one(&start));
    }
}
