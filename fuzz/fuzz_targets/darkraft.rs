//! Any bytes through the darkraft input path: parsing, then (for grids small
//! enough to keep the fuzzer fast) the solver, the winning moves and
//! `--explain`. Checks that nothing panics and that every winning move
//! leaves a position of Grundy number 0.
#![no_main]

use darkraft::{Grid, analyze, explain, judge};
use libfuzzer_sys::fuzz_target;

/// Grids up to this side sum are solved.
const SOLVE_LIMIT: usize = 40;

fuzz_target!(|data: &[u8]| {
    let Ok(grid) = Grid::parse(data) else {
        assert!(judge(data).is_err());
        return;
    };
    if grid.rows() + grid.cols() > SOLVE_LIMIT {
        return;
    }
    let analysis = analyze(&grid);
    let moves = analysis.winning_moves();
    assert_eq!(moves.is_empty(), !analysis.first_player_wins());
    for &cell in moves.iter().take(8) {
        let mut position = analysis.start();
        assert!(position.apply(cell).is_ok());
        assert_eq!(position.grundy(), 0);
    }
    assert_eq!(judge(data).ok(), Some(format!("{}\n", analysis.outcome())));
    assert!(explain(data).is_ok());
    assert_eq!(grid.to_string().parse::<Grid>().ok(), Some(grid));
});
