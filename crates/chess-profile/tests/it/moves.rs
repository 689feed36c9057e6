//! The explorer view against the oracle of `oracle.rs`: the `--moves` text
//! read back line by line and replayed under the rules, with every value
//! recomputed by the oracle; `Analysis::move_values` on random
//! positions; snapshots of a few `--moves` texts (whose inputs are among
//! the checked ones).

use std::sync::atomic::{AtomicUsize, Ordering};

use chess_profile::{Board, ChessProfile, Move, Position, Score, Side, analyze, judge};
use common_io::game::{ForeignPosition, Game, best_move, principal_variation};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

use crate::against_rules::{board_up_to, grid};
use crate::oracle::{self, Oracle};
use crate::{explain, moves};

const SAMPLE_1: &str = "2 3\n2 7 3\n9 1 2\n3 7 2\n2 3 1\n";
/// Every value 1: every move of a ply has the same value (all ties).
const SAMPLE_2: &str = "3 3\n1 1 1\n1 1 1\n1 1 1\n1 1 1\n1 1 1\n1 1 1\n";
const ONE_ROW: &str = "1 4\n10 20 30 40\n5 5 5 1000000000\n";
const ONE_COLUMN: &str = "3 1\n4\n1\n6\n2\n9\n0\n";
/// Ties between different moves (plies 2, 5 and 6), and a value of 10^9.
const TIES: &str = "3 3\n0 2 0\n1 0 1\n0 1 1000000000\n1 0 2\n0 1 0\n1 0 1\n";

/// The inputs whose `--moves` texts are snapshotted.
const SNAPSHOTTED: [&str; 5] = [SAMPLE_1, SAMPLE_2, ONE_ROW, ONE_COLUMN, TIES];

/// One ply of a `--moves` text: its number, who moves (`F` or `S`) and
/// the listed moves, 1-based `(row, col, value)`.
#[derive(Debug)]
struct Ply {
    number: usize,
    mover: char,
    moves: Vec<(usize, usize, i64)>,
}

/// Reads a `--moves` text, strictly: every line ends with `\n`, its tokens
/// are separated by one space, and every number is written as Rust writes
/// it (so no sign on positive numbers, no leading zeros, no trailing
/// spaces): each line must equal its own fields written back.
fn parse(text: &str) -> Vec<Ply> {
    let body = text
        .strip_suffix('\n')
        .unwrap_or_else(|| panic!("the text does not end with a newline:\n{text}"));
    let mut plies: Vec<Ply> = Vec::new();
    for line in body.split('\n') {
        let tokens: Vec<&str> = line.split(' ').collect();
        if let ["ply", number, mover] = tokens[..] {
            let number: usize = number.parse().unwrap();
            let mover = match mover {
                "F" => 'F',
                "S" => 'S',
                _ => panic!("bad mover in {line:?}"),
            };
            assert_eq!(line, format!("ply {number} {mover}"), "{line:?}");
            plies.push(Ply {
                number,
                mover,
                moves: Vec::new(),
            });
        } else if let [row, col, value] = tokens[..] {
            let (row, col): (usize, usize) = (row.parse().unwrap(), col.parse().unwrap());
            let value: i64 = value.parse().unwrap();
            assert_eq!(line, format!("{row} {col} {value}"), "{line:?}");
            assert!(row >= 1 && col >= 1, "{line:?} is not 1-based");
            plies
                .last_mut()
                .unwrap_or_else(|| panic!("a move line before the first ply line: {line:?}"))
                .moves
                .push((row, col, value));
        } else {
            panic!("neither a ply line nor a move line: {line:?}");
        }
    }
    plies
}

/// The cells of the moves of an `--explain` text, 0-based, in order.
fn explained_cells(text: &str) -> Vec<(usize, usize)> {
    text.lines()
        .skip_while(|line| !line.starts_with("move  player"))
        .skip(1)
        .take_while(|line| !line.is_empty())
        .map(|line| {
            let cell = &line[line.find('(').unwrap() + 1..line.find(')').unwrap()];
            let (row, col) = cell.split_once(", ").unwrap();
            (
                row.parse::<usize>().unwrap() - 1,
                col.parse::<usize>().unwrap() - 1,
            )
        })
        .collect()
}

