//! The `--explain` text: the board, the optimal game and the final scores.

use std::io::{self, Write};

use common_io::game::{Cell, principal_variation};
use common_io::rules::Solution;

use crate::ChessProfile;
use crate::analysis::Analysis;
use crate::position::Side;

/// One move of the optimal game, as the explanation's table shows it.
struct Step {
    /// The cell taken.
    cell: Cell,
    /// Who took it.
    side: Side,
    /// What the move adds to the difference: `+A` for the first player,
    /// `-B` for the second.
    gain: i64,
    /// The first player's score minus the second's after this move.
    difference: i64,
}

/// The moves of the analysis's principal variation, scored.
fn steps(analysis: &Analysis) -> Vec<Step> {
    let board = analysis.rules();
    let (line, _) = principal_variation::<ChessProfile>(analysis);
    let mut difference = 0;
    line.positions()
        .iter()
        .zip(line.moves())
        .map(|(position, mv)| {
            let side = position.to_move();
            let index = mv.cell.index(board.cols());
            let gain = match side {
                Side::First => board.a()[index],
                Side::Second => -board.b()[index],
            };
            difference += gain;
            Step {
                cell: mv.cell,
                side,
                gain,
                difference,
            }
        })
        .collect()
}

/// Renders the board's values side by side, the optimal game move by move,
/// the final board with each cell's owner and move number, and the scores.
pub(crate) fn render(out: &mut dyn Write, analysis: &Analysis) -> io::Result<()> {
    let board = analysis.rules();
    let moves = &steps(analysis);
    let (rows, cols) = (board.rows(), board.cols());
    writeln!(
        out,
        "A {rows}×{cols} board. The first player (F) scores A, the second (S) scores B."
    )?;
    writeln!(out)?;
    let width = board
        .a()
        .iter()
        .chain(board.b())
        .map(|v| v.to_string().len())
        .fold(1, usize::max);
    let a_rows: Vec<&[i64]> = board.a().chunks(cols).collect();
    let b_rows: Vec<&[i64]> = board.b().chunks(cols).collect();
    for (r, (a, b)) in a_rows.iter().zip(&b_rows).enumerate() {
        let label = |name: &str| {
            if r == 0 {
                format!("{name}:")
            } else {
                "  ".into()
            }
        };
        writeln!(
            out,
            "{} {}    {} {}",
            label("A"),
            join(a, width),
            label("B"),
            join(b, width)
        )?;
    }

    writeln!(out)?;
    writeln!(out, "Optimal play (difference = F's score - S's score):")?;
    let number_width = moves.len().to_string().len().max(4);
    writeln!(
        out,
        "{:>number_width$}  player  {:<8}  {:>gw$}  difference",
        "move",
        "cell",
        "gain",
        gw = (width + 1).max(4),
    )?;
    let mut owner = vec![None; rows * cols];
    let (mut first, mut second) = (0i64, 0i64);
    for (i, mv) in moves.iter().enumerate() {
        let name = match mv.side {
            Side::First => {
                first += mv.gain;
                "F"
            }
            Side::Second => {
                second -= mv.gain;
                "S"
            }
        };
        owner[mv.cell.row * cols + mv.cell.col] = Some((name, i + 1));
        writeln!(
            out,
            "{:>number_width$}  {name:<6}  {:<8}  {:>+gw$}  {:>10}",
            i + 1,
            mv.cell.to_string(),
            mv.gain,
            mv.difference,
            gw = (width + 1).max(4),
        )?;
    }

    writeln!(out)?;
    writeln!(out, "Final board (owner and move number):")?;
    let cell_width = 1 + moves.len().to_string().len();
    for row in owner.chunks(cols) {
        let cells: Vec<String> = row
            .iter()
            .map(|slot| match slot {
                Some((name, n)) => format!("{:<cell_width$}", format!("{name}{n}")),
                None => format!("{:<cell_width$}", "."),
            })
            .collect();
        writeln!(out, "  {}", cells.join(" ").trim_end())?;
    }
    writeln!(out)?;
    writeln!(
        out,
        "Scores: F {first}, S {second}; difference {}.",
        first - second
    )
}

fn join(values: &[i64], width: usize) -> String {
    values
        .iter()
        .map(|v| format!("{v:>width$}"))
        .collect::<Vec<_>>()
        .join(" ")
}
