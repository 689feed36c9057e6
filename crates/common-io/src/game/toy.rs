//! A toy game, the smallest complete implementation of [`Game`]: the
//! subtraction game, a game stated by its rules alone. It documents the
//! contract and the rules layer by example, and the tests of the tools run
//! on it (a game none of the tools knows by name).
//!
//! Its rules are three functions on its board, [`Heap`] ([`Rules`]: the
//! start, the legal moves, a move's result; [`Loopy`]: who cannot move
//! loses), and its values come from the generic solver of the rules layer,
//! [`Tablebase`]; it has no solver of its own, so `--solver kernel` and
//! `--solver rules` are the same solver. The rest of its contract is text:
//! the judge's format, the generators, the renderings.
//!
//! A heap holds `n` counters; the players take turns removing between 1
//! and `k` of them; who cannot move (the heap is empty) loses. The judge
//! input is `n k` on one line; the answer is `first` or `second`, the
//! player who wins. The side to move loses exactly when `n` is a multiple
//! of `k + 1`; with distances, the winner hurries and the loser stalls.
//!
//! ```
//! use common_io::game::{Mode, text, toy::Subtraction};
//!
//! assert_eq!(text::<Subtraction>(b"7 3\n", Mode::Judge)?, "first\n");
//! // Heap 3, at most 2 a move: the first player loses in 2 whatever it
//! // takes; then the second takes the rest.
//! assert_eq!(
//!     text::<Subtraction>(b"3 2\n", Mode::Moves)?,
//!     "ply 1 first\n1 second 2\n2 second 2\nply 2 second\n1 first 3\n2 second 2\n"
//! );
//! # Ok::<(), common_io::InputError>(())
//! ```

use std::fmt;
use std::io::{self, Write};
use std::str::FromStr;

use super::{
    About, Axis, BoardNumber, Cell, Forced, ForeignPosition, Game, GameValue, GenError,
    IllegalMove, Line, MoveCells, MoveValue, ParseMoveError, Picture, Sample, Shade, Size, Square,
    Wdl, pick_size,
};
use crate::rules::{self, Loopy, Rules, Solution, Tablebase};
use crate::{InputError, OutOfMemory, Resources, Scanner, SplitMix64, Strict};

/// The largest heap the toy accepts (its solver holds about 200 bytes a
/// counter: the largest heaps never fit, which the tests of out-of-memory
/// use).
pub const MAX_HEAP: u64 = 1_000_000_000_000_000_000;
/// The largest number of counters a move may take.
pub const MAX_TAKE: u64 = 100;
/// The toy judge's largest heap (for [`Game::validate`]).
pub const JUDGE_MAX_HEAP: u64 = 1000;
/// The toy judge's largest `k`.
pub const JUDGE_MAX_TAKE: u64 = 10;

/// The subtraction game (see the module documentation).
#[derive(Clone, Copy, Debug)]
pub struct Subtraction;

/// A heap of `heap` counters, and at most `take` taken per move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Heap {
    /// The counters at the start.
    pub heap: u64,
    /// The most counters a move takes.
    pub take: u64,
}

impl FromStr for Heap {
    type Err = InputError;

    fn from_str(text: &str) -> Result<Heap, InputError> {
        Subtraction::parse(text.as_bytes())
    }
}

impl fmt::Display for Heap {
    /// The judge input: `n k` and a newline.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{} {}", self.heap, self.take)
    }
}

/// The two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// Moves first.
    First,
    /// Moves second.
    Second,
}

impl Side {
    fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::First => "first",
            Side::Second => "second",
        })
    }
}

/// A position: the counters left and who moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// The counters left.
    pub heap: u64,
    /// Who moves.
    pub to_move: Side,
}

/// A move: how many counters to take. Its text is the number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Take(pub u64);

impl fmt::Display for Take {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for Take {
    type Err = ParseMoveError;

