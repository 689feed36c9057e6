//! The table-filling kernel: the letter index, the scratch buffers, the
//! bands and tiles of rectangles, the row, cross and column options
//! gathered into option sets, and the mex.

use std::ops::RangeInclusive;

use common_io::{OutOfMemory, Workers, try_filled, try_reserve};

use super::{Rect, Rotated};
use crate::board::Letter;

mod levels;
mod sets;

use levels::fill_levels;
use sets::{add, add_small, exact_mex, lowest_clear};

/// The most words of a rectangle's option set: `MAX_BITS = 64 MAX_WORDS`
/// = 2048 values, as many as the cells of the largest parity class within
/// the limits (`n + m <= 128`, so `n m <= 4096` and a class holds at most
/// 2048 cells). A rectangle's Grundy number is the mex of its options, at
/// most one per cell, so it is at most its number of cells: a set of
/// `MAX_BITS` bits holds every mex that can occur, and one that is full
/// means exactly `MAX_BITS` (see [`Filler::fill_band`]). [`fill`] checks
/// the cell count.
const MAX_WORDS: usize = 32;
const MAX_BITS: usize = 64 * MAX_WORDS;

/// The option sets being written (one tile of rows `y1`) take about this
/// many bytes, to stay in L1.
const TILE_BYTES: usize = 16 * 1024;

/// Per-row and per-column facts about the letters that [`fill`] needs,
/// indexed `x * h + y` like the box.
struct LetterIndex {
    /// The first `L` at or after column `y` of row `x` (`ys + 1` if none).
    next_l: Vec<usize>,
    /// The `X` columns of each row, increasing.
    x_cols: Vec<Vec<usize>>,
    /// The number of `R` cells of column `y` in rows `1..=x`.
    r_prefix: Vec<u32>,
}

impl LetterIndex {
    /// The letter facts of `class`.
    fn new(class: &Rotated) -> Result<LetterIndex, OutOfMemory> {
        const WHAT: &str = "the letter index of a parity class";
        let (xs, ys, w, h) = (class.xs, class.ys, class.w, class.h);
        let letter_at = |x: usize, y: usize| class.slot(x, y).map(|s| s.letter);
        let mut next_l = try_filled(w * h, ys + 1, WHAT)?;
        let mut x_cols: Vec<Vec<usize>> = try_filled(w, Vec::new(), WHAT)?;
        let mut r_prefix = try_filled(w * h, 0u32, WHAT)?;
        for x in 1..=xs {
            let crosses = (1..=ys)
                .filter(|&y| letter_at(x, y) == Some(Letter::X))
                .count();
            try_reserve(&mut x_cols[x], crosses, WHAT)?;
            let mut next = ys + 1;
            for y in (1..=ys).rev() {
                if letter_at(x, y) == Some(Letter::L) {
                    next = y;
                }
                next_l[x * h + y] = next;
            }
            for y in 1..=ys {
                let letter = letter_at(x, y);
                if letter == Some(Letter::X) {
                    x_cols[x].push(y);
                }
                r_prefix[x * h + y] =
                    r_prefix[(x - 1) * h + y] + u32::from(letter == Some(Letter::R));
            }
        }
        Ok(LetterIndex {
            next_l,
            x_cols,
            r_prefix,
        })
    }
}

/// Buffers reused from band to band.
struct Scratch {
    /// Option sets of one tile: `[u64; K]` per rectangle, `K` words each.
    words: Vec<u64>,
    /// The band being filled, `y1 * h + y2`.
    cur: Vec<u16>,
    /// `T_x(y1, y2)` of every row `x` of the band, `(x - x1) h² + y1 h + y2`.
    t: Vec<u16>,
    /// Whether column `y` of the band holds an `R`. A `Vec<bool>`, not a
    /// `BitVec`: it is read for every rectangle of the band, and a
    /// `BitVec` cost +1.8% to +2.9% instructions on 20×20 grids (callgrind).
    r_col: Vec<bool>,
    /// The options of one rectangle, for the exact mex.
    list: Vec<u16>,
}

