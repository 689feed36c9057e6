//! Self-checks of the brute force of `tests/brute` against the rules worked
//! by hand, and of its two searches (Grundy numbers and win/lose) against
//! each other.

// The brute force's module is shared by several test crates, each using part
// of its API.
#![allow(clippy::unwrap_used, dead_code, unreachable_pub)]

mod brute;

use brute::{apply_move, first_player_wins, grundy_from};

/// SplitMix64: a small seeded generator, so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..=hi`.
    fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + (self.next() % (hi - lo + 1) as u64) as usize
    }
}

fn grid(rows: &[&str]) -> Vec<Vec<u8>> {
    rows.iter().map(|r| r.as_bytes().to_vec()).collect()
}

fn all_active(g: &[Vec<u8>]) -> Vec<Vec<bool>> {
    g.iter().map(|row| vec![true; row.len()]).collect()
}

/// The cells with `(r + c) % 2 == parity`, as an active set.
fn class(g: &[Vec<u8>], parity: usize) -> Vec<Vec<bool>> {
    g.iter()
        .enumerate()
        .map(|(r, row)| (0..row.len()).map(|c| (r + c) % 2 == parity).collect())
        .collect()
}

/// An active set from rows of `#` (active) and `.` (inactive).
fn cells(rows: &[&str]) -> Vec<Vec<bool>> {
    rows.iter()
        .map(|r| r.bytes().map(|b| b == b'#').collect())
        .collect()
}

fn random_grid(rng: &mut Rng, max_cells: usize) -> Vec<Vec<u8>> {
    let n = rng.range(1, max_cells);
    let m = rng.range(1, max_cells / n);
    (0..n)
        .map(|_| (0..m).map(|_| b"LRX"[rng.range(0, 2)]).collect())
        .collect()
}

#[test]
fn spec_sample_1_loses() {
    // `R` at (0,0) erases (1,1) and vice versa; `L` at (0,1) erases (1,0)
    // and vice versa: two one-move pairs, two moves in all.
    let g = grid(&["RL", "LR"]);
    assert!(!first_player_wins(&g));
    assert_eq!(grundy_from(&g, &all_active(&g)), 0);
}

#[test]
fn spec_sample_2_wins() {
    // The main diagonal (0,0)-(1,1) goes in one move; (0,1) and (1,0) have
    // no neighbour up-left or down-right, so each goes alone: three moves.
    let g = grid(&["RR", "RR"]);
    assert!(first_player_wins(&g));
    assert_eq!(grundy_from(&g, &all_active(&g)), 1);
}

#[test]
fn one_cell_grids_win() {
    for letter in ["L", "R", "X"] {
        let g = grid(&[letter]);
        assert!(first_player_wins(&g), "{letter}");
        assert_eq!(grundy_from(&g, &all_active(&g)), 1, "{letter}");
    }
}

#[test]
fn single_lines_take_one_cell_per_move() {
    // In one row or one column every diagonal step leaves the grid at once,
    // so each move erases only its own cell: 1x2 "LL" lasts two moves (the
    // cells (0,0) and (0,1) lie in different i + j classes and never
    // interact), the first player loses; three cells, the first player wins.
    let g = grid(&["LL"]);
    assert!(!first_player_wins(&g));
    assert_eq!(grundy_from(&g, &all_active(&g)), 0);
    let mut active = all_active(&g);
    apply_move(&g, &mut active, 0, 0);
    assert_eq!(active, cells(&[".#"]));

    let g = grid(&["XRL"]);
    assert!(first_player_wins(&g));
    let g = grid(&["L", "R"]);
    assert!(!first_player_wins(&g));
    let g = grid(&["X", "X", "X", "X"]);
    assert!(!first_player_wins(&g));
    let mut active = all_active(&g);
    apply_move(&g, &mut active, 1, 0);
    assert_eq!(active, cells(&["#", ".", "#", "#"]));
}

