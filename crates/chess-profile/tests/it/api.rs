//! The judge entry points: samples, limits, bad input and the `--explain`
//! text.

use chess_profile::{
    Analysis, Board, ChessProfile, MAX_VALUE, OutOfMemory, Resources, analyze, judge, try_analyze,
};
use common_io::game::{Families as _, Game};
use common_io::rules::Solution;
use common_io::testkit::check_laws;

use crate::explain;

fn solve(board: &Board) -> i64 {
    ChessProfile::answer(&analyze(board))
}

const SAMPLE_1: &str = "2 3\n2 7 3\n9 1 2\n3 7 2\n2 3 1\n";
const SAMPLE_2: &str = "3 3\n1 1 1\n1 1 1\n1 1 1\n1 1 1\n1 1 1\n1 1 1\n";

#[test]
fn samples() {
    assert_eq!(judge(SAMPLE_1.as_bytes()).unwrap(), "2\n");
    assert_eq!(judge(SAMPLE_2.as_bytes()).unwrap(), "1\n");
}

#[test]
fn board_round_trips_through_display() {
    let board: Board = SAMPLE_1.parse().unwrap();
    assert_eq!(board.to_string(), SAMPLE_1);
    // Any whitespace separates tokens; CRLF is fine.
    let messy: Board = "2\t3\r\n2 7\n3 9 1 2 3 7 2 2 3 1".parse().unwrap();
    assert_eq!(messy, board);
}

/// The fallible entry point gives the same analysis.
#[test]
fn try_analyze_agrees_with_analyze() {
    let board: Board = SAMPLE_1.parse().unwrap();
    let analysis: Result<Analysis, OutOfMemory> = try_analyze(&board, &Resources::default());
    let analysis = analysis.unwrap();
    assert_eq!(ChessProfile::answer(&analysis), solve(&board));
    assert_eq!(analysis.rules(), &board);
}

/// The laws of the game contract, on the samples and on generated boards
/// of every family (small ones, whose every position is cheap).
#[test]
fn the_contract_holds() {
    let mut positions = 0;
    for sample in ChessProfile::ABOUT.samples {
        positions += check_laws::<ChessProfile>(&sample.input.parse().unwrap());
    }
    for &family in <ChessProfile as Game>::Family::ALL {
        for seed in 0..6 {
            let size = common_io::game::Size {
                rows: Some(1 + seed as usize % 4),
                cols: Some(1 + (seed as usize * 7) % 5),
            };
            let board = ChessProfile::generate(family, seed, size).unwrap();
            positions += check_laws::<ChessProfile>(&board);
        }
    }
    assert!(positions > 400, "{positions}");
}

/// On a 1×1 board the first player takes the only cell.
#[test]
fn one_cell() {
    assert_eq!(judge(b"1 1\n7\n9\n").unwrap(), "7\n");
}

/// All cells worth the same `v` to both: the first player gets
/// `ceil(nm/2)` cells and the second `floor(nm/2)`, whatever the order.
#[test]
fn equal_values_split_by_parity() {
    for (rows, cols) in [(1, 1), (2, 3), (3, 3), (4, 5), (5, 5), (10, 10), (7, 11)] {
        let v = MAX_VALUE;
        let board = Board::new(rows, cols, vec![v; rows * cols], vec![v; rows * cols]).unwrap();
        let expected = if rows * cols % 2 == 1 { v } else { 0 };
        assert_eq!(solve(&board), expected, "{rows}×{cols}");
    }
}

#[test]
fn limits_and_table_size() {
    let board = |v: i64| Board::new(15, 15, vec![v; 225], vec![v; 225]).unwrap();
    // 155,117,520 positions. Values to 10^5 fit the i32 table; values to
    // 10^9 need 8 bytes; 4 MiB for the tables bounded by the limits.
    let others = 4 << 20;
    assert_eq!(
        ChessProfile::memory_needed(&board(100_000)),
        155_117_520 * 5 + others
    );
    assert_eq!(
        ChessProfile::memory_needed(&board(MAX_VALUE)),
        155_117_520 * 9 + others
    );
    // The largest accepted board stays under the documented 1.41 GB.
    assert!(ChessProfile::memory_needed(&board(MAX_VALUE)) < 1_410_000_000);
    assert!(Board::new(15, 16, vec![0; 240], vec![0; 240]).is_err());
    assert!(Board::new(1, 29, vec![0; 29], vec![0; 29]).is_ok());
    assert!(Board::new(0, 5, vec![], vec![]).is_err());
    assert!(Board::new(2, 2, vec![0; 4], vec![0, 0, 0, MAX_VALUE + 1]).is_err());
    assert!(Board::new(2, 2, vec![0; 3], vec![0; 4]).is_err());
}

#[test]
fn bad_input_messages() {
    let cases: &[(&str, &[u8])] = &[
        ("empty", b""),
        ("rows zero", b"0 3\n"),
        ("past the size limit", b"15 16\n"),
        ("not a number", b"2 x\n"),
        ("negative value", b"1 2\n1 -2\n3 4\n"),
        ("value past the limit", b"1 1\n1000000001\n0\n"),
        ("value past i64", b"1 1\n99999999999999999999999\n0\n"),
        ("missing B", b"2 2\n1 2\n3 4\n"),
        ("trailing token", b"1 1\n1\n2\n3\n"),
        ("invalid UTF-8", b"1 1\n\xff\n2\n"),
    ];
    let mut text = String::new();
    for (name, input) in cases {
        let err = judge(input).unwrap_err();
        text.push_str(&format!("{name}: {err}\n"));
    }
    insta::assert_snapshot!(text);
}

#[test]
fn explain_sample_1() {
    insta::assert_snapshot!(explain(SAMPLE_1.as_bytes()).unwrap());
}

#[test]
fn explain_one_row() {
    insta::assert_snapshot!(explain(b"1 4\n10 20 30 40\n5 5 5 1000000000\n").unwrap());
}