impl Scratch {
    /// Buffers for the bands of `class`: the largest tile of any `K`,
    /// and room for the options of its largest rectangle (at most one per
    /// box cell), so that the exact mex never grows `list`.
    fn new(class: &Rotated) -> Result<Scratch, OutOfMemory> {
        const WHAT: &str = "the scratch buffers of a table fill";
        let (xs, ys, h) = (class.xs, class.ys, class.h);
        let tile_words = (1..=MAX_WORDS)
            .map(|k| (TILE_BYTES / (h * k * 8)).clamp(1, ys) * h * k)
            .fold(0, usize::max);
        let mut list = Vec::new();
        try_reserve(&mut list, xs * ys, WHAT)?;
        Ok(Scratch {
            words: try_filled(tile_words, 0, WHAT)?,
            cur: try_filled(h * h, 0, WHAT)?,
            t: try_filled(xs * h * h, 0, WHAT)?,
            r_col: try_filled(h, false, WHAT)?,
            list,
        })
    }
}

/// The rows `x1..=x2` of a band and its real columns `ylo..=yhi`.
#[derive(Clone, Copy, Debug)]
struct Band {
    x1: usize,
    x2: usize,
    ylo: usize,
    yhi: usize,
}

/// The tight rectangles of a band: `y1 <= y1_max` and `y2 >= y2_min` (its
/// top and bottom rows both have a real cell in `y1..=y2`).
#[derive(Clone, Copy, Debug)]
struct Tight {
    y1_max: usize,
    y2_min: usize,
}

impl Tight {
    fn holds(self, y1: usize, y2: usize) -> bool {
        y1 <= self.y1_max && y2 >= self.y2_min
    }
}

/// The rectangles of a band whose option sets are gathered together: the
/// rows `y1` in `lo..=hi` (the option set of `(y1, y2)` is
/// `sets[(y1 - lo) * h + y2]`), `y2` below `span`, tight ones only. What
/// the row and cross moves of [`add_row_moves`] and [`add_cross_moves`]
/// share.
#[derive(Clone, Copy, Debug)]
struct Tile {
    /// The first `y1` of the tile.
    lo: usize,
    /// The last `y1` of the tile.
    hi: usize,
    /// Which rectangles of the band gather options.
    tight: Tight,
    /// The exclusive end of a row of the band: `yhi + 1`.
    span: usize,
    /// The stride of a row `y1`, in `T` and in `sets`: the frame's `h`.
    h: usize,
}

impl Tile {
    /// The values of `y1`.
    fn rows(self) -> RangeInclusive<usize> {
        self.lo..=self.hi
    }
}

/// What filling one band reads: the class, whose table holds every lower
/// band, the letter facts, and the mex limit. Made afresh for each band
/// (the table grows in between).
#[derive(Clone, Copy)]
struct Filler<'a> {
    class: &'a Rotated,
    letters: &'a LetterIndex,
    /// The most values an option set tracks: `MAX_BITS`, unless a test
    /// lowers it to exercise [`exact_mex`].
    limit: usize,
}

/// How a table was filled (for the tests: how often each path ran).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct FillStats {
    /// The largest Grundy number of the table.
    pub(crate) max_value: u16,
    /// The most words an option set had (1 to `MAX_WORDS`).
    pub(crate) max_words: usize,
    /// Bands filled again with wider option sets, because one of their
    /// rectangles' mex reached the width of the first try.
    pub(crate) widened_bands: usize,
    /// Rectangles whose mex came from [`exact_mex`]: only when a test cut
    /// the option sets below `MAX_BITS` (`mask_bits`); 0 otherwise.
    pub(crate) exact_mexes: usize,
}

/// A band's option sets of `K` words were too narrow: a rectangle's
/// options cover every value below `64 K`, so its mex is at least that.
struct TooNarrow;

