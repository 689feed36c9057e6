//! The explorer view against the oracle of `oracle.rs`: the `--moves` text
//! read back line by line and replayed under the oracle's rules, with every
//! `RESULT` recomputed by the oracle; the `--explain` game is the one
//! `--moves` plays; `Analysis::move_values` at the positions of random
//! play-outs; snapshots of a few
//! `--moves` texts, whose inputs are among the checked ones.

use common_io::SplitMix64;
use common_io::game::{Forced, best_move};
use pawn_retro::{Answer, Board, PawnRetro, Side, analyze, judge};

use crate::boards::{random_grid, to_text};
use crate::convert::{Queries, board, judge_line, position, rc, to_oracle};
use crate::fixtures::boards;
use crate::oracle::{self, Oracle, same};
use crate::{explain, moves};

const SAMPLE: &str = include_str!("../../../../fixtures/pawn-retro/sample-1.in");
/// A tie that cycles, a capture by black, and red unable to move at the
/// start: the input of the `explain_small_boards` snapshot of `api.rs`.
const SMALL_BOARDS: &str =
    "0 3\n3 5\nO...O\n#####\n..X..\n3 3\nO#O\n##.\n..X\n3 4\n#OO#\n####\n..X.\n";
/// One column, black below the reds: `Red 9` (`fixtures/pawn-retro/hand-10x1`).
const ONE_COLUMN: &str = include_str!("../../../../fixtures/pawn-retro/hand-10x1.in");

/// The inputs whose `--moves` texts are snapshotted here, and whose
/// `--explain` texts are snapshotted in `api.rs` (the sample and the small
/// boards).
const SNAPSHOTTED: [&str; 3] = [SAMPLE, SMALL_BOARDS, ONE_COLUMN];

/// A 1-based cell `(row, col)`.
pub(crate) type Rc = (usize, usize);

/// A move line of a `--moves` text: the 1-based cells `R1 C1` and
/// `R2 C2`, and the `RESULT`.
pub(crate) type Line = (Rc, Rc, oracle::Outcome);

/// One ply of a `--moves` text: its number, whether red moves, and the
/// listed moves.
#[derive(Debug)]
pub(crate) struct Ply {
    pub(crate) number: usize,
    pub(crate) red: bool,
    pub(crate) moves: Vec<Line>,
}

/// One board of a `--moves` text: its number and its plies.
#[derive(Debug)]
pub(crate) struct BoardText {
    pub(crate) number: usize,
    pub(crate) plies: Vec<Ply>,
}

/// Reads a `RESULT` written with the judge's words.
pub(crate) fn parse_result(words: &[&str]) -> oracle::Outcome {
    match words {
        ["Tie"] => Forced::Draw,
        ["Red", k] => Forced::Win(k.parse().unwrap()),
        ["Black", k] => Forced::Loss(k.parse().unwrap()),
        _ => panic!("not a result: {words:?}"),
    }
}

