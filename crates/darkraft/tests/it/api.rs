//! The judge entry points: samples, hand-checked families of grids, limits,
//! bad input and the `--explain` text.

use common_io::game::{Game, GameValue, Grundy, Wdl};
use common_io::testkit::check_laws;
use darkraft::{
    Answer, Board, BoardError, Cell, Darkraft, Letter, MAX_SIDE_SUM, Move, Parity, Resources, Side,
    analyze, judge, try_analyze,
};

use crate::explain;
use crate::queries::Queries;

fn solve(grid: &Board) -> Answer {
    analyze(grid).answer()
}

/// The bytes of the tables of an `n × m` grid: what the analysis needs,
/// less the fill's buffers (4 MiB at most).
fn table_bytes(n: usize, m: usize) -> usize {
    let grid = Board::filled(n, m, Letter::L).unwrap();
    Darkraft::memory_needed(&grid) - (4 << 20)
}

fn cell(row: usize, col: usize) -> Cell {
    Cell::new(row - 1, col - 1)
}

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

const SAMPLE_1: &str = "2 2\nRL\nLR\n";
const SAMPLE_2: &str = "2 2\nRR\nRR\n";

#[test]
fn samples() {
    assert_eq!(judge(SAMPLE_1.as_bytes()).unwrap(), "LOSE\n");
    assert_eq!(judge(SAMPLE_2.as_bytes()).unwrap(), "WIN\n");
}

#[test]
fn grid_round_trips_through_display() {
    let grid: Board = SAMPLE_1.parse().unwrap();
    assert_eq!(grid.to_string(), SAMPLE_1);
    assert_eq!(grid.rows(), 2);
    assert_eq!(grid.cols(), 2);
    assert_eq!(grid.letter(Cell::new(0, 0)), Some(Letter::R));
    assert_eq!(grid.letter(Cell::new(1, 0)), Some(Letter::L));
    assert_eq!(grid.letter(Cell::new(2, 0)), None);
    assert_eq!(grid.letter(Cell::new(0, 2)), None);
    // Any whitespace separates tokens; CRLF and a byte order mark are fine.
    let messy: Board = "\u{feff}2\t2\r\nRL\r\n\n  LR".parse().unwrap();
    assert_eq!(messy, grid);
}

/// Every cell of an all-`L` grid sends its waves along its own
/// anti-diagonal, which no other move touches: each move erases one whole
/// anti-diagonal and the game lasts exactly `n + m - 1` moves. All-`R`
/// likewise with diagonals. A single row or column has no diagonal
/// neighbours: each move erases one cell, `n · m` moves.
#[test]
fn games_of_fixed_length() {
    for n in 1..=12 {
        for m in 1..=12 {
            let odd = |moves: usize| if moves % 2 == 1 { "WIN\n" } else { "LOSE\n" };
            for letter in [Letter::L, Letter::R] {
                let grid = Board::filled(n, m, letter).unwrap();
                assert_eq!(
                    judge(grid.to_string().as_bytes()).unwrap(),
                    odd(n + m - 1),
                    "{n}×{m}"
                );
            }
            if n == 1 || m == 1 {
                for letter in [Letter::L, Letter::R, Letter::X] {
                    let grid = Board::filled(n, m, letter).unwrap();
                    assert_eq!(solve(&grid).to_string() + "\n", odd(n * m), "{n}×{m}");
                }
            }
        }
    }
}

/// The same families well past the judge's limits, and the Grundy numbers
/// they imply: each class of an all-`L` grid is a sum of single-move games.
#[test]
#[ignore = "large table: CI runs it with --ignored"]
fn fixed_length_games_on_big_grids() {
    for (n, m) in [(64, 64), (1, 127), (100, 28), (37, 50)] {
        let grid = Board::filled(n, m, Letter::L).unwrap();
        let analysis = analyze(&grid);
        // Anti-diagonals i + j = s (0-based) for s in 0..=n+m-2, split by
        // parity.
        let even = (n + m - 2) / 2 + 1;
        let odd = n + m - 1 - even;
        assert_eq!(
            analysis.parity_grundy(Parity::Even),
            Grundy((even % 2) as u32)
        );
        assert_eq!(
            analysis.parity_grundy(Parity::Odd),
            Grundy((odd % 2) as u32)
        );
        assert_eq!(analysis.answer() == Answer::Win, (n + m - 1) % 2 == 1);
    }
}

