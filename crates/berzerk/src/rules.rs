//! The game stated plainly through common-io's rules layer, from the
//! statement and the board alone: the board is its rules ([`Rules`],
//! [`Loopy`] with the parents of each position, and [`Indexed`]). They
//! are the solver of `--solver rules` (the generic retrograde analysis
//! over the rules' numbers of their positions,
//! [`common_io::rules::IndexedTablebase`]) and the check of the kernel,
//! which shares nothing with them but the board and the vocabulary of
//! positions.
//!
//! The judge asks for every start (each object, either player first): the
//! rules start at a setup position ([`Position::Setup`]) whose moves are
//! those starts, so that one solve reaches them all (the setup's own
//! value means nothing); play starts at the first of them.
//!
//! ```
//! use berzerk::{Board, Position, Side};
//! use common_io::Resources;
//! use common_io::game::{Forced, GameValue, Wdl};
//! use common_io::rules::{IndexedTablebase, Solution, Tablebase};
//!
//! // The first sample: Rick moving first from object 2 loses.
//! let board: Board = "5\n2 3 2\n3 1 2 3\n".parse()?;
//! let solved = Tablebase::solve(board.clone(), &Resources::default())?;
//! let at = |object, mover| Position::At { object, mover };
//! assert_eq!(solved.outcome(&at(2, Side::Rick)).map(|v| v.wdl()), Some(Wdl::Loss));
//! // ... and from object 5, the game never ends.
//! assert_eq!(solved.outcome(&at(5, Side::Rick)), Some(Forced::Draw));
//! // The same values from the rules' numbers: 2 bytes for each of 11.
//! let indexed = IndexedTablebase::solve(board, &Resources::default())?;
//! assert_eq!(indexed.outcome(&at(2, Side::Rick)), solved.outcome(&at(2, Side::Rick)));
//! assert_eq!(indexed.bytes(), 22);
//! // An object off the circle is no position of the board.
//! assert_eq!(indexed.outcome(&at(6, Side::Rick)), None);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use common_io::game::Wdl;
use common_io::rules::{Indexed, Loopy, Rules};

use crate::board::Board;
use crate::position::{Move, Position, Side, clockwise};

impl Board {
    /// The numbers of `side`'s set, in the input's order.
    pub(crate) fn steps(&self, side: Side) -> &[u32] {
        match side {
            Side::Rick => self.rick(),
            Side::Morty => self.morty(),
        }
    }
}

impl Rules for Board {
    type Position = Position;
    type Move = Move;

    fn start(&self) -> Position {
        Position::Setup
    }

    /// At the setup, every start; then the mover's steps, in the input's
    /// order; none in the black hole.
    fn legal_moves(&self, position: &Position, moves: &mut Vec<Move>) {
        match *position {
            Position::Setup => {
                for mover in [Side::Rick, Side::Morty] {
                    moves.extend((2..=self.objects()).map(|object| Move::Start { object, mover }));
                }
            }
            Position::At { object: 1, .. } => {}
            Position::At { mover, .. } => {
                moves.extend(self.steps(mover).iter().map(|&x| Move::Step(x)))
            }
        }
    }

    fn play(&self, position: &Position, mv: &Move) -> Position {
        match (*position, *mv) {
            (_, Move::Start { object, mover }) => Position::At { object, mover },
            (Position::At { object, mover }, Move::Step(x)) => Position::At {
                object: clockwise(self.objects(), object, x),
                mover: mover.other(),
            },
            (Position::Setup, Move::Step(_)) => unreachable!("the setup's moves are starts"),
        }
    }
}

/// The monster in the black hole: the player who sent it there won, so
/// the side to move has lost. The parents of a position are the other
/// player's steps back, and the setup for a start.
impl Loopy for Board {
    fn end(&self, position: &Position) -> Option<Wdl> {
        position.is_over().then_some(Wdl::Loss)
    }

    fn parents(&self, position: &Position, parents: &mut Vec<Position>) -> bool {
        if let Position::At { object, mover } = *position {
            let n = self.objects();
            let before = mover.other();
            for &x in self.steps(before) {
                let from = if object > x {
                    object - x
                } else {
                    object + n - x
                };
                parents.push(Position::At {
                    object: from,
                    mover: before,
                });
            }
            if object != 1 {
                parents.push(Position::Setup);
            }
        }
        true
    }
}

/// The setup is 0; the monster at `object` with `mover` to move is
/// `object` for Rick, `n + object` for Morty.
impl Indexed for Board {
    fn count(&self) -> usize {
        2 * self.objects() as usize + 1
    }

    fn index(&self, position: &Position) -> usize {
        match *position {
            Position::Setup => 0,
            Position::At { object, mover } => {
                let side = usize::from(mover == Side::Morty);
                side * self.objects() as usize + object as usize
            }
        }
    }

    fn position(&self, index: usize) -> Position {
        let n = self.objects() as usize;
        match index {
            0 => Position::Setup,
            _ => Position::At {
                object: ((index - 1) % n + 1) as u32,
                mover: if index > n { Side::Morty } else { Side::Rick },
            },
        }
    }
}
