//! The fast solver against the oracle of `oracle.rs` (written from
//! the rules alone, on the original grid): outcomes and Grundy numbers on
//! thousands of small random grids, winning moves, and positions reached by
//! random play-outs.

use common_io::SplitMix64;
use common_io::testkit::check_solvers;
use darkraft::{Analysis, Answer, Board, Cell, Darkraft, Letter, Move, Parity, Position, analyze};

use crate::oracle;
use crate::queries::Queries;

/// The letter mixes the random grids are drawn from: all three letters
/// most of the time, and every one- and two-letter alphabet.
pub(crate) const ALPHABETS: [&[u8]; 10] = [
    b"LRX", b"LRX", b"LRX", b"LRX", b"L", b"R", b"X", b"LR", b"LX", b"RX",
];

/// A random grid of at most `max_cells` cells and at most `max_side` on a
/// side, letters from `alphabet`.
pub(crate) fn random_grid(
    rng: &mut SplitMix64,
    max_cells: usize,
    max_side: usize,
    alphabet: &[u8],
) -> Board {
    let n = rng.range_usize(1, max_side.min(max_cells));
    let m = rng.range_usize(1, max_side.min(max_cells / n));
    let letters = (0..n * m)
        .map(|_| Letter::from_byte(*rng.pick(alphabet).unwrap()).unwrap())
        .collect();
    Board::new(n, m, letters).unwrap()
}

/// The grid in the oracle's form: `rows[i][j]`, 0-based, ASCII.
pub(crate) fn rows(grid: &Board) -> Vec<Vec<u8>> {
    grid.letters()
        .chunks(grid.cols())
        .map(|row| row.iter().map(|l| l.as_byte()).collect())
        .collect()
}

/// The cells of one parity class, as an active set.
fn class(grid: &Board, parity: Parity) -> Vec<Vec<bool>> {
    (0..grid.rows())
        .map(|i| {
            (0..grid.cols())
                .map(|j| Parity::of(Cell::new(i, j)) == parity)
                .collect()
        })
        .collect()
}

pub(crate) fn all_active(grid: &Board) -> Vec<Vec<bool>> {
    vec![vec![true; grid.cols()]; grid.rows()]
}

/// A position's active set in the oracle's form.
pub(crate) fn active_of(grid: &Board, position: &Position) -> Vec<Vec<bool>> {
    (0..grid.rows())
        .map(|i| {
            (0..grid.cols())
                .map(|j| position.is_active(Cell::new(i, j)))
                .collect()
        })
        .collect()
}

/// The Grundy number of `position`.
pub(crate) fn grundy(analysis: &Analysis, position: &Position) -> u32 {
    analysis.grundy_of(position).unwrap().0
}

/// The winning moves of `position`: the cells of its moves to Grundy
/// number 0, in order.
pub(crate) fn winning_moves(analysis: &Analysis, position: &Position) -> Vec<Cell> {
    analysis
        .move_values(position)
        .unwrap()
        .into_iter()
        .filter(|mv| mv.value.0 == 0)
        .map(|mv| mv.mv.cell)
        .collect()
}

/// The position after taking `cell`.
pub(crate) fn play(analysis: &Analysis, position: &Position, cell: Cell) -> Position {
    analysis.play(position, &Move { cell }).unwrap()
}

fn restrict(active: &[Vec<bool>], mask: &[Vec<bool>]) -> Vec<Vec<bool>> {
    active
        .iter()
        .zip(mask)
        .map(|(a, m)| a.iter().zip(m).map(|(&a, &m)| a && m).collect())
        .collect()
}

/// Checks a position against the oracle: its Grundy number, that of
/// each class (as a whole game of its own, the XOR of the two is the
/// position's), and, if `moves`, its winning moves (each to Grundy 0, and
/// no other).
fn check_with_oracle(analysis: &Analysis, position: &Position, moves: bool, context: &str) {
    let grid = analysis.board();
    let g = rows(grid);
    let active = active_of(grid, position);
    let grundy = oracle::grundy_from(&g, &active);
    assert_eq!(
        self::grundy(analysis, position),
        grundy,
        "{context}\n{grid}"
    );
    let classes: Vec<u32> = Parity::BOTH
        .iter()
        .map(|&parity| oracle::grundy_from(&g, &restrict(&active, &class(grid, parity))))
        .collect();
    assert_eq!(classes[0] ^ classes[1], grundy, "{context}\n{grid}");
    let winning = winning_moves(analysis, position);
    assert_eq!(grundy == 0, winning.is_empty(), "{context}\n{grid}");
    if !moves {
        return;
    }
    for cell in position.active_cells() {
        let mut next = active.clone();
        oracle::apply_move(&g, &mut next, cell.row, cell.col);
        let to_zero = oracle::grundy_from(&g, &next) == 0;
        assert_eq!(
            winning.contains(&cell),
            to_zero,
            "move {cell}, {context}\n{grid}"
        );
    }
}

