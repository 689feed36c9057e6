// pawn-retro (省选联考 2023 "过河卒", LOJ 3958 / Luogu P9169): Red moves one
// of two red pieces a step in any of four directions, Black moves its pawn
// up, left or right; Red moves first. Black wins on reaching row 1, a piece
// moving onto an opposing piece wins for its side, and a side with no move
// loses. Winners minimise and losers maximise the game length. Print
// "Red k", "Black k" or "Tie" for each board.
//
// Method: retrograde analysis with win/loss/tie and move counts. A state is
// (black cell, unordered pair of red cells); the side to move is implied,
// since every move changes the parity of the sum of the three pieces' rows
// and columns, and Red moves at the start's parity. Terminal states
// are losses in 0 for the side to move. Working backwards in breadth-first
// order, a state becomes a win (distance d + 1) as soon as one move leads
// to a loss in d, and a loss (distance d + 1) once all its moves lead to
// wins, the last of them in d; this gives the fastest wins and slowest
// losses. States never labelled are ties.

use std::collections::VecDeque;
use std::io::{self, Read, Write};

const RED: usize = 0;
const BLACK: usize = 1;

const UNKNOWN: u8 = 0;
const WIN: u8 = 1; // the side to move wins
const LOSS: u8 = 2; // the side to move loses

/// Neighbour directions as indices into `Board::step`.
const UP: usize = 0;
const DOWN: usize = 1;
const LEFT: usize = 2;
const RIGHT: usize = 3;
/// Black never moves down.
const BLACK_DIRS: [usize; 3] = [UP, LEFT, RIGHT];

struct Board {
    /// Row (0-based) of every free (non-obstacle) cell.
    row: Vec<usize>,
    /// (row + column) % 2 of every free cell.
    parity: Vec<usize>,
    /// Parity of the three pieces' cells at the start, when Red is to move.
    red_parity: usize,
    /// `step[cell][dir]`: the free cell one step away in that direction.
    step: Vec<[Option<usize>; 4]>,
    /// `pair_id[x * free + y]` (x < y) numbers the unordered pairs of free cells.
    pair_id: Vec<usize>,
    pair_cells: Vec<(usize, usize)>,
}

/// The reverse of a direction: where a piece came from to arrive by `dir`.
fn opposite(dir: usize) -> usize {
    match dir {
        UP => DOWN,
        DOWN => UP,
        LEFT => RIGHT,
        _ => LEFT,
    }
}

impl Board {
    fn pair(&self, x: usize, y: usize) -> usize {
        self.pair_id[x.min(y) * self.row.len() + x.max(y)]
    }

    fn state(&self, black: usize, pair: usize) -> usize {
        black * self.pair_cells.len() + pair
    }

    /// The side to move, implied by the parity of the pieces' cells.
    fn side_to_move(&self, black: usize, red1: usize, red2: usize) -> usize {
        let parity = self.parity[black] ^ self.parity[red1] ^ self.parity[red2];
        if parity == self.red_parity {
            RED
        } else {
            BLACK
        }
    }

    /// The game is already over before the side to move plays.
    fn is_over(&self, black: usize, red1: usize, red2: usize) -> bool {
        self.row[black] == 0 || black == red1 || black == red2
    }

    /// Number of legal moves of the side to move.
    fn move_count(&self, black: usize, red1: usize, red2: usize, side: usize) -> u8 {
        if side == BLACK {
            BLACK_DIRS
                .iter()
                .filter(|&&d| self.step[black][d].is_some())
                .count() as u8
        } else {
            let mut count = 0;
            for (piece, other) in [(red1, red2), (red2, red1)] {
                for dir in 0..4 {
                    if matches!(self.step[piece][dir], Some(to) if to != other) {
                        count += 1;
                    }
                }
            }
            count
        }
    }

    /// Fills `result` with the states from which one legal move leads to the
    /// given state, and from which the game is not already over.
    fn predecessors(
        &self,
        black: usize,
        red1: usize,
        red2: usize,
        side: usize,
        result: &mut Vec<usize>,
    ) {
        result.clear();
        if side == RED {
            // Black made the last move, arriving by one of its directions.
            for &dir in &BLACK_DIRS {
                if let Some(from) = self.step[black][opposite(dir)] {
                    if !self.is_over(from, red1, red2) {
                        result.push(self.state(from, self.pair(red1, red2)));
                    }
                }
            }
        } else {
            // Red made the last move with one of its two pieces.
            for (piece, other) in [(red1, red2), (red2, red1)] {
                for dir in 0..4 {
                    if let Some(from) = self.step[piece][dir] {
                        if from != other && !self.is_over(black, from, other) {
                            result.push(self.state(black, self.pair(from, other)));
                        }
                    }
                }
            }
        }
    }
}

