//! Playing on the page in a real browser (headless Chrome or Chromium
//! through chromedriver), on every game: the solver answers in play mode,
//! and the page works at 400 px wide by keyboard alone.

use std::net::SocketAddr;

use explorer::api::Position;

use crate::browser::{Session, board_of, eventually, expected, shows};
use crate::page::{best, click, js, open, position, text_of, url_param};
use crate::webdriver::{Client, Locator};
/// The first game of the registry with a small generated board of one
/// legal move after which the solver's answer ends the game: the game's
/// name, the board, and the API's position at the end.
async fn two_move_game(address: SocketAddr) -> (&'static str, String, Position) {
    for game in games::all() {
        for family in game.families() {
            for seed in 0..20 {
                for (rows, cols) in [(1, 2), (2, 1), (1, 3), (3, 1), (2, 2)] {
                    let Ok(board) = crate::client::sized_board(*game, family, seed, rows, cols)
                    else {
                        continue;
                    };
                    let start = position(address, game.name(), &board, &[]).await;
                    let [only] = start.moves.as_slice() else {
                        continue;
                    };
                    let mine = vec![only.mv.clone()];
                    let Some(reply) = best(&position(address, game.name(), &board, &mine).await)
                    else {
                        continue;
                    };
                    let both = vec![only.mv.clone(), reply];
                    let end = position(address, game.name(), &board, &both).await;
                    if end.over {
                        return (game.name(), board, end);
                    }
                }
            }
        }
    }
    panic!("no game has a board of two moves");
}