/// Checks the `--moves` text of `input` against the oracle, ply by ply,
/// and returns the number of plies:
///
/// - (a) each ply lists exactly the oracle's legal moves, in row-major
///   order, and says who moves by the number of stones;
/// - (b) each value is the final difference of the whole game: the
///   stones placed so far, the move, and the oracle's value of the rest;
/// - (c) the game goes on with the first listed move with the best value
///   for the mover (the next ply is checked on the board after it), and
///   that best value is the oracle's value of the game from there;
/// - (d) the first ply's best value is the oracle's answer and `judge`'s;
/// - (e) the text ends exactly when the board is full, after `n · m` plies.
///
/// Then the game played is the one of `principal_variation`, of
/// `best_move` at each of its positions and of `--explain`.
fn check_moves(input: &str) -> usize {
    let board: Board = input.parse().unwrap();
    let (n, m) = (board.rows(), board.cols());
    let (a, b) = (grid(board.a(), m), grid(board.b(), m));
    let mut oracle = Oracle::new(n, m, &a, &b);
    let answer = oracle::solve(n, m, &a, &b);

    let plies = parse(&moves(input.as_bytes()).unwrap());
    let mut occupied = vec![vec![false; m]; n];
    let mut so_far = 0i64;
    let mut game = Vec::new();
    for (i, ply) in plies.iter().enumerate() {
        let context = format!("ply {} of\n{input}", i + 1);
        assert_eq!(ply.number, i + 1, "{context}");
        let first = i % 2 == 0;
        assert_eq!(ply.mover, if first { 'F' } else { 'S' }, "{context}");
        // (a), and (e): a ply is printed only while the board is not full.
        let legal = oracle.legal_moves(&occupied);
        assert!(!legal.is_empty(), "a ply on a full board: {context}");
        let listed: Vec<(usize, usize)> =
            ply.moves.iter().map(|&(r, c, _)| (r - 1, c - 1)).collect();
        assert_eq!(listed, legal, "{context}");
        // (b)
        let gain = |r: usize, c: usize| if first { a[r][c] } else { -b[r][c] };
        for &(r, c, value) in &ply.moves {
            let (r, c) = (r - 1, c - 1);
            occupied[r][c] = true;
            let expected = so_far + gain(r, c) + oracle.value(&occupied);
            occupied[r][c] = false;
            assert_eq!(value, expected, "move ({}, {}), {context}", r + 1, c + 1);
        }
        // (c)
        let values = ply.moves.iter().map(|&(_, _, v)| v);
        let best = if first { values.max() } else { values.min() }.unwrap();
        assert_eq!(best, so_far + oracle.value(&occupied), "{context}");
        // (d)
        if i == 0 {
            assert_eq!(best, answer, "{context}");
            assert_eq!(judge(input.as_bytes()).unwrap(), format!("{best}\n"));
        }
        let &(r, c, _) = ply.moves.iter().find(|&&(_, _, v)| v == best).unwrap();
        let (r, c) = (r - 1, c - 1);
        so_far += gain(r, c);
        occupied[r][c] = true;
        game.push((r, c));
    }
    // (e): the text stops at the full board, and the game ends with the answer.
    assert!(
        occupied.iter().flatten().all(|&o| o),
        "the game stops early:\n{input}"
    );
    assert_eq!(plies.len(), n * m);
    assert_eq!(so_far, answer);
    assert_eq!(oracle::replay(n, m, &a, &b, &game), Ok(answer));

    // The same game everywhere.
    let analysis = analyze(&board);
    let variation: Vec<(usize, usize)> = principal_variation::<ChessProfile>(&analysis)
        .0
        .moves()
        .iter()
        .map(|mv| (mv.cell.row, mv.cell.col))
        .collect();
    assert_eq!(variation, game, "principal variation of\n{input}");
    let mut position = ChessProfile::start(&analysis);
    for &(row, col) in &game {
        let mv = Move {
            cell: chess_profile::Cell::new(row, col),
        };
        let best = best_move::<ChessProfile>(&analysis, &position).unwrap();
        assert_eq!(best.map(|b| b.mv), Some(mv), "best move of\n{input}");
        position = ChessProfile::play(&analysis, &position, &mv).unwrap();
    }
    assert_eq!(best_move::<ChessProfile>(&analysis, &position), Ok(None));
    assert_eq!(
        explained_cells(&explain(input.as_bytes()).unwrap()),
        game,
        "--explain of\n{input}"
    );
    plies.len()
}