/// Solves one board; returns the judge's output line.
fn solve(grid: &[&[u8]]) -> String {
    let rows = grid.len();
    let cols = grid[0].len();

    // Number the free cells and find the pieces.
    let mut cell_id = vec![vec![None; cols]; rows];
    let mut row = Vec::new();
    let mut parity = Vec::new();
    let (mut black_start, mut reds_start) = (0, Vec::new());
    for i in 0..rows {
        for j in 0..cols {
            let ch = grid[i][j];
            if ch == b'#' {
                continue;
            }
            let id = row.len();
            cell_id[i][j] = Some(id);
            row.push(i);
            parity.push((i + j) % 2);
            match ch {
                b'X' => black_start = id,
                b'O' => reds_start.push(id),
                _ => {}
            }
        }
    }
    let free = row.len();
    let mut step = vec![[None; 4]; free];
    for i in 0..rows {
        for j in 0..cols {
            let Some(id) = cell_id[i][j] else { continue };
            if i > 0 {
                step[id][UP] = cell_id[i - 1][j];
            }
            if i + 1 < rows {
                step[id][DOWN] = cell_id[i + 1][j];
            }
            if j > 0 {
                step[id][LEFT] = cell_id[i][j - 1];
            }
            if j + 1 < cols {
                step[id][RIGHT] = cell_id[i][j + 1];
            }
        }
    }
    let mut pair_id = vec![usize::MAX; free * free];
    let mut pair_cells = Vec::new();
    for x in 0..free {
        for y in x + 1..free {
            pair_id[x * free + y] = pair_cells.len();
            pair_cells.push((x, y));
        }
    }
    let red_parity = parity[black_start] ^ parity[reds_start[0]] ^ parity[reds_start[1]];
    let board = Board {
        row,
        parity,
        red_parity,
        step,
        pair_id,
        pair_cells,
    };

    // Label terminal states and count the moves of the others.
    let states = free * board.pair_cells.len();
    // Per state: the outcome for the side to move, the number of its moves
    // not yet known to lead to a win of the opponent, and the game's length.
    let mut status = vec![UNKNOWN; states];
    let mut moves_left = vec![0u8; states];
    let mut distance = vec![0u32; states];
    let mut queue = VecDeque::new();
    for black in 0..free {
        for (pair, &(red1, red2)) in board.pair_cells.iter().enumerate() {
            let s = board.state(black, pair);
            let side = board.side_to_move(black, red1, red2);
            let outcome = if board.row[black] == 0 {
                // Black on row 1 wins (only reachable with Red to move).
                Some(if side == BLACK { WIN } else { LOSS })
            } else if black == red1 || black == red2 {
                // The side that moved last captured: the mover loses.
                Some(LOSS)
            } else {
                let count = board.move_count(black, red1, red2, side);
                moves_left[s] = count;
                if count == 0 {
                    Some(LOSS)
                } else {
                    None
                }
            };
            if let Some(outcome) = outcome {
                status[s] = outcome;
                queue.push_back(s);
            }
        }
    }

    // Breadth-first retrograde propagation.
    let pairs = board.pair_cells.len();
    let mut previous = Vec::new();
    while let Some(s) = queue.pop_front() {
        let (black, pair) = (s / pairs, s % pairs);
        let (red1, red2) = board.pair_cells[pair];
        let side = board.side_to_move(black, red1, red2);
        board.predecessors(black, red1, red2, side, &mut previous);
        for &p in &previous {
            if status[p] != UNKNOWN {
                continue;
            }
            if status[s] == LOSS {
                status[p] = WIN;
                distance[p] = distance[s] + 1;
                queue.push_back(p);
            } else {
                moves_left[p] -= 1;
                if moves_left[p] == 0 {
                    status[p] = LOSS;
                    distance[p] = distance[s] + 1;
                    queue.push_back(p);
                }
            }
        }
    }

    let start = board.state(black_start, board.pair(reds_start[0], reds_start[1]));
    match status[start] {
        WIN => format!("Red {}", distance[start]),
        LOSS => format!("Black {}", distance[start]),
        _ => "Tie".to_string(),
    }
}

/// Parses the next whitespace-separated token as a non-negative integer.
fn next_number<'a>(tokens: &mut impl Iterator<Item = &'a str>, what: &str) -> usize {
    let token = tokens.next().unwrap_or_else(|| panic!("missing {}", what));
    token
        .parse()
        .unwrap_or_else(|_| panic!("bad {}: {}", what, token))
}

fn main() {
    let mut raw = Vec::new();
    io::stdin().read_to_end(&mut raw).expect("read stdin");
    let text = String::from_utf8_lossy(&raw);
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    let mut tokens = text.split_ascii_whitespace();
    let _test_id = next_number(&mut tokens, "id");
    let boards = next_number(&mut tokens, "T");

    let mut out = String::new();
    for _ in 0..boards {
        let rows = next_number(&mut tokens, "n");
        let _cols = next_number(&mut tokens, "m");
        let grid: Vec<&[u8]> = (0..rows)
            .map(|_| tokens.next().expect("board row").as_bytes())
            .collect();
        out.push_str(&solve(&grid));
        out.push('\n');
    }
    io::stdout()
        .lock()
        .write_all(out.as_bytes())
        .expect("write stdout");
}