/// Reads a `--moves` text, strictly: every line ends with `\n`, its tokens
/// are separated by one space, and every number is written as Rust writes
/// it (no sign, no leading zeros, no trailing spaces): each line must
/// equal its own fields written back.
pub(crate) fn parse(text: &str) -> Vec<BoardText> {
    let body = text
        .strip_suffix('\n')
        .unwrap_or_else(|| panic!("the text does not end with a newline:\n{text}"));
    let mut boards: Vec<BoardText> = Vec::new();
    for line in body.split('\n') {
        let tokens: Vec<&str> = line.split(' ').collect();
        match tokens[..] {
            ["board", number] => {
                let number: usize = number.parse().unwrap();
                assert_eq!(line, format!("board {number}"), "{line:?}");
                boards.push(BoardText {
                    number,
                    plies: Vec::new(),
                });
            }
            ["ply", number, side] => {
                let number: usize = number.parse().unwrap();
                let red = match side {
                    "red" => true,
                    "black" => false,
                    _ => panic!("bad side in {line:?}"),
                };
                assert_eq!(line, format!("ply {number} {side}"), "{line:?}");
                let board = boards
                    .last_mut()
                    .unwrap_or_else(|| panic!("a ply line before the first board: {line:?}"));
                board.plies.push(Ply {
                    number,
                    red,
                    moves: Vec::new(),
                });
            }
            [r1, c1, r2, c2, ref result @ ..] => {
                let n = |t: &str| -> usize { t.parse().unwrap() };
                let (from, to) = ((n(r1), n(c1)), (n(r2), n(c2)));
                let result = parse_result(result);
                assert_eq!(
                    line,
                    format!(
                        "{} {} {} {} {}",
                        from.0,
                        from.1,
                        to.0,
                        to.1,
                        judge_line(result)
                    ),
                    "{line:?}"
                );
                assert!(
                    from.0 >= 1 && from.1 >= 1 && to.0 >= 1 && to.1 >= 1,
                    "{line:?} is not 1-based"
                );
                boards
                    .last_mut()
                    .and_then(|board| board.plies.last_mut())
                    .unwrap_or_else(|| panic!("a move line before the first ply line: {line:?}"))
                    .moves
                    .push((from, to, result));
            }
            _ => panic!("not a board, ply or move line: {line:?}"),
        }
    }
    boards
}

/// How good `outcome` is for the side that moves (`red` or black), as a
/// key to minimise: a win in fewer moves, then any win, then a tie, then
/// a loss in more moves.
fn rank(outcome: oracle::Outcome, red: bool) -> (u8, i64) {
    match outcome {
        Forced::Draw => (1, 0),
        Forced::Win(k) if red => (0, i64::from(k)),
        Forced::Loss(k) if !red => (0, i64::from(k)),
        Forced::Win(k) | Forced::Loss(k) => (2, -i64::from(k)),
    }
}

/// The first of `lines` with the best `RESULT` for the mover.
pub(crate) fn first_best(lines: &[Line], red: bool) -> &Line {
    let best = lines.iter().map(|l| rank(l.2, red)).min().unwrap();
    lines.iter().find(|l| rank(l.2, red) == best).unwrap()
}

/// 0-based `(r, c)` to 1-based.
pub(crate) fn one_based((r, c): (usize, usize)) -> Rc {
    (r + 1, c + 1)
}

/// A board's game as the `--moves` text played it, once checked against
/// the oracle.
#[derive(Debug)]
struct Played {
    /// The oracle's result from the start.
    answer: oracle::Outcome,
    /// The moves: whether red made it, and the 1-based cells.
    moves: Vec<(bool, Rc, Rc)>,
    /// For a tie, after how many moves the position the last move brings
    /// back first stood.
    repeated: Option<usize>,
}

/// What a batch of checked boards covered.
#[derive(Debug, Default)]
struct Seen {
    boards: usize,
    plies: usize,
    lines: usize,
    ties: usize,
    red: usize,
    black: usize,
    over_at_start: usize,
}

impl Seen {
    fn add(&mut self, played: &Played, lines: usize) {
        self.boards += 1;
        self.plies += played.moves.len();
        self.lines += lines;
        match played.answer {
            Forced::Draw => self.ties += 1,
            Forced::Win(_) => self.red += 1,
            Forced::Loss(0) => self.over_at_start += 1,
            Forced::Loss(_) => self.black += 1,
        }
    }
}

