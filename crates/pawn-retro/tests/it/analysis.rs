//! An `Analysis` beyond the start: outcomes of positions reached by random
//! walks and the moves the analysis plays, checked against the oracle; the
//! principal variation replayed under the oracle's rules; positions and
//! moves refused; and the game contract's laws.

use common_io::SplitMix64;
use common_io::game::ForeignPosition;
use common_io::game::{Families as _, Game, GameValue, best_move};
use common_io::testkit::check_laws;
use pawn_retro::{
    Analysis, Answer, Board, Ending, Forced, Move, PawnRetro, Position, Side, analyze,
};

use crate::boards::random_grid;
use crate::convert::{Queries, board, grid, position, rc, solve, to_oracle};
use crate::fixtures::boards;
use crate::oracle::{self, Spot, same, successors, winner};

fn spot(p: &Position, red_to_move: bool) -> Spot {
    let [a, b] = p.reds();
    (rc(a), rc(b), rc(p.black()), red_to_move)
}

fn start(board: &Board) -> Spot {
    let [a, b] = board.reds();
    (rc(a), rc(b), rc(board.black()), true)
}

/// The outcome one move later that optimal play keeps: the same winner one
/// move sooner, or still a tie.
/// The judge's words for `position`: its value for the side to move, seen
/// by that side.
fn answer_at(analysis: &Analysis, position: &Position) -> Result<Answer, ForeignPosition> {
    let side = position.to_move();
    analysis
        .outcome(position)
        .map(|value| Answer::new(value, side))
}

fn after_one_move(outcome: Answer) -> Answer {
    match outcome {
        Answer::Draw => Answer::Draw,
        Answer::RedWins(k) => Answer::RedWins(k - 1),
        Answer::BlackWins(k) => Answer::BlackWins(k - 1),
    }
}

/// Positions reached by random walks from the start (moves chosen by the
/// oracle's rules, not by the crate), their outcomes compared with the
/// oracle's, and each best move checked: legal, and leading to the outcome
/// one move later (a win in `k` to a win in `k - 1` for the same side, a
/// tie to a tie), which the oracle confirms.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
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
                if winner(rows, s).is_some() {
                    break;
                }
                s = *rng.pick(&successors(rows, s)).unwrap();
            }
            let p = position(board, s);
            let side = if s.3 { Side::Red } else { Side::Black };
            assert_eq!(p.to_move(), side);
            let outcome = answer_at(&analysis, &p).expect("reachable positions are covered");
            assert_eq!(analysis.outcome(&p), Ok(outcome.for_side(side)));
            assert_eq!(
                to_oracle(outcome),
                oracle::solve_position(rows, s.0, s.1, s.2, s.3),
                "board {i}, position {s:?}:\n{board}"
            );
            checked[match outcome {
                Answer::Draw => 0,
                Answer::RedWins(_) => 1,
                Answer::BlackWins(_) => 2,
            }] += 1;

            let Some(best) = best_move::<PawnRetro>(&analysis, &p).unwrap() else {
                assert!(winner(rows, s).is_some(), "no best move in {s:?}");
                assert!(analysis.termination(&p).is_some());
                continue;
            };
            assert!(winner(rows, s).is_none(), "a move after the end in {s:?}");
            let mv = best.mv;
            let after = analysis.play(&p, &mv).unwrap();
            let t = spot(&after, !s.3);
            assert!(
                successors(rows, s).iter().any(|&n| same(n, t)),
                "illegal best move {mv} in {s:?}"
            );
            let expected = after_one_move(outcome);
            assert_eq!(
                answer_at(&analysis, &after),
                Ok(expected),
                "{mv} from {s:?}"
            );
            assert_eq!(
                oracle::solve_position(rows, t.0, t.1, t.2, t.3),
                to_oracle(expected),
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
    let at = |a, b, black| position(&board, (a, b, black, true));
    // A red piece on an obstacle, or in black's walled-off region.
    let on_wall = at((1, 0), (0, 4), (2, 2));
    let below = at((2, 0), (0, 4), (2, 2));
    // Both red pieces on one cell; black off the board.
    let stacked = at((0, 0), (0, 0), (2, 2));
    let off = at((0, 0), (0, 4), (3, 2));
    let mv: Move = "1 1 1 2".parse().unwrap();
    for p in [on_wall, below, stacked, off] {
        assert!(!analysis.contains(&p));
        assert!(analysis.outcome(&p).is_err());
        assert!(analysis.move_values(&p).is_err());
        assert!(analysis.play(&p, &mv).is_err());
    }
    assert_eq!(analysis.answer(), Answer::Draw);
    assert_eq!(analysis.outcome(&analysis.start()), Ok(Forced::Draw));
    assert_eq!(analysis.position_count(), 10 * 5);
    assert_eq!(analysis.table_bytes(), 10 * 5 * 2);
    let debug = format!("{analysis:?}");
    assert!(debug.contains("positions: 50"), "{debug}");
}

