//! Any bytes through the darkraft input path: parsing, then (for grids small
//! enough to keep the fuzzer fast) the solver, the winning moves,
//! `--explain`, `--moves` and `move_values`. Checks that nothing panics,
//! that every winning move leaves a position of Grundy number 0, and that
//! the move values agree with the positions they lead to.
#![no_main]

use darkraft::{Grid, analyze, explain, judge, moves};
use libfuzzer_sys::fuzz_target;

/// Grids up to this side sum are solved.
const SOLVE_LIMIT: usize = 40;

/// Grids up to this side sum are also played out with `--moves` (at most
/// 64 cells, every move of every ply checked).
const MOVES_LIMIT: usize = 16;

fuzz_target!(|data: &[u8]| {
    let Ok(grid) = Grid::parse(data) else {
        assert!(judge(data).is_err());
        assert!(moves(data).is_err());
        return;
    };
    if grid.rows() + grid.cols() > SOLVE_LIMIT {
        return;
    }
    let analysis = analyze(&grid);
    let winning = analysis.winning_moves();
    assert_eq!(winning.is_empty(), !analysis.first_player_wins());
    for &cell in winning.iter().take(8) {
        let mut position = analysis.start();
        assert!(position.apply(cell).is_ok());
        assert_eq!(position.grundy(), 0);
    }
    assert_eq!(judge(data).ok(), Some(format!("{}\n", analysis.outcome())));
    assert!(explain(data).is_ok());
    assert_eq!(grid.to_string().parse::<Grid>().ok(), Some(grid.clone()));
    if grid.rows() + grid.cols() > MOVES_LIMIT {
        return;
    }

    // Along the game of `--moves`, `move_values` lists the active cells
    // with the Grundy number of the position each move leaves, its zeros
    // are the winning moves, its mex is the position's Grundy number, and
    // the move played is the first zero, else the first cell; the text
    // says the same.
    let mut expected = String::new();
    let mut position = analysis.start();
    let mut ply = 0;
    while !position.is_over() {
        ply += 1;
        let values = analysis.move_values(&position);
        let cells: Vec<_> = values.iter().map(|mv| mv.cell).collect();
        assert_eq!(cells, position.active_cells());
        let zeros: Vec<_> = values
            .iter()
            .filter(|mv| mv.grundy == 0)
            .map(|mv| mv.cell)
            .collect();
        assert_eq!(zeros, position.winning_moves());
        let mex = (0..).find(|g| values.iter().all(|mv| mv.grundy != *g));
        assert_eq!(mex, Some(position.grundy()));
        expected.push_str(&format!("ply {ply}\n"));
        for mv in &values {
            let after = position.after(mv.cell).expect("a listed cell is active");
            assert_eq!(after.grundy(), mv.grundy);
            expected.push_str(&format!("{} {} {}\n", mv.cell.row, mv.cell.col, mv.grundy));
        }
        let played = zeros.first().unwrap_or(&cells[0]);
        position.apply(*played).expect("a listed cell is active");
    }
    assert!(analysis.move_values(&position).is_empty());
    assert_eq!(moves(data).ok(), Some(expected));
});