/// The words `K` of a band's option sets when the Grundy numbers found so
/// far are at most `max_value`: the least power of two with
/// `max_value < 64 K`, at most `MAX_WORDS`. Options of row and cross moves
/// are XORs of such numbers, so they stay below `64 K` too.
fn words_for(max_value: u16) -> usize {
    (usize::from(max_value) + 1)
        .div_ceil(64)
        .next_power_of_two()
        .min(MAX_WORDS)
}

/// Fills the table of `class`: rectangles by increasing height `x2 - x1`;
/// within one band `x1..=x2`, the options through row moves (`L`) and
/// cross moves (`X`) only need lower bands, and the column moves (`R`)
/// need narrower rectangles of the same band, which come first when `y1`
/// goes down and `y2` up.
///
/// Each band gathers its rectangles' options in sets of `K` words, with
/// `K` from the largest Grundy number found so far ([`words_for`]), so
/// that small values take small sets. A band with a mex of `64 K` or more
/// is filled again with `2 K` words; the bands after it start at least
/// that wide, so this happens at most once per `K`: 5 times per class.
/// With `mask_bits` below `MAX_BITS` (tests), a rectangle whose set holds
/// every value below `mask_bits` gets its mex from [`exact_mex`] instead.
///
/// With `workers` (more than two threads), the bands of each height are
/// filled side by side ([`fill_levels`]); the table is the same.
///
/// Fails only if the letter index or the scratch buffers cannot be
/// allocated (on one thread, before anything is written).
pub(super) fn fill(
    class: &mut Rotated,
    mask_bits: u32,
    workers: Option<&Workers>,
) -> Result<FillStats, OutOfMemory> {
    let (xs, ys) = (class.xs, class.ys);
    let mut stats = FillStats::default();
    if xs == 0 || ys == 0 {
        return Ok(stats);
    }
    // What makes a full set of MAX_BITS bits mean a mex of MAX_BITS.
    let cells = class.slots.iter().flatten().count();
    assert!(
        cells <= MAX_BITS,
        "a class of {cells} cells, more than the {MAX_BITS} the grid's limits allow"
    );
    let letters = LetterIndex::new(class)?;
    let limit = usize::try_from(mask_bits)
        .unwrap_or(usize::MAX)
        .clamp(1, MAX_BITS);
    match workers {
        Some(workers) => fill_levels(class, &letters, limit, workers, &mut stats)?,
        None => {
            let mut scratch = Scratch::new(class)?;
            for height in 0..xs {
                for x1 in 1..=xs - height {
                    let band = band_of(class, x1, x1 + height);
                    let filled =
                        fill_band(class, &letters, limit, band, stats.max_value, &mut scratch);
                    stats.add(&filled);
                    write_band(class, band, &scratch.cur);
                }
            }
        }
    }
    Ok(stats)
}

/// Band `x1..=x2` of `class` with its real columns: rectangles reaching
/// past them are worth the same as their trimmed selves. Every row of the
/// box holds a real cell (the box is tight), so there are some.
fn band_of(class: &Rotated, x1: usize, x2: usize) -> Band {
    let ylo = (x1..=x2).map(|x| class.lo[x]).fold(usize::MAX, usize::min);
    let yhi = (x1..=x2).map(|x| class.hi[x]).fold(0, usize::max);
    assert!(
        1 <= ylo && ylo <= yhi && yhi <= class.ys,
        "band {x1}..={x2} has real columns {ylo}..={yhi} in 1..={}",
        class.ys
    );
    Band { x1, x2, ylo, yhi }
}

/// Fills `band` into `scratch.cur`, with option sets sized from
/// `max_value` (the largest Grundy number known so far) and widened until
/// they hold every mex.
fn fill_band(
    class: &Rotated,
    letters: &LetterIndex,
    limit: usize,
    band: Band,
    max_value: u16,
    scratch: &mut Scratch,
) -> Filled {
    let filler = Filler {
        class,
        letters,
        limit,
    };
    let mut words = words_for(max_value);
    let mut widened = 0;
    loop {
        scratch.cur.fill(0);
        match filler.fill_band_with(words, max_value, band, scratch) {
            Ok(filled) => {
                return Filled { widened, ..filled };
            }
            Err(TooNarrow) => {
                widened += 1;
                words *= 2;
            }
        }
    }
}

