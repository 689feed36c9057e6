//! Every fixture's `--moves` text (boards up to 20×20 and 400×1) against
//! its independent answer and the oracle's rules: the moves of each ply,
//! the move played, how the game ends.

use common_io::game::{Forced, Game};
use pawn_retro::PawnRetro;

use crate::fixtures::{self, boards};
use crate::moves;
use crate::moves::{Rc, first_best, one_based, parse, parse_result};
use crate::oracle::{Spot, same, successors, winner};

/// The moves the oracle's rules allow in `s` (none once the game is over),
/// as 1-based `(from, to)` with the position each leads to, sorted.
fn rule_moves(rows: &[Vec<u8>], s: Spot) -> Vec<(Rc, Rc, Spot)> {
    if winner(rows, s).is_some() {
        return Vec::new();
    }
    let mut moves: Vec<(Rc, Rc, Spot)> = successors(rows, s)
        .into_iter()
        .map(|t| {
            let (from, to) = if !s.3 {
                (s.2, t.2)
            } else if t.0 != s.0 {
                (s.0, t.0)
            } else {
                (s.1, t.1)
            };
            (one_based(from), one_based(to), t)
        })
        .collect();
    moves.sort_by_key(|&(from, to, _)| (from, to));
    moves
}

/// Every fixture's `--moves` text (boards up to 20×20 and 400×1, most too
/// large for the oracle to value every move) against its expected output,
/// which never came from the solver, and the oracle's rules: each ply
/// lists the legal moves, sorted, for the side to move; the move played
/// is the first with the best `RESULT`, which at every ply is the board's
/// expected answer; a win ends at a terminal position after `k` plies, a
/// tie with the first repetition.
fn check_fixture_moves(memory_limit: Option<usize>) -> (usize, usize) {
    let (mut plies, mut checked) = (0, 0);
    let names = fixtures::cases("");
    assert!(names.len() >= 50, "only {} fixtures", names.len());
    for name in names {
        let input = fixtures::read(&name, "in");
        let largest = PawnRetro::parse(input.as_bytes())
            .unwrap()
            .boards
            .iter()
            .map(PawnRetro::memory_needed)
            .max()
            .unwrap();
        if memory_limit.is_some_and(|limit| largest > limit) {
            continue;
        }
        checked += 1;
        let expected = fixtures::read(&name, "out");
        let parsed = parse(&moves(input.as_bytes()).unwrap());
        let all_rows = boards(&input);
        assert_eq!(parsed.len(), all_rows.len(), "{name}");
        for ((rows, text), answer) in all_rows.iter().zip(&parsed).zip(expected.lines()) {
            let context = format!("board {} of {name}", text.number);
            let answer = parse_result(&answer.split(' ').collect::<Vec<_>>());
            let (a, b, black) = {
                let (mut reds, mut black) = (Vec::new(), None);
                for (r, row) in rows.iter().enumerate() {
                    for (c, &ch) in row.iter().enumerate() {
                        match ch {
                            b'O' => reds.push((r, c)),
                            b'X' => black = Some((r, c)),
                            _ => {}
                        }
                    }
                }
                (reds[0], reds[1], black.unwrap())
            };
            let mut s: Spot = (a, b, black, true);
            let mut seen = vec![s];
            let mut repeated = false;
            for (p, ply) in text.plies.iter().enumerate() {
                assert!(!repeated, "a ply after the repetition: {context}");
                assert_eq!((ply.number, ply.red), (p + 1, s.3), "{context}");
                let legal = rule_moves(rows, s);
                let steps: Vec<(Rc, Rc)> = legal.iter().map(|&(f, t, _)| (f, t)).collect();
                let listed: Vec<(Rc, Rc)> = ply.moves.iter().map(|&(f, t, _)| (f, t)).collect();
                assert_eq!(listed, steps, "ply {}, {context}", p + 1);
                let played = first_best(&ply.moves, ply.red);
                assert_eq!(played.2, answer, "ply {}, {context}", p + 1);
                let index = ply.moves.iter().position(|l| l == played).unwrap();
                s = legal[index].2;
                repeated = seen.iter().any(|&t| same(t, s));
                seen.push(s);
                plies += 1;
            }
            match answer {
                Forced::Draw => assert!(repeated, "{context}"),
                Forced::Win(k) | Forced::Loss(k) => {
                    let red_won = matches!(answer, Forced::Win(_));
                    assert_eq!(winner(rows, s), Some(red_won), "{context}");
                    assert_eq!(text.plies.len(), k as usize, "{context}");
                }
            }
        }
    }
    (checked, plies)
}

/// [`check_fixture_moves`] on the fixtures whose boards need at most 64 MB.
#[test]
fn moves_text_of_every_fixture_keeps_the_answer() {
    let (checked, plies) = check_fixture_moves(Some(64 << 20));
    assert!(
        checked >= 40 && plies >= 500,
        "{checked} fixtures, {plies} plies"
    );
}

/// [`check_fixture_moves`] on every fixture, the 20×20 and 400×1 boards
/// included.
#[test]
#[ignore = "large table: CI runs it with --ignored"]
fn moves_text_of_every_fixture_keeps_the_answer_large_boards_included() {
    let (checked, plies) = check_fixture_moves(None);
    assert!(
        checked >= 50 && plies >= 1_000,
        "{checked} fixtures, {plies} plies"
    );
}
