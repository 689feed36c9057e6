//! The `--moves` text: the game ply by ply, with every active cell's value
//! before each move.

use std::io::{self, Write};

use crate::analysis::Analysis;

/// For each ply of the game, `ply P`, then `R C G` per active cell in the
/// order of [`Analysis::move_values`]: the 1-based cell and the Grundy
/// number of the whole game after taking it. The move played is the first
/// cell with `G = 0` (the first of [`crate::Position::winning_moves`]),
/// else the first cell listed; the game ends when no cell is active.
pub(crate) fn render(out: &mut dyn Write, analysis: &Analysis) -> io::Result<()> {
    let mut position = analysis.start();
    let mut ply = 0;
    while !position.is_over() {
        ply += 1;
        writeln!(out, "ply {ply}")?;
        let values = analysis.move_values(&position);
        for mv in &values {
            writeln!(out, "{} {} {}", mv.cell.row, mv.cell.col, mv.grundy)?;
        }
        let Some(played) = values.iter().find(|mv| mv.grundy == 0).or(values.first()) else {
            unreachable!("a position that is not over has an active cell")
        };
        if let Err(e) = position.apply(played.cell) {
            unreachable!("a listed cell is active: {e}")
        }
    }
    Ok(())
}
