//! The analysis of a grid: both parity classes' tables, and every query on
//! them: the Grundy number and the outcome of any position, every move's
//! value, and the moves themselves ([`Analysis::play`]).
//!
//! `analysis` and `position` import each other on purpose: a [`Position`]
//! is the plain value a game is in, and only the analysis that made it,
//! holding the tables, scores or advances it.

use std::fmt;
use std::hash::{DefaultHasher, Hash, Hasher};

use common_io::game::{
    self, Cell, Ending, ForeignPosition, Grundy, IllegalMove, Line, MoveValue, Wdl,
};
use common_io::rules::{Nimbers, Solution};
use common_io::{OutOfMemory, Resources, Solver};

use crate::board::{Board, Parity};
use crate::game::Darkraft;
use crate::position::{Move, Position};
use crate::rotated::{self, Rotated};
use crate::rules::{Cells, DarkraftRules};

/// The judge's answer: whether the first player wins from the start,
/// `WIN` or `LOSE` (normal play has no draw).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Answer {
    /// The first player wins (the start's Grundy number is not 0).
    Win,
    /// The first player loses (the start's Grundy number is 0).
    Loss,
}

impl Answer {
    /// The answer for a start of Grundy number `grundy`.
    ///
    /// ```
    /// use darkraft::{Answer, Grundy};
    ///
    /// assert_eq!(Answer::of(Grundy(3)), Answer::Win);
    /// assert_eq!(Answer::of(Grundy(0)).to_string(), "LOSE");
    /// ```
    pub fn of(grundy: Grundy) -> Answer {
        match grundy.to_move() {
            Wdl::Win => Answer::Win,
            _ => Answer::Loss,
        }
    }
}

/// The judge's words: `WIN` or `LOSE`.
impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Answer::Win => "WIN",
            Answer::Loss => "LOSE",
        })
    }
}

/// A solved grid: the Grundy number of every rectangle of both rotated
/// parity classes, from which any position reachable from the start is
/// scored by a few lookups (see [`Position`]).
#[derive(Clone, Debug)]
pub struct Analysis {
    grid: Board,
    /// What the positions of this grid carry, to tell them from another
    /// grid's ([`fingerprint`]).
    fingerprint: u64,
    solved: Solved,
}

/// Which solver filled an analysis, and its tables. One per analysis: the
/// variants' sizes do not matter.
#[derive(Clone, Debug)]
#[allow(clippy::large_enum_variant)]
pub(crate) enum Solved {
    /// The kernel's rectangle tables, one per parity class.
    Kernel([Rotated; 2]),
    /// The generic Sprague–Grundy solver over the rules
    /// ([`DarkraftRules`]): a value per group of active cells met.
    Rules(Nimbers<DarkraftRules>),
}

/// Grids whose tables take at least this many bytes have their two parity
/// classes solved at the same time when there are threads to do it (below
/// it, handing work to another thread costs more than it saves).
const PARALLEL_BYTES: usize = 64 * 1024;

/// The buffers of the fill beside the tables, at most (about 0.65 MB per
/// class at 64×64), and the box cells: a bound for [`memory_needed`].
const BUFFER_BYTES: usize = 4 << 20;

/// The most bytes [`try_analyze`] allocates for `grid`: [`table_bytes`]
/// and the fill's buffers.
pub(crate) fn memory_needed(grid: &Board) -> usize {
    table_bytes(grid.rows(), grid.cols()) + BUFFER_BYTES
}

/// Solves `grid` within `resources`: fills the rectangle tables of both
/// parity classes, the two classes (independent games) at the same time
/// when `resources.workers` has threads (the same tables either way).
///
/// Refuses with [`OutOfMemory`] when the analysis needs more than the
/// memory limit (checked before anything is allocated) or when a table
/// cannot be allocated (naming what, and its bytes).
///
/// Time `O(X² Y² (X + Y) + Σ_X-cells ...)`, in short `O((n + m)^6)` in the
/// worst case (see the crate documentation); memory for the tables (about
/// `X² Y²` bytes per class, see the crate documentation), allocated first, plus buffers of `O((n + m)³)` bytes (about
/// 0.65 MB per class at 64×64).
///
/// ```
/// use darkraft::{Answer, Board, Resources, try_analyze};
///
/// let grid: Board = "2 2\nRR\nRR\n".parse()?;
/// let analysis = try_analyze(&grid, &Resources::default())?;
/// assert_eq!(analysis.answer(), Answer::Win);
/// // 1000 bytes are not enough for its tables: refused before allocating.
/// let small = Resources::default().with_memory_limit(1000);
/// assert!(try_analyze(&grid, &small).unwrap_err().to_string().contains("over the limit"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn try_analyze(grid: &Board, resources: &Resources<'_>) -> Result<Analysis, OutOfMemory> {
    if resources.solver == Solver::Rules {
        return Ok(Analysis {
            grid: grid.clone(),
            fingerprint: fingerprint(grid),
            solved: Solved::Rules(Nimbers::solve(DarkraftRules::new(grid), resources)?),
        });
    }
    resources.admit("the analysis", memory_needed(grid))?;
    let (even, odd) = if table_bytes(grid.rows(), grid.cols()) >= PARALLEL_BYTES {
        let workers = resources.workers;
        workers.join(
            || Rotated::try_new_on(grid, Parity::Even, workers),
            || Rotated::try_new_on(grid, Parity::Odd, workers),
        )
    } else {
        (
            Rotated::try_new(grid, Parity::Even),
            Rotated::try_new(grid, Parity::Odd),
        )
    };
    Ok(Analysis {
        grid: grid.clone(),
        fingerprint: fingerprint(grid),
        solved: Solved::Kernel([even?, odd?]),
    })
}

