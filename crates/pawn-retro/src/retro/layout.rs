//! The index space of the retrograde analysis: which cells each side can
//! use, their compact numbering, and the dense numbering of positions.
//!
//! A position is `black · P + pair`, where `black` numbers the cells the
//! black piece can reach from its start (up, left and right moves only, so
//! never a row below the start), `pair = b (b - 1) / 2 + a` numbers the
//! unordered pair `a < b` of cells in the red pieces' regions (the connected
//! components of their starting cells), and `P = R (R - 1) / 2` is the
//! number of such pairs. Every move of a position in this space leads to a
//! position in it, so the space is closed under the game's moves, and every
//! position reachable from the start is in it.

use common_io::{OutOfMemory, try_filled, try_reserve};

use crate::board::{Board, Cell, CellSet, MAX_CELLS};
use crate::rules::Dir;

/// "No cell" in the compact tables.
pub(crate) const NONE: u16 = u16::MAX;

/// "No pair" in [`Layout::red_prev`]: larger than any position index, so
/// that a position index made from it is past the table (the solver clamps
/// such indices to a sentinel slot).
pub(crate) const BLOCKED: u32 = 1 << 30;

// Every position index is below BLOCKED, and adding BLOCKED to one does not
// overflow even a 32-bit usize.
const _: () = assert!(
    crate::board::MAX_CELLS * crate::board::MAX_CELLS * crate::board::MAX_CELLS / 2
        < BLOCKED as usize
);

/// The compact tables the solver and the queries share.
#[derive(Clone, Debug)]
pub(crate) struct Layout {
    pub(crate) cols: usize,
    /// Red id of each grid cell (row-major), or `NONE`.
    pub(crate) red_of_grid: Vec<u16>,
    /// Red id to its cell's neighbours' red ids (up, down, left, right),
    /// `NONE` where blocked.
    pub(crate) red_next: Vec<[u16; 4]>,
    /// Black id of each grid cell, or `NONE`.
    pub(crate) black_of_grid: Vec<u16>,
    /// Number of legal black moves from each black id.
    pub(crate) black_moves: Vec<u8>,
    /// Black ids from which a black move leads to this one, excluding cells
    /// of row 0 (where the game is already over); `NONE`-padded.
    pub(crate) black_prev: Vec<[u16; 3]>,
    /// Red id of the black id's cell (`NONE` if red cannot stand there).
    pub(crate) black_red: Vec<u16>,
    /// The black ids whose cell is on row 0 (the statement's row 1).
    pub(crate) black_top: CellSet,
    /// `(row + col) % 2` of each black id.
    pub(crate) black_parity: Vec<u8>,
    /// The red ids `[a, b]`, `a < b`, of each pair index.
    pub(crate) pairs: Vec<[u16; 2]>,
    /// For each pair `[a, b]`, the pairs one red move before it: `[0]` with
    /// piece `a` moved back (`b` stayed), `[1]` with `b` moved back, one
    /// entry per direction; [`BLOCKED`] where that cell is outside the red
    /// region or is the other piece's cell. A table over red
    /// configurations (32 bytes per pair), not an edge list of positions:
    /// the solver combines it with the black cell on the fly.
    pub(crate) red_prev: Vec<[[u32; 4]; 2]>,
    /// Number of legal red moves of each pair (red may move onto black).
    pub(crate) red_moves: Vec<u8>,
    /// `(row + col) % 2` summed over the pair's two cells.
    pub(crate) pair_parity: Vec<u8>,
    /// `P`: the number of pairs.
    pub(crate) pair_count: usize,
    /// The parity of the start (sum over the three pieces of `row + col`):
    /// red is to move exactly in the positions of this parity.
    pub(crate) start_parity: u8,
    /// The start's position index.
    pub(crate) start: usize,
}

/// The cells reachable from `starts` through `dirs` onto free cells (a
/// flood fill with a stack of cell indices on the stack: nothing is
/// allocated, and each cell is pushed at most once).
fn region(board: &Board, starts: &[Cell], dirs: &[Dir]) -> CellSet {
    let (rows, cols) = (board.rows(), board.cols());
    let index = |cell: Cell| cell.row * cols + cell.col;
    let mut seen = CellSet::ZERO;
    // Cell indices are below MAX_CELLS (400): they fit in a u16.
    let mut stack = [0u16; MAX_CELLS];
    let mut len = 0;
    let reach = |cell: Cell, seen: &mut CellSet, stack: &mut [u16; MAX_CELLS], len: &mut usize| {
        if board.is_free(cell) && !seen[index(cell)] {
            seen.set(index(cell), true);
            stack[*len] = index(cell) as u16;
            *len += 1;
        }
    };
    for &cell in starts {
        reach(cell, &mut seen, &mut stack, &mut len);
    }
    while len > 0 {
        len -= 1;
        let at = usize::from(stack[len]);
        let cell = Cell::new(at / cols, at % cols);
        for dir in dirs {
            if let Some(to) = dir.step(cell, rows, cols) {
                reach(to, &mut seen, &mut stack, &mut len);
            }
        }
    }
    seen
}

