//! Self-checks of the oracle in `oracle.rs`: the spec samples,
//! hand-worked tiny cases, and agreement of its two independent searches.

use common_io::SplitMix64;

use crate::oracle;

fn grid(rows: &[&str]) -> Vec<Vec<u8>> {
    rows.iter().map(|r| r.as_bytes().to_vec()).collect()
}

fn all_active(g: &[Vec<u8>]) -> Vec<Vec<bool>> {
    g.iter().map(|row| vec![true; row.len()]).collect()
}

fn random_grid(rng: &mut SplitMix64) -> Vec<Vec<u8>> {
    let rows = rng.range_usize(1, 16);
    let max_cols = 16 / rows;
    let cols = rng.range_usize(1, max_cols);
    (0..rows)
        .map(|_| (0..cols).map(|_| *rng.pick(b"LRX").unwrap()).collect())
        .collect()
}

/// Grundy number by the slowest possible route: clone the active grid and
/// call `apply_move` for every move, no memo. Only for tiny grids.
fn naive_grundy(g: &[Vec<u8>], active: &[Vec<bool>]) -> u32 {
    let mut seen = Vec::new();
    for (r, row) in active.iter().enumerate() {
        for (c, &a) in row.iter().enumerate() {
            if a {
                let mut next = active.to_vec();
                oracle::apply_move(g, &mut next, r, c);
                seen.push(naive_grundy(g, &next));
            }
        }
    }
    (0..).find(|v| !seen.contains(v)).unwrap()
}

#[test]
fn spec_sample_1_lose() {
    let g = grid(&["RL", "LR"]);
    assert!(!oracle::first_player_wins(&g));
    assert_eq!(oracle::grundy_from(&g, &all_active(&g)), 0);
}

#[test]
fn spec_sample_2_win() {
    let g = grid(&["RR", "RR"]);
    assert!(oracle::first_player_wins(&g));
    assert_ne!(oracle::grundy_from(&g, &all_active(&g)), 0);
}

#[test]
fn single_cell_of_each_letter_wins() {
    for letter in ["L", "R", "X"] {
        let g = grid(&[letter]);
        assert!(oracle::first_player_wins(&g), "{letter}");
        assert_eq!(oracle::grundy_from(&g, &all_active(&g)), 1, "{letter}");
    }
}

#[test]
fn empty_position_has_grundy_zero() {
    let g = grid(&["XL", "RX"]);
    let none = vec![vec![false; 2]; 2];
    assert_eq!(oracle::grundy_from(&g, &none), 0);
}

#[test]
fn one_row_cells_do_not_interact() {
    // In a single row no cell has a diagonal neighbour, so every move removes
    // exactly one cell: the game is a count of cells, Grundy = parity.
    // 1x2: two moves, the second player makes the last one -> LOSE.
    let g = grid(&["LX"]);
    assert!(!oracle::first_player_wins(&g));
    assert_eq!(oracle::grundy_from(&g, &all_active(&g)), 0);
    // 1x3: three moves -> WIN, Grundy 1.
    let g = grid(&["XRL"]);
    assert!(oracle::first_player_wins(&g));
    assert_eq!(oracle::grundy_from(&g, &all_active(&g)), 1);
}

#[test]
fn two_by_two_all_x_loses() {
    // XX/XX: a move at any cell removes it and its diagonal partner
    // ((0,0)<->(1,1) or (0,1)<->(1,0)); the other pair remains, and one move
    // there removes both (Grundy mex{0} = 1). Every first move thus leads to
    // Grundy 1, so the start has Grundy mex{1} = 0 -> LOSE.
    let g = grid(&["XX", "XX"]);
    assert!(!oracle::first_player_wins(&g));
    assert_eq!(oracle::grundy_from(&g, &all_active(&g)), 0);
}

#[test]
fn two_by_two_all_l_wins() {
    // LL/LL: L waves go down-left and up-right. (0,0) and (1,1) have no cell
    // in those directions, so they are lone cells (Grundy 1 each, XOR 0).
    // (0,1) hits (1,0) and (1,0) hits (0,1): that pair is removed by one move
    // (Grundy 1). Total 0 ^ 1 = 1 -> WIN. Taking the pair leaves two lone
    // cells (1 ^ 1 = 0); taking a lone cell leaves one lone cell and the pair
    // (1 ^ 1 = 0): every move wins here.
    let g = grid(&["LL", "LL"]);
    assert!(oracle::first_player_wins(&g));
    assert_eq!(oracle::grundy_from(&g, &all_active(&g)), 1);
    let mut a = all_active(&g);
    oracle::apply_move(&g, &mut a, 0, 1);
    assert_eq!(a, vec![vec![true, false], vec![false, true]]);
    assert_eq!(oracle::grundy_from(&g, &a), 0);
    let mut a = all_active(&g);
    oracle::apply_move(&g, &mut a, 0, 0);
    assert_eq!(a, vec![vec![false, true], vec![true, true]]);
    assert_eq!(oracle::grundy_from(&g, &a), 0);
    // Then the opponent faces lone (1,1) + pair: Grundy 1 ^ 1 = 0 means the
    // second mover loses; with only the pair left it is Grundy 1.
    oracle::apply_move(&g, &mut a, 1, 1);
    assert_eq!(oracle::grundy_from(&g, &a), 1);
}