#[test]
fn outcome_and_moves_agree() {
    for text in [SAMPLE_1, SAMPLE_2, "3 3\nXLR\nRXL\nLRX\n", "1 1\nX\n"] {
        let grid: Board = text.parse().unwrap();
        let analysis = analyze(&grid);
        let moves = analysis.winning_moves();
        let expected = if moves.is_empty() {
            Answer::Loss
        } else {
            Answer::Win
        };
        assert_eq!(analysis.answer(), expected, "{text}");
        let wdl = if expected == Answer::Win {
            Wdl::Win
        } else {
            Wdl::Loss
        };
        assert_eq!(analysis.outcome(&analysis.start()), Ok(wdl));
        // The winning moves are the start's moves to 0, in order.
        let to_zero: Vec<Move> = analysis
            .move_values(&analysis.start())
            .unwrap()
            .into_iter()
            .filter(|mv| mv.value.wdl() == Wdl::Win)
            .map(|mv| mv.mv)
            .collect();
        assert_eq!(moves, to_zero);
    }
}

#[test]
fn try_analyze_agrees_with_analyze_and_refuses_past_its_limit() {
    let grid: Board = "3 3\nXLR\nRXL\nLRX\n".parse().unwrap();
    let analysis = try_analyze(&grid, &Resources::default()).unwrap();
    assert_eq!(analysis.grundy(), analyze(&grid).grundy());
    let needed = Darkraft::memory_needed(&grid);
    let err = try_analyze(&grid, &Resources::default().with_memory_limit(needed - 1)).unwrap_err();
    assert_eq!(err.bytes, needed);
    assert!(try_analyze(&grid, &Resources::default().with_memory_limit(needed)).is_ok());
}

#[test]
fn the_contract_holds() {
    let mut positions = 0;
    for sample in Darkraft::ABOUT.samples {
        positions += check_laws::<Darkraft>(&sample.input.parse().unwrap());
    }
    for text in [
        "3 4\nLRXL\nXXRL\nRLXX\n",
        "1 1\nX\n",
        "4 1\nX\nR\nL\nX\n",
        "5 5\nXXXXX\nXLRXX\nXXXXX\nRRLLX\nXXXXX\n",
    ] {
        positions += check_laws::<Darkraft>(&text.parse().unwrap());
    }
    assert!(positions >= 20, "{positions}");
}

#[test]
fn play_refuses_illegal_moves() {
    let grid: Board = SAMPLE_2.parse().unwrap();
    let analysis = analyze(&grid);
    let start = analysis.start();
    assert_eq!(start.active_cells().len(), 4);
    assert_eq!(start.to_move(), Side::First);
    assert_eq!(
        analysis.play(&start, &mv("3 1")).unwrap_err().to_string(),
        "illegal move `3 1`: the legal moves here are 1 1, 1 2, 2 1, 2 2"
    );
    assert!(
        analysis
            .play(
                &start,
                &Move {
                    cell: Cell::new(usize::MAX, 0)
                }
            )
            .is_err()
    );
    assert!(!start.is_active(Cell::new(usize::MAX, usize::MAX)));
    let position = analysis.play(&start, &mv("1 1")).unwrap();
    // The R wave from (1, 1) went down-right through (2, 2).
    assert!(!position.is_active(cell(2, 2)));
    assert_eq!(
        analysis
            .play(&position, &mv("2 2"))
            .unwrap_err()
            .to_string(),
        "illegal move `2 2`: the legal moves here are 1 2, 2 1"
    );
    assert_eq!(position.moves_played(), 1);
    assert_eq!(position.to_move(), Side::Second);
    assert_eq!(analysis.grundy_of(&position), Ok(Grundy(0)));
    assert_eq!(analysis.outcome(&position), Ok(common_io::game::Wdl::Loss));
    let after = analysis.play(&position, &mv("1 2")).unwrap();
    assert_eq!(after.active_cells(), [cell(2, 1)]);
    assert_eq!(analysis.grundy_of(&after), Ok(Grundy(1)));
    let end = analysis.play(&after, &mv("2 1")).unwrap();
    assert!(end.is_over());
    assert_eq!(end.moves_played(), 3);
    assert_eq!(analysis.move_values(&end), Ok(Vec::new()));
    assert!(
        analysis
            .play(&end, &mv("1 1"))
            .unwrap_err()
            .to_string()
            .contains("over")
    );
    // The same cells reached in another order are the same position.
    let other = analysis.play(&start, &mv("1 2")).unwrap();
    let other = analysis.play(&other, &mv("1 1")).unwrap();
    assert_eq!(other, after);
}

