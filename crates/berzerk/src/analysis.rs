//! The solved board: the value of every position, the judge's answer, and
//! the queries.

use std::fmt;

use common_io::game::{
    Ending, Forced, ForeignPosition, GameValue, IllegalMove, Line, MoveValue, Wdl,
    principal_variation,
};
use common_io::rules::{IndexedTablebase, Solution};
use common_io::{OutOfMemory, Resources, Solver};

use crate::board::Board;
use crate::game::Berzerk;
use crate::position::{Move, Position, Side, clockwise};
use crate::retro::Table;
use crate::rules::{BerzerkRules, Place};

/// The judge's word for the first mover's result from one start: `Win`,
/// `Lose`, or `Loop` for a draw (neither can force the monster into the
/// black hole: the side that cannot win keeps the game going rather than
/// lose).
pub fn judge_word(value: Wdl) -> &'static str {
    match value {
        Wdl::Win => "Win",
        Wdl::Loss => "Lose",
        Wdl::Draw => "Loop",
    }
}

/// The judge's answer: for Rick moving first, then Morty, the value of
/// each start for the first mover, object 2 to object `n`. Its text is the
/// judge's two lines (without the last newline), in the judge's words
/// ([`judge_word`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Answer {
    /// Rick moving first, from object 2 on.
    pub rick: Vec<Wdl>,
    /// Morty moving first, from object 2 on.
    pub morty: Vec<Wdl>,
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (k, line) in [&self.rick, &self.morty].into_iter().enumerate() {
            if k > 0 {
                writeln!(f)?;
            }
            for (i, verdict) in line.iter().enumerate() {
                if i > 0 {
                    f.write_str(" ")?;
                }
                f.write_str(judge_word(*verdict))?;
            }
        }
        Ok(())
    }
}

/// The solved board: the value of every position.
#[derive(Clone, Debug)]
pub struct Analysis {
    board: Board,
    fingerprint: u64,
    solved: Solved,
}

/// Which solver filled an analysis, and its table.
#[derive(Clone, Debug)]
enum Solved {
    /// The kernel's table.
    Kernel(Table),
    /// The generic retrograde analysis over the rules ([`BerzerkRules`]),
    /// by their numbers of the positions.
    Rules(IndexedTablebase<BerzerkRules>),
}

/// The bytes the analysis of `board` allocates with the kernel: a label,
/// a counter and a queue entry a position.
pub(crate) fn memory_needed(board: &Board) -> usize {
    Table::bytes(board)
}

/// A fingerprint of the board, which positions carry so that a position
/// of another board is told apart (FNV-1a over its numbers: the same on
/// every machine).
fn fingerprint(board: &Board) -> u64 {
    std::iter::once(board.objects())
        .chain(board.rick().iter().copied())
        .chain([0])
        .chain(board.morty().iter().copied())
        .fold(0xcbf2_9ce4_8422_2325, |h, x| {
            (h ^ u64::from(x)).wrapping_mul(0x0000_0100_0000_01b3)
        })
}

/// Solves `board` within `resources`: the value of every position (every
/// object, either player to move). Refuses with [`OutOfMemory`] when the
/// kernel's tables are over the memory limit (checked before anything is
/// allocated) or cannot be allocated, or when the generic solver outgrows
/// it.
///
/// Time `O(n · (k1 + k2))`, memory 12 bytes a position with the kernel.
///
/// ```
/// use berzerk::{Board, Resources, try_analyze};
///
/// let board: Board = "5\n2 3 2\n3 1 2 3\n".parse()?;
/// let analysis = try_analyze(&board, &Resources::default())?;
/// assert_eq!(analysis.answer().to_string(), "Lose Win Win Loop\nLoop Win Win Win");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn try_analyze(board: &Board, resources: &Resources<'_>) -> Result<Analysis, OutOfMemory> {
    let solved = match resources.solver {
        Solver::Kernel => {
            resources.admit("the value table", memory_needed(board))?;
            Solved::Kernel(Table::try_new(board)?)
        }
        Solver::Rules => Solved::Rules(IndexedTablebase::solve(
            BerzerkRules::new(board),
            resources,
        )?),
    };
    Ok(Analysis {
        board: board.clone(),
        fingerprint: fingerprint(board),
        solved,
    })
}

/// Solves `board` on the current thread: [`try_analyze`], ending the
/// process as `Vec` does ([`OutOfMemory::abort`]) if the memory is not
/// there.
pub fn analyze(board: &Board) -> Analysis {
    try_analyze(board, &Resources::default()).unwrap_or_else(|e| e.abort())
}

impl Analysis {
    /// The board this analysis is for.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The judge's answer: the verdict of every start.
    pub fn answer(&self) -> Answer {
        let line = |mover| {
            (2..=self.board.objects())
                .map(|object| self.value(object, mover).wdl())
                .collect()
        };
        Answer {
            rick: line(Side::Rick),
            morty: line(Side::Morty),
        }
    }

