//! The solved case: the Grundy value of every position, and the queries on
//! it.

use common_io::game::{
    Ending, ForeignPosition, Grundy, IllegalMove, Line, MoveValue, Wdl, principal_variation,
};
use common_io::rules::{Nimbers, Solution};
use common_io::{OutOfMemory, Resources, Solver};

use crate::board::Board;
use crate::game::IntervalGame;
use crate::position::{Free, Interval, Move, Position, Side};
use crate::rules::IntervalRules;
use crate::segments::Table;

/// The solved case: the Grundy value of every position.
///
/// Built by [`try_analyze`] (or [`analyze`]); holds a copy of its case and
/// answers questions about any position reached from its start by
/// [`Analysis::play`].
#[derive(Clone, Debug)]
pub struct Analysis {
    board: Board,
    fingerprint: u64,
    moves: Vec<Interval>,
    solved: Solved,
}

/// Which solver filled an analysis, and its table.
#[derive(Clone, Debug)]
enum Solved {
    /// The kernel's table of segments.
    Kernel(Table),
    /// The generic Sprague–Grundy solver over the rules
    /// ([`IntervalRules`]).
    Rules(Nimbers<IntervalRules>),
}

/// The bytes the analysis of `board` allocates with the kernel: a byte a
/// segment `[l, r)` of the line up to the last right end, and the
/// intervals.
pub(crate) fn memory_needed(board: &Board) -> usize {
    Table::bytes(board)
}