/// Checks one board of a `--moves` text against the oracle of `rows`:
///
/// - (a) each ply lists exactly the oracle's legal moves, sorted by
///   `(R1, C1, R2, C2)`, and names the side to move;
/// - (b) each `RESULT` is the oracle's outcome from the position after
///   the move, plus the moves made until then (the ply number);
/// - (c) the game goes on with the first listed move with the best
///   `RESULT` for the mover (the next ply is checked on the position the
///   oracle's move generator gives for it), and that best `RESULT` is the
///   board's answer at every ply (optimal play keeps the result);
/// - (d) the board's answer is the oracle's from the start (the first
///   ply's best, when there is a first ply);
/// - (e) the game ends as stated: a win ends at the oracle's first
///   terminal position, after `k` plies; a tie with the first move that
///   brings back a position of the game, never at a terminal position.
fn check_board(rows: &[Vec<u8>], text: &BoardText, context: &str) -> Played {
    let oracle = Oracle::new(rows);
    let mut here = oracle.start();
    let answer = oracle.outcome(here);
    let mut seen = vec![here];
    let mut moves = Vec::new();
    let mut repeated = None;
    for (p, ply) in text.plies.iter().enumerate() {
        let context = format!("ply {} of board {}, {context}", p + 1, text.number);
        assert_eq!(ply.number, p + 1, "{context}");
        assert_eq!(ply.red, here.3, "{context}");
        assert!(repeated.is_none(), "a ply after the repetition: {context}");
        // (a), and (e): a ply is printed only while the game goes on.
        let legal = oracle.moves(here);
        assert!(!legal.is_empty(), "a ply after the end: {context}");
        let steps: Vec<(Rc, Rc)> = legal
            .iter()
            .map(|&((from, to), _)| (one_based(from), one_based(to)))
            .collect();
        let listed: Vec<(Rc, Rc)> = ply.moves.iter().map(|&(f, t, _)| (f, t)).collect();
        assert_eq!(listed, steps, "{context}");
        // (b)
        let before = u32::try_from(p).unwrap();
        for (line, &(_, next)) in ply.moves.iter().zip(&legal) {
            assert_eq!(
                line.2,
                Forced::later(oracle.outcome(next), before + 1),
                "move {line:?}, {context}"
            );
        }
        // (c), (d)
        let played = first_best(&ply.moves, ply.red);
        assert_eq!(played.2, answer, "{context}");
        let index = ply.moves.iter().position(|l| l == played).unwrap();
        moves.push((ply.red, played.0, played.1));
        here = legal[index].1;
        // (e) for a tie: the first repetition ends the game.
        if let Some(at) = seen.iter().position(|&s| same(s, here)) {
            repeated = Some(at);
        }
        seen.push(here);
    }
    // (e)
    match answer {
        Forced::Draw => {
            assert!(repeated.is_some(), "a tie that does not repeat: {context}");
            assert!(!oracle.is_over(here), "{context}");
        }
        Forced::Win(k) | Forced::Loss(k) => {
            assert!(oracle.is_over(here), "the game stops early: {context}");
            assert_eq!(text.plies.len(), k as usize, "{context}");
            assert!(repeated.is_none(), "{context}");
        }
    }
    Played {
        answer,
        moves,
        repeated,
    }
}

/// A board of an `--explain` text: the result line and the moves.
#[derive(Debug)]
struct Explained {
    result: String,
    moves: Vec<(bool, Rc, Rc)>,
    ending: String,
}

/// Reads `(r, c)`.
fn parse_cell(text: &str) -> Rc {
    let inner = text.strip_prefix('(').unwrap().strip_suffix(')').unwrap();
    let (r, c) = inner.split_once(", ").unwrap();
    (r.parse().unwrap(), c.parse().unwrap())
}

/// The boards of an `--explain` text.
fn parse_explain(text: &str) -> Vec<Explained> {
    let mut boards: Vec<Explained> = Vec::new();
    for line in text.lines() {
        if line.starts_with("Board ") {
            boards.push(Explained {
                result: String::new(),
                moves: Vec::new(),
                ending: String::new(),
            });
        } else if let Some(rest) = line.strip_prefix("Result: ") {
            let board = boards.last_mut().unwrap();
            board.result = rest[..rest.find(" (").unwrap()].to_string();
        } else if let Some(rest) = line.strip_prefix("Move ") {
            let (number, rest) = rest.split_once(": ").unwrap();
            let board = boards.last_mut().unwrap();
            assert_eq!(number.parse::<usize>().unwrap(), board.moves.len() + 1);
            let (side, cells) = rest.split_once(' ').unwrap();
            let (from, to) = cells.split_once(" -> ").unwrap();
            board
                .moves
                .push((side == "red", parse_cell(from), parse_cell(to)));
        } else if line.starts_with("Game over") || line.starts_with("The position after move") {
            boards.last_mut().unwrap().ending = line.to_string();
        }
    }
    boards
}

