//! The oracle: the crate's rules for the rules layer
//! (`pawn_retro::rules`: the board's `Rules` and `Loopy`), solved by common-io's generic
//! retrograde analysis (`Tablebase`, `--solver rules`), which shares
//! nothing with the kernel but the board; and the rules written again here,
//! plainly, to referee the games the tests replay and to list the legal
//! moves, deliberately unlike the crate's:
//! - a state is `(red_a, red_b, black, side_to_move)` with the two red pieces
//!   **ordered** and the side to move **stored** in the state, never derived
//!   from a parity;
//! - the end conditions are checked in the rules' order on a state and its
//!   legal moves.
//!
//! [`Oracle`] keeps one board solved from its start, to answer for every
//! position of its games, with the legal moves of each written out as
//! `(from, to)` pairs, sorted.
//!
//! Cells are 0-based `(row, col)`; row 0 is the top row ("row 1" of the rules).

use common_io::Resources;
use common_io::game::{Forced, Wdl};
use common_io::rules::{Loopy, Rules, Solution, Tablebase};
use pawn_retro::{Board, Move, Position, Side as Mover};

/// The outcome of a game under optimal play, common-io's value seen from
/// Red: `Win(k)`, Red wins after `k` moves in total (both sides counted);
/// `Loss(k)`, Black wins after `k`; `Draw`, a tie (neither side can force
/// a win: the game goes on forever). The judge's words are
/// `convert::judge_line`'s.
pub(crate) type Outcome = Forced;

/// One of the two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    Red,
    Black,
}

impl Side {
    fn other(self) -> Side {
        match self {
            Side::Red => Side::Black,
            Side::Black => Side::Red,
        }
    }
}

/// A cell as `(row, col)`, 0-based, row 0 on top.
pub(crate) type Cell = (usize, usize);

/// The board: its size and which cells are obstacles. The pieces are not part
/// of it.
struct Grid {
    n: usize,
    m: usize,
    /// `blocked[r][c]` is true for a `#` cell.
    blocked: Vec<Vec<bool>>,
}

impl Grid {
    fn from_rows(rows: &[Vec<u8>]) -> Grid {
        assert!(!rows.is_empty(), "the board has no rows");
        let m = rows[0].len();
        assert!(m > 0, "the board has no columns");
        for (r, row) in rows.iter().enumerate() {
            assert!(row.len() == m, "row {r} has {} cells, not {m}", row.len());
            for &ch in row {
                assert!(
                    matches!(ch, b'.' | b'#' | b'O' | b'X'),
                    "unexpected board character {:?}",
                    ch as char
                );
            }
        }
        Grid {
            n: rows.len(),
            m,
            blocked: rows
                .iter()
                .map(|row| row.iter().map(|&ch| ch == b'#').collect())
                .collect(),
        }
    }

    /// True if `cell` is on the board and not an obstacle.
    fn open(&self, cell: Cell) -> bool {
        cell.0 < self.n && cell.1 < self.m && !self.blocked[cell.0][cell.1]
    }

    /// The cell one step from `cell` in direction `(dr, dc)`, if it is on the
    /// board and not an obstacle.
    fn step(&self, cell: Cell, dr: isize, dc: isize) -> Option<Cell> {
        let r = cell.0.checked_add_signed(dr)?;
        let c = cell.1.checked_add_signed(dc)?;
        self.open((r, c)).then_some((r, c))
    }
}

/// Red's four directions: up, down, left, right.
const RED_DIRS: [(isize, isize); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];
/// Black's three directions: up, left, right (never down).
const BLACK_DIRS: [(isize, isize); 3] = [(-1, 0), (0, -1), (0, 1)];

/// A state of the game graph: the two red pieces in order, the black piece
/// and the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct State {
    red_a: Cell,
    red_b: Cell,
    black: Cell,
    red_to_move: bool,
}

impl State {
    fn mover(&self) -> Side {
        if self.red_to_move {
            Side::Red
        } else {
            Side::Black
        }
    }
}

