//! Independent brute-force solver for the diagonal-wave game, played on the
//! original grid straight from the rules (no rotation, no rectangles): the
//! state is the set of active cells; a move deactivates an active cell and
//! sends waves along its diagonals, each wave deactivating cell after cell and
//! stopping before a cell that is outside the grid or already inactive.
//!
//! Used by the other test modules as an oracle for grids of at most 16 cells;
//! [`Oracle`] answers many positions of one grid with one memo.

use rustc_hash::FxHashMap;

/// Diagonal directions as (row step, column step).
const UP_LEFT: (isize, isize) = (-1, -1);
const UP_RIGHT: (isize, isize) = (-1, 1);
const DOWN_LEFT: (isize, isize) = (1, -1);
const DOWN_RIGHT: (isize, isize) = (1, 1);

/// The wave directions of a letter.
fn directions(letter: u8) -> &'static [(isize, isize)] {
    match letter {
        b'L' => &[DOWN_LEFT, UP_RIGHT],
        b'R' => &[UP_LEFT, DOWN_RIGHT],
        _ => {
            assert!(letter == b'X', "not a letter of the game: {letter:?}");
            &[UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT]
        }
    }
}

/// The cell one diagonal step from `(r, c)` in direction `d`, if inside the
/// `rows` x `cols` grid.
fn step(r: usize, c: usize, d: (isize, isize), rows: usize, cols: usize) -> Option<(usize, usize)> {
    let nr = r.checked_add_signed(d.0)?;
    let nc = c.checked_add_signed(d.1)?;
    (nr < rows && nc < cols).then_some((nr, nc))
}

fn dims(g: &[Vec<u8>]) -> (usize, usize) {
    let rows = g.len();
    let cols = g.first().map_or(0, Vec::len);
    assert!(
        g.iter().all(|row| row.len() == cols),
        "grid is not rectangular"
    );
    (rows, cols)
}

/// Plays the move at the active cell `(r, c)` on `active`, in place.
pub(crate) fn apply_move(g: &[Vec<u8>], active: &mut [Vec<bool>], r: usize, c: usize) {
    let (rows, cols) = dims(g);
    assert!(active[r][c], "move on an inactive cell ({r}, {c})");
    active[r][c] = false;
    for &d in directions(g[r][c]) {
        let (mut cr, mut cc) = (r, c);
        while let Some((nr, nc)) = step(cr, cc, d, rows, cols) {
            if !active[nr][nc] {
                break;
            }
            active[nr][nc] = false;
            (cr, cc) = (nr, nc);
        }
    }
}

/// The grid compiled to bit indices (`r * cols + c`): for each cell, its
/// wave rays, each ray being the in-grid cells along one direction in order.
/// A move on a mask follows every ray cell by cell, exactly as `apply_move`.
struct Compiled {
    rays: Vec<Vec<Vec<u32>>>,
}

impl Compiled {
    fn new(g: &[Vec<u8>]) -> Self {
        let (rows, cols) = dims(g);
        assert!(rows * cols <= 64, "too many cells for a u64 mask");
        let mut rays = Vec::with_capacity(rows * cols);
        for (r, row) in g.iter().enumerate() {
            for (c, &letter) in row.iter().enumerate() {
                let cell_rays = directions(letter)
                    .iter()
                    .map(|&d| {
                        let mut ray = Vec::new();
                        let (mut cr, mut cc) = (r, c);
                        while let Some((nr, nc)) = step(cr, cc, d, rows, cols) {
                            ray.push(u32::try_from(nr * cols + nc).unwrap());
                            (cr, cc) = (nr, nc);
                        }
                        ray
                    })
                    .collect();
                rays.push(cell_rays);
            }
        }
        Self { rays }
    }

    fn play(&self, mask: u64, i: usize) -> u64 {
        let mut next = mask & !(1u64 << i);
        for ray in &self.rays[i] {
            for &j in ray {
                let bit = 1u64 << j;
                if next & bit == 0 {
                    break;
                }
                next &= !bit;
            }
        }
        next
    }