/// Checks the `--explain` text of `input` against the games of the
/// `--moves` text, checked by the oracle: the same result, the same moves
/// and, for a tie, the same repetition.
fn check_explain(input: &str, played: &[Played]) {
    let explained = parse_explain(&explain(input.as_bytes()).unwrap());
    assert_eq!(explained.len(), played.len(), "{input}");
    for (i, (ex, game)) in explained.iter().zip(played).enumerate() {
        let context = format!("board {} of\n{input}", i + 1);
        assert_eq!(ex.result, judge_line(game.answer), "{context}");
        assert_eq!(ex.moves, game.moves, "{context}");
        let n = game.moves.len();
        let expected = match (game.answer, game.repeated) {
            (Forced::Draw, Some(0)) => format!("The position after move {n} is the start:"),
            (Forced::Draw, Some(at)) => {
                format!("The position after move {n} is the position after move {at}:")
            }
            (_, _) if n == 0 => "Game over before any move:".to_string(),
            (_, _) if n == 1 => "Game over after 1 move:".to_string(),
            (_, _) => format!("Game over after {n} moves:"),
        };
        assert!(
            ex.ending.starts_with(&expected),
            "{:?} is not {expected:?}: {context}",
            ex.ending
        );
    }
}

/// Checks the `--moves` text of the judge file `input` board by board
/// (`check_board`), its `--explain` game (`check_explain`) and `judge`;
/// returns what it covered.
fn check(input: &str) -> Seen {
    let rows = boards(input);
    let text = moves(input.as_bytes()).unwrap();
    let parsed = parse(&text);
    assert_eq!(parsed.len(), rows.len(), "{input}");
    let judged = judge(input.as_bytes()).unwrap();
    let judged: Vec<&str> = judged.lines().collect();
    let mut seen = Seen::default();
    let mut played = Vec::new();
    for (i, (rows, board)) in rows.iter().zip(&parsed).enumerate() {
        assert_eq!(board.number, i + 1, "{input}");
        let game = check_board(rows, board, &format!("of\n{input}"));
        assert_eq!(
            judged[i],
            judge_line(game.answer),
            "board {}\n{input}",
            i + 1
        );
        let lines = board.plies.iter().map(|p| p.moves.len()).sum();
        seen.add(&game, lines);
        played.push(game);
    }
    check_explain(input, &played);
    seen
}

/// Judge files of one to four random boards of at most `max_side` ×
/// `max_side` cells (obstacle densities 0 to 50%), `boards` boards in all,
/// those that `keep` accepts, through `check`.
fn check_random_files(
    seed: u64,
    boards: usize,
    max_side: usize,
    keep: impl Fn(&[Vec<u8>]) -> bool,
) -> Seen {
    let mut rng = SplitMix64::new(seed);
    let mut total = Seen::default();
    let mut made = 0;
    while made < boards {
        let count = (1 + rng.below(4) as usize).min(boards - made);
        let mut input = format!("0 {count}\n");
        let mut drawn = 0;
        while drawn < count {
            let density = 10 * (made % 6) as u64;
            let rows = random_grid(&mut rng, max_side, max_side, density);
            if keep(&rows) {
                input.push_str(&to_text(&rows));
                drawn += 1;
                made += 1;
            }
        }
        let seen = check(&input);
        total.boards += seen.boards;
        total.plies += seen.plies;
        total.lines += seen.lines;
        total.ties += seen.ties;
        total.red += seen.red;
        total.black += seen.black;
        total.over_at_start += seen.over_at_start;
    }
    assert_eq!(total.boards, boards);
    assert!(
        total.ties > 0 && total.red > 0 && total.black > 0,
        "{total:?}"
    );
    total
}

