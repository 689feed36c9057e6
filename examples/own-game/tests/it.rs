//! The game against a brute force written from the statement alone (a
//! memoized search over the heaps, sharing nothing with the rules), and the
//! contract's laws.

use common_io::game::{AnyGame, Mode, Size, erase, text};
use common_io::testkit::check_laws;
use wythoff::Wythoff;

/// Whether the player to move from heaps `(a, b)` wins, by plain search.
fn wins(a: usize, b: usize, memo: &mut Vec<Vec<Option<bool>>>) -> bool {
    if let Some(known) = memo[a][b] {
        return known;
    }
    let one_heap = (0..a).any(|x| !wins(x, b, memo)) || (0..b).any(|y| !wins(a, y, memo));
    let both = (1..=a.min(b)).any(|k| !wins(a - k, b - k, memo));
    memo[a][b] = Some(one_heap || both);
    one_heap || both
}

#[test]
fn every_case_up_to_45_is_the_brute_force_s_answer() {
    let mut memo = vec![vec![None; 46]; 46];
    for a in 0..=45 {
        let input: String = format!(
            "46\n{}",
            (0..=45).map(|b| format!("{a} {b}\n")).collect::<String>()
        );
        let want: String = (0..=45)
            .map(|b| {
                if wins(a, b, &mut memo) {
                    "First\n"
                } else {
                    "Second\n"
                }
            })
            .collect();
        assert_eq!(
            text::<Wythoff>(input.as_bytes(), Mode::Judge).unwrap(),
            want,
            "a = {a}"
        );
    }
}

#[test]
fn the_laws_hold_on_every_family() {
    let game = erase::<Wythoff>();
    for family in ["random", "cold"] {
        for seed in 0..3 {
            // A judge test of the family, and (for the laws, which walk
            // every move of every case) 4 cases of heaps up to 15.
            let full = game.generate(family, seed, Size::default()).unwrap();
            assert_eq!(game.validate(full.as_bytes()), Ok(()));
            let small = Size {
                rows: Some(4),
                cols: Some(15),
            };
            let text = game.generate(family, seed, small).unwrap();
            check_laws::<Wythoff>(&text.parse().unwrap());
        }
    }
}
