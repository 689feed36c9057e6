//! Games played on an analysis: a line of moves from the start, the
//! optimal move of a position, and the optimal game.

use std::collections::HashMap;
use std::fmt;

use super::{ForeignPosition, Game, GameValue, IllegalMove, MoveValue, MoveValueOf};

/// A game in progress: the moves played from the start of an analysis's
/// board, and every position they went through.
///
/// ```
/// use common_io::Resources;
/// use common_io::game::{Game, Line, toy::Subtraction};
///
/// let input = Subtraction::parse(b"5 3\n")?;
/// let analysis = Subtraction::try_analyze(&Subtraction::boards(&input)[0], &Resources::default())?;
/// let moves = ["1".parse()?, "3".parse()?];
/// let line = Line::<Subtraction>::replay(&analysis, &moves)?;
/// assert_eq!(line.ply(), 2);
/// assert_eq!(line.positions().len(), 3);
/// assert!(Line::<Subtraction>::replay(&analysis, &["3".parse()?, "3".parse()?]).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Line<'a, G: Game> {
    analysis: &'a G::Analysis,
    /// The start, then the position after each move.
    positions: Vec<G::Position>,
    moves: Vec<G::Move>,
    /// Where each position first stood: after how many moves.
    seen: HashMap<G::Position, usize>,
}

impl<G: Game> Clone for Line<'_, G> {
    fn clone(&self) -> Self {
        Line {
            analysis: self.analysis,
            positions: self.positions.clone(),
            moves: self.moves.clone(),
            seen: self.seen.clone(),
        }
    }
}

impl<G: Game> fmt::Debug for Line<'_, G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Line")
            .field("positions", &self.positions)
            .field("moves", &self.moves)
            .finish_non_exhaustive()
    }
}

impl<'a, G: Game> Line<'a, G> {
    /// The game at the start of `analysis`'s board: no move played.
    pub fn new(analysis: &'a G::Analysis) -> Line<'a, G> {
        let start = G::start(analysis);
        Line {
            analysis,
            seen: HashMap::from([(start.clone(), 0)]),
            positions: vec![start],
            moves: Vec::new(),
        }
    }

    /// The game after `moves` from the start, or the first that cannot be
    /// played.
    pub fn replay(
        analysis: &'a G::Analysis,
        moves: &[G::Move],
    ) -> Result<Line<'a, G>, IllegalMove> {
        let mut line = Line::new(analysis);
        for mv in moves {
            line.play(mv)?;
        }
        Ok(line)
    }

    /// The analysis the game is played on.
    pub fn analysis(&self) -> &'a G::Analysis {
        self.analysis
    }

    /// Where the game stands now.
    pub fn position(&self) -> &G::Position {
        match self.positions.last() {
            Some(position) => position,
            None => unreachable!("a line always holds its start"),
        }
    }

    /// The start, then the position after each move.
    pub fn positions(&self) -> &[G::Position] {
        &self.positions
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[G::Move] {
        &self.moves
    }

    /// How many moves were played.
    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    /// Who moves now.
    pub fn to_move(&self) -> G::Side {
        G::to_move(self.analysis, self.position())
    }

    /// After how many moves `position` first stood in this game, if it did.
    pub fn first_seen(&self, position: &G::Position) -> Option<usize> {
        self.seen.get(position).copied()
    }

    /// Plays `mv` from the current position. Returns, when the position it
    /// leads to stood earlier in the game, after how many moves it first did.
    pub fn play(&mut self, mv: &G::Move) -> Result<Option<usize>, IllegalMove> {
        let next = G::play(self.analysis, self.position(), mv)?;
        let ply = self.moves.len() + 1;
        let before = *self.seen.entry(next.clone()).or_insert(ply);
        self.positions.push(next);
        self.moves.push(mv.clone());
        Ok((before != ply).then_some(before))
    }

    /// Every legal move of the current position with its value.
    pub fn move_values(&self) -> Vec<MoveValueOf<G>> {
        match G::move_values(self.analysis, self.position()) {
            Ok(values) => values,
            Err(ForeignPosition) => unreachable!("a line's positions are its analysis's"),
        }
    }
}

/// How an optimal game ([`principal_variation`]) ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// The last position has no legal move: the game is over.
    Over,
    /// The last move brought back the position that first stood after
    /// `after` moves (0: the start): optimal play repeats the moves in
    /// between forever (a draw that never ends).
    Repetition {
        /// After how many moves the repeated position first stood.
        after: usize,
    },
}

/// The optimal move of `position`: the first of its
/// [`Game::move_values`] with the greatest value for the side to move
/// ([`GameValue::compare`]); `None` once the game is over.
pub fn best_move<G: Game>(
    analysis: &G::Analysis,
    position: &G::Position,
) -> Result<Option<MoveValueOf<G>>, ForeignPosition> {
    Ok(first_best(G::move_values(analysis, position)?))
}

/// The first of `values` with the greatest value (a later one replaces it
/// only when strictly better).
fn first_best<M, V: GameValue>(values: Vec<MoveValue<M, V>>) -> Option<MoveValue<M, V>> {
    values.into_iter().reduce(|best, next| {
        if next.value.compare(&best.value).is_gt() {
            next
        } else {
            best
        }
    })
}

/// The optimal game from the start: both sides play [`best_move`] until
/// the game is over, or (a game that never ends) until a move brings back
/// an earlier position.
pub fn principal_variation<G: Game>(analysis: &G::Analysis) -> (Line<'_, G>, Ending) {
    match walk_optimal::<G, ()>(analysis, |_, _| Ok(())) {
        Ok(game) => game,
        Err(()) => unreachable!("the visit never fails"),
    }
}

/// [`principal_variation`], calling `visit` with the game so far and the
/// values of every legal move before each move is played.
pub(crate) fn walk_optimal<'a, G: Game, E>(
    analysis: &'a G::Analysis,
    mut visit: impl FnMut(&Line<'a, G>, &[MoveValueOf<G>]) -> Result<(), E>,
) -> Result<(Line<'a, G>, Ending), E> {
    let mut line = Line::new(analysis);
    loop {
        let values = line.move_values();
        visit(&line, &values)?;
        let Some(best) = first_best(values) else {
            return Ok((line, Ending::Over));
        };
        match line.play(&best.mv) {
            Ok(None) => {}
            Ok(Some(after)) => return Ok((line, Ending::Repetition { after })),
            Err(e) => unreachable!("a listed move is legal: {e}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Resources;
    use crate::game::toy::Subtraction;

    #[test]
    fn the_optimal_game_takes_the_first_best_move_until_the_end() {
        let input = Subtraction::parse(b"9 3\n").unwrap();
        let board = &Subtraction::boards(&input)[0];
        let analysis = Subtraction::try_analyze(board, &Resources::default()).unwrap();
        let (line, ending) = principal_variation::<Subtraction>(&analysis);
        assert_eq!(ending, Ending::Over);
        // 9, at most 3 a move: take 1 (to 8), then answer every move with a
        // multiple of 4; the losing side takes 1 (the first of equals).
        let moves: Vec<String> = line.moves().iter().map(ToString::to_string).collect();
        assert_eq!(moves, ["1", "1", "3", "1", "3"]);
        assert_eq!(line.first_seen(&line.positions()[2]), Some(2));
        assert!(
            best_move::<Subtraction>(&analysis, line.position())
                .unwrap()
                .is_none()
        );
    }
}
