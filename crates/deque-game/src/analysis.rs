//! The solved game: the value of every position, and the queries on it.

use common_io::game::{
    Ending, ForeignPosition, IllegalMove, Line, MoveValue, Score, principal_variation,
};
use common_io::rules::{Scores, Solution};
use common_io::{OutOfMemory, Resources, Solver};

use crate::board::Board;
use crate::game::DequeGame;
use crate::interval::{self, Table};
use crate::position::{Move, Position};
use crate::rules::DequeRules;

/// The solved game: the value of every position of the row.
///
/// Built by [`try_analyze`] (or [`analyze`]); holds a copy of its board
/// and answers questions about any position of the row's length: every
/// stretch of the row is reachable from the whole row.
#[derive(Clone, Debug)]
pub struct Analysis {
    board: Board,
    solved: Solved,
}

/// Which solver filled an analysis, and its table.
#[derive(Clone, Debug)]
enum Solved {
    /// The kernel's table, by length.
    Kernel(Table),
    /// The generic negamax over the rules ([`DequeRules`]).
    Rules(Scores<DequeRules>),
}

/// The bytes the analysis of `board` allocates with the kernel: one `i64`
/// a stretch, `N (N + 1) / 2` of them (and at least the judge's answer's
/// rows, [`row_bytes`], which are larger for rows of up to 3 numbers).
pub(crate) fn memory_needed(board: &Board) -> usize {
    Table::bytes(board.len()).max(row_bytes(board))
}

/// The bytes of the judge's answer with the kernel: two rows of `N + 1`
/// values.
fn row_bytes(board: &Board) -> usize {
    (board.len() + 1).saturating_mul(2 * std::mem::size_of::<i64>())
}

/// Solves `board` within `resources`: the value of every position under
/// optimal play. Refuses with [`OutOfMemory`] when the analysis needs more
/// than the memory limit (checked before anything is allocated, against
/// the bound of `DequeGame::memory_needed`) or when the table cannot be
/// allocated.
///
/// Time `O(N^2)`, memory one `i64` per stretch of the row.
///
/// ```
/// use deque_game::{Board, Resources, try_analyze};
///
/// let board: Board = "4\n10 80 90 30\n".parse()?;
/// let analysis = try_analyze(&board, &Resources::default())?;
/// assert_eq!(analysis.answer(), 10);
/// // 40 bytes are not enough for its 10 values: refused before allocating.
/// let small = Resources::default().with_memory_limit(40);
/// assert!(try_analyze(&board, &small).unwrap_err().to_string().contains("over the limit"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn try_analyze(board: &Board, resources: &Resources<'_>) -> Result<Analysis, OutOfMemory> {
    let solved = match resources.solver {
        Solver::Kernel => {
            resources.admit("the value table", memory_needed(board))?;
            Solved::Kernel(Table::try_new(board)?)
        }
        Solver::Rules => Solved::Rules(Scores::solve(DequeRules::new(board), resources)?),
    };
    Ok(Analysis {
        board: board.clone(),
        solved,
    })
}

/// Solves `board` on the current thread: [`try_analyze`], ending the
/// process as `Vec` does ([`OutOfMemory::abort`]) if the memory is not
/// there.
pub fn analyze(board: &Board) -> Analysis {
    try_analyze(board, &Resources::default()).unwrap_or_else(|e| e.abort())
}

/// The judge's answer for `board` within `resources`: with the kernel, the
/// values of one length at a time (`O(N)` memory); from the rules, the
/// generic solver's whole analysis.
pub(crate) fn answer(board: &Board, resources: &Resources<'_>) -> Result<i64, OutOfMemory> {
    match resources.solver {
        Solver::Kernel => {
            resources.admit("the value table", row_bytes(board))?;
            interval::answer(board)
        }
        Solver::Rules => Ok(try_analyze(board, resources)?.answer()),
    }
}

impl Analysis {
    /// The board this analysis is for.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The judge's answer: Taro's total minus Jiro's under optimal play
    /// from the whole row (the start's value for Taro).
    pub fn answer(&self) -> i64 {
        self.value_of(&self.start()).0
    }

    /// The whole row, Taro to move, where every game starts: walk from it
    /// with [`Analysis::play`] to reach any position.
    pub fn start(&self) -> Position {
        match Position::start(self.board.len()) {
            Some(position) => position,
            None => unreachable!("a board's length is within the limits"),
        }
    }

