//! The laws of the game contract, checked on a game's own boards: what
//! every implementation of [`Game`] must satisfy whatever its rules, so
//! that the tools written once over the trait are right for it. A game's
//! tests call [`check_laws`] on small inputs (its samples, generated
//! boards); its oracle tests check the values themselves.

// Test assertions: a broken check fails the test that called it.
#![allow(clippy::panic, clippy::expect_used, clippy::unwrap_used)]

use std::num::NonZeroUsize;

use crate::game::render::run;
use crate::game::{
    AnyGame, BoardNumber, Game, GameValue, Line, Mode, Step, ValueText, erase, principal_variation,
    text, write_moves,
};
use crate::{Resources, Workers};

/// Checks the contract's laws on every board of `input`, and returns the
/// number of positions checked (the caller asserts it is not 0):
///
/// - the input prints as text that parses back to it;
/// - [`Game::try_analyze`] refuses a memory limit one byte under
///   [`Game::memory_needed`] (before allocating: the error names the
///   limit) and succeeds at it; [`Game::try_answer`] is the judge's line;
/// - along the optimal game, and one move off it: a position's
///   [`Game::outcome`] is its best move's value (by [`GameValue::compare`]):
///   the same win, draw or loss, and the same distance;
///   every listed move's text reads back as the move and
///   [`Game::play`] accepts it; the moves of the game that are not listed
///   are refused, and so is every move once the game is over;
/// - the output is the same on two threads as on one, in every mode;
/// - the explorer's view ([`AnyGame::analyze`]) of each position of the
///   optimal game lists the lines `--moves` prints at that ply; each move
///   acts on its own cells of the picture ([`Game::move_cells`]: no two
///   moves alike, every cell on the grid), every position is drawn on the
///   same grid; the line's history gives each
///   position's [`Game::game_outcome`] for the side that moved first (or
///   its negation where the other side moves), which is the start's
///   outcome before any move.
///
/// The laws along the optimal game (and the explorer's view of it) are
/// checked on its first [`LAW_PLIES`] plies: each ply's check replays the
/// game from its start, so a game of 100,000 moves would cost about 10^10
/// steps. A longer game is checked that far, and a line on standard error
/// says so; the outputs on one and two threads are compared whole.
///
/// # Panics
///
/// On the first law broken.
pub fn check_laws<G: Game>(input: &G::Input) -> usize {
    let text_form = input.to_string();
    let parsed = G::parse(text_form.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{text_form}"));
    assert!(
        &parsed == input,
        "the input does not read back:\n{text_form}"
    );
    let two = Workers::new(NonZeroUsize::new(2).unwrap_or(NonZeroUsize::MIN));
    for mode in [Mode::Judge, Mode::Explain, Mode::Moves] {
        let mut one_thread = Vec::new();
        let mut two_threads = Vec::new();
        let first = run::<G>(
            text_form.as_bytes(),
            mode,
            &Resources::default(),
            &mut one_thread,
        );
        let second = run::<G>(
            text_form.as_bytes(),
            mode,
            &Resources::new(&two),
            &mut two_threads,
        );
        assert!(first.is_ok() && second.is_ok(), "{mode:?}:\n{text_form}");
        assert!(
            one_thread == two_threads,
            "{mode:?} differs on two threads:\n{text_form}"
        );
    }
    let mut checked = 0;
    for board in G::boards(input) {
        checked += check_board::<G>(board);
    }
    checked
}

/// How many plies of the optimal game [`check_laws`] walks (see there).
pub const LAW_PLIES: usize = 1000;

/// The laws on one board (see [`check_laws`]).
fn check_board<G: Game>(board: &G::Board) -> usize {
    let single = G::single(board.clone()).to_string();
    let context = || format!("on\n{single}");
    let needed = G::memory_needed(board);
    let short = Resources::default().with_memory_limit(needed.saturating_sub(1));
    match G::try_analyze(board, &short) {
        Err(e) => assert_eq!(e.limit, Some(needed - 1), "{e} {}", context()),
        Ok(_) => panic!("a limit under memory_needed was not refused {}", context()),
    }
    let enough = Resources::default().with_memory_limit(needed);
    let analysis = G::try_analyze(board, &enough).unwrap_or_else(|e| panic!("{e} {}", context()));
    let answer = G::try_answer(board, &enough).unwrap_or_else(|e| panic!("{e} {}", context()));
    assert_eq!(
        text::<G>(single.as_bytes(), Mode::Judge).ok(),
        Some(format!("{answer}\n")),
        "try_answer {}",
        context()
    );

    let (game, _) = principal_variation::<G>(&analysis);
    let plies = game.moves().len();
    let walked = plies.min(LAW_PLIES);
    if walked < plies {
        #[allow(clippy::print_stderr)] // the stated reason for what is not checked
        {
            eprintln!(
                "check_laws: the optimal game of {} lasts {plies} plies: its laws are checked on the \
                 first {LAW_PLIES} (each ply's check replays the game from its start)",
                G::NAME
            );
        }
    }
    let walked_moves = &game.moves()[..walked];
    let mut checked = 0;
    for position in &game.positions()[..=walked] {
        checked += check_position::<G>(&analysis, position, walked_moves, &context);
        for value in G::move_values(&analysis, position).unwrap_or_default() {
            let next = G::play(&analysis, position, &value.mv)
                .unwrap_or_else(|e| panic!("{e} {}", context()));
            checked += check_position::<G>(&analysis, &next, game.moves(), &context);
        }
    }

    // The explorer lists, at each ply of the optimal game, the lines that
    // `--moves` prints there.
    let mut moves_text = Vec::new();
    let number = BoardNumber {
        number: 1,
        count: 1,
    };
    write_moves::<G>(&mut moves_text, &analysis, number).unwrap_or_else(|e| panic!("{e}"));
    let moves_text = String::from_utf8_lossy(&moves_text).into_owned();
    let explorer = erase::<G>()
        .analyze(single.as_bytes(), &Resources::default())
        .unwrap_or_else(|e| panic!("{e} {}", context()));
    let mut printed = moves_text.lines();
    if G::moves_board_heading(number).is_some() {
        printed.next();
    }
    let mut line = Line::<G>::new(&analysis);
    let mut grid = None;
    loop {
        let texts: Vec<String> = line.moves().iter().map(ToString::to_string).collect();
        let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
        let replayed = explorer
            .replay(&refs)
            .unwrap_or_else(|e| panic!("{e} {}", context()));
        check_history::<G>(&line, replayed.history(), &context);
        // Every position of the board is drawn on the same grid.
        let picture = replayed.picture();
        let size = (picture.rows, picture.cols);
        assert_eq!(
            *grid.get_or_insert(size),
            size,
            "the picture changes its grid {}",
            context()
        );
        let moves = replayed.move_values();
        if moves.is_empty() {
            break;
        }
        assert_eq!(
            printed.next(),
            Some(G::ply_heading(line.ply() + 1, line.to_move()).as_str())
        );
        for (k, mv) in moves.iter().enumerate() {
            assert_eq!(printed.next(), Some(mv.line.as_str()), "{}", context());
            let on_grid =
                |cell: crate::game::Cell| cell.row < picture.rows && cell.col < picture.cols;
            assert!(
                on_grid(mv.cells.to) && mv.cells.from.is_none_or(on_grid),
                "move {} acts off the picture {}",
                mv.mv,
                context()
            );
            assert!(
                moves[..k].iter().all(|other| other.cells != mv.cells),
                "two moves act on the cells of {} {}",
                mv.mv,
                context()
            );
        }
        let Some(next) = walked_moves.get(line.ply()) else {
            break;
        };
        if line.play(next).unwrap_or_else(|e| panic!("{e}")).is_some() {
            break;
        }
    }
    if walked == plies {
        assert_eq!(printed.next(), None, "--moves goes on {}", context());
    }
    checked
}

/// The history of the explorer's view of `line`: each position's value for
/// the side that moved first, and the moves that led there.
fn check_history<G: Game>(line: &Line<'_, G>, history: Vec<Step>, context: &impl Fn() -> String) {
    let analysis = line.analysis();
    let first = G::to_move(analysis, &line.positions()[0]);
    assert_eq!(history.len(), line.positions().len(), "{}", context());
    // The line's first `ply` moves, one more each step.
    let mut prefix = Line::<G>::new(analysis);
    for (ply, (step, position)) in history.iter().zip(line.positions()).enumerate() {
        if let Some(before) = ply.checked_sub(1) {
            prefix
                .play(&line.moves()[before])
                .unwrap_or_else(|e| panic!("{e}"));
        }
        let outcome = G::game_outcome(&prefix);
        if ply == 0 {
            // Nothing was played: the game's value is the start's.
            let start = G::outcome(analysis, position).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(outcome, start, "{}", context());
        }
        let first_to_move = G::to_move(analysis, position) == first;
        let for_first = if first_to_move {
            outcome
        } else {
            -outcome.clone()
        };
        assert_eq!(step.first_to_move, first_to_move, "ply {ply} {}", context());
        assert_eq!(
            step.for_first,
            ValueText::of(&for_first),
            "ply {ply} {}",
            context()
        );
        // `-` is the other side's view: the opposite result, as far away.
        let other = -for_first.clone();
        assert_eq!(
            other.wdl(),
            for_first.wdl().flip(),
            "ply {ply} {}",
            context()
        );
        assert_eq!(
            other.distance(),
            for_first.distance(),
            "ply {ply} {}",
            context()
        );
        assert_eq!(-other, for_first, "ply {ply} {}", context());
        let played = ply.checked_sub(1).map(|before| {
            let mv = &line.moves()[before];
            let cells = G::move_cells(analysis, &line.positions()[before], mv);
            (mv.to_string(), cells)
        });
        assert_eq!(step.played, played, "ply {ply} {}", context());
    }
}

/// The laws at one position: its outcome is its best move's value, the
/// listed moves are played and read back, the others refused.
fn check_position<G: Game>(
    analysis: &G::Analysis,
    position: &G::Position,
    others: &[G::Move],
    context: &impl Fn() -> String,
) -> usize {
    let outcome = G::outcome(analysis, position).unwrap_or_else(|e| panic!("{e} {}", context()));
    let values = G::move_values(analysis, position).unwrap_or_else(|e| panic!("{e}"));
    if let Some(best) = values
        .iter()
        .map(|v| &v.value)
        .reduce(|best, v| if v.compare(best).is_gt() { v } else { best })
    {
        assert!(
            outcome.wdl() == best.wdl() && outcome.distance() == best.distance(),
            "the outcome {outcome} is not the best move's value {best} at {position:?} {}",
            context()
        );
    }
    for value in &values {
        let text = value.mv.to_string();
        let read: G::Move = text.parse().unwrap_or_else(|e| panic!("{e} {}", context()));
        assert_eq!(read, value.mv, "{text}");
        if let Err(e) = G::play(analysis, position, &value.mv) {
            panic!("a listed move is refused: {e} {}", context());
        }
    }
    for mv in others {
        if values.iter().all(|v| &v.mv != mv) {
            assert!(
                G::play(analysis, position, mv).is_err(),
                "{mv} is played at {position:?}, where it is not listed {}",
                context()
            );
        }
    }
    1
}
