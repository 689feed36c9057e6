//! Any bytes through the pawn-retro input path: parsing a judge file, then
//! (for boards small enough to keep the fuzzer fast) the solver, the
//! principal variation, `--explain`, `--moves` and `move_values`. Checks
//! that nothing panics, that the principal variation ends as `solve` says,
//! and that along it every ply's move values agree with the positions they
//! lead to and the move played is the first best.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pawn_retro::{
    JudgeInput, Outcome, Side, analyze, explain, judge, moves, principal_variation, solve,
};

/// Files whose boards all have at most this many cells are solved.
const SOLVE_LIMIT: usize = 64;

/// `outcome` with `moves` more moves before it.
fn later(outcome: Outcome, moves: u32) -> Outcome {
    match outcome {
        Outcome::Tie => Outcome::Tie,
        Outcome::RedWins(k) => Outcome::RedWins(k + moves),
        Outcome::BlackWins(k) => Outcome::BlackWins(k + moves),
    }
}

/// How good `outcome` is for `side`, as a key to minimise.
fn rank(outcome: Outcome, side: Side) -> (u8, i64) {
    match (outcome.winner(), outcome.moves()) {
        (Some(winner), Some(k)) if winner == side => (0, i64::from(k)),
        (Some(_), Some(k)) => (2, -i64::from(k)),
        _ => (1, 0),
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(file) = JudgeInput::parse(data) else {
        assert!(judge(data).is_err());
        assert!(moves(data).is_err());
        return;
    };
    if file.boards.len() > 4
        || file
            .boards
            .iter()
            .any(|b| b.rows() * b.cols() > SOLVE_LIMIT)
    {
        return;
    }
    let mut expected = String::new();
    let mut explored = String::new();
    for (number, board) in file.boards.iter().enumerate() {
        let outcome = solve(board);
        let game = principal_variation(board);
        assert_eq!(game.outcome, outcome);
        if let Some(moves) = outcome.moves() {
            assert_eq!(game.moves.len(), moves as usize);
        }
        expected.push_str(&format!("{outcome}\n"));

        // Along the game of `--moves`: `move_values` lists the legal moves
        // in order, each valued by the position it leads to plus one move;
        // the best is the position's outcome and the first best is the
        // move played (`best_move`); the text says the same, `k` counted
        // from the start.
        let analysis = analyze(board);
        explored.push_str(&format!("board {}\n", number + 1));
        let mut here = game.start;
        for (ply, played) in game.moves.iter().enumerate() {
            let side = analysis.side_to_move(&here);
            let values = analysis.move_values(&here);
            let listed: Vec<_> = values.iter().map(|v| v.mv).collect();
            assert_eq!(listed, analysis.legal_moves(&here));
            assert!(listed.is_sorted_by_key(|mv| (mv.from, mv.to)));
            explored.push_str(&format!("ply {} {side}\n", ply + 1));
            for value in &values {
                let after = analysis.outcome(&here.after(&value.mv));
                assert_eq!(after.map(|o| later(o, 1)), Some(value.outcome));
                explored.push_str(&format!(
                    "{} {} {} {} {}\n",
                    value.mv.from.row + 1,
                    value.mv.from.col + 1,
                    value.mv.to.row + 1,
                    value.mv.to.col + 1,
                    later(value.outcome, ply as u32)
                ));
            }
            let best = values
                .iter()
                .min_by_key(|v| rank(v.outcome, side))
                .expect("a ply of the game has a legal move");
            assert_eq!(Some(best.outcome), analysis.outcome(&here));
            assert_eq!(best.mv, *played);
            assert_eq!(analysis.best_move(&here), Some(best.mv));
            here = here.after(played);
        }
        if outcome != Outcome::Tie {
            assert!(analysis.move_values(&here).is_empty());
        }
    }
    assert_eq!(judge(data).ok(), Some(expected));
    assert_eq!(moves(data).ok(), Some(explored));
    assert!(explain(data).is_ok());
    assert_eq!(file.to_string().parse::<JudgeInput>().ok(), Some(file));
});
