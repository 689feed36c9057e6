//! Wythoff's game, stated by its rules alone: two heaps; a move takes any
//! number of counters from one heap, or the same number from both; who
//! cannot move loses. The generic retrograde solver answers it, in an array
//! over the positions' numbers ([`IndexedTablebase`]), and `game_kit` gives
//! its binary every tool.

use std::fmt;

use common_io::game::{About, AnyGame, Case, Cases, Forced, GameValue, GenError, Numbers, Player};
use common_io::game::{Measure, Ruled, RulesGame, Sample, Size, Wdl, erase};
use common_io::rules::{Indexed, IndexedTablebase, Loopy, Rules};
pub use common_io::{InputError, Scanner, SplitMix64, Strict};

mod judge_format;
pub use judge_format::validate;

/// The game, as the tools see it.
pub type Wythoff = Ruled<Heaps>;

/// The game as the binary takes it (`game_kit::main!`), compiled here once.
pub static GAME: &dyn AnyGame = &erase::<Wythoff>();

/// The largest heap this crate solves.
pub const MAX_HEAP: u64 = 200;

/// Two heaps: a case of the input, its rules, and (its [`RulesGame`]) the
/// judge's format and the generators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Heaps(pub u64, pub u64);

/// A position: the heaps left, and who moves.
pub type Position = (u64, u64, Player);

impl Rules for Heaps {
    type Position = Position;
    /// How many counters a move takes from each heap (`3 0`, `2 2`).
    type Move = Numbers<2>;

    fn start(&self) -> Position {
        (self.0, self.1, Player::First)
    }

    fn legal_moves(&self, &(a, b, _): &Position, moves: &mut Vec<Numbers<2>>) {
        moves.extend((1..=a).map(|k| Numbers([k, 0])));
        moves.extend((1..=b).map(|k| Numbers([0, k])));
        moves.extend((1..=a.min(b)).map(|k| Numbers([k, k])));
    }

    fn play(&self, &(a, b, side): &Position, Numbers([x, y]): &Numbers<2>) -> Position {
        (a - x, b - y, side.other())
    }
}

/// Who cannot move loses.
impl Loopy for Heaps {}

/// The positions numbered by a formula: the solver's table is an array.
impl Indexed for Heaps {
    fn count(&self) -> usize {
        2 * (self.0 as usize + 1) * (self.1 as usize + 1)
    }
    fn index(&self, &(a, b, side): &Position) -> usize {
        2 * (a * (self.1 + 1) + b) as usize + usize::from(side == Player::Second)
    }
    fn position(&self, n: usize) -> Position {
        let (heaps, side) = (n as u64 / 2, Player::first_if(n.is_multiple_of(2)));
        (heaps / (self.1 + 1), heaps % (self.1 + 1), side)
    }
}

common_io::families! {
    /// The generators.
    pub enum Family {
        /// Up to 100 cases, heaps up to 100.
        Random = "random",
        /// The losing positions, and their neighbours.
        Cold = "cold",
    }
}

impl RulesGame for Heaps {
    const NAME: &'static str = "wythoff";
    const MEASURE: Measure = Measure::two("cases", "largest heap");
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

    type Input = Cases<Heaps, 100>;
    type Board = Heaps;
    type Solution = IndexedTablebase<Heaps>;
    type Family = Family;
    type Side = Player;
    type Answer = Player;

    fn validate(input: &[u8]) -> Result<(), InputError> {
        validate(input)
    }

    /// A case's size: one case, its larger heap.
    fn size(&Heaps(a, b): &Heaps) -> (usize, usize) {
        (1, a.max(b) as usize)
    }

    /// `--cols` caps the heaps (default 100), `--rows` sets the cases.
    fn generate(family: Family, seed: u64, size: Size) -> Result<Self::Input, GenError> {
        let mut rng = SplitMix64::new(seed);
        let top = size.cols.map_or(100, |c| (c as u64).min(MAX_HEAP));
        let cases = size.rows.unwrap_or_else(|| rng.range_usize(1, 100));
        let cold = cold_positions(top);
        let mut heaps = Vec::new();
        for _ in 0..cases.clamp(1, 100) {
            let (mut a, mut b) = (rng.range(0, top), rng.range(0, top));
            if family == Family::Cold {
                (a, b) = *rng.pick(&cold).unwrap_or(&(0, 0));
                if rng.chance(1, 2) && a < top {
                    a += 1; // a neighbour, a winning position
                }
                if rng.chance(1, 2) {
                    (a, b) = (b, a);
                }
            }
            heaps.push(Heaps(a, b));
        }
        Ok(Cases(heaps))
    }

    fn reach(heaps: &Heaps) -> (usize, usize) {
        let (positions, Heaps(a, b)) = (heaps.count(), *heaps);
        (positions, positions * (a + b + a.min(b)) as usize)
    }

    fn to_move(_: &Heaps, position: &Position) -> Player {
        position.2
    }

    fn answer(_: &Self::Solution, start: Forced) -> Player {
        Player::first_if(start.wdl() == Wdl::Win)
    }
}

/// A case is a line `a b`.
impl Case for Heaps {
    fn read(sc: &mut Scanner<'_>, case: usize) -> Result<Heaps, InputError> {
        let a = sc.int(format_args!("heap a of case {case}"), 0..=MAX_HEAP)?;
        let b = sc.int(format_args!("heap b of case {case}"), 0..=MAX_HEAP)?;
        Ok(Heaps(a, b))
    }
}

impl fmt::Display for Heaps {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{} {}", self.0, self.1)
    }
}

/// The losing positions `(a, b)`, `a <= b <= top`: the `k`-th is
/// `a = floor(k * phi)`, `b = a + k` (phi the golden ratio).
fn cold_positions(top: u64) -> Vec<(u64, u64)> {
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let pair = |k: u64| ((k as f64 * phi) as u64, (k as f64 * phi) as u64 + k);
    (0..).map(pair).take_while(|&(_, b)| b <= top).collect()
}
