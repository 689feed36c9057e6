//! Wythoff's game, stated by its rules alone: two heaps; a move takes any
//! number of counters from one heap, or the same number from both; who
//! cannot move loses. The generic retrograde solver answers it
//! ([`Tablebase`]), and `game_kit` gives its binary every tool.

use std::fmt;

use common_io::game::GameValue;
use common_io::game::{About, GenError, ParseMoveError, Ruled, RulesGame, Sample, Size, Wdl};
use common_io::rules::{Loopy, Rules, Solution, Tablebase};
pub use common_io::{InputError, Scanner, SplitMix64, Strict};

mod judge_format;
pub use judge_format::validate;

/// The game, as the tools see it.
pub type Wythoff = Ruled<Game>;

/// Wythoff's game's rules and judge format (see the crate's documentation).
pub struct Game;

/// Two heaps: a case of the input, and its rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Heaps(pub u32, pub u32);

/// A judge input: its cases.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input(pub Vec<Heaps>);

/// Who moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The player who moves first.
    First,
    /// The other.
    Second,
}

/// A position: the heaps left and who moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position(pub u32, pub u32, pub Side);

/// A move: how many counters it takes from each heap (`3 0`, `2 2`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Take(pub u32, pub u32);

impl Rules for Heaps {
    type Position = Position;
    type Move = Take;

    fn start(&self) -> Position {
        Position(self.0, self.1, Side::First)
    }

    fn legal_moves(&self, &Position(a, b, _): &Position, moves: &mut Vec<Take>) {
        moves.extend((1..=a).map(|k| Take(k, 0)));
        moves.extend((1..=b).map(|k| Take(0, k)));
        moves.extend((1..=a.min(b)).map(|k| Take(k, k)));
    }

    fn play(&self, &Position(a, b, side): &Position, &Take(x, y): &Take) -> Position {
        let other = if side == Side::First {
            Side::Second
        } else {
            Side::First
        };
        Position(a - x, b - y, other)
    }
}

/// Who cannot move loses.
impl Loopy for Heaps {}

/// The largest heap this crate solves.
pub const MAX_HEAP: u32 = 200;

common_io::families! {
    /// The generators.
    pub enum Family {
        /// Up to 100 cases, heaps up to 100.
        Random = "random",
        /// The losing positions, and their neighbours.
        Cold = "cold",
    }
}

impl RulesGame for Game {
    const NAME: &'static str = "wythoff";
    const ABOUT: About = About {
        title: "Wythoff's game",
        version: env!("CARGO_PKG_VERSION"),
        source: "a classic game (W. A. Wythoff, 1907)",
        rules: "Two heaps of a and b counters. A move takes any number of counters from \
                one heap, or the same number from both; who cannot move loses.",
        answer: "For each case, First if the player to move first wins, else Second.",
        moves_format: "--moves: `ply P First|Second`, then `X Y V` per legal move: take X \
                       and Y, worth V (`win in K`, `loss in K`) for its mover.",
        judge_limits: "1 <= T <= 100, 0 <= a, b <= 100",
        limits: "1 <= T <= 100, 0 <= a, b <= 200",
        samples: &[
            Sample {
                input: "3\n0 0\n2 0\n1 3\n",
                output: "Second\nFirst\nFirst\n",
            },
            Sample {
                input: "2\n4 0\n3 1\n",
                output: "First\nFirst\n",
            },
        ],
        editor: None,
    };

    type Input = Input;
    type Board = Heaps;
    type Solution = Tablebase<Heaps>;
    type Family = Family;
    type Side = Side;
    type Answer = Side;

    fn parse(input: &[u8]) -> Result<Input, InputError> {
        let mut sc = Scanner::new(input);
        let cases: usize = sc.int("the number of cases T", 1..=100)?;
        let mut heaps = Vec::with_capacity(cases);
        for case in 1..=cases {
            let a = sc.int(format_args!("heap a of case {case}"), 0..=MAX_HEAP)?;
            heaps.push(Heaps(
                a,
                sc.int(format_args!("heap b of case {case}"), 0..=MAX_HEAP)?,
            ));
        }
        sc.finish()?;
        Ok(Input(heaps))
    }

