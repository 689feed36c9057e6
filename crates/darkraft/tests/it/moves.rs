//! The explorer view against the oracle of `oracle.rs`: the `--moves` text
//! read back line by line and replayed under the rules, with every Grundy
//! number recomputed by the oracle; `Analysis::move_values` on
//! positions of random play-outs; the games of grids too big for the
//! oracle whose values follow from the rules; snapshots of a few `--moves`
//! texts (whose inputs are among the checked ones).

use common_io::SplitMix64;
use darkraft::{Analysis, Board, Cell, Grundy, Letter, Move, MoveValue, Position, analyze, judge};

use crate::against_rules::{
    ALPHABETS, active_of, all_active, grundy, play, random_grid, rows, winning_moves,
};
use crate::oracle::{self, Oracle};
use crate::queries::Queries;
use crate::{explain, moves};

const SAMPLE_1: &str = "2 2\nRL\nLR\n";
const SAMPLE_2: &str = "2 2\nRR\nRR\n";
/// No cell of a single row has a diagonal neighbour: each move takes one.
const ONE_ROW: &str = "1 5\nLRXRL\n";
/// Moves of the same letter that clear two, three or four cells.
const ALL_X: &str = "3 3\nXXX\nXXX\nXXX\n";

/// The inputs whose `--moves` texts are snapshotted.
const SNAPSHOTTED: [&str; 4] = [SAMPLE_1, SAMPLE_2, ONE_ROW, ALL_X];

/// One ply of a `--moves` text: its number and the listed moves, 1-based
/// `(row, col, grundy)`.
#[derive(Debug)]
struct Ply {
    number: usize,
    moves: Vec<(usize, usize, u32)>,
}

/// Reads a `--moves` text, strictly: every line ends with `\n`, its tokens
/// are separated by one space, and every number is written as Rust writes
/// it (no sign, no leading zeros, no trailing spaces): each line must
/// equal its own fields written back.
fn parse(text: &str) -> Vec<Ply> {
    if text.is_empty() {
        return Vec::new();
    }
    let body = text
        .strip_suffix('\n')
        .unwrap_or_else(|| panic!("the text does not end with a newline:\n{text}"));
    let mut plies: Vec<Ply> = Vec::new();
    for line in body.split('\n') {
        let tokens: Vec<&str> = line.split(' ').collect();
        if let ["ply", number] = tokens[..] {
            let number: usize = number.parse().unwrap();
            assert_eq!(line, format!("ply {number}"), "{line:?}");
            plies.push(Ply {
                number,
                moves: Vec::new(),
            });
        } else if let [row, col, grundy] = tokens[..] {
            let (row, col): (usize, usize) = (row.parse().unwrap(), col.parse().unwrap());
            let grundy: u32 = grundy.parse().unwrap();
            assert_eq!(line, format!("{row} {col} {grundy}"), "{line:?}");
            assert!(row >= 1 && col >= 1, "{line:?} is not 1-based");
            plies
                .last_mut()
                .unwrap_or_else(|| panic!("a move line before the first ply line: {line:?}"))
                .moves
                .push((row, col, grundy));
        } else {
            panic!("neither a ply line nor a move line: {line:?}");
        }
    }
    plies
}

/// The Grundy number of the game and the winning first moves (1-based) of
/// an `--explain` text.
fn explained(text: &str) -> (u32, Vec<(usize, usize)>) {
    let mut lines = text
        .lines()
        .skip_while(|line| !line.starts_with("Grundy number of the game: "));
    let total = lines.next().unwrap();
    let grundy = total[total.rfind("= ").unwrap() + 2..]
        .strip_suffix('.')
        .unwrap()
        .parse()
        .unwrap();
    let header = lines.next().unwrap();
    let mut cells = Vec::new();
    for line in lines {
        let inner = line
            .strip_prefix("  (")
            .and_then(|l| l.strip_suffix(')'))
            .unwrap_or_else(|| panic!("not a line of cells: {line:?}"));
        for cell in inner.split(") (") {
            let (row, col) = cell.split_once(", ").unwrap();
            cells.push((row.parse().unwrap(), col.parse().unwrap()));
        }
    }
    assert_eq!(
        header.starts_with("No winning first move"),
        cells.is_empty(),
        "{text}"
    );
    (grundy, cells)
}

