//! Shrinking a failing judge file: smaller valid files that may still
//! fail, the most promising first.

use common_io::game::{Cut, cuts};

use crate::{Board, Cell, JudgeInput};

/// Strictly smaller valid judge files derived from `file`, the most
/// promising first: each board alone, each board left out, then for each
/// board the candidates of [`shrink_board`]. "Smaller" means fewer boards,
/// or as many boards and fewer cells in all, or as many cells and fewer
/// obstacles, or as many of both and the pieces nearer the top-left corner
/// (a smaller sum of their rows and columns), so repeatedly taking a
/// candidate always ends.
pub fn shrink(file: &JudgeInput) -> Vec<JudgeInput> {
    let id = file.id;
    let mut out: Vec<JudgeInput> = Vec::new();
    let mut push = |boards: Vec<Board>| {
        let smaller = JudgeInput { id, boards };
        if !out.contains(&smaller) {
            out.push(smaller);
        }
    };
    let count = file.boards.len();
    if count > 1 {
        for board in &file.boards {
            push(vec![board.clone()]);
        }
        if count > 2 {
            for k in 0..count {
                let mut rest = file.boards.clone();
                rest.remove(k);
                push(rest);
            }
        }
    }
    for (k, board) in file.boards.iter().enumerate() {
        for smaller in shrink_board(board) {
            let mut boards = file.boards.clone();
            boards[k] = smaller;
            push(boards);
        }
    }
    out
}