/// The cells each side can use on a board: the red pieces' region (the
/// free cells connected to their starting cells) and the black piece's
/// (the cells it can reach by moves up, left and right). Found once for
/// both a board's memory bound and its layout.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Regions {
    red: CellSet,
    black: CellSet,
}

impl Regions {
    /// The regions of `board`.
    pub(crate) fn of(board: &Board) -> Regions {
        let [red_a, red_b] = board.reds();
        Regions {
            red: region(board, &[red_a, red_b], &Dir::RED),
            black: region(board, &[board.black()], &Dir::BLACK),
        }
    }

    /// The number of positions of the index space, `C(R, 2) · B`.
    pub(crate) fn position_count(&self) -> usize {
        pairs_of(self.red.count_ones()) * self.black.count_ones()
    }

    /// The most bytes the analysis holds at once, the bound of the crate
    /// documentation: `2 P + max(P, 1 MiB) + 42 C(R, 2) + 256 KiB` for `P`
    /// positions and `C(R, 2)` red pairs.
    pub(crate) fn memory_bound(&self) -> usize {
        let pairs = pairs_of(self.red.count_ones());
        let positions = pairs * self.black.count_ones();
        2 * positions + positions.max(1 << 20) + 42 * pairs + (256 << 10)
    }
}

/// The pair index of the unordered pair of distinct red ids `x`, `y`: the
/// pairs whose larger id is `b` start at `b (b - 1) / 2`.
fn pair_of(x: u16, y: u16) -> usize {
    debug_assert_ne!(x, y, "a pair is of two distinct cells");
    let (a, b) = (usize::from(x.min(y)), usize::from(x.max(y)));
    b * (b - 1) / 2 + a
}

/// The number of unordered pairs of distinct cells among `cells`.
fn pairs_of(cells: usize) -> usize {
    cells * cells.saturating_sub(1) / 2
}

/// The ids of a region's cells, numbered in row-major order: the id of each
/// grid cell (`NONE` outside the region), and the cell of each id.
fn number(region: &CellSet, board: &Board) -> Result<(Vec<u16>, Vec<Cell>), OutOfMemory> {
    let cols = board.cols();
    let mut ids = try_filled(board.rows() * cols, NONE, "the cell ids of the layout")?;
    let mut cells = Vec::new();
    try_reserve(&mut cells, region.count_ones(), "the cells of the layout")?;
    // At most MAX_CELLS (400) cells: the ids fit in a u16.
    for (index, id) in region.iter_ones().zip(0u16..) {
        ids[index] = id;
        cells.push(Cell::new(index / cols, index % cols));
    }
    Ok((ids, cells))
}

/// `items`, exactly `len` of them, in a vector allocated fallibly.
#[inline(always)]
fn collect<T>(
    len: usize,
    items: impl Iterator<Item = T>,
    what: &'static str,
) -> Result<Vec<T>, OutOfMemory> {
    let mut table = Vec::new();
    try_reserve(&mut table, len, what)?;
    table.extend(items);
    debug_assert_eq!(table.len(), len, "{what}");
    Ok(table)
}

fn parity(cell: Cell) -> u8 {
    ((cell.row + cell.col) % 2) as u8
}

/// The number of positions of `board`'s index space, `C(R, 2) · B`,
/// without building its tables.
pub(crate) fn position_count(board: &Board) -> usize {
    Regions::of(board).position_count()
}

/// The most bytes the analysis of `board` holds at once (see
/// [`Regions::memory_bound`]), without building the tables.
pub(crate) fn memory_bound(board: &Board) -> usize {
    Regions::of(board).memory_bound()
}

impl Layout {
    /// The layout of `board`'s index space, or [`OutOfMemory`] if one of
    /// its tables cannot be allocated (the tests' shorthand).
    #[cfg(test)]
    pub(crate) fn try_new(board: &Board) -> Result<Layout, OutOfMemory> {
        Layout::try_with(board, Regions::of(board))
    }