/// The smallest number not among `values`.
fn mex(values: impl IntoIterator<Item = u32>) -> u32 {
    let values: Vec<u32> = values.into_iter().collect();
    (0..).find(|v| !values.contains(v)).unwrap()
}

/// Checks the moves listed for the position of active set `active`,
/// 1-based `(row, col, grundy)`, against the oracle: (a) they are exactly
/// the oracle's legal moves (the active cells), row by row; (b) each
/// Grundy number is the oracle's for the active set the oracle's
/// waves leave after that move.
fn check_listed(
    oracle: &mut Oracle<'_>,
    g: &[Vec<u8>],
    active: &[Vec<bool>],
    listed: &[(usize, usize, u32)],
    context: &str,
) {
    let cells: Vec<(usize, usize)> = listed.iter().map(|&(r, c, _)| (r - 1, c - 1)).collect();
    assert_eq!(cells, oracle.legal_moves(active), "{context}");
    for &(r, c, grundy) in listed {
        let mut next = active.to_vec();
        oracle::apply_move(g, &mut next, r - 1, c - 1);
        assert_eq!(grundy, oracle.grundy(&next), "move ({r}, {c}), {context}");
    }
}

/// `move_values` as 1-based `(row, col, grundy)`.
fn listed(values: &[MoveValue<Move, Grundy>]) -> Vec<(usize, usize, u32)> {
    values
        .iter()
        .map(|mv| (mv.mv.cell.row + 1, mv.mv.cell.col + 1, mv.value.0))
        .collect()
}

/// Checks what the library says of `position` besides `move_values`
/// (`values`): the active cells are the listed ones, the winning moves
/// are the cells with Grundy number 0 in the same order, and the
/// position's Grundy number is the mex of the values.
fn check_library(
    analysis: &Analysis,
    position: &Position,
    values: &[MoveValue<Move, Grundy>],
    context: &str,
) {
    let cells: Vec<Cell> = values.iter().map(|mv| mv.mv.cell).collect();
    assert_eq!(position.active_cells(), cells, "{context}");
    let zeros: Vec<Cell> = values
        .iter()
        .filter(|mv| mv.value.0 == 0)
        .map(|mv| mv.mv.cell)
        .collect();
    assert_eq!(winning_moves(analysis, position), zeros, "{context}");
    assert_eq!(
        grundy(analysis, position),
        mex(values.iter().map(|mv| mv.value.0)),
        "{context}"
    );
    assert_eq!(position.is_over(), values.is_empty(), "{context}");
}

