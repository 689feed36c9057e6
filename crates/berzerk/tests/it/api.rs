//! The judge entry points: samples, limits, bad input and the `--explain`
//! text, and the contract's laws.

use berzerk::{Berzerk, Board, MAX_OBJECTS, Move, Position, Side, analyze, judge};
use common_io::game::{Families as _, Forced, Game, Mode, Size, principal_variation, text};
use common_io::rules::Solution;
use common_io::testkit::check_laws;

#[test]
fn samples() {
    for sample in Berzerk::ABOUT.samples {
        assert_eq!(judge(sample.input.as_bytes()).unwrap(), sample.output);
    }
}

#[test]
fn board_round_trips_through_display() {
    let text = "5\n2 3 2\n3 1 2 3\n";
    let board: Board = text.parse().unwrap();
    assert_eq!(board.to_string(), text);
    let messy: Board = "5 2\t3 2\r\n3 1 2 3".parse().unwrap();
    assert_eq!(messy, board);
}

#[test]
fn limits_and_table_size() {
    assert!(Board::new(1, vec![], vec![]).is_err());
    assert!(Board::new(MAX_OBJECTS + 1, vec![1], vec![1]).is_err());
    assert!(Board::new(5, vec![], vec![1]).is_err());
    assert!(Board::new(5, vec![5], vec![1]).is_err());
    assert!(Board::new(5, vec![0], vec![1]).is_err());
    assert!(Board::new(5, vec![2, 2], vec![1]).is_err());
    // A label, a counter, a queue entry, a list entry and its place a
    // position, 2 n positions, a place more in the queue, and 7000 bits
    // for each side's steps (110 words of 8 bytes).
    let board = Board::new(7000, vec![1], vec![1]).unwrap();
    assert_eq!(
        Berzerk::memory_needed(&board),
        2 * 7000 * 20 + 4 + 2 * 110 * 8
    );
}

#[test]
fn bad_input_messages() {
    let cases: &[(&[u8], &str)] = &[
        (
            b"",
            "line 1, column 1: expected the number of objects n, an integer from 2 to 20000, found end of input",
        ),
        (
            b"1\n",
            "line 1, column 1: expected the number of objects n, an integer from 2 to 20000, found `1`",
        ),
        (
            b"5\n0\n",
            "line 2, column 1: expected the size of Rick's set, an integer from 1 to 4, found `0`",
        ),
        (
            b"5\n2 3 3\n1 1\n",
            "line 2, column 5: expected a number of Rick's set not already in it, found `3`",
        ),
        (
            b"5\n1 5\n1 1\n",
            "line 2, column 3: expected number 1 of Rick's set, an integer from 1 to 4, found `5`",
        ),
        (
            b"5\n1 1\n2 4 4\n",
            "line 3, column 5: expected a number of Morty's set not already in it, found `4`",
        ),
        (
            b"5\n1 1\n1 1 2\n",
            "line 3, column 5: expected end of input, found `2`",
        ),
    ];
    for (input, message) in cases {
        assert_eq!(judge(input).unwrap_err().to_string(), *message);
    }
}

/// The explanation of the first sample, checked by hand: from object 2,
/// Rick's 3 leads to object 5 and his 2 to object 4; from either Morty
/// steps into the black hole (1 from object 5, 2 from object 4): Rick
/// loses in 2, and plays the first of his equal moves.
#[test]
fn explain_sample_1() {
    assert_eq!(
        text::<Berzerk>(b"5\n2 3 2\n3 1 2 3\n", Mode::Explain).unwrap(),
        "\
A circle of 5 objects, object 1 the black hole.
Rick's numbers: 3 2
Morty's numbers: 1 2 3
Rick first: Win from 2, Lose from 1, Loop from 1 of the 4 starts.
Morty first: Win from 3, Lose from 0, Loop from 1 of the 4 starts.

From object 2, Rick to move: Rick loses in 2.
   1. Rick sends the monster 3 on, from object 2 to object 5.
   2. Morty sends the monster 1 on, from object 5 to the black hole.
Morty wins.
"
    );
}

/// A start that never ends: the optimal game stops where a position comes
/// back.
#[test]
fn an_endless_game_stops_at_a_repetition() {
    let analysis = analyze(&"4\n1 2\n1 2\n".parse().unwrap());
    let start = Berzerk::start(&analysis);
    assert_eq!(Berzerk::outcome(&analysis, &start), Ok(Forced::Draw));
    let (line, ending) = principal_variation::<Berzerk>(&analysis);
    assert!(
        matches!(ending, common_io::game::Ending::Repetition { .. }),
        "{:?}",
        line.moves()
    );
    let at = |object| Position::At {
        object,
        mover: Side::Rick,
    };
    assert_eq!(analysis.outcome(&at(3)), Some(Forced::Win(1)));
    assert_eq!(analysis.outcome(&at(5)), None);
}

/// Play refuses a number not the mover's, a position off the circle, and
/// any move once the monster is in the black hole.
#[test]
fn play_refuses_what_the_rules_do_not_allow() {
    let analysis = analyze(&"5\n2 3 2\n3 1 2 3\n".parse().unwrap());
    let start = Berzerk::start(&analysis);
    let refusal = |position, step| {
        Berzerk::play(&analysis, &position, &Move::Step(step))
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        refusal(start, 1),
        "illegal move `1`: the legal moves here are 3, 2"
    );
    assert_eq!(
        Berzerk::play(&analysis, &start, &Move::Step(3)),
        Ok(Position::At {
            object: 5,
            mover: Side::Morty
        })
    );
    let off = Position::At {
        object: 6,
        mover: Side::Rick,
    };
    assert!(
        refusal(off, 3).contains("not one of this board's"),
        "{}",
        refusal(off, 3)
    );
    let over = Position::At {
        object: 1,
        mover: Side::Morty,
    };
    assert!(
        refusal(over, 1).contains("the game is over"),
        "{}",
        refusal(over, 1)
    );
}

/// The laws of the game contract, on the samples and on generated boards
/// of every family (small ones).
#[test]
fn the_contract_holds() {
    let mut positions = 0;
    for sample in Berzerk::ABOUT.samples {
        positions += check_laws::<Berzerk>(&sample.input.parse().unwrap());
    }
    for &family in <Berzerk as Game>::Family::ALL {
        for seed in 0..3 {
            let size = Size {
                rows: None,
                cols: Some(4 + seed as usize * 9),
            };
            positions += check_laws::<Berzerk>(&Berzerk::generate(family, seed, size).unwrap());
        }
    }
    assert!(positions > 50, "{positions}");
}