/// Writes a filled band (`cur`) into the table. Rectangles reaching past
/// the real columns take their trimmed value; those past `yhi` on the left
/// stay 0.
fn write_band(class: &mut Rotated, band: Band, cur: &[u16]) {
    let (ys, h) = (class.ys, class.h);
    let Band { x1, x2, ylo, yhi } = band;
    let at = class.band_start(x1, x2);
    let dest = &mut class.table[at..at + h * h];
    dest.copy_from_slice(cur);
    for y1 in 1..=yhi {
        let (from, t1) = if y1 < ylo { (ylo, ylo) } else { (yhi + 1, y1) };
        for y2 in from..=ys {
            dest[y1 * h + y2] = cur[t1 * h + y2.min(yhi)];
        }
    }
}

/// What filling one band found.
struct Filled {
    /// Its largest Grundy number.
    max_value: u16,
    /// How many of its rectangles went through [`exact_mex`].
    exact_mexes: usize,
    /// The words of its option sets, the last try's.
    words: usize,
    /// How many times its option sets were widened.
    widened: usize,
}

impl Filler<'_> {
    /// [`Filler::fill_band`] with option sets of `words` words (a power of
    /// two up to `MAX_WORDS`), for a band whose lower bands hold values up
    /// to `max_value`.
    fn fill_band_with(
        self,
        words: usize,
        max_value: u16,
        band: Band,
        scratch: &mut Scratch,
    ) -> Result<Filled, TooNarrow> {
        // Options of row and cross moves are XORs of values of lower
        // bands, so below 64 words' worth of values (words_for of their
        // largest, or wider after TooNarrow): add_small's masked index is
        // exact. With MAX_WORDS too: a value of MAX_BITS needs every cell
        // of the class (see fill_band), so only the top band (x1 = 1,
        // x2 = xs) can hold it, and no band reads that one.
        assert!(
            usize::from(max_value) < 64 * words,
            "values up to {max_value} in option sets of {words} words"
        );
        match words {
            1 => self.fill_band::<1>(band, scratch),
            2 => self.fill_band::<2>(band, scratch),
            4 => self.fill_band::<4>(band, scratch),
            8 => self.fill_band::<8>(band, scratch),
            16 => self.fill_band::<16>(band, scratch),
            _ => self.fill_band::<MAX_WORDS>(band, scratch),
        }
    }

    /// Fills `scratch.cur` with the Grundy numbers of the band's tight
    /// rectangles (`ylo <= y1 <= y2 <= yhi`); returns the largest, or
    /// [`TooNarrow`] as soon as a rectangle's `K` words are full and `K`
    /// is below `MAX_WORDS`.
    ///
    /// With `K = MAX_WORDS`, a full set (`MAX_BITS` distinct options) means
    /// a rectangle with at least `MAX_BITS` cells, so exactly `MAX_BITS`
    /// (the most a class holds, checked by [`fill`]) and options exactly
    /// `0..MAX_BITS`: its mex is `MAX_BITS`. No rectangle within the limits
    /// needs the exact path; only a `limit` cut below `64 K` (tests) sends
    /// rectangles there.
    ///
    /// `K` is a power of two, and the values of the lower bands are below
    /// `64 K` ([`Filler::fill_band_with`]).
    fn fill_band<const K: usize>(
        self,
        band: Band,
        scratch: &mut Scratch,
    ) -> Result<Filled, TooNarrow> {
        let Filler {
            class,
            letters,
            limit,
        } = self;
        let h = class.h;
        let Band { x1, x2, ylo, yhi } = band;
        let limit = limit.min(64 * K);
        let span = yhi + 1; // exclusive end of a row of the band
        let Scratch {
            words,
            cur,
            t,
            r_col,
            list,
        } = scratch;
        // The R cells of column y in rows x1..=x2.
        let below = &letters.r_prefix[x2 * h..][..h];
        let above = &letters.r_prefix[(x1 - 1) * h..][..h];
        for (y, ((flag, &below), &above)) in r_col.iter_mut().zip(below).zip(above).enumerate() {
            *flag = (ylo..=yhi).contains(&y) && below > above;
        }
        let (sets, _) = words.as_chunks_mut::<K>();
        let tile_len = (TILE_BYTES / (h * K * 8)).clamp(1, yhi - ylo + 1);
        let slice_at = |x1: usize, x2: usize| class.band_start(x1, x2);
        // A rectangle whose top row x1 (or bottom row x2) has no real cell
        // in its columns is worth what it is without that row, a rectangle
        // of a lower band: only the tight ones, `y1 <= y1_max` and
        // `y2 >= y2_min`, gather options.
        let row_span = |x: usize| (class.lo[x], class.hi[x]);
        let ((lo1, hi1), (lo2, hi2)) = (row_span(x1), row_span(x2));
        let tight = Tight {
            y1_max: hi1.min(hi2),
            y2_min: lo1.max(lo2),
        };
        // The bands of a rectangle without its top row, or its bottom one.
        let (without_top, without_bottom) = (slice_at(x1 + 1, x2), slice_at(x1, x2 - 1));
        let (mut max_value, mut exact_mexes) = (0, 0);
        // T_x(y1, y2) = a ^ b: what erasing row x leaves, for every row x
        // and rows y1 = ylo..=yhi + 1, once for all the tiles (it was once
        // per tile: 3 % of all-X 64x64's instructions, 6 % of mixed ones').
        let area = h * h;
        for x in x1..=x2 {
            let rows = ylo * h..(span + 1) * h;
            let upper = &class.table[slice_at(x1, x - 1)..][rows.clone()];
            let lower = &class.table[slice_at(x + 1, x2)..][rows.clone()];
            let t_x = &mut t[(x - x1) * area..][rows];
            for ((t, &a), &b) in t_x.iter_mut().zip(upper).zip(lower) {
                *t = a ^ b;
            }
        }
        // Tiles of `tile_len` values of y1, from the right: the option
        // sets being written stay in L1, and a tile's mex pass only needs
        // tiles already done.
        let mut tile_hi = yhi;
        loop {
            let tile_lo = tile_hi.saturating_sub(tile_len - 1).max(ylo);
            let tile = Tile {
                lo: tile_lo,
                hi: tile_hi,
                tight,
                span,
                h,
            };
            let sets = &mut sets[..(tile_hi - tile_lo + 1) * h];
            sets.fill([0; K]);
            for x in x1..=x2 {
                let t = &t[(x - x1) * area..][..area];
                let first_l = &letters.next_l[x * h..(x + 1) * h];
                add_row_moves::<K>(sets, t, first_l, tile);
                add_cross_moves::<K>(sets, t, &letters.x_cols[x], tile);
            }
            // Then the mex of each rectangle, adding the options of the
            // band's R columns on the way: once cur(y1, y - 1) is known, an
            // R in column y gives every (y1, y2) with y2 >= y the option
            // cur(y1, y - 1) ^ cur(y + 1, y2), whose right part comes from
            // a row already done.
            let r_col = &r_col[..span];
            for y1 in (tile_lo..=tile_hi).rev() {
                // The option sets of (y1, y2), y2 < span.
                let sets_row = &mut sets[(y1 - tile_lo) * h..][..span];
                for y2 in y1..=yhi {
                    // Only the tight rectangles (y2' >= y2_min) need it.
                    if y1 <= tight.y1_max && r_col[y2] {
                        let from = y2.max(tight.y2_min);
                        let base = cur[y1 * h + y2 - 1];
                        let right = &cur[(y2 + 1) * h + from..(y2 + 1) * h + span];
                        for (set, &t) in sets_row[from..].iter_mut().zip(right) {
                            add(set, base ^ t);
                        }
                    }
                    let value = if !tight.holds(y1, y2) {
                        // Drop the top row if it misses [y1, y2], else the
                        // bottom one (a one-row band is always tight).
                        let smaller = if hi1 < y1 || lo1 > y2 {
                            without_top
                        } else {
                            without_bottom
                        };
                        class.table[smaller + y1 * h + y2]
                    } else {
                        let mex = lowest_clear(&sets_row[y2]);
                        if mex < limit {
                            // mex < limit <= MAX_BITS: the cast is exact.
                            mex as u16
                        } else {
                            let r = Rect { x1, x2, y1, y2 };
                            self.full_set_mex::<K>(r, cur, list, &mut exact_mexes)?
                        }
                    };
                    max_value = max_value.max(value);
                    cur[y1 * h + y2] = value;
                }
            }
            if tile_lo <= ylo {
                return Ok(Filled {
                    max_value,
                    exact_mexes,
                    words: K,
                    widened: 0,
                });
            }
            tile_hi = tile_lo - 1;
        }
    }

    /// The mex of a tight rectangle `r` of the band being filled whose
    /// option set of `K` words holds every value below the limit: through
    /// [`exact_mex`] if a test cut the sets, [`TooNarrow`] if the band
    /// can take wider sets, else `MAX_BITS` (see [`Filler::fill_band`]).
    #[cold]
    #[inline(never)]
    fn full_set_mex<const K: usize>(
        self,
        r: Rect,
        cur: &[u16],
        list: &mut Vec<u16>,
        exact_mexes: &mut usize,
    ) -> Result<u16, TooNarrow> {
        if self.limit < 64 * K {
            *exact_mexes += 1;
            Ok(exact_mex(self.class, r, cur, list))
        } else if K < MAX_WORDS {
            Err(TooNarrow)
        } else {
            // Options exactly 0..MAX_BITS.
            Ok(MAX_BITS as u16)
        }
    }
}