    /// The start the optimal game of `--explain` and `--moves` is played
    /// from: the monster on object 2, Rick to move (the first verdict of
    /// the answer).
    pub fn start(&self) -> Position {
        self.position(2, Side::Rick)
    }

    /// The position of the monster on `object` (from 1 to `n`; 1 is the
    /// black hole) with `mover` to move, on this board; `None` for an
    /// object off the circle.
    pub fn at(&self, object: u32, mover: Side) -> Option<Position> {
        (1..=self.board.objects())
            .contains(&object)
            .then(|| self.position(object, mover))
    }

    fn position(&self, object: u32, mover: Side) -> Position {
        Position {
            object,
            mover,
            board: self.fingerprint,
        }
    }

    fn check(&self, position: &Position) -> Result<(), ForeignPosition> {
        if position.board == self.fingerprint {
            Ok(())
        } else {
            Err(ForeignPosition)
        }
    }

    /// The value for the side to move of the monster on `object`.
    fn value(&self, object: u32, mover: Side) -> Forced {
        match &self.solved {
            Solved::Kernel(table) => table.get(object, mover),
            Solved::Rules(tablebase) => match tablebase.outcome(&Place::At { object, mover }) {
                Some(value) => value,
                None => unreachable!("the setup reaches every position"),
            },
        }
    }

    /// The value of `position` for the side to move: a win or a loss in a
    /// number of moves (the winner hurries, the loser stalls), or a draw
    /// for a game that never ends; [`ForeignPosition`] for a position of
    /// another board.
    pub fn outcome(&self, position: &Position) -> Result<Forced, ForeignPosition> {
        self.check(position)?;
        Ok(self.value(position.object, position.mover))
    }

    /// Every legal move of `position` with its value for the player making
    /// it, in the order the `--moves` output lists them: the mover's
    /// numbers in the input's order. Empty once the monster is in the
    /// black hole.
    ///
    /// ```
    /// use berzerk::{Board, Forced, analyze};
    ///
    /// let analysis = analyze(&"5\n2 3 2\n3 1 2 3\n".parse::<Board>()?);
    /// // Rick, from object 2: 3 leads to object 5, 2 to object 4.
    /// let values: Vec<(u32, Forced)> = analysis
    ///     .move_values(&analysis.start())?
    ///     .iter()
    ///     .map(|m| (m.mv.step, m.value))
    ///     .collect();
    /// assert_eq!(values, [(3, Forced::Loss(2)), (2, Forced::Loss(2))]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn move_values(
        &self,
        position: &Position,
    ) -> Result<Vec<MoveValue<Move, Forced>>, ForeignPosition> {
        self.check(position)?;
        if position.is_over() {
            return Ok(Vec::new());
        }
        let n = self.board.objects();
        Ok(self
            .steps(position.mover)
            .iter()
            .map(|&step| {
                let to = clockwise(n, position.object, step);
                MoveValue {
                    mv: Move { step },
                    value: self.value(to, position.mover.other()).before(),
                }
            })
            .collect())
    }

    fn steps(&self, side: Side) -> &[u32] {
        match side {
            Side::Rick => self.board.rick(),
            Side::Morty => self.board.morty(),
        }
    }

    /// The position after `mv`, if it is one of the mover's numbers.
    ///
    /// ```
    /// use berzerk::{Board, Move, analyze};
    ///
    /// let analysis = analyze(&"5\n2 3 2\n3 1 2 3\n".parse::<Board>()?);
    /// let start = analysis.start();
    /// let err = analysis.play(&start, &Move { step: 1 }).unwrap_err();
    /// assert_eq!(err.to_string(), "illegal move `1`: Rick's numbers are 3 2");
    /// assert_eq!(analysis.play(&start, &Move { step: 3 })?.object(), 5);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play(&self, position: &Position, mv: &Move) -> Result<Position, IllegalMove> {
        if self.check(position).is_err() {
            return Err(IllegalMove::foreign(mv));
        }
        if position.is_over() {
            return Err(IllegalMove::game_over(mv));
        }
        let steps = self.steps(position.mover);
        if !steps.contains(&mv.step) {
            let list: Vec<String> = steps.iter().map(u32::to_string).collect();
            return Err(IllegalMove::new(
                mv,
                format!("{}'s numbers are {}", position.mover, list.join(" ")),
            ));
        }
        Ok(self.position(
            clockwise(self.board.objects(), position.object, mv.step),
            position.mover.other(),
        ))
    }

    /// The optimal game from [`Analysis::start`]: at each position the
    /// first of [`Analysis::move_values`] with the best value (common-io's
    /// [`principal_variation`], the game `--explain` and `--moves` show).
    /// It ends in the black hole ([`Ending::Over`]), or, from a start that
    /// never ends, at the first position met again.
    pub fn principal_variation(&self) -> (Line<'_, Berzerk>, Ending) {
        principal_variation::<Berzerk>(self)
    }
}
