//! The API through the game contract: at every ply of the optimal game, on
//! many small boards of every game, the moves listed are exactly the lines
//! the binary's `--moves` prints, each with the cells its text names, and
//! the history holds every earlier position's value for the side that
//! moved first; the editor changes the board's text cell by cell; and every
//! error has its status and line.

use common_io::game::{AnyGame, Mode, Size};
use explorer::api::{Cell, Edited, Position, ValueKind};

use crate::browser::first_sample;
use crate::client::{self, encode, get, moves_path};

/// The plies of a `--moves` text: for each, the lines of its moves (the
/// heading lines `ply ...` and `board ...` separate them).
fn plies(text: &str) -> Vec<Vec<String>> {
    let mut plies: Vec<Vec<String>> = Vec::new();
    for line in text.lines() {
        if line.starts_with("ply ") {
            plies.push(Vec::new());
        } else if line.starts_with("board ") {
            continue;
        } else {
            plies
                .last_mut()
                .unwrap_or_else(|| panic!("a move before any ply: {line}"))
                .push(line.to_string());
        }
    }
    plies
}

/// Small boards of every family of `game`.
fn small_boards(game: &dyn AnyGame, per_family: u64) -> Vec<String> {
    let mut boards = Vec::new();
    for family in game.families() {
        for seed in 0..per_family {
            for (rows, cols) in [(2, 3), (3, 3), (4, 3)] {
                if let Ok(board) = client::sized_board(game, family, seed, rows, cols) {
                    boards.push(board);
                }
            }
        }
    }
    boards.sort();
    boards.dedup();
    boards
}

/// Walks the optimal game of `board` through the API, checking each ply's
/// lines against `--moves`; returns the plies checked.
async fn check_board(server: &client::Server, game: &dyn AnyGame, board: &str) -> usize {
    let expected = plies(&game.text(board.as_bytes(), Mode::Moves).unwrap());
    let mut moves: Vec<String> = Vec::new();
    // Each position's side to move and value, as the API answered at it.
    let mut seen: Vec<Position> = Vec::new();
    for (ply, lines) in expected.iter().enumerate() {
        let response = get(server.address, &moves_path(game.name(), board, &moves)).await;
        assert_eq!(response.status, 200, "{}", response.body);
        let json = response.json();
        let position: Position = serde_json::from_str(&response.body).unwrap();
        // A grid game's moves are written as the cells they act on.
        if game.about().editor.is_some() {
            for mv in &position.moves {
                assert_eq!(cells_named(&mv.mv), cells_of(mv.from, mv.to), "{board}");
            }
        }
        check_history(&position, &seen, &moves, board);
        check_kinds(&position, board);
        seen.push(position);
        assert_eq!(json["ply"], ply, "{board}");
        assert_eq!(json["over"], false, "{board}");
        let listed: Vec<&serde_json::Value> = json["moves"].as_array().unwrap().iter().collect();
        let got: Vec<&str> = listed.iter().map(|m| m["line"].as_str().unwrap()).collect();
        assert_eq!(got, *lines, "ply {} of {}:\n{board}", ply + 1, game.name());
        // Each move's text starts its line; the played one is the first best.
        for m in &listed {
            assert!(
                m["line"]
                    .as_str()
                    .unwrap()
                    .starts_with(m["move"].as_str().unwrap())
            );
        }
        let best = listed.iter().find(|m| m["rank"] == 0).unwrap();
        moves.push(best["move"].as_str().unwrap().to_string());
    }
    // After the last printed ply: over, or a tie's repetition (the text
    // stops at the first repeated position).
    let response = get(server.address, &moves_path(game.name(), board, &moves)).await;
    assert_eq!(response.status, 200, "{}", response.body);
    let last: Position = serde_json::from_str(&response.body).unwrap();
    check_history(&last, &seen, &moves, board);
    // The game stops where it is over, or where a tie comes back to a
    // position it held: the first repetition.
    assert!(seen.iter().all(|p| p.repeats.is_none()), "{board}");
    if !last.over {
        let first = last
            .repeats
            .unwrap_or_else(|| panic!("neither over nor repeated:\n{board}"));
        assert!(first < last.ply, "{board}");
        assert_eq!(seen[first].picture, last.picture, "{board}");
        assert_eq!(last.wdl, explorer::api::Wdl::Draw, "{board}");
    }
    expected.len()
}

