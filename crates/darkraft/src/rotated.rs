//! One parity class turned by 45°: its box, its letters, and the table of
//! Grundy numbers of every rectangle of the box.
//!
//! Box coordinates are 1-based with one cell of padding on each side: rows
//! `x` in `1..=xs`, columns `y` in `1..=ys`, inside a `w × h` frame with
//! `w = xs + 2`, `h = ys + 2`. The padding lets an empty interval `(a, a - 1)`
//! (from `0` to `xs + 1`) index the table like any other: it is never
//! written, so it reads 0, the Grundy number of an empty rectangle.
//!
//! The table holds one band of `h × h` entries (`y1 * h + y2`) for each
//! pair of rows `x1 <= x2 + 1` with `1 <= x1` and `x2 <= xs`: the
//! non-empty bands and the empty ones `(x, x - 1)` that the fill reads
//! next to them. Bands with `x1 > x2 + 1` are never read, so they are not
//! stored: the bands are ordered by `x2`, then `x1` ([`band_index`]),
//! `(xs + 1)(xs + 2) / 2` of them instead of the `w²` of a square index,
//! which halves the table.

use common_io::{OutOfMemory, Workers, try_filled};

use common_io::game::Cell;

use crate::board::{Board, Letter, MAX_SIDE_SUM, Parity};

mod fill;

use fill::FillStats;

/// A rectangle `[x1..=x2] × [y1..=y2]` of box coordinates. It is empty when
/// `x1 > x2` or `y1 > y2`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Rect {
    pub(crate) x1: usize,
    pub(crate) x2: usize,
    pub(crate) y1: usize,
    pub(crate) y2: usize,
}

impl Rect {
    /// No cell: the start of [`Rect::around`].
    pub(crate) const EMPTY: Rect = Rect {
        x1: usize::MAX,
        x2: 0,
        y1: usize::MAX,
        y2: 0,
    };

    /// The smallest rectangle holding this one and `(x, y)`.
    pub(crate) fn around(self, x: usize, y: usize) -> Rect {
        Rect {
            x1: self.x1.min(x),
            x2: self.x2.max(x),
            y1: self.y1.min(y),
            y2: self.y2.max(y),
        }
    }

    /// What a move at `(x, y)` with `letter` leaves of this rectangle: an
    /// `L` erases row `x`, an `R` column `y`, an `X` both.
    pub(crate) fn split(&self, x: usize, y: usize, letter: Letter) -> Parts {
        let Rect { x1, x2, y1, y2 } = *self;
        let rect = |x1, x2, y1, y2| Rect { x1, x2, y1, y2 };
        let none = rect(1, 0, 1, 0);
        let (rects, count) = match letter {
            Letter::L => (
                [rect(x1, x - 1, y1, y2), rect(x + 1, x2, y1, y2), none, none],
                2,
            ),
            Letter::R => (
                [rect(x1, x2, y1, y - 1), rect(x1, x2, y + 1, y2), none, none],
                2,
            ),
            Letter::X => (
                [
                    rect(x1, x - 1, y1, y - 1),
                    rect(x1, x - 1, y + 1, y2),
                    rect(x + 1, x2, y1, y - 1),
                    rect(x + 1, x2, y + 1, y2),
                ],
                4,
            ),
        };
        Parts { rects, count }
    }
}

/// The rectangles a move leaves of the rectangle it is played in (see
/// [`Rect::split`]): the 2 sides of the erased row (an `L`) or column (an
/// `R`), or the 4 corners around the erased cross (an `X`). Some may be
/// empty; their Grundy number is 0.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Parts {
    rects: [Rect; 4],
    /// How many of `rects` are parts: 2 or 4.
    count: usize,
}

impl Parts {
    /// The parts, empty ones included.
    pub(crate) fn iter(&self) -> impl Iterator<Item = Rect> + '_ {
        self.rects.iter().take(self.count).copied()
    }
}

/// A real cell of the class in box coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Slot {
    pub(crate) letter: Letter,
    pub(crate) cell: Cell,
}

