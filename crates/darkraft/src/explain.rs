//! The `--explain` text: the outcome, both rotated diamonds with their
//! Grundy numbers, and the winning first moves.

use std::io::{self, Write};

use common_io::rules::{Solution, Solved};

use crate::Darkraft;
use crate::analysis::{Analysis, Answer, parity_grundy, winning_moves};
use crate::board::Parity;
use crate::rotated::Rotated;

/// How many cells a line of the winning-move list holds.
const MOVES_PER_LINE: usize = 8;

/// Renders the explanation of an analysed grid.
pub(crate) fn render(out: &mut dyn Write, analysis: &Analysis) -> io::Result<()> {
    let grid = analysis.rules();
    let answer = Darkraft::answer(analysis);
    let verdict = if answer == Answer::Win {
        "the first player wins"
    } else {
        "the first player loses"
    };
    writeln!(
        out,
        "A {}×{} grid: {}, {verdict}.",
        grid.rows(),
        grid.cols(),
        answer
    )?;
    writeln!(out)?;
    out.write_all(
        "Cells with i + j even and cells with i + j odd never interact, so the game\n\
         is the sum of two independent games and its Grundy number is the XOR of\n\
         theirs. Turned by 45° (box row x = (i + j) / 2, box column\n\
         y = (j - i + n - 1) / 2, with 0-based i and j), each class is a diamond in\n\
         a box, drawn below with `.` for the box cells outside the grid. In the box\n\
         an L move erases its row of the current rectangle, an R move its column,\n\
         and an X move both; what is left is a set of rectangles, each a game of\n\
         its own.\n"
            .as_bytes(),
    )?;
    // Each class's Grundy number, worked out once.
    let [even, odd] = Parity::BOTH.map(|parity| parity_grundy(analysis, parity));
    for parity in Parity::BOTH {
        writeln!(out)?;
        let grundy = if parity == Parity::Even { even } else { odd };
        let shape;
        let class = match analysis {
            Solved::Kernel(kernel) => kernel.class(parity),
            Solved::Rules(_) => {
                shape = Rotated::shape(grid, parity)
                    .map_err(|e| io::Error::new(io::ErrorKind::OutOfMemory, e.to_string()))?;
                &shape
            }
        };
        let (xs, ys) = (class.xs(), class.ys());
        if xs == 0 {
            writeln!(
                out,
                "The {parity} class (i + j {parity}): no cells, Grundy number 0."
            )?;
            continue;
        }
        writeln!(
            out,
            "The {parity} class (i + j {parity}): a {xs}×{ys} box, Grundy number {grundy}."
        )?;
        for x in 1..=xs {
            let line: Vec<String> = (1..=ys)
                .map(|y| class.slot(x, y).map_or('.', |slot| slot.letter.as_char()))
                .map(String::from)
                .collect();
            writeln!(out, "  {}", line.join(" "))?;
        }
    }
    writeln!(out)?;
    writeln!(
        out,
        "Grundy number of the game: {even} XOR {odd} = {}.",
        even ^ odd
    )?;
    let moves = winning_moves(analysis);
    if moves.is_empty() {
        writeln!(
            out,
            "No winning first move: every move leaves a position of Grundy number above 0."
        )?;
    } else {
        let plural = if moves.len() == 1 { "" } else { "s" };
        writeln!(
            out,
            "{} winning first move{plural} (row, column; 1-based), leaving Grundy number 0:",
            moves.len()
        )?;
        for chunk in moves.chunks(MOVES_PER_LINE) {
            let cells: Vec<String> = chunk.iter().map(|mv| mv.cell.to_string()).collect();
            writeln!(out, "  {}", cells.join(" "))?;
        }
    }
    Ok(())
}
