//! Games seen through text, for tools that handle several at once: a
//! registry of games is a list of `&dyn AnyGame`.

use std::cmp::Ordering;
use std::ffi::OsString;
use std::fmt;
use std::io::{Read, Write};
use std::marker::PhantomData;
use std::process::ExitCode;

use super::{
    About, Family, Game, GameValue, GenError, IllegalMove, Line, Mode, ParseMoveError, Picture,
    Size, Wdl, text,
};
use crate::{InputError, OutOfMemory, Resources};

/// A [`Game`] seen through text (see [`erase`]).
pub trait AnyGame: Sync {
    /// The crate's and its binary's name.
    fn name(&self) -> &'static str;
    /// What the game is.
    fn about(&self) -> About;
    /// The names of the generator families.
    fn families(&self) -> Vec<&'static str>;
    /// One input of the family called `family` from `seed`, as text.
    fn generate(&self, family: &str, seed: u64, size: Size) -> Result<String, GenError>;
    /// The input holding only the first board of the family's input from
    /// `seed` (for the games whose files hold several boards, an input of
    /// one board), as text.
    fn generate_board(&self, family: &str, seed: u64, size: Size) -> Result<String, GenError>;
    /// The shrink candidates of `input`, as text (none if it does not
    /// parse).
    fn shrink(&self, input: &[u8]) -> Vec<String>;
    /// What the binary prints for `input` in `mode` ([`text`]).
    fn text(&self, input: &[u8], mode: Mode) -> Result<String, InputError>;
    /// The judge's exact answer: [`AnyGame::text`] in [`Mode::Judge`].
    fn judge(&self, input: &[u8]) -> Result<String, InputError> {
        self.text(input, Mode::Judge)
    }
    /// The strict validator ([`Game::validate`]).
    fn validate(&self, input: &[u8]) -> Result<(), InputError>;
    /// The size (rows, columns) of each board of `input`.
    fn sizes(&self, input: &[u8]) -> Result<Vec<(usize, usize)>, InputError>;
    /// The most bytes the analysis of each board of `input` allocates.
    fn memory_needed(&self, input: &[u8]) -> Result<Vec<usize>, InputError>;
    /// Each board of `input` as an input of its own ([`Game::single`]), as
    /// text: what a tool that explores one board at a time offers.
    fn split(&self, input: &[u8]) -> Result<Vec<String>, InputError>;
    /// The judge binary on these arguments and streams
    /// ([`crate::program::run`]).
    fn run(
        &self,
        args: Vec<OsString>,
        input: &mut dyn Read,
        out: &mut dyn Write,
        err: &mut dyn Write,
    ) -> ExitCode;
    /// Solves the one board of `input` within `resources`, to explore its
    /// positions.
    fn analyze(
        &self,
        input: &[u8],
        resources: &Resources<'_>,
    ) -> Result<Box<dyn AnyAnalysis>, ExploreError>;
}

/// An analysis seen through text ([`AnyGame::analyze`]).
pub trait AnyAnalysis: Send + Sync {
    /// The bytes the analysis was allowed ([`Game::memory_needed`]).
    fn memory(&self) -> usize;
    /// The position after `moves` (their text, as `--moves` writes them)
    /// from the start, with every legal move's value.
    fn explore(&self, moves: &[&str]) -> Result<Explored, ExploreError>;
}

/// A position, explored ([`AnyAnalysis::explore`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explored {
    /// The moves played to reach it.
    pub ply: usize,
    /// Who moves.
    pub to_move: String,
    /// Whether the game is over (no legal move).
    pub over: bool,
    /// The position's value for the side to move, in words.
    pub outcome: String,
    /// The same, as win, draw or loss.
    pub wdl: Wdl,
    /// Moves to the end under optimal play, where the game counts them.
    pub distance: Option<u32>,
    /// The last move played, if any.
    pub last: Option<String>,
    /// Every legal move, in the game's order (the `--moves` order).
    pub moves: Vec<ExploredMove>,
    /// The position drawn as a grid.
    pub picture: Picture,
}