/// One parity class of a grid in rotated coordinates, with the Grundy
/// number of every rectangle of its box.
#[derive(Clone, Debug)]
pub(crate) struct Rotated {
    parity: Parity,
    /// Board rows `n` (the rotation depends on it).
    n: usize,
    /// Raw rotated coordinates of the box's corner: box row 1 is raw
    /// `x = xmin`, box column 1 is raw `y = ymin`.
    xmin: usize,
    ymin: usize,
    /// Box size; both 0 for a class without cells (a 1×1 grid's odd class).
    xs: usize,
    ys: usize,
    /// Frame size: `xs + 2`, `ys + 2`.
    w: usize,
    h: usize,
    /// The real cells, `x * h + y`; `None` outside the grid and in the frame.
    slots: Vec<Option<Slot>>,
    /// The real cells of box row `x` are columns `lo[x]..=hi[x]` (a row of
    /// the diamond is contiguous); `lo > hi` for the frame rows.
    lo: Vec<usize>,
    hi: Vec<usize>,
    /// Grundy numbers, `band_index(x1, x2) * h * h + y1 * h + y2`; entries
    /// of empty rectangles stay 0.
    table: Vec<u16>,
}

/// Raw rotated coordinates of a 0-based cell: `x = (i + j) / 2`,
/// `y = (j - i + n - 1) / 2`.
fn raw(n: usize, i: usize, j: usize) -> (usize, usize) {
    ((i + j) / 2, (j + n - 1 - i) / 2)
}

/// The place of band `(x1, x2)` among the bands of the table (see the
/// module documentation): `x2 (x2 + 1) / 2 + x1 - 1`, for
/// `1 <= x1 <= x2 + 1`.
#[inline(always)]
fn band_index(x1: usize, x2: usize) -> usize {
    debug_assert!(1 <= x1 && x1 <= x2 + 1, "no band ({x1}, {x2})");
    x2 * (x2 + 1) / 2 + x1 - 1
}

/// Bytes of the table of one class whose box is `xs × ys`:
/// `(xs + 1)(xs + 2) / 2` bands of `(ys + 2)²` `u16` values.
pub(crate) fn class_table_bytes(xs: usize, ys: usize) -> usize {
    let h = ys + 2;
    (xs + 1) * (xs + 2) / 2 * h * h * std::mem::size_of::<u16>()
}

/// The table of one class whose box is `xs × ys`: [`class_table_bytes`]
/// of zeros (0 is the Grundy number of the empty rectangles, which are
/// never written).
fn new_table(xs: usize, ys: usize) -> Result<Vec<u16>, OutOfMemory> {
    try_filled(
        class_table_bytes(xs, ys) / std::mem::size_of::<u16>(),
        0,
        "the Grundy table of a parity class",
    )
}

/// The box size of class `parity` of an `n × m` grid (0×0 if it has no
/// cell).
pub(crate) fn box_size(n: usize, m: usize, parity: Parity) -> (usize, usize) {
    let p = parity.index();
    // Anti-diagonals `s = i + j` of this class: `p, p + 2, ...` up to
    // `n + m - 2`, raw x = s / 2 = 0, 1, ... Diagonals `d = j - i + n - 1`
    // of this class have the parity `q` of `p + n - 1` (a line's cells all
    // share the parity of `i + j`): raw y = d / 2 = 0, 1, ...
    let last = n + m - 2;
    let q = (p + n - 1) % 2;
    match (last.checked_sub(p), last.checked_sub(q)) {
        (Some(xs), Some(ys)) => (xs / 2 + 1, ys / 2 + 1),
        _ => (0, 0),
    }
}

impl Rotated {
    /// The class `parity` of `grid`, with its table filled, or
    /// [`OutOfMemory`] if its table or buffers cannot be allocated.
    pub(crate) fn try_new(grid: &Board, parity: Parity) -> Result<Rotated, OutOfMemory> {
        Ok(Rotated::with_mask_bits(grid, parity, u32::MAX)?.0)
    }