    fn from_str(text: &str) -> Result<Take, ParseMoveError> {
        let token = text.trim_matches(|c: char| c.is_ascii_whitespace());
        match token.parse::<u64>() {
            Ok(n) if n >= 1 && token.bytes().all(|b| b.is_ascii_digit()) => Ok(Take(n)),
            _ => Err(ParseMoveError {
                text: text.to_string(),
                expected: "T: how many counters to take, from 1",
            }),
        }
    }
}

/// The rules of the subtraction game, through the rules layer
/// ([`crate::rules`]): all the toy says about how it is played. Its values
/// come from the generic retrograde solver, [`Tablebase`]; it has no solver
/// of its own.
impl Rules for Heap {
    type Position = Position;
    type Move = Take;

    /// The whole heap, the first player to move.
    fn start(&self) -> Position {
        Position {
            heap: self.heap,
            to_move: Side::First,
        }
    }

    /// Take 1 to `k` counters, no more than there are.
    fn legal_moves(&self, position: &Position, moves: &mut Vec<Take>) {
        moves.extend((1..=self.take.min(position.heap)).map(Take));
    }

    fn play(&self, position: &Position, mv: &Take) -> Position {
        Position {
            heap: position.heap - mv.0,
            to_move: position.to_move.other(),
        }
    }
}

/// Who cannot move loses: the default end of [`Loopy`].
impl Loopy for Heap {}

/// The solved heap: every position the start reaches, won or lost in a
/// number of moves (the generic [`Tablebase`] over the toy's rules).
pub type Analysis = Tablebase<Heap>;

const LIMITS: &str = "1 <= n <= 10^18 and 1 <= k <= 100";

impl Game for Subtraction {
    const NAME: &'static str = "subtraction";
    const KERNEL: bool = false;
    const ABOUT: About = About {
        title: "the subtraction game",
        version: env!("CARGO_PKG_VERSION"),
        source: "a toy game of the workspace's tests",
        rules: "A heap holds n counters; the players take turns removing \
                between 1 and k of them; who cannot move loses.",
        answer: "Prints the player who wins the subtraction game, first or second.",
        moves_format: "--moves: for each ply `ply P first` or `ply P second`, then \
                       `T W K` per legal move: take T, and W wins after K moves in all.",
        judge_limits: "1 <= n <= 1000, 1 <= k <= 10",
        limits: LIMITS,
        samples: &[Sample {
            input: "7 3\n",
            output: "first\n",
        }],
        editor: None,
    };

    type Input = Heap;
    type Board = Heap;
    type Family = Family;
    type Analysis = Analysis;
    type Answer = Side;
    type Position = Position;
    type Move = Take;
    type Side = Side;
    type Outcome = Forced;
    type Value = Forced;

    fn parse(input: &[u8]) -> Result<Heap, InputError> {
        let mut sc = Scanner::new(input);
        let heap = sc.int("the heap n", 1..=MAX_HEAP)?;
        let take = sc.int("the most a move takes, k", 1..=MAX_TAKE)?;
        sc.finish()?;
        Ok(Heap { heap, take })
    }

    fn validate(input: &[u8]) -> Result<(), InputError> {
        let mut strict = Strict::new(input);
        strict.int::<u64>("the heap n", 1..=JUDGE_MAX_HEAP)?;
        strict.int::<u64>("the most a move takes, k", 1..=JUDGE_MAX_TAKE)?;
        strict.end_line()?;
        strict.finish()
    }

    fn boards(input: &Heap) -> &[Heap] {
        std::slice::from_ref(input)
    }

    fn single(board: Heap) -> Heap {
        board
    }

    fn size(board: &Heap) -> (usize, usize) {
        (1, usize::try_from(board.heap).unwrap_or(usize::MAX))
    }