/// Solves `grid` on the current thread, without a memory limit:
/// [`try_analyze`]`(grid, &Resources::default())`, except that **when the
/// tables do not fit in memory the process ends** the way a failed `Vec`
/// allocation ends it ([`OutOfMemory::abort`]).
///
/// ```
/// let analysis = darkraft::analyze(&"2 2\nRL\nLR\n".parse()?);
/// assert_eq!(analysis.answer().to_string(), "LOSE");
/// # Ok::<(), darkraft::InputError>(())
/// ```
pub fn analyze(grid: &Board) -> Analysis {
    try_analyze(grid, &Resources::default()).unwrap_or_else(|e| e.abort())
}

/// The bytes of the tables [`try_analyze`] allocates for an `rows × cols`
/// grid (one `u16` per rectangle of each class's padded box, see the
/// crate documentation): 407,022 for 20×20, 36,246,210 for 64×64.
pub(crate) fn table_bytes(rows: usize, cols: usize) -> usize {
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

/// A grid's fingerprint, which its positions carry: equal grids (whose
/// tables are equal) have equal fingerprints.
fn fingerprint(grid: &Board) -> u64 {
    // `DefaultHasher::new` has fixed keys: the same grid, the same number.
    let mut hasher = DefaultHasher::new();
    grid.hash(&mut hasher);
    hasher.finish()
}

impl Analysis {
    /// The grid analysed.
    pub fn board(&self) -> &Board {
        &self.grid
    }

    /// The starting position (every cell active), to play the game out
    /// move by move with [`Analysis::play`].
    pub fn start(&self) -> Position {
        Position::start(self)
    }

    /// The Grundy number of the whole game from the start: the XOR of the
    /// two parity games'.
    pub fn grundy(&self) -> Grundy {
        self.parity_grundy(Parity::Even) ^ self.parity_grundy(Parity::Odd)
    }

    /// The Grundy number of the game on the cells of one parity class,
    /// from the start.
    pub fn parity_grundy(&self, parity: Parity) -> Grundy {
        match &self.solved {
            Solved::Kernel(classes) => {
                let class = &classes[parity.index()];
                Grundy(u32::from(class.value(class.whole())))
            }
            Solved::Rules(nimbers) => {
                let count = self.grid.rows() * self.grid.cols();
                let mut cells = Cells::all(count);
                cells.retain(|index| Parity::of(Cell::at(index, self.grid.cols())) == parity);
                match nimbers.grundy(&cells) {
                    Some(grundy) => grundy,
                    None => unreachable!("the start's parts are solved"),
                }
            }
        }
    }

    /// The judge's answer: who wins from the start, for the first player
    /// (the start's value).
    pub fn answer(&self) -> Answer {
        Answer::of(self.grundy())
    }

    /// Every winning first move, row by row; empty when the first player
    /// loses: the moves of [`Analysis::move_values`] of the start with
    /// value 0.
    pub fn winning_moves(&self) -> Vec<Move> {
        let start = self.start();
        if self.grundy() == Grundy(0) {
            // No move of a position worth 0 reaches 0: skip scoring them.
            return Vec::new();
        }
        self.values(&start)
            .into_iter()
            .filter(|mv| mv.value == Grundy(0))
            .map(|mv| mv.mv)
            .collect()
    }

    /// The Grundy number of `position` (the XOR of its rectangles'), or
    /// [`ForeignPosition`] for a position of another grid.
    pub fn grundy_of(&self, position: &Position) -> Result<Grundy, ForeignPosition> {
        self.check(position)?;
        Ok(position.grundy(self))
    }

    /// Who wins `position` under optimal play, for the player to move
    /// there; [`ForeignPosition`] for a position of another grid.
    pub fn outcome(&self, position: &Position) -> Result<Wdl, ForeignPosition> {
        self.grundy_of(position).map(Grundy::to_move)
    }

    /// Every legal move of `position` with its value, in the order the
    /// `--moves` output lists them: the active cells row by row (top row
    /// first, left to right), each with the [`Grundy`] number of the whole
    /// game after taking that cell. It is read from the tables (one lookup
    /// per rectangle a move leaves), without a search. Empty when the game
    /// is over; [`ForeignPosition`] for a position of another grid (one of
    /// an equal grid is answered: its tables are the same).
    ///
    /// The player to move wins exactly when some value is 0; the
    /// position's own Grundy number ([`Analysis::grundy_of`]) is the
    /// smallest number missing from the values.
    ///
    /// # Example
    ///
    /// ```
    /// use darkraft::{Cell, Board, Grundy, Move, analyze};
    ///
    /// // The first sample: every move clears one of the two pairs
    /// // (1, 1)-(2, 2) and (1, 2)-(2, 1), leaving the other, one move away
    /// // from the end (Grundy number 1). No winning move.
    /// let analysis = analyze(&"2 2\nRL\nLR\n".parse::<Board>()?);
    /// let values = analysis.move_values(&analysis.start())?;
    /// assert_eq!(values.len(), 4);
    /// assert_eq!(values[0].mv, Move { cell: Cell::new(0, 0) });
    /// assert!(values.iter().all(|mv| mv.value == Grundy(1)));
    /// assert!(analysis.winning_moves().is_empty());
    ///
    /// // The second sample: after (1, 1), whose R wave also clears (2, 2),
    /// // two lone cells are left; taking one leaves the other (Grundy 1).
    /// let analysis = analyze(&"2 2\nRR\nRR\n".parse::<Board>()?);
    /// let position = analysis.play(&analysis.start(), &"1 1".parse()?)?;
    /// let values: Vec<String> = analysis
    ///     .move_values(&position)?
    ///     .iter()
    ///     .map(|mv| format!("{} {}", mv.mv, mv.value))
    ///     .collect();
    /// assert_eq!(values, ["1 2 1", "2 1 1"]);
    /// assert_eq!(analysis.grundy_of(&position)?, Grundy(0)); // the smallest value missing
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn move_values(
        &self,
        position: &Position,
    ) -> Result<Vec<MoveValue<Move, Grundy>>, ForeignPosition> {
        self.check(position)?;
        Ok(self.values(position))
    }

    /// The position after `mv` (its cell and the cells its waves reach
    /// become inactive), or the [`IllegalMove`] saying why it cannot be
    /// played: the cell is off the grid or no longer active, the game is
    /// over, or `position` is of another grid.
    ///
    /// ```
    /// use darkraft::{Move, analyze};
    ///
    /// let analysis = analyze(&"1 2\nLL\n".parse()?);
    /// let mv: Move = "1 1".parse()?;
    /// let after = analysis.play(&analysis.start(), &mv)?;
    /// // The L wave of (1, 1) runs up-right and down-left: off the grid.
    /// assert_eq!(after.active_cells().len(), 1);
    /// let again = analysis.play(&after, &mv).unwrap_err();
    /// assert_eq!(again.to_string(), "illegal move `1 1`: the cell (1, 1) is no longer active");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play(&self, position: &Position, mv: &Move) -> Result<Position, IllegalMove> {
        if self.check(position).is_err() {
            return Err(IllegalMove::foreign(mv));
        }
        if position.is_over() {
            return Err(IllegalMove::game_over(mv));
        }
        let cell = mv.cell;
        if !self.grid.contains(cell) {
            return Err(IllegalMove::new(
                mv,
                format!("the cell {cell} is not on the grid"),
            ));
        }
        if !position.is_active(cell) {
            return Err(IllegalMove::new(
                mv,
                format!("the cell {cell} is no longer active"),
            ));
        }
        Ok(position.after(self, cell))
    }

    /// The optimal game from the start to the last cell taken: at each
    /// position the first of [`Analysis::move_values`] with the best value
    /// (common-io's [`game::principal_variation`], the game `--moves`
    /// shows). It always ends with no cell active ([`Ending::Over`]).
    ///
    /// ```
    /// use darkraft::{Ending, analyze};
    ///
    /// let analysis = analyze(&"2 2\nRR\nRR\n".parse()?);
    /// let (game, ending) = analysis.principal_variation();
    /// // (1, 1) clears (2, 2) too; two lone cells are left.
    /// assert_eq!(game.moves().len(), 3);
    /// assert_eq!(ending, Ending::Over);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn principal_variation(&self) -> (Line<'_, Darkraft>, Ending) {
        game::principal_variation::<Darkraft>(self)
    }

    /// The size of the rotated box of one parity class: `(rows, columns)`,
    /// `(0, 0)` for a class without cells.
    pub fn rotated_size(&self, parity: Parity) -> (usize, usize) {
        rotated::box_size(self.grid.rows(), self.grid.cols(), parity)
    }

    /// [`Analysis::move_values`] of a position of this grid.
    fn values(&self, position: &Position) -> Vec<MoveValue<Move, Grundy>> {
        position.move_values(self)
    }

    /// `Ok` for a position of this grid (or of an equal one).
    fn check(&self, position: &Position) -> Result<(), ForeignPosition> {
        if position.fingerprint() == self.fingerprint
            && position.cell_count() == self.grid.rows() * self.grid.cols()
        {
            Ok(())
        } else {
            Err(ForeignPosition)
        }
    }

    pub(crate) fn fingerprint(&self) -> u64 {
        self.fingerprint
    }

    /// The tables, and which solver filled them.
    pub(crate) fn solved(&self) -> &Solved {
        &self.solved
    }

    /// The kernel's table of one parity class.
    ///
    /// # Panics
    ///
    /// If the rules solved the grid (the callers check [`Analysis::solved`]).
    #[cfg(test)]
    pub(crate) fn class(&self, parity: Parity) -> &Rotated {
        match &self.solved {
            Solved::Kernel(classes) => &classes[parity.index()],
            Solved::Rules(_) => unreachable!("the rules solved the grid: no rectangle tables"),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::num::NonZeroUsize;

    use common_io::{SplitMix64, Workers};

    use super::*;
    use crate::board::{Letter, MAX_SIDE_SUM};

    /// The two-thread path gives the same tables as solving the classes one
    /// after the other, whether the threads run or are refused (then the
    /// classes are solved on the current thread, which the pool reports).
    #[test]
    fn parallel_classes_match_sequential_ones() {
        let mut rng = SplitMix64::new(0x2545_F491_4F6C_DD1D);
        let letters = (0..24 * 23)
            .map(|_| *rng.pick(&[Letter::L, Letter::R, Letter::X]).unwrap())
            .collect();
        let grid = Board::new(24, 23, letters).unwrap();
        assert!(table_bytes(24, 23) >= PARALLEL_BYTES);
        let two = NonZeroUsize::new(2).unwrap();
        let pool = Workers::new(two);
        let refusing = common_io::testkit::refusing_threads(two);
        for (workers, built) in [
            (&pool, "built: Some(true)"),
            (&refusing, "built: Some(false)"),
        ] {
            // A pool starts its threads when work first comes.
            assert!(
                format!("{workers:?}").contains("built: None"),
                "{workers:?}"
            );
            let analysis = try_analyze(&grid, &Resources::new(workers)).unwrap();
            for parity in Parity::BOTH {
                let alone = Rotated::try_new(&grid, parity).unwrap();
                assert_eq!(analysis.class(parity).table(), alone.table(), "{parity}");
            }
            // The analysis asked this pool for its threads: they run, or
            // were refused (and the classes ran on the current thread).
            assert!(format!("{workers:?}").contains(built), "{workers:?}");
        }
    }

    /// More than two threads fill the bands of each height side by side:
    /// the same tables as one thread, on grids whose option sets widen
    /// (mostly `X`) and on random ones, and a Grundy number that matches.
    #[test]
    fn bands_on_four_threads_match_one_thread() {
        let four = Workers::new(NonZeroUsize::new(4).unwrap());
        let mut rng = SplitMix64::new(0x5EED_BA2D);
        for (rows, cols, x_percent) in [(24, 23, 34), (30, 30, 92), (1, 40, 50), (17, 9, 100)] {
            let letters = (0..rows * cols)
                .map(|_| {
                    if rng.chance(x_percent, 100) {
                        Letter::X
                    } else {
                        *rng.pick(&[Letter::L, Letter::R]).unwrap()
                    }
                })
                .collect();
            let grid = Board::new(rows, cols, letters).unwrap();
            let analysis = try_analyze(&grid, &Resources::new(&four)).unwrap();
            for parity in Parity::BOTH {
                let alone = Rotated::try_new(&grid, parity).unwrap();
                assert_eq!(
                    analysis.class(parity).table(),
                    alone.table(),
                    "{rows}×{cols} {parity}"
                );
            }
        }
        assert!(
            format!("{four:?}").contains("built: Some(true)"),
            "{four:?}"
        );
    }

    /// The largest board accepted asks [`try_analyze`] for exactly
    /// [`table_bytes`] of tables.
    #[test]
    #[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
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
        let grid = Board::filled(rows, cols, Letter::L).unwrap();
        let analysis = analyze(&grid);
        let allocated: usize = Parity::BOTH
            .iter()
            .map(|&parity| std::mem::size_of_val(analysis.class(parity).table()))
            .sum();
        assert_eq!(allocated, table_bytes(rows, cols));
        // 127 cells in one column: 127 moves.
        assert_eq!(analysis.answer(), Answer::Win);
    }
}