/// Replays a game under the oracle's rules: the side to move alternates
/// from red, every move is legal and made before the game is over, and the
/// end (or, for a tie, the repetition) is as the game says.
fn replay(rows: &[Vec<u8>], board: &Board, moves: &[Move], outcome: Answer, ending: Ending) {
    let mut s = start(board);
    let mut history = vec![s];
    for (i, mv) in moves.iter().enumerate() {
        assert!(winner(rows, s).is_none(), "move {} after the end", i + 1);
        // The mover's piece on `from` goes to `to`.
        let (from, to) = (rc(mv.from), rc(mv.to));
        let next = match s {
            (a, b, black, true) if a == from => (to, b, black, false),
            (a, b, black, true) if b == from => (a, to, black, false),
            (a, b, black, false) if black == from => (a, b, to, true),
            _ => panic!("move {} {mv}: the mover has no piece there", i + 1),
        };
        assert!(
            successors(rows, s).iter().any(|&n| same(n, next)),
            "illegal move {} {mv}",
            i + 1
        );
        s = next;
        history.push(s);
    }
    match ending {
        Ending::Repetition { after } => {
            assert_eq!(outcome, Answer::Draw);
            assert!(after < moves.len());
            assert!(same(history[after], s), "no repetition");
            assert!(winner(rows, s).is_none());
        }
        Ending::Over => {
            let red_won = winner(rows, s).expect("the game is over");
            assert_eq!(
                outcome.winner(),
                Some(if red_won { Side::Red } else { Side::Black })
            );
            assert_eq!(outcome.moves(), Some(moves.len() as u32));
        }
    }
}

/// Checks the principal variation of `rows`: it replays legally under the
/// oracle's rules, ends as the judge's answer says after the number of
/// moves it says, and (unless a tie) the oracle's own game checker agrees.
/// Returns whether it is a tie.
fn check_principal_variation(rows: &[Vec<u8>], context: &str) -> bool {
    let board = board(rows);
    let analysis = analyze(&board);
    let (game, ending) = analysis.principal_variation();
    let answer = analysis.answer();
    assert_eq!(answer, solve(&board), "{context}:\n{board}");
    assert_eq!(game.positions()[0].to_move(), Side::Red);
    replay(rows, &board, game.moves(), answer, ending);
    if answer == Answer::Draw {
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
        oracle::check_game(rows, &positions),
        Ok(to_oracle(answer)),
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

/// `play` refuses what is not a legal move of the side to move, and every
/// move once the game is over, saying why.
#[test]
fn play_refuses_illegal_moves() {
    let board: Board = "3 3\n.O.\n.X.\nO..\n".parse().unwrap();
    let analysis = analyze(&board);
    let start = analysis.start();
    let refused = |p: &Position, text: &str| {
        analysis
            .play(p, &text.parse().unwrap())
            .unwrap_err()
            .to_string()
    };
    // Black's piece on red's turn, a jump, a step onto an obstacle-free
    // cell by no piece, a step off the board.
    assert_eq!(
        refused(&start, "2 2 1 2"),
        "illegal move `2 2 1 2`: the legal moves here are 1 2 1 1, 1 2 1 3, 1 2 2 2, 3 1 2 1, 3 1 3 2"
    );
    assert!(refused(&start, "1 2 3 2").contains("the legal moves here are"));
    assert!(refused(&start, "3 3 3 2").contains("the legal moves here are"));
    // The capture ends the game: nothing is legal after it.
    let over = analysis.play(&start, &"1 2 2 2".parse().unwrap()).unwrap();
    assert_eq!(over.to_move(), Side::Black);
    assert_eq!(analysis.outcome(&over), Ok(Forced::Loss(0)));
    assert!(refused(&over, "2 2 2 1").contains("over"));
    assert_eq!(analysis.move_values(&over), Ok(Vec::new()));
}

/// The game contract's laws (`common_io::testkit::check_laws`) on the
/// statement's sample and on generated files of every family.
#[test]
fn the_contract_holds() {
    let sample = PawnRetro::ABOUT.samples[0].input.parse().unwrap();
    let mut positions = check_laws::<PawnRetro>(&sample);
    for family in <PawnRetro as Game>::Family::ALL {
        let size = common_io::game::Size {
            rows: Some(4),
            cols: Some(4),
        };
        let input = PawnRetro::generate(*family, 3, size).unwrap();
        positions += check_laws::<PawnRetro>(&input);
    }
    assert!(positions >= 50, "{positions}");
}

/// A value's order: the fastest win first, the slowest loss last but one
/// better than a faster loss.
#[test]
fn values_order_as_the_rules_say() {
    let ordered = [
        Forced::Win(1),
        Forced::Win(5),
        Forced::Draw,
        Forced::Loss(9),
        Forced::Loss(2),
    ];
    for pair in ordered.windows(2) {
        assert!(pair[0].compare(&pair[1]).is_gt(), "{pair:?}");
    }
    assert_eq!(
        Answer::new(Forced::Win(3), Side::Black),
        Answer::BlackWins(3)
    );
    assert_eq!(
        Answer::new(Forced::Loss(3), Side::Black),
        Answer::RedWins(3)
    );
    assert_eq!(Answer::RedWins(4).for_side(Side::Black), Forced::Loss(4));
}