    fn generate(family: Family, seed: u64, size: Size) -> Result<Heap, GenError> {
        let mut rng = SplitMix64::new(seed);
        let name = super::Families::name(family);
        if size.rows.is_some_and(|r| r != 1) {
            return Err(GenError::Fixed {
                family: name,
                side: Axis::Rows,
            });
        }
        let judge_side = usize::try_from(JUDGE_MAX_HEAP).unwrap_or(usize::MAX);
        let fits = |_: usize, cols: usize| u64::try_from(cols).is_ok_and(|n| n <= MAX_HEAP);
        let one_row = Size {
            rows: Some(1),
            cols: size.cols,
        };
        let (_, cols) =
            pick_size(&mut rng, one_row, None, judge_side, fits).ok_or(GenError::Size {
                family: name,
                rows: 1,
                cols: size.cols.unwrap_or(0),
                limits: LIMITS,
            })?;
        let take = rng.range(1, JUDGE_MAX_TAKE);
        let heap = match family {
            Family::Random => cols as u64,
            // The largest multiple of k + 1 up to the size (the side to
            // move loses), or the size itself when it is smaller.
            Family::Losing => {
                let n = cols as u64;
                if n > take { n - n % (take + 1) } else { n }
            }
        };
        Ok(Heap { heap, take })
    }

    fn shrink(input: &Heap) -> Vec<Heap> {
        let Heap { heap, take } = *input;
        let mut out = Vec::new();
        for smaller in [heap / 2, heap - 1] {
            if smaller >= 1
                && !out.contains(&Heap {
                    heap: smaller,
                    take,
                })
            {
                out.push(Heap {
                    heap: smaller,
                    take,
                });
            }
        }
        if take > 1 {
            out.push(Heap {
                heap,
                take: take - 1,
            });
        }
        out
    }

    /// The bound of [`Tablebase`] for `2 (n + 1)` positions (each heap,
    /// either side to move) and `k` moves each.
    fn memory_needed(board: &Heap) -> usize {
        let positions = usize::try_from(board.heap)
            .unwrap_or(usize::MAX)
            .saturating_add(1)
            .saturating_mul(2);
        let moves = positions.saturating_mul(usize::try_from(board.take).unwrap_or(usize::MAX));
        Tablebase::<Heap>::bound(positions, moves)
    }

    fn try_analyze(board: &Heap, resources: &Resources<'_>) -> Result<Analysis, OutOfMemory> {
        rules::admit(resources, "the value table", Self::memory_needed(board))?;
        Tablebase::solve(*board, resources)
    }

    fn try_answer(board: &Heap, resources: &Resources<'_>) -> Result<Side, OutOfMemory> {
        let analysis = Self::try_analyze(board, resources)?;
        Ok(
            match Self::outcome(&analysis, &board.start()).map(|v| v.wdl()) {
                Ok(Wdl::Win) => Side::First,
                _ => Side::Second,
            },
        )
    }

    fn start(analysis: &Analysis) -> Position {
        analysis.rules().start()
    }

    fn to_move(_: &Analysis, position: &Position) -> Side {
        position.to_move
    }

    fn outcome(analysis: &Analysis, position: &Position) -> Result<Forced, ForeignPosition> {
        analysis.outcome(position).ok_or(ForeignPosition)
    }

    fn move_values(
        analysis: &Analysis,
        position: &Position,
    ) -> Result<Vec<MoveValue<Take, Forced>>, ForeignPosition> {
        analysis.move_values(position).ok_or(ForeignPosition)
    }

    fn play(analysis: &Analysis, position: &Position, mv: &Take) -> Result<Position, IllegalMove> {
        let moves = analysis
            .move_values(position)
            .ok_or_else(|| IllegalMove::foreign(mv))?;
        if moves.is_empty() {
            return Err(IllegalMove::game_over(mv));
        }
        if !moves.iter().any(|m| m.mv == *mv) {
            return Err(IllegalMove::new(
                mv,
                format!("a move takes 1 to {} counters here", moves.len()),
            ));
        }
        Ok(analysis.rules().play(position, mv))
    }