    fn validate(input: &[u8]) -> Result<(), InputError> {
        validate(input)
    }

    fn boards(input: &Input) -> &[Heaps] {
        &input.0
    }

    fn single(board: Heaps) -> Input {
        Input(vec![board])
    }

    /// A case's size: its larger heap (as columns of one row).
    fn size(&Heaps(a, b): &Heaps) -> (usize, usize) {
        (1, a.max(b) as usize)
    }

    /// `size.cols` caps the heaps (default 100), `size.rows` the cases.
    fn generate(family: Family, seed: u64, size: Size) -> Result<Input, GenError> {
        let mut rng = SplitMix64::new(seed);
        let top = size.cols.unwrap_or(100).min(MAX_HEAP as usize) as u64;
        let cases = size
            .rows
            .unwrap_or_else(|| rng.range_usize(1, 100))
            .clamp(1, 100);
        let cold = cold_positions(top as u32);
        let mut heaps = Vec::new();
        for _ in 0..cases {
            let (mut a, mut b) = (rng.range(0, top) as u32, rng.range(0, top) as u32);
            if family == Family::Cold {
                (a, b) = *rng.pick(&cold).unwrap_or(&(0, 0));
                if rng.chance(1, 2) && a < top as u32 {
                    a += 1; // a neighbour, a winning position
                }
                if rng.chance(1, 2) {
                    (a, b) = (b, a);
                }
            }
            heaps.push(Heaps(a, b));
        }
        Ok(Input(heaps))
    }

    fn shrink(input: &Input) -> Vec<Input> {
        let half = Input(input.0[..input.0.len().div_ceil(2)].to_vec());
        let one = (0..input.0.len()).map(|k| Input(vec![input.0[k]]));
        (input.0.len() > 1)
            .then_some(half)
            .into_iter()
            .chain(one.filter(|_| input.0.len() > 1))
            .collect()
    }

    fn reach(&Heaps(a, b): &Heaps) -> (usize, usize) {
        let positions = 2 * (a as usize + 1) * (b as usize + 1);
        (positions, positions * (a + b + a.min(b)) as usize)
    }

    fn to_move(_: &Heaps, position: &Position) -> Side {
        position.2
    }

    fn answer(_: &Heaps, start: <Tablebase<Heaps> as Solution>::Outcome) -> Side {
        if start.wdl() == Wdl::Win {
            Side::First
        } else {
            Side::Second
        }
    }
}

/// The losing positions `(a, b)`, `a <= b <= top`: each `a` is the least
/// number in no earlier pair, and `b = a + k` for the `k`-th pair.
fn cold_positions(top: u32) -> Vec<(u32, u32)> {
    let mut used = vec![false; top as usize + 1];
    let mut pairs = Vec::new();
    for k in 0.. {
        let Some(a) = (0..=top).find(|&a| !used[a as usize]) else {
            break;
        };
        if a + k > top {
            break;
        }
        used[a as usize] = true;
        used[(a + k) as usize] = true;
        pairs.push((a, a + k));
    }
    pairs
}

impl fmt::Display for Input {
    /// The judge input.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}", self.0.len())?;
        self.0
            .iter()
            .try_for_each(|Heaps(a, b)| writeln!(f, "{a} {b}"))
    }
}

impl std::str::FromStr for Input {
    type Err = InputError;
    fn from_str(text: &str) -> Result<Input, InputError> {
        <Game as RulesGame>::parse(text.as_bytes())
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if *self == Side::First {
            "First"
        } else {
            "Second"
        })
    }
}

impl fmt::Display for Take {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.0, self.1)
    }
}

impl std::str::FromStr for Take {
    type Err = ParseMoveError;
    fn from_str(text: &str) -> Result<Take, ParseMoveError> {
        let numbers: Vec<u32> = text
            .split_whitespace()
            .filter_map(|t| t.parse().ok())
            .collect();
        match numbers[..] {
            [x, y]
                if text.split_whitespace().count() == 2
                    && (x == y || x == 0 || y == 0)
                    && x + y > 0 =>
            {
                Ok(Take(x, y))
            }
            _ => Err(ParseMoveError {
                text: text.to_string(),
                expected: "X Y: from each heap, one of them 0 or both equal",
            }),
        }
    }
}
