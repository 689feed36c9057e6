//! An `Analysis` beyond the start: outcomes of positions reached by random
//! walks and the consistency of `best_move`, checked against the oracle;
//! and the principal variation replayed under the rules.

use common_io::SplitMix64;
use pawn_retro::{
    Board, Ending, Move, Outcome, Position, Side, analyze, principal_variation, solve,
};

use crate::brute;
use crate::convert::{board, cell, grid, rc, to_brute};
use crate::fixtures::boards;
use crate::rules::{State, random_grid, same, successors, winner};

fn position(s: &State) -> Position {
    Position::new(cell(s.reds[0]), cell(s.reds[1]), cell(s.black))
}

fn state(p: &Position, red_to_move: bool) -> State {
    let [a, b] = p.reds();
    State {
        reds: [rc(a), rc(b)],
        black: rc(p.black()),
        red_to_move,
    }
}

fn start(board: &Board) -> State {
    let [a, b] = board.reds();
    State {
        reds: [rc(a), rc(b)],
        black: rc(board.black()),
        red_to_move: true,
    }
}

/// The outcome one move later that optimal play keeps: the same winner one
/// move sooner, or still a tie.
fn after_one_move(outcome: Outcome) -> Outcome {
    match outcome {
        Outcome::Tie => Outcome::Tie,
        Outcome::RedWins(k) => Outcome::RedWins(k - 1),
        Outcome::BlackWins(k) => Outcome::BlackWins(k - 1),
    }
}

/// Positions reached by random walks from the start (moves chosen by the
/// rules in `rules.rs`, not by the crate), their outcomes compared with the
/// oracle's, and each best move checked: legal, and leading to the outcome
/// one move later (a win in `k` to a win in `k - 1` for the same side, a
/// tie to a tie), which the oracle confirms.
#[test]
fn outcomes_and_best_moves_of_reachable_positions() {
    let mut rng = SplitMix64::new(2024);
    let mut checked = [0usize; 3];
    // Ties are rare on random boards: start with a few walled-off ones.
    let walled = [
        "4 5\n.....\n#####\nOO#X.\n..#..\n",
        "3 5\nO...O\n#####\n..X..\n",
        "4 4\n.O..\n#.##\n..X.\nO...\n",
    ];
    let mut boards: Vec<(Vec<Vec<u8>>, Board)> = walled
        .iter()
        .map(|text| {
            let board: Board = text.parse().unwrap();
            (grid(&board), board)
        })
        .collect();
    for i in 0..300 {
        let rows = random_grid(&mut rng, 5, 5, 10 * (i % 6));
        let board = board(&rows);
        boards.push((rows, board));
    }
    for (i, (rows, board)) in boards.iter().enumerate() {
        let rows = rows.as_slice();
        let analysis = analyze(board);
        for _walk in 0..4 {
            let mut s = start(board);
            let length = rng.below(12);
            for _ in 0..length {
                if winner(rows, &s).is_some() {
                    break;
                }
                s = *rng.pick(&successors(rows, &s)).unwrap();
            }
            let p = position(&s);
            let side = if s.red_to_move {
                Side::Red
            } else {
                Side::Black
            };
            assert_eq!(analysis.side_to_move(&p), side);
            let outcome = analysis
                .outcome(&p)
                .expect("reachable positions are covered");
            let [a, b] = s.reds;
            assert_eq!(
                to_brute(outcome),
                brute::solve_position(rows, a, b, s.black, s.red_to_move),
                "board {i}, position {s:?}:\n{board}"
            );
            checked[match outcome {
                Outcome::Tie => 0,
                Outcome::RedWins(_) => 1,
                Outcome::BlackWins(_) => 2,
            }] += 1;

            let Some(mv) = analysis.best_move(&p) else {
                assert!(winner(rows, &s).is_some(), "no best move in {s:?}");
                assert!(analysis.ending(&p).is_some());
                continue;
            };
            assert!(winner(rows, &s).is_none(), "a move after the end in {s:?}");
            assert_eq!(mv.side, side);
            let after = p.after(&mv);
            let t = state(&after, !s.red_to_move);
            assert!(
                successors(rows, &s).iter().any(|n| same(n, &t)),
                "illegal best move {mv} in {s:?}"
            );
            let expected = after_one_move(outcome);
            assert_eq!(analysis.outcome(&after), Some(expected), "{mv} from {s:?}");
            let [a, b] = t.reds;
            assert_eq!(
                brute::solve_position(rows, a, b, t.black, t.red_to_move),
                to_brute(expected),
                "{mv} from {s:?}"
            );
        }
    }
    assert!(checked.iter().all(|&n| n > 0), "{checked:?}");
}