/// Solves `board` within `resources`: the Grundy value of every segment
/// of the line (with the kernel) or of every position the start reaches
/// (from the rules). Refuses with [`OutOfMemory`] when the kernel's table
/// is over the memory limit (checked before anything is allocated) or
/// cannot be allocated.
///
/// Time `O(R^2 · N)` for `N` intervals and the last right end `R`.
///
/// ```
/// use interval_game::{JudgeInput, Resources, Side, try_analyze};
///
/// let input: JudgeInput = "1\n2\n1 3\n3 5\n".parse()?;
/// let analysis = try_analyze(&input.cases[0], &Resources::default())?;
/// // Two intervals that touch: two moves, and Bob makes the last.
/// assert_eq!(analysis.answer(), Side::Bob);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn try_analyze(board: &Board, resources: &Resources<'_>) -> Result<Analysis, OutOfMemory> {
    let solved = match resources.solver {
        Solver::Kernel => {
            resources.admit("the Grundy table", memory_needed(board))?;
            Solved::Kernel(Table::try_new(board)?)
        }
        Solver::Rules => Solved::Rules(Nimbers::solve(IntervalRules::new(board), resources)?),
    };
    Ok(Analysis {
        board: board.clone(),
        fingerprint: board.fingerprint(),
        moves: board.distinct(),
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
    /// The case this analysis is for.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The judge's answer: who wins with both playing optimally, Alice
    /// moving first.
    pub fn answer(&self) -> Side {
        if self.grundy_of(self.start().free) == Grundy(0) {
            Side::Bob
        } else {
            Side::Alice
        }
    }

    /// Nothing chosen, Alice to move, where every game starts: walk from it
    /// with [`Analysis::play`].
    pub fn start(&self) -> Position {
        Position {
            free: Free::between(1, self.board.reach()),
            chosen: 0,
            case: self.fingerprint,
        }
    }

    /// The Grundy value of `position`: the XOR of its free segments';
    /// [`ForeignPosition`] for a position of another case.
    pub fn grundy(&self, position: &Position) -> Result<Grundy, ForeignPosition> {
        self.check(position)?;
        Ok(self.grundy_of(position.free))
    }

    /// The value of `position` for the player to move: a win exactly when
    /// its Grundy value is not 0.
    pub fn outcome(&self, position: &Position) -> Result<Wdl, ForeignPosition> {
        Ok(self.grundy(position)?.to_move())
    }

    fn check(&self, position: &Position) -> Result<(), ForeignPosition> {
        if position.case == self.fingerprint {
            Ok(())
        } else {
            Err(ForeignPosition)
        }
    }

    /// The Grundy value of the free stretches `free` of this case.
    fn grundy_of(&self, free: Free) -> Grundy {
        match &self.solved {
            Solved::Kernel(table) => Grundy(
                free.runs()
                    .iter()
                    .map(|run| u32::from(table.get(run.left as usize, run.right as usize)))
                    .fold(0, |x, g| x ^ g),
            ),
            Solved::Rules(nimbers) => match nimbers.grundy(&free) {
                Some(g) => g,
                None => unreachable!("every position played from the start is solved"),
            },
        }
    }

    /// Every legal move of `position` with its value for the player making
    /// it, in the order the `--moves` output lists them: the intervals that
    /// meet no chosen one, by `L`, then `R` (an interval listed twice, once).
    /// A move's value is the Grundy value of the position it leaves: 0
    /// wins. Empty when no interval is left.
    ///
    /// ```
    /// use interval_game::{Grundy, Interval, JudgeInput, analyze};
    ///
    /// let input: JudgeInput = "1\n3\n1 3\n3 5\n2 4\n".parse()?;
    /// let analysis = analyze(&input.cases[0]);
    /// let values: Vec<(String, Grundy)> = analysis
    ///     .move_values(&analysis.start())?
    ///     .into_iter()
    ///     .map(|m| (m.mv.to_string(), m.value))
    ///     .collect();
    /// // [1, 3) leaves [3, 5) (one move: 1); [2, 4) leaves nothing (0).
    /// assert_eq!(values, [
    ///     ("1 3".to_string(), Grundy(1)),
    ///     ("2 4".to_string(), Grundy(0)),
    ///     ("3 5".to_string(), Grundy(1)),
    /// ]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn move_values(
        &self,
        position: &Position,
    ) -> Result<Vec<MoveValue<Move, Grundy>>, ForeignPosition> {
        self.check(position)?;
        Ok(self
            .moves
            .iter()
            .filter(|&&mv| position.free.holds(mv))
            .map(|&mv| MoveValue {
                mv,
                value: self.grundy_of(position.free.without(mv)),
            })
            .collect())
    }

    /// The position after choosing `mv`, if it is an interval of the case
    /// that meets no chosen one.
    ///
    /// ```
    /// use interval_game::{Interval, JudgeInput, analyze};
    ///
    /// let input: JudgeInput = "1\n2\n1 3\n2 4\n".parse()?;
    /// let analysis = analyze(&input.cases[0]);
    /// let after = analysis.play(&analysis.start(), &"1 3".parse()?)?;
    /// let err = analysis.play(&after, &"2 4".parse()?).unwrap_err();
    /// assert_eq!(err.to_string(), "illegal move `2 4`: the game is over");
    /// let err = analysis.play(&analysis.start(), &"1 4".parse()?).unwrap_err();
    /// assert_eq!(err.to_string(), "illegal move `1 4`: [1, 4) is not an interval of the case");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play(&self, position: &Position, mv: &Move) -> Result<Position, IllegalMove> {
        if self.check(position).is_err() {
            return Err(IllegalMove::foreign(mv));
        }
        if !self.moves.iter().any(|&i| position.free.holds(i)) {
            return Err(IllegalMove::game_over(mv));
        }
        if !self.moves.contains(mv) {
            return Err(IllegalMove::new(
                mv,
                format!("[{}, {}) is not an interval of the case", mv.left, mv.right),
            ));
        }
        if !position.free.holds(*mv) {
            return Err(IllegalMove::new(
                mv,
                format!(
                    "[{}, {}) meets an interval already chosen",
                    mv.left, mv.right
                ),
            ));
        }
        Ok(Position {
            free: position.free.without(*mv),
            chosen: position.chosen + 1,
            case: self.fingerprint,
        })
    }

    /// The optimal game from the start to the end: at each position the
    /// first of [`Analysis::move_values`] with the best value (common-io's
    /// [`principal_variation`], the game `--explain` and `--moves` show).
    /// It always ends with no interval left to choose ([`Ending::Over`]).
    pub fn principal_variation(&self) -> (Line<'_, IntervalGame>, Ending) {
        principal_variation::<IntervalGame>(self)
    }
}