    fn moves(mask: u64) -> impl Iterator<Item = usize> {
        let mut rest = mask;
        std::iter::from_fn(move || {
            (rest != 0).then(|| {
                let i = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                i
            })
        })
    }

    fn grundy(&self, mask: u64, memo: &mut FxHashMap<u64, u32>) -> u32 {
        if mask == 0 {
            return 0;
        }
        if let Some(&v) = memo.get(&mask) {
            return v;
        }
        // At most 64 moves, so every option's value is below 65: a u128 set.
        let mut seen: u128 = 0;
        for i in Self::moves(mask) {
            let v = self.grundy(self.play(mask, i), memo);
            seen |= 1u128 << v;
        }
        let mex = (!seen).trailing_zeros();
        memo.insert(mask, mex);
        mex
    }

    fn wins(&self, mask: u64, memo: &mut FxHashMap<u64, bool>) -> bool {
        if mask == 0 {
            return false;
        }
        if let Some(&v) = memo.get(&mask) {
            return v;
        }
        let win = Self::moves(mask).any(|i| !self.wins(self.play(mask, i), memo));
        memo.insert(mask, win);
        win
    }
}

fn mask_of(g: &[Vec<u8>], active: &[Vec<bool>]) -> u64 {
    let (rows, cols) = dims(g);
    assert_eq!(
        active.len(),
        rows,
        "active set has the wrong number of rows"
    );
    let mut mask = 0u64;
    for (r, row) in active.iter().enumerate() {
        assert_eq!(row.len(), cols, "active set has a row of the wrong length");
        for (c, &a) in row.iter().enumerate() {
            if a {
                mask |= 1u64 << (r * cols + c);
            }
        }
    }
    mask
}

/// Grundy number of the position with active set `active`, by plain mex
/// recursion over moves, memoised on the active set.
pub(crate) fn grundy_from(g: &[Vec<u8>], active: &[Vec<bool>]) -> u32 {
    let compiled = Compiled::new(g);
    let mask = mask_of(g, active);
    compiled.grundy(mask, &mut FxHashMap::default())
}

/// Whether the first player wins from the all-active start, by plain
/// win/lose search (a position is winning iff some move leads to a losing
/// one), memoised on the active set. Independent of Grundy numbers.
pub(crate) fn first_player_wins(g: &[Vec<u8>]) -> bool {
    let compiled = Compiled::new(g);
    let (rows, cols) = dims(g);
    let n = rows * cols;
    let mask = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
    compiled.wins(mask, &mut FxHashMap::default())
}

/// The brute force on one grid, remembering every position it has solved,
/// for asking about many positions of the same game: the legal moves of an
/// active set and its Grundy number.
pub(crate) struct Oracle<'a> {
    g: &'a [Vec<u8>],
    compiled: Compiled,
    memo: FxHashMap<u64, u32>,
}

impl<'a> Oracle<'a> {
    pub(crate) fn new(g: &'a [Vec<u8>]) -> Self {
        Oracle {
            g,
            compiled: Compiled::new(g),
            memo: FxHashMap::default(),
        }
    }

    /// The legal moves of the position with active set `active`: its
    /// active cells, 0-based `(row, col)`, row by row and left to right.
    pub(crate) fn legal_moves(&self, active: &[Vec<bool>]) -> Vec<(usize, usize)> {
        let (rows, cols) = dims(self.g);
        assert_eq!(
            active.len(),
            rows,
            "active set has the wrong number of rows"
        );
        (0..rows)
            .flat_map(|r| (0..cols).map(move |c| (r, c)))
            .filter(|&(r, c)| active[r][c])
            .collect()
    }

    /// The Grundy number of the position with active set `active` (as
    /// [`grundy_from`], the memo kept from one call to the next).
    pub(crate) fn grundy(&mut self, active: &[Vec<bool>]) -> u32 {
        let mask = mask_of(self.g, active);
        self.compiled.grundy(mask, &mut self.memo)
    }
}