/// Every value of `position` states its kind, and the number of a score
/// or a Grundy value is the one its text shows; the other kinds have none.
fn check_kinds(position: &Position, board: &str) {
    let values = std::iter::once((position.kind, &position.value, position.number))
        .chain(position.moves.iter().map(|m| (m.kind, &m.value, m.number)))
        .chain(
            position
                .history
                .iter()
                .map(|p| (p.kind, &p.value, p.number)),
        );
    for (kind, text, number) in values {
        match kind {
            ValueKind::Score | ValueKind::Grundy => {
                assert_eq!(
                    number,
                    Some(text.parse::<i64>().unwrap()),
                    "{text}: {board}"
                )
            }
            ValueKind::Wdl | ValueKind::Forced => assert_eq!(number, None, "{text}: {board}"),
        }
    }
}

/// The numbers of a move's text (`R C` or `R1 C1 R2 C2`, 1-based).
fn cells_named(text: &str) -> Vec<usize> {
    text.split_whitespace()
        .map(|n| n.parse().unwrap())
        .collect()
}

/// The same numbers from the API's cells (0-based).
fn cells_of(from: Option<Cell>, to: Cell) -> Vec<usize> {
    from.into_iter()
        .chain([to])
        .flat_map(|cell| [cell.row + 1, cell.col + 1])
        .collect()
}

