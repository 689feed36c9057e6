//! Independent brute-force solver for the staircase placement game, written
//! from the rule text of the statement (`docs/problems/chess-profile.md`)
//! only (it does not use the crate under test).
//!
//! A position is the SET of occupied cells (a `u128` bitmask, bit `r * m + c`);
//! stone colours do not matter for the future of the game, and the mover is
//! fixed by the parity of the number of stones (even: the first player).
//! A move on `(r, c)` is legal when the cell is empty and *open*: every cell
//! to its left in row `r` and every cell above it in column `c` already holds
//! a stone. This is checked directly on the set (no staircase shortcut).
//! The first player scores `A` on her cells, the second `B` on his; the value
//! is the first player's total minus the second's, which the first maximises
//! and the second minimises.

use rustc_hash::FxHashMap;

/// Board geometry and values, with the per-cell "must be occupied" masks.
struct Game<'a> {
    n: usize,
    m: usize,
    a: &'a [Vec<i64>],
    b: &'a [Vec<i64>],
    /// `need[r * m + c]`: cells left of `(r, c)` in its row and above it in its column.
    need: Vec<u128>,
    full: u128,
    memo: FxHashMap<u128, i64>,
}

fn bit(m: usize, r: usize, c: usize) -> u128 {
    1u128 << (r * m + c)
}

impl<'a> Game<'a> {
    fn new(n: usize, m: usize, a: &'a [Vec<i64>], b: &'a [Vec<i64>]) -> Self {
        assert!(n >= 1 && m >= 1, "empty board");
        assert!(n * m <= 128, "board too large for a u128 mask");
        assert!(a.len() == n && b.len() == n, "matrix row count");
        assert!(
            a.iter().chain(b.iter()).all(|row| row.len() == m),
            "matrix column count"
        );
        let mut need = vec![0u128; n * m];
        for r in 0..n {
            for c in 0..m {
                let mut mask = 0u128;
                for cc in 0..c {
                    mask |= bit(m, r, cc);
                }
                for rr in 0..r {
                    mask |= bit(m, rr, c);
                }
                need[r * m + c] = mask;
            }
        }
        let full = if n * m == 128 {
            u128::MAX
        } else {
            (1u128 << (n * m)) - 1
        };
        Game {
            n,
            m,
            a,
            b,
            need,
            full,
            memo: FxHashMap::default(),
        }
    }

    /// Rule check for a move on `(r, c)` given the occupied set.
    fn legal(&self, occ: u128, r: usize, c: usize) -> Result<(), String> {
        if r >= self.n || c >= self.m {
            return Err(format!(
                "cell ({r}, {c}) is off the {}x{} board",
                self.n, self.m
            ));
        }
        if occ & bit(self.m, r, c) != 0 {
            return Err(format!("cell ({r}, {c}) is already occupied"));
        }
        for cc in 0..c {
            if occ & bit(self.m, r, cc) == 0 {
                return Err(format!(
                    "cell ({r}, {c}) is not open: ({r}, {cc}) to its left is empty"
                ));
            }
        }
        for rr in 0..r {
            if occ & bit(self.m, rr, c) == 0 {
                return Err(format!(
                    "cell ({r}, {c}) is not open: ({rr}, {c}) above it is empty"
                ));
            }
        }
        Ok(())
    }

    /// First player's minus second player's total over the rest of the game.
    fn solve(&mut self, occ: u128) -> i64 {
        if occ == self.full {
            return 0;
        }
        if let Some(&v) = self.memo.get(&occ) {
            return v;
        }
        let first_to_move = occ.count_ones().is_multiple_of(2);
        let mut best: Option<i64> = None;
        for r in 0..self.n {
            for c in 0..self.m {
                let idx = r * self.m + c;
                let cell = 1u128 << idx;
                // Empty, and every cell to the left / above is occupied.
                if occ & cell != 0 || occ & self.need[idx] != self.need[idx] {
                    continue;
                }
                let rest = self.solve(occ | cell);
                let v = if first_to_move {
                    self.a[r][c] + rest
                } else {
                    rest - self.b[r][c]
                };
                best = Some(match best {
                    None => v,
                    Some(x) if first_to_move => x.max(v),
                    Some(x) => x.min(v),
                });
            }
        }
        // Every non-full position reachable by legal play has an open cell (in
        // the topmost row that is not full, its first empty cell is open), so
        // this only fires for an `occupied` set that legal play cannot reach.
        let v = best
            .unwrap_or_else(|| unreachable!("position {occ:#x} is not full but has no legal move"));
        self.memo.insert(occ, v);
        v
    }
}