    /// The layout of `board`'s index space on its `regions` (those of
    /// [`Regions::of`]`(board)`), or [`OutOfMemory`] if one of its tables
    /// cannot be allocated.
    pub(crate) fn try_with(board: &Board, regions: Regions) -> Result<Layout, OutOfMemory> {
        let (rows, cols) = (board.rows(), board.cols());
        let [red_a, red_b] = board.reds();
        let black = board.black();
        let Regions {
            red: red_region,
            black: black_region,
        } = regions;
        let (red_of_grid, red_cells) = number(&red_region, board)?;
        let (black_of_grid, black_cells) = number(&black_region, board)?;
        let (reds, blacks) = (red_cells.len(), black_cells.len());
        // The id of a cell of the board, `NONE` for no cell (off the board).
        let id_at = |ids: &[u16], cell: Option<Cell>| -> u16 {
            cell.map_or(NONE, |c| ids[c.row * cols + c.col])
        };

        let red_next = collect(
            reds,
            (red_cells.iter())
                .map(|&cell| Dir::RED.map(|d| id_at(&red_of_grid, d.step(cell, rows, cols)))),
            "the red neighbour table",
        )?;
        let red_parity = collect(
            reds,
            red_cells.iter().map(|&c| parity(c)),
            "the red parities",
        )?;

        let black_moves = collect(
            blacks,
            black_cells.iter().map(|&cell| {
                Dir::BLACK
                    .iter()
                    .filter(|d| d.step(cell, rows, cols).is_some_and(|c| board.is_free(c)))
                    .count() as u8
            }),
            "the black move counts",
        )?;
        let black_prev = collect(
            blacks,
            black_cells.iter().map(|&cell| {
                // Black reaches `cell` by moving up from below, right from
                // the left, or left from the right.
                [Dir::Down, Dir::Left, Dir::Right].map(|d| match d.step(cell, rows, cols) {
                    Some(from) if from.row > 0 => id_at(&black_of_grid, Some(from)),
                    _ => NONE,
                })
            }),
            "the black un-move table",
        )?;
        let black_red = collect(
            blacks,
            (black_cells.iter()).map(|&cell| id_at(&red_of_grid, Some(cell))),
            "the red ids of the black cells",
        )?;
        let mut black_top = CellSet::ZERO;
        for (id, cell) in black_cells.iter().enumerate() {
            black_top.set(id, cell.row == 0);
        }
        let black_parity = collect(
            blacks,
            black_cells.iter().map(|&c| parity(c)),
            "the black parities",
        )?;

        let pair_count = pairs_of(reds);
        let free_steps = |piece: u16, other: u16| -> u8 {
            (red_next[usize::from(piece)].iter())
                .filter(|&&n| n != NONE && n != other)
                .count() as u8
        };
        // Red moves in all four directions, so the cells a piece can have
        // come from are its cell's neighbours.
        let pair_index = |x: u16, y: u16| -> u32 {
            if x == NONE || x == y {
                BLOCKED
            } else {
                // Below C(MAX_CELLS, 2): fits in a u32.
                pair_of(x, y) as u32
            }
        };
        let back = |moved: u16, still: u16| -> [u32; 4] {
            let mut prev = [BLOCKED; 4];
            for (entry, &from) in prev.iter_mut().zip(&red_next[usize::from(moved)]) {
                *entry = pair_index(from, still);
            }
            prev
        };
        let mut pairs = Vec::new();
        try_reserve(&mut pairs, pair_count, "the red pairs")?;
        let mut red_moves = Vec::new();
        try_reserve(&mut red_moves, pair_count, "the red move counts")?;
        let mut red_prev = Vec::new();
        try_reserve(&mut red_prev, pair_count, "the red un-move table")?;
        let mut pair_parity = Vec::new();
        try_reserve(&mut pair_parity, pair_count, "the pair parities")?;
        // The pairs in index order (see `pair_of`), in one pass. At most
        // MAX_CELLS (400) red ids: they fit in a u16.
        for b in 0..reds as u16 {
            for a in 0..b {
                pairs.push([a, b]);
                red_moves.push(free_steps(a, b) + free_steps(b, a));
                red_prev.push([back(a, b), back(b, a)]);
                pair_parity.push(red_parity[usize::from(a)] ^ red_parity[usize::from(b)]);
            }
        }
        let mut layout = Layout {
            cols,
            red_of_grid,
            red_next,
            black_of_grid,
            black_moves,
            black_prev,
            black_red,
            black_top,
            black_parity,
            pairs,
            red_prev,
            red_moves,
            pair_parity,
            pair_count,
            start_parity: (parity(red_a) + parity(red_b) + parity(black)) % 2,
            start: 0,
        };
        let Some(start) = layout.index(red_a, red_b, black) else {
            unreachable!("the start is in its own index space");
        };
        layout.start = start;
        Ok(layout)
    }

