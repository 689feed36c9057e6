//! Games seen through text, for tools that handle several at once: a
//! registry of games is a list of `&dyn AnyGame`.

use std::cmp::Ordering;
use std::ffi::OsString;
use std::fmt;
use std::io::{Read, Write};
use std::marker::PhantomData;
use std::process::ExitCode;

use super::{
    About, Families, Game, GameValue, GenError, IllegalMove, Line, Measure, Mode, MoveCells,
    ParseMoveError, Picture, Size, ValueKind, Wdl, text,
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
    /// What the two numbers of a board's size count ([`Game::MEASURE`]).
    fn measure(&self) -> Measure;
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
    /// The size of each board of `input` ([`Game::size`]: rows and
    /// columns, or the numbers [`AnyGame::measure`] names).
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
    /// Reads the one board of `input` (parsing it once), to solve it.
    fn board(&self, input: &[u8]) -> Result<Box<dyn AnyBoard>, ExploreError>;
    /// Solves the one board of `input` within `resources`, to explore its
    /// positions.
    fn analyze(
        &self,
        input: &[u8],
        resources: &Resources<'_>,
    ) -> Result<Box<dyn AnyAnalysis>, ExploreError> {
        self.board(input)?
            .analyze(resources)
            .map_err(ExploreError::OutOfMemory)
    }
}

/// One board of a game, read from its input once ([`AnyGame::board`]),
/// ready to be solved.
pub trait AnyBoard: Send + Sync {
    /// The most bytes its analysis allocates ([`Game::memory_needed`]).
    fn memory_needed(&self) -> usize;
    /// Solves the board within `resources` ([`Game::try_analyze`]).
    fn analyze(&self, resources: &Resources<'_>) -> Result<Box<dyn AnyAnalysis>, OutOfMemory>;
}

/// An analysis seen through text ([`AnyBoard::analyze`]).
pub trait AnyAnalysis: Send + Sync {
    /// The bytes the analysis was allowed ([`Game::memory_needed`]).
    fn memory(&self) -> usize;
    /// The game after `moves` (their text, as `--moves` writes them) from
    /// the start, or why they cannot be played.
    fn replay(&self, moves: &[&str]) -> Result<Box<dyn AnyLine + '_>, ExploreError>;
}

/// A game played on an analysis, seen through text ([`AnyAnalysis::replay`]):
/// the contract's [`Line`], with its values written out.
pub trait AnyLine {
    /// How many moves were played.
    fn ply(&self) -> usize;
    /// Who moves now, in the game's words.
    fn to_move(&self) -> String;
    /// The current position's value for the side to move ([`Game::outcome`]).
    fn value(&self) -> ValueText;
    /// Every position from the start to the current one: the move that led
    /// to it, and the game's value there for the side that moved first
    /// ([`Game::game_outcome`]).
    fn history(&self) -> Vec<Step>;
    /// Every legal move of the current position, in the game's order (the
    /// `--moves` order): empty once the game is over.
    fn move_values(&self) -> Vec<MoveText>;
    /// The current position drawn as a grid ([`Game::picture`]).
    fn picture(&self) -> Picture;
    /// After how many moves the current position first stood, if it stood
    /// earlier in this game ([`Line::first_seen`]): `--moves` ends a tie
    /// there.
    fn repeats(&self) -> Option<usize>;
}

/// A [`GameValue`] written out: its text, and what a tool can compare.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ValueText {
    /// The value's `Display`: `win in 3`, `+12`, `LOSE`.
    pub text: String,
    /// Its kind.
    pub kind: ValueKind,
    /// Win, draw or loss.
    pub wdl: Wdl,
    /// Moves to the end under optimal play, where the game counts them.
    pub distance: Option<u32>,
    /// The number it is, for a score or a Grundy value
    /// ([`GameValue::number`]).
    pub number: Option<i64>,
}

impl ValueText {
    /// `value`, written out.
    pub fn of<V: GameValue>(value: &V) -> ValueText {
        ValueText {
            text: value.to_string(),
            kind: V::KIND,
            wdl: value.wdl(),
            distance: value.distance(),
            number: value.number(),
        }
    }
}

/// A legal move of a line's position, written out ([`AnyLine::move_values`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveText {
    /// The move's text, as `--moves` writes it (`R C` or `R1 C1 R2 C2`,
    /// 1-based, in the grid games).
    pub mv: String,
    /// Where it acts on the picture ([`Game::move_cells`]).
    pub cells: MoveCells,
    /// Its value for the side making it.
    pub value: ValueText,
    /// Its place from the best (0) in the side's order
    /// ([`GameValue::compare`]): moves of equal value share a rank, and the
    /// ranks are dense (0, 1, 2, ...).
    pub rank: usize,
    /// Exactly the line `--moves` prints for this move, here.
    pub line: String,
}