/// Positions the analysis does not cover.
#[test]
fn positions_outside_the_table() {
    let board: Board = "3 5\nO...O\n#####\n..X..\n".parse().unwrap();
    let analysis = analyze(&board);
    let at = |a, b, black| Position::new(cell(a), cell(b), cell(black));
    // A red piece on an obstacle, or in black's walled-off region.
    let on_wall = at((1, 0), (0, 4), (2, 2));
    let below = at((2, 0), (0, 4), (2, 2));
    // Both red pieces on one cell; black off the board.
    let stacked = at((0, 0), (0, 0), (2, 2));
    let off = at((0, 0), (0, 4), (3, 2));
    for p in [on_wall, below, stacked, off] {
        assert!(!analysis.contains(&p));
        assert_eq!(analysis.outcome(&p), None);
        assert_eq!(analysis.best_move(&p), None);
        assert_eq!(analysis.game_from(&p), None);
    }
    assert_eq!(analysis.outcome(&analysis.start()), Some(Outcome::Tie));
    assert_eq!(analysis.position_count(), 10 * 5);
    assert_eq!(analysis.table_bytes(), 10 * 5 * 2);
    let debug = format!("{analysis:?}");
    assert!(debug.contains("positions: 50"), "{debug}");
}

/// Replays a game under the rules of `rules.rs`: the side to move alternates
/// from red, every move is legal and made before the game is over, and the
/// end (or, for a tie, the repetition) is as the game says.
fn replay(rows: &[Vec<u8>], board: &Board, moves: &[Move], outcome: Outcome, ending: Ending) {
    let mut s = start(board);
    let mut history = vec![s];
    for (i, mv) in moves.iter().enumerate() {
        assert!(winner(rows, &s).is_none(), "move {} after the end", i + 1);
        assert_eq!(mv.side == Side::Red, s.red_to_move, "move {}", i + 1);
        let next = state(&position(&s).after(mv), !s.red_to_move);
        assert!(
            successors(rows, &s).iter().any(|n| same(n, &next)),
            "illegal move {} {mv}",
            i + 1
        );
        s = next;
        history.push(s);
    }
    match ending {
        Ending::Repetition { after } => {
            assert_eq!(outcome, Outcome::Tie);
            assert!(after < moves.len());
            assert!(same(&history[after], &s), "no repetition");
            assert!(winner(rows, &s).is_none());
        }
        _ => {
            let red_won = winner(rows, &s).expect("the game is over");
            assert_eq!(
                outcome.winner(),
                Some(if red_won { Side::Red } else { Side::Black })
            );
            assert_eq!(outcome.moves(), Some(moves.len() as u32));
        }
    }
}

/// Checks the principal variation of `rows`: it replays legally under the
/// rules of `rules.rs`, ends as `solve` says after the number of moves it
/// says, and (unless a tie) the oracle's own game checker agrees. Returns
/// whether it is a tie.
fn check_principal_variation(rows: &[Vec<u8>], context: &str) -> bool {
    let board = board(rows);
    let game = principal_variation(&board);
    assert_eq!(game.outcome, solve(&board), "{context}:\n{board}");
    assert_eq!(game.first, Side::Red);
    replay(rows, &board, &game.moves, game.outcome, game.ending);
    if game.outcome == Outcome::Tie {
        return true;
    }
    let positions: Vec<_> = game
        .positions()
        .iter()
        .map(|p| {
            let [a, b] = p.reds();
            (rc(a), rc(b), rc(p.black()))
        })
        .collect();
    assert_eq!(
        brute::check_game(rows, &positions),
        Ok(to_brute(game.outcome)),
        "{context}:\n{board}"
    );
    false
}

/// The principal variation replays legally, ends as `solve` says after the
/// number of moves it says, and the oracle's own game checker agrees.
#[test]
fn principal_variations_replay_under_the_rules() {
    let mut rng = SplitMix64::new(77);
    let mut ties = 0;
    for i in 0..600 {
        let rows = random_grid(&mut rng, 6, 6, 10 * (i % 6));
        if check_principal_variation(&rows, &format!("board {i}")) {
            ties += 1;
        }
    }
    assert!(ties > 0);
}

/// The games of the `--explain` snapshots of `api.rs` (the sample's eight
/// boards and the three small ones) are checked the same way (`moves.rs`
/// checks every move of them against the oracle: each optimal, the first
/// best in sorted order).
#[test]
fn principal_variations_of_the_snapshotted_boards() {
    let sample = include_str!("../../../../fixtures/pawn-retro/sample-1.in");
    let small = "0 3\n3 5\nO...O\n#####\n..X..\n3 3\nO#O\n##.\n..X\n3 4\n#OO#\n####\n..X.\n";
    let mut ties = 0;
    for input in [sample, small] {
        for (i, rows) in boards(input).iter().enumerate() {
            if check_principal_variation(rows, &format!("board {} of\n{input}", i + 1)) {
                ties += 1;
            }
        }
    }
    assert_eq!(ties, 2);
}
