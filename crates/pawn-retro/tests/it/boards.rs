//! A seeded generator of random boards, in judge characters (the rules
//! themselves are stated once, in the oracle, `oracle.rs`).

use common_io::SplitMix64;

/// A random board of at most `max_rows × max_cols` cells (and at least 3),
/// each cell an obstacle with probability `density_percent / 100`, the three
/// pieces on distinct random cells: its rows in judge characters.
pub(crate) fn random_grid(
    rng: &mut SplitMix64,
    max_rows: usize,
    max_cols: usize,
    density_percent: u64,
) -> Vec<Vec<u8>> {
    loop {
        let rows = rng.range_usize(1, max_rows);
        let cols = rng.range_usize(1, max_cols);
        if rows * cols < 3 {
            continue;
        }
        let mut grid = vec![vec![b'.'; cols]; rows];
        for row in grid.iter_mut() {
            for cell in row.iter_mut() {
                if rng.chance(density_percent, 100) {
                    *cell = b'#';
                }
            }
        }
        let mut placed = 0;
        let mut redrawn = false;
        while placed < 3 {
            let (r, c) = (rng.range_usize(0, rows - 1), rng.range_usize(0, cols - 1));
            if grid[r][c] == b'O' || grid[r][c] == b'X' {
                continue;
            }
            // Black on row 1 ends the game at once: draw black's cell a
            // second time when it lands there, so that fewer boards are
            // over before they start (many still are).
            if placed == 2 && r == 0 && rows > 1 && !redrawn {
                redrawn = true;
                continue;
            }
            grid[r][c] = if placed < 2 { b'O' } else { b'X' };
            placed += 1;
        }
        return grid;
    }
}

/// The board text (`n m` and the rows) of a grid.
pub(crate) fn to_text(grid: &[Vec<u8>]) -> String {
    let mut text = format!("{} {}\n", grid.len(), grid[0].len());
    for row in grid {
        text.push_str(std::str::from_utf8(row).expect("ASCII"));
        text.push('\n');
    }
    text
}
