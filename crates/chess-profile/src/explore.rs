//! The `--moves` text: the optimal game ply by ply, with every legal move's
//! value before each move.

use std::io::{self, Write};

use crate::analysis::Analysis;
use crate::position::Player;

/// For each ply of the optimal game ([`Analysis::principal_variation`]),
/// `ply P F` or `ply P S`, then `R C V` per legal move in the order of
/// [`Analysis::move_values`]: the 1-based cell and the final difference of
/// the whole game if that move is played and both play optimally after it.
pub(crate) fn render(out: &mut dyn Write, analysis: &Analysis) -> io::Result<()> {
    let mut position = analysis.start();
    let mut difference = 0; // of the stones placed so far
    for (ply, played) in analysis.principal_variation().iter().enumerate() {
        let mover = match position.to_move() {
            Player::First => 'F',
            Player::Second => 'S',
        };
        writeln!(out, "ply {} {mover}", ply + 1)?;
        for mv in analysis.move_values(&position) {
            let (row, col) = (mv.cell.row + 1, mv.cell.col + 1);
            writeln!(out, "{row} {col} {}", difference + mv.value)?;
        }
        position = match position.play(played.cell) {
            Some(next) => next,
            None => unreachable!("the principal variation plays open cells"),
        };
        difference = played.difference;
    }
    Ok(())
}
