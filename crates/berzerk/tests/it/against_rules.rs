//! The kernel against the generic solver of the rules layer over the
//! crate's rules (`--solver rules`, the oracle of `oracle.rs`): every
//! board of up to five objects, random boards up to 40 objects (every
//! position's value with its distance and every move's value, and the
//! texts byte for byte), and a random board at the judge's limit.

use berzerk::{Berzerk, Board, JUDGE_MAX_OBJECTS};
use common_io::SplitMix64;
use common_io::testkit::check_solvers;

use crate::oracle::random_set;

/// Every non-empty subset of `1..n`.
fn subsets(n: u32) -> Vec<Vec<u32>> {
    (1..1u32 << (n - 1))
        .map(|mask| (1..n).filter(|x| mask >> (x - 1) & 1 == 1).collect())
        .collect()
}

#[test]
fn every_board_of_up_to_five_objects() {
    let mut boards = 0;
    for n in 2..=5 {
        for rick in subsets(n) {
            for morty in subsets(n) {
                let board = Board::new(n, rick.clone(), morty).unwrap();
                let compared = check_solvers::<Berzerk>(&board, usize::MAX);
                assert_eq!(compared.whole_boards, 1);
                boards += 1;
            }
        }
    }
    // (2^(n-1) - 1)^2 boards of n objects.
    assert_eq!(boards, 1 + 9 + 49 + 225);
}

#[test]
fn random_boards_every_position() {
    let mut rng = SplitMix64::new(21);
    for _ in 0..300 {
        let n = rng.range(2, 40) as u32;
        let board = Board::new(n, random_set(&mut rng, n), random_set(&mut rng, n)).unwrap();
        assert_eq!(check_solvers::<Berzerk>(&board, usize::MAX).whole_boards, 1);
    }
}

/// A board of the judge's largest circle, sets of up to 40 numbers.
#[test]
#[ignore = "large: CI runs it with --ignored"]
fn a_random_board_at_the_judge_s_limit() {
    let mut rng = SplitMix64::new(5);
    let n = JUDGE_MAX_OBJECTS;
    let mut set = || {
        let mut all: Vec<u32> = (1..n).collect();
        rng.shuffle(&mut all);
        all.truncate(rng.range_usize(1, 40));
        all
    };
    let board = Board::new(n, set(), set()).unwrap();
    let compared = check_solvers::<Berzerk>(&board, usize::MAX);
    assert_eq!(compared.whole_boards, 1);
}

/// Every generator family on circles of 600 objects, three seeds each:
/// the near-full sets of `loop-rare` and `full` (where the kernel looks at
/// the few unlabelled positions instead of the steps), the random halves
/// of `max`, and the rest.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn every_family_on_600_objects() {
    use berzerk::generator::{Family, generate};
    use common_io::game::{Families, Size};

    for family in Family::ALL {
        for seed in 1..=3 {
            let size = Size {
                rows: None,
                cols: Some(600),
            };
            let Ok(board) = generate(*family, seed, size) else {
                continue;
            };
            let compared = check_solvers::<Berzerk>(&board, usize::MAX);
            assert_eq!(compared.whole_boards, 1, "{} {seed}", family.name());
        }
    }
}
