//! Values of positions and moves, and the errors of play.

use std::cmp::Ordering;
use std::fmt::{self, Debug, Display};
use std::ops::Neg;

/// A result from one side's view: a win, a draw or a loss (with the
/// feature `serde`: `"win"`, `"draw"`, `"loss"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Wdl {
    /// The side loses.
    Loss,
    /// Neither side can force a win (a tie, or equal scores).
    Draw,
    /// The side wins.
    Win,
}

impl Wdl {
    /// The same result from the other side's view.
    pub fn flip(self) -> Wdl {
        match self {
            Wdl::Loss => Wdl::Win,
            Wdl::Draw => Wdl::Draw,
            Wdl::Win => Wdl::Loss,
        }
    }
}

impl Display for Wdl {
    /// `win`, `draw` or `loss`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Wdl::Loss => "loss",
            Wdl::Draw => "draw",
            Wdl::Win => "win",
        })
    }
}

/// A position is won or lost by the side to move, as a value of its own
/// (an impartial game's position with a Grundy value: not 0 is a win); a
/// win is better than a draw, a draw than a loss.
impl GameValue for Wdl {
    const KIND: ValueKind = ValueKind::Wdl;

    fn wdl(&self) -> Wdl {
        *self
    }

    fn compare(&self, other: &Wdl) -> Ordering {
        self.cmp(other)
    }
}

/// The same result from the other side's view ([`Wdl::flip`]).
impl Neg for Wdl {
    type Output = Wdl;

    fn neg(self) -> Wdl {
        self.flip()
    }
}

/// A win or a loss in a number of moves, or a draw: the value of a position
/// or a move in a game whose winner takes the shortest win and whose loser
/// the longest loss (retrograde analysis, [`crate::rules::Loopy`]).
///
/// A distance counts the moves of both sides to the end of the game under
/// optimal play: `Win(0)` and `Loss(0)` are games already over. A draw is a
/// game neither side can force to a win, one that never ends or one the
/// rules end in a draw.
///
/// ```
/// use common_io::game::{Forced, GameValue, Wdl};
///
/// assert_eq!(Forced::Win(3).to_string(), "win in 3");
/// // The winner hurries, the loser stalls, and a draw beats a loss.
/// assert!(Forced::Win(1).compare(&Forced::Win(3)).is_gt());
/// assert!(Forced::Loss(5).compare(&Forced::Loss(3)).is_gt());
/// assert!(Forced::Draw.compare(&Forced::Loss(9)).is_gt());
/// // A position lost in 4 for the side to move is won in 5 by the move
/// // that led to it.
/// assert_eq!(Forced::Loss(4).before(), Forced::Win(5));
/// assert_eq!((-Forced::Win(2)).wdl(), Wdl::Loss);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Forced {
    /// The side wins, in this many moves.
    Win(u32),
    /// Neither side can force a win.
    Draw,
    /// The side loses, in this many moves.
    Loss(u32),
}

impl Forced {
    /// The value for the side that made the move into a position of this
    /// value (for the side to move there): the other side's view, one move
    /// more.
    ///
    /// # Panics
    ///
    /// If the distance is `u32::MAX` (no game of the workspace comes near).
    pub fn before(self) -> Forced {
        (-self).later(1)
    }

    /// The same result `moves` moves further from the end (a distance
    /// counted from `moves` moves earlier in the game).
    ///
    /// # Panics
    ///
    /// If the distance passes `u32::MAX`.
    pub fn later(self, moves: u32) -> Forced {
        let add = |d: u32| match d.checked_add(moves) {
            Some(sum) => sum,
            None => unreachable!("a game of more than 2^32 moves"),
        };
        match self {
            Forced::Win(d) => Forced::Win(add(d)),
            Forced::Draw => Forced::Draw,
            Forced::Loss(d) => Forced::Loss(add(d)),
        }
    }
}

/// The same result seen from the other side: a win in `k` is a loss in `k`.
impl Neg for Forced {
    type Output = Forced;

    fn neg(self) -> Forced {
        match self {
            Forced::Win(d) => Forced::Loss(d),
            Forced::Draw => Forced::Draw,
            Forced::Loss(d) => Forced::Win(d),
        }
    }
}

