//! The game stated plainly through common-io's rules layer, from the
//! statement and the grid alone, with no rotation (the board is its rules:
//! [`Rules`] and [`Impartial`]): the solver of
//! `--solver rules` (the generic Sprague–Grundy solver of
//! [`common_io::rules::Nimbers`]), and the check of the kernel, which
//! shares nothing with it but the grid.
//!
//! A position is the set of active cells (and how many moves were
//! played, which its parts leave out). A wave only runs through active
//! cells, each a diagonal step from the last, so the active cells split
//! into independent parts: the groups connected by diagonal steps. No move
//! in one group can reach another, so the game is the sum of the groups,
//! and the solver keeps one Grundy value per group met.
//!
//! ```
//! use common_io::Resources;
//! use common_io::game::Grundy;
//! use common_io::rules::{Nimbers, Rules, Solution};
//! use darkraft::Board;
//!
//! // The second sample: one R on the diagonal (1, 1)-(2, 2) takes both;
//! // (1, 2) and (2, 1) are two lone cells.
//! let board: Board = "2 2\nRR\nRR\n".parse()?;
//! let start = board.start();
//! let solved = Nimbers::solve(board, &Resources::default())?;
//! assert_eq!(solved.grundy(&start), Some(Grundy(1)));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use common_io::game::Cell;
use common_io::rules::{Impartial, Rules};

use crate::board::{Board, Letter};
use crate::position::{Move, Position};

/// The most words a set of cells takes: a grid of the crate's limits has
/// at most 64×64 cells.
const MAX_WORDS: usize = 64;

/// A set of cells of the grid, one bit per cell in row-major order, held in
/// place (the solver keeps millions of them in one table, never one
/// allocation each); equal sets and their hashes read only the words the
/// grid uses.
#[derive(Clone, Debug)]
pub struct Cells {
    /// The words the grid uses.
    used: usize,
    words: [u64; MAX_WORDS],
}

impl PartialEq for Cells {
    fn eq(&self, other: &Cells) -> bool {
        self.words() == other.words()
    }
}

impl Eq for Cells {}

impl std::hash::Hash for Cells {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.words().hash(state);
    }
}

impl Cells {
    /// No cell of a grid of `count` cells (at most 64×64).
    pub fn none(count: usize) -> Cells {
        Cells {
            used: count.div_ceil(64),
            words: [0; MAX_WORDS],
        }
    }

    /// Every cell of a grid of `count` cells.
    pub fn all(count: usize) -> Cells {
        let mut cells = Cells::none(count);
        for index in 0..count {
            cells.insert(index);
        }
        cells
    }

    /// How many cells the words in use hold (a multiple of 64, at least
    /// the grid's).
    pub(crate) fn capacity(&self) -> usize {
        self.used * 64
    }

    fn words(&self) -> &[u64] {
        &self.words[..self.used]
    }

    fn words_mut(&mut self) -> &mut [u64] {
        &mut self.words[..self.used]
    }

    /// Whether cell `index` is in the set.
    pub fn contains(&self, index: usize) -> bool {
        self.words()[index / 64] >> (index % 64) & 1 == 1
    }

    /// Puts cell `index` in the set.
    pub fn insert(&mut self, index: usize) {
        self.words_mut()[index / 64] |= 1 << (index % 64);
    }

    fn remove(&mut self, index: usize) {
        self.words_mut()[index / 64] &= !(1 << (index % 64));
    }

    /// Keeps the cells `keep` says yes to.
    pub fn retain(&mut self, mut keep: impl FnMut(usize) -> bool) {
        let cells: Vec<usize> = self.iter().collect();
        for index in cells {
            if !keep(index) {
                self.remove(index);
            }
        }
    }

    /// The cells in the set, in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.words().iter().enumerate().flat_map(|(w, &word)| {
            let mut bits = word;
            std::iter::from_fn(move || {
                if bits == 0 {
                    return None;
                }
                let bit = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                Some(w * 64 + bit)
            })
        })
    }
}

/// The diagonal steps, `(row, column)`: up-left, up-right, down-left,
/// down-right.
const DIAGONALS: [(isize, isize); 4] = [(-1, -1), (-1, 1), (1, -1), (1, 1)];

/// No cell: a step off the grid.
const OFF: u32 = u32::MAX;

/// For each cell of a grid, the cell one step in each of the
/// [`DIAGONALS`], or [`OFF`] (worked out once with the board: the solver
/// takes millions of steps). A function of the grid's size: it takes no
/// part in comparing, hashing or printing a board.
#[derive(Clone)]
pub(crate) struct Steps(Vec<[u32; 4]>);

