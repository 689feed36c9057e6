//! The judge entry points: samples, limits, bad input and the `--explain`
//! text, and the contract's laws.

use common_io::game::{Families as _, Game, Mode, Size, text};
use common_io::testkit::check_laws;
use common_io::{Resources, Solver};
use interval_game::{Board, Interval, IntervalGame, JudgeInput, MAX_COORD, MAX_INTERVALS, judge};

#[test]
fn samples() {
    for sample in IntervalGame::ABOUT.samples {
        assert_eq!(judge(sample.input.as_bytes()).unwrap(), sample.output);
    }
}

#[test]
fn input_round_trips_through_display() {
    let text = "2\n1\n1 3\n2\n1 3\n3 5\n";
    let input: JudgeInput = text.parse().unwrap();
    assert_eq!(input.to_string(), text);
    let messy: JudgeInput = "2 1 1\t3\r\n2 1 3 3 5".parse().unwrap();
    assert_eq!(messy, input);
}

#[test]
fn limits_and_table_size() {
    let one = |left, right| Interval { left, right };
    assert!(Board::new(vec![]).is_err());
    assert!(Board::new(vec![one(1, 2); MAX_INTERVALS + 1]).is_err());
    assert!(Board::new(vec![one(2, 2)]).is_err());
    assert!(Board::new(vec![one(1, MAX_COORD + 1)]).is_err());
    let widest = Board::new(vec![one(1, MAX_COORD); MAX_INTERVALS]).unwrap();
    // A byte a segment of the line, and the intervals.
    assert_eq!(IntervalGame::memory_needed(&widest), 201 * 201 + 200 * 8);
}

#[test]
fn bad_input_messages() {
    let cases: &[(&[u8], &str)] = &[
        (
            b"",
            "line 1, column 1: expected the number of test cases T, an integer from 1 to 100, found end of input",
        ),
        (
            b"1\n0\n",
            "line 2, column 1: expected the number of intervals N of case 1, an integer from 1 to 200, found `0`",
        ),
        (
            b"1\n1\n3 3\n",
            "line 3, column 3: expected R of interval 1 of case 1, an integer from 4 to 200, found `3`",
        ),
        (
            b"1\n1\n3 201\n",
            "line 3, column 3: expected R of interval 1 of case 1, an integer from 4 to 200, found `201`",
        ),
        (
            b"1\n1\n200 201\n",
            "line 3, column 1: expected L of interval 1 of case 1, an integer from 1 to 199, found `200`",
        ),
        (
            b"2\n1\n1 2\n",
            "line 4, column 1: expected the number of intervals N of case 2, an integer from 1 to 200, found end of input",
        ),
        (
            b"1\n1\n1 2 3\n",
            "line 3, column 5: expected end of input, found `3`",
        ),
    ];
    for (input, message) in cases {
        assert_eq!(judge(input).unwrap_err().to_string(), *message);
    }
}

/// The explanation of the sample's first case, checked by hand: `[8, 43)`
/// and `[12, 53)` meet; `[53, 98)` touches `[12, 53)` but meets neither.
/// Each move leaves exactly one more move (`[53, 98)`, or one of the two
/// that meet), a Grundy value of 1: the start is mex {1} = 0, Bob wins.
#[test]
fn explain_the_first_sample_case() {
    let out = text::<IntervalGame>(b"1\n3\n53 98\n8 43\n12 53\n", Mode::Explain).unwrap();
    assert_eq!(
        out,
        "\
Case 1 of 1: 3 intervals (3 distinct), the last ending at 98.
[8, 43) [12, 53) [53, 98)
Grundy value of the start: 0: Bob wins.
  1. Alice chooses [8, 43): Grundy value 1 left.
  2. Bob chooses [53, 98): Grundy value 0 left.
Alice cannot move: Bob wins.

"
    );
}

/// The laws of the game contract, on the sample and on generated files of
/// every family (small ones).
#[test]
fn the_contract_holds() {
    let mut positions = 0;
    for sample in IntervalGame::ABOUT.samples {
        positions += check_laws::<IntervalGame>(&sample.input.parse().unwrap());
    }
    for &family in <IntervalGame as Game>::Family::ALL {
        let size = Size {
            rows: Some(6),
            cols: Some(12),
        };
        let mut input = IntervalGame::generate(family, 1, size).unwrap();
        input.cases.truncate(3);
        positions += check_laws::<IntervalGame>(&input);
    }
    assert!(positions > 100, "{positions}");
}

/// A position with a free stretch past the case's last right end is
/// another case's; a move of another case, or one that meets a chosen
/// interval, is illegal, with the legal moves named.
#[test]
fn positions_of_another_case_and_illegal_moves_are_refused() {
    let input: JudgeInput = "2\n2\n1 3\n3 5\n2\n1 3\n3 6\n".parse().unwrap();
    for solver in [Solver::Kernel, Solver::Rules] {
        let resources = Resources::default().with_solver(solver);
        let first = IntervalGame::try_analyze(&input.cases[0], &resources).unwrap();
        let second = IntervalGame::try_analyze(&input.cases[1], &resources).unwrap();
        let other = IntervalGame::start(&second);
        assert!(IntervalGame::outcome(&first, &other).is_err(), "{solver:?}");
        assert!(
            IntervalGame::move_values(&first, &other).is_err(),
            "{solver:?}"
        );
        let start = IntervalGame::start(&first);
        let after = IntervalGame::play(&first, &start, &"1 3".parse().unwrap()).unwrap();
        for (mv, message) in [
            ("1 3", "illegal move `1 3`: the legal moves here are 3 5"),
            ("3 6", "illegal move `3 6`: the legal moves here are 3 5"),
        ] {
            let err = IntervalGame::play(&first, &after, &mv.parse().unwrap()).unwrap_err();
            assert_eq!(err.to_string(), message, "{solver:?}");
        }
    }
}