    /// The value of `position` for the player to move: their total minus
    /// the other's over the numbers still there, under optimal play;
    /// [`ForeignPosition`] for a position of a row of another length.
    pub fn outcome(&self, position: &Position) -> Result<Score, ForeignPosition> {
        self.check(position)?;
        Ok(self.value_of(position))
    }

    /// `Ok` for a position of a row of this board's length.
    fn check(&self, position: &Position) -> Result<(), ForeignPosition> {
        if position.len() == self.board.len() {
            Ok(())
        } else {
            Err(ForeignPosition)
        }
    }

    /// The value of a position of this board for the player to move.
    fn value_of(&self, position: &Position) -> Score {
        match &self.solved {
            Solved::Kernel(table) => {
                let left = position.remaining();
                Score(table.value(left.start, left.end))
            }
            Solved::Rules(scores) => match scores.outcome(position) {
                Some(score) => score,
                None => unreachable!("every stretch of the row is reachable"),
            },
        }
    }

    /// Every legal move of `position` with its value for the player making
    /// it, in the order the `--moves` output lists them: the first number
    /// left, then the last (one move when one number is left). Empty when
    /// the row is empty.
    ///
    /// A move's [`Score`] is the number taken, minus the value of what it
    /// leaves for the other player. The best of them is
    /// [`Analysis::outcome`]`(position)`.
    ///
    /// ```
    /// use deque_game::{Board, Move, MoveValue, Score, analyze};
    ///
    /// // The first sample: 10 80 90 30.
    /// let analysis = analyze(&"4\n10 80 90 30\n".parse::<Board>()?);
    /// let start = analysis.start();
    /// // Taking 10 leaves Jiro 80 90 30, worth 20 to him (he takes 80,
    /// // Taro 90, he 30): 10 - 20. Taking 30 leaves him 10 80 90, worth
    /// // 20 too (he takes 90, Taro 80, he 10): 30 - 20, the best.
    /// assert_eq!(
    ///     analysis.move_values(&start)?,
    ///     [
    ///         MoveValue { mv: Move { index: 0 }, value: Score(-10) },
    ///         MoveValue { mv: Move { index: 3 }, value: Score(10) },
    ///     ]
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn move_values(
        &self,
        position: &Position,
    ) -> Result<Vec<MoveValue<Move, Score>>, ForeignPosition> {
        self.check(position)?;
        Ok(position
            .moves()
            .map(|mv| {
                let next = match position.take(mv) {
                    Some(next) => next,
                    None => unreachable!("a listed move can be played"),
                };
                MoveValue {
                    mv,
                    value: Score(self.board.values()[mv.index] - self.value_of(&next).0),
                }
            })
            .collect())
    }

    /// The position after `mv`, if it takes a number at one end of
    /// `position`'s row.
    ///
    /// ```
    /// use deque_game::{Board, Move, analyze};
    ///
    /// let analysis = analyze(&"3\n10 100 10\n".parse::<Board>()?);
    /// let start = analysis.start();
    /// let err = analysis.play(&start, &"2".parse::<Move>()?).unwrap_err();
    /// assert_eq!(err.to_string(), "illegal move `2`: take the number at 1 or at 3");
    /// let after = analysis.play(&start, &"3".parse::<Move>()?)?;
    /// assert_eq!(after.remaining(), 0..2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play(&self, position: &Position, mv: &Move) -> Result<Position, IllegalMove> {
        if self.check(position).is_err() {
            return Err(IllegalMove::foreign(mv));
        }
        if position.is_over() {
            return Err(IllegalMove::game_over(mv));
        }
        position.take(*mv).ok_or_else(|| {
            let left = position.remaining();
            let ends = if left.len() == 1 {
                format!("take the number at {}", left.start + 1)
            } else {
                format!("take the number at {} or at {}", left.start + 1, left.end)
            };
            IllegalMove::new(mv, ends)
        })
    }

    /// The optimal game from the whole row to the empty one: at each
    /// position the first of [`Analysis::move_values`] with the best value
    /// (common-io's [`principal_variation`], the game `--explain` and
    /// `--moves` show). It always ends with the row empty
    /// ([`Ending::Over`]).
    pub fn principal_variation(&self) -> (Line<'_, DequeGame>, Ending) {
        principal_variation::<DequeGame>(self)
    }
}
