//! Values of positions and moves, and the errors of play.

use std::cmp::Ordering;
use std::fmt::{self, Debug, Display};

/// A result from one side's view: a win, a draw or a loss.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
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

/// The value of a position or a move, from the view of one side (the side
/// to move, or the side making the move).
///
/// `Display` reads naturally (`win in 3`, `+12`, `loss`); the order of
/// [`GameValue::compare`] is the side's preference.
pub trait GameValue: Clone + Eq + Debug + Display + Send + Sync {
    /// Win, draw or loss for the side.
    fn wdl(&self) -> Wdl;

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