/// A position of a line ([`AnyLine::history`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    /// The move that led to it, and where it acted; `None` at the start.
    pub played: Option<(String, MoveCells)>,
    /// Whether the side that moved first is to move.
    pub first_to_move: bool,
    /// The game's value there for the side that moved first
    /// ([`Game::game_outcome`], or its negation where the other side moves).
    pub for_first: ValueText,
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
    /// The line a binary would print after `error: ` (for
    /// [`ExploreError::Boards`], the explorer's own: a binary reads files
    /// of several boards).
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
/// assert_eq!(games[0].judge(b"4 3\n")?, "Second\n");
/// let input = games[0].generate("losing", 7, Default::default())?;
/// assert_eq!(games[0].judge(input.as_bytes())?, "Second\n");
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

    fn measure(&self) -> Measure {
        G::MEASURE
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

    fn board(&self, input: &[u8]) -> Result<Box<dyn AnyBoard>, ExploreError> {
        let parsed = G::parse(input).map_err(ExploreError::Input)?;
        match G::boards(&parsed) {
            [board] => Ok(Box::new(OneBoard::<G>(board.clone()))),
            boards => Err(ExploreError::Boards(boards.len())),
        }
    }
}

/// A board of `G`, behind [`AnyBoard`].
struct OneBoard<G: Game>(G::Board);

impl<G: Game> AnyBoard for OneBoard<G> {
    fn memory_needed(&self) -> usize {
        G::memory_needed(&self.0)
    }

