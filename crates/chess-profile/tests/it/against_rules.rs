//! The kernel against the generic solver of the rules layer over the
//! crate's rules (`--solver rules`, the oracle of `oracle.rs`): every board
//! of up to four cells with small values, thousands of random boards up to
//! 4×4 (every reachable position's value and every move's value), and
//! random boards at the judge's limits.

use chess_profile::{Board, Cell, ChessProfile, MAX_VALUE, Move, Position, Score, Side, analyze};
use common_io::SplitMix64;
use common_io::game::{Ending, Game, best_move, principal_variation};
use common_io::testkit::check_solvers;
use proptest::prelude::*;

use crate::oracle;

/// A row-major list of values as rows.
pub(crate) fn grid(values: &[i64], cols: usize) -> Vec<Vec<i64>> {
    values.chunks(cols).map(<[i64]>::to_vec).collect()
}

/// Boards up to 4×4 ([`board_up_to`]).
fn small_board() -> impl Strategy<Value = Board> {
    board_up_to(4, 4)
}

/// Boards up to `max_rows × max_cols` whose values come from one of several
/// families: tiny values (many ties between moves), judge-size values,
/// values up to 10^9, all-equal values and boards with one huge value.
pub(crate) fn board_up_to(max_rows: usize, max_cols: usize) -> impl Strategy<Value = Board> {
    (1..=max_rows, 1..=max_cols, 0u8..5).prop_flat_map(|(rows, cols, family)| {
        let cells = rows * cols;
        let values = match family {
            0 => proptest::collection::vec(0i64..=3, 2 * cells).boxed(),
            1 => proptest::collection::vec(0i64..=100_000, 2 * cells).boxed(),
            2 => proptest::collection::vec(0i64..=MAX_VALUE, 2 * cells).boxed(),
            3 => (0i64..=MAX_VALUE)
                .prop_map(move |v| vec![v; 2 * cells])
                .boxed(),
            _ => (
                proptest::collection::vec(0i64..=10, 2 * cells),
                0..2 * cells,
            )
                .prop_map(|(mut v, i)| {
                    v[i] = MAX_VALUE;
                    v
                })
                .boxed(),
        };
        values.prop_map(move |v| {
            let (a, b) = v.split_at(cells);
            Board::new(rows, cols, a.to_vec(), b.to_vec()).unwrap()
        })
    })
}

fn solve(board: &Board) -> i64 {
    ChessProfile::answer(&analyze(board))
}

fn by_rules(board: &Board) -> i64 {
    let cols = board.cols();
    oracle::solve(
        board.rows(),
        cols,
        &grid(board.a(), cols),
        &grid(board.b(), cols),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2500))]

    /// `solve` equals the oracle.
    #[test]
    fn solve_matches_the_rules(board in small_board()) {
        prop_assert_eq!(solve(&board), by_rules(&board), "board:\n{}", board);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// The principal variation is a legal game under the rules, it ends
    /// with the solved difference, and every move in it is optimal: after
    /// each prefix, the score so far plus the oracle's value of the
    /// rest equals the answer.
    #[test]
    fn principal_variation_is_legal_and_optimal(board in small_board()) {
        let (rows, cols) = (board.rows(), board.cols());
        let (a, b) = (grid(board.a(), cols), grid(board.b(), cols));
        let value = solve(&board);
        let analysis = analyze(&board);
        let (line, ending) = principal_variation::<ChessProfile>(&analysis);
        prop_assert_eq!(ending, Ending::Over);
        let cells: Vec<(usize, usize)> = line.moves().iter().map(|m| (m.cell.row, m.cell.col)).collect();
        prop_assert_eq!(oracle::replay(rows, cols, &a, &b, &cells), Ok(value));

        let mut occupied = vec![vec![false; cols]; rows];
        let mut so_far = 0;
        for (i, (position, mv)) in line.positions().iter().zip(line.moves()).enumerate() {
            let side = if i % 2 == 0 { Side::First } else { Side::Second };
            prop_assert_eq!(position.to_move(), side);
            let (r, c) = (mv.cell.row, mv.cell.col);
            so_far += if i % 2 == 0 { a[r][c] } else { -b[r][c] };
            occupied[r][c] = true;
            prop_assert_eq!(so_far + oracle::solve_from(rows, cols, &a, &b, &occupied), value);
        }
        prop_assert_eq!(so_far, value);
    }

    /// Queries on any position: a random legal game is played part-way,
    /// then the analysis's value there, its best move and the position's
    /// bookkeeping are checked against the oracle and the statement.
    #[test]
    #[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
    fn any_position_matches_the_rules(board in small_board(), choices in proptest::collection::vec(any::<prop::sample::Index>(), 16)) {
        let (rows, cols) = (board.rows(), board.cols());
        let (a, b) = (grid(board.a(), cols), grid(board.b(), cols));
        let analysis = analyze(&board);
        let mut position = Position::empty(rows, cols).unwrap();
        let mut occupied = vec![vec![false; cols]; rows];
        for (played, choice) in choices.iter().enumerate() {
            prop_assert_eq!(position.stones(), played.min(rows * cols));
            let expected = oracle::solve_from(rows, cols, &a, &b, &occupied);
            let first = position.to_move() == Side::First;
            let for_mover = if first { expected } else { -expected };
            prop_assert_eq!(ChessProfile::outcome(&analysis, &position), Ok(Score(for_mover)));
            // The open cells are exactly the cells the rules allow.
            let open: Vec<Cell> = (0..rows)
                .flat_map(|r| (0..cols).map(move |c| Cell { row: r, col: c }))
                .filter(|c| {
                    !occupied[c.row][c.col]
                        && (0..c.col).all(|j| occupied[c.row][j])
                        && (0..c.row).all(|i| occupied[i][c.col])
                })
                .collect();
            let mut listed = position.open_cells();
            listed.sort();
            prop_assert_eq!(&listed, &open);
            for r in 0..=rows {
                for c in 0..=cols {
                    let cell = Cell { row: r, col: c };
                    let played = ChessProfile::play(&analysis, &position, &Move { cell });
                    prop_assert_eq!(played.is_ok(), open.contains(&cell), "{}", cell);
                }
            }
            if open.is_empty() {
                prop_assert!(position.is_full());
                prop_assert_eq!(best_move::<ChessProfile>(&analysis, &position), Ok(None));
                break;
            }
            // The best move keeps the value.
            let best = best_move::<ChessProfile>(&analysis, &position).unwrap().unwrap().mv.cell;
            let gain = match position.to_move() {
                Side::First => a[best.row][best.col],
                Side::Second => -b[best.row][best.col],
            };
            occupied[best.row][best.col] = true;
            prop_assert_eq!(gain + oracle::solve_from(rows, cols, &a, &b, &occupied), expected);
            occupied[best.row][best.col] = false;
            // Then play a random open cell.
            let cell = *choice.get(&open);
            position = ChessProfile::play(&analysis, &position, &Move { cell }).unwrap();
            occupied[cell.row][cell.col] = true;
            let lengths = position.row_lengths();
            prop_assert_eq!(Position::from_row_lengths(cols, &lengths), Some(position));
        }
    }
}