    fn write_explanation(
        out: &mut dyn Write,
        analysis: &Analysis,
        _: BoardNumber,
    ) -> io::Result<()> {
        let board = *analysis.rules();
        let Heap { heap, take } = board;
        let value = match analysis.outcome(&board.start()) {
            Some(value) => value,
            None => unreachable!("the start is solved"),
        };
        writeln!(
            out,
            "A heap of {heap}, at most {take} a move: the first player's {value}."
        )
    }

    fn ply_heading(ply: usize, side: Side) -> String {
        format!("ply {ply} {side}")
    }

    fn move_line(line: &Line<'_, Self>, value: &MoveValue<Take, Forced>) -> String {
        let mover = line.to_move();
        let (winner, moves) = match value.value {
            Forced::Win(d) => (mover, d),
            Forced::Loss(d) => (mover.other(), d),
            Forced::Draw => unreachable!("every subtraction game ends"),
        };
        format!(
            "{} {winner} {}",
            value.mv,
            line.ply() as u64 + u64::from(moves)
        )
    }

    /// Taking `k` counters acts on the square `-k` of the picture (column
    /// `k`).
    fn move_cells(_: &Analysis, _: &Position, mv: &Take) -> MoveCells {
        MoveCells::at(Cell::new(0, usize::try_from(mv.0).unwrap_or(usize::MAX)))
    }