/// Checks the `--moves` text of `input` against the oracle, ply by ply,
/// and returns the number of plies:
///
/// - (a) each ply lists exactly the oracle's legal moves (active cells),
///   row by row, and (b) each Grundy number is the oracle's for the
///   position after that move;
/// - the mex of a ply's values is the oracle's Grundy number of the
///   position, so the listed values are the whole story;
/// - (c) the game goes on with the first listed move of Grundy number 0,
///   else the first listed (the next ply is checked on the active set the
///   oracle's waves leave after it);
/// - (d) the first ply has a 0 exactly when the first player wins, by the
///   oracle's Grundy number and by `judge`, and its cells with 0 are the
///   winning first moves of `--explain` and of `Analysis::winning_moves`;
/// - (e) the text ends exactly when no cell is active.
///
/// Along the way, every ply is `Analysis::move_values` of the library's
/// position, whose winning moves are that ply's cells with 0.
fn check_moves(input: &str) -> usize {
    let grid: Board = input.parse().unwrap();
    let g = rows(&grid);
    let mut oracle = Oracle::new(&g);
    let analysis = analyze(&grid);
    let mut position = analysis.start();
    let mut active = all_active(&grid);

    let plies = parse(&moves(input.as_bytes()).unwrap());
    for (i, ply) in plies.iter().enumerate() {
        let context = format!("ply {} of\n{input}", i + 1);
        assert_eq!(ply.number, i + 1, "{context}");
        // (a), and (e): a ply is printed only while a cell is active.
        assert!(!ply.moves.is_empty(), "a ply with no move: {context}");
        check_listed(&mut oracle, &g, &active, &ply.moves, &context);
        let values = ply.moves.iter().map(|&(_, _, grundy)| grundy);
        assert_eq!(mex(values), oracle.grundy(&active), "{context}");
        // The library says the same of the same position.
        let values = analysis.move_values(&position).unwrap();
        assert_eq!(listed(&values), ply.moves, "{context}");
        check_library(&analysis, &position, &values, &context);
        // (d)
        if i == 0 {
            let wins = ply.moves.iter().any(|&(_, _, grundy)| grundy == 0);
            assert_eq!(wins, oracle.grundy(&active) != 0, "{context}");
            let verdict = if wins { "WIN\n" } else { "LOSE\n" };
            assert_eq!(judge(input.as_bytes()).unwrap(), verdict, "{context}");
            let zeros: Vec<(usize, usize)> = ply
                .moves
                .iter()
                .filter(|&&(_, _, grundy)| grundy == 0)
                .map(|&(r, c, _)| (r, c))
                .collect();
            let (total, winning) = explained(&explain(input.as_bytes()).unwrap());
            assert_eq!(winning, zeros, "--explain of\n{input}");
            assert_eq!(total, oracle.grundy(&active), "{context}");
            let first: Vec<(usize, usize)> = analysis
                .winning_moves()
                .iter()
                .map(|mv| (mv.cell.row + 1, mv.cell.col + 1))
                .collect();
            assert_eq!(first, zeros, "{context}");
        }
        // (c)
        let &(r, c, _) = ply
            .moves
            .iter()
            .find(|&&(_, _, grundy)| grundy == 0)
            .unwrap_or(&ply.moves[0]);
        oracle::apply_move(&g, &mut active, r - 1, c - 1);
        position = play(&analysis, &position, Cell::new(r - 1, c - 1));
        assert_eq!(
            active_of(&grid, &position),
            active,
            "after ({r}, {c}), {context}"
        );
    }
    // (e): the text stops when no cell is active.
    assert!(
        active.iter().flatten().all(|&a| !a),
        "the game stops early:\n{input}"
    );
    assert!(position.is_over());
    assert_eq!(analysis.move_values(&position), Ok(Vec::new()));
    plies.len()
}

/// Runs `check_moves` on `grids` random grids of at most 16 cells (the
/// oracle's limit), all the letter mixes in turn; the number of plies
/// checked.
fn check_random_grids(seed: u64, grids: usize) -> usize {
    let mut rng = SplitMix64::new(seed);
    let mut plies = 0;
    for round in 0..grids {
        let alphabet = ALPHABETS[round % ALPHABETS.len()];
        let grid = random_grid(&mut rng, 16, 16, alphabet);
        plies += check_moves(&grid.to_string());
    }
    plies
}

/// 700 random grids of at most 16 cells, every ply of each printed game.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn moves_text_matches_the_oracle_on_700_grids() {
    let plies = check_random_grids(1438, 700);
    assert!(plies >= 5_500, "{plies} plies");
}

/// Every grid of at most 6 cells with letters from all of `LRX`.
#[test]
fn moves_text_matches_the_oracle_on_every_tiny_grid() {
    let mut count = 0;
    for (n, m) in [
        (1, 1),
        (1, 2),
        (2, 1),
        (1, 3),
        (3, 1),
        (2, 2),
        (2, 3),
        (3, 2),
    ] {
        let cells = n * m;
        for code in 0..3usize.pow(cells as u32) {
            let letters = (0..cells)
                .map(|k| [Letter::L, Letter::R, Letter::X][code / 3usize.pow(k as u32) % 3])
                .collect();
            let grid = Board::new(n, m, letters).unwrap();
            check_moves(&grid.to_string());
            count += 1;
        }
    }
    assert_eq!(count, 3 + 2 * 9 + 2 * 27 + 81 + 2 * 729);
}

