//! The analysis of a grid: both parity classes' tables, the Grundy numbers,
//! the outcome, the winning first moves and every move's value.

use std::fmt;

use common_io::{OutOfMemory, Workers};

use crate::grid::{Cell, Grid, Parity};
use crate::position::Position;
use crate::rotated::{self, Rotated};

/// Who wins the game from the start, under optimal play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The first player wins (the Grundy number is not 0).
    Win,
    /// The first player loses (the Grundy number is 0).
    Lose,
}

impl Outcome {
    /// The outcome of a position of Grundy number `grundy` for the player
    /// to move.
    pub fn from_grundy(grundy: u16) -> Outcome {
        if grundy == 0 {
            Outcome::Lose
        } else {
            Outcome::Win
        }
    }
}

/// The judge's words: `WIN` or `LOSE`.
impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::Win => "WIN",
            Outcome::Lose => "LOSE",
        })
    }
}

/// A legal move of a position with its value ([`Analysis::move_values`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveValue {
    /// The active cell taken (1-based).
    pub cell: Cell,
    /// The Grundy number of the whole game (both parity classes) after
    /// taking this cell: 0 means the player who takes it wins (the
    /// opponent faces a lost position), any other value that the opponent
    /// wins with best play.
    pub grundy: u16,
}

/// A solved grid: the Grundy number of every rectangle of both rotated
/// parity classes, from which any position reachable from the start is
/// scored by a few lookups (see [`Position`]).
#[derive(Clone, Debug)]
pub struct Analysis {
    grid: Grid,
    classes: [Rotated; 2],
}

/// Grids whose tables take at least this many bytes have their two parity
/// classes solved at the same time when there are threads to do it (below
/// it, handing work to another thread costs more than it saves).
const PARALLEL_BYTES: usize = 64 * 1024;

/// Solves `grid` on the current thread: fills the rectangle tables of both
/// parity classes, or returns [`OutOfMemory`] (naming what could not be
/// allocated and its bytes) if they do not fit in memory.
///
/// Time `O(X² Y² (X + Y) + Σ_X-cells ...)`, in short `O((n + m)^6)` in the
/// worst case (see the crate documentation); memory
/// [`table_bytes`]`(n, m)` for the tables, allocated first, plus buffers
/// of `O((n + m)³)` bytes (about 0.65 MB per class at 64×64).
///
/// ```
/// use darkraft::{Grid, try_analyze};
///
/// let grid: Grid = "2 2\nRR\nRR\n".parse()?;
/// // `?` passes an `OutOfMemory` on: "out of memory: <what> needs <n> bytes".
/// let analysis = try_analyze(&grid)?;
/// assert!(analysis.first_player_wins());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn try_analyze(grid: &Grid) -> Result<Analysis, OutOfMemory> {
    try_analyze_with(grid, &Workers::current_thread())
}

/// [`try_analyze`] with the two parity classes, which are independent
/// games, solved at the same time on `workers` (a pool of threads, or the
/// current thread alone when there is none: the same tables either way).
/// The work is the same; on two cores the wall time is about half.
///
/// ```
/// use std::num::NonZeroUsize;
/// use common_io::Workers;
/// use darkraft::{Grid, try_analyze, try_analyze_with};
///
/// let grid: Grid = "3 3\nXLR\nRXL\nLRX\n".parse()?;
/// let workers = Workers::new(NonZeroUsize::new(2).unwrap());
/// let both = try_analyze_with(&grid, &workers)?;
/// assert_eq!(both.grundy(), try_analyze(&grid)?.grundy());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn try_analyze_with(grid: &Grid, workers: &Workers) -> Result<Analysis, OutOfMemory> {
    let (even, odd) = if table_bytes(grid.rows(), grid.cols()) >= PARALLEL_BYTES {
        workers.join(
            || Rotated::try_new(grid, Parity::Even),
            || Rotated::try_new(grid, Parity::Odd),
        )
    } else {
        (
            Rotated::try_new(grid, Parity::Even),
            Rotated::try_new(grid, Parity::Odd),
        )
    };
    Ok(Analysis {
        grid: grid.clone(),
        classes: [even?, odd?],
    })
}