/// Runs `check_moves` on `cases` random boards up to `max_rows × max_cols`;
/// the number of plies checked.
fn check_random_boards(cases: u32, max_rows: usize, max_cols: usize) -> usize {
    let plies = AtomicUsize::new(0);
    let mut runner = TestRunner::new(Config::with_cases(cases));
    runner
        .run(&board_up_to(max_rows, max_cols), |board| {
            plies.fetch_add(check_moves(&board.to_string()), Ordering::Relaxed);
            Ok(())
        })
        .unwrap();
    plies.into_inner()
}

/// 3,000 random boards up to 4×4, every ply of each printed game (about
/// 6.25 plies a board on average).
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn moves_text_matches_the_oracle_on_small_boards() {
    let plies = check_random_boards(3000, 4, 4);
    assert!(plies >= 15_000, "{plies} plies");
}

/// 300 random boards up to 6×5 (up to 30 plies each).
#[test]
fn moves_text_matches_the_oracle_up_to_6x5() {
    let plies = check_random_boards(300, 6, 5);
    assert!(plies >= 2_400, "{plies} plies");
}

/// The snapshotted inputs are checked like the random ones.
#[test]
fn snapshotted_inputs_match_the_oracle() {
    for input in SNAPSHOTTED {
        // check_moves asserts a ply per cell itself.
        check_moves(input);
    }
}

#[test]
fn moves_sample_1() {
    insta::assert_snapshot!(moves(SNAPSHOTTED[0].as_bytes()).unwrap());
}

#[test]
fn moves_sample_2_all_ties() {
    insta::assert_snapshot!(moves(SNAPSHOTTED[1].as_bytes()).unwrap());
}

#[test]
fn moves_one_row() {
    insta::assert_snapshot!(moves(SNAPSHOTTED[2].as_bytes()).unwrap());
}

#[test]
fn moves_one_column() {
    insta::assert_snapshot!(moves(SNAPSHOTTED[3].as_bytes()).unwrap());
}

#[test]
fn moves_ties_and_a_huge_value() {
    insta::assert_snapshot!(moves(SNAPSHOTTED[4].as_bytes()).unwrap());
}