/// Appends to `out` every state reachable from `s` by one legal move of the
/// side to move (end conditions are not looked at here).
fn legal_moves(grid: &Grid, s: &State, out: &mut Vec<State>) {
    out.clear();
    if s.red_to_move {
        // Piece a moves (may not land on piece b; may land on black).
        for &(dr, dc) in &RED_DIRS {
            if let Some(to) = grid.step(s.red_a, dr, dc)
                && to != s.red_b
            {
                out.push(State {
                    red_a: to,
                    red_b: s.red_b,
                    black: s.black,
                    red_to_move: false,
                });
            }
        }
        // Piece b moves (may not land on piece a).
        for &(dr, dc) in &RED_DIRS {
            if let Some(to) = grid.step(s.red_b, dr, dc)
                && to != s.red_a
            {
                out.push(State {
                    red_a: s.red_a,
                    red_b: to,
                    black: s.black,
                    red_to_move: false,
                });
            }
        }
    } else {
        for &(dr, dc) in &BLACK_DIRS {
            if let Some(to) = grid.step(s.black, dr, dc) {
                out.push(State {
                    red_a: s.red_a,
                    red_b: s.red_b,
                    black: to,
                    red_to_move: true,
                });
            }
        }
    }
}

/// The end conditions, checked in their order before a move. `moves`
/// must be the legal moves of `s` (used by rule 3). Returns the winner if
/// the game is over.
fn game_over(s: &State, moves: &[State]) -> Option<Side> {
    // 1. Black on row 1 (row 0 here): Black wins.
    if s.black.0 == 0 {
        return Some(Side::Black);
    }
    // 2. Black shares a cell with a red piece: the side that made the
    //    previous move (the side not to move now) wins.
    if s.black == s.red_a || s.black == s.red_b {
        return Some(s.mover().other());
    }
    // 3. The side to move has no legal move: it loses.
    if moves.is_empty() {
        return Some(s.mover().other());
    }
    None
}

/// The pieces written on the board: the two `O` cells (in reading order) and
/// the `X` cell.
fn pieces(rows: &[Vec<u8>]) -> (Cell, Cell, Cell) {
    let mut reds = Vec::new();
    let mut blacks = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        for (c, &ch) in row.iter().enumerate() {
            match ch {
                b'O' => reds.push((r, c)),
                b'X' => blacks.push((r, c)),
                _ => {}
            }
        }
    }
    assert!(reds.len() == 2, "the board must hold exactly two 'O'");
    assert!(blacks.len() == 1, "the board must hold exactly one 'X'");
    (reds[0], reds[1], blacks[0])
}

/// The crate's board of `rows`.
fn board(rows: &[Vec<u8>]) -> Board {
    let text: String = std::iter::once(format!("{} {}\n", rows.len(), rows[0].len()))
        .chain(
            rows.iter()
                .map(|row| format!("{}\n", String::from_utf8_lossy(row))),
        )
        .collect();
    text.parse().expect("a board of the tests parses")
}

/// The crate's rules, started from any position.
struct From {
    rules: Board,
    start: Position,
}

impl Rules for From {
    type Position = Position;
    type Move = Move;

    fn start(&self) -> Position {
        self.start
    }

    fn legal_moves(&self, p: &Position, moves: &mut Vec<Move>) {
        self.rules.legal_moves(p, moves);
    }

    fn play(&self, p: &Position, step: &Move) -> Position {
        self.rules.play(p, step)
    }
}

impl Loopy for From {
    fn end(&self, p: &Position) -> Option<Wdl> {
        self.rules.end(p)
    }
}

/// The position of a spot, for the crate's rules.
fn placement(rules: &Board, (a, b, black, red_to_move): Spot) -> Position {
    let cell = |(r, c): Cell| pawn_retro::Cell::new(r, c);
    let mover = if red_to_move {
        Mover::Red
    } else {
        Mover::Black
    };
    Position::new(rules, [cell(a), cell(b)], cell(black), mover)
}

/// The outcome, seen from Red, of a value for the side to move at a spot.
fn outcome(value: Forced, red_to_move: bool) -> Outcome {
    if red_to_move { value } else { -value }
}

/// The outcome of optimal play from the board's start.
pub(crate) fn solve(rows: &[Vec<u8>]) -> Outcome {
    let oracle = Oracle::new(rows);
    oracle.outcome(oracle.start())
}

/// The outcome of optimal play from any position of the board (solved from
/// there).
pub(crate) fn solve_position(
    rows: &[Vec<u8>],
    red_a: Cell,
    red_b: Cell,
    black: Cell,
    red_to_move: bool,
) -> Outcome {
    let grid = Grid::from_rows(rows);
    assert!(
        grid.open(red_a),
        "red_a {red_a:?} is off the board or an obstacle"
    );
    assert!(
        grid.open(red_b),
        "red_b {red_b:?} is off the board or an obstacle"
    );
    assert!(
        grid.open(black),
        "black {black:?} is off the board or an obstacle"
    );
    assert!(
        red_a != red_b,
        "the red pieces must stand on distinct cells"
    );
    let rules = board(rows);
    let start = placement(&rules, (red_a, red_b, black, red_to_move));
    let solved = Tablebase::solve(From { rules, start }, &Resources::default()).unwrap();
    outcome(solved.outcome(&start).unwrap(), red_to_move)
}