/// Solves `grid`: [`try_analyze`]`(grid).unwrap_or_else(|e| e.abort())`.
/// If the tables do not fit in memory, the process ends the way a failed
/// `Vec` allocation ends it ([`OutOfMemory::abort`]); [`try_analyze`]
/// returns the error instead.
pub fn analyze(grid: &Grid) -> Analysis {
    try_analyze(grid).unwrap_or_else(|e| e.abort())
}

/// Whether the first player wins on `grid` (or `WIN` / `LOSE` as an
/// [`Outcome`]: see [`solve`]). Solves it with [`analyze`], so it aborts
/// likewise when the tables do not fit in memory.
pub fn first_player_wins(grid: &Grid) -> bool {
    analyze(grid).first_player_wins()
}

/// The outcome of `grid` for the first player. Solves it with
/// [`analyze`], so it aborts likewise when the tables do not fit in
/// memory ([`try_analyze`]`(grid)?.outcome()` returns the error instead).
pub fn solve(grid: &Grid) -> Outcome {
    analyze(grid).outcome()
}

/// Every winning first move on `grid`: the cells (1-based, row by row)
/// whose move leaves a position of Grundy number 0. Empty when the first
/// player loses. Solves it with [`analyze`], so it aborts likewise when
/// the tables do not fit in memory.
pub fn winning_moves(grid: &Grid) -> Vec<Cell> {
    analyze(grid).winning_moves()
}

/// The bytes of the tables [`try_analyze`] allocates for an `rows × cols`
/// grid (one `u16` per rectangle of each class's padded box, see the
/// crate documentation): 407,022 for 20×20, 36,246,210 for 64×64.
pub fn table_bytes(rows: usize, cols: usize) -> usize {
    if rows == 0 || cols == 0 {
        return 0;
    }
    Parity::BOTH
        .iter()
        .map(|&parity| {
            let (xs, ys) = rotated::box_size(rows, cols, parity);
            rotated::class_table_bytes(xs, ys)
        })
        .sum()
}

impl Analysis {
    /// The grid analysed.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The Grundy number of the whole game: the XOR of the two parity
    /// games'.
    pub fn grundy(&self) -> u16 {
        self.parity_grundy(Parity::Even) ^ self.parity_grundy(Parity::Odd)
    }

    /// The Grundy number of the game on the cells of one parity class.
    pub fn parity_grundy(&self, parity: Parity) -> u16 {
        let class = self.class(parity);
        class.value(class.whole())
    }

    /// Who wins from the start.
    pub fn outcome(&self) -> Outcome {
        Outcome::from_grundy(self.grundy())
    }

    /// Whether the first player wins.
    pub fn first_player_wins(&self) -> bool {
        self.grundy() != 0
    }

    /// Every winning first move, 1-based, row by row; empty when the first
    /// player loses. These are the cells of
    /// [`Analysis::move_values`]`(&analysis.start())` with Grundy number 0.
    pub fn winning_moves(&self) -> Vec<Cell> {
        self.start().winning_moves()
    }

    /// Every legal move of `position` with its value, in the order the
    /// `--moves` output lists them: the active cells row by row (1-based,
    /// top row first, left to right), each with [`MoveValue::grundy`], the
    /// Grundy number of the whole game after taking that cell. It is read
    /// from the tables (one lookup per rectangle a move leaves), without a
    /// search.
    ///
    /// The player to move wins exactly when some value is 0, and those
    /// cells, in this order, are [`Position::winning_moves`]; the
    /// position's own Grundy number ([`Position::grundy`]) is the smallest
    /// number missing from the values. The list is empty when the game is
    /// over, and when `position` belongs to the analysis of another grid
    /// (a position of another analysis of an equal grid is answered like
    /// this one's: the tables are the same). Every position is reachable
    /// from the start: a [`Position`] is only built by playing moves from
    /// [`Analysis::start`].
    ///
    /// # Example
    ///
    /// ```
    /// use darkraft::{Cell, Grid, MoveValue, analyze};
    ///
    /// // The first sample: every move clears one of the two pairs
    /// // (1, 1)-(2, 2) and (1, 2)-(2, 1), leaving the other, one move away
    /// // from the end (Grundy number 1). No winning move.
    /// let analysis = analyze(&"2 2\nRL\nLR\n".parse::<Grid>()?);
    /// let values = analysis.move_values(&analysis.start());
    /// assert_eq!(values.len(), 4);
    /// assert_eq!(values[0], MoveValue { cell: Cell::new(1, 1), grundy: 1 });
    /// assert!(values.iter().all(|mv| mv.grundy == 1));
    /// assert!(analysis.winning_moves().is_empty());
    ///
    /// // The second sample: after (1, 1), whose R wave also clears (2, 2),
    /// // two lone cells are left; taking one leaves the other (Grundy 1).
    /// let analysis = analyze(&"2 2\nRR\nRR\n".parse::<Grid>()?);
    /// let position = analysis.start().after(Cell::new(1, 1))?;
    /// let values: Vec<(Cell, u16)> = analysis
    ///     .move_values(&position)
    ///     .iter()
    ///     .map(|mv| (mv.cell, mv.grundy))
    ///     .collect();
    /// assert_eq!(values, [(Cell::new(1, 2), 1), (Cell::new(2, 1), 1)]);
    /// assert_eq!(position.grundy(), 0); // the smallest value missing
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn move_values(&self, position: &Position<'_>) -> Vec<MoveValue> {
        if !self.is_for(position) {
            return Vec::new();
        }
        position.move_values()
    }