/// Strictly smaller valid boards derived from `board`: the pieces' bounding
/// box, then the cuts of [`cuts`] that keep every piece (half the
/// rows or columns at once, then quarters, ..., then single rows and
/// columns), all obstacles removed, each obstacle removed, then each piece
/// moved one cell up or left onto a free cell (which gathers the pieces so
/// that rows and columns become free to cut). "Smaller" means fewer cells,
/// or as many cells and fewer obstacles, or as many of both and a smaller
/// sum of the pieces' rows and columns.
pub fn shrink_board(board: &Board) -> Vec<Board> {
    let (rows, cols) = (board.rows(), board.cols());
    let [a, b] = board.reds();
    let black = board.black();
    let pieces = [a, b, black];
    let obstacles = board.obstacles();
    let mut out: Vec<Board> = Vec::new();
    let mut push = |board: Option<Board>| {
        if let Some(board) = board
            && !out.contains(&board)
        {
            out.push(board);
        }
    };
    let bounds = |pick: fn(&Cell) -> usize| {
        let lo = pieces.iter().map(pick).min().unwrap_or(0);
        let hi = pieces.iter().map(pick).max().unwrap_or(0);
        (lo..=hi).collect::<Vec<usize>>()
    };
    let bounding_box = Cut {
        rows: bounds(|c| c.row),
        cols: bounds(|c| c.col),
    };
    let cuts = std::iter::once(bounding_box)
        .filter(|cut| cut.rows.len() * cut.cols.len() < rows * cols)
        .chain(cuts(rows, cols));
    for cut in cuts {
        let [a, b, black] = pieces.map(|p| cut.map(p.row, p.col).map(|(r, c)| Cell::new(r, c)));
        let (Some(a), Some(b), Some(black)) = (a, b, black) else {
            continue; // the cut loses a piece
        };
        let kept = cut.apply(&obstacles, cols);
        push(Board::new(cut.rows.len(), cut.cols.len(), kept, [a, b], black).ok());
    }
    let walls: Vec<usize> = (0..obstacles.len()).filter(|&i| obstacles[i]).collect();
    if walls.len() > 1 {
        push(Board::new(rows, cols, vec![false; rows * cols], [a, b], black).ok());
    }
    for i in walls {
        let mut fewer = obstacles.to_vec();
        fewer[i] = false;
        push(Board::new(rows, cols, fewer, [a, b], black).ok());
    }
    for piece in pieces {
        let up = piece
            .row
            .checked_sub(1)
            .map(|row| Cell::new(row, piece.col));
        let left = piece
            .col
            .checked_sub(1)
            .map(|col| Cell::new(piece.row, col));
        for to in [up, left].into_iter().flatten() {
            if !board.is_free(to) || pieces.contains(&to) {
                continue;
            }
            let [a, b, black] = pieces.map(|p| if p == piece { to } else { p });
            push(Board::new(rows, cols, obstacles.to_vec(), [a, b], black).ok());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use common_io::game::{Families as _, Game, Size};

    use super::*;
    use crate::generator::{Family, generate};

    /// The measure shrinking lowers, compared in this order.
    fn size(file: &JudgeInput) -> (usize, usize, usize, usize) {
        let cells = file.boards.iter().map(|b| b.rows() * b.cols()).sum();
        let walls = file
            .boards
            .iter()
            .map(|b| b.obstacles().iter().filter(|&&o| o).count())
            .sum();
        let spread = file
            .boards
            .iter()
            .flat_map(|b| {
                let [a, c] = b.reds();
                [a, c, b.black()]
            })
            .map(|p| p.row + p.col)
            .sum();
        (file.boards.len(), cells, walls, spread)
    }

    fn parse(text: &str) -> JudgeInput {
        text.parse().unwrap_or_else(|e| panic!("{e}\n{text}"))
    }

    /// A generated file as judge text.
    fn text(family: Family, seed: u64, size: Size) -> Result<String, common_io::game::GenError> {
        generate(family, seed, size).map(|file| file.to_string())
    }

    /// Moving pieces frees rows and columns: always taking the first
    /// candidate takes a diagonal 3×3 board, where every row and column
    /// holds a piece, down to three cells.
    #[test]
    fn shrinking_gathers_the_pieces() {
        let mut file = parse("0 1\n3 3\nO..\n.O.\n..X\n");
        while let Some(first) = shrink(&file).into_iter().next() {
            assert!(size(&first) < size(&file));
            file = first;
        }
        let board = file
            .boards
            .first()
            .cloned()
            .unwrap_or_else(|| panic!("no board"));
        assert_eq!(board.rows() * board.cols(), 3, "{board}");
    }

    #[test]
    #[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
    fn shrink_candidates_are_valid_and_strictly_smaller() {
        shrink_candidates_are_valid(1);
    }

    #[test]
    #[ignore = "slow (the searched families solve many boards): CI runs it with --ignored"]
    fn shrink_candidates_of_more_searched_seeds_are_valid() {
        shrink_candidates_are_valid(5);
    }

    /// The shrink candidates of 5 seeds of every family (`searched_seeds`
    /// of a family searched with the solver) are valid and strictly
    /// smaller; and those of hand-written files are as expected.
    fn shrink_candidates_are_valid(searched_seeds: u64) {
        for &family in Family::ALL {
            let searched = matches!(family, Family::ReachableTie | Family::LongGame);
            for seed in 0..if searched { searched_seeds } else { 5 } {
                let text = text(family, seed, Size::default()).unwrap_or_default();
                let file = parse(&text);
                for smaller in shrink(&file) {
                    // Valid: it prints as a judge file that parses back.
                    let text = smaller.to_string();
                    assert_eq!(parse(&text), smaller);
                    assert!(size(&smaller) < size(&file), "{text}");
                }
            }
        }
        let texts = |text: &str| -> Vec<String> {
            shrink(&parse(text))
                .iter()
                .map(JudgeInput::to_string)
                .collect()
        };
        assert!(texts("0 1\n1 3\nOXO\n").is_empty());
        assert_eq!(
            texts("5 2\n1 3\nOXO\n2 3\nO.#\nXO.\n"),
            [
                "5 1\n1 3\nOXO\n",
                "5 1\n2 3\nO.#\nXO.\n",
                "5 2\n1 3\nOXO\n2 2\nO.\nXO\n",
                "5 2\n1 3\nOXO\n2 3\nO..\nXO.\n",
                "5 2\n1 3\nOXO\n2 3\nOO#\nX..\n",
            ]
        );
    }

    /// The pieces' bounding box comes first, then cuts of several rows or
    /// columns that keep every piece where it stands.
    #[test]
    fn shrinking_cuts_around_the_pieces() {
        let board: Board = "4 5\n.....\n.OX..\n.O...\n.....\n"
            .parse()
            .unwrap_or_else(|e| panic!("{e}"));
        let texts: Vec<String> = shrink_board(&board).iter().map(Board::to_string).collect();
        assert_eq!(texts[0], "2 2\nOX\nO.\n");
        assert!(texts.contains(&"3 5\n.OX..\n.O...\n.....\n".to_string()));
        for smaller in shrink_board(&board) {
            assert!(smaller.rows() * smaller.cols() <= 20);
        }
        assert_eq!(crate::PawnRetro::NAME, "pawn-retro");
    }
}