fn adjacent(from: Cell, to: Cell) -> bool {
    from.0.abs_diff(to.0) + from.1.abs_diff(to.1) == 1
}

/// True if `{x, y}` arises from `{p, q}` by moving one red piece one step
/// (up, down, left or right) onto an open cell not holding the other red
/// piece. Written directly from the rule, independently of `legal_moves`.
fn is_red_move(grid: &Grid, (p, q): (Cell, Cell), (x, y): (Cell, Cell)) -> bool {
    // The piece at `stay` stays, the piece at `from` goes to `to`.
    let one = |stay: Cell, from: Cell, to: Cell| adjacent(from, to) && grid.open(to) && to != stay;
    (x == p && one(p, q, y))
        || (y == p && one(p, q, x))
        || (x == q && one(q, p, y))
        || (y == q && one(q, p, x))
}

/// True if black can go from `from` to `to` in one move (up, left or right
/// onto an open cell).
fn is_black_move(grid: &Grid, from: Cell, to: Cell) -> bool {
    let up = to.0 + 1 == from.0 && to.1 == from.1;
    let side = to.0 == from.0 && from.1.abs_diff(to.1) == 1;
    (up || side) && grid.open(to)
}

/// True if `{a, b}` and `{c, d}` are the same unordered pair.
fn same_pair((a, b): (Cell, Cell), (c, d): (Cell, Cell)) -> bool {
    (a == c && b == d) || (a == d && b == c)
}

/// Checks a whole game given as the sequence of positions (red_a, red_b,
/// black) from the start (positions[0] must hold the board's pieces, in
/// either red order) to the end. Each consecutive pair must be one legal move
/// of the side to move (Red moves first; the red pieces may be listed in
/// either order in each position); no end condition may hold before the last
/// position and one must hold at the last. Returns Ok(outcome) with
/// k = positions.len() - 1, or Err(reason).
pub(crate) fn check_game(
    rows: &[Vec<u8>],
    positions: &[(Cell, Cell, Cell)],
) -> Result<Outcome, String> {
    let grid = Grid::from_rows(rows);
    let (start_a, start_b, start_black) = pieces(rows);
    let Some(&(first_a, first_b, first_black)) = positions.first() else {
        return Err("the game has no positions".to_string());
    };
    if !same_pair((first_a, first_b), (start_a, start_b)) || first_black != start_black {
        return Err(format!(
            "position 0 {:?} is not the board's start ({start_a:?}, {start_b:?}, {start_black:?})",
            positions[0]
        ));
    }
    for (i, &(a, b, x)) in positions.iter().enumerate() {
        for (name, cell) in [("red", a), ("red", b), ("black", x)] {
            if !grid.open(cell) {
                return Err(format!(
                    "position {i}: {name} piece at {cell:?} is off the board or on an obstacle"
                ));
            }
        }
        if a == b {
            return Err(format!("position {i}: both red pieces on {a:?}"));
        }
    }
    let mut buf = Vec::new();
    let last = positions.len() - 1;
    for (i, &(a, b, x)) in positions.iter().enumerate() {
        let s = State {
            red_a: a,
            red_b: b,
            black: x,
            red_to_move: i % 2 == 0,
        };
        legal_moves(&grid, &s, &mut buf);
        let end = game_over(&s, &buf);
        if i == last {
            let k = u32::try_from(last).map_err(|_| "game too long".to_string())?;
            return match end {
                Some(Side::Red) => Ok(Forced::Win(k)),
                Some(Side::Black) => Ok(Forced::Loss(k)),
                None => Err(format!(
                    "the game is not over at its last position {i} {:?}",
                    positions[i]
                )),
            };
        }
        if let Some(winner) = end {
            return Err(format!(
                "the game is already over at position {i} {:?} ({winner:?} wins) but continues",
                positions[i]
            ));
        }
        let (na, nb, nx) = positions[i + 1];
        let legal = if s.red_to_move {
            nx == x && is_red_move(&grid, (a, b), (na, nb))
        } else {
            same_pair((a, b), (na, nb)) && is_black_move(&grid, x, nx)
        };
        if !legal {
            return Err(format!(
                "move {} ({} to move) from {:?} to {:?} is not legal",
                i + 1,
                if s.red_to_move { "Red" } else { "Black" },
                positions[i],
                positions[i + 1]
            ));
        }
    }
    unreachable!("the loop returns at the last position")
}

