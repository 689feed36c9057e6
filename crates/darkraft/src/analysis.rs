//! The solved grid: the kernel's tables of both parity classes, or the
//! generic Sprague–Grundy solver's values over the rules, and the queries
//! on them: the Grundy number and the outcome of any position, every
//! move's value, the winning first moves.

use std::fmt;

use common_io::game::{Cell, Game, Grundy, MoveValue, Wdl};
use common_io::rules::{Nimbers, Rules, Solution, Solved};
use common_io::{OutOfMemory, Resources};

use crate::Darkraft;
use crate::board::{Board, Parity};
use crate::position::{Move, Position};
use crate::rotated::{self, Rect, Rotated};
use crate::rules::Cells;

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

/// Grids whose tables take at least this many bytes have their two parity
/// classes solved at the same time when there are threads to do it (below
/// it, handing work to another thread costs more than it saves).
const PARALLEL_BYTES: usize = 64 * 1024;

/// The buffers of the fill beside the tables, at most (about 0.65 MB per
/// class at 64×64), and the box cells, then the cells' coordinates (16 KB
/// at most): a bound for [`memory_needed`].
const BUFFER_BYTES: usize = 4 << 20;

/// The solved grid: the Grundy number of every position, from the kernel
/// ([`Kernel`]) or from the generic Sprague–Grundy solver over the rules
/// (`--solver rules`, [`Resources::with_solver`]), as a [`Solution`]: a
/// position's value for the player to move ([`Solution::outcome`]: a win
/// exactly when its Grundy number, [`grundy`], is not 0) and every legal
/// move's ([`Solution::move_values`]: the active cells row by row, each
/// with the Grundy number of the position it leaves, 0 for a winning
/// move). The kernel answers for a position whose active cells make
/// rectangles of its boxes (every position play reaches); a position of a
/// grid of another size is `None`.
///
/// ```
/// use darkraft::{Board, Cell, Darkraft, Grundy, Move, analyze, grundy, winning_moves};
/// use common_io::game::Game;
/// use common_io::rules::Solution;
///
/// // The first sample: every move clears one of the two pairs
/// // (1, 1)-(2, 2) and (1, 2)-(2, 1), leaving the other, one move away
/// // from the end (Grundy number 1). No winning move.
/// let analysis = analyze(&"2 2\nRL\nLR\n".parse::<Board>()?);
/// let values = analysis.move_values(&Darkraft::start(&analysis)).unwrap();
/// assert_eq!(values.len(), 4);
/// assert_eq!(values[0].mv, Move { cell: Cell::new(0, 0) });
/// assert!(values.iter().all(|mv| mv.value == Grundy(1)));
/// assert!(winning_moves(&analysis).is_empty());
///
/// // The second sample: after (1, 1), whose R wave also clears (2, 2),
/// // two lone cells are left; taking one leaves the other (Grundy 1).
/// let analysis = analyze(&"2 2\nRR\nRR\n".parse::<Board>()?);
/// let start = Darkraft::start(&analysis);
/// let position = Darkraft::play(&analysis, &start, &"1 1".parse()?)?;
/// let values: Vec<String> = analysis
///     .move_values(&position)
///     .unwrap()
///     .iter()
///     .map(|mv| format!("{} {}", mv.mv, mv.value))
///     .collect();
/// assert_eq!(values, ["1 2 1", "2 1 1"]);
/// assert_eq!(grundy(&analysis, &position), Some(Grundy(0))); // the smallest value missing
/// // Taking a cell no longer active is refused.
/// let again = Darkraft::play(&analysis, &position, &"1 1".parse()?).unwrap_err();
/// assert_eq!(again.to_string(), "illegal move `1 1`: the legal moves here are 1 2, 2 1");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub type Analysis = Solved<Kernel, Nimbers<Board>>;

/// The kernel's solution: the Grundy number of every rectangle of both
/// rotated parity classes' boxes, from which any position play reaches is
/// scored by a lookup per rectangle of active cells (see [`Position`]).
#[derive(Clone, Debug)]
pub struct Kernel {
    grid: Board,
    classes: [Rotated; 2],
    /// Each cell's box coordinates in its class, `x << 16 | y`, by
    /// row-major index (worked out once: every query finds the
    /// rectangles again).
    coords: Vec<u32>,
}

/// A rectangle of active cells of a position: its class and its box
/// coordinates.
type Region = (Parity, Rect);

