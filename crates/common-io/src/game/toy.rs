//! The smallest complete game, which the tools' tests run on: the
//! subtraction game stated by its rules alone (a [`RulesGame`], made a
//! [`Game`](super::Game) by [`Ruled`]). A heap holds `n` counters; the
//! players take turns removing 1 to `k`; who cannot move loses (exactly
//! when `n` is a multiple of `k + 1`). Input `n k`; answer `First` or `Second`.

use std::fmt;

use super::{
    About, Case, Forced, GameValue, GenError, Measure, Numbers, One, Player, Ruled, RulesGame,
    Sample, Size, Wdl,
};
use crate::rules::{Loopy, Rules, Tablebase};
use crate::{InputError, Scanner, SplitMix64, Strict};

/// The largest heap read (the largest never fit: the out-of-memory tests).
pub const MAX_HEAP: u64 = 1_000_000_000_000_000_000;

/// The subtraction game as the tools see it.
pub type Subtraction = Ruled<Heap>;

/// A heap of `heap` counters, at most `take` taken a move: the input's
/// case, the rules, and (its [`RulesGame`]) the judge format and generators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Heap {
    /// The counters at the start.
    pub heap: u64,
    /// The most counters a move takes.
    pub take: u64,
}

impl Rules for Heap {
    /// The counters left, and who moves.
    type Position = (u64, Player);
    /// How many counters to take.
    type Move = Numbers<1>;

    fn start(&self) -> Self::Position {
        (self.heap, Player::First)
    }

    /// Take 1 to `k` counters, no more than there are.
    fn legal_moves(&self, &(heap, _): &Self::Position, moves: &mut Vec<Self::Move>) {
        moves.extend((1..=self.take.min(heap)).map(|t| Numbers([t])));
    }

    fn play(&self, &(heap, side): &Self::Position, Numbers([t]): &Self::Move) -> Self::Position {
        (heap - t, side.other())
    }
}

/// Who cannot move loses.
impl Loopy for Heap {}

impl RulesGame for Heap {
    const NAME: &'static str = "subtraction";
    const MEASURE: Measure = Measure::row("counters");
    const ABOUT: About = About {
        title: "the subtraction game",
        version: env!("CARGO_PKG_VERSION"),
        source: "a toy game of the workspace's tests",
        rules: "A heap of n counters; the players take turns removing 1 to k; who cannot move loses.",
        answer: "Prints the player who wins the subtraction game, First or Second.",
        moves_format: "--moves: for each ply `ply P First|Second`, then `T V` per legal \
                       move: take T, worth V (`win in K`, `loss in K`) to its mover.",
        judge_limits: "1 <= n <= 1000, 1 <= k <= 10",
        limits: "1 <= n <= 10^18 and 1 <= k <= 100",
        samples: &[Sample::new("7 3\n", "First\n")],
        editor: None,
    };

    type Input = One<Heap>;
    type Board = Heap;
    type Solution = Tablebase<Heap>;
    type Family = Family;
    type Side = Player;
    type Answer = Player;

    fn validate(input: &[u8]) -> Result<(), InputError> {
        let mut strict = Strict::new(input);
        strict.int::<u64>("the heap n", 1..=1000)?;
        strict.int::<u64>("the most a move takes, k", 1..=10)?;
        strict.end_line()?;
        strict.finish()
    }

    fn size(board: &Heap) -> (usize, usize) {
        (1, usize::try_from(board.heap).unwrap_or(usize::MAX))
    }

    /// The heap from `size.cols` (clamped to the limits), else up to 1000.
    fn generate(family: Family, seed: u64, size: Size) -> Result<One<Heap>, GenError> {
        let mut rng = SplitMix64::new(seed);
        let n = size.cols.map_or_else(|| rng.range(1, 1000), |n| n as u64);
        let (n, take) = (n.clamp(1, MAX_HEAP), rng.range(1, 10));
        let lose = family == Family::Losing && n > take;
        let heap = if lose { n - n % (take + 1) } else { n };
        Ok(One(Heap { heap, take }))
    }

    /// Each heap up to `n`, either side to move; `k` moves each.
    fn reach(board: &Heap) -> (usize, usize) {
        let positions = (board.heap as usize).saturating_add(1).saturating_mul(2);
        (positions, positions.saturating_mul(board.take as usize))
    }

    fn to_move(_: &Heap, position: &(u64, Player)) -> Player {
        position.1
    }

    fn answer(_: &Self::Solution, start: Forced) -> Player {
        Player::first_if(start.wdl() == Wdl::Win)
    }
}

impl Case for Heap {
    fn read(sc: &mut Scanner<'_>, _: usize) -> Result<Heap, InputError> {
        let heap = sc.int("the heap n", 1..=MAX_HEAP)?;
        let take = sc.int("the most a move takes, k", 1..=100)?;
        Ok(Heap { heap, take })
    }

    /// Half the heap, one counter less, then one less a move.
    fn shrink(&self) -> Vec<Heap> {
        let Heap { heap, take } = *self;
        let at = |heap, take| Heap { heap, take };
        let mut out = vec![at(heap / 2, take), at(heap - 1, take), at(heap, take - 1)];
        out.retain(|h| h.heap >= 1 && h.take >= 1);
        out.dedup();
        out
    }
}

/// The judge input: `n k` and a newline.
impl fmt::Display for Heap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{} {}", self.heap, self.take)
    }
}

