//! The oracle: the game's rules as the crate states them for the rules
//! layer (`darkraft::rules`, the board's `Rules`: the original grid, no
//! rotation, no rectangles), solved by common-io's generic solvers, which
//! share nothing with the kernel but the grid: Grundy numbers by
//! Sprague–Grundy over the groups of diagonally connected cells
//! (`Nimbers`), and who wins by a plain retrograde analysis of whole
//! positions that knows nothing of Grundy numbers (`Tablebase`).

use common_io::Resources;
use common_io::game::{Forced, GameValue, Wdl};
use common_io::rules::{Impartial, Loopy, Nimbers, Rules, Solution, Tablebase};
use darkraft::rules::Cells;
use darkraft::{Board, Cell, Move, Position};

/// The grid of rows of letters.
fn board(g: &[Vec<u8>]) -> Board {
    let text: String = std::iter::once(format!("{} {}\n", g.len(), g[0].len()))
        .chain(
            g.iter()
                .map(|row| format!("{}\n", String::from_utf8_lossy(row))),
        )
        .collect();
    text.parse().unwrap()
}

/// The set of the cells `active` marks, row-major.
fn cells(active: &[Vec<bool>]) -> Cells {
    let cols = active[0].len();
    let mut set = Cells::none(active.len() * cols);
    for (r, row) in active.iter().enumerate() {
        for (c, &on) in row.iter().enumerate() {
            if on {
                set.insert(r * cols + c);
            }
        }
    }
    set
}

/// The crate's rules, started from any set of active cells.
struct From {
    rules: Board,
    start: Position,
}

impl Rules for From {
    type Position = Position;
    type Move = Move;

    fn start(&self) -> Position {
        self.start.clone()
    }

    fn legal_moves(&self, position: &Position, moves: &mut Vec<Move>) {
        self.rules.legal_moves(position, moves);
    }

    fn play(&self, position: &Position, mv: &Move) -> Position {
        self.rules.play(position, mv)
    }
}

impl Impartial for From {
    fn parts(&self, position: &Position, parts: &mut Vec<Position>) {
        self.rules.parts(position, parts);
    }
}

/// Who cannot move loses; whole positions, no parts.
impl Loopy for From {}

fn from(g: &[Vec<u8>], active: &[Vec<bool>]) -> From {
    let rules = board(g);
    let start = Position::new(&rules, cells(active), 0);
    From { rules, start }
}

/// Plays the move at the active cell `(r, c)` on `active`, in place, by
/// the crate's rules.
pub(crate) fn apply_move(g: &[Vec<u8>], active: &mut [Vec<bool>], r: usize, c: usize) {
    assert!(active[r][c], "move on an inactive cell ({r}, {c})");
    let rules = board(g);
    let before = Position::new(&rules, cells(active), 0);
    let after = rules.play(
        &before,
        &Move {
            cell: Cell::new(r, c),
        },
    );
    for (i, row) in active.iter_mut().enumerate() {
        for (j, on) in row.iter_mut().enumerate() {
            *on = after.is_active(Cell::new(i, j));
        }
    }
}

/// The Grundy number of the position with active set `active`.
pub(crate) fn grundy_from(g: &[Vec<u8>], active: &[Vec<bool>]) -> u32 {
    let game = from(g, active);
    let start = game.start();
    let solved = Nimbers::solve(game, &Resources::default()).unwrap();
    solved.grundy(&start).unwrap().0
}

/// Whether the first player wins from the all-active start, by plain
/// retrograde analysis of whole positions (a position is won iff some
/// move leads to a lost one): independent of Grundy numbers.
pub(crate) fn first_player_wins(g: &[Vec<u8>]) -> bool {
    let active = vec![vec![true; g[0].len()]; g.len()];
    let game = from(g, &active);
    let start = game.start();
    let solved = Tablebase::solve(game, &Resources::default()).unwrap();
    let value = solved.outcome(&start).unwrap();
    assert!(matches!(value, Forced::Win(_) | Forced::Loss(_)), "a draw");
    value.wdl() == Wdl::Win
}

/// One grid, solved once from its start: the legal moves of an active set
/// and its Grundy number, for many positions of one game.
pub(crate) struct Oracle<'a> {
    g: &'a [Vec<u8>],
    solved: Nimbers<From>,
}

impl<'a> Oracle<'a> {
    pub(crate) fn new(g: &'a [Vec<u8>]) -> Self {
        let active = vec![vec![true; g[0].len()]; g.len()];
        let solved = Nimbers::solve(from(g, &active), &Resources::default()).unwrap();
        Oracle { g, solved }
    }

    /// The legal moves of the position with active set `active`: its
    /// active cells, 0-based `(row, col)`, row by row and left to right.
    pub(crate) fn legal_moves(&self, active: &[Vec<bool>]) -> Vec<(usize, usize)> {
        let (rows, cols) = (self.g.len(), self.g[0].len());
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

    /// The Grundy number of the position with active set `active` (a
    /// position of the game from the start, whose parts the solve met).
    pub(crate) fn grundy(&mut self, active: &[Vec<bool>]) -> u32 {
        let position = Position::new(&self.solved.rules().rules, cells(active), 0);
        self.solved
            .grundy(&position)
            .expect("a position of the game")
            .0
    }
}
