//! The two solvers of a game against each other: its kernel and the
//! generic solver of the rules layer over its rules ([`Solver::Rules`]),
//! which a game's tests use as the oracle of its kernel.

// Test assertions: a broken check fails the test that called it.
#![allow(clippy::panic, clippy::expect_used, clippy::unwrap_used)]

use std::collections::{HashSet, VecDeque};

use crate::game::{BoardNumber, Game, Mode, text_on, write_moves};
use crate::{Resources, Solver};

/// What [`check_solvers`] compared.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Compared {
    /// Positions whose value and moves' values were compared.
    pub positions: usize,
    /// Boards whose every position the start reaches was compared (the
    /// others stopped at the limit).
    pub whole_boards: usize,
}

/// Checks that the kernel and `--solver rules` agree on every board of
/// `input`:
///
/// - the judge's answer of the whole input, and each board's `--explain`
///   and `--moves` texts, byte for byte;
/// - for every position the start reaches, breadth first (up to `limit`
///   positions a board), who moves, its [`Game::outcome`] and every legal
///   move with its value ([`Game::move_values`], the same moves in the same
///   order), the positions being the kernel's.
///
/// # Panics
///
/// On the first disagreement, naming the input and the position.
pub fn check_solvers<G: Game>(input: &G::Input, limit: usize) -> Compared {
    let text = input.to_string();
    let kernel = Resources::default();
    let rules = Resources::default().with_solver(Solver::Rules);
    let by_kernel = text_on::<G>(text.as_bytes(), Mode::Judge, &kernel);
    let by_rules = text_on::<G>(text.as_bytes(), Mode::Judge, &rules);
    assert!(
        by_kernel == by_rules,
        "the judge's answers differ:\n{text}\nkernel: {by_kernel:?}\nrules:  {by_rules:?}"
    );
    let mut compared = Compared::default();
    let count = G::boards(input).len();
    for (number, board) in (1..).zip(G::boards(input)) {
        let single = G::single(board.clone()).to_string();
        let fast = G::try_analyze(board, &kernel).unwrap_or_else(|e| panic!("{e}\n{single}"));
        let slow = G::try_analyze(board, &rules).unwrap_or_else(|e| panic!("{e}\n{single}"));
        // The texts, each from its analysis.
        let number = BoardNumber { number, count };
        for mode in [Mode::Explain, Mode::Moves] {
            let render = |analysis: &G::Analysis| {
                let mut out = Vec::new();
                match mode {
                    Mode::Explain => G::write_explanation(&mut out, analysis, number),
                    _ => write_moves::<G>(&mut out, analysis, number),
                }
                .unwrap_or_else(|e| panic!("{e}"));
                String::from_utf8_lossy(&out).into_owned()
            };
            let (by_kernel, by_rules) = (render(&fast), render(&slow));
            assert!(
                by_kernel == by_rules,
                "{mode:?} differs:\n{single}\nkernel: {by_kernel:?}\nrules:  {by_rules:?}"
            );
        }
        let start = G::start(&fast);
        assert!(G::start(&slow) == start, "the starts differ:\n{single}");
        let mut seen = HashSet::from([start.clone()]);
        let mut queue = VecDeque::from([start]);
        let mut whole = true;
        let mut on_board = 0;
        while let Some(position) = queue.pop_front() {
            if on_board == limit {
                whole = false;
                break;
            }
            on_board += 1;
            compared.positions += 1;
            let context = || format!("at {position:?} of\n{single}");
            assert!(
                G::to_move(&fast, &position) == G::to_move(&slow, &position),
                "who moves differs {}",
                context()
            );
            let value = G::outcome(&fast, &position);
            assert!(
                value == G::outcome(&slow, &position),
                "the value differs {}: kernel {value:?}, rules {:?}",
                context(),
                G::outcome(&slow, &position)
            );
            let moves =
                G::move_values(&fast, &position).unwrap_or_else(|e| panic!("{e} {}", context()));
            let by_rules =
                G::move_values(&slow, &position).unwrap_or_else(|e| panic!("{e} {}", context()));
            assert!(
                moves == by_rules,
                "the moves' values differ {}:\nkernel {moves:?}\nrules  {by_rules:?}",
                context()
            );
            for mv in moves {
                let next = G::play(&fast, &position, &mv.mv)
                    .unwrap_or_else(|e| panic!("{e} {}", context()));
                if seen.insert(next.clone()) {
                    queue.push_back(next);
                }
            }
        }
        compared.whole_boards += usize::from(whole);
    }
    compared
}