#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn outcomes_and_grundy_numbers_match_on_3000_grids() {
    let mut rng = SplitMix64::new(138);
    let mut seen = [0usize; 2];
    let mut one_letter = 0;
    for round in 0..3000 {
        let alphabet = ALPHABETS[round % ALPHABETS.len()];
        let grid = random_grid(&mut rng, 16, 16, alphabet);
        if alphabet.len() == 1 {
            one_letter += 1;
        }
        let g = rows(&grid);
        let analysis = analyze(&grid);
        let grundy = oracle::grundy_from(&g, &all_active(&grid));
        assert_eq!(analysis.grundy().0, grundy, "round {round}\n{grid}");
        let wins = grundy != 0;
        assert_eq!(
            analysis.answer() == Answer::Win,
            wins,
            "round {round}\n{grid}"
        );
        if round % 10 == 0 {
            // Who wins by a search of whole positions, without Grundy
            // numbers (as costly as the whole game, so not every time).
            assert_eq!(wins, oracle::first_player_wins(&g), "round {round}\n{grid}");
        }
        for parity in Parity::BOTH {
            assert_eq!(
                analysis.parity_grundy(parity).0,
                oracle::grundy_from(&g, &class(&grid, parity)),
                "{parity} class, round {round}\n{grid}"
            );
        }
        seen[usize::from(wins)] += 1;
    }
    // Both outcomes are well represented, and one-letter grids were drawn.
    assert!(seen[0] > 300 && seen[1] > 300, "{seen:?}");
    assert!(one_letter >= 900);
}

/// Every grid of at most 8 cells with letters from all of `LRX`, sides up
/// to 8: outcome and Grundy numbers.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn every_tiny_grid() {
    let (mut count, mut expected) = (0, 0);
    for (n, m) in [
        (1, 1),
        (1, 2),
        (2, 1),
        (1, 3),
        (3, 1),
        (2, 2),
        (1, 4),
        (2, 3),
        (3, 2),
        (4, 2),
    ] {
        let cells = n * m;
        expected += 3usize.pow(cells as u32);
        for code in 0..3usize.pow(cells as u32) {
            let letters = (0..cells)
                .map(|k| [Letter::L, Letter::R, Letter::X][code / 3usize.pow(k as u32) % 3])
                .collect();
            let grid = Board::new(n, m, letters).unwrap();
            let analysis = analyze(&grid);
            let g = rows(&grid);
            assert_eq!(
                analysis.grundy().0,
                oracle::grundy_from(&g, &all_active(&grid)),
                "{grid}"
            );
            assert_eq!(
                analysis.answer() == Answer::Win,
                oracle::first_player_wins(&g)
            );
            count += 1;
        }
    }
    assert_eq!(count, expected);
    assert_eq!(count, 3 + 2 * 9 + 2 * 27 + 81 + 81 + 2 * 729 + 6561);
}

#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn winning_first_moves_match_on_small_grids() {
    let mut rng = SplitMix64::new(2024);
    let mut wins = 0;
    for round in 0..300 {
        let alphabet = ALPHABETS[round % ALPHABETS.len()];
        let grid = random_grid(&mut rng, 14, 14, alphabet);
        let analysis = analyze(&grid);
        let first: Vec<Cell> = analysis.winning_moves().iter().map(|mv| mv.cell).collect();
        assert_eq!(first, winning_moves(&analysis, &analysis.start()));
        check_with_oracle(
            &analysis,
            &analysis.start(),
            true,
            &format!("round {round}"),
        );
        wins += usize::from(analysis.answer() == Answer::Win);
    }
    assert!(wins > 50);
}

/// Random play-outs: after every move, the position's active cells are
/// those the oracle's waves leave, and its Grundy numbers and winning
/// moves match the oracle's.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn random_playouts_match_the_oracle() {
    let mut rng = SplitMix64::new(7);
    let mut positions = 0;
    for round in 0..120 {
        let alphabet = ALPHABETS[round % ALPHABETS.len()];
        let grid = random_grid(&mut rng, 16, 16, alphabet);
        let g = rows(&grid);
        let analysis = analyze(&grid);
        let mut position = analysis.start();
        let mut active = all_active(&grid);
        while !position.is_over() {
            let cell = *rng.pick(&position.active_cells()).unwrap();
            position = play(&analysis, &position, cell);
            oracle::apply_move(&g, &mut active, cell.row, cell.col);
            assert_eq!(
                active_of(&grid, &position),
                active,
                "after {cell}, round {round}\n{grid}"
            );
            let context = format!("after {cell}, round {round}");
            check_with_oracle(&analysis, &position, position.moves_played() <= 2, &context);
            positions += 1;
        }
        assert!(active.iter().flatten().all(|&a| !a));
        assert!(position.active_cells().is_empty());
    }
    assert!(positions > 600, "{positions}");
}