/// A position of a game as the oracle's users see it: the two red cells
/// (in either order), the black cell, and whether red is to move.
pub(crate) type Spot = (Cell, Cell, Cell, bool);

/// The positions one legal move away from `spot` on the board of `rows`
/// (whether or not the game is over there), by the oracle's own move
/// generator.
pub(crate) fn successors(rows: &[Vec<u8>], spot: Spot) -> Vec<Spot> {
    let grid = Grid::from_rows(rows);
    let (red_a, red_b, black, red_to_move) = spot;
    let s = State {
        red_a,
        red_b,
        black,
        red_to_move,
    };
    let mut next = Vec::new();
    legal_moves(&grid, &s, &mut next);
    next.iter()
        .map(|t| (t.red_a, t.red_b, t.black, t.red_to_move))
        .collect()
}

/// The end conditions at `spot`, in the rules' order: `Some(true)` if red
/// has won, `Some(false)` if black has, `None` if the game goes on.
pub(crate) fn winner(rows: &[Vec<u8>], spot: Spot) -> Option<bool> {
    let grid = Grid::from_rows(rows);
    let (red_a, red_b, black, red_to_move) = spot;
    let s = State {
        red_a,
        red_b,
        black,
        red_to_move,
    };
    let mut next = Vec::new();
    legal_moves(&grid, &s, &mut next);
    game_over(&s, &next).map(|side| side == Side::Red)
}

/// Whether two spots are the same position (red pieces in either order).
pub(crate) fn same(a: Spot, b: Spot) -> bool {
    a.2 == b.2 && a.3 == b.3 && ((a.0, a.1) == (b.0, b.1) || (a.0, a.1) == (b.1, b.0))
}

/// One board solved from its start by the rules layer, then queried for
/// any position of its games.
pub(crate) struct Oracle {
    grid: Grid,
    start: Spot,
    solved: Tablebase<Board>,
}

impl Oracle {
    /// Solves the board in `rows` (".#OX", exactly two 'O' and one 'X')
    /// from its start, red to move.
    pub(crate) fn new(rows: &[Vec<u8>]) -> Oracle {
        let grid = Grid::from_rows(rows);
        let (red_a, red_b, black) = pieces(rows);
        let rules = board(rows);
        let solved = Tablebase::solve(rules, &Resources::default()).unwrap();
        Oracle {
            grid,
            start: (red_a, red_b, black, true),
            solved,
        }
    }

    /// The board's start: the pieces as written, red to move.
    pub(crate) fn start(&self) -> Spot {
        self.start
    }

    /// The outcome of optimal play from `spot`, a position reachable from
    /// the start, with `k` counting the moves from `spot` on.
    ///
    /// # Panics
    ///
    /// If no game from the start reaches `spot`.
    pub(crate) fn outcome(&self, spot: Spot) -> Outcome {
        let at = placement(self.solved.rules(), spot);
        let value = self
            .solved
            .outcome(&at)
            .unwrap_or_else(|| panic!("{spot:?} is not reachable from the start"));
        outcome(value, spot.3)
    }

    /// Whether the game is over at `spot` (an end condition holds), by the
    /// rules written here.
    pub(crate) fn is_over(&self, spot: Spot) -> bool {
        let (red_a, red_b, black, red_to_move) = spot;
        let s = State {
            red_a,
            red_b,
            black,
            red_to_move,
        };
        let mut next = Vec::new();
        legal_moves(&self.grid, &s, &mut next);
        game_over(&s, &next).is_some()
    }

    /// The legal moves at `spot` as `(from, to)` with the position each
    /// leads to, sorted by `(from, to)` (cells compared row first); none
    /// once the game is over. The successors come from the same move
    /// generator as the graph's edges; which piece moved is read off the
    /// cells that changed.
    pub(crate) fn moves(&self, spot: Spot) -> Vec<((Cell, Cell), Spot)> {
        if self.is_over(spot) {
            return Vec::new();
        }
        let (red_a, red_b, black, red_to_move) = spot;
        let s = State {
            red_a,
            red_b,
            black,
            red_to_move,
        };
        let mut next = Vec::new();
        legal_moves(&self.grid, &s, &mut next);
        let mut moves: Vec<((Cell, Cell), Spot)> = next
            .iter()
            .map(|t| {
                let step = if t.red_a != s.red_a {
                    (s.red_a, t.red_a)
                } else if t.red_b != s.red_b {
                    (s.red_b, t.red_b)
                } else {
                    (s.black, t.black)
                };
                (step, (t.red_a, t.red_b, t.black, t.red_to_move))
            })
            .collect();
        moves.sort_by_key(|&(step, _)| step);
        moves
    }
}