    fn analyze(&self, resources: &Resources<'_>) -> Result<Box<dyn AnyAnalysis>, OutOfMemory> {
        let analysis = G::try_analyze(&self.0, resources)?;
        Ok(Box::new(Analyzed::<G> {
            analysis,
            memory: G::memory_needed(&self.0),
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

    fn replay(&self, moves: &[&str]) -> Result<Box<dyn AnyLine + '_>, ExploreError> {
        let moves = moves
            .iter()
            .map(|text| text.parse::<G::Move>())
            .collect::<Result<Vec<_>, _>>()
            .map_err(ExploreError::Move)?;
        let line = Line::<G>::replay(&self.analysis, &moves).map_err(ExploreError::Illegal)?;
        Ok(Box::new(line))
    }
}

/// The value of a line's position: its analysis's.
fn outcome_of<G: Game>(line: &Line<'_, G>, position: &G::Position) -> G::Outcome {
    match G::outcome(line.analysis(), position) {
        Ok(outcome) => outcome,
        Err(e) => unreachable!("a line's positions are its analysis's: {e}"),
    }
}

impl<G: Game> AnyLine for Line<'_, G> {
    fn ply(&self) -> usize {
        Line::ply(self)
    }

    fn to_move(&self) -> String {
        Line::to_move(self).to_string()
    }

    fn value(&self) -> ValueText {
        ValueText::of(&outcome_of(self, self.position()))
    }

    fn history(&self) -> Vec<Step> {
        let analysis = self.analysis();
        let mut walk = Line::<G>::new(analysis);
        let first = walk.to_move();
        let mut played = None;
        let mut history = Vec::with_capacity(self.ply() + 1);
        for next in self.moves().iter().map(Some).chain([None]) {
            let value = G::game_outcome(&walk);
            let first_to_move = walk.to_move() == first;
            history.push(Step {
                played: played.take(),
                first_to_move,
                for_first: ValueText::of(&if first_to_move { value } else { -value }),
            });
            if let Some(mv) = next {
                let cells = G::move_cells(analysis, walk.position(), mv);
                if let Err(e) = walk.play(mv) {
                    unreachable!("a line's moves replay: {e}");
                }
                played = Some((mv.to_string(), cells));
            }
        }
        history
    }

    fn move_values(&self) -> Vec<MoveText> {
        let values = Line::move_values(self);
        // The distinct values, best first, so that ranks are dense.
        let mut distinct: Vec<&G::Value> = Vec::new();
        for value in &values {
            if !distinct
                .iter()
                .any(|v| v.compare(&value.value) == Ordering::Equal)
            {
                distinct.push(&value.value);
            }
        }
        values
            .iter()
            .map(|value| MoveText {
                mv: value.mv.to_string(),
                cells: G::move_cells(self.analysis(), self.position(), &value.mv),
                value: ValueText::of(&value.value),
                rank: distinct
                    .iter()
                    .filter(|v| v.compare(&value.value) == Ordering::Greater)
                    .count(),
                line: G::move_line(self, value),
            })
            .collect()
    }

    fn picture(&self) -> Picture {
        G::picture(self)
    }

    fn repeats(&self) -> Option<usize> {
        self.first_seen(self.position())
            .filter(|&first| first < Line::ply(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::toy::Subtraction;

    #[test]
    fn an_erased_game_replays_lines_by_their_moves_text() {
        let game = erase::<Subtraction>();
        let analysis = game.analyze(b"6 3\n", &Resources::default()).unwrap();
        let start = analysis.replay(&[]).unwrap();
        assert_eq!((start.ply(), start.to_move().as_str()), (0, "First"));
        assert_eq!(start.value().wdl, Wdl::Win);
        let moves = start.move_values();
        let texts: Vec<(&str, &str, usize)> = moves
            .iter()
            .map(|m| (m.mv.as_str(), m.line.as_str(), m.rank))
            .collect();
        // 6: taking 2 leaves 4 (a loss for the opponent); 1 and 3 lose, 1
        // more slowly.
        assert_eq!(
            texts,
            [
                ("1", "1 loss in 4", 1),
                ("2", "2 win in 3", 0),
                ("3", "3 loss in 2", 2)
            ]
        );
        // Taking k counters acts on the picture's square of that move (column k).
        let cells: Vec<MoveCells> = moves.iter().map(|m| m.cells).collect();
        assert_eq!(
            cells,
            [1, 2, 3].map(|col| MoveCells::at(crate::game::Cell::new(0, col)))
        );
        let after = analysis.replay(&["2", "3"]).unwrap();
        let history = after.history();
        assert_eq!((after.ply(), after.repeats()), (2, None));
        let played: Vec<Option<&str>> = history
            .iter()
            .map(|step| step.played.as_ref().map(|(mv, _)| mv.as_str()))
            .collect();
        assert_eq!(played, [None, Some("2"), Some("3")]);
        // 6 is won for the first side; after 2, 4 is lost for the second
        // (won for the first); after 3, 1 counter is won for the first.
        let for_first: Vec<(bool, Wdl, &str)> = history
            .iter()
            .map(|s| (s.first_to_move, s.for_first.wdl, s.for_first.text.as_str()))
            .collect();
        assert_eq!(
            for_first,
            [
                (true, Wdl::Win, "win in 3"),
                (false, Wdl::Win, "win in 2"),
                (true, Wdl::Win, "win in 1")
            ]
        );
        assert_eq!(
            analysis.replay(&["4"]).err().unwrap().to_string(),
            "illegal move `4`: the legal moves here are 1, 2, 3"
        );
        assert!(matches!(
            analysis.replay(&["x"]).err(),
            Some(ExploreError::Move(_))
        ));
        let limited = Resources::default().with_memory_limit(8);
        assert!(matches!(
            game.analyze(b"6 3\n", &limited).err(),
            Some(ExploreError::OutOfMemory(e)) if e.limit == Some(8)
        ));
        assert!(matches!(
            game.board(b"6\n").err(),
            Some(ExploreError::Input(_))
        ));
        assert_eq!(
            game.board(b"6 3\n").unwrap().memory_needed(),
            Subtraction::memory_needed(&crate::game::toy::Heap { heap: 6, take: 3 })
        );
    }

    #[test]
    fn an_erased_game_is_its_game_seen_through_text() {
        use crate::game::toy::{Family, Heap};
        use crate::game::{Families as _, Size};

        let game = erase::<Subtraction>();
        let names: Vec<&str> = Family::ALL.iter().map(|f| f.name()).collect();
        assert_eq!(game.families(), names);
        let input = Subtraction::generate(Family::Losing, 3, Size::default()).unwrap();
        let text = input.to_string();
        assert_eq!(game.generate("losing", 3, Size::default()).unwrap(), text);
        // The toy's input is its one board.
        assert_eq!(
            game.generate_board("losing", 3, Size::default()).unwrap(),
            text
        );
        assert_eq!(
            game.split(text.as_bytes()).unwrap(),
            std::slice::from_ref(&text)
        );
        let shrunk: Vec<String> = Subtraction::shrink(&input)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert!(!shrunk.is_empty());
        assert_eq!(game.shrink(text.as_bytes()), shrunk);
        assert!(game.shrink(b"x").is_empty());
        assert_eq!(
            game.sizes(b"6 3\n").unwrap(),
            [Subtraction::size(&Heap { heap: 6, take: 3 })]
        );
        let needed = Subtraction::memory_needed(&Heap { heap: 6, take: 3 });
        assert_eq!(game.memory_needed(b"6 3\n").unwrap(), [needed]);
        let analysis = game.analyze(b"6 3\n", &Resources::default()).unwrap();
        assert_eq!(analysis.memory(), needed);
        assert!(game.validate(b"6 3\n").is_ok());
        assert!(game.validate(b"6  3\n").is_err());
        // The binary: its answer on stdout, exit status 0.
        let mut out = Vec::new();
        let mut err = Vec::new();
        let status = game.run(Vec::new(), &mut &b"6 3\n"[..], &mut out, &mut err);
        assert_eq!((out, status), (b"First\n".to_vec(), ExitCode::SUCCESS));
        let status = game.run(Vec::new(), &mut &b"6\n"[..], &mut Vec::new(), &mut err);
        assert_ne!(status, ExitCode::SUCCESS);
    }
}