crate::families! {
    /// The toy's generator families.
    pub enum Family {
        /// Any heap up to the judge's limit.
        Random = "random",
        /// A heap the first player loses, the largest multiple of `k + 1` to `n`.
        Losing = "losing",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Resources;
    use crate::game::{Cell, ForeignPosition, Game, Line, Mode, MoveCells, Shade, best_move, text};

    /// The default picture of a game stated by its rules, against the rule
    /// it states: the position, then a square for each move of the start,
    /// open where the move is legal; each move acts on its own square.
    #[test]
    fn the_picture_shows_the_position_and_a_square_for_each_move() {
        for (heap, take, plays) in [(40, 3, 40), (2500, 7, 10)] {
            let board = Heap { heap, take };
            let analysis = Subtraction::try_analyze(&board, &Resources::default()).unwrap();
            let mut line = Line::<Subtraction>::new(&analysis);
            for ply in 0..=plays {
                let left = line.position().0;
                let picture = Subtraction::picture(&line);
                let texts: Vec<&str> = picture.squares.iter().map(|q| q.text.as_str()).collect();
                let want: Vec<String> = std::iter::once(format!("{:?}", line.position()))
                    .chain((1..=take).map(|k| k.to_string()))
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
                    assert_eq!(cells, MoveCells::at(Cell::new(0, mv.mv.0[0] as usize)));
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
                for to_move in [Player::First, Player::Second] {
                    let position = (heap, to_move);
                    let Ok(value) = Subtraction::outcome(&analysis, &position) else {
                        continue;
                    };
                    reached = true;
                    assert_eq!(value, want, "{heap} {take}");
                    if r != 0 {
                        let best = best_move::<Subtraction>(&analysis, &position)
                            .unwrap()
                            .unwrap();
                        assert_eq!(best.mv, Numbers([r]));
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
            text::<Subtraction>(b"7 3\n", Mode::Judge).unwrap(),
            "First\n"
        );
        assert_eq!(
            text::<Subtraction>(b"8 3\n", Mode::Judge).unwrap(),
            "Second\n"
        );
        assert_eq!(
            text::<Subtraction>(b" 9\r\n3", Mode::Judge).unwrap(),
            "First\n"
        );
        // Heap 3, at most 2 a move: the first player loses in 2 whatever
        // it takes; then the second takes the rest (1 is the first best
        // move, so the line goes on from heap 2).
        assert_eq!(
            text::<Subtraction>(b"3 2\n", Mode::Moves).unwrap(),
            "ply 1 First\n1 loss in 2\n2 loss in 2\nply 2 Second\n1 loss in 2\n2 win in 1\n"
        );
        assert!(text::<Subtraction>(b"0 3\n", Mode::Judge).is_err());
        assert!(text::<Subtraction>(b"3 101\n", Mode::Judge).is_err());
        assert!(text::<Subtraction>(b"3 2 1\n", Mode::Judge).is_err());
        assert!(text::<Subtraction>(b"9 3\n", Mode::Validate).is_ok());
        assert!(text::<Subtraction>(b"9  3\n", Mode::Validate).is_err());
        assert!(text::<Subtraction>(b"1001 3\n", Mode::Validate).is_err());
        assert!(text::<Subtraction>(b"9 11\n", Mode::Validate).is_err());
    }

    #[test]
    fn the_families_and_the_shrinker_keep_their_promises() {
        for seed in 0..200 {
            let One(random) = Subtraction::generate(Family::Random, seed, Size::default()).unwrap();
            let One(losing) = Subtraction::generate(Family::Losing, seed, Size::default()).unwrap();
            for heap in [random, losing] {
                assert!((1..=1000).contains(&heap.heap) && (1..=10).contains(&heap.take));
            }
            // Losing: a multiple of k + 1, unless the heap is at most k.
            assert!(losing.heap % (losing.take + 1) == 0 || losing.heap <= losing.take);
        }
        let sized = Size {
            rows: None,
            cols: Some(77),
        };
        assert_eq!(
            Subtraction::generate(Family::Random, 1, sized)
                .unwrap()
                .0
                .heap,
            77
        );
        let rows = Size {
            rows: Some(2),
            cols: None,
        };
        assert!(Subtraction::generate(Family::Random, 1, rows).is_err());
        let shrunk = Subtraction::shrink(&One(Heap { heap: 9, take: 3 }));
        let want = [(4, 3), (8, 3), (9, 2)].map(|(heap, take)| One(Heap { heap, take }));
        assert_eq!(shrunk, want);
        assert_eq!(
            Subtraction::shrink(&One(Heap { heap: 2, take: 1 })),
            [One(Heap { heap: 1, take: 1 })]
        );
        assert!(Subtraction::shrink(&One(Heap { heap: 1, take: 1 })).is_empty());
    }

    #[test]
    fn foreign_and_illegal_moves_are_refused() {
        let analysis =
            Subtraction::try_analyze(&Heap { heap: 5, take: 2 }, &Resources::default()).unwrap();
        let start = Subtraction::start(&analysis);
        let after = Subtraction::play(&analysis, &start, &Numbers([2])).unwrap();
        assert_eq!(after, (3, Player::Second));
        let err = Subtraction::play(&analysis, &start, &Numbers([3])).unwrap_err();
        assert_eq!(
            err.to_string(),
            "illegal move `3`: the legal moves here are 1, 2"
        );
        let end = (0, Player::First);
        let err = Subtraction::play(&analysis, &end, &Numbers([1]));
        assert!(err.is_err());
        let elsewhere = (6, Player::First);
        assert_eq!(
            Subtraction::outcome(&analysis, &elsewhere),
            Err(ForeignPosition)
        );
        let second_at_start = (5, Player::Second);
        assert!(Subtraction::move_values(&analysis, &second_at_start).is_err());
        assert!("0 1".parse::<Numbers<1>>().is_err() && "+1".parse::<Numbers<1>>().is_err());
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