/// `position`'s history against the positions answered before it (`seen`,
/// from the start, along the optimal game) and the moves played to reach
/// it: a point per position, each earlier point as it was answered then,
/// the start's value first, and one result for the side that moved first
/// all along (optimal play keeps the game's result).
fn check_history(position: &Position, seen: &[Position], moves: &[String], board: &str) {
    let history = &position.history;
    assert_eq!(history.len(), moves.len() + 1, "{board}");
    assert_eq!(position.last.as_deref(), moves.last().map(String::as_str));
    let start = seen.first().unwrap_or(position);
    assert_eq!(
        (&history[0].value, history[0].wdl, history[0].distance),
        (&start.value, start.wdl, start.distance),
        "{board}"
    );
    for (k, point) in history.iter().enumerate() {
        let at = seen.get(k).unwrap_or(position);
        assert_eq!(point.ply, k);
        assert_eq!(&at.history[k], point, "ply {k} of {board}");
        assert_eq!(
            point.mv.as_deref(),
            k.checked_sub(1).map(|b| moves[b].as_str())
        );
        assert_eq!(point.first_to_move, at.to_move == start.to_move, "{board}");
        assert_eq!(point.wdl, start.wdl, "ply {k} of {board}");
        // The move that led here, with the cells it had where it was played.
        if let Some(before) = k.checked_sub(1).and_then(|b| seen.get(b)) {
            let played = before
                .moves
                .iter()
                .find(|m| Some(&m.mv) == point.mv.as_ref());
            let played = played.unwrap_or_else(|| panic!("ply {k} of {board}"));
            assert_eq!((point.from, point.to), (played.from, Some(played.to)));
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
async fn every_ply_of_the_optimal_game_is_the_moves_text() {
    every_ply_is_the_moves_text(2).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "slow (four boards of each size of every family): CI runs it with --ignored"]
async fn every_ply_of_the_optimal_game_is_the_moves_text_on_more_boards() {
    every_ply_is_the_moves_text(4).await;
}

/// Every ply of the optimal game of small boards of every family
/// (`per_family` seeds of each) and of the samples is, through the API,
/// the text `--moves` prints.
async fn every_ply_is_the_moves_text(per_family: u64) {
    let server = client::start(1 << 30).await;
    for game in games::all() {
        let boards = small_boards(*game, per_family);
        assert!(
            boards.len() >= 10,
            "{}: {} boards",
            game.name(),
            boards.len()
        );
        let mut plies = 0;
        for board in &boards {
            plies += check_board(&server, *game, board).await;
        }
        for sample in game.about().samples {
            // The samples of a game of several boards are checked one board
            // at a time through its generator's boards above.
            if game.sizes(sample.input.as_bytes()).unwrap().len() == 1 {
                plies += check_board(&server, *game, sample.input).await;
            }
        }
        assert!(plies >= 20, "{}: {plies} plies", game.name());
    }
}

#[tokio::test]
async fn the_games_are_listed_with_their_samples_and_families() {
    let server = client::start(1 << 30).await;
    let json = get(server.address, "/api/games").await.json();
    let listed: Vec<&str> = json
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["name"].as_str().unwrap())
        .collect();
    let names: Vec<&str> = games::all().iter().map(|g| g.name()).collect();
    assert_eq!(listed, names);
    for (entry, game) in json.as_array().unwrap().iter().zip(games::all()) {
        assert_eq!(entry["samples"][0]["input"], game.about().samples[0].input);
        // Each sample's boards, one input each, answered as in the sample.
        for (sample, listed) in game
            .about()
            .samples
            .iter()
            .zip(entry["samples"].as_array().unwrap())
        {
            let boards: Vec<&str> = listed["boards"]
                .as_array()
                .unwrap()
                .iter()
                .map(|b| b.as_str().unwrap())
                .collect();
            assert_eq!(
                boards.len(),
                game.sizes(sample.input.as_bytes()).unwrap().len()
            );
            let answers: String = boards
                .iter()
                .map(|b| game.judge(b.as_bytes()).unwrap())
                .collect();
            assert_eq!(answers, sample.output);
        }
        assert_eq!(
            entry["families"].as_array().unwrap().len(),
            game.families().len()
        );
        let family = game.families()[0];
        let generated = get(
            server.address,
            &format!("/api/{}/generate?family={family}&seed=5", game.name()),
        )
        .await;
        assert_eq!(generated.status, 200, "{}", generated.body);
        let input = generated.json()["input"].as_str().unwrap().to_string();
        assert_eq!(
            input,
            game.generate_board(family, 5, Size::default()).unwrap()
        );
    }
}

#[tokio::test]
async fn errors_have_their_status_and_line() {
    let server = client::start(1 << 30).await;
    for game in games::all() {
        let name = game.name();
        // A bad board: the binary's exact error line.
        let bad = "2 2\nQ";
        let line = format!("error: {}", game.judge(bad.as_bytes()).unwrap_err());
        let response = get(server.address, &moves_path(name, bad, &[])).await;
        assert_eq!(response.status, 400);
        assert_eq!(response.json()["error"], line);
        // An illegal move, named.
        let sample = game.about().samples[0].input;
        if game.sizes(sample.as_bytes()).unwrap().len() == 1 {
            let response = get(server.address, &moves_path(name, sample, &["99 99".into()])).await;
            assert_eq!(response.status, 400, "{}", response.body);
            let error = response.json()["error"].as_str().unwrap().to_string();
            assert!(
                error.starts_with("error: ") && error.contains("99 99"),
                "{error}"
            );
            // Text that is not a move.
            let response = get(server.address, &moves_path(name, sample, &["up".into()])).await;
            assert_eq!(response.status, 400, "{}", response.body);
        }
        // No board.
        let response = get(server.address, &format!("/api/{name}/moves")).await;
        assert_eq!(response.status, 400);
    }
    let response = get(server.address, "/api/no-such-game/moves?board=1").await;
    assert_eq!(response.status, 404);
    assert!(
        response.json()["error"]
            .as_str()
            .unwrap()
            .contains("no-such-game")
    );
}

#[tokio::test]
async fn a_board_past_the_memory_limit_is_413_naming_its_bytes() {
    let limit = 1 << 20;
    let server = client::start(limit).await;
    let mut refused = 0;
    for game in games::all() {
        let board = game.generate_board("max", 1, Size::default()).unwrap();
        let needed = game.memory_needed(board.as_bytes()).unwrap()[0];
        if needed <= limit {
            // A game whose largest judge boards need little has nothing to
            // refuse here.
            continue;
        }
        refused += 1;
        let response = get(server.address, &moves_path(game.name(), &board, &[])).await;
        assert_eq!(response.status, 413, "{}", response.body);
        let error = response.json()["error"].as_str().unwrap().to_string();
        assert!(
            error.starts_with("error: out of memory") && error.contains(&needed.to_string()),
            "{error}"
        );
    }
    assert!(refused >= 3, "{refused} games refused");
}

#[tokio::test]
async fn a_query_past_the_limit_is_414() {
    let server = client::start(1 << 30).await;
    let name = games::all()[0].name();
    let board = "1".repeat(explorer::MAX_QUERY + 1);
    for path in [
        format!("/api/{name}/moves?board={}", encode(&board)),
        format!("/?board={board}"),
        format!("/api/{name}/edit?board={board}"),
        format!("/api/{name}/generate?family=random&seed=1&x={board}"),
        format!("/api/games?x={board}"),
        format!("/app.js?x={board}"),
    ] {
        assert_eq!(
            status_of_raw_get(server.address, &path).await,
            414,
            "{}",
            &path[..30]
        );
    }
}

/// The status of `GET target`, the request written by hand: the `http`
/// crate (and so the tests' client) refuses a target of 64 KiB or more,
/// and these are longer on purpose.
async fn status_of_raw_get(address: std::net::SocketAddr, target: &str) -> u16 {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
    let request = format!("GET {target} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = Vec::new();
    let read = stream.read_to_end(&mut answer);
    tokio::time::timeout(std::time::Duration::from_secs(60), read)
        .await
        .expect("an answer within a minute")
        .unwrap();
    let head = String::from_utf8_lossy(&answer);
    head.split(' ')
        .nth(1)
        .and_then(|status| status.parse().ok())
        .unwrap_or_else(|| panic!("no status line: {head}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
async fn a_client_giving_up_on_a_large_board_leaves_every_other_answered() {
    // Three 12×12 boards of the game whose analysis of them needs the most
    // memory (tens of milliseconds to solve), of which only one fits the
    // memory limit at a time.
    let board =
        |game: &'static dyn AnyGame, seed| client::sized_board(game, "random", seed, 12, 12);
    let bytes = |game: &'static dyn AnyGame, board: &str| {
        game.memory_needed(board.as_bytes()).unwrap()[0] + board.len()
    };
    let game = games::all()
        .iter()
        .copied()
        .filter(|&g| board(g, 0).is_ok())
        .max_by_key(|&g| bytes(g, &board(g, 0).unwrap_or_default()))
        .unwrap();
    let boards: Vec<String> = (0..3).map(|seed| board(game, seed).unwrap()).collect();
    let each = boards.iter().map(|b| bytes(game, b)).max().unwrap();
    let server = client::start(each + each / 2).await;
    let path = |board: &str| moves_path(game.name(), board, &[]);
    // The client gives up at once, while the first board is being solved.
    let gave_up = tokio::time::timeout(
        std::time::Duration::from_millis(1),
        get(server.address, &path(&boards[0])),
    )
    .await;
    assert!(gave_up.is_err(), "answered within a millisecond");
    // The others, and the first again, are answered.
    for board in boards[1..].iter().chain(&boards[..1]) {
        let response = tokio::time::timeout(
            std::time::Duration::from_secs(60),
            get(server.address, &path(board)),
        )
        .await
        .expect("the server waits for good after a client gave up");
        assert_eq!(response.status, 200, "{}", response.body);
    }
}

/// `/api/<game>/edit`, with `cell` and `value` when given.
fn edit_path(game: &str, board: &str, cell: Option<&str>, value: Option<&str>) -> String {
    let mut path = format!("/api/{game}/edit?board={}", encode(board));
    if let Some(cell) = cell {
        path.push_str(&format!("&cell={}", encode(cell)));
    }
    if let Some(value) = value {
        path.push_str(&format!("&value={}", encode(value)));
    }
    path
}

#[tokio::test]
async fn the_editor_changes_one_cell_of_the_text_and_names_what_the_binary_refuses() {
    let server = client::start(1 << 30).await;
    let mut edited = 0;
    for game in games::all() {
        let name = game.name();
        let board = first_sample(*game);
        let read = get(server.address, &edit_path(name, &board, None, None)).await;
        if game.about().editor.is_none() {
            // A game whose input is not a grid has no editor: refused,
            // saying so.
            assert_eq!(read.status, 400, "{}", read.body);
            assert!(read.body.contains("no board editor"), "{}", read.body);
            continue;
        }
        edited += 1;
        assert_eq!(read.status, 200, "{}", read.body);
        let read: Edited = serde_json::from_str(&read.body).unwrap();
        assert_eq!(
            (read.input.as_str(), read.error.as_ref()),
            (board.as_str(), None)
        );
        let (rows, cols) = game.sizes(board.as_bytes()).unwrap()[0];
        assert_eq!(
            (read.rows, read.cols, read.cells.len()),
            (rows, cols, rows * cols)
        );
        // Every cell, changed once: exactly one cell differs, and the text
        // is the binary's to judge (its error line when it refuses it).
        for (k, before) in read.cells.iter().enumerate() {
            let cell = format!("{} {}", k / cols + 1, k % cols + 1);
            let value = before.contains('/').then_some("7/100000");
            let response = get(server.address, &edit_path(name, &board, Some(&cell), value)).await;
            assert_eq!(response.status, 200, "{}", response.body);
            let edited: Edited = serde_json::from_str(&response.body).unwrap();
            let changed: Vec<usize> = (0..read.cells.len())
                .filter(|&i| edited.cells[i] != read.cells[i])
                .collect();
            assert_eq!(changed, [k], "{name}: {cell} of\n{board}");
            if let Some(value) = value {
                assert_eq!(edited.cells[k], value);
            }
            let binary = game.judge(edited.input.as_bytes()).err();
            assert_eq!(
                edited.error,
                binary.map(|e| format!("error: {e}")),
                "{name}"
            );
            assert_eq!(
                edited.input.lines().count(),
                board.lines().count(),
                "{name}"
            );
        }
        // A cell off the board, and a value the cell cannot hold: 400.
        for (cell, value) in [("99 1", None), ("0 1", None), ("1 1", Some("?/?/?"))] {
            let response = get(server.address, &edit_path(name, &board, Some(cell), value)).await;
            assert_eq!(response.status, 400, "{name} {cell}: {}", response.body);
            assert!(
                response.json()["error"]
                    .as_str()
                    .unwrap()
                    .starts_with("error: ")
            );
        }
    }
    assert!(edited >= 3, "{edited} games edited");
    // Resized, every game with an editor: the header's numbers and the grid follow (a row
    // more, a column fewer where there are two), the cells that stay are
    // kept; a board of no rows is refused.
    for game in games::all() {
        if game.about().editor.is_none() {
            continue;
        }
        let name = game.name();
        let board = first_sample(*game);
        let (rows, cols) = game.sizes(board.as_bytes()).unwrap()[0];
        let read: Edited = serde_json::from_str(
            &get(server.address, &edit_path(name, &board, None, None))
                .await
                .body,
        )
        .unwrap();
        let narrower = cols.max(2) - 1;
        let path = format!(
            "/api/{name}/edit?board={}&rows={}&cols={narrower}",
            encode(&board),
            rows + 1
        );
        let resized: Edited = serde_json::from_str(&get(server.address, &path).await.body).unwrap();
        assert_eq!((resized.rows, resized.cols), (rows + 1, narrower), "{name}");
        for r in 0..rows {
            for c in 0..narrower {
                assert_eq!(
                    resized.cells[r * narrower + c],
                    read.cells[r * cols + c],
                    "{name}"
                );
            }
        }
        let path = format!("/api/{name}/edit?board={}&rows=0", encode(&board));
        assert_eq!(get(server.address, &path).await.status, 400, "{name}");
    }
    // A cell of letters cycled through them, every game: each board on the
    // way is accepted, or refused with the binary's line (a piece taken off
    // the board, two pieces of a kind), and the cycle comes back to the
    // board. Some game refuses a board on the way.
    let mut refused = 0;
    for game in games::all() {
        let name = game.name();
        let start = first_sample(*game);
        let mut board = start.clone();
        for step in 0..=8 {
            let path = edit_path(name, &board, Some("1 1"), None);
            let response = get(server.address, &path).await;
            if response.status == 400 {
                // A cell of numbers: it needs its value.
                assert_eq!(step, 0, "{name}: {}", response.body);
                break;
            }
            let edited: Edited = serde_json::from_str(&response.body).unwrap();
            let binary = game.judge(edited.input.as_bytes()).err();
            assert_eq!(
                edited.error,
                binary.map(|e| format!("error: {e}")),
                "{name}"
            );
            refused += usize::from(edited.error.is_some());
            board = edited.input;
            if board == start {
                break;
            }
            assert!(step < 8, "{name}: the cycle never comes back");
        }
    }
    assert!(refused > 0);
}

/// A game added to a registry, and nothing else: the toy subtraction game
/// of `common_io::game::toy`, which the explorer has never heard of, is
/// listed, generated and walked like the workspace's games.
#[tokio::test]
async fn a_game_added_to_the_registry_is_explored() {
    use common_io::game::{Erased, erase, toy::Subtraction};

    static TOY: Erased<Subtraction> = erase::<Subtraction>();
    static GAMES: std::sync::OnceLock<Vec<&'static dyn AnyGame>> = std::sync::OnceLock::new();
    let all = GAMES.get_or_init(|| {
        games::all()
            .iter()
            .copied()
            .chain([&TOY as &dyn AnyGame])
            .collect()
    });
    let server = client::start_with(1 << 30, games::Registry::new(all)).await;
    let listed = get(server.address, "/api/games").await.json();
    let names: Vec<&str> = listed
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["name"].as_str().unwrap())
        .collect();
    assert_eq!(names.last(), Some(&"subtraction"), "{names:?}");
    assert_eq!(names.len(), games::all().len() + 1);
    let generated = get(
        server.address,
        "/api/subtraction/generate?family=losing&seed=3",
    )
    .await;
    assert_eq!(generated.status, 200, "{}", generated.body);
    let board = generated.json()["input"].as_str().unwrap().to_string();
    let game: &dyn AnyGame = &TOY;
    let plies = check_board(&server, game, &board).await;
    assert!(plies > 0, "{board}");
    // The workspace's explorer does not know it.
    let workspace = client::start(1 << 30).await;
    let unknown = get(workspace.address, &moves_path("subtraction", &board, &[])).await;
    assert_eq!(unknown.status, 404, "{}", unknown.body);
}