/// The snapshotted inputs are checked like the random ones.
#[test]
fn snapshotted_inputs_match_the_oracle() {
    for input in SNAPSHOTTED {
        assert!(check_moves(input) >= 2, "{input}");
    }
}

#[test]
fn moves_sample_1() {
    insta::assert_snapshot!(moves(SNAPSHOTTED[0].as_bytes()).unwrap());
}

#[test]
fn moves_sample_2() {
    insta::assert_snapshot!(moves(SNAPSHOTTED[1].as_bytes()).unwrap());
}

#[test]
fn moves_one_row() {
    insta::assert_snapshot!(moves(SNAPSHOTTED[2].as_bytes()).unwrap());
}

#[test]
fn moves_all_x() {
    insta::assert_snapshot!(moves(SNAPSHOTTED[3].as_bytes()).unwrap());
}

/// Bad input gives the same error as the judge, and nothing else.
#[test]
fn moves_rejects_bad_input_like_the_judge() {
    for input in [&b""[..], b"2 2\nRL\n", b"0 3\n", b"64 65\n", b"1 1\nQ\n"] {
        assert_eq!(moves(input).unwrap_err(), judge(input).unwrap_err());
    }
}

/// `move_values` at every position of random play-outs (random moves, not
/// the printed game's) against the oracle: the listed moves are the
/// active cells row by row, each Grundy number is the oracle's after the
/// move, and the winning moves, the active cells and the position's
/// Grundy number agree with them.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn move_values_match_the_oracle_on_random_playouts() {
    let mut rng = SplitMix64::new(0xE8F1_0BE5);
    let mut positions = 0;
    for round in 0..500 {
        let alphabet = ALPHABETS[round % ALPHABETS.len()];
        let grid = random_grid(&mut rng, 16, 16, alphabet);
        let g = rows(&grid);
        let mut oracle = Oracle::new(&g);
        let analysis = analyze(&grid);
        let mut position = analysis.start();
        let mut active = all_active(&grid);
        loop {
            let context = format!(
                "round {round}, after {} moves\n{grid}",
                position.moves_played()
            );
            let values = analysis.move_values(&position).unwrap();
            check_listed(&mut oracle, &g, &active, &listed(&values), &context);
            check_library(&analysis, &position, &values, &context);
            assert_eq!(
                grundy(&analysis, &position),
                oracle.grundy(&active),
                "{context}"
            );
            positions += 1;
            let Some(&cell) = rng.pick(&position.active_cells()) else {
                break;
            };
            position = play(&analysis, &position, cell);
            oracle::apply_move(&g, &mut active, cell.row, cell.col);
            assert_eq!(
                active_of(&grid, &position),
                active,
                "after {cell}, {context}"
            );
        }
    }
    assert!(positions >= 5_000, "{positions} positions");
}

/// Grids too big for the oracle (up to 20×20), random play-outs: each
/// listed Grundy number is the one of the position `Analysis::play` the
/// move reaches (the waves `Analysis::play` follows are checked against
/// the oracle's in `against_rules.rs`), and the winning moves are the
/// cells with 0.
#[test]
fn move_values_match_the_positions_after_on_larger_grids() {
    let mut rng = SplitMix64::new(2026);
    let mut positions = 0;
    for round in 0..30 {
        let alphabet = ALPHABETS[round % ALPHABETS.len()];
        let grid = random_grid(&mut rng, 20 * 20, 20, alphabet);
        let analysis = analyze(&grid);
        let mut position = analysis.start();
        loop {
            let context = format!(
                "round {round}, after {} moves\n{grid}",
                position.moves_played()
            );
            let values = analysis.move_values(&position).unwrap();
            check_library(&analysis, &position, &values, &context);
            for mv in &values {
                let after = analysis.play(&position, &mv.mv).unwrap();
                assert_eq!(
                    mv.value.0,
                    grundy(&analysis, &after),
                    "move {}, {context}",
                    mv.mv
                );
            }
            positions += 1;
            let Some(&cell) = rng.pick(&position.active_cells()) else {
                break;
            };
            position = play(&analysis, &position, cell);
        }
    }
    assert!(positions >= 800, "{positions} positions");
}

