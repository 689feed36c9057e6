//! The judge entry points: samples, limits, bad input and the `--explain`
//! text, and the contract's laws.

use common_io::game::{Families as _, Game, Mode, Size, text};
use common_io::testkit::check_laws;
use deque_game::{Board, DequeGame, MAX_LEN, MAX_VALUE, analyze, judge};

#[test]
fn samples() {
    for sample in DequeGame::ABOUT.samples {
        assert_eq!(judge(sample.input.as_bytes()).unwrap(), sample.output);
    }
}

#[test]
fn board_round_trips_through_display() {
    let text = "4\n10 80 90 30\n";
    let board: Board = text.parse().unwrap();
    assert_eq!(board.to_string(), text);
    // Any whitespace separates tokens; CRLF is fine.
    let messy: Board = "4\r\n10\t80\n90 30".parse().unwrap();
    assert_eq!(messy, board);
}

#[test]
fn limits_and_table_size() {
    // N (N + 1) / 2 values of 8 bytes.
    let row = |n: usize| Board::new(vec![1; n]).unwrap();
    assert_eq!(DequeGame::memory_needed(&row(3000)), 3000 * 3001 / 2 * 8);
    assert_eq!(DequeGame::memory_needed(&row(MAX_LEN)), 1_600_080_000);
    assert!(Board::new(vec![]).is_err());
    assert!(Board::new(vec![1; MAX_LEN + 1]).is_err());
    assert!(Board::new(vec![1, 0]).is_err());
    assert!(Board::new(vec![MAX_VALUE + 1]).is_err());
}

#[test]
fn bad_input_messages() {
    let cases: &[(&str, &[u8], &str)] = &[
        (
            "empty",
            b"",
            "line 1, column 1: expected the length of the row N, an integer from 1 to 20000, found end of input",
        ),
        (
            "length zero",
            b"0\n",
            "line 1, column 1: expected the length of the row N, an integer from 1 to 20000, found `0`",
        ),
        (
            "a number short",
            b"3\n1 2\n",
            "line 3, column 1: expected a_3, an integer from 1 to 1000000000, found end of input",
        ),
        (
            "a number zero",
            b"2\n1 0\n",
            "line 2, column 3: expected a_2, an integer from 1 to 1000000000, found `0`",
        ),
        (
            "a number too many",
            b"2\n1 2 3\n",
            "line 2, column 5: expected end of input, found `3`",
        ),
    ];
    for (name, input, message) in cases {
        assert_eq!(judge(input).unwrap_err().to_string(), *message, "{name}");
    }
}

/// The explanation of the first sample, checked by hand: Taro takes 30
/// (the last), Jiro 90, Taro 80, Jiro 10: 110 against 100.
#[test]
fn explain_sample_1() {
    assert_eq!(
        text::<DequeGame>(b"4\n10 80 90 30\n", Mode::Explain).unwrap(),
        "\
A row of 4: 10 80 90 30
Taro (T) moves first; each move takes the first or the last number.

 ply  side  takes  value    T    J
   1  T      last     30   30    0
   2  J      last     90   30   90
   3  T      last     80  110   90
   4  J     first     10  110  100

Totals: T 110, J 100; difference 10.
"
    );
}

/// The laws of the game contract, on the samples and on generated rows of
/// every family (short ones, whose every position is cheap).
#[test]
fn the_contract_holds() {
    let mut positions = 0;
    for sample in DequeGame::ABOUT.samples {
        positions += check_laws::<DequeGame>(&sample.input.parse().unwrap());
    }
    for &family in <DequeGame as Game>::Family::ALL {
        for seed in 0..3 {
            let size = Size {
                rows: None,
                cols: Some(1 + seed as usize * 7),
            };
            positions += check_laws::<DequeGame>(&DequeGame::generate(family, seed, size).unwrap());
        }
    }
    assert!(positions > 100, "{positions}");
}

#[test]
fn analysis_refuses_foreign_positions_and_illegal_moves() {
    let analysis = analyze(&"3\n1 2 3\n".parse().unwrap());
    let other = analyze(&"4\n1 2 3 4\n".parse().unwrap());
    let foreign = DequeGame::start(&other);
    assert!(DequeGame::outcome(&analysis, &foreign).is_err());
    assert!(DequeGame::move_values(&analysis, &foreign).is_err());
    assert_eq!(
        DequeGame::play(&analysis, &foreign, &"1".parse().unwrap())
            .unwrap_err()
            .to_string(),
        "illegal move `1`: the position is not one of this board's"
    );
    let mut position = DequeGame::start(&analysis);
    assert_eq!(
        DequeGame::play(&analysis, &position, &"2".parse().unwrap())
            .unwrap_err()
            .to_string(),
        "illegal move `2`: the legal moves here are 1, 3"
    );
    for place in ["3", "1", "2"] {
        position = DequeGame::play(&analysis, &position, &place.parse().unwrap()).unwrap();
    }
    assert!(position.is_over());
    assert_eq!(
        DequeGame::play(&analysis, &position, &"2".parse().unwrap())
            .unwrap_err()
            .to_string(),
        "illegal move `2`: the game is over"
    );
}