#[test]
fn wave_stops_at_an_inactive_cell() {
    // 3x3 all R with the centre already inactive: a move at (0,0) sends its
    // down-right wave to (1,1), which is inactive, so the wave stops and
    // (2,2) stays active. Its up-left wave leaves the grid at once.
    let g = grid(&["RRR", "RRR", "RRR"]);
    let mut a = all_active(&g);
    a[1][1] = false;
    oracle::apply_move(&g, &mut a, 0, 0);
    assert_eq!(
        a,
        vec![
            vec![false, true, true],
            vec![true, false, true],
            vec![true, true, true],
        ]
    );
    // With the centre active the wave runs through the whole diagonal.
    let mut a = all_active(&g);
    oracle::apply_move(&g, &mut a, 0, 0);
    assert!(!a[0][0] && !a[1][1] && !a[2][2]);
    assert_eq!(a.iter().flatten().filter(|&&x| x).count(), 6);
}

#[test]
fn x_wave_runs_in_all_four_directions() {
    // 3x3 all X, move at the centre: both diagonals go, the 4 edge-middles stay.
    let g = grid(&["XXX", "XXX", "XXX"]);
    let mut a = all_active(&g);
    oracle::apply_move(&g, &mut a, 1, 1);
    assert_eq!(
        a,
        vec![
            vec![false, true, false],
            vec![true, false, true],
            vec![false, true, false],
        ]
    );
}

#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn win_search_agrees_with_grundy_on_random_grids() {
    let mut rng = SplitMix64::new(0x5EED_DA4C_4AF7);
    for _ in 0..150 {
        let g = random_grid(&mut rng);
        let grundy = oracle::grundy_from(&g, &all_active(&g));
        let text: Vec<String> = g
            .iter()
            .map(|r| String::from_utf8(r.clone()).unwrap())
            .collect();
        assert_eq!(oracle::first_player_wins(&g), grundy != 0, "{text:?}");
    }
}

#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn extreme_shapes_agree() {
    let mut rng = SplitMix64::new(42);
    for (rows, cols) in [(1, 16), (16, 1), (2, 8), (8, 2), (4, 4)] {
        for _ in 0..4 {
            let g: Vec<Vec<u8>> = (0..rows)
                .map(|_| (0..cols).map(|_| *rng.pick(b"LRX").unwrap()).collect())
                .collect();
            let grundy = oracle::grundy_from(&g, &all_active(&g));
            assert_eq!(oracle::first_player_wins(&g), grundy != 0);
        }
    }
    // 1x16 and 16x1: sixteen independent cells, an even count -> LOSE.
    assert!(!oracle::first_player_wins(&grid(&["LRXLRXLRXLRXLRXL"])));
    let column: Vec<&str> = ["X"; 16].to_vec();
    assert!(!oracle::first_player_wins(&grid(&column)));
}

#[test]
fn memoised_grundy_matches_naive_apply_move_recursion() {
    let mut rng = SplitMix64::new(7);
    for _ in 0..60 {
        let rows = rng.range_usize(1, 3);
        let cols = rng.range_usize(1, 3);
        let g: Vec<Vec<u8>> = (0..rows)
            .map(|_| (0..cols).map(|_| *rng.pick(b"LRX").unwrap()).collect())
            .collect();
        let active: Vec<Vec<bool>> = (0..rows)
            .map(|_| (0..cols).map(|_| !rng.chance(1, 4)).collect())
            .collect();
        assert_eq!(oracle::grundy_from(&g, &active), naive_grundy(&g, &active));
    }
}

/// The memoising `Oracle` answers like `grundy_from` on positions of one
/// grid reached by random moves, and its legal moves are the active cells.
#[test]
fn oracle_matches_grundy_from_along_random_games() {
    let mut rng = SplitMix64::new(0x00DA_C1E5);
    for _ in 0..100 {
        let g = random_grid(&mut rng);
        let mut oracle = oracle::Oracle::new(&g);
        let mut active = all_active(&g);
        loop {
            assert_eq!(oracle.grundy(&active), oracle::grundy_from(&g, &active));
            let legal = oracle.legal_moves(&active);
            let count = active.iter().flatten().filter(|&&a| a).count();
            assert_eq!(legal.len(), count);
            assert!(legal.windows(2).all(|w| w[0] < w[1]));
            assert!(legal.iter().all(|&(r, c)| active[r][c]));
            let Some(&(r, c)) = rng.pick(&legal) else {
                break;
            };
            oracle::apply_move(&g, &mut active, r, c);
        }
    }
}