/// Checks the `--moves` text of a grid on which every move clears exactly
/// the whole line of its cell (`line(row, col)`, 0-based) and nothing
/// else, so that the game is a sum of one-move games, one per line: after
/// a move, the Grundy number is the parity of the lines left. Every cell
/// of a line not yet cleared is listed, row by row, with that number; the
/// game lasts one ply per line. Returns the number of plies.
fn check_line_game(grid: &Board, line: impl Fn(usize, usize) -> usize) -> usize {
    let text = moves(grid.to_string().as_bytes()).unwrap();
    let plies = parse(&text);
    let mut lines: Vec<usize> = grid.cells().map(|c| line(c.row, c.col)).collect();
    lines.sort_unstable();
    lines.dedup();
    assert_eq!(plies.len(), lines.len(), "{grid}");
    let mut cleared = Vec::new();
    for (i, ply) in plies.iter().enumerate() {
        assert_eq!(ply.number, i + 1);
        let left = lines.len() - i;
        let expected: Vec<(usize, usize, u32)> = grid
            .cells()
            .filter(|c| !cleared.contains(&line(c.row, c.col)))
            .map(|c| (c.row + 1, c.col + 1, ((left - 1) % 2) as u32))
            .collect();
        assert_eq!(ply.moves, expected, "ply {} of\n{grid}", i + 1);
        let &(r, c, _) = ply
            .moves
            .iter()
            .find(|&&(_, _, grundy)| grundy == 0)
            .unwrap_or(&ply.moves[0]);
        cleared.push(line(r - 1, c - 1));
    }
    plies.len()
}

/// The largest grids: on an all-`L` grid every move clears its whole
/// anti-diagonal (no other move touches it), on an all-`R` grid its
/// diagonal, and in a single row or column only itself.
#[test]
#[ignore = "large table: CI runs it with --ignored"]
fn moves_on_the_largest_grids_follow_the_rules() {
    let all_l = Board::filled(64, 64, Letter::L).unwrap();
    assert_eq!(check_line_game(&all_l, |r, c| r + c), 127);
    let all_r = Board::filled(100, 28, Letter::R).unwrap();
    assert_eq!(check_line_game(&all_r, |r, c| c + 99 - r), 127);
    let letters: Vec<Letter> = (0..127)
        .map(|k| [Letter::L, Letter::X, Letter::R][k % 3])
        .collect();
    let row = Board::new(1, 127, letters.clone()).unwrap();
    assert_eq!(check_line_game(&row, |_, c| c), 127);
    let column = Board::new(127, 1, letters).unwrap();
    assert_eq!(check_line_game(&column, |r, _| r), 127);
}

/// A position of a grid of another size is refused, one of a grid of the
/// same size is valued by that grid's letters; one of another analysis of
/// an equal grid has the same moves; a finished game none.
#[test]
fn move_values_elsewhere() {
    let sample_1: Board = SAMPLE_1.parse().unwrap();
    let sample_2: Board = SAMPLE_2.parse().unwrap();
    let one: Analysis = analyze(&sample_1);
    let two = analyze(&sample_2);
    let again = analyze(&sample_2);
    let position = play(&two, &two.start(), Cell::new(0, 0));
    // (1, 2) and (2, 1) are L on the first sample: each takes the other.
    assert_eq!(
        listed(&one.move_values(&position).unwrap()),
        [(1, 2, 0), (2, 1, 0)]
    );
    assert!(
        analyze(&"1 1\nX\n".parse().unwrap())
            .move_values(&position)
            .is_err()
    );
    let values = two.move_values(&position).unwrap();
    assert_eq!(listed(&values), [(1, 2, 1), (2, 1, 1)]);
    assert_eq!(again.move_values(&position), Ok(values));
    let end = play(
        &two,
        &play(&two, &position, Cell::new(0, 1)),
        Cell::new(1, 0),
    );
    assert!(end.is_over());
    assert_eq!(two.move_values(&end), Ok(Vec::new()));
    assert!(winning_moves(&two, &end).is_empty());
}