    /// As [`Rotated::try_new`], the bands of each height side by side on
    /// `workers` when they have more than two threads (two go to the two
    /// classes): the same table.
    pub(crate) fn try_new_on(
        grid: &Board,
        parity: Parity,
        workers: &Workers,
    ) -> Result<Rotated, OutOfMemory> {
        let mut rotated = Rotated::geometry(grid, parity)?;
        let levels = (workers.threads() > 2).then_some(workers);
        fill::fill(&mut rotated, u32::MAX, levels)?;
        Ok(rotated)
    }

    /// As [`Rotated::try_new`], with the option sets of the mex cut to
    /// `mask_bits` values (tests use a tiny one to exercise the exact
    /// mex), and how the table was filled.
    pub(crate) fn with_mask_bits(
        grid: &Board,
        parity: Parity,
        mask_bits: u32,
    ) -> Result<(Rotated, FillStats), OutOfMemory> {
        let mut rotated = Rotated::geometry(grid, parity)?;
        let stats = fill::fill(&mut rotated, mask_bits, None)?;
        Ok((rotated, stats))
    }

    /// The box of class `parity` of `grid`, its cells, and its table
    /// allocated (all 0).
    fn geometry(grid: &Board, parity: Parity) -> Result<Rotated, OutOfMemory> {
        let mut rotated = Rotated::shape(grid, parity)?;
        rotated.table = new_table(rotated.xs, rotated.ys)?;
        Ok(rotated)
    }

    /// The box of class `parity` of `grid` and its cells, without a table
    /// (its values are not read): what `--explain` draws.
    pub(crate) fn shape(grid: &Board, parity: Parity) -> Result<Rotated, OutOfMemory> {
        let (n, m) = (grid.rows(), grid.cols());
        let p = parity.index();
        let class = || {
            (0..n).flat_map(move |i| {
                (0..m)
                    .filter(move |j| (i + j) % 2 == p)
                    .map(move |j| (i, j))
            })
        };
        let xmin = class().map(|(i, j)| raw(n, i, j).0).min().unwrap_or(0);
        let ymin = class().map(|(i, j)| raw(n, i, j).1).min().unwrap_or(0);
        let (xs, ys) = box_size(n, m, parity);
        let (w, h) = (xs + 2, ys + 2);
        let mut slots = try_filled(w * h, None, "the box cells of a parity class")?;
        let mut lo = try_filled(w, usize::MAX, "the row bounds of a parity class")?;
        let mut hi = try_filled(w, 0, "the row bounds of a parity class")?;
        for (i, j) in class() {
            let (x, y) = raw(n, i, j);
            let (x, y) = (x - xmin + 1, y - ymin + 1);
            slots[x * h + y] = Some(Slot {
                letter: grid.letters()[i * m + j],
                cell: Cell::new(i, j),
            });
            lo[x] = lo[x].min(y);
            hi[x] = hi[x].max(y);
        }
        Ok(Rotated {
            parity,
            n,
            xmin,
            ymin,
            xs,
            ys,
            w,
            h,
            slots,
            lo,
            hi,
            table: Vec::new(),
        })
    }

    /// The whole table (for tests comparing two ways of filling it).
    #[cfg(test)]
    pub(crate) fn table(&self) -> &[u16] {
        &self.table
    }

    /// Box rows.
    pub(crate) fn xs(&self) -> usize {
        self.xs
    }

    /// Box columns.
    pub(crate) fn ys(&self) -> usize {
        self.ys
    }

    /// The real cell at box coordinates `(x, y)`, if any.
    pub(crate) fn slot(&self, x: usize, y: usize) -> Option<Slot> {
        if x >= self.w || y >= self.h {
            return None;
        }
        self.slots[x * self.h + y]
    }

    /// Box coordinates of `cell`, if it is on the grid and in this class.
    pub(crate) fn locate(&self, cell: Cell) -> Option<(usize, usize)> {
        if cell.row >= self.n || cell.col >= MAX_SIDE_SUM || Parity::of(cell) != self.parity {
            return None;
        }
        let (x, y) = raw(self.n, cell.row, cell.col);
        let (x, y) = (x.checked_sub(self.xmin)? + 1, y.checked_sub(self.ymin)? + 1);
        match self.slot(x, y) {
            Some(slot) if slot.cell == cell => Some((x, y)),
            _ => None,
        }
    }