/// Plays, as a person, the first move the board offers: a cell, or a
/// piece and then its first target. Returns the move's text.
async fn person_moves(client: &Client) -> String {
    if client
        .find(Locator::Css("svg[data-board] [data-piece]"))
        .await
        .is_ok()
        && client
            .find(Locator::Css("svg[data-board] [data-move]"))
            .await
            .is_err()
    {
        click(client, "svg[data-board] [data-piece]").await;
    }
    let target = client
        .wait()
        .for_element(Locator::Css("svg[data-board] [data-move]"))
        .await
        .unwrap();
    let mv = target.attr("data-move").await.unwrap().unwrap();
    target.click().await.unwrap();
    mv
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chrome or Chromium and chromedriver: CI runs it with --ignored"]
async fn the_solver_answers_in_play_mode() {
    let session = Session::start().await;
    let (client, address) = (session.client.clone(), session.address);
    let values_hidden = "return document.querySelector('[data-moves-box]').hidden \
        && document.querySelectorAll('svg[data-board] [data-value]').length === 0 \
        && document.querySelector('[data-history-box]').hidden;";
    for game in games::all() {
        let name = game.name();
        let board = board_of(*game);
        open(&client, address, name, &board, &[]).await;
        click(&client, "[data-action=play]").await;
        assert_eq!(js(&client, values_hidden).await, true, "{name}");
        let mine = person_moves(&client).await;
        // The solver answers with the first best move, as `--moves` plays.
        let reply = best(&position(address, name, &board, std::slice::from_ref(&mine)).await);
        let Some(reply) = reply else {
            continue;
        };
        let both = vec![mine.clone(), reply.clone()];
        eventually(&format!("{name}: the solver's reply"), || async {
            (url_param(&client, "moves").await == Some(both.join(","))).then_some(())
        })
        .await;
        let over = position(address, name, &board, &both).await.over;
        let said = if over { "Game over" } else { "Your move" };
        eventually(&format!("{name}: {said}"), || async {
            text_of(&client, "[data-summary]")
                .await
                .starts_with(said)
                .then_some(())
        })
        .await;
        assert_eq!(js(&client, values_hidden).await, true, "{name}");
        if over {
            click(&client, "[data-action=play]").await;
            continue;
        }
        // A hint shows the values again.
        click(&client, "[data-action=hint]").await;
        let want = expected(address, name, &board, &both).await;
        shows(&client, &want, &format!("{name}: the hint")).await;
        // The browser's back leaves play mode where it goes: the solver
        // does not answer again.
        client.back().await.unwrap();
        eventually(&format!("{name}: back leaves play mode"), || async {
            let pressed = js(
                &client,
                "return document.querySelector('[data-action=play]').getAttribute('aria-pressed');",
            )
            .await;
            (pressed == "false").then_some(())
        })
        .await;
        tokio::time::sleep(std::time::Duration::from_millis(600)).await;
        assert_eq!(
            url_param(&client, "moves").await.as_deref(),
            Some(mine.as_str()),
            "{name}"
        );
        client.forward().await.unwrap();
        shows(
            &client,
            &expected(address, name, &board, &both).await,
            &format!("{name}: forward"),
        )
        .await;
        click(&client, "[data-action=play]").await;
        // Switching sides: the solver plays the person's side at once.
        let after = position(address, name, &board, &both).await;
        click(&client, "[data-action=swap]").await;
        let third = best(&after).unwrap();
        let three = [both.join(","), third].join(",");
        eventually(&format!("{name}: the solver on the other side"), || async {
            (url_param(&client, "moves").await.as_deref() == Some(three.as_str())).then_some(())
        })
        .await;
        click(&client, "[data-action=play]").await;
    }
    // To the end: the first game of the registry with a board of one
    // legal move whose game the solver's answer ends (a 1 × 2 staircase:
    // the person places (1, 1), the solver (1, 2)); the summary says who
    // won and the game's value, as the API's last point does.
    let (name, board, last) = two_move_game(address).await;
    open(&client, address, name, &board, &[]).await;
    click(&client, "[data-action=play]").await;
    person_moves(&client).await;
    let said = eventually(&format!("{name}: the end"), || async {
        let text = text_of(&client, "[data-summary]").await;
        text.starts_with("Game over").then_some(text)
    })
    .await;
    let point = last.history.last().unwrap();
    let verdict = match point.wdl {
        explorer::api::Wdl::Win => "You won",
        explorer::api::Wdl::Loss => "The solver won",
        explorer::api::Wdl::Draw => "A draw",
    };
    assert!(
        said.contains(&format!("{verdict}: {}", point.value)),
        "{name}: {said}"
    );
    // A draw ends where the game comes back to a position it held: the
    // optimal game of the first sample of the registry that is a draw, up
    // to its last move, which the person plays.
    let mut tie = None;
    'games: for game in games::all() {
        let name = game.name();
        let boards = game
            .about()
            .samples
            .iter()
            .flat_map(|s| game.split(s.input.as_bytes()).unwrap())
            .collect::<Vec<_>>();
        for board in &boards {
            if position(address, name, board, &[]).await.wdl != explorer::api::Wdl::Draw {
                continue;
            }
            let mut moves = Vec::new();
            loop {
                let now = position(address, name, board, &moves).await;
                if now.repeats.is_some() {
                    break;
                }
                moves.push(best(&now).unwrap());
            }
            tie = Some((name, board.clone(), moves));
            break 'games;
        }
    }
    let (name, board, moves) = tie.expect("a sample of some game is a draw");
    let (last, before) = moves.split_last().unwrap();
    open(&client, address, name, &board, before).await;
    click(&client, "[data-action=play]").await;
    let at = position(address, name, &board, before).await;
    let mv = at.moves.iter().find(|m| &m.mv == last).unwrap();
    let cell_name = |c: explorer::api::Cell| format!("{} {}", c.row + 1, c.col + 1);
    // A piece's cell first, where a piece moves.
    if let Some(from) = mv.from {
        click(
            &client,
            &format!("svg[data-board] [data-cell='{}']", cell_name(from)),
        )
        .await;
    }
    click(
        &client,
        &format!(
            "svg[data-board] [data-cell='{}'][data-move]",
            cell_name(mv.to)
        ),
    )
    .await;
    let said = eventually(&format!("{name}: the draw's end"), || async {
        let text = text_of(&client, "[data-summary]").await;
        text.starts_with("Game over").then_some(text)
    })
    .await;
    assert!(
        said.contains("A draw") && said.contains("repeats"),
        "{said}"
    );
    client.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chrome or Chromium and chromedriver: CI runs it with --ignored"]
async fn the_page_works_at_400_px_by_keyboard_alone() {
    let session = Session::start().await;
    let (client, address) = (session.client.clone(), session.address);
    client.set_window_size(400, 900).await.unwrap();
    for game in games::all() {
        let name = game.name();
        let board = board_of(*game);
        open(&client, address, name, &board, &[]).await;
        let fits = js(
            &client,
            "return document.documentElement.scrollWidth <= window.innerWidth;",
        )
        .await;
        assert_eq!(fits, true, "{name}: wider than 400 px");
        // Tab to the board (one tab stop), then play a move with the keys.
        let body = client.find(Locator::Css("body")).await.unwrap();
        let mut on_board = false;
        for _ in 0..80 {
            body.send_keys("\u{E004}").await.unwrap(); // Tab
            let active = client.active_element().await.unwrap();
            if active.attr("data-cell").await.unwrap().is_some() {
                on_board = true;
                break;
            }
        }
        assert!(on_board, "{name}: Tab never reaches the board");
        let api = position(address, name, &board, &[]).await;
        let active = client.active_element().await.unwrap();
        let cell = active.attr("data-cell").await.unwrap().unwrap();
        let mv = match active.attr("data-move").await.unwrap() {
            Some(mv) => {
                active.send_keys("\u{E007}").await.unwrap(); // Enter
                mv
            }
            None => {
                // A piece: select it, walk to its first target, play.
                active.send_keys("\u{E007}").await.unwrap();
                let target = api
                    .moves
                    .iter()
                    .find(|m| {
                        m.from
                            .is_some_and(|c| format!("{} {}", c.row + 1, c.col + 1) == cell)
                    })
                    .unwrap_or_else(|| panic!("{name}: the tab stop {cell} has no move"));
                let from = target.from.unwrap();
                let mut keys = String::new();
                let (dr, dc) = (
                    target.to.row as i64 - from.row as i64,
                    target.to.col as i64 - from.col as i64,
                );
                for _ in 0..dr.abs() {
                    keys.push(if dr > 0 { '\u{E015}' } else { '\u{E013}' }); // Down, Up
                }
                for _ in 0..dc.abs() {
                    keys.push(if dc > 0 { '\u{E014}' } else { '\u{E012}' }); // Right, Left
                }
                let selected = client.active_element().await.unwrap();
                if !keys.is_empty() {
                    selected.send_keys(&keys).await.unwrap();
                }
                let here = client.active_element().await.unwrap();
                here.send_keys("\u{E007}").await.unwrap();
                target.mv.clone()
            }
        };
        let after = expected(address, name, &board, std::slice::from_ref(&mv)).await;
        shows(&client, &after, &format!("{name}: played {mv} by keyboard")).await;
        // The focus stays on the board, where the move was played.
        let focused = eventually(&format!("{name}: the focus on the board"), || async {
            let active = client.active_element().await.ok()?;
            active.attr("data-cell").await.ok().flatten()
        })
        .await;
        let to = |c: explorer::api::Cell| format!("{} {}", c.row + 1, c.col + 1);
        let played = api.moves.iter().find(|m| m.mv == mv).unwrap();
        assert_eq!(focused, to(played.to), "{name}");
        // Shift+Tab to Back, then Enter: the move is taken back.
        let mut on_back = false;
        for _ in 0..80 {
            let active = client.active_element().await.unwrap();
            if active.attr("data-action").await.unwrap().as_deref() == Some("back") {
                active.send_keys("\u{E007}").await.unwrap();
                on_back = true;
                break;
            }
            active.send_keys("\u{E008}\u{E004}").await.unwrap(); // Shift+Tab
        }
        assert!(on_back, "{name}: Shift+Tab never reaches Back");
        let start = expected(address, name, &board, &[]).await;
        shows(&client, &start, &format!("{name}: ← by keyboard")).await;
    }
    client.close().await.unwrap();
}
