//! Any bytes through the chess-profile input path: parsing, then (for boards
//! small enough to keep the fuzzer fast) the solver, the principal
//! variation and `--explain`. Checks that nothing panics and that the
//! results agree with each other.
#![no_main]

use chess_profile::{Board, analyze, explain, judge, solve};
use libfuzzer_sys::fuzz_target;

/// Boards up to this side sum are solved (C(16, 8) = 12,870 positions).
const SOLVE_LIMIT: usize = 16;

fuzz_target!(|data: &[u8]| {
    let Ok(board) = Board::parse(data) else {
        // Whatever was wrong, the judge path reports it too, without a panic.
        assert!(judge(data).is_err());
        return;
    };
    if board.rows() + board.cols() > SOLVE_LIMIT {
        return;
    }
    let value = solve(&board);
    let game = analyze(&board).principal_variation();
    assert_eq!(game.len(), board.rows() * board.cols());
    assert_eq!(game.last().map_or(0, |m| m.difference), value);
    assert_eq!(judge(data).ok(), Some(format!("{value}\n")));
    assert!(explain(data).is_ok());
    // The board's judge text parses back to the same board.
    assert_eq!(board.to_string().parse::<Board>().ok(), Some(board));
});
