//! The page stays in step with what a person does, in a real browser: a
//! mouse click leaves ← and → to the game, Back leaves a position that
//! failed to load; the text box, the URL and the browser's history follow
//! the samples and the editor (Explore waits for the edits on their way, a
//! selected piece is dropped); the value history fits its box when the
//! list beside it comes back; the focus goes to the board when the list it
//! was on is hidden; a slow answer (the page's requests delayed by the
//! test) takes no hint nor switch of sides meanwhile, and a generated board
//! that comes after a newer choice is dropped; the editor opened while a
//! board is being solved leaves that answer behind (neither dimmed nor
//! waiting), and Done, waiting for an edit, is dropped when the browser's
//! back comes first.

use std::net::SocketAddr;

use common_io::game::Editor;

use crate::browser::{Session, board_of, eventually, expected, first_sample, listed, shows};
use crate::client::encode;
use crate::page::{
    best, click, edited, js, open, position, shows_board, text_of, textarea, url_param,
};
use crate::webdriver::{Client, Locator};

/// Presses `key` where the focus is (not on an element chosen first).
async fn press(client: &Client, key: char) {
    client.press(key).await.unwrap();
}

/// The cell `R C` (1-based) of a 0-based API cell.
fn cell_name(cell: explorer::api::Cell) -> String {
    format!("{} {}", cell.row + 1, cell.col + 1)
}

async fn click_cell(client: &Client, cell: explorer::api::Cell) {
    click(
        client,
        &format!("svg[data-board] [data-cell='{}']", cell_name(cell)),
    )
    .await;
}