/// Row moves: an `L` of the row at or after column `first_l[y1]` is in
/// every rectangle `(y1, y2)` with `y2 >= first_l[y1]`, which gets the
/// option `T(y1, y2)` (tight rectangles of `tile` only).
#[inline(never)]
fn add_row_moves<const K: usize>(sets: &mut [[u64; K]], t: &[u16], first_l: &[usize], tile: Tile) {
    let Tile {
        lo, tight, span, h, ..
    } = tile;
    for y1 in tile.rows() {
        let first = first_l[y1].max(tight.y2_min);
        if first >= span || y1 > tight.y1_max {
            break; // both only grow with y1
        }
        let row = (y1 - lo) * h;
        let row_sets = &mut sets[row + first..row + span];
        for (set, &t) in row_sets.iter_mut().zip(&t[y1 * h + first..y1 * h + span]) {
            add_small(set, t);
        }
    }
}

/// Cross moves: an `X` at column `y` of the row gives every rectangle
/// `(y1, y2)` around it the option `T(y1, y - 1) ^ T(y + 1, y2)` (tight
/// rectangles of `tile` only).
#[inline(never)]
fn add_cross_moves<const K: usize>(sets: &mut [[u64; K]], t: &[u16], x_cols: &[usize], tile: Tile) {
    let Tile {
        lo,
        hi,
        tight,
        span,
        h,
    } = tile;
    let from = x_cols.partition_point(|&y| y < lo);
    for &y in &x_cols[from..] {
        let y2_from = y.max(tight.y2_min);
        let right = &t[(y + 1) * h + y2_from..(y + 1) * h + span];
        for y1 in lo..=y.min(hi).min(tight.y1_max) {
            let base = t[y1 * h + y - 1];
            let row = (y1 - lo) * h;
            let row_sets = &mut sets[row + y2_from..row + span];
            for (set, &t) in row_sets.iter_mut().zip(right) {
                add_small(set, base ^ t);
            }
        }
    }
}

#[cfg(test)]
mod tests;
