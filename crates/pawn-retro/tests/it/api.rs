//! The documented API without the oracle: the judge entry points on the
//! sample, the parser and its limits, bad input, and the `--explain` text
//! (insta snapshots).

use common_io::game::Game;
use pawn_retro::{
    Answer, Board, BoardError, Cell, JudgeInput, MAX_BOARDS, MAX_CELLS, PawnRetro, Resources,
    analyze, judge, position_count, try_analyze,
};

use crate::convert::{Queries, solve};
use crate::explain;

const SAMPLE: &str = include_str!("../../../../fixtures/pawn-retro/sample-1.in");
const SAMPLE_OUT: &str = include_str!("../../../../fixtures/pawn-retro/sample-1.out");

#[test]
fn sample() {
    assert_eq!(judge(SAMPLE.as_bytes()).unwrap(), SAMPLE_OUT);
}

/// The fallible entry points answer as the aborting ones when the memory
/// is there, and refuse a limit below the bound before allocating.
#[test]
fn fallible_entry_points_agree() {
    let file: JudgeInput = SAMPLE.parse().unwrap();
    for board in &file.boards {
        let resources = Resources::default();
        let analysis = try_analyze(board, &resources).unwrap();
        assert_eq!(analysis.answer(), solve(board), "{board}");
        let needed = PawnRetro::memory_needed(board);
        let tight = Resources::default().with_memory_limit(needed - 1);
        let err = try_analyze(board, &tight).unwrap_err();
        assert_eq!((err.bytes, err.limit), (needed, Some(needed - 1)));
        let again = analyze(board);
        assert_eq!(analysis.table_bytes(), again.table_bytes(), "{board}");
        let (line, ending) = analysis.principal_variation();
        let (again_line, again_ending) = again.principal_variation();
        assert_eq!(
            (line.moves(), ending),
            (again_line.moves(), again_ending),
            "{board}"
        );
    }
}

#[test]
fn judge_input_round_trips_through_display() {
    let file: JudgeInput = SAMPLE.parse().unwrap();
    assert_eq!(file.id, 0);
    assert_eq!(file.boards.len(), 8);
    assert_eq!(file.to_string(), SAMPLE);
    // Any whitespace separates tokens; CRLF is fine.
    let messy = SAMPLE.replace('\n', "\r\n").replace("0 8", "0\t8");
    assert_eq!(messy.parse::<JudgeInput>().unwrap(), file);
}

#[test]
fn board_round_trips_through_display() {
    let text = "4 5\n.....\n#####\nOO#X.\n..#..\n";
    let board: Board = text.parse().unwrap();
    assert_eq!(board.to_string(), text);
    assert_eq!(board.reds(), [Cell::new(2, 0), Cell::new(2, 1)]);
    assert_eq!(board.black(), Cell::new(2, 3));
    assert!(board.is_obstacle(Cell::new(1, 4)));
    assert!(board.is_obstacle(Cell::new(4, 0)), "off the board");
    assert!(board.is_free(Cell::new(3, 4)));
    let rebuilt = Board::new(
        4,
        5,
        board.obstacles().to_vec(),
        [Cell::new(2, 1), Cell::new(2, 0)],
        Cell::new(2, 3),
    )
    .unwrap();
    assert_eq!(rebuilt, board, "red pieces are unordered");
}

#[test]
fn board_new_checks_its_invariants() {
    let open = |n: usize| vec![false; n];
    let (a, b, x) = (Cell::new(0, 0), Cell::new(0, 1), Cell::new(1, 1));
    assert_eq!(
        Board::new(0, 3, vec![], [a, b], x),
        Err(BoardError::Size { rows: 0, cols: 3 })
    );
    assert_eq!(
        Board::new(21, 20, open(420), [a, b], x),
        Err(BoardError::Size { rows: 21, cols: 20 })
    );
    assert_eq!(
        Board::new(2, 2, open(3), [a, b], x),
        Err(BoardError::CellCount {
            expected: 4,
            found: 3
        })
    );
    assert_eq!(
        Board::new(2, 2, open(4), [a, Cell::new(2, 0)], x),
        Err(BoardError::OffBoard(Cell::new(2, 0)))
    );
    assert_eq!(
        Board::new(2, 2, vec![false, false, false, true], [a, b], x),
        Err(BoardError::OnObstacle(x))
    );
    assert_eq!(
        Board::new(2, 2, open(4), [a, a], x),
        Err(BoardError::SameCell(a))
    );
    assert_eq!(
        Board::new(2, 2, open(4), [a, b], b),
        Err(BoardError::SameCell(b))
    );
    assert!(Board::new(20, 20, open(400), [a, b], x).is_ok());
    assert!(Board::new(1, 400, open(400), [a, b], Cell::new(0, 2)).is_ok());
    assert!(Board::new(400, 1, open(400), [a, Cell::new(1, 0)], Cell::new(2, 0)).is_ok());
    assert_eq!(MAX_CELLS, 400);
}

