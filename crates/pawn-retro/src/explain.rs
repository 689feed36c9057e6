//! The `--explain` text: each board, its result, and the optimal game move
//! by move with the board drawn after each move.

use std::io::{self, Write};

use crate::analysis::{Game, Outcome};
use crate::board::{Board, Cell};
use crate::position::Position;
use crate::rules::{Ending, Side};

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
    board: &Board,
    game: &Game,
) -> io::Result<()> {
    writeln!(out)?;
    writeln!(
        out,
        "Board {number} of {total}: {} × {}, {} to move.",
        count(board.rows(), "row", "rows"),
        count(board.cols(), "column", "columns"),
        game.first
    )?;
    draw(out, board, &game.start)?;
    let won = |side: Side, moves: u32| match moves {
        0 => format!("{side} wins before any move"),
        k => format!(
            "{side} wins; the game lasts {}",
            count(k as usize, "move", "moves")
        ),
    };
    let summary = match game.outcome {
        Outcome::Tie => "neither side can force a win; the game never ends".to_string(),
        Outcome::RedWins(k) => won(Side::Red, k),
        Outcome::BlackWins(k) => won(Side::Black, k),
    };
    writeln!(out, "Result: {} ({summary}).", game.outcome)?;

    let positions = game.positions();
    let mut side = game.first;
    for (i, (mv, here)) in game.moves.iter().zip(&positions[1..]).enumerate() {
        writeln!(out)?;
        writeln!(out, "Move {}: {side} {} -> {}", i + 1, mv.from, mv.to)?;
        draw(out, board, here)?;
        side = side.other();
    }

    let played = game.moves.len();
    let when = if played == 0 {
        "Game over before any move".to_string()
    } else {
        format!("Game over after {}", count(played, "move", "moves"))
    };
    writeln!(out)?;
    match game.ending {
        Ending::BlackOnFirstRow => writeln!(out, "{when}: black is on row 1, black wins."),
        Ending::Capture { by: Side::Red } => writeln!(
            out,
            "{when}: a red piece moved onto black's cell, red (who moved last) wins."
        ),
        Ending::Capture { by: Side::Black } => writeln!(
            out,
            "{when}: black moved onto a red piece, black (who moved last) wins."
        ),
        Ending::NoMove(side) => writeln!(
            out,
            "{when}: {side} has no legal move, {} wins.",
            side.other()
        ),
        Ending::Repetition { after } => {
            let earlier = if after == 0 {
                "the start".to_string()
            } else {
                format!("the position after move {after}")
            };
            writeln!(
                out,
                "The position after move {played} is {earlier}: optimal play repeats moves {} to {played} forever: a tie.",
                after + 1
            )
        }
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