/// 3,000 random boards up to 5×5, in files of one to four boards: every
/// move of every ply of every printed game.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn moves_text_matches_the_oracle_on_3000_boards() {
    let seen = check_random_files(14, 3000, 5, |_| true);
    assert!(seen.over_at_start > 0, "{seen:?}");
    assert!(seen.plies >= 4_000 && seen.lines >= 12_000, "{seen:?}");
}

/// 120 random boards up to 7×7 whose game lasts at least 6 moves or ties
/// (chosen by the oracle): longer games.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn moves_text_matches_the_oracle_on_longer_games() {
    let long = |rows: &[Vec<u8>]| match oracle::solve(rows) {
        Forced::Draw => true,
        Forced::Win(k) | Forced::Loss(k) => k >= 6,
    };
    let seen = check_random_files(1407, 120, 7, long);
    assert!(seen.plies >= 1_000 && seen.lines >= 3_600, "{seen:?}");
}

/// The snapshotted inputs are checked like the random ones (and so are
/// the `--explain` snapshots of `api.rs`, whose inputs they are).
#[test]
fn snapshotted_inputs_match_the_oracle() {
    let seen = check(SAMPLE);
    assert_eq!(
        (seen.boards, seen.ties, seen.over_at_start, seen.red),
        (8, 1, 2, 5)
    );
    let seen = check(SMALL_BOARDS);
    assert_eq!((seen.ties, seen.black, seen.over_at_start), (1, 1, 1));
    let seen = check(ONE_COLUMN);
    assert_eq!((seen.red, seen.plies), (1, 9));
}

#[test]
fn moves_sample() {
    insta::assert_snapshot!(moves(SNAPSHOTTED[0].as_bytes()).unwrap());
}

#[test]
fn moves_small_boards() {
    insta::assert_snapshot!(moves(SNAPSHOTTED[1].as_bytes()).unwrap());
}

#[test]
fn moves_one_column() {
    insta::assert_snapshot!(moves(SNAPSHOTTED[2].as_bytes()).unwrap());
}

/// The example of the crate README's "Every move's value" is the start of
/// the sample's text (checked above): its first two boards.
#[test]
fn readme_example_is_the_sample_text() {
    let readme = include_str!("../../README.md");
    let section = &readme[readme.find("## Every move's value").unwrap()..];
    let start = section.find("```text\n").unwrap() + "```text\n".len();
    let example = &section[start..start + section[start..].find("```").unwrap()];
    let text = moves(SAMPLE.as_bytes()).unwrap();
    assert!(example.starts_with("board 1\n"), "{example}");
    assert_eq!(&text[..example.len()], example);
    assert!(text[example.len()..].starts_with("board 3\n"));
}

/// Bad input gives the same error as the judge, and nothing else.
#[test]
fn moves_rejects_bad_input_like_the_judge() {
    for input in [
        &b""[..],
        b"0 2\n3 3\n.O.\n.X.\nO..\n",
        b"0 1\n20 21\n",
        b"0 1\n2 3\nOO.\n.x.\n",
        b"0 1\n2 3\nOO.\n.X.\n7\n",
    ] {
        assert_eq!(moves(input).unwrap_err(), judge(input).unwrap_err());
    }
}