impl Kernel {
    /// The rectangles of `position`'s active cells: each group of active
    /// cells connected by diagonal steps, as the rectangle of its class's
    /// box around it, which must hold no other cell of the grid; `None`
    /// where one does (a position play does not reach) or for a grid of
    /// another size.
    fn regions(&self, position: &Position) -> Option<Vec<Region>> {
        let (rows, cols) = (self.grid.rows(), self.grid.cols());
        if usize::from(position.cols) != cols
            || position.active.capacity() != Cells::none(rows * cols).capacity()
        {
            return None;
        }
        let mut seen = Cells::none(rows * cols);
        let mut stack = Vec::new();
        let mut regions = Vec::new();
        for first in position.active.iter() {
            if seen.contains(first) {
                continue;
            }
            let parity = Parity::of(Cell::at(first, cols));
            let class = &self.classes[parity.index()];
            let (mut rect, mut count) = (Rect::EMPTY, 0);
            seen.insert(first);
            stack.push(first);
            while let Some(index) = stack.pop() {
                // A cell past the grid (in the last word's spare bits) has none.
                let packed = *self.coords.get(index)?;
                let (x, y) = ((packed >> 16) as usize, (packed & 0xffff) as usize);
                rect = rect.around(x, y);
                count += 1;
                for next in self.grid.diagonal_neighbours(index) {
                    if position.active.contains(next) && !seen.contains(next) {
                        seen.insert(next);
                        stack.push(next);
                    }
                }
            }
            if class.cells_in(rect).count() != count {
                return None;
            }
            regions.push((parity, rect));
        }
        Some(regions)
    }

    /// The Grundy number of `position`: the XOR of its rectangles'.
    fn grundy(&self, position: &Position) -> Option<Grundy> {
        let regions = self.regions(position)?;
        Some(Grundy(u32::from(
            regions.iter().fold(0, |acc, &(parity, r)| {
                acc ^ self.classes[parity.index()].value(r)
            }),
        )))
    }

    /// The table of one parity class.
    pub(crate) fn class(&self, parity: Parity) -> &Rotated {
        &self.classes[parity.index()]
    }
}

impl Solution for Kernel {
    type Rules = Board;
    type Outcome = Wdl;
    type Value = Grundy;

    /// Fills the rectangle tables of both parity classes, the two classes
    /// (independent games) at the same time when `resources.workers` has
    /// threads (the same tables either way). Refused with [`OutOfMemory`]
    /// when it needs more than the memory limit (checked before anything
    /// is allocated) or when a table cannot be allocated (naming what, and
    /// its bytes).
    ///
    /// Time `O(X² Y² (X + Y) + Σ_X-cells ...)`, in short `O((n + m)^6)` in
    /// the worst case (see the crate documentation); memory for the tables
    /// (about `X² Y²` bytes per class, see the crate documentation),
    /// allocated first, plus buffers of `O((n + m)³)` bytes (about 0.65 MB
    /// per class at 64×64).
    fn solve(grid: Board, resources: &Resources<'_>) -> Result<Kernel, OutOfMemory> {
        resources.admit("the analysis", memory_needed(&grid))?;
        let (even, odd) = if table_bytes(grid.rows(), grid.cols()) >= PARALLEL_BYTES {
            let workers = resources.workers;
            workers.join(
                || Rotated::try_new_on(&grid, Parity::Even, workers),
                || Rotated::try_new_on(&grid, Parity::Odd, workers),
            )
        } else {
            (
                Rotated::try_new(&grid, Parity::Even),
                Rotated::try_new(&grid, Parity::Odd),
            )
        };
        let classes = [even?, odd?];
        let coords = grid
            .cells()
            .map(
                |cell| match classes[Parity::of(cell).index()].locate(cell) {
                    Some((x, y)) => (x << 16 | y) as u32,
                    None => unreachable!("{cell} is on the grid, so in the box of its class"),
                },
            )
            .collect();
        Ok(Kernel {
            grid,
            classes,
            coords,
        })
    }

    /// None from a count of positions: the tables follow from the grid's
    /// size ([`Game::memory_needed`] gives them).
    fn bound(_: usize, _: usize) -> usize {
        usize::MAX
    }

    fn rules(&self) -> &Board {
        &self.grid
    }

    /// The rectangles of both padded boxes: a 2-byte value each.
    fn len(&self) -> usize {
        table_bytes(self.grid.rows(), self.grid.cols()) / 2
    }

    /// The tables, and 4 bytes a cell of coordinates.
    fn bytes(&self) -> usize {
        table_bytes(self.grid.rows(), self.grid.cols()) + 4 * self.coords.len()
    }

    fn outcome(&self, position: &Position) -> Option<Wdl> {
        self.grundy(position).map(Grundy::to_move)
    }

    /// A move at `(x, y)` in the rectangle `r` replaces `r`'s Grundy number
    /// in the XOR by that of the parts it leaves: one lookup per part, no
    /// search and no copy of the position.
    fn move_values(&self, position: &Position) -> Option<Vec<MoveValue<Move, Grundy>>> {
        let regions = self.regions(position)?;
        let cols = self.grid.cols();
        let value = |&(parity, r): &Region| self.classes[parity.index()].value(r);
        let total = regions.iter().fold(0, |acc, region| acc ^ value(region));
        // By row-major index: the rectangles hold exactly the active cells.
        let mut values: Vec<Option<u16>> = vec![None; self.grid.rows() * cols];
        for region in &regions {
            let (parity, r) = *region;
            let class = &self.classes[parity.index()];
            let rest = total ^ value(region);
            for (x, y, slot) in class.cells_in(r) {
                values[slot.cell.index(cols)] = Some(rest ^ class.option(r, x, y, slot.letter));
            }
        }
        Some(
            values
                .into_iter()
                .enumerate()
                .filter_map(|(index, grundy)| {
                    grundy.map(|grundy| MoveValue {
                        mv: Move {
                            cell: Cell::at(index, cols),
                        },
                        value: Grundy(u32::from(grundy)),
                    })
                })
                .collect(),
        )
    }
}