/// The occupied set of an `occupied[r][c]` grid (0-based), checked for shape.
fn set_of(n: usize, m: usize, occupied: &[Vec<bool>]) -> u128 {
    assert!(
        occupied.len() == n && occupied.iter().all(|row| row.len() == m),
        "occupied has the wrong shape"
    );
    let mut occ = 0u128;
    for (r, row) in occupied.iter().enumerate() {
        for (c, &o) in row.iter().enumerate() {
            if o {
                occ |= bit(m, r, c);
            }
        }
    }
    occ
}

/// One board queried at many positions, its memo kept between the queries.
pub(crate) struct Oracle<'a> {
    game: Game<'a>,
}

impl<'a> Oracle<'a> {
    pub(crate) fn new(n: usize, m: usize, a: &'a [Vec<i64>], b: &'a [Vec<i64>]) -> Self {
        Oracle {
            game: Game::new(n, m, a, b),
        }
    }

    /// The legal moves where `occupied[r][c]` cells hold stones, as 0-based
    /// `(row, col)`, in row-major order: every cell of the board, row by
    /// row, kept when the rule check allows a stone there.
    pub(crate) fn legal_moves(&self, occupied: &[Vec<bool>]) -> Vec<(usize, usize)> {
        let occ = set_of(self.game.n, self.game.m, occupied);
        (0..self.game.n)
            .flat_map(|r| (0..self.game.m).map(move |c| (r, c)))
            .filter(|&(r, c)| self.game.legal(occ, r, c).is_ok())
            .collect()
    }

    /// [`brute_force_from`]: the difference of the remaining game only.
    pub(crate) fn value(&mut self, occupied: &[Vec<bool>]) -> i64 {
        let occ = set_of(self.game.n, self.game.m, occupied);
        self.game.solve(occ)
    }
}

/// First player's total minus second player's total under optimal play from the empty board.
pub(crate) fn brute_force(n: usize, m: usize, a: &[Vec<i64>], b: &[Vec<i64>]) -> i64 {
    Game::new(n, m, a, b).solve(0)
}

/// Same from a position where `occupied[r][c]` (0-based) cells already hold
/// stones; the mover is determined by the count of occupied cells (even ->
/// first). Returns the difference of the REMAINING game only.
pub(crate) fn brute_force_from(
    n: usize,
    m: usize,
    a: &[Vec<i64>],
    b: &[Vec<i64>],
    occupied: &[Vec<bool>],
) -> i64 {
    Oracle::new(n, m, a, b).value(occupied)
}

/// Replays 0-based `(row, col)` moves from the empty board checking legality
/// under the rules; final difference, or `Err(description)` at the first
/// illegal move; `Err` also if the board is not full at the end.
pub(crate) fn replay(
    n: usize,
    m: usize,
    a: &[Vec<i64>],
    b: &[Vec<i64>],
    moves: &[(usize, usize)],
) -> Result<i64, String> {
    let game = Game::new(n, m, a, b);
    let mut occ = 0u128;
    let mut diff = 0i64;
    for (k, &(r, c)) in moves.iter().enumerate() {
        game.legal(occ, r, c)
            .map_err(|e| format!("move {k} ({r}, {c}): {e}"))?;
        if k.is_multiple_of(2) {
            diff += a[r][c];
        } else {
            diff -= b[r][c];
        }
        occ |= bit(m, r, c);
    }
    if occ != game.full {
        return Err(format!(
            "game incomplete: {} of {} cells filled after {} moves",
            occ.count_ones(),
            n * m,
            moves.len()
        ));
    }
    Ok(diff)
}