/// A legal move of an explored position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExploredMove {
    /// The move's text (`R C` or `R1 C1 R2 C2`, 1-based).
    pub mv: String,
    /// Its value for the side making it, in words.
    pub value: String,
    /// The same, as win, draw or loss.
    pub wdl: Wdl,
    /// Moves to the end after it, where the game counts them.
    pub distance: Option<u32>,
    /// Its place from the best (0) for the side to move; moves of equal
    /// value share a rank.
    pub rank: usize,
    /// Exactly the line `--moves` prints for this move, here.
    pub line: String,
}

/// Why a position could not be explored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExploreError {
    /// The input is bad.
    Input(InputError),
    /// The input holds several boards; one is explored at a time.
    Boards(usize),
    /// The analysis does not fit in the memory allowed.
    OutOfMemory(OutOfMemory),
    /// A move's text is not a move of the game.
    Move(ParseMoveError),
    /// A move cannot be played where it is.
    Illegal(IllegalMove),
}

impl fmt::Display for ExploreError {
    /// The line a binary would print after `error: `.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExploreError::Input(e) => write!(f, "{e}"),
            ExploreError::Boards(n) => write!(f, "the input holds {n} boards: give one"),
            ExploreError::OutOfMemory(e) => write!(f, "{e}"),
            ExploreError::Move(e) => write!(f, "{e}"),
            ExploreError::Illegal(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for ExploreError {}

/// `G` seen as an [`AnyGame`] (see [`erase`]).
pub struct Erased<G>(PhantomData<fn() -> G>);

/// `G` as an [`AnyGame`]: `&erase::<my_game::MyGame>()` in a
/// list of games.
///
/// ```
/// use common_io::game::{AnyGame, erase, toy::Subtraction};
///
/// let games: [&dyn AnyGame; 1] = [&erase::<Subtraction>()];
/// assert_eq!(games[0].name(), "subtraction");
/// assert_eq!(games[0].judge(b"4 3\n")?, "second\n");
/// let input = games[0].generate("losing", 7, Default::default())?;
/// assert_eq!(games[0].judge(input.as_bytes())?, "second\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub const fn erase<G: Game>() -> Erased<G> {
    Erased(PhantomData)
}

impl<G: Game> AnyGame for Erased<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }

    fn about(&self) -> About {
        G::ABOUT
    }

    fn families(&self) -> Vec<&'static str> {
        G::Family::ALL.iter().map(|f| f.name()).collect()
    }

    fn generate(&self, family: &str, seed: u64, size: Size) -> Result<String, GenError> {
        let family = G::Family::named(family)?;
        G::generate(family, seed, size).map(|input| input.to_string())
    }

    fn generate_board(&self, family: &str, seed: u64, size: Size) -> Result<String, GenError> {
        let family = G::Family::named(family)?;
        let input = G::generate(family, seed, size)?;
        match G::boards(&input).first() {
            Some(board) => Ok(G::single(board.clone()).to_string()),
            None => unreachable!("{} generated an input without a board", G::NAME),
        }
    }

    fn shrink(&self, input: &[u8]) -> Vec<String> {
        match G::parse(input) {
            Ok(input) => G::shrink(&input).iter().map(ToString::to_string).collect(),
            Err(_) => Vec::new(),
        }
    }

    fn text(&self, input: &[u8], mode: Mode) -> Result<String, InputError> {
        text::<G>(input, mode)
    }

    fn validate(&self, input: &[u8]) -> Result<(), InputError> {
        G::validate(input)
    }

    fn sizes(&self, input: &[u8]) -> Result<Vec<(usize, usize)>, InputError> {
        Ok(G::boards(&G::parse(input)?).iter().map(G::size).collect())
    }

    fn memory_needed(&self, input: &[u8]) -> Result<Vec<usize>, InputError> {
        Ok(G::boards(&G::parse(input)?)
            .iter()
            .map(G::memory_needed)
            .collect())
    }

    fn split(&self, input: &[u8]) -> Result<Vec<String>, InputError> {
        Ok(G::boards(&G::parse(input)?)
            .iter()
            .map(|board| G::single(board.clone()).to_string())
            .collect())
    }

    fn run(
        &self,
        args: Vec<OsString>,
        input: &mut dyn Read,
        out: &mut dyn Write,
        err: &mut dyn Write,
    ) -> ExitCode {
        crate::program::run::<G>(args, input, out, err)
    }

    fn analyze(
        &self,
        input: &[u8],
        resources: &Resources<'_>,
    ) -> Result<Box<dyn AnyAnalysis>, ExploreError> {
        let parsed = G::parse(input).map_err(ExploreError::Input)?;
        let [board] = G::boards(&parsed) else {
            return Err(ExploreError::Boards(G::boards(&parsed).len()));
        };
        let analysis = G::try_analyze(board, resources).map_err(ExploreError::OutOfMemory)?;
        Ok(Box::new(Analyzed::<G> {
            analysis,
            memory: G::memory_needed(board),
        }))
    }
}