/// Bad input gives the same error as the judge, and nothing else.
#[test]
fn moves_rejects_bad_input_like_the_judge() {
    for input in [&b""[..], b"1 1\n1\n", b"0 3\n", b"1 1\n1000000001\n0\n"] {
        assert_eq!(moves(input).unwrap_err(), judge(input).unwrap_err());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    /// `move_values` on random positions (a random legal game played
    /// part-way, not the optimal one): the moves are the oracle's legal
    /// moves in row-major order, each value is the mover's lead: the
    /// move's cell for the mover minus the oracle's value of the rest for
    /// the opponent (counted from the position), the best of them is
    /// `outcome`, and `best_move` is the first with that value.
    #[test]
    #[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
    fn move_values_match_the_oracle_anywhere(
        board in board_up_to(4, 4),
        choices in proptest::collection::vec(any::<prop::sample::Index>(), 16),
    ) {
        let (rows, cols) = (board.rows(), board.cols());
        let (a, b) = (grid(board.a(), cols), grid(board.b(), cols));
        let mut oracle = Oracle::new(rows, cols, &a, &b);
        let analysis = analyze(&board);
        let mut position = ChessProfile::start(&analysis);
        prop_assert_eq!(position, Position::empty(rows, cols).unwrap());
        let mut occupied = vec![vec![false; cols]; rows];
        for choice in &choices {
            let values = ChessProfile::move_values(&analysis, &position).unwrap();
            let legal = oracle.legal_moves(&occupied);
            let cells: Vec<(usize, usize)> = values.iter().map(|v| (v.mv.cell.row, v.mv.cell.col)).collect();
            prop_assert_eq!(&cells, &legal);
            if legal.is_empty() {
                prop_assert!(position.is_full());
                prop_assert_eq!(best_move::<ChessProfile>(&analysis, &position), Ok(None));
                break;
            }
            // The oracle's values are the first player's; a lead is the mover's.
            let first = position.to_move() == Side::First;
            let for_mover = |v: i64| if first { v } else { -v };
            for v in &values {
                let (r, c) = (v.mv.cell.row, v.mv.cell.col);
                let gain = if first { a[r][c] } else { -b[r][c] };
                occupied[r][c] = true;
                prop_assert_eq!(v.value, Score(for_mover(gain + oracle.value(&occupied))), "{}", v.mv.cell);
                occupied[r][c] = false;
            }
            let best = values.iter().map(|v| v.value).max().unwrap();
            prop_assert_eq!(ChessProfile::outcome(&analysis, &position), Ok(best));
            prop_assert_eq!(best, Score(for_mover(oracle.value(&occupied))));
            let first_best = values.iter().find(|v| v.value == best).map(|v| v.mv);
            let chosen = best_move::<ChessProfile>(&analysis, &position).unwrap().map(|b| b.mv);
            prop_assert_eq!(chosen, first_best);
            let (r, c) = *choice.get(&legal);
            position = ChessProfile::play(&analysis, &position, &Move { cell: chess_profile::Cell::new(r, c) }).unwrap();
            occupied[r][c] = true;
        }
    }
}

/// A position of another board size is refused; a full board has no
/// moves and is worth 0 to the player to move.
#[test]
fn move_values_elsewhere() {
    let board: Board = SAMPLE_1.parse().unwrap();
    let analysis = analyze(&board);
    let other = Position::empty(3, 2).unwrap();
    assert_eq!(
        ChessProfile::move_values(&analysis, &other),
        Err(ForeignPosition)
    );
    assert_eq!(
        ChessProfile::outcome(&analysis, &other),
        Err(ForeignPosition)
    );
    let full = Position::from_row_lengths(3, &[3, 3]).unwrap();
    assert_eq!(ChessProfile::move_values(&analysis, &full), Ok(Vec::new()));
    assert_eq!(ChessProfile::outcome(&analysis, &full), Ok(Score(0)));
    let mv = Move {
        cell: chess_profile::Cell::new(0, 0),
    };
    assert_eq!(
        ChessProfile::play(&analysis, &other, &mv)
            .unwrap_err()
            .to_string(),
        "illegal move `1 1`: the position is not one of this board's"
    );
    assert_eq!(
        ChessProfile::play(&analysis, &full, &mv)
            .unwrap_err()
            .to_string(),
        "illegal move `1 1`: the game is over"
    );
}

/// `Game::game_outcome` against the oracle on lines that leave the optimal
/// game: at every ply, for the first player, what both scored so far plus
/// the oracle's value of the rest; at the end, the game's difference.
#[test]
fn the_game_s_value_counts_the_stones_scored_on_any_line() {
    use common_io::game::{Game, Line};

    let mut lines = 0;
    for (k, input) in SNAPSHOTTED.iter().enumerate() {
        let board: Board = input.parse().unwrap();
        let (n, m) = (board.rows(), board.cols());
        let (a, b) = (grid(board.a(), m), grid(board.b(), m));
        let mut oracle = Oracle::new(n, m, &a, &b);
        let analysis = analyze(&board);
        for seed in 0..8u64 {
            let mut line = Line::<ChessProfile>::new(&analysis);
            let mut occupied = vec![vec![false; m]; n];
            let mut so_far = 0i64;
            let mut state = seed * 7919 + k as u64 + 1;
            loop {
                let value = ChessProfile::game_outcome(&line).0;
                let first = line.to_move() == Side::First;
                let for_first = if first { value } else { -value };
                let context = format!("ply {} of seed {seed} on\n{input}", line.ply());
                assert_eq!(for_first, so_far + oracle.value(&occupied), "{context}");
                let legal = oracle.legal_moves(&occupied);
                if legal.is_empty() {
                    break;
                }
                // A pseudo-random legal move (an LCG: the oracle's list).
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let (r, c) = legal[(state >> 33) as usize % legal.len()];
                so_far += if first { a[r][c] } else { -b[r][c] };
                occupied[r][c] = true;
                line.play(&format!("{} {}", r + 1, c + 1).parse::<Move>().unwrap())
                    .unwrap();
            }
            let moves: Vec<(usize, usize)> = line
                .moves()
                .iter()
                .map(|mv| (mv.cell.row, mv.cell.col))
                .collect();
            assert_eq!(Ok(so_far), oracle::replay(n, m, &a, &b, &moves));
            lines += 1;
        }
    }
    assert_eq!(lines, 8 * SNAPSHOTTED.len());
}