/// `move_values` at every position of random play-outs (random moves, not
/// the optimal game's) against the oracle: the listed moves are the
/// oracle's legal moves, sorted, made by the side to move, leading where
/// the oracle's do; each outcome is the oracle's after the move plus that
/// move; the position's outcome is the best of them and `best_move` the
/// first with it. A finished game lists nothing.
#[test]
fn move_values_match_the_oracle_on_random_playouts() {
    let mut rng = SplitMix64::new(0x5EED_0014);
    let mut positions = 0;
    let mut finished = 0;
    // Ties are rare on random boards: a few walled-off ones first.
    let mut grids: Vec<Vec<Vec<u8>>> = [SMALL_BOARDS, "0 1\n4 4\n.O..\n#.##\n..X.\nO...\n"]
        .iter()
        .flat_map(|input| boards(input))
        .collect();
    for i in 0..600 {
        grids.push(random_grid(&mut rng, 5, 5, 10 * (i % 6)));
    }
    for (i, rows) in grids.iter().enumerate() {
        let board: Board = board(rows);
        let analysis = analyze(&board);
        let oracle = Oracle::new(rows);
        for walk in 0..6 {
            let mut here = oracle.start();
            for step in 0..40 {
                let context = format!("board {i}, walk {walk}, step {step}: {here:?}\n{board}");
                let red = here.3;
                let position = position(&board, here);
                let side = if red { Side::Red } else { Side::Black };
                assert_eq!(position.to_move(), side, "{context}");
                let outcome = Answer::new(analysis.outcome(&position).unwrap(), side);
                assert_eq!(to_oracle(outcome), oracle.outcome(here), "{context}");
                let values = analysis.move_values(&position).unwrap();
                let legal = oracle.moves(here);
                positions += 1;
                let steps: Vec<_> = legal.iter().map(|&(step, _)| step).collect();
                let listed: Vec<_> = values
                    .iter()
                    .map(|v| (rc(v.mv.from), rc(v.mv.to)))
                    .collect();
                assert_eq!(listed, steps, "{context}");
                let mut lines = Vec::new();
                for (value, &(_, next)) in values.iter().zip(&legal) {
                    let after = analysis.play(&position, &value.mv).unwrap();
                    let [x, y] = after.reds();
                    assert!(
                        same((rc(x), rc(y), rc(after.black()), !red), next),
                        "{context}"
                    );
                    let result = to_oracle(Answer::new(value.value, side));
                    assert_eq!(result, Forced::later(oracle.outcome(next), 1), "{context}");
                    lines.push((
                        one_based(rc(value.mv.from)),
                        one_based(rc(value.mv.to)),
                        result,
                    ));
                }
                let best = best_move::<PawnRetro>(&analysis, &position).unwrap();
                let Some(&(_, next)) = rng.pick(&legal) else {
                    assert!(values.is_empty() && best.is_none(), "{context}");
                    assert!(analysis.termination(&position).is_some(), "{context}");
                    finished += 1;
                    break;
                };
                let first = first_best(&lines, red);
                assert_eq!(first.2, to_oracle(outcome), "{context}");
                let best = best.unwrap().mv;
                assert_eq!(
                    (one_based(rc(best.from)), one_based(rc(best.to))),
                    (first.0, first.1),
                    "{context}"
                );
                here = next;
            }
        }
    }
    assert!(positions >= 10_000, "{positions} positions");
    assert!(finished >= 500, "{finished} finished games");
}

/// Positions the analysis does not cover are refused; finished games list
/// no moves.
#[test]
fn move_values_elsewhere() {
    let board: Board = "3 5\nO...O\n#####\n..X..\n".parse().unwrap();
    let analysis = analyze(&board);
    let at = |a, b, black, red| position(&board, (a, b, black, red));
    // A red piece on an obstacle, in black's walled-off region, both on one
    // cell, black off the board.
    for p in [
        at((1, 0), (0, 4), (2, 2), true),
        at((2, 0), (0, 4), (2, 2), true),
        at((0, 0), (0, 0), (2, 2), true),
        at((0, 0), (0, 4), (3, 2), true),
    ] {
        assert!(!analysis.contains(&p));
        assert!(analysis.move_values(&p).is_err());
    }
    assert_eq!(analysis.move_values(&analysis.start()).unwrap().len(), 2);
    // Black captured on the sample's first board: covered, and over.
    let first: Board = "3 3\n.O.\n.X.\nO..\n".parse().unwrap();
    let analysis = analyze(&first);
    let at = |a, b, black, red| position(&first, (a, b, black, red));
    let captured = at((1, 1), (2, 0), (1, 1), false);
    assert!(analysis.contains(&captured));
    // The same pieces with red to move: the wrong side for their cells.
    assert!(!analysis.contains(&at((1, 1), (2, 0), (1, 1), true)));
    assert!(analysis.termination(&captured).is_some());
    assert_eq!(analysis.move_values(&captured), Ok(Vec::new()));
}