    /// Where the band `(x1, x2)` starts in the table (`1 <= x1 <= x2 + 1`,
    /// `x2 <= xs`).
    #[inline(always)]
    fn band_start(&self, x1: usize, x2: usize) -> usize {
        band_index(x1, x2) * self.h * self.h
    }

    /// The Grundy number of a rectangle of the box (0 if it is empty).
    ///
    /// A non-empty rectangle reaching out of the box is a bug: it panics.
    pub(crate) fn value(&self, r: Rect) -> u16 {
        if r.x1 > r.x2 || r.y1 > r.y2 {
            return 0;
        }
        assert!(
            r.x1 >= 1 && r.x2 <= self.xs && r.y1 >= 1 && r.y2 <= self.ys,
            "{r:?} is not in the {}×{} box",
            self.xs,
            self.ys
        );
        self.table[self.band_start(r.x1, r.x2) + r.y1 * self.h + r.y2]
    }

    /// The Grundy number of what a move at `(x, y)` leaves of `r`.
    pub(crate) fn option(&self, r: Rect, x: usize, y: usize, letter: Letter) -> u16 {
        r.split(x, y, letter)
            .iter()
            .fold(0, |acc, part| acc ^ self.value(part))
    }

    /// The real cells of `r` with their box coordinates, row by row.
    pub(crate) fn cells_in(&self, r: Rect) -> impl Iterator<Item = (usize, usize, Slot)> + '_ {
        (r.x1..=r.x2).flat_map(move |x| {
            let (from, to) = (r.y1.max(self.lo[x]), r.y2.min(self.hi[x]));
            (from..=to).map(move |y| {
                // A row of the diamond is contiguous: every column of
                // lo[x]..=hi[x] is a real cell.
                let Some(slot) = self.slot(x, y) else {
                    unreachable!("box cell ({x}, {y}) lies between real cells of its row")
                };
                (x, y, slot)
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn box_sizes_match_the_cells() {
        for n in 1..=9 {
            for m in 1..=9 {
                let g = Board::filled(n, m, Letter::X).unwrap();
                for parity in Parity::BOTH {
                    let r = Rotated::geometry(&g, parity).unwrap();
                    let cells: Vec<_> = g.cells().filter(|&c| Parity::of(c) == parity).collect();
                    // Every cell maps inside the box and back to itself.
                    for &c in &cells {
                        let (x, y) = r.locate(c).unwrap();
                        assert!((1..=r.xs).contains(&x) && (1..=r.ys).contains(&y));
                    }
                    let real = (1..=r.xs)
                        .flat_map(|x| (1..=r.ys).map(move |y| (x, y)))
                        .filter(|&(x, y)| r.slot(x, y).is_some())
                        .count();
                    assert_eq!(real, cells.len(), "{n}×{m} {parity}");
                    // The box is tight: every row and column has a cell.
                    if !cells.is_empty() {
                        for x in 1..=r.xs {
                            assert!((1..=r.ys).any(|y| r.slot(x, y).is_some()));
                        }
                        for y in 1..=r.ys {
                            assert!((1..=r.xs).any(|x| r.slot(x, y).is_some()));
                        }
                    }
                }
            }
        }
    }

    /// A table too large to allocate is an error naming it, with its
    /// bytes, not an abort.
    #[test]
    fn an_impossible_table_is_out_of_memory() {
        let side = 1 << 14;
        let bytes = class_table_bytes(side, side);
        assert_eq!(bytes, (side + 1) * (side + 2) * (side + 2).pow(2));
        let err = new_table(side, side).unwrap_err();
        assert_eq!(
            err,
            OutOfMemory::new("the Grundy table of a parity class", bytes)
        );
        assert_eq!(
            err.to_string(),
            format!("out of memory: the Grundy table of a parity class needs {bytes} bytes")
        );
    }
}