/// The Grundy number of `position` in `analysis`, from either solver (the
/// XOR of its rectangles' or of its parts'): `None` where the analysis has
/// no value for it.
pub fn grundy(analysis: &Analysis, position: &Position) -> Option<Grundy> {
    match analysis {
        Solved::Kernel(kernel) => kernel.grundy(position),
        Solved::Rules(nimbers) => nimbers.grundy(position),
    }
}

/// The Grundy number of the game on the cells of one parity class, from
/// the start.
pub fn parity_grundy(analysis: &Analysis, parity: Parity) -> Grundy {
    let grid = analysis.rules();
    let mut class = grid.start();
    class
        .active
        .retain(|index| Parity::of(Cell::at(index, grid.cols())) == parity);
    match grundy(analysis, &class) {
        Some(grundy) => grundy,
        None => unreachable!("the start's parts are solved"),
    }
}

/// Every winning first move, row by row; empty when the first player
/// loses: the moves of the start's [`Solution::move_values`] with value 0.
pub fn winning_moves(analysis: &Analysis) -> Vec<Move> {
    let start = analysis.rules().start();
    if Darkraft::answer(analysis) == Answer::Loss {
        // No move of a position worth 0 reaches 0: skip scoring them.
        return Vec::new();
    }
    let Some(values) = analysis.move_values(&start) else {
        unreachable!("the start is solved")
    };
    values
        .into_iter()
        .filter(|mv| mv.value == Grundy(0))
        .map(|mv| mv.mv)
        .collect()
}

/// The most bytes [`try_analyze`] allocates for `grid` with the kernel:
/// [`table_bytes`] and the fill's buffers.
pub(crate) fn memory_needed(grid: &Board) -> usize {
    table_bytes(grid.rows(), grid.cols()) + BUFFER_BYTES
}

/// Solves `grid` within `resources`: the Grundy number of every rectangle
/// of both parity classes (with the kernel, [`Kernel`]) or of every part
/// of every position the start reaches (from the rules). Refuses with
/// [`OutOfMemory`] when the analysis needs more than the memory limit
/// (with the kernel, checked before anything is allocated) or when a
/// table cannot be allocated (naming what, and its bytes).
///
/// ```
/// use darkraft::{Answer, Board, Darkraft, Resources, try_analyze};
///
/// let grid: Board = "2 2\nRR\nRR\n".parse()?;
/// let analysis = try_analyze(&grid, &Resources::default())?;
/// assert_eq!(Darkraft::answer(&analysis), Answer::Win);
/// // 1000 bytes are not enough for its tables: refused before allocating.
/// let small = Resources::default().with_memory_limit(1000);
/// assert!(try_analyze(&grid, &small).unwrap_err().to_string().contains("over the limit"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn try_analyze(grid: &Board, resources: &Resources<'_>) -> Result<Analysis, OutOfMemory> {
    Darkraft::try_analyze(grid, resources)
}

/// Solves `grid` on the current thread, without a memory limit:
/// [`try_analyze`]`(grid, &Resources::default())`, except that **when the
/// tables do not fit in memory the process ends** the way a failed `Vec`
/// allocation ends it ([`OutOfMemory::abort`]).
///
/// ```
/// let analysis = darkraft::analyze(&"2 2\nRL\nLR\n".parse()?);
/// assert_eq!(darkraft::Darkraft::answer(&analysis).to_string(), "LOSE");
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

#[cfg(test)]
mod tests {
    use std::num::NonZeroUsize;

    use common_io::{SplitMix64, Workers};

    use super::*;
    use crate::board::{Letter, MAX_SIDE_SUM};

    /// The kernel's solution of an analysis solved by it.
    fn kernel(analysis: &Analysis) -> &Kernel {
        match analysis {
            Solved::Kernel(kernel) => kernel,
            Solved::Rules(_) => unreachable!("solved by the kernel"),
        }
    }

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
                assert_eq!(
                    kernel(&analysis).class(parity).table(),
                    alone.table(),
                    "{parity}"
                );
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
                    kernel(&analysis).class(parity).table(),
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
            .map(|&parity| std::mem::size_of_val(kernel(&analysis).class(parity).table()))
            .sum();
        assert_eq!(allocated, table_bytes(rows, cols));
        // 127 cells in one column: 127 moves.
        assert_eq!(Darkraft::answer(&analysis), Answer::Win);
    }
}
