//! The `--explain` text of one case: the intervals, the start's Grundy
//! value, and the optimal game move by move.

use std::io::{self, Write};

use common_io::game::{BoardNumber, Grundy, principal_variation};
use common_io::rules::{Rules, Solution};

use crate::IntervalGame;
use crate::analysis::{Analysis, grundy};
use crate::position::Position;

/// Renders the case's intervals, who wins and why (the start's Grundy
/// value), and the optimal game: each choice with the Grundy value it
/// leaves, until nobody can move.
pub(crate) fn render(
    out: &mut dyn Write,
    analysis: &Analysis,
    case: BoardNumber,
) -> io::Result<()> {
    let value = |position: &Position| match grundy(analysis, position) {
        Some(Grundy(g)) => g,
        None => unreachable!("a line's positions are its analysis's"),
    };
    let board = analysis.rules();
    let distinct = board.distinct();
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
        value(&board.start()),
        IntervalGame::answer(analysis)
    )?;
    let (line, _) = principal_variation::<IntervalGame>(analysis);
    for (ply, (position, mv)) in line.positions().iter().zip(line.moves()).enumerate() {
        writeln!(
            out,
            "{:>3}. {} chooses [{}, {}): Grundy value {} left.",
            ply + 1,
            position.to_move(),
            mv.left,
            mv.right,
            value(&line.positions()[ply + 1])
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