/// Every board of up to four cells whose values are 0, 1 or 2 (0 or 1 on
/// four cells): the two solvers agree on every position's value and every
/// move's value, and on the three texts.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn every_board_up_to_four_cells() {
    let (mut boards, mut positions) = (0, 0);
    for (rows, cols, base) in [
        (1, 1, 3),
        (1, 2, 3),
        (2, 1, 3),
        (1, 3, 3),
        (3, 1, 3),
        (2, 2, 2),
        (1, 4, 2),
        (4, 1, 2),
    ] {
        let cells = rows * cols;
        for code in 0..(base as u64).pow(2 * cells as u32) {
            let values: Vec<i64> = (0..2 * cells)
                .map(|k| (code / (base as u64).pow(k as u32) % base as u64) as i64)
                .collect();
            let (a, b) = values.split_at(cells);
            let board = Board::new(rows, cols, a.to_vec(), b.to_vec()).unwrap();
            let compared = check_solvers::<ChessProfile>(&board, usize::MAX);
            assert_eq!(compared.whole_boards, 1);
            positions += compared.positions;
            boards += 1;
        }
    }
    // 9 + 2·81 + 2·729 + 3·256 boards.
    assert_eq!(boards, 2397);
    assert!(positions > 10_000, "{positions}");
}

/// Random boards up to 6×5 and values from every family: every position.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn random_boards_every_position() {
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig::with_cases(300));
    let positions = std::sync::atomic::AtomicUsize::new(0);
    runner
        .run(&board_up_to(6, 5), |board| {
            let compared = check_solvers::<ChessProfile>(&board, usize::MAX);
            positions.fetch_add(compared.positions, std::sync::atomic::Ordering::Relaxed);
            Ok(())
        })
        .unwrap();
    assert!(positions.into_inner() > 3000);
}

/// Random boards at the judge's limits, 10×10 with values up to 10^5 and
/// up to 10^9: the answers, the texts, and the first 2,000 positions the
/// start reaches.
#[test]
#[ignore = "large table: CI runs it with --ignored"]
fn random_boards_at_the_judge_s_limits() {
    let mut rng = SplitMix64::new(36);
    for max in [1, 100_000, MAX_VALUE] {
        let values: Vec<i64> = (0..200).map(|_| rng.range_i64(0, max)).collect();
        let board = Board::new(10, 10, values[..100].to_vec(), values[100..].to_vec()).unwrap();
        let compared = check_solvers::<ChessProfile>(&board, 2000);
        assert_eq!(compared.positions, 2000, "{compared:?}");
    }
}

/// The rules' numbers ([`Indexed`], which `--solver rules` keeps its
/// values by): on every board size up to 6×6 and on 10×10, every position
/// the empty board reaches has its own number below the count, all the
/// numbers are used, each gives its position back, and a stone always
/// leads to a smaller number.
#[test]
fn every_position_has_a_number_that_gives_it_back() {
    use common_io::rules::{Indexed, Rules};

    let sizes = (1..=6).flat_map(|r| (1..=6).map(move |c| (r, c)));
    for (rows, cols) in sizes.chain([(10, 10), (1, 29), (29, 1)]) {
        let text = format!(
            "{rows} {cols}\n{}",
            "1\n"
                .repeat(2 * rows)
                .replace('1', &vec!["1"; cols].join(" "))
        );
        let board: Board = text.parse().unwrap();
        let mut seen = vec![false; board.count()];
        let mut queue = vec![board.start()];
        seen[board.index(&board.start())] = true;
        let mut moves = Vec::new();
        while let Some(position) = queue.pop() {
            let index = board.index(&position);
            assert_eq!(board.position(index), position, "{rows}x{cols}");
            moves.clear();
            board.legal_moves(&position, &mut moves);
            for mv in &moves {
                let next = board.play(&position, mv);
                let number = board.index(&next);
                assert!(number < index, "{rows}x{cols}: {position:?} -> {next:?}");
                if !seen[number] {
                    seen[number] = true;
                    queue.push(next);
                }
            }
        }
        assert!(
            seen.iter().all(|&s| s),
            "{rows}x{cols}: a number without a position"
        );
    }
}