/// A solved board of `G`, behind [`AnyAnalysis`].
struct Analyzed<G: Game> {
    analysis: G::Analysis,
    memory: usize,
}

impl<G: Game> AnyAnalysis for Analyzed<G> {
    fn memory(&self) -> usize {
        self.memory
    }

    fn explore(&self, moves: &[&str]) -> Result<Explored, ExploreError> {
        let moves = moves
            .iter()
            .map(|text| text.parse::<G::Move>())
            .collect::<Result<Vec<_>, _>>()
            .map_err(ExploreError::Move)?;
        let line = Line::<G>::replay(&self.analysis, &moves).map_err(ExploreError::Illegal)?;
        let outcome = match G::outcome(&self.analysis, line.position()) {
            Ok(outcome) => outcome,
            Err(e) => unreachable!("a line's position is its analysis's: {e}"),
        };
        let values = line.move_values();
        let mut explored: Vec<ExploredMove> = values
            .iter()
            .map(|value| ExploredMove {
                mv: value.mv.to_string(),
                value: value.value.to_string(),
                wdl: value.value.wdl(),
                distance: value.value.distance(),
                rank: values
                    .iter()
                    .filter(|other| other.value.compare(&value.value) == Ordering::Greater)
                    .count(),
                line: G::move_line(&line, value),
            })
            .collect();
        // Ranks count the strictly better moves: make them dense (0, 1, 2).
        let mut ranks: Vec<usize> = explored.iter().map(|m| m.rank).collect();
        ranks.sort_unstable();
        ranks.dedup();
        for mv in &mut explored {
            mv.rank = ranks.partition_point(|&r| r < mv.rank);
        }
        Ok(Explored {
            ply: line.ply(),
            to_move: line.to_move().to_string(),
            over: explored.is_empty(),
            outcome: outcome.to_string(),
            wdl: outcome.wdl(),
            distance: outcome.distance(),
            last: line.moves().last().map(ToString::to_string),
            moves: explored,
            picture: G::picture(&line),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::toy::Subtraction;

    #[test]
    fn an_erased_game_explores_positions_by_their_moves_text() {
        let game = erase::<Subtraction>();
        let analysis = game.analyze(b"6 3\n", &Resources::default()).unwrap();
        let start = analysis.explore(&[]).unwrap();
        assert_eq!(
            (start.ply, start.to_move.as_str(), start.wdl),
            (0, "first", Wdl::Win)
        );
        let texts: Vec<(&str, &str, usize)> = start
            .moves
            .iter()
            .map(|m| (m.mv.as_str(), m.line.as_str(), m.rank))
            .collect();
        // 6: taking 2 leaves 4 (a loss for the opponent); 1 and 3 lose, 1
        // more slowly.
        assert_eq!(
            texts,
            [
                ("1", "1 second 4", 1),
                ("2", "2 first 3", 0),
                ("3", "3 second 2", 2)
            ]
        );
        let after = analysis.explore(&["2", "3"]).unwrap();
        assert_eq!((after.ply, after.last.as_deref()), (2, Some("3")));
        assert_eq!(
            analysis.explore(&["4"]).unwrap_err().to_string(),
            "illegal move `4`: a move takes 1 to 3 counters here"
        );
        assert!(matches!(
            analysis.explore(&["x"]),
            Err(ExploreError::Move(_))
        ));
        let limited = Resources::default().with_memory_limit(8);
        assert!(matches!(
            game.analyze(b"6 3\n", &limited),
            Err(ExploreError::OutOfMemory(e)) if e.limit == Some(8)
        ));
        assert!(matches!(
            game.analyze(b"6\n", &Resources::default()),
            Err(ExploreError::Input(_))
        ));
    }
}