/// The index space: `C(R, 2) · B`.
#[test]
fn position_counts() {
    let open = |rows: usize, cols: usize, black: Cell| {
        Board::new(
            rows,
            cols,
            vec![false; rows * cols],
            [Cell::new(0, 0), Cell::new(0, 1)],
            black,
        )
        .unwrap()
    };
    // Black on the bottom row reaches every cell.
    assert_eq!(position_count(&open(10, 10, Cell::new(9, 5))), 4950 * 100);
    assert_eq!(
        position_count(&open(20, 20, Cell::new(19, 0))),
        79_800 * 400
    );
    // The largest index space any accepted board has: 400 free cells for
    // the reds and for black, C(400, 2) · 400 positions, 2 bytes each in
    // the table (the bound the crate documents: 64 MB).
    let largest = [(20, 20), (1, 400), (400, 1), (10, 40)].map(|(rows, cols)| {
        let cell = |k: usize| Cell::new(k / cols, k % cols);
        let board = Board::new(
            rows,
            cols,
            vec![false; rows * cols],
            [cell(0), cell(1)],
            cell(rows * cols - 1),
        )
        .unwrap();
        position_count(&board)
    });
    // 2 bytes per position: 63.84 MB of table for the largest boards.
    assert_eq!(largest, [79_800 * 400; 4]);
    assert!(Board::parse(b"21 20\n").is_err());
    // Black on row 4 never goes below it.
    assert_eq!(position_count(&open(10, 10, Cell::new(3, 5))), 4950 * 40);
    // Walls split the regions: reds above, black below.
    let walled: Board = "3 5\nO...O\n#####\n..X..\n".parse().unwrap();
    assert_eq!(position_count(&walled), 10 * 5);
}

/// Hand-checked boards (their reasoning is in fixtures/pawn-retro/README.md).
#[test]
fn hand_made_outcomes() {
    let cases: &[(&str, Answer)] = &[
        ("3 3\n.X.\n...\nO.O\n", Answer::BlackWins(0)),
        ("3 4\n#OO#\n####\n..X.\n", Answer::BlackWins(0)),
        ("3 4\nO...\n.O#.\n.#X#\n", Answer::RedWins(1)),
        ("4 3\n...\n.X.\n.O.\nO..\n", Answer::RedWins(1)),
        ("3 3\nO#O\n##.\n..X\n", Answer::BlackWins(2)),
        ("3 5\nO...O\n#####\n..X..\n", Answer::Draw),
        ("1 3\nOXO\n", Answer::BlackWins(0)),
        ("10 1\nO\nO\n.\n.\n.\n.\n.\n.\n.\nX\n", Answer::RedWins(9)),
        (
            "20 1\nO\nO\n.\n.\n.\n.\n.\n.\n.\n.\n.\n.\n.\n.\n.\n.\n.\n.\n.\nX\n",
            Answer::RedWins(19),
        ),
    ];
    for (text, expected) in cases {
        let board: Board = text.parse().unwrap();
        assert_eq!(solve(&board), *expected, "{text}");
    }
}

#[test]
fn bad_input_messages() {
    let cases: &[(&str, &[u8])] = &[
        ("empty", b""),
        ("only spaces", b"  \n \n"),
        ("id not a number", b"x 1\n"),
        ("T zero", b"0 0\n"),
        ("T past the limit", b"0 10001\n"),
        ("n zero", b"0 1\n0 3\n"),
        ("past the cell limit", b"0 1\n21 20\n"),
        ("one O", b"0 1\n2 3\nO..\n.X.\n"),
        ("no O", b"0 1\n2 3\n...\n.X.\n"),
        ("three O", b"0 1\n2 3\nOO.\n.XO\n"),
        ("two X", b"0 1\n2 3\nOOX\n.X.\n"),
        ("no X", b"0 1\n2 3\nOO.\n...\n"),
        ("T larger than the boards present", b"0 2\n2 3\nOO.\n.X.\n"),
        ("unknown character", b"0 1\n2 3\nOO.\n.x.\n"),
        ("row too short", b"0 1\n2 3\nOO\n.X.\n"),
        ("row too long", b"0 1\n2 3\nOO..\n.X.\n"),
        ("missing row", b"0 1\n2 3\nOO.\n"),
        ("trailing token", b"0 1\n2 3\nOO.\n.X.\n7\n"),
        ("invalid UTF-8", b"0 1\n2 3\nOO\xff\n.X.\n"),
        ("second board bad", b"0 2\n1 3\nOXO\n1 3\nOXX\n"),
    ];
    let mut text = String::new();
    for (name, input) in cases {
        let err = judge(input).unwrap_err();
        assert_eq!(explain(input).unwrap_err(), err, "{name}");
        text.push_str(&format!("{name}: {err}\n"));
    }
    insta::assert_snapshot!(text);
}

#[test]
fn board_parse_errors_name_the_board() {
    let err = "2 3\nO..\n.X.\n".parse::<Board>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 1, column 1: expected exactly two red pieces `O` on the board, found 1 `O`"
    );
    let err = "1 2\nOX".parse::<Board>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 1, column 1: expected exactly two red pieces `O` on the board, found 1 `O`"
    );
}

#[test]
fn many_boards_up_to_the_limit() {
    let one = "1 3\nOXO\n";
    let input = format!("7 {MAX_BOARDS}\n{}", one.repeat(MAX_BOARDS));
    let out = judge(input.as_bytes()).unwrap();
    assert_eq!(out, "Black 0\n".repeat(MAX_BOARDS));
}

#[test]
fn explain_sample() {
    insta::assert_snapshot!(explain(SAMPLE.as_bytes()).unwrap());
}

#[test]
fn explain_small_boards() {
    // A tie that cycles, a capture by black, and red unable to move.
    let input = b"0 3\n3 5\nO...O\n#####\n..X..\n3 3\nO#O\n##.\n..X\n3 4\n#OO#\n####\n..X.\n";
    insta::assert_snapshot!(explain(input).unwrap());
}

#[test]
fn explain_wide_board_has_two_ruler_lines() {
    let input = b"0 1\n2 12\n.....O.....O\n.....X......\n";
    let text = explain(input).unwrap();
    let ruler = format!("\n{}111\n    123456789012\n", " ".repeat(13));
    assert!(text.contains(&ruler), "{text}");
}