impl Display for Forced {
    /// `win in 3`, `draw` or `loss in 3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Forced::Win(d) => write!(f, "win in {d}"),
            Forced::Draw => f.write_str("draw"),
            Forced::Loss(d) => write!(f, "loss in {d}"),
        }
    }
}

impl GameValue for Forced {
    const KIND: ValueKind = ValueKind::Forced;

    fn wdl(&self) -> Wdl {
        match self {
            Forced::Win(_) => Wdl::Win,
            Forced::Draw => Wdl::Draw,
            Forced::Loss(_) => Wdl::Loss,
        }
    }

    fn distance(&self) -> Option<u32> {
        match self {
            Forced::Win(d) | Forced::Loss(d) => Some(*d),
            Forced::Draw => None,
        }
    }

    fn compare(&self, other: &Forced) -> Ordering {
        // A key that grows with the value: wins by fewest moves, losses by
        // most.
        let key = |value: &Forced| match *value {
            Forced::Win(d) => (2, -i64::from(d)),
            Forced::Draw => (1, 0),
            Forced::Loss(d) => (0, i64::from(d)),
        };
        key(self).cmp(&key(other))
    }
}

/// A side's score minus the other side's, both playing optimally: the value
/// of a position or a move in a zero-sum scoring game
/// ([`crate::rules::Scoring`]). Positive is a win, 0 a draw.
///
/// ```
/// use common_io::game::{GameValue, Score, Wdl};
///
/// assert_eq!(Score(3).wdl(), Wdl::Win);
/// assert_eq!(Score(-3).to_string(), "-3");
/// assert_eq!(Score(3).to_string(), "+3");
/// assert!(Score(0).compare(&Score(-1)).is_gt());
/// assert_eq!(-Score(3), Score(-3));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Score(pub i64);

impl Display for Score {
    /// `+3`, `0` or `-3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 == 0 {
            f.write_str("0")
        } else {
            write!(f, "{:+}", self.0)
        }
    }
}

/// The same score seen by the other side.
impl Neg for Score {
    type Output = Score;

    fn neg(self) -> Score {
        Score(-self.0)
    }
}

impl GameValue for Score {
    const KIND: ValueKind = ValueKind::Score;

    fn wdl(&self) -> Wdl {
        match self.0.cmp(&0) {
            Ordering::Greater => Wdl::Win,
            Ordering::Equal => Wdl::Draw,
            Ordering::Less => Wdl::Loss,
        }
    }

    fn number(&self) -> Option<i64> {
        Some(self.0)
    }

    fn compare(&self, other: &Score) -> Ordering {
        self.0.cmp(&other.0)
    }
}

/// The Grundy value (nimber) of a position of an impartial game under
/// normal play ([`crate::rules::Impartial`]): the side to move wins
/// exactly when it is not 0, and a sum of independent games has the XOR
/// of its parts' values.
///
/// As a move's value ([`GameValue`]) it is the Grundy value of the whole
/// position the move leaves, for the side making the move: 0 is a win
/// (the opponent faces a lost position) and better than any other number,
/// which are all as bad as each other.
///
/// ```
/// use common_io::game::{GameValue, Grundy, Wdl};
///
/// assert_eq!(Grundy(0).wdl(), Wdl::Win);
/// assert_eq!(Grundy(3).wdl(), Wdl::Loss);
/// assert!(Grundy(0).compare(&Grundy(3)).is_gt());
/// assert!(Grundy(1).compare(&Grundy(3)).is_eq());
/// assert_eq!(Grundy(5) ^ Grundy(3), Grundy(6));
/// assert_eq!(Grundy(6).to_move(), Wdl::Win);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Grundy(pub u32);

impl Grundy {
    /// What a position of this Grundy value is for the side to move there:
    /// a win unless it is 0.
    pub fn to_move(self) -> Wdl {
        if self.0 == 0 { Wdl::Loss } else { Wdl::Win }
    }
}

/// The value of the sum of two independent games.
impl std::ops::BitXor for Grundy {
    type Output = Grundy;

    fn bitxor(self, other: Grundy) -> Grundy {
        Grundy(self.0 ^ other.0)
    }
}

impl std::ops::BitXorAssign for Grundy {
    fn bitxor_assign(&mut self, other: Grundy) {
        self.0 ^= other.0;
    }
}