/// Plays the best move of `board`'s start with the mouse (a piece, then its
/// target; or the one cell), and returns it.
async fn click_best(client: &Client, address: SocketAddr, name: &str, board: &str) -> String {
    let start = position(address, name, board, &[]).await;
    let mv = best(&start).expect("a move at the start");
    let played = start.moves.iter().find(|m| m.mv == mv).unwrap();
    if let Some(from) = played.from {
        click_cell(client, from).await;
    }
    click_cell(client, played.to).await;
    mv
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chrome or Chromium and chromedriver: CI runs it with --ignored"]
async fn a_click_leaves_the_arrow_keys_to_the_game_and_back_leaves_an_error() {
    let session = Session::start().await;
    let (client, address) = (session.client.clone(), session.address);
    for game in games::all() {
        let name = game.name();
        let board = board_of(*game);
        open(&client, address, name, &board, &[]).await;
        let mv = click_best(&client, address, name, &board).await;
        let after = expected(address, name, &board, std::slice::from_ref(&mv)).await;
        shows(&client, &after, &format!("{name}: {mv} clicked")).await;
        let focused = client.active_element().await.unwrap();
        assert_eq!(
            focused.attr("data-cell").await.unwrap(),
            None,
            "{name}: a click took the focus"
        );
        // ← steps back.
        press(&client, '\u{E012}').await;
        let before = expected(address, name, &board, &[]).await;
        shows(&client, &before, &format!("{name}: ← after a click")).await;
        // The same after a click on the chart: two moves played, the point
        // after one clicked, then ← goes to the start.
        let two = crate::page::optimal(address, name, &board, 2).await;
        if two.len() == 2 {
            open(&client, address, name, &board, &two).await;
            click(&client, "svg[data-history] [data-ply='1']").await;
            let one = expected(address, name, &board, &two[..1]).await;
            shows(&client, &one, &format!("{name}: the chart's ply 1")).await;
            press(&client, '\u{E012}').await;
            shows(
                &client,
                &before,
                &format!("{name}: ← after a click on the chart"),
            )
            .await;
        }
        // A move the position refuses: the error, then Back goes to the
        // last position that loads.
        client
            .goto(&format!(
                "http://{address}/?game={name}&board={}&moves={}",
                encode(&board),
                encode(&format!("{mv},no-such-move"))
            ))
            .await
            .unwrap();
        eventually(&format!("{name}: the refused move's error"), || async {
            (!text_of(&client, "[data-error]").await.is_empty()).then_some(())
        })
        .await;
        click(&client, "[data-action=back]").await;
        shows(&client, &after, &format!("{name}: back from the error")).await;
        assert_eq!(
            url_param(&client, "moves").await.as_deref(),
            Some(mv.as_str())
        );
    }
    client.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chrome or Chromium and chromedriver: CI runs it with --ignored"]
async fn the_text_the_url_and_the_history_follow_the_samples_and_the_editor() {
    let session = Session::start().await;
    let (client, address) = (session.client.clone(), session.address);
    let history = || async {
        js(&client, "return history.length;")
            .await
            .as_u64()
            .unwrap()
    };
    let editing = || async {
        js(
            &client,
            "return document.querySelectorAll('svg[data-board].editing').length;",
        )
        .await
            == 1
    };
    for game in games::all() {
        let name = game.name();
        let board = first_sample(*game);
        // A sample explored again is written over what was typed.
        open(&client, address, name, &board, &[]).await;
        let input = client.find(Locator::Css("[data-input]")).await.unwrap();
        input.clear().await.unwrap();
        input.send_keys("typed").await.unwrap();
        click(&client, "[data-samples] button").await;
        eventually(&format!("{name}: the sample written again"), || async {
            (textarea(&client).await == board).then_some(())
        })
        .await;
        if game.about().editor.is_none() {
            // No board editor: its input is not a grid.
            continue;
        }
        // Edit, then Done without an edit: the URL is the same, and the
        // browser's history has no new entry (it had two).
        let entries = history().await;
        click(&client, "[data-action=edit]").await;
        eventually(&format!("{name}: editing"), || async {
            editing().await.then_some(())
        })
        .await;
        click(&client, "[data-action=edit]").await;
        eventually(&format!("{name}: explored"), || async {
            (!editing().await).then_some(())
        })
        .await;
        shows(
            &client,
            &expected(address, name, &board, &[]).await,
            &format!("{name}: the board explored after editing"),
        )
        .await;
        assert_eq!(history().await, entries, "{name}");
        // A selected piece is dropped by the editor.
        let start = position(address, name, &board, &[]).await;
        if let Some(piece) = start.moves.iter().find_map(|m| m.from) {
            click_cell(&client, piece).await;
            client
                .wait()
                .for_element(Locator::Css("svg[data-board] rect.chosen"))
                .await
                .unwrap();
            click(&client, "[data-action=edit]").await;
            eventually(&format!("{name}: editing a board with a piece"), || async {
                editing().await.then_some(())
            })
            .await;
            let rings = js(
                &client,
                "return document.querySelectorAll('svg[data-board] rect.chosen').length;",
            )
            .await;
            assert_eq!(rings, 0, "{name}: the selected piece stays in the editor");
            click(&client, "[data-action=edit]").await;
        }
        // Two quick edits, then Explore at once: both are explored.
        if let Some(Editor::Letters { .. }) = game.about().editor {
            open(&client, address, name, &board, &[]).await;
            click(&client, "[data-action=edit]").await;
            eventually(&format!("{name}: editing"), || async {
                editing().await.then_some(())
            })
            .await;
            // One script: the second click before the first edit's
            // answer, Explore before either.
            js(
                &client,
                "const cell = document.querySelector(\"svg[data-board] [data-cell='1 1']\");
                 cell.dispatchEvent(new MouseEvent('click', { bubbles: true }));
                 cell.dispatchEvent(new MouseEvent('click', { bubbles: true }));
                 document.querySelector('[data-action=solve]').click();
                 return null;",
            )
            .await;
            let once = edited(address, name, &board, "1 1", None).await;
            let twice = edited(address, name, &once.input, "1 1", None).await;
            shows_board(
                &client,
                &twice.input,
                &format!("{name}: two edits explored"),
            )
            .await;
            eventually(&format!("{name}: explored after the edits"), || async {
                (!editing().await).then_some(())
            })
            .await;
        }
    }
    client.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chrome or Chromium and chromedriver: CI runs it with --ignored"]
async fn the_chart_fits_and_the_focus_stays_on_what_is_shown() {
    let session = Session::start().await;
    let (client, address) = (session.client.clone(), session.address);
    // At 900 px the list beside the board narrows the chart's box: leaving
    // play mode (the list back), the chart is drawn again to fit it.
    client.set_window_size(900, 900).await.unwrap();
    let fits = || async {
        let widths = js(
            &client,
            "const box = document.querySelector('[data-history-chart]');
             return [box.querySelector('svg').getBoundingClientRect().width, box.clientWidth];",
        )
        .await;
        let widths: Vec<f64> = serde_json::from_value(widths).unwrap();
        (widths[0] - widths[1]).abs() < 1.0
    };
    for game in games::all() {
        let name = game.name();
        let board = board_of(*game);
        open(&client, address, name, &board, &[]).await;
        eventually(&format!("{name}: the chart fits"), || async {
            fits().await.then_some(())
        })
        .await;
        click(&client, "[data-action=play]").await;
        click(&client, "[data-action=play]").await;
        eventually(
            &format!("{name}: the chart fits after play mode"),
            || async { fits().await.then_some(()) },
        )
        .await;
        // A wider window draws the chart again; the focus, on the last
        // move of the list, stays there.
        let focused = js(
            &client,
            "const moves = document.querySelectorAll('[data-moves] li');
             const last = moves[moves.length - 1];
             last.focus();
             return [last.dataset.move, document.querySelector('[data-history-chart]').clientWidth];",
        )
        .await;
        client.set_window_size(1000, 900).await.unwrap();
        eventually(&format!("{name}: the chart drawn again"), || async {
            let now = js(
                &client,
                "return document.querySelector('[data-history-chart]').clientWidth;",
            )
            .await;
            (now != focused[1] && fits().await).then_some(())
        })
        .await;
        let active = client.active_element().await.unwrap();
        assert_eq!(
            active.attr("data-move").await.unwrap().as_deref(),
            focused[0].as_str(),
            "{name}: the focus left the list's move"
        );
        client.set_window_size(900, 900).await.unwrap();
        // Play mode with a hint: Enter on a move of the list plays it; the
        // list is hidden then, and the focus goes to the board.
        click(&client, "[data-action=play]").await;
        click(&client, "[data-action=hint]").await;
        let first = client
            .wait()
            .for_element(Locator::Css("[data-moves] li"))
            .await
            .unwrap();
        first.send_keys("\u{E007}").await.unwrap(); // Enter
        eventually(&format!("{name}: the focus on the board"), || async {
            let active = client.active_element().await.ok()?;
            active.attr("data-cell").await.ok().flatten()
        })
        .await;
    }
    client.close().await.unwrap();
}

/// Makes the page's requests whose URL holds `part` answer `ms` later (the
/// page's own `fetch`, wrapped), counting in `window.delayedAnswers` the
/// answers read in full.
async fn delay_requests(client: &Client, part: &str, ms: u32) {
    let script = format!(
        "const fetchNow = window.fetch;
         window.delayedAnswers = 0;
         window.fetch = (url, options) => String(url).includes({part:?})
             ? new Promise((done, fail) => {{
                 const timer = setTimeout(done, {ms});
                 // An abort ends the wait, as it ends a fetch.
                 if (options && options.signal) options.signal.addEventListener('abort', () => {{
                     clearTimeout(timer);
                     fail(new DOMException('aborted', 'AbortError'));
                 }});
             }})
                 .then(() => fetchNow(url, options))
                 .then((answer) => answer.clone().text().then(() => {{
                     window.delayedAnswers += 1;
                     return answer;
                 }}))
             : fetchNow(url, options);
         return null;"
    );
    js(client, &script).await;
}

/// Waits for the delayed request's answer, and for the page to have had
/// the time to take it (it explores a board at once).
async fn delayed_answer_taken(client: &Client, name: &str) {
    eventually(&format!("{name}: the delayed answer"), || async {
        (js(client, "return window.delayedAnswers;").await == 1).then_some(())
    })
    .await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chrome or Chromium and chromedriver: CI runs it with --ignored"]
async fn a_slow_answer_neither_takes_hints_nor_replaces_a_newer_choice() {
    let session = Session::start().await;
    let (client, address) = (session.client.clone(), session.address);
    let disabled = |css: &'static str| {
        let client = client.clone();
        async move {
            js(
                &client,
                &format!("return document.querySelector('{css}').disabled;"),
            )
            .await
                == true
        }
    };
    for game in games::all() {
        let name = game.name();
        let board = board_of(*game);
        // Play mode, the position after the person's move on its way: no
        // hint, no switch of sides until it is there.
        open(&client, address, name, &board, &[]).await;
        click(&client, "[data-action=play]").await;
        delay_requests(&client, "/moves", 1500).await;
        click_best(&client, address, name, &board).await;
        assert!(disabled("[data-action=hint]").await, "{name}: hint");
        assert!(disabled("[data-action=swap]").await, "{name}: switch sides");
        // A generated board that comes after a sample was chosen is not
        // explored.
        open(&client, address, name, &board, &[]).await;
        delay_requests(&client, "/generate", 1000).await;
        click(&client, "[data-families] button").await;
        click(&client, "[data-samples] button").await;
        let sample = first_sample(*game);
        shows_board(&client, &sample, &format!("{name}: the sample chosen")).await;
        // Once the generated board has come, the sample is still there.
        delayed_answer_taken(&client, name).await;
        assert_eq!(
            textarea(&client).await,
            sample,
            "{name}: the generated board came"
        );
        assert_eq!(
            url_param(&client, "board").await.as_deref(),
            Some(sample.as_str())
        );
        // The same when the browser's back is the newer choice.
        open(&client, address, name, &board, &[]).await;
        let mv = best(&position(address, name, &board, &[]).await).unwrap();
        click(&client, &format!("[data-moves] li[data-move='{mv}']")).await;
        let after = expected(address, name, &board, std::slice::from_ref(&mv)).await;
        shows(&client, &after, &format!("{name}: {mv} played")).await;
        delay_requests(&client, "/generate", 1000).await;
        click(&client, "[data-families] button").await;
        client.back().await.unwrap();
        let start = expected(address, name, &board, &[]).await;
        shows(&client, &start, &format!("{name}: the browser's back")).await;
        delayed_answer_taken(&client, name).await;
        assert_eq!(
            url_param(&client, "board").await.as_deref(),
            Some(board.as_str())
        );
        assert_eq!(url_param(&client, "moves").await, None, "{name}");
    }
    client.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chrome or Chromium and chromedriver: CI runs it with --ignored"]
async fn the_editor_leaves_behind_a_board_being_solved() {
    let session = Session::start().await;
    let (client, address) = (session.client.clone(), session.address);
    let busy = || async {
        js(
            &client,
            "return document.querySelector('.play').getAttribute('aria-busy');",
        )
        .await
    };
    for game in games::all() {
        let name = game.name();
        if game.about().editor.is_none() {
            continue;
        }
        let board = board_of(*game);
        open(&client, address, name, &board, &[]).await;
        // Explored again, its answer 3 s away: the page waits for it.
        delay_requests(&client, "/moves", 3000).await;
        click(&client, "[data-action=solve]").await;
        eventually(&format!("{name}: the board being solved"), || async {
            (busy().await == "true").then_some(())
        })
        .await;
        // Editing meanwhile: the editor's board is not dimmed, and the page
        // no longer says it is solving.
        click(&client, "[data-action=edit]").await;
        client
            .wait()
            .for_element(Locator::Css("svg[data-board].editing"))
            .await
            .unwrap();
        eventually(&format!("{name}: the editor, not waiting"), || async {
            (busy().await == "false" && text_of(&client, "[data-status]").await.is_empty())
                .then_some(())
        })
        .await;
        // Done: the board is explored.
        click(&client, "[data-action=edit]").await;
        let want = expected(address, name, &board, &[]).await;
        shows(&client, &want, &format!("{name}: the board explored")).await;
        assert_eq!(busy().await, "false", "{name}");
    }
    client.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chrome or Chromium and chromedriver: CI runs it with --ignored"]
async fn done_waiting_for_an_edit_is_dropped_after_the_browser_s_back() {
    let session = Session::start().await;
    let (client, address) = (session.client.clone(), session.address);
    for game in games::all() {
        let name = game.name();
        // A click edits a letter at once (a number asks for its value).
        if !matches!(game.about().editor, Some(Editor::Letters { .. })) {
            continue;
        }
        let board = board_of(*game);
        let mv = best(&position(address, name, &board, &[]).await).unwrap();
        let moves = std::slice::from_ref(&mv);
        open(&client, address, name, &board, moves).await;
        let after = expected(address, name, &board, moves).await;
        shows(&client, &after, &format!("{name}: {mv} played")).await;
        // The editor (a new step of the browser's history: the board
        // without the move), an edit whose answer is 800 ms away, Done.
        click(&client, "[data-action=edit]").await;
        client
            .wait()
            .for_element(Locator::Css("svg[data-board].editing [data-cell='1 1']"))
            .await
            .unwrap();
        delay_requests(&client, "/edit", 800).await;
        click(&client, "svg[data-board] [data-cell='1 1']").await;
        click(&client, "[data-action=edit]").await;
        // The browser's back before the edit's answer: the position after
        // the move, and it stays when the edit is done with.
        client.back().await.unwrap();
        shows(&client, &after, &format!("{name}: back to {mv}")).await;
        tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
        assert_eq!(listed(&client).await, after, "{name}: Done explored");
        assert_eq!(
            url_param(&client, "moves").await.as_deref(),
            Some(mv.as_str())
        );
        assert_eq!(textarea(&client).await, board, "{name}");
    }
    client.close().await.unwrap();
}