    /// One row: the counters left, then a square for each move of the
    /// board, `-1` to `-k`, open where the heap allows it and blocked
    /// otherwise. The same `k + 1` squares for every position of a board,
    /// however large the heap.
    fn picture(line: &Line<'_, Self>) -> Picture {
        let take = line.analysis().rules().take;
        let left = line.position().heap;
        let cols = usize::try_from(take).unwrap_or(usize::MAX - 1) + 1;
        Picture::new(1, cols, |_, col| {
            let k = col as u64;
            if k == 0 {
                Square {
                    text: left.to_string(),
                    shade: Shade::Plain,
                }
            } else {
                Square {
                    text: format!("-{k}"),
                    shade: if k <= left {
                        Shade::Open
                    } else {
                        Shade::Blocked
                    },
                }
            }
        })
    }
}

crate::families! {
    /// The toy's generator families.
    pub enum Family {
        /// Any heap up to the judge's limit.
        Random = "random",
        /// A heap the first player loses.
        Losing = "losing",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Mode, best_move, text};

    /// The picture against the rule it states: the counters left, then a
    /// square for each move, open where the heap allows it; each move acts
    /// on its own square. The grid is the same for every position.
    #[test]
    fn the_picture_shows_the_heap_and_a_square_for_each_move() {
        for (heap, take, plays) in [(40, 3, 40), (2500, 7, 10)] {
            let board = Heap { heap, take };
            let analysis = Subtraction::try_analyze(&board, &Resources::default()).unwrap();
            let mut line = Line::<Subtraction>::new(&analysis);
            for ply in 0..=plays {
                let left = line.position().heap;
                let picture = Subtraction::picture(&line);
                let texts: Vec<&str> = picture.squares.iter().map(|q| q.text.as_str()).collect();
                let want: Vec<String> = std::iter::once(left.to_string())
                    .chain((1..=take).map(|k| format!("-{k}")))
                    .collect();
                assert_eq!((picture.rows, picture.cols), (1, take as usize + 1));
                assert_eq!(texts, want, "{heap} {take} ply {ply}");
                for (k, square) in picture.squares.iter().enumerate().skip(1) {
                    let open = k as u64 <= left;
                    assert_eq!(square.shade == Shade::Open, open, "{heap} {take} -{k}");
                    assert_eq!(square.shade == Shade::Blocked, !open, "{heap} {take} -{k}");
                }
                let moves = line.move_values();
                for mv in &moves {
                    let cells = Subtraction::move_cells(&analysis, line.position(), &mv.mv);
                    assert_eq!(cells, MoveCells::at(Cell::new(0, mv.mv.0 as usize)));
                }
                // The most a move takes, down to an empty heap.
                let Some(most) = moves.iter().max_by_key(|mv| mv.mv.0) else {
                    break;
                };
                line.play(&most.mv).unwrap();
            }
        }
    }

    /// The values against the closed form, distances included: the side
    /// to move loses on a multiple `q (k + 1)`, in `2 q` moves (it takes
    /// 1, the winner answers with `k`); elsewhere it wins in `2 q + 1` by
    /// taking the rest of the division, which the optimal move takes.
    #[test]
    fn values_follow_the_closed_form() {
        for take in 1..=5 {
            let board = Heap { heap: 40, take };
            let analysis = Subtraction::try_analyze(&board, &Resources::default()).unwrap();
            let mut heaps = 0;
            for heap in 0..=40u64 {
                let (q, r) = (heap / (take + 1), heap % (take + 1));
                let want = if r == 0 {
                    Forced::Loss(2 * q as u32)
                } else {
                    Forced::Win(2 * q as u32 + 1)
                };
                let mut reached = false;
                for to_move in [Side::First, Side::Second] {
                    let position = Position { heap, to_move };
                    let Ok(value) = Subtraction::outcome(&analysis, &position) else {
                        continue;
                    };
                    reached = true;
                    assert_eq!(value, want, "{heap} {take}");
                    if r != 0 {
                        let best = best_move::<Subtraction>(&analysis, &position)
                            .unwrap()
                            .unwrap();
                        assert_eq!(best.mv.0, r);
                    }
                }
                heaps += usize::from(reached);
            }
            // Every smaller heap is reached from 40, taking 1 at a time.
            assert_eq!(heaps, 41, "k = {take}");
        }
    }

    #[test]
    fn the_judge_reads_and_checks_its_input() {
        assert_eq!(
            text::<Subtraction>(b"8 3\n", Mode::Judge).unwrap(),
            "second\n"
        );
        assert_eq!(
            text::<Subtraction>(b" 9\r\n3", Mode::Judge).unwrap(),
            "first\n"
        );
        assert!(text::<Subtraction>(b"0 3\n", Mode::Judge).is_err());
        assert!(text::<Subtraction>(b"9 3\n", Mode::Validate).is_ok());
        assert!(text::<Subtraction>(b"9  3\n", Mode::Validate).is_err());
        assert!(text::<Subtraction>(b"1001 3\n", Mode::Validate).is_err());
    }

    #[test]
    fn foreign_and_illegal_moves_are_refused() {
        let analysis =
            Subtraction::try_analyze(&Heap { heap: 5, take: 2 }, &Resources::default()).unwrap();
        let start = Subtraction::start(&analysis);
        let after = Subtraction::play(&analysis, &start, &Take(2)).unwrap();
        assert_eq!(
            after,
            Position {
                heap: 3,
                to_move: Side::Second
            }
        );
        let err = Subtraction::play(&analysis, &start, &Take(3)).unwrap_err();
        assert_eq!(
            err.to_string(),
            "illegal move `3`: a move takes 1 to 2 counters here"
        );
        let elsewhere = Position {
            heap: 6,
            to_move: Side::First,
        };
        assert_eq!(
            Subtraction::outcome(&analysis, &elsewhere),
            Err(ForeignPosition)
        );
        let second_at_start = Position {
            heap: 5,
            to_move: Side::Second,
        };
        assert!(Subtraction::move_values(&analysis, &second_at_start).is_err());
        assert!("0".parse::<Take>().is_err() && "+1".parse::<Take>().is_err());
    }

    #[test]
    fn a_memory_limit_refuses_before_allocating() {
        let board = Heap {
            heap: 1000,
            take: 3,
        };
        let needed = Subtraction::memory_needed(&board);
        let limited = Resources::default().with_memory_limit(needed - 1);
        let err = Subtraction::try_analyze(&board, &limited).unwrap_err();
        assert_eq!(err.limit, Some(needed - 1));
        assert!(
            Subtraction::try_analyze(&board, &Resources::default().with_memory_limit(needed))
                .is_ok()
        );
    }
}
