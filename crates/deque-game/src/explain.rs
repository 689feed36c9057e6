//! The `--explain` text: the row, the optimal game move by move and the
//! final totals.

use std::io::{self, Write};

use common_io::game::principal_variation;
use common_io::rules::Solution;

use crate::DequeGame;
use crate::analysis::Analysis;
use crate::position::Side;

/// The most numbers the explanation lists in its first line.
const SHOWN: usize = 40;

/// Renders the row, the optimal game (who takes which number from which
/// end, and both totals after each move) and the final totals.
pub(crate) fn render(out: &mut dyn Write, analysis: &Analysis) -> io::Result<()> {
    let values = analysis.rules().values();
    let n = values.len();
    let shown: Vec<String> = values.iter().take(SHOWN).map(i64::to_string).collect();
    let more = if n > SHOWN { " ..." } else { "" };
    writeln!(out, "A row of {n}: {}{more}", shown.join(" "))?;
    writeln!(
        out,
        "Taro (T) moves first; each move takes the first or the last number."
    )?;
    writeln!(out)?;
    let (line, _) = principal_variation::<DequeGame>(analysis);
    let width = values
        .iter()
        .map(|v| v.to_string().len())
        .max()
        .unwrap_or(1)
        .max(5);
    let total_width = values.iter().sum::<i64>().to_string().len();
    writeln!(
        out,
        " ply  side  takes  {:>width$}  {:>total_width$}  {:>total_width$}",
        "value", "T", "J"
    )?;
    let mut totals = [0i64; 2];
    for (ply, (position, mv)) in line.positions().iter().zip(line.moves()).enumerate() {
        let side = position.to_move();
        let value = values[mv.index];
        totals[usize::from(side == Side::Jiro)] += value;
        let end = if mv.index == position.remaining().start {
            "first"
        } else {
            "last"
        };
        let letter = match side {
            Side::Taro => "T",
            Side::Jiro => "J",
        };
        writeln!(
            out,
            "{:>4}  {letter:<4}  {end:>5}  {value:>width$}  {:>total_width$}  {:>total_width$}",
            ply + 1,
            totals[0],
            totals[1]
        )?;
    }
    writeln!(out)?;
    writeln!(
        out,
        "Totals: T {}, J {}; difference {}.",
        totals[0],
        totals[1],
        totals[0] - totals[1]
    )
}