/// Checks the Grundy numbers of a position against each other: it is 0
/// exactly when no move leads to 0, and every reported winning move leads
/// to 0. Returns the winning moves.
fn check_consistent(analysis: &Analysis, position: &Position, context: &str) -> Vec<Cell> {
    let winning = winning_moves(analysis, position);
    let mut zero_moves = Vec::new();
    for cell in position.active_cells() {
        let next = play(analysis, position, cell);
        assert!(!next.is_active(cell));
        if grundy(analysis, &next) == 0 {
            zero_moves.push(cell);
        }
    }
    assert_eq!(winning, zero_moves, "{context}");
    assert_eq!(
        grundy(analysis, position) == 0,
        winning.is_empty(),
        "{context}"
    );
    winning
}

/// Grids too big for the oracle's search (up to 24×24): the waves
/// the positions apply are the oracle's, every reported winning move
/// leads to a position of Grundy number 0 and every other move to a
/// non-zero one, all along random play-outs in which one side plays the
/// solver's moves.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn playouts_on_larger_grids_follow_the_waves() {
    let mut rng = SplitMix64::new(99);
    let mut winning_starts = 0;
    for round in 0..40 {
        let alphabet = ALPHABETS[round % ALPHABETS.len()];
        let grid = random_grid(&mut rng, 24 * 24, 24, alphabet);
        let g = rows(&grid);
        let analysis: Analysis = analyze(&grid);
        let mut position = analysis.start();
        let mut active = all_active(&grid);
        let mut turn = 0;
        while !position.is_over() {
            let context = format!("round {round}, move {}\n{grid}", turn + 1);
            let winning = if turn < 6 || turn % 5 == 0 {
                check_consistent(&analysis, &position, &context)
            } else {
                winning_moves(&analysis, &position)
            };
            // The solver's side plays a winning move when it has one.
            let cell = match winning.first() {
                Some(&cell) if turn % 2 == 0 => cell,
                _ => *rng.pick(&position.active_cells()).unwrap(),
            };
            position = play(&analysis, &position, cell);
            oracle::apply_move(&g, &mut active, cell.row, cell.col);
            assert_eq!(
                active_of(&grid, &position),
                active,
                "after {cell}, {context}"
            );
            turn += 1;
        }
        // The solver's side wins whenever it started on a winning position.
        if analysis.answer() == Answer::Win {
            assert_eq!(turn % 2, 1, "round {round}\n{grid}");
            winning_starts += 1;
        }
    }
    // That last check ran on enough rounds to mean something.
    assert!(winning_starts >= 10, "{winning_starts}");
}

/// Every grid of up to six cells: the two solvers agree on every position
/// the start reaches (its value and every move's), and on the three texts.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn every_grid_up_to_six_cells_every_position() {
    let (mut grids, mut positions) = (0, 0);
    for (n, m) in [
        (1, 1),
        (1, 2),
        (2, 1),
        (1, 3),
        (3, 1),
        (2, 2),
        (1, 4),
        (4, 1),
        (1, 5),
        (5, 1),
        (1, 6),
        (6, 1),
        (2, 3),
        (3, 2),
    ] {
        let cells = n * m;
        for code in 0..3usize.pow(cells as u32) {
            let letters = (0..cells)
                .map(|k| [Letter::L, Letter::R, Letter::X][code / 3usize.pow(k as u32) % 3])
                .collect();
            let grid = Board::new(n, m, letters).unwrap();
            let compared = check_solvers::<Darkraft>(&grid, usize::MAX);
            assert_eq!(compared.whole_boards, 1);
            positions += compared.positions;
            grids += 1;
        }
    }
    assert_eq!(grids, 3 + 2 * 9 + 2 * 27 + 3 * 81 + 2 * 243 + 4 * 729);
    assert!(positions > 50_000, "{positions}");
}

/// Random grids of up to 16 cells: the first 2,000 positions of each.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn random_grids_every_position() {
    let mut rng = SplitMix64::new(139);
    let mut positions = 0;
    for round in 0..200 {
        let grid = random_grid(&mut rng, 16, 16, ALPHABETS[round % ALPHABETS.len()]);
        positions += check_solvers::<Darkraft>(&grid, 2000).positions;
    }
    assert!(positions > 20_000, "{positions}");
}

/// A random grid at the judge's limits (20×20, all three letters): the
/// answer, the texts and the first 2,000 positions.
#[test]
#[ignore = "large table: CI runs it with --ignored"]
fn a_random_grid_at_the_judge_s_limits() {
    let mut rng = SplitMix64::new(140);
    let letters = (0..400)
        .map(|_| *rng.pick(&[Letter::L, Letter::R, Letter::X]).unwrap())
        .collect();
    let grid = Board::new(20, 20, letters).unwrap();
    let compared = check_solvers::<Darkraft>(&grid, 2000);
    assert_eq!(compared.positions, 2000, "{compared:?}");
}
