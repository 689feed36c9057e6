//! The API through the game contract: at every ply of the optimal game, on
//! many small boards of every game, the moves listed are exactly the lines
//! the binary's `--moves` prints; and every error has its status and line.

use common_io::game::{AnyGame, Mode, Size};

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
                let size = Size {
                    rows: Some(rows),
                    cols: Some(cols),
                };
                if let Ok(board) = game.generate_board(family, seed, size) {
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
    for (ply, lines) in expected.iter().enumerate() {
        let response = get(server.address, &moves_path(game.name(), board, &moves)).await;
        assert_eq!(response.status, 200, "{}", response.body);
        let json = response.json();
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
    expected.len()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
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
        assert!(plies >= 50, "{}: {plies} plies", game.name());
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
    for game in games::all() {
        let board = game.generate_board("max", 1, Size::default()).unwrap();
        let needed = game.memory_needed(board.as_bytes()).unwrap()[0];
        assert!(needed > limit);
        let response = get(server.address, &moves_path(game.name(), &board, &[])).await;
        assert_eq!(response.status, 413, "{}", response.body);
        let error = response.json()["error"].as_str().unwrap().to_string();
        assert!(
            error.starts_with("error: out of memory") && error.contains(&needed.to_string()),
            "{error}"
        );
    }
}

#[tokio::test]
async fn a_query_past_the_limit_is_414() {
    let server = client::start(1 << 30).await;
    let name = games::all()[0].name();
    let board = "1".repeat(explorer::MAX_QUERY + 1);
    let response = get(
        server.address,
        &format!("/api/{name}/moves?board={}", encode(&board)),
    )
    .await;
    assert_eq!(response.status, 414);
    let response = get(server.address, &format!("/?board={board}")).await;
    assert_eq!(response.status, 414);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_giving_up_on_a_large_board_leaves_every_other_answered() {
    // Three 12×12 boards of the game whose analysis of them needs the most
    // memory (tens of milliseconds to solve), of which only one fits the
    // memory limit at a time.
    let size = Size {
        rows: Some(12),
        cols: Some(12),
    };
    let board = |game: &'static dyn AnyGame, seed| game.generate_board("random", seed, size);
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