#[test]
fn waves_follow_their_letters() {
    // 3x3, the centre's letter decides which diagonals it erases.
    let centre = |letter: &str| grid(&["XXX", &format!("X{letter}X"), "XXX"]);
    let mut active = all_active(&centre("L"));
    apply_move(&centre("L"), &mut active, 1, 1);
    // Down-left (2,0) and up-right (0,2).
    assert_eq!(active, cells(&["##.", "#.#", ".##"]));
    let mut active = all_active(&centre("R"));
    apply_move(&centre("R"), &mut active, 1, 1);
    // Up-left (0,0) and down-right (2,2).
    assert_eq!(active, cells(&[".##", "#.#", "##."]));
    let mut active = all_active(&centre("X"));
    apply_move(&centre("X"), &mut active, 1, 1);
    assert_eq!(active, cells(&[".#.", "#.#", ".#."]));
}

#[test]
fn waves_stop_at_inactive_cells() {
    // All X, (1,1) already inactive: the wave of (0,0) towards down-right
    // meets it at once and stops, so (2,2) stays; its other three waves
    // leave the grid at once.
    let g = grid(&["XXX", "XXX", "XXX"]);
    let mut active = cells(&["###", "#.#", "###"]);
    apply_move(&g, &mut active, 0, 0);
    assert_eq!(active, cells(&[".##", "#.#", "###"]));
    // With (1,1) active the wave runs on to (2,2).
    let mut active = all_active(&g);
    apply_move(&g, &mut active, 0, 0);
    assert_eq!(active, cells(&[".##", "#.#", "##."]));
    // A 4x4 main diagonal of R cut at (2,2): the wave from (0,0) erases
    // (1,1) and stops; (3,3) stays.
    let g = grid(&["RLLL", "LRLL", "LLRL", "LLLR"]);
    let mut active = cells(&["#...", ".#..", "....", "...#"]);
    apply_move(&g, &mut active, 0, 0);
    assert_eq!(active, cells(&["....", "....", "....", "...#"]));
}

#[test]
fn blocked_diagonal_splits_the_game() {
    // All R, only the main diagonal active: any move erases the whole
    // diagonal, so Grundy number mex{0} = 1.
    let g = grid(&["RRR", "RRR", "RRR"]);
    assert_eq!(grundy_from(&g, &cells(&["#..", ".#.", "..#"])), 1);
    // Its middle inactive: (0,0) and (2,2) are two independent one-move
    // games, Grundy number 1 xor 1 = 0.
    assert_eq!(grundy_from(&g, &cells(&["#..", "...", "..#"])), 0);
    assert_eq!(grundy_from(&g, &cells(&["...", "...", "..."])), 0);
}

#[test]
fn grundy_numbers_worked_by_hand() {
    // "RL" / "LL". Even class {(0,0), (1,1)}: R at (0,0) erases (1,1)
    // (down-right), leaving nothing (0); L at (1,1) sends its waves to
    // (2,0) and (0,2), both outside, leaving (0,0) alone (1): mex{0,1} = 2.
    // Odd class {(0,1), (1,0)}: each L erases the other (down-left from
    // (0,1), up-right from (1,0)): mex{0} = 1. Whole game: 2 xor 1 = 3.
    let g = grid(&["RL", "LL"]);
    assert_eq!(grundy_from(&g, &class(&g, 0)), 2);
    assert_eq!(grundy_from(&g, &class(&g, 1)), 1);
    assert_eq!(grundy_from(&g, &all_active(&g)), 3);
    assert!(first_player_wins(&g));

    // 3x3 all R. Even class: the chain (0,0)-(1,1)-(2,2) goes in one move
    // from any of its cells (1); (0,2) and (2,0) have no up-left or
    // down-right neighbour (1 each): 1 xor 1 xor 1 = 1. Odd class: the
    // pairs (0,1)-(1,2) and (1,0)-(2,1), one move each: 1 xor 1 = 0.
    let g = grid(&["RRR", "RRR", "RRR"]);
    assert_eq!(grundy_from(&g, &class(&g, 0)), 1);
    assert_eq!(grundy_from(&g, &class(&g, 1)), 0);
    assert_eq!(grundy_from(&g, &all_active(&g)), 1);
    assert!(first_player_wins(&g));

    // 3x3 all X. Even class: the centre erases all five cells (0); a
    // corner erases itself, the centre and the opposite corner, leaving
    // the other two corners, which can no longer reach each other through
    // the centre (1 xor 1 = 0): mex{0} = 1. Odd class: every move erases
    // its cell and its two diagonal neighbours, leaving the opposite edge
    // cell alone (1): mex{1} = 0. Whole game 1.
    let g = grid(&["XXX", "XXX", "XXX"]);
    assert_eq!(grundy_from(&g, &class(&g, 0)), 1);
    assert_eq!(grundy_from(&g, &class(&g, 1)), 0);
    assert_eq!(grundy_from(&g, &all_active(&g)), 1);
    assert!(first_player_wins(&g));

    // 2x2 all X: (0,0) erases (1,1), (0,1) erases (1,0): two moves, lose.
    let g = grid(&["XX", "XX"]);
    assert!(!first_player_wins(&g));
    assert_eq!(grundy_from(&g, &all_active(&g)), 0);
}

