//! The `--explain` text: the board, how the verdicts divide, and the
//! optimal game from the first start.

use std::io::{self, Write};

use common_io::game::{Ending, Forced, Game, Wdl, principal_variation};
use common_io::rules::Solution;

use crate::Berzerk;
use crate::analysis::{Analysis, answer};
use crate::position::{Move, Position, clockwise};

/// Renders the board, the count of each verdict for either first mover,
/// and the optimal game from the monster on object 2, Rick to move.
pub(crate) fn render(out: &mut dyn Write, analysis: &Analysis) -> io::Result<()> {
    let board = analysis.rules();
    let n = board.objects();
    let list = |set: &[u32]| set.iter().map(u32::to_string).collect::<Vec<_>>().join(" ");
    writeln!(out, "A circle of {n} objects, object 1 the black hole.")?;
    writeln!(out, "Rick's numbers: {}", list(board.rick()))?;
    writeln!(out, "Morty's numbers: {}", list(board.morty()))?;
    let answer = answer(analysis);
    for (who, line) in [("Rick", &answer.rick), ("Morty", &answer.morty)] {
        let count = |v: Wdl| line.iter().filter(|&&w| w == v).count();
        writeln!(
            out,
            "{who} first: Win from {}, Lose from {}, Loop from {} of the {} starts.",
            count(Wdl::Win),
            count(Wdl::Loss),
            count(Wdl::Draw),
            line.len()
        )?;
    }
    writeln!(out)?;
    let value = match analysis.outcome(&Berzerk::start(analysis)) {
        Some(value) => value,
        None => unreachable!("the start is the analysis's"),
    };
    let verdict = match value {
        Forced::Win(d) => format!("Rick wins in {d}"),
        Forced::Loss(d) => format!("Rick loses in {d}"),
        Forced::Draw => "the game never ends".to_string(),
    };
    writeln!(out, "From object 2, Rick to move: {verdict}.")?;
    let (line, ending) = principal_variation::<Berzerk>(analysis);
    for (ply, (position, mv)) in line.positions().iter().zip(line.moves()).enumerate() {
        let (&Position::At { object, mover }, &Move::Step(step)) = (position, mv) else {
            unreachable!("play starts past the setup")
        };
        let to = clockwise(n, object, step);
        let landing = if to == 1 {
            "the black hole".to_string()
        } else {
            format!("object {to}")
        };
        writeln!(
            out,
            "{:>4}. {} sends the monster {} on, from object {} to {landing}.",
            ply + 1,
            mover,
            step,
            object
        )?;
    }
    match ending {
        Ending::Over => {
            let last = line.position().to_move().other();
            writeln!(out, "{last} wins.")
        }
        Ending::Repetition { after } => writeln!(
            out,
            "The position after move {after} stands again: the game goes round forever."
        ),
    }
}
