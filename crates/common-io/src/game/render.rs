//! What a judge binary prints, for any game: the judge's answers, the
//! `--explain` text, the `--moves` text, or nothing (`--validate`).

use std::io::{self, Write};

use super::play::walk_optimal;
use super::{BoardNumber, Game};
use crate::program::Failure;
use crate::{InputError, OutOfMemory, Resources};

/// What to print for an input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// The judge's answer, byte for byte (no flag).
    Judge,
    /// `--explain`: the answer explained for a person.
    Explain,
    /// `--moves`: the optimal game with every legal move's value, in a
    /// machine-readable format.
    Moves,
    /// `--validate`: nothing on success; the input must be exactly in the
    /// original judge's format and within its limits.
    Validate,
}

impl Mode {
    /// Every mode besides the judge's answer: the binaries' flags.
    pub const FLAGS: [Mode; 3] = [Mode::Explain, Mode::Moves, Mode::Validate];

    /// The flag that selects the mode (`""` for the judge's answer).
    pub fn flag(self) -> &'static str {
        match self {
            Mode::Judge => "",
            Mode::Explain => "--explain",
            Mode::Moves => "--moves",
            Mode::Validate => "--validate",
        }
    }
}

/// What `G`'s binary prints for `input` in `mode`, as a string, solved on
/// the current thread: the judge's answer ([`Mode::Judge`]), the
/// `--explain` or `--moves` text, or nothing for a valid input
/// ([`Mode::Validate`]). Bad input is the `Err`; a table that cannot be
/// allocated ends the process as `Vec` does ([`OutOfMemory::abort`]).
///
/// ```
/// use common_io::game::{Mode, text, toy::Subtraction};
///
/// assert_eq!(text::<Subtraction>(b"4 3\n", Mode::Judge)?, "Second\n");
/// assert_eq!(text::<Subtraction>(b"4 3\n", Mode::Validate)?, "");
/// assert!(text::<Subtraction>(b"4 x\n", Mode::Judge).is_err());
/// # Ok::<(), common_io::InputError>(())
/// ```
pub fn text<G: Game>(input: &[u8], mode: Mode) -> Result<String, InputError> {
    text_on::<G>(input, mode, &Resources::default())
}

/// [`text`] solved within `resources`, as the binary's `--threads N` and
/// `--solver S` do: the same bytes for every thread count and either
/// solver (each crate's tests check it on every fixture,
/// `common_io::testkit::Fixtures::check_all`). A memory limit is honoured
/// as the binary honours its machine's: an analysis over it ends the
/// process.
pub fn text_on<G: Game>(
    input: &[u8],
    mode: Mode,
    resources: &Resources<'_>,
) -> Result<String, InputError> {
    let mut out = Vec::new();
    match run::<G>(input, mode, resources, &mut out) {
        Ok(()) => match String::from_utf8(out) {
            Ok(text) => Ok(text),
            Err(e) => unreachable!("{} wrote text that is not UTF-8: {e}", G::NAME),
        },
        Err(Failure::Input(e)) => Err(e),
        Err(Failure::OutOfMemory(e)) => e.abort(),
        Err(Failure::Write(e)) => unreachable!("writing to a Vec failed: {e}"),
    }
}

/// A judge binary's whole job: read all of `input` and check it (bad
/// input is reported before anything is written), then write what `mode`
/// asks for, board after board as each is done, each solved within
/// `resources` (by its solver). The boards of a file are solved on its
/// workers, a few per thread ahead of the one being written, and written
/// in input order, so memory follows the number of threads, never the
/// number of boards.
pub(crate) fn run<G: Game>(
    input: &[u8],
    mode: Mode,
    resources: &Resources<'_>,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    if mode == Mode::Validate {
        return Ok(G::validate(input)?);
    }
    let parsed = G::parse(input)?;
    let boards = G::boards(&parsed);
    let resources = *resources;
    let workers = resources.workers;
    let count = boards.len();
    match mode {
        Mode::Judge => workers.for_each_ordered(
            boards,
            |board| G::try_answer(board, &resources),
            |answer| Ok(writeln!(out, "{}", answer?)?),
        ),
        Mode::Explain | Mode::Moves => {
            if mode == Mode::Explain {
                G::write_explanation_preamble(out, &parsed)?;
            }
            let numbered: Vec<(BoardNumber, &G::Board)> = (1..)
                .zip(boards)
                .map(|(number, board)| (BoardNumber { number, count }, board))
                .collect();
            // Each board's text is made where it is solved, so that only
            // the text waits to be written, not the analysis.
            workers.for_each_ordered(
                &numbered,
                |&(number, board)| -> Result<Vec<u8>, OutOfMemory> {
                    let analysis = G::try_analyze(board, &resources)?;
                    let mut text = Vec::new();
                    let written = match mode {
                        Mode::Explain => G::write_explanation(&mut text, &analysis, number),
                        _ => write_moves::<G>(&mut text, &analysis, number),
                    };
                    match written {
                        Ok(()) => Ok(text),
                        Err(e) => unreachable!("writing to a Vec failed: {e}"),
                    }
                },
                |text| Ok(out.write_all(&text?)?),
            )
        }
        Mode::Validate => unreachable!("validated above"),
    }
}

/// The `--moves` text of one board: the board's heading if the game has
/// one ([`Game::moves_board_heading`]), then the optimal game
/// ([`principal_variation`](super::principal_variation)) ply by ply: before each move, the ply's
/// heading ([`Game::ply_heading`]) and one line per legal move
/// ([`Game::move_line`]) in the game's order. The game ends when no move
/// is legal (no heading for that position) or with the move that brings
/// back an earlier position.
pub fn write_moves<G: Game>(
    out: &mut dyn Write,
    analysis: &G::Analysis,
    board: BoardNumber,
) -> io::Result<()> {
    if let Some(heading) = G::moves_board_heading(board) {
        writeln!(out, "{heading}")?;
    }
    walk_optimal::<G, io::Error>(analysis, |line, values| {
        if !values.is_empty() {
            writeln!(out, "{}", G::ply_heading(line.ply() + 1, line.to_move()))?;
        }
        for value in values {
            writeln!(out, "{}", G::move_line(line, value))?;
        }
        Ok(())
    })?;
    Ok(())
}
