//! The `--explain` text: each board, its result, and the optimal game move
//! by move with the board drawn after each move.

use std::io::{self, Write};

use common_io::game::{Ending, principal_variation};
use common_io::rules::Solution;

use crate::PawnRetro;
use crate::analysis::{Analysis, Answer};
use crate::board::{Board, Cell};
use crate::position::Position;
use crate::rules::{Side, Termination};

/// The legend that starts an explanation.
pub(crate) fn legend(out: &mut dyn Write) -> io::Result<()> {
    writeln!(
        out,
        "Legend: O red piece, X black piece, * black and a red piece on one cell, # obstacle, . empty."
    )?;
    writeln!(
        out,
        "Rows and columns count from 1; row 1 is the top row, where black wants to go."
    )
}

/// `n` and its noun, singular for 1.
fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The explanation of board `number` of `total`: the board, the result,
/// and the optimal game move by move with the board after each move, after
/// a blank line.
pub(crate) fn board(
    out: &mut dyn Write,
    number: usize,
    total: usize,
    analysis: &Analysis,
) -> io::Result<()> {
    let board = analysis.rules();
    let answer = PawnRetro::answer(analysis);
    let (game, ending) = principal_variation::<PawnRetro>(analysis);
    let positions = game.positions();
    writeln!(out)?;
    writeln!(
        out,
        "Board {number} of {total}: {} × {}, {} to move.",
        count(board.rows(), "row", "rows"),
        count(board.cols(), "column", "columns"),
        positions[0].to_move()
    )?;
    draw(out, board, &positions[0])?;
    let won = |side: Side, moves: u32| match moves {
        0 => format!("{side} wins before any move"),
        k => format!(
            "{side} wins; the game lasts {}",
            count(k as usize, "move", "moves")
        ),
    };
    let summary = match answer {
        Answer::Draw => "neither side can force a win; the game never ends".to_string(),
        Answer::RedWins(k) => won(Side::Red, k),
        Answer::BlackWins(k) => won(Side::Black, k),
    };
    writeln!(out, "Result: {answer} ({summary}).")?;

    for (i, (mv, (before, here))) in game
        .moves()
        .iter()
        .zip(positions.iter().zip(&positions[1..]))
        .enumerate()
    {
        writeln!(out)?;
        let side = before.to_move();
        writeln!(out, "Move {}: {side} {} -> {}", i + 1, mv.from, mv.to)?;
        draw(out, board, here)?;
    }

    let played = game.ply();
    let when = if played == 0 {
        "Game over before any move".to_string()
    } else {
        format!("Game over after {}", count(played, "move", "moves"))
    };
    writeln!(out)?;
    if let Ending::Repetition { after } = ending {
        let earlier = if after == 0 {
            "the start".to_string()
        } else {
            format!("the position after move {after}")
        };
        return writeln!(
            out,
            "The position after move {played} is {earlier}: optimal play repeats moves {} to {played} forever: a tie.",
            after + 1
        );
    }
    match board.termination(game.position()) {
        Some(Termination::BlackOnFirstRow) => {
            writeln!(out, "{when}: black is on row 1, black wins.")
        }
        Some(Termination::Capture { by: Side::Red }) => writeln!(
            out,
            "{when}: a red piece moved onto black's cell, red (who moved last) wins."
        ),
        Some(Termination::Capture { by: Side::Black }) => writeln!(
            out,
            "{when}: black moved onto a red piece, black (who moved last) wins."
        ),
        Some(Termination::NoMove(side)) => writeln!(
            out,
            "{when}: {side} has no legal move, {} wins.",
            side.other()
        ),
        None => unreachable!("an optimal game that does not repeat ends by a rule"),
    }
}

/// Draws the board with the pieces of `position`, with row and column
/// numbers.
fn draw(out: &mut dyn Write, board: &Board, position: &Position) -> io::Result<()> {
    let (rows, cols) = (board.rows(), board.cols());
    let label = rows.to_string().len();
    let pad = " ".repeat(2 + label + 1);
    if cols >= 10 {
        let tens: String = (1..=cols)
            .map(|c| {
                if c >= 10 {
                    char::from(b'0' + ((c / 10) % 10) as u8)
                } else {
                    ' '
                }
            })
            .collect();
        writeln!(out, "{pad}{tens}")?;
    }
    let units: String = (1..=cols)
        .map(|c| char::from(b'0' + (c % 10) as u8))
        .collect();
    writeln!(out, "{pad}{units}")?;
    let [a, b] = position.reds();
    for row in 0..rows {
        let line: String = (0..cols)
            .map(|col| {
                let cell = Cell::new(row, col);
                let red = cell == a || cell == b;
                match (red, cell == position.black()) {
                    (true, true) => '*',
                    (true, false) => 'O',
                    (false, true) => 'X',
                    _ if board.is_obstacle(cell) => '#',
                    _ => '.',
                }
            })
            .collect();
        writeln!(out, "  {:>label$} {line}", row + 1)?;
    }
    Ok(())
}
