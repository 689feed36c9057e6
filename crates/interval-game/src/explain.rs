//! The `--explain` text of one case: the intervals, the start's Grundy
//! value, and the optimal game move by move.

use std::io::{self, Write};

use common_io::game::BoardNumber;

use crate::analysis::Analysis;

/// Renders the case's intervals, who wins and why (the start's Grundy
/// value), and the optimal game: each choice with the Grundy value it
/// leaves, until nobody can move.
pub(crate) fn render(
    out: &mut dyn Write,
    analysis: &Analysis,
    case: BoardNumber,
) -> io::Result<()> {
    let board = analysis.board();
    let distinct = board.distinct();
    let start = analysis.start();
    let grundy = match analysis.grundy(&start) {
        Ok(g) => g,
        Err(e) => unreachable!("the start is the analysis's: {e}"),
    };
    writeln!(
        out,
        "Case {} of {}: {} intervals ({} distinct), the last ending at {}.",
        case.number,
        case.count,
        board.intervals().len(),
        distinct.len(),
        board.reach()
    )?;
    let list: Vec<String> = distinct
        .iter()
        .map(|i| format!("[{}, {})", i.left, i.right))
        .collect();
    writeln!(out, "{}", list.join(" "))?;
    writeln!(
        out,
        "Grundy value of the start: {}: {} wins.",
        grundy.0,
        analysis.answer()
    )?;
    let (line, _) = analysis.principal_variation();
    for (ply, (position, mv)) in line.positions().iter().zip(line.moves()).enumerate() {
        let after = line.positions()[ply + 1];
        let left = match analysis.grundy(&after) {
            Ok(g) => g.0,
            Err(e) => unreachable!("a line's positions are its analysis's: {e}"),
        };
        writeln!(
            out,
            "{:>3}. {} chooses [{}, {}): Grundy value {left} left.",
            ply + 1,
            position.to_move(),
            mv.left,
            mv.right
        )?;
    }
    writeln!(
        out,
        "{} cannot move: {} wins.",
        line.position().to_move(),
        line.position().to_move().other()
    )?;
    writeln!(out)
}
