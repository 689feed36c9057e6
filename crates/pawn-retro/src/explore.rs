//! The `--moves` text: each board's optimal game ply by ply, with every
//! legal move's value before each move.

use std::io::{self, Write};

use crate::analysis::{Analysis, MoveValue};

/// The plies of a board's optimal game ([`Analysis::principal_variation`]),
/// each the [`Analysis::move_values`] of the position before its move:
/// what `--moves` prints for the board. Computed where the board is
/// solved, so that the analysis (2 bytes per position) is dropped before
/// the board's turn to be written.
pub(crate) struct Explored {
    plies: Vec<Vec<MoveValue>>,
}

/// The values at every ply of the optimal game of `analysis`'s board,
/// from its start: the game ends at a terminal position or, for a tie,
/// with the move that brings back a position seen before.
pub(crate) fn explore(analysis: &Analysis) -> Explored {
    let game = analysis.principal_variation();
    let mut plies = Vec::with_capacity(game.moves.len());
    let mut here = game.start;
    // The move played at each ply is the first listed with the best
    // outcome ([`Analysis::principal_variation`] picks it so).
    for played in &game.moves {
        plies.push(analysis.move_values(&here));
        here = here.after(played);
    }
    Explored { plies }
}

/// Board `number` (1-based) of the `--moves` text: a line `board K`, then
/// for each ply `ply P red` or `ply P black` and one line
/// `R1 C1 R2 C2 RESULT` per legal move in the order of
/// [`Analysis::move_values`] (sorted by the 1-based cells): the judge's
/// words for the game if the move is made and both sides play optimally
/// afterwards, the moves counted from the board's start.
pub(crate) fn board(out: &mut dyn Write, number: usize, explored: &Explored) -> io::Result<()> {
    writeln!(out, "board {number}")?;
    for (before, values) in (0u32..).zip(&explored.plies) {
        let Some(first) = values.first() else {
            unreachable!("a ply of the optimal game has a legal move")
        };
        writeln!(out, "ply {} {}", before + 1, first.mv.side)?;
        for value in values {
            let (from, to) = (value.mv.from, value.mv.to);
            writeln!(
                out,
                "{} {} {} {} {}",
                from.row + 1,
                from.col + 1,
                to.row + 1,
                to.col + 1,
                value.outcome.later(before)
            )?;
        }
    }
    Ok(())
}
