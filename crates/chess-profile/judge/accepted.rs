// chess-profile (ZJOI 2018 "chess", Luogu P4363): two players alternately
// place stones on an n x m board; a cell may be taken once every cell to
// its left in its row and above it in its column is taken. First scores A
// of its cells, Second B of its cells; print First's score minus Second's
// under optimal (zero-sum) play.
//
// Method: memoised minimax DP over staircase profiles. The taken cells
// always form a staircase: row i holds a prefix of length len[i], with
// len non-increasing from top to bottom. A profile is encoded as its
// boundary path, a bit mask of n + m bits with exactly n ones (a one for
// each row), so at most 2^20 memo entries for the judge's 10 x 10 boards.
// The side to move follows from the number of stones placed.

use std::io::{self, Read, Write};

struct Game {
    rows: usize,
    cols: usize,
    first_value: Vec<Vec<i64>>,
    second_value: Vec<Vec<i64>>,
    /// Best achievable (First - Second) from a profile on; `None` = not computed yet.
    memo: Vec<Option<i64>>,
}

impl Game {
    /// Encodes a staircase as its boundary path: walking from the top-right
    /// corner down to the bottom-left, each row contributes
    /// `previous length - its length` zero bits followed by a one bit.
    fn profile_key(&self, len: &[usize]) -> usize {
        let mut key = 0usize;
        let mut bit = 0usize;
        let mut previous = self.cols;
        for &row_len in len {
            bit += previous - row_len;
            key |= 1 << bit;
            bit += 1;
            previous = row_len;
        }
        key
    }

    /// Value of the rest of the game (First's future points minus Second's
    /// future points) when `placed` stones form the staircase `len`.
    fn best(&mut self, len: &mut Vec<usize>, placed: usize) -> i64 {
        if placed == self.rows * self.cols {
            return 0;
        }
        let key = self.profile_key(len);
        if let Some(value) = self.memo[key] {
            return value;
        }
        let first_to_move = placed % 2 == 0;
        let mut best_value: Option<i64> = None;
        for row in 0..self.rows {
            let col = len[row];
            // The next cell of this row is open if the row is not full and
            // the row above already covers that column.
            let open = col < self.cols && (row == 0 || len[row - 1] > col);
            if !open {
                continue;
            }
            len[row] += 1;
            let rest = self.best(len, placed + 1);
            len[row] -= 1;
            let value = if first_to_move {
                rest + self.first_value[row][col]
            } else {
                rest - self.second_value[row][col]
            };
            best_value = Some(match best_value {
                None => value,
                Some(current) if first_to_move => current.max(value),
                Some(current) => current.min(value),
            });
        }
        let value = best_value.expect("a non-full staircase always has an open cell");
        self.memo[key] = Some(value);
        value
    }
}

fn main() {
    let mut raw = Vec::new();
    io::stdin().read_to_end(&mut raw).expect("read stdin");
    let text = String::from_utf8_lossy(&raw);
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    let mut tokens = text
        .split_ascii_whitespace()
        .map(|t| t.parse::<i64>().expect("integer token"));
    let mut next = || tokens.next().expect("missing token");

    let rows = next() as usize;
    let cols = next() as usize;
    let mut read_matrix = || -> Vec<Vec<i64>> {
        (0..rows)
            .map(|_| (0..cols).map(|_| next()).collect())
            .collect()
    };
    let first_value = read_matrix();
    let second_value = read_matrix();

    let mut game = Game {
        rows,
        cols,
        first_value,
        second_value,
        memo: vec![None; 1 << (rows + cols)],
    };
    let mut len = vec![0usize; rows];
    let answer = game.best(&mut len, 0);

    let mut out = io::stdout().lock();
    writeln!(out, "{}", answer).expect("write stdout");
}