/// The number.
impl Display for Grundy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl GameValue for Grundy {
    const KIND: ValueKind = ValueKind::Grundy;

    /// For the side making the move: a win when it leaves 0.
    fn wdl(&self) -> Wdl {
        self.to_move().flip()
    }

    fn number(&self) -> Option<i64> {
        Some(i64::from(self.0))
    }

    fn compare(&self, other: &Grundy) -> Ordering {
        self.wdl().cmp(&other.wdl())
    }
}

/// The value of a position or a move, from the view of one side (the side
/// to move, or the side making the move).
///
/// `Display` reads naturally (`win in 3`, `+12`, `loss`); the order of
/// [`GameValue::compare`] is the side's preference.
pub trait GameValue: Clone + Eq + Debug + Display + Send + Sync {
    /// Which of the four kinds of value it is.
    const KIND: ValueKind;

    /// Win, draw or loss for the side.
    fn wdl(&self) -> Wdl;

    /// The number the value is, for the kinds that are one: a
    /// [`Score`]'s difference and a [`Grundy`] value; `None` for the
    /// others.
    fn number(&self) -> Option<i64> {
        None
    }

    /// The number of moves to the end of the game under optimal play, for
    /// games that count them (`None` for the others, and for a draw that
    /// never ends).
    fn distance(&self) -> Option<u32> {
        None
    }

    /// How the side ranks `self` against `other`: `Greater` when `self`
    /// is better for it. Values the side does not tell apart are `Equal`
    /// (two losing moves of a game without distances), so this is not
    /// `Ord`.
    fn compare(&self, other: &Self) -> Ordering;
}

/// The kinds of value, one a type ([`GameValue::KIND`]): what a tool
/// shows of a value without reading its text (with the feature `serde`:
/// `"wdl"`, `"forced"`, `"score"`, `"grundy"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum ValueKind {
    /// [`Wdl`]: win, draw or loss.
    Wdl,
    /// [`Forced`]: a win or a loss in a number of moves, or a draw.
    Forced,
    /// [`Score`]: a side's score minus the other's ([`GameValue::number`]).
    Score,
    /// [`Grundy`]: a Grundy value ([`GameValue::number`]).
    Grundy,
}

/// A legal move with its value for the side making it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveValue<M, V> {
    /// The move.
    pub mv: M,
    /// What the move is worth to the side making it, both sides playing
    /// optimally afterwards.
    pub value: V,
}

/// A position that is not one of the analysis's board: made by another
/// analysis, of another board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ForeignPosition;

impl Display for ForeignPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the position is not one of this board's")
    }
}

impl std::error::Error for ForeignPosition {}

/// A move that cannot be played in a position, and why.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IllegalMove {
    /// The move, as text (1-based).
    pub mv: String,
    /// Why it cannot be played: `"the cell is not open"`.
    pub reason: String,
}

impl IllegalMove {
    /// `mv` cannot be played, for `reason`.
    pub fn new(mv: &impl Display, reason: impl Into<String>) -> IllegalMove {
        IllegalMove {
            mv: mv.to_string(),
            reason: reason.into(),
        }
    }

    /// `mv` cannot be played: the game is over.
    pub fn game_over(mv: &impl Display) -> IllegalMove {
        IllegalMove::new(mv, "the game is over")
    }

    /// `mv` cannot be played: the position is not one of the board's.
    pub fn foreign(mv: &impl Display) -> IllegalMove {
        IllegalMove::new(mv, ForeignPosition.to_string())
    }
}

impl Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move `{}`: {}", self.mv, self.reason)
    }
}

impl std::error::Error for IllegalMove {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wdl_orders_and_flips() {
        assert!(Wdl::Win > Wdl::Draw && Wdl::Draw > Wdl::Loss);
        assert_eq!(Wdl::Win.flip(), Wdl::Loss);
        assert_eq!(Wdl::Draw.flip(), Wdl::Draw);
        assert_eq!(Wdl::Loss.to_string(), "loss");
    }

    #[test]
    fn errors_read_as_sentences() {
        assert_eq!(
            IllegalMove::new(&"2 3", "the cell is not open").to_string(),
            "illegal move `2 3`: the cell is not open"
        );
        assert_eq!(
            IllegalMove::foreign(&"1 1").to_string(),
            "illegal move `1 1`: the position is not one of this board's"
        );
    }
}