/// The win/lose search agrees with the Grundy number (non-zero exactly when
/// the first player wins) and, the game being the sum of its two parity
/// classes, the Grundy number is the xor of the classes' numbers.
#[test]
fn win_lose_search_matches_grundy_on_random_grids() {
    let mut rng = Rng(0xDA4C_4AF7);
    let mut outcomes = [0usize; 2];
    for round in 0..400 {
        let g = random_grid(&mut rng, 16);
        let grundy = grundy_from(&g, &all_active(&g));
        let wins = first_player_wins(&g);
        assert_eq!(wins, grundy != 0, "round {round}: {g:?}");
        assert_eq!(
            grundy,
            grundy_from(&g, &class(&g, 0)) ^ grundy_from(&g, &class(&g, 1)),
            "round {round}: {g:?}"
        );
        outcomes[usize::from(wins)] += 1;
    }
    assert!(outcomes[0] > 40 && outcomes[1] > 40, "{outcomes:?}");
}

/// `apply_move` (on the rows) and the search's own moves (on bitmasks)
/// agree: along random play-outs, every position's Grundy number is the mex
/// of the numbers of the positions `apply_move` leads to.
#[test]
fn apply_move_matches_the_search_moves() {
    let mut rng = Rng(17);
    for round in 0..150 {
        let g = random_grid(&mut rng, 12);
        let mut active = all_active(&g);
        loop {
            let moves: Vec<(usize, usize)> = active
                .iter()
                .enumerate()
                .flat_map(|(r, row)| {
                    row.iter()
                        .enumerate()
                        .filter(|&(_, &a)| a)
                        .map(move |(c, _)| (r, c))
                })
                .collect();
            let mut seen = Vec::new();
            for &(r, c) in &moves {
                let mut next = active.clone();
                apply_move(&g, &mut next, r, c);
                assert!(!next[r][c]);
                // Waves only ever deactivate.
                for (a, b) in active.iter().flatten().zip(next.iter().flatten()) {
                    assert!(*a || !*b);
                }
                seen.push(grundy_from(&g, &next));
            }
            let mex = (0..).find(|v| !seen.contains(v)).unwrap();
            assert_eq!(
                grundy_from(&g, &active),
                mex,
                "round {round}: {g:?} {active:?}"
            );
            if moves.is_empty() {
                break;
            }
            let (r, c) = moves[rng.range(0, moves.len() - 1)];
            apply_move(&g, &mut active, r, c);
        }
    }
}

/// Larger one-letter grids whose outcome follows from counting lines: with
/// every cell `L` each move erases a whole anti-diagonal that no other move
/// touches, so the game lasts `n + m - 1` moves.
#[test]
fn all_l_grids_last_one_move_per_anti_diagonal() {
    for (n, m) in [(2, 8), (4, 4), (3, 5), (2, 3), (5, 3)] {
        let g = vec![vec![b'L'; m]; n];
        assert_eq!(first_player_wins(&g), (n + m - 1) % 2 == 1, "{n}x{m}");
        let g = vec![vec![b'R'; m]; n];
        assert_eq!(first_player_wins(&g), (n + m - 1) % 2 == 1, "{n}x{m}");
    }
}
