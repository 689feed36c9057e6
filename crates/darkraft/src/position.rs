//! Positions reached by playing moves from the start, scored with the
//! analysis's tables.

use std::fmt;

use bitvec::vec::BitVec;

use crate::analysis::{Analysis, MoveValue, Outcome};
use crate::grid::{Cell, Parity};
use crate::rotated::{Rect, Rotated};

/// Why [`Position::apply`] refused a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum MoveError {
    /// The cell is not on the grid.
    OffGrid(Cell),
    /// The cell is on the grid but no longer active.
    Inactive(Cell),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::OffGrid(cell) => write!(f, "cell {cell} is not on the grid"),
            MoveError::Inactive(cell) => write!(f, "cell {cell} is no longer active"),
        }
    }
}

impl std::error::Error for MoveError {}

/// A position of the game on an analysed grid: which cells are still
/// active.
///
/// In rotated coordinates the active cells of each parity class always form
/// a union of disjoint rectangles of the box (every move erases a whole row
/// and/or column of the rectangle it is played in, splitting it into 2 or
/// 4), and each rectangle is an independent sub-game whose Grundy number is
/// in the analysis's table. So a position is that list of rectangles, and
/// its Grundy number is the XOR of theirs: no search, whatever moves were
/// played.
///
/// ```
/// use darkraft::{Cell, Grid, analyze};
///
/// let grid: Grid = "2 2\nRR\nRR\n".parse()?;
/// let analysis = analyze(&grid);
/// let mut position = analysis.start();
/// let best = position.winning_moves()[0];
/// position.apply(best)?;
/// assert_eq!(position.grundy(), 0); // the opponent is lost
/// assert!(!position.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Position<'a> {
    analysis: &'a Analysis,
    /// Which cells are active, row-major.
    active: BitVec,
    /// The rectangles of each class's active region (only those holding a
    /// cell).
    regions: [Vec<Rect>; 2],
    moves: usize,
}

impl<'a> Position<'a> {
    pub(crate) fn start(analysis: &'a Analysis) -> Position<'a> {
        let grid = analysis.grid();
        let regions = Parity::BOTH.map(|parity| {
            let class = analysis.class(parity);
            let whole = class.whole();
            if class.has_cells(whole) {
                vec![whole]
            } else {
                Vec::new()
            }
        });
        Position {
            analysis,
            active: BitVec::repeat(true, grid.rows() * grid.cols()),
            regions,
            moves: 0,
        }
    }

    /// The analysis this position belongs to.
    pub fn analysis(&self) -> &'a Analysis {
        self.analysis
    }

    /// How many moves were played from the start.
    pub fn moves_played(&self) -> usize {
        self.moves
    }

    /// Whether `cell` (1-based) is on the grid and still active.
    pub fn is_active(&self, cell: Cell) -> bool {
        self.analysis
            .grid()
            .index(cell)
            .is_some_and(|k| self.active[k])
    }

    /// The active cells, row by row: the legal moves.
    pub fn active_cells(&self) -> Vec<Cell> {
        self.analysis
            .grid()
            .cells()
            .filter(|&c| self.is_active(c))
            .collect()
    }

    /// Whether no cell is active: the player to move has lost.
    pub fn is_over(&self) -> bool {
        self.regions.iter().all(Vec::is_empty)
    }

    /// The Grundy number of the game left on one parity class.
    pub fn parity_grundy(&self, parity: Parity) -> u16 {
        let class = self.analysis.class(parity);
        self.regions(parity)
            .iter()
            .fold(0, |acc, &r| acc ^ class.value(r))
    }

    /// The Grundy number of the position.
    pub fn grundy(&self) -> u16 {
        self.parity_grundy(Parity::Even) ^ self.parity_grundy(Parity::Odd)
    }

    /// Who wins from here: [`Outcome::Win`] if the player to move does.
    pub fn outcome(&self) -> Outcome {
        Outcome::from_grundy(self.grundy())
    }

    /// Every winning move from here (1-based cells, row by row): those
    /// leaving a position of Grundy number 0, the cells of
    /// [`Analysis::move_values`] with [`MoveValue::grundy`] 0, in the same
    /// order. Empty when the player to move loses.
    pub fn winning_moves(&self) -> Vec<Cell> {
        // A position worth 0 has no move to 0: skip scoring every move.
        if self.grundy() == 0 {
            return Vec::new();
        }
        self.move_values()
            .into_iter()
            .filter(|mv| mv.grundy == 0)
            .map(|mv| mv.cell)
            .collect()
    }

    /// Every active cell, row by row, with the Grundy number of the
    /// position its move leaves ([`Analysis::move_values`]).
    ///
    /// A move at `(x, y)` in the rectangle `r` replaces `r`'s Grundy number
    /// in the XOR by that of the parts it leaves: one lookup per part, no
    /// search and no copy of the position.
    pub(crate) fn move_values(&self) -> Vec<MoveValue> {
        let grid = self.analysis.grid();
        let total = self.grundy();
        // By row-major index: the rectangles hold exactly the active cells,
        // each in one rectangle.
        let mut values: Vec<Option<u16>> = vec![None; self.active.len()];
        for parity in Parity::BOTH {
            let class = self.analysis.class(parity);
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
        let moves: Vec<MoveValue> = grid
            .cells()
            .zip(values)
            .filter_map(|(cell, grundy)| grundy.map(|grundy| MoveValue { cell, grundy }))
            .collect();
        assert_eq!(
            moves.len(),
            self.active.count_ones(),
            "an active cell lies in no rectangle"
        );
        moves
    }

    /// Plays the move at `cell` (1-based): the cell and the cells its waves
    /// reach become inactive.
    pub fn apply(&mut self, cell: Cell) -> Result<(), MoveError> {
        let grid = self.analysis.grid();
        let Some(index) = grid.index(cell) else {
            return Err(MoveError::OffGrid(cell));
        };
        if !self.active[index] {
            return Err(MoveError::Inactive(cell));
        }
        let parity = Parity::of(cell);
        let class = self.analysis.class(parity);
        let Some((x, y)) = class.locate(cell) else {
            unreachable!("{cell} is on the grid, so in the box of its class")
        };
        let regions = &mut self.regions[parity.index()];
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
                self.active.set(erased, false);
            }
        }
        self.moves += 1;
        Ok(())
    }

    /// The position after the move at `cell`, leaving this one as it is.
    pub fn after(&self, cell: Cell) -> Result<Position<'a>, MoveError> {
        let mut next = self.clone();
        next.apply(cell)?;
        Ok(next)
    }

    fn regions(&self, parity: Parity) -> &[Rect] {
        &self.regions[parity.index()]
    }
}