impl Steps {
    /// The steps of a `rows × cols` grid.
    pub(crate) fn of(rows: usize, cols: usize) -> Steps {
        Steps(
            (0..rows * cols)
                .map(|index| {
                    DIAGONALS.map(|(dr, dc)| {
                        let row = (index / cols).checked_add_signed(dr);
                        let col = (index % cols).checked_add_signed(dc);
                        match (row, col) {
                            (Some(row), Some(col)) if row < rows && col < cols => {
                                (row * cols + col) as u32
                            }
                            _ => OFF,
                        }
                    })
                })
                .collect(),
        )
    }
}

impl PartialEq for Steps {
    fn eq(&self, _: &Steps) -> bool {
        true
    }
}

impl Eq for Steps {}

impl std::hash::Hash for Steps {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

impl std::fmt::Debug for Steps {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Steps")
    }
}

impl Board {
    /// The cell one step from cell `index` along diagonal `dir` (an index
    /// into [`DIAGONALS`]), if on the grid.
    fn step(&self, index: usize, dir: usize) -> Option<usize> {
        match self.steps.0[index][dir] {
            OFF => None,
            next => Some(next as usize),
        }
    }

    /// The cells one diagonal step from cell `index`.
    pub(crate) fn diagonal_neighbours(&self, index: usize) -> impl Iterator<Item = usize> + '_ {
        (0..4).filter_map(move |dir| self.step(index, dir))
    }

    /// The diagonals a wave from a cell of `letter` runs along (indices
    /// into [`DIAGONALS`]).
    fn waves(letter: Letter) -> &'static [usize] {
        match letter {
            // Down-left and up-right.
            Letter::L => &[2, 1],
            // Up-left and down-right.
            Letter::R => &[0, 3],
            Letter::X => &[0, 1, 2, 3],
        }
    }
}

impl Rules for Board {
    type Position = Position;
    type Move = Move;

    /// Every cell active.
    fn start(&self) -> Position {
        Position {
            active: Cells::all(self.rows() * self.cols()),
            cols: self.cols() as u16, // below 128
            moves: 0,
        }
    }

    /// Any active cell, row by row.
    fn legal_moves(&self, position: &Position, moves: &mut Vec<Move>) {
        let cols = self.cols();
        moves.extend(position.active.iter().map(|index| Move {
            cell: Cell::at(index, cols),
        }));
    }

    /// The cell becomes inactive, and so does every cell its waves reach:
    /// each wave runs diagonally in its directions and stops before a cell
    /// off the grid or already inactive.
    fn play(&self, position: &Position, mv: &Move) -> Position {
        let cell = mv.cell.index(self.cols());
        let mut next = position.clone();
        next.moves += 1;
        let active = &mut next.active;
        active.remove(cell);
        for &dir in Board::waves(self.letters()[cell]) {
            let mut at = cell;
            while let Some(reached) = self.step(at, dir).filter(|&r| active.contains(r)) {
                active.remove(reached);
                at = reached;
            }
        }
        next
    }
}

/// The groups of active cells connected by diagonal steps, none played.
impl Impartial for Board {
    /// A search from each cell not yet grouped, on plain words (the solver
    /// splits millions of positions).
    fn parts(&self, position: &Position, parts: &mut Vec<Position>) {
        let count = self.rows() * self.cols();
        let words = position.active.words();
        let mut left = [0u64; MAX_WORDS];
        left[..words.len()].copy_from_slice(words);
        let mut stack = [0u16; MAX_WORDS * 64];
        for w in 0..words.len() {
            while left[w] != 0 {
                let first = w * 64 + left[w].trailing_zeros() as usize;
                left[w] &= left[w] - 1;
                let mut part = Cells::none(count);
                let grouped = part.words_mut();
                stack[0] = first as u16;
                let mut top = 1;
                while top > 0 {
                    top -= 1;
                    let cell = usize::from(stack[top]);
                    grouped[cell / 64] |= 1 << (cell % 64);
                    // A cell past the grid (a position of a larger one) has
                    // no steps: a part of its own, which no solve met.
                    let steps = self.steps.0.get(cell).map_or(&[OFF; 4], |steps| steps);
                    for &next in steps {
                        let next = next as usize;
                        if next != OFF as usize && left[next / 64] >> (next % 64) & 1 == 1 {
                            left[next / 64] &= !(1 << (next % 64));
                            stack[top] = next as u16;
                            top += 1;
                        }
                    }
                }
                parts.push(Position {
                    active: part,
                    cols: position.cols,
                    moves: 0,
                });
            }
        }
    }
}