/// A position is its active cells: one of a grid of another size is
/// refused, one of a grid of the same size is valued by this grid's
/// letters.
#[test]
fn a_position_of_a_grid_of_another_size_is_refused() {
    let one = analyze(&SAMPLE_1.parse().unwrap());
    let three = analyze(&"3 3\nRRR\nRRR\nRRR\n".parse().unwrap());
    let foreign = three.start();
    assert!(one.move_values(&foreign).is_err());
    assert!(one.outcome(&foreign).is_err());
    assert!(one.grundy_of(&foreign).is_err());
    assert!(one.play(&foreign, &mv("1 1")).is_err());
    // The second sample's start is the first's: the same cells, valued by
    // the first sample's letters (every move leaves Grundy 1).
    let two = analyze(&SAMPLE_2.parse().unwrap());
    assert_eq!(one.grundy_of(&two.start()), Ok(Grundy(0)));
    assert_eq!(two.grundy_of(&two.start()), Ok(Grundy(1)));
    // Solved from the rules, the same.
    let rules = darkraft::try_analyze(
        &SAMPLE_1.parse().unwrap(),
        &darkraft::Resources::default().with_solver(common_io::Solver::Rules),
    )
    .unwrap();
    assert!(rules.outcome(&foreign).is_err());
    assert!(rules.move_values(&foreign).is_err());
    assert_eq!(rules.grundy_of(&two.start()), Ok(Grundy(0)));
    // A position made of cells past the grid's keeps the grid's alone.
    let mut past = darkraft::rules::Cells::none(4);
    past.insert(0);
    past.insert(5);
    let one_cell = darkraft::Position::new(&SAMPLE_1.parse().unwrap(), past, 0);
    assert_eq!(one_cell.active_cells(), [cell(1, 1)]);
    // An equal grid's analysis answers alike: its tables are the same.
    let again = analyze(&SAMPLE_2.parse().unwrap());
    assert_eq!(again.move_values(&foreign), two.move_values(&foreign));
    assert_eq!(
        again.move_values(&two.start()),
        two.move_values(&two.start())
    );
}

#[test]
fn limits_and_table_size() {
    assert_eq!(MAX_SIDE_SUM, 128);
    assert!(Board::filled(64, 64, Letter::X).is_ok());
    assert!(Board::filled(1, 127, Letter::X).is_ok());
    assert_eq!(
        Board::filled(64, 65, Letter::X),
        Err(BoardError::Size { rows: 64, cols: 65 })
    );
    assert!(Board::filled(0, 5, Letter::X).is_err());
    assert!(Board::filled(usize::MAX, 2, Letter::X).is_err());
    assert_eq!(
        Board::new(2, 2, vec![Letter::L; 3]),
        Err(BoardError::LetterCount {
            expected: 4,
            found: 3
        })
    );
    // Judge size: about 1 MB; the largest boxes: about 76 MB (without
    // the buffers).
    assert!(table_bytes(20, 20) < 1_100_000);
    assert!(table_bytes(64, 64) < 80_000_000);
    assert!(table_bytes(1, 127) <= table_bytes(64, 64) + 1_000_000);
    // Every accepted shape stays under the documented bound.
    let largest = (1..MAX_SIDE_SUM)
        .flat_map(|n| (1..=MAX_SIDE_SUM - n).map(move |m| table_bytes(n, m)))
        .max()
        .unwrap();
    assert!(largest < 80_000_000, "{largest}");
    let text = format!(
        "64 64\n{}",
        "LRX".repeat(64 * 64 / 3 + 1).get(..64).unwrap()
    );
    assert!(Board::parse(text.as_bytes()).is_err()); // one row only
}

#[test]
fn bad_input_messages() {
    let cases: &[(&str, &[u8])] = &[
        ("empty", b""),
        ("only spaces", b"  \n\t\n"),
        ("rows zero", b"0 3\n"),
        ("rows past the limit", b"128 1\n"),
        ("columns past the limit", b"64 65\n"),
        ("huge number", b"99999999999999999999999 1\n"),
        ("negative", b"-2 2\n"),
        ("not a number", b"2 x\n"),
        ("row too short", b"2 3\nLRX\nLR\n"),
        ("row too long", b"2 3\nLRX\nLRXX\n"),
        ("letter outside LRX", b"2 3\nLRX\nLQX\n"),
        ("lowercase letter", b"1 3\nlrx\n"),
        ("row with a space", b"1 3\nL RX\n"),
        ("missing row", b"3 2\nLR\nRL\n"),
        ("missing grid", b"3 2"),
        ("trailing token", b"1 1\nX\nX\n"),
        ("invalid UTF-8", b"1 1\n\xff\n"),
    ];
    let mut text = String::new();
    for (name, input) in cases {
        let err = judge(input).unwrap_err();
        assert_eq!(explain(input).unwrap_err(), err);
        assert!(Darkraft::validate(input).is_err(), "{name}");
        text.push_str(&format!("{name}: {err}\n"));
    }
    insta::assert_snapshot!(text);
}

#[test]
fn explain_sample_1() {
    insta::assert_snapshot!(explain(SAMPLE_1.as_bytes()).unwrap());
}

#[test]
fn explain_small_grid() {
    insta::assert_snapshot!(explain(b"3 4\nLRXL\nXXRL\nRLXX\n").unwrap());
}

#[test]
fn explain_one_cell() {
    insta::assert_snapshot!(explain(b"1 1\nX\n").unwrap());
}