    /// Whether `position` is a position of this grid: of this analysis, or
    /// of another one of an equal grid (whose tables are the same).
    fn is_for(&self, position: &Position<'_>) -> bool {
        std::ptr::eq(position.analysis(), self) || position.analysis().grid() == self.grid()
    }

    /// The starting position (every cell active), to play the game out
    /// move by move.
    pub fn start(&self) -> Position<'_> {
        Position::start(self)
    }

    /// The size of the rotated box of one parity class: `(rows, columns)`,
    /// `(0, 0)` for a class without cells.
    pub fn rotated_size(&self, parity: Parity) -> (usize, usize) {
        let class = self.class(parity);
        (class.xs(), class.ys())
    }

    pub(crate) fn class(&self, parity: Parity) -> &Rotated {
        match parity {
            Parity::Even => &self.classes[0],
            Parity::Odd => &self.classes[1],
        }
    }
}

#[cfg(test)]
mod tests {
    use std::num::NonZeroUsize;

    use common_io::SplitMix64;

    use super::*;
    use crate::grid::{Letter, MAX_SIDE_SUM};

    /// The two-thread path gives the same tables as solving the classes one
    /// after the other.
    #[test]
    fn parallel_classes_match_sequential_ones() {
        let mut rng = SplitMix64::new(0x2545_F491_4F6C_DD1D);
        let letters = (0..24 * 23)
            .map(|_| *rng.pick(&[Letter::L, Letter::R, Letter::X]).unwrap())
            .collect();
        let grid = Grid::new(24, 23, letters).unwrap();
        assert!(table_bytes(24, 23) >= PARALLEL_BYTES);
        let two = NonZeroUsize::new(2).unwrap();
        // A pool of two threads, and a system that refuses the threads:
        // the same tables as one class after the other.
        for workers in [Workers::new(two), Workers::refusing_threads(two)] {
            let analysis = try_analyze_with(&grid, &workers).unwrap();
            for parity in Parity::BOTH {
                let alone = Rotated::try_new(&grid, parity).unwrap();
                assert_eq!(analysis.class(parity).table(), alone.table(), "{parity}");
            }
        }
        assert!(Workers::refusing_threads(two).refused());
    }

    /// The largest board accepted asks [`try_analyze`] for exactly
    /// [`table_bytes`] of tables.
    #[test]
    fn the_largest_board_allocates_table_bytes() {
        let (rows, cols) = (1..MAX_SIDE_SUM)
            .flat_map(|n| (1..=MAX_SIDE_SUM - n).map(move |m| (n, m)))
            .max_by_key(|&(n, m)| table_bytes(n, m))
            .unwrap();
        assert_eq!((rows, cols), (127, 1));
        assert_eq!(table_bytes(rows, cols), 36_263_240);
        // The sizes the documentation gives.
        assert_eq!(table_bytes(20, 20), 407_022);
        assert_eq!(table_bytes(64, 64), 36_246_210);
        let grid = Grid::filled(rows, cols, Letter::L).unwrap();
        let analysis = try_analyze(&grid).unwrap();
        let allocated: usize = Parity::BOTH
            .iter()
            .map(|&parity| std::mem::size_of_val(analysis.class(parity).table()))
            .sum();
        assert_eq!(allocated, table_bytes(rows, cols));
        // 127 cells in one column: 127 moves.
        assert!(analysis.first_player_wins());
    }
}
