//! Any bytes through the pawn-retro input path: parsing a judge file, then
//! (for boards small enough to keep the fuzzer fast) the solver, the
//! principal variation and `--explain`. Checks that nothing panics and that
//! the principal variation ends as `solve` says.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pawn_retro::{JudgeInput, explain, judge, principal_variation, solve};

/// Files whose boards all have at most this many cells are solved.
const SOLVE_LIMIT: usize = 64;

fuzz_target!(|data: &[u8]| {
    let Ok(file) = JudgeInput::parse(data) else {
        assert!(judge(data).is_err());
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
    for board in &file.boards {
        let outcome = solve(board);
        let game = principal_variation(board);
        assert_eq!(game.outcome, outcome);
        if let Some(moves) = outcome.moves() {
            assert_eq!(game.moves.len(), moves as usize);
        }
        expected.push_str(&format!("{outcome}\n"));
    }
    assert_eq!(judge(data).ok(), Some(expected));
    assert!(explain(data).is_ok());
    assert_eq!(file.to_string().parse::<JudgeInput>().ok(), Some(file));
});
