//! Self-tests of the oracle (`oracle.rs`: the generic solver over the
//! crate's rules) against the spec
//! samples and small hand-computed boards.

use common_io::SplitMix64;

use crate::oracle::{Oracle, replay, solve, solve_from};

fn sample1() -> (Vec<Vec<i64>>, Vec<Vec<i64>>) {
    (
        vec![vec![2, 7, 3], vec![9, 1, 2]],
        vec![vec![3, 7, 2], vec![2, 3, 1]],
    )
}

#[test]
fn spec_sample_1() {
    let (a, b) = sample1();
    assert_eq!(solve(2, 3, &a, &b), 2);
}

#[test]
fn spec_sample_2() {
    let ones = vec![vec![1i64; 3]; 3];
    // The first player gets 5 cells, the second 4.
    assert_eq!(solve(3, 3, &ones, &ones), 1);
}

#[test]
fn one_by_one() {
    // The first player takes the only cell.
    assert_eq!(solve(1, 1, &[vec![7]], &[vec![100]]), 7);
    assert_eq!(replay(1, 1, &[vec![7]], &[vec![100]], &[(0, 0)]), Ok(7));
}

#[test]
fn one_by_two() {
    // 1x2, A = [3 5], B = [7 11]. Only (0,0) is open at the start ((0,1) needs
    // (0,0) to its left), so the first player takes (0,0) for A = 3 and the
    // second then takes (0,1) for B = 11: 3 - 11 = -8, forced.
    let a = vec![vec![3, 5]];
    let b = vec![vec![7, 11]];
    assert_eq!(solve(1, 2, &a, &b), -8);
    assert_eq!(replay(1, 2, &a, &b, &[(0, 0), (0, 1)]), Ok(-8));
}

#[test]
fn two_by_one() {
    // 2x1, A = [4; 1], B = [2; 9]. Only (0,0) is open at the start ((1,0)
    // needs (0,0) above it), so the first player takes (0,0) for A = 4 and the
    // second takes (1,0) for B = 9: 4 - 9 = -5, forced.
    let a = vec![vec![4], vec![1]];
    let b = vec![vec![2], vec![9]];
    assert_eq!(solve(2, 1, &a, &b), -5);
    assert_eq!(replay(2, 1, &a, &b, &[(0, 0), (1, 0)]), Ok(-5));
}

#[test]
fn two_by_two_hand() {
    // 2x2, A = [1 0; 0 10], B = [0 5; 6 0]. Move 1 is forced: first takes
    // (0,0), +1. Second then chooses (0,1) (-5) or (1,0) (-6). (1,1) needs
    // both of those, so the first player must take the other one (+0) and the
    // second gets (1,1) as move 4 (-0); the A = 10 is never the first's.
    // Second picks (1,0): 1 - 6 = -5 (vs 1 - 5 = -4 the other way).
    let a = vec![vec![1, 0], vec![0, 10]];
    let b = vec![vec![0, 5], vec![6, 0]];
    assert_eq!(solve(2, 2, &a, &b), -5);
}

#[test]
fn from_position() {
    // Sample 2 board with (0,0) taken: second to move, 8 cells left, each
    // player gets 4 of them: 4 - 4 = 0.
    let ones = vec![vec![1i64; 3]; 3];
    let mut occ = vec![vec![false; 3]; 3];
    occ[0][0] = true;
    assert_eq!(solve_from(3, 3, &ones, &ones, &occ), 0);
    // Full board: nothing remains.
    let full = vec![vec![true; 3]; 3];
    assert_eq!(solve_from(3, 3, &ones, &ones, &full), 0);
    // Empty occupied set agrees with solve.
    let (a, b) = sample1();
    assert_eq!(solve_from(2, 3, &a, &b, &vec![vec![false; 3]; 2]), 2);
}

