//! Any bytes through the chess-profile input path: parsing, then (for boards
//! small enough to keep the fuzzer fast) the solver, the principal
//! variation, `--explain`, `--moves` and `move_values`. Checks that nothing
//! panics and that the results agree with each other.
#![no_main]

use chess_profile::{Board, Player, analyze, explain, judge, moves, solve};
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
    let analysis = analyze(&board);
    let game = analysis.principal_variation();
    assert_eq!(game.len(), board.rows() * board.cols());
    assert_eq!(game.last().map_or(0, |m| m.difference), value);
    assert_eq!(judge(data).ok(), Some(format!("{value}\n")));
    assert!(explain(data).is_ok());

    // Along the game, `move_values` lists the open cells, its best value
    // is the position's, and the move played is the first with it; the
    // `--moves` text says the same, with the values counted for the game.
    let mut expected = String::new();
    let mut position = analysis.start();
    let mut before = 0;
    for (ply, played) in game.iter().enumerate() {
        let values = analysis.move_values(&position);
        let cells: Vec<_> = values.iter().map(|mv| mv.cell).collect();
        assert_eq!(cells, position.open_cells());
        let mover = position.to_move();
        let all = values.iter().map(|mv| mv.value);
        let best = match mover {
            Player::First => all.max(),
            Player::Second => all.min(),
        };
        assert_eq!(best, analysis.value_at(&position));
        let first_best = values.iter().find(|mv| Some(mv.value) == best);
        assert_eq!(first_best.map(|mv| mv.cell), Some(played.cell));
        let letter = if mover == Player::First { 'F' } else { 'S' };
        expected.push_str(&format!("ply {} {letter}\n", ply + 1));
        for mv in &values {
            let (r, c) = (mv.cell.row + 1, mv.cell.col + 1);
            expected.push_str(&format!("{r} {c} {}\n", before + mv.value));
        }
        position = position
            .play(played.cell)
            .expect("the game plays open cells");
        before = played.difference;
    }
    assert!(analysis.move_values(&position).is_empty());
    assert_eq!(moves(data).ok(), Some(expected));
    // The board's judge text parses back to the same board.
    assert_eq!(board.to_string().parse::<Board>().ok(), Some(board));
});
