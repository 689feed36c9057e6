//! The oracle: the game's rules as the crate states them for the rules
//! layer (`Rules` and `Scoring` for `chess_profile::Board`), solved by common-io's
//! generic negamax (`common_io::rules::Scores`), which shares nothing with
//! the kernel but the board; and the statement's legality rule, written
//! again here on plain sets of occupied cells, for replaying games and
//! listing the legal moves.

use chess_profile::Board;
use common_io::Resources;
use common_io::rules::{Rules, Scores, Solution};

/// A board of `n × m` with values `a` and `b` (rows of values).
fn board(n: usize, m: usize, a: &[Vec<i64>], b: &[Vec<i64>]) -> Board {
    Board::new(n, m, a.concat(), b.concat()).unwrap()
}

/// Whether a stone may go on `(r, c)` where `occupied` cells hold stones:
/// the cell is empty, and every cell to its left and above it holds one.
fn legal(occupied: &[Vec<bool>], r: usize, c: usize) -> Result<(), &'static str> {
    if occupied[r][c] {
        return Err("the cell holds a stone");
    }
    if !(0..c).all(|j| occupied[r][j]) {
        return Err("a cell to its left is empty");
    }
    if !(0..r).all(|i| occupied[i][c]) {
        return Err("a cell above it is empty");
    }
    Ok(())
}

/// One board solved from its rules, queried at many positions.
pub(crate) struct Oracle {
    n: usize,
    m: usize,
    solved: Scores<Board>,
}

impl Oracle {
    pub(crate) fn new(n: usize, m: usize, a: &[Vec<i64>], b: &[Vec<i64>]) -> Self {
        let rules = board(n, m, a, b);
        let solved = Scores::solve(rules, &Resources::default()).unwrap();
        Oracle { n, m, solved }
    }

    /// The legal moves where `occupied[r][c]` cells hold stones, as 0-based
    /// `(row, col)`, in row-major order: every cell of the board, row by
    /// row, kept when the statement's rule allows a stone there.
    pub(crate) fn legal_moves(&self, occupied: &[Vec<bool>]) -> Vec<(usize, usize)> {
        (0..self.n)
            .flat_map(|r| (0..self.m).map(move |c| (r, c)))
            .filter(|&(r, c)| legal(occupied, r, c).is_ok())
            .collect()
    }

    /// The first player's score minus the second's over the stones still
    /// to be placed where `occupied` cells hold stones (a staircase, as
    /// every game reaches), both playing optimally; the mover follows
    /// from the count of stones (even: the first player).
    pub(crate) fn value(&mut self, occupied: &[Vec<bool>]) -> i64 {
        let lengths: Vec<usize> = occupied
            .iter()
            .map(|row| row.iter().take_while(|&&o| o).count())
            .collect();
        let stones: usize = lengths.iter().sum();
        assert_eq!(
            stones,
            occupied.iter().flatten().filter(|&&o| o).count(),
            "not a staircase"
        );
        let position = chess_profile::Position::from_row_lengths(self.m, &lengths)
            .expect("a staircase of the board");
        let for_mover = self.solved.outcome(&position).expect("reachable").0;
        if stones.is_multiple_of(2) {
            for_mover
        } else {
            -for_mover
        }
    }

    /// The first player's score minus the second's from the empty board.
    pub(crate) fn answer(&self) -> i64 {
        self.solved
            .outcome(&self.solved.rules().start())
            .expect("the start is solved")
            .0
    }
}

/// First player's total minus second player's total under optimal play
/// from the empty board.
pub(crate) fn solve(n: usize, m: usize, a: &[Vec<i64>], b: &[Vec<i64>]) -> i64 {
    Oracle::new(n, m, a, b).answer()
}

/// The same from a position where `occupied[r][c]` (0-based) cells already
/// hold stones: the difference of the remaining game only.
pub(crate) fn solve_from(
    n: usize,
    m: usize,
    a: &[Vec<i64>],
    b: &[Vec<i64>],
    occupied: &[Vec<bool>],
) -> i64 {
    Oracle::new(n, m, a, b).value(occupied)
}

/// Replays 0-based `(row, col)` moves from the empty board checking
/// legality under the statement's rule; the final difference, or
/// `Err(description)` at the first illegal move, or if the board is not
/// full at the end.
pub(crate) fn replay(
    n: usize,
    m: usize,
    a: &[Vec<i64>],
    b: &[Vec<i64>],
    moves: &[(usize, usize)],
) -> Result<i64, String> {
    let mut occupied = vec![vec![false; m]; n];
    let mut diff = 0i64;
    for (k, &(r, c)) in moves.iter().enumerate() {
        if r >= n || c >= m {
            return Err(format!("move {k} ({r}, {c}): off the board"));
        }
        legal(&occupied, r, c).map_err(|e| format!("move {k} ({r}, {c}): {e}"))?;
        if k.is_multiple_of(2) {
            diff += a[r][c];
        } else {
            diff -= b[r][c];
        }
        occupied[r][c] = true;
    }
    let filled = occupied.iter().flatten().filter(|&&o| o).count();
    if filled != n * m {
        return Err(format!(
            "game incomplete: {filled} of {} cells filled after {} moves",
            n * m,
            moves.len()
        ));
    }
    Ok(diff)
}