#[test]
fn replay_rejects_illegal_move() {
    let (a, b) = sample1();
    // (0,1) is not open on the empty board: (0,0) to its left is empty.
    assert!(replay(2, 3, &a, &b, &[(0, 1)]).is_err());
    // (1,0) is not open either: (0,0) above it is empty.
    assert!(replay(2, 3, &a, &b, &[(1, 0)]).is_err());
    // (1,1) after (0,0),(1,0): (0,1) above it is empty.
    assert!(replay(2, 3, &a, &b, &[(0, 0), (1, 0), (1, 1)]).is_err());
    // Taking an occupied cell.
    assert!(replay(2, 3, &a, &b, &[(0, 0), (0, 0)]).is_err());
    // Off the board.
    assert!(replay(2, 3, &a, &b, &[(0, 0), (0, 3)]).is_err());
}

#[test]
fn replay_rejects_incomplete_game() {
    let (a, b) = sample1();
    assert!(replay(2, 3, &a, &b, &[]).is_err());
    assert!(replay(2, 3, &a, &b, &[(0, 0), (0, 1), (1, 0)]).is_err());
}

#[test]
fn replay_full_game_scores() {
    // Sample 1, row by row: first gets (0,0)=2,(0,2)=3,(1,1)=1 -> 6; second
    // gets (0,1)=7,(1,0)=2,(1,2)=1 -> 10; difference -4.
    let (a, b) = sample1();
    let moves = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)];
    assert_eq!(replay(2, 3, &a, &b, &moves), Ok(-4));
}

#[test]
fn from_agrees_with_forced_first_move() {
    // On the empty board only (0,0) is open, so the whole-game value is
    // A[0][0] plus the value of the rest of the game with (0,0) occupied.
    let mut rng = SplitMix64::new(0x1234_5678_9ABC_DEF1);
    for (n, m) in [(1, 3), (2, 2), (3, 2), (3, 3), (2, 4), (4, 4)] {
        let mut random = || -> Vec<Vec<i64>> {
            (0..n)
                .map(|_| (0..m).map(|_| rng.range_i64(0, 1_000_000_000)).collect())
                .collect()
        };
        let a = random();
        let b = random();
        let mut occ = vec![vec![false; m]; n];
        occ[0][0] = true;
        assert_eq!(
            solve(n, m, &a, &b),
            a[0][0] + solve_from(n, m, &a, &b, &occ),
            "{n}x{m}"
        );
    }
}

#[test]
fn oracle_legal_moves_in_row_major_order() {
    let (a, b) = sample1();
    let oracle = Oracle::new(2, 3, &a, &b);
    let mut occ = vec![vec![false; 3]; 2];
    // Only (0,0) is open on the empty board.
    assert_eq!(oracle.legal_moves(&occ), [(0, 0)]);
    // After (0,0): (0,1) to its right and (1,0) below it.
    occ[0][0] = true;
    assert_eq!(oracle.legal_moves(&occ), [(0, 1), (1, 0)]);
    // After (0,0), (1,0): (1,1) needs (0,1) above it, so only (0,1).
    occ[1][0] = true;
    assert_eq!(oracle.legal_moves(&occ), [(0, 1)]);
    // Top row full, (1,0) taken: (1,1) only.
    occ[0][1] = true;
    occ[0][2] = true;
    assert_eq!(oracle.legal_moves(&occ), [(1, 1)]);
    // Full board: nothing.
    assert!(oracle.legal_moves(&vec![vec![true; 3]; 2]).is_empty());
}

#[test]
fn oracle_values_agree_with_the_one_shot_functions() {
    // Sample 1, by hand: after (0,0) the second player's (0,1) leaves 2 - 2
    // = 0 to make (the statement's game), and (1,0) leaves 3: the first
    // player is then forced to (0,1) for 7, and the second's best is (0,2)
    // (-2), then (1,1) (+1) and (1,2) (-1): -2 + 7 - 2 + 1 - 1 = 3.
    let (a, b) = sample1();
    let mut oracle = Oracle::new(2, 3, &a, &b);
    let mut occ = vec![vec![false; 3]; 2];
    assert_eq!(oracle.value(&occ), 2);
    occ[0][0] = true;
    assert_eq!(oracle.value(&occ), 0);
    occ[1][0] = true;
    assert_eq!(-b[1][0] + oracle.value(&occ), 3);
    assert_eq!(oracle.value(&occ), solve_from(2, 3, &a, &b, &occ));
    occ[1][0] = false;
    occ[0][1] = true;
    assert_eq!(-b[0][1] + oracle.value(&occ), 0);
}
