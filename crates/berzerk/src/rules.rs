//! The game stated plainly through common-io's rules layer, from the
//! statement and the board alone: the solver of `--solver rules` (the
//! generic retrograde analysis over the rules' numbers of their positions,
//! [`common_io::rules::IndexedTablebase`]), and the check of the kernel,
//! which shares nothing with it but the board and the vocabulary of
//! positions.
//!
//! The judge asks for every start (each object, either player first): the
//! rules start at a setup position whose moves are those starts, so that
//! one solve reaches them all (the setup's own value means nothing).
//!
//! ```
//! use berzerk::rules::{BerzerkRules, Place};
//! use berzerk::{Board, Side};
//! use common_io::Resources;
//! use common_io::game::{Forced, GameValue, Wdl};
//! use common_io::rules::{IndexedTablebase, Solution, Tablebase};
//!
//! // The first sample: Rick moving first from object 2 loses.
//! let board: Board = "5\n2 3 2\n3 1 2 3\n".parse()?;
//! let solved = Tablebase::solve(BerzerkRules::new(&board), &Resources::default())?;
//! let at = |object, mover| Place::At { object, mover };
//! assert_eq!(solved.outcome(&at(2, Side::Rick)).map(|v| v.wdl()), Some(Wdl::Loss));
//! // ... and from object 5, the game never ends.
//! assert_eq!(solved.outcome(&at(5, Side::Rick)), Some(Forced::Draw));
//! // The same values from the rules' numbers: 2 bytes for each of 11.
//! let indexed = IndexedTablebase::solve(BerzerkRules::new(&board), &Resources::default())?;
//! assert_eq!(indexed.outcome(&at(2, Side::Rick)), solved.outcome(&at(2, Side::Rick)));
//! assert_eq!(indexed.bytes(), 22);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use common_io::game::Wdl;
use common_io::rules::{Indexed, Loopy, Rules};

use crate::board::Board;
use crate::position::{Side, clockwise};

/// Berzerk on one board, stated through the rules layer ([`Rules`] and
/// [`Loopy`], with the parents of each position).
#[derive(Clone, Debug)]
pub struct BerzerkRules {
    board: Board,
}

impl BerzerkRules {
    /// The rules of `board`.
    pub fn new(board: &Board) -> BerzerkRules {
        BerzerkRules {
            board: board.clone(),
        }
    }

    fn steps(&self, side: Side) -> &[u32] {
        match side {
            Side::Rick => self.board.rick(),
            Side::Morty => self.board.morty(),
        }
    }
}

/// A position of the rules: the setup before a start is chosen, or the
/// monster on an object with a player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// Before the game: its moves choose the start.
    Setup,
    /// The monster on `object` (1 the black hole), `mover` to move.
    At {
        /// The object, from 1.
        object: u32,
        /// Who moves.
        mover: Side,
    },
}

/// A move of the rules: a start chosen at the setup, or a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// The game starts with the monster on `object`, `mover` first.
    Start {
        /// The object, from 2.
        object: u32,
        /// Who moves first.
        mover: Side,
    },
    /// The monster sent this many objects clockwise.
    Step(u32),
}

impl Rules for BerzerkRules {
    type Position = Place;
    type Move = Action;

    fn start(&self) -> Place {
        Place::Setup
    }

    /// At the setup, every start; then the mover's steps, in the input's
    /// order.
    fn legal_moves(&self, place: &Place, moves: &mut Vec<Action>) {
        match *place {
            Place::Setup => {
                for mover in [Side::Rick, Side::Morty] {
                    for object in 2..=self.board.objects() {
                        moves.push(Action::Start { object, mover });
                    }
                }
            }
            Place::At { mover, .. } => {
                moves.extend(self.steps(mover).iter().map(|&x| Action::Step(x)))
            }
        }
    }

    fn play(&self, place: &Place, mv: &Action) -> Place {
        match (*place, *mv) {
            (_, Action::Start { object, mover }) => Place::At { object, mover },
            (Place::At { object, mover }, Action::Step(x)) => Place::At {
                object: clockwise(self.board.objects(), object, x),
                mover: mover.other(),
            },
            (Place::Setup, Action::Step(_)) => unreachable!("the setup's moves are starts"),
        }
    }
}

/// The monster in the black hole: the player who sent it there won, so
/// the side to move has lost. The parents of a place are the other
/// player's steps back, and the setup for a start.
impl Loopy for BerzerkRules {
    fn end(&self, place: &Place) -> Option<Wdl> {
        match place {
            Place::At { object: 1, .. } => Some(Wdl::Loss),
            _ => None,
        }
    }

    fn parents(&self, place: &Place, parents: &mut Vec<Place>) -> bool {
        if let Place::At { object, mover } = *place {
            let n = self.board.objects();
            let before = mover.other();
            for &x in self.steps(before) {
                let from = (object - 1 + n - x) % n + 1;
                parents.push(Place::At {
                    object: from,
                    mover: before,
                });
            }
            if object != 1 {
                parents.push(Place::Setup);
            }
        }
        true
    }
}

/// The setup is 0; the monster at `object` with `mover` to move is
/// `object` for Rick, `n + object` for Morty.
impl Indexed for BerzerkRules {
    fn count(&self) -> usize {
        2 * self.board.objects() as usize + 1
    }

    fn index(&self, place: &Place) -> usize {
        match *place {
            Place::Setup => 0,
            Place::At { object, mover } => {
                let side = usize::from(mover == Side::Morty);
                side * self.board.objects() as usize + object as usize
            }
        }
    }

    fn position(&self, index: usize) -> Place {
        let n = self.board.objects() as usize;
        match index {
            0 => Place::Setup,
            _ => Place::At {
                object: ((index - 1) % n + 1) as u32,
                mover: if index > n { Side::Morty } else { Side::Rick },
            },
        }
    }
}