    /// Number of positions in the index space: `P · B`.
    pub(crate) fn len(&self) -> usize {
        self.pair_count * self.black_moves.len()
    }

    /// The pair index of the unordered pair of distinct red ids `x`, `y`.
    pub(crate) fn pair(&self, x: u16, y: u16) -> usize {
        pair_of(x, y)
    }

    /// The bytes held by the tables (their capacities; the cell sets are
    /// in the layout itself).
    #[cfg(test)]
    pub(crate) fn bytes(&self) -> usize {
        fn held<T>(table: &Vec<T>) -> usize {
            table.capacity() * size_of::<T>()
        }
        held(&self.red_of_grid)
            + held(&self.red_next)
            + held(&self.black_of_grid)
            + held(&self.black_moves)
            + held(&self.black_prev)
            + held(&self.black_red)
            + held(&self.black_parity)
            + held(&self.pairs)
            + held(&self.red_prev)
            + held(&self.red_moves)
            + held(&self.pair_parity)
            + size_of::<Layout>()
    }

    fn grid(&self, ids: &[u16], cell: Cell) -> Option<u16> {
        if cell.col >= self.cols {
            return None;
        }
        ids.get(cell.row.checked_mul(self.cols)?.checked_add(cell.col)?)
            .copied()
            .filter(|&id| id != NONE)
    }

    /// The index of a position, if it is in the index space.
    pub(crate) fn index(&self, red_a: Cell, red_b: Cell, black: Cell) -> Option<usize> {
        let a = self.grid(&self.red_of_grid, red_a)?;
        let b = self.grid(&self.red_of_grid, red_b)?;
        let black = usize::from(self.grid(&self.black_of_grid, black)?);
        (a != b).then(|| black * self.pair_count + self.pair(a, b))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `position_count` counts without building the tables, and agrees
    /// with the layout.
    #[test]
    fn position_count_is_the_layout_length() {
        let boards = [
            "3 4\nO..#\n.#..\nX..O\n",
            "3 5\nO...O\n#####\n..X..\n",
            "4 5\n.....\n#####\nOO#X.\n..#..\n",
            "3 4\n#OO#\n####\n..X.\n",
            "5 5\n.....\n#####\n..X..\n.....\nO...O\n",
            "1 3\nOXO\n",
        ];
        for text in boards {
            let board: Board = text.parse().unwrap_or_else(|e| panic!("{e}"));
            let layout = Layout::try_new(&board).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(position_count(&board), layout.len(), "{text}");
        }
    }

    /// `red_prev` is the inverse of the red moves: for every pair, its
    /// entries are exactly the pairs from which one red move leads to it,
    /// each listed under the piece that moved.
    #[test]
    fn red_prev_inverts_the_red_moves() {
        let boards = [
            "3 4\nO..#\n.#..\nX..O\n",
            "4 4\nO.O.\n....\n.##.\n...X\n",
            "1 5\nO.O.X\n",
            "5 1\nO\n.\nO\n.\nX\n",
        ];
        for text in boards {
            let board: Board = text.parse().unwrap_or_else(|e| panic!("{e}"));
            let layout = Layout::try_new(&board).unwrap_or_else(|e| panic!("{e}"));
            // Forward: every red move of every pair, as (from pair, to pair,
            // the piece that stayed).
            let mut expected: Vec<Vec<(u32, u16)>> = vec![Vec::new(); layout.pair_count];
            for (from, &[a, b]) in layout.pairs.iter().enumerate() {
                for (moved, still) in [(a, b), (b, a)] {
                    for &to in &layout.red_next[usize::from(moved)] {
                        if to != NONE && to != still {
                            expected[layout.pair(to, still)].push((from as u32, still));
                        }
                    }
                }
            }
            for (pair, &[a, b]) in layout.pairs.iter().enumerate() {
                let mut found: Vec<(u32, u16)> = Vec::new();
                for (half, still) in [(0, b), (1, a)] {
                    for &q in &layout.red_prev[pair][half] {
                        if q != BLOCKED {
                            found.push((q, still));
                        }
                    }
                }
                found.sort_unstable();
                expected[pair].sort_unstable();
                assert_eq!(found, expected[pair], "{text}pair {pair} = [{a}, {b}]");
            }
        }
    }
}
