//! The page's capabilities in a real browser (headless Chrome or Chromium through
//! chromedriver), one test each, on every game: the board's cells carry
//! the API's moves and values; the value history has a point per ply and a
//! click goes there; and the editor changes the board and the URL (play
//! mode and the keyboard: `play.rs`). One more on one game: a long game's history keeps its points
//! apart with the current one in view (the first game with a random 10x10
//! board that lasts 80 moves).

use std::collections::BTreeSet;
use std::net::SocketAddr;

use explorer::api::{Edited, Position};
use serde_json::Value;

use crate::browser::{Session, board_of, eventually, expected, first_sample, shows};
use crate::client::{encode, get, moves_path};
use crate::webdriver::{Client, Locator};

/// Runs `script` in the page and returns its value.
pub(crate) async fn js(client: &Client, script: &str) -> Value {
    client
        .execute(script, Vec::new())
        .await
        .unwrap_or_else(|e| panic!("{e}: {script}"))
}

/// The API's position of `board` after `moves`.
pub(crate) async fn position(
    address: SocketAddr,
    game: &str,
    board: &str,
    moves: &[String],
) -> Position {
    let response = get(address, &moves_path(game, board, moves)).await;
    assert_eq!(response.status, 200, "{}", response.body);
    serde_json::from_str(&response.body).unwrap()
}

/// The page of `board` after `moves`, once its moves are listed.
pub(crate) async fn open(
    client: &Client,
    address: SocketAddr,
    game: &str,
    board: &str,
    moves: &[String],
) {
    let url = format!(
        "http://{address}/?game={game}&board={}&moves={}",
        encode(board),
        encode(&moves.join(","))
    );
    client.goto(&url).await.unwrap();
    let want = expected(address, game, board, moves).await;
    shows(client, &want, &format!("{game}: the moves of {moves:?}")).await;
    // The position is drawn (an over game lists no move, as a page not
    // yet drawn does): its ply is shown.
    let plies = format!(
        "after {} move{}",
        moves.len(),
        if moves.len() == 1 { "" } else { "s" }
    );
    eventually(&format!("{game}: {plies}"), || async {
        (text_of(client, ".controls [data-ply]").await == plies).then_some(())
    })
    .await;
}

/// What the board's elements that play a move carry: `(data-cell,
/// data-move, data-value, data-wdl, best)`.
async fn board_moves(client: &Client) -> BTreeSet<(String, String, String, String, bool)> {
    let found = js(
        client,
        "return [...document.querySelectorAll('svg[data-board] [data-move]')].map(e => \
         [e.dataset.cell, e.dataset.move, e.dataset.value || '', e.dataset.wdl || '', e.classList.contains('best')]);",
    )
    .await;
    serde_json::from_value(found).unwrap()
}

/// The same, as the API's moves say they should be.
fn moves_at(moves: &[&explorer::api::Move]) -> BTreeSet<(String, String, String, String, bool)> {
    moves
        .iter()
        .map(|m| {
            (
                format!("{} {}", m.to.row + 1, m.to.col + 1),
                m.mv.clone(),
                m.value.clone(),
                serde_json::to_value(m.wdl)
                    .unwrap()
                    .as_str()
                    .unwrap()
                    .to_string(),
                m.rank == 0,
            )
        })
        .collect()
}

/// The query parameter `name` of the page's URL.
pub(crate) async fn url_param(client: &Client, name: &str) -> Option<String> {
    let url = client.current_url().await.unwrap();
    crate::webdriver::query_param(&url, name)
}

pub(crate) async fn click(client: &Client, css: &str) {
    client
        .find(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("{css}: {e}"))
        .click()
        .await
        .unwrap_or_else(|e| panic!("{css}: {e}"));
}

pub(crate) async fn text_of(client: &Client, css: &str) -> String {
    client
        .find(Locator::Css(css))
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chrome or Chromium and chromedriver: CI runs it with --ignored"]
async fn the_cells_carry_the_moves_and_values_of_the_api() {
    let session = Session::start().await;
    let (client, address) = (session.client.clone(), session.address);
    for game in games::all() {
        let name = game.name();
        let board = board_of(*game);
        open(&client, address, name, &board, &[]).await;
        let api = position(address, name, &board, &[]).await;
        // Every cell of the picture is an element of its own.
        let cells: BTreeSet<String> =
            serde_json::from_value(js(&client, "return [...document.querySelectorAll('svg[data-board] [data-cell]')].map(e => e.dataset.cell);").await).unwrap();
        let all: BTreeSet<String> = (0..api.picture.rows)
            .flat_map(|r| (0..api.picture.cols).map(move |c| format!("{} {}", r + 1, c + 1)))
            .collect();
        assert_eq!(cells, all, "{name}");
        // The moves played on one cell are on their cells, shaded by their
        // results, the best marked.
        let placed: Vec<&explorer::api::Move> =
            api.moves.iter().filter(|m| m.from.is_none()).collect();
        assert_eq!(board_moves(&client).await, moves_at(&placed), "{name}");
        // A piece that moves shows its targets once it is selected.
        let pieces: BTreeSet<String> = api
            .moves
            .iter()
            .filter_map(|m| m.from.map(|c| format!("{} {}", c.row + 1, c.col + 1)))
            .collect();
        let marked: BTreeSet<String> = serde_json::from_value(
            js(&client, "return [...document.querySelectorAll('svg[data-board] [data-piece]')].map(e => e.dataset.cell);").await,
        )
        .unwrap();
        assert_eq!(marked, pieces, "{name}");
        for piece in &pieces {
            click(&client, &format!("svg[data-board] [data-cell='{piece}']")).await;
            let targets: Vec<&explorer::api::Move> = api
                .moves
                .iter()
                .filter(|m| {
                    m.from
                        .is_some_and(|c| format!("{} {}", c.row + 1, c.col + 1) == *piece)
                })
                .collect();
            let want = moves_at(&targets);
            eventually(&format!("{name}: the targets of {piece}"), || async {
                (board_moves(&client).await == want).then_some(())
            })
            .await;
        }
        // Focus, and the mouse over a cell, show its move's value under
        // the board (the text cleared first: nothing stale passes).
        let elements = client
            .find_all(Locator::Css("svg[data-board] [data-move]"))
            .await
            .unwrap();
        let said = |mv: &str| {
            let m = api.moves.iter().find(|m| m.mv == mv).unwrap();
            let best = if m.rank == 0 { " (best)" } else { "" };
            format!("{}: {}{best}", m.mv, m.value)
        };
        for (k, element) in elements.iter().enumerate().take(4) {
            let mv = element.attr("data-move").await.unwrap().unwrap();
            js(
                &client,
                "document.querySelector('[data-cell-info]').textContent = '';",
            )
            .await;
            if k % 2 == 0 {
                client
                    .execute("arguments[0].focus();", vec![element.json()])
                    .await
                    .unwrap();
            } else {
                client.hover(element).await.unwrap();
            }
            let info = text_of(&client, "[data-cell-info]").await;
            assert_eq!(
                info,
                said(&mv),
                "{name}: {}",
                if k % 2 == 0 { "focus" } else { "hover" }
            );
        }
        // The list groups the moves by result, best first.
        let groups = js(
            &client,
            "return [...document.querySelectorAll('[data-moves] [data-group]')].map(g => \
             [g.dataset.group, [...g.querySelectorAll('li')].map(li => li.dataset.move)]);",
        )
        .await;
        let groups: Vec<(String, Vec<String>)> = serde_json::from_value(groups).unwrap();
        let order: Vec<&str> = groups.iter().map(|(g, _)| g.as_str()).collect();
        let results: Vec<&str> = ["win", "draw", "loss"]
            .into_iter()
            .filter(|wdl| {
                api.moves
                    .iter()
                    .any(|m| serde_json::to_value(m.wdl).unwrap() == *wdl)
            })
            .collect();
        assert_eq!(order, results, "{name}");
        for (group, moves) in &groups {
            for mv in moves {
                let api_move = api.moves.iter().find(|m| &m.mv == mv).unwrap();
                assert_eq!(serde_json::to_value(api_move.wdl).unwrap(), group.as_str());
            }
        }
        // A click on a board element plays its move.
        let element = client
            .find(Locator::Css("svg[data-board] [data-move]"))
            .await
            .unwrap();
        let mv = element.attr("data-move").await.unwrap().unwrap();
        element.click().await.unwrap();
        let after = expected(address, name, &board, std::slice::from_ref(&mv)).await;
        shows(&client, &after, &format!("{name}: after a click on {mv}")).await;
        assert_eq!(url_param(&client, "moves").await, Some(mv));
    }
    client.close().await.unwrap();
}

/// The first of the best moves of the position: the one `--moves` plays.
pub(crate) fn best(position: &Position) -> Option<String> {
    position
        .moves
        .iter()
        .find(|m| m.rank == 0)
        .map(|m| m.mv.clone())
}

/// Up to `plies` moves of the optimal game of `board`.
pub(crate) async fn optimal(
    address: SocketAddr,
    game: &str,
    board: &str,
    plies: usize,
) -> Vec<String> {
    let mut moves = Vec::new();
    while moves.len() < plies {
        match best(&position(address, game, board, &moves).await) {
            Some(mv) => moves.push(mv),
            None => break,
        }
    }
    moves
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chrome or Chromium and chromedriver: CI runs it with --ignored"]
async fn the_history_has_a_point_per_ply_and_a_click_goes_there() {
    let session = Session::start().await;
    let (client, address) = (session.client.clone(), session.address);
    for game in games::all() {
        let name = game.name();
        let board = board_of(*game);
        let moves = optimal(address, name, &board, 3).await;
        assert!(moves.len() >= 2, "{name}: a game of {} moves", moves.len());
        open(&client, address, name, &board, &moves).await;
        let api = position(address, name, &board, &moves).await;
        let points = js(
            &client,
            "return [...document.querySelectorAll('svg[data-history] [data-ply]')].map(e => [Number(e.dataset.ply), e.dataset.value]);",
        )
        .await;
        let points: Vec<(usize, String)> = serde_json::from_value(points).unwrap();
        let want: Vec<(usize, String)> = api
            .history
            .iter()
            .map(|p| (p.ply, p.value.clone()))
            .collect();
        assert_eq!(points, want, "{name}");
        // A click on the point after one move goes there, and the URL
        // follows; forward replays the next move.
        click(&client, "svg[data-history] [data-ply='1']").await;
        let one = expected(address, name, &board, &moves[..1]).await;
        shows(&client, &one, &format!("{name}: the history's ply 1")).await;
        assert_eq!(
            url_param(&client, "moves").await.as_deref(),
            Some(moves[0].as_str())
        );
        let count = js(
            &client,
            "return document.querySelectorAll('svg[data-history] [data-ply]').length;",
        )
        .await;
        assert_eq!(count, 2, "{name}");
        click(&client, "[data-action=forward]").await;
        let two = expected(address, name, &board, &moves[..2]).await;
        shows(&client, &two, &format!("{name}: forward from the history")).await;
        client.back().await.unwrap();
        shows(&client, &one, &format!("{name}: the browser's back")).await;
    }
    client.close().await.unwrap();
}

/// Where the value history's points stand on the page: how many, the least
/// distance between two neighbours' centres, whether the current one is
/// within the chart's box, the SVG's width against the box's, and whether
/// the page is no wider than the window.
async fn chart(client: &Client) -> Value {
    js(
        client,
        r#"const box = document.querySelector('[data-history-chart]');
        const frame = box.getBoundingClientRect();
        const points = [...box.querySelectorAll('svg[data-history] [data-ply]')]
            .map(e => e.getBoundingClientRect());
        const centre = r => r.left + r.width / 2;
        const gaps = points.slice(1).map((r, k) => centre(r) - centre(points[k]));
        const current = box.querySelector('[data-ply].current').getBoundingClientRect();
        return {
            count: points.length,
            least_gap: gaps.length ? Math.min(...gaps) : null,
            current_shown: frame.left <= current.left && current.right <= frame.right,
            svg_width: box.querySelector('svg').getBoundingClientRect().width,
            box_width: box.clientWidth,
            fits: document.documentElement.scrollWidth <= window.innerWidth,
        };"#,
    )
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chrome or Chromium and chromedriver: CI runs it with --ignored"]
async fn a_long_history_keeps_its_points_apart_and_the_current_one_in_view() {
    let session = Session::start().await;
    let (client, address) = (session.client.clone(), session.address);
    // A short game's chart fills its box, and follows it when the window
    // narrows.
    let game = games::all()[0];
    let (name, board) = (game.name(), board_of(game));
    open(&client, address, name, &board, &[]).await;
    let px = |seen: &Value, what: &str| seen[what].as_f64().unwrap();
    let fills = |seen: &Value| (px(seen, "svg_width") - px(seen, "box_width")).abs() < 1.0;
    let wide = chart(&client).await;
    assert!(fills(&wide), "{name}: {wide}");
    client.set_window_size(400, 900).await.unwrap();
    let narrow = eventually(
        &format!("{name}: the chart after the window narrowed"),
        || async {
            let now = chart(&client).await;
            (px(&now, "box_width") < px(&wide, "box_width") && fills(&now)).then_some(now)
        },
    )
    .await;
    assert_eq!(narrow["fits"], true, "{name}: {narrow}");
    // A long game: the first optimal game of 80 moves or more among random
    // 10x10 boards.
    let mut long = None;
    'games: for game in games::all() {
        for seed in 1..=2 {
            let Ok(board) = crate::client::sized_board(*game, "random", seed, 10, 10) else {
                continue;
            };
            let moves = optimal(address, game.name(), &board, 400).await;
            if moves.len() >= 80 {
                long = Some((game.name(), board, moves));
                break 'games;
            }
        }
    }
    let (name, board, moves) = long.expect("a random 10x10 board whose game lasts 80 moves");
    for width in [1280, 400] {
        client.set_window_size(width, 900).await.unwrap();
        open(&client, address, name, &board, &moves).await;
        let seen = chart(&client).await;
        assert_eq!(
            seen["count"],
            moves.len() + 1,
            "{name} at {width} px: {seen}"
        );
        let gap = seen["least_gap"].as_f64().unwrap();
        assert!(gap >= 11.9, "{name} at {width} px: points {gap} px apart");
        assert_eq!(seen["current_shown"], true, "{name} at {width} px: {seen}");
        assert_eq!(seen["fits"], true, "{name} at {width} px: {seen}");
        // Back to the chart's start: a click on the point after one move
        // goes there, and that point is in view.
        js(
            &client,
            "document.querySelector('[data-history-chart]').scrollLeft = 0; return null;",
        )
        .await;
        click(&client, "svg[data-history] [data-ply='1']").await;
        let one = expected(address, name, &board, &moves[..1]).await;
        shows(&client, &one, &format!("{name} at {width} px: ply 1")).await;
        let seen = chart(&client).await;
        assert_eq!(seen["current_shown"], true, "{name} at {width} px: {seen}");
    }
    client.close().await.unwrap();
}

/// The API's edit of `board`'s `cell` (to `value`, or to its next letter).
pub(crate) async fn edited(
    address: SocketAddr,
    game: &str,
    board: &str,
    cell: &str,
    value: Option<&str>,
) -> Edited {
    let mut path = format!(
        "/api/{game}/edit?board={}&cell={}",
        encode(board),
        encode(cell)
    );
    if let Some(value) = value {
        path.push_str(&format!("&value={}", encode(value)));
    }
    let response = get(address, &path).await;
    assert_eq!(response.status, 200, "{}", response.body);
    serde_json::from_str(&response.body).unwrap()
}

/// The API's read of `board` in the editor, resized to `size` if given.
async fn resized(
    address: SocketAddr,
    game: &str,
    board: &str,
    size: Option<(usize, usize)>,
) -> Edited {
    let mut path = format!("/api/{game}/edit?board={}", encode(board));
    if let Some((rows, cols)) = size {
        path.push_str(&format!("&rows={rows}&cols={cols}"));
    }
    let response = get(address, &path).await;
    assert_eq!(response.status, 200, "{}", response.body);
    serde_json::from_str(&response.body).unwrap()
}

pub(crate) async fn textarea(client: &Client) -> String {
    js(
        client,
        "return document.querySelector('[data-input]').value;",
    )
    .await
    .as_str()
    .unwrap()
    .to_string()
}

pub(crate) async fn shows_board(client: &Client, want: &str, what: &str) {
    eventually(what, || async {
        let now = textarea(client).await;
        let url = url_param(client, "board").await.unwrap_or_default();
        (now == want && url == want).then_some(())
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chrome or Chromium and chromedriver: CI runs it with --ignored"]
async fn an_edit_changes_the_board_the_text_and_the_url() {
    let session = Session::start().await;
    let (client, address) = (session.client.clone(), session.address);
    for game in games::all() {
        let name = game.name();
        let Some(editor) = game.about().editor else {
            continue;
        };
        let board = first_sample(*game);
        open(&client, address, name, &board, &[]).await;
        click(&client, "[data-action=edit]").await;
        client
            .wait()
            .for_element(Locator::Css("svg[data-board].editing"))
            .await
            .unwrap();
        click(&client, "svg[data-board] [data-cell='1 1']").await;
        let after = match editor {
            common_io::game::Editor::Letters { .. } => {
                edited(address, name, &board, "1 1", None).await
            }
            common_io::game::Editor::Numbers { .. } => {
                let input = client
                    .wait()
                    .for_element(Locator::Css("[data-edit-value]"))
                    .await
                    .unwrap();
                eventually(&format!("{name}: the value field"), || async {
                    input.is_displayed().await.unwrap_or(false).then_some(())
                })
                .await;
                input.clear().await.unwrap();
                input.send_keys("5/6\u{E007}").await.unwrap(); // Enter
                edited(address, name, &board, "1 1", Some("5/6")).await
            }
        };
        shows_board(&client, &after.input, &format!("{name}: the edited board")).await;
        // Two rows more (two quick clicks: the second edit starts from the
        // first's board), then a column fewer: the text follows, and the
        // board shows the cells of the API's read of it.
        let grid = resized(address, name, &after.input, None).await;
        click(&client, "[data-action=add-row]").await;
        click(&client, "[data-action=add-row]").await;
        let size = (grid.rows + 2, grid.cols);
        let taller = resized(address, name, &after.input, Some(size)).await;
        shows_board(&client, &taller.input, &format!("{name}: two rows added")).await;
        click(&client, "[data-action=remove-col]").await;
        let size = (grid.rows + 2, grid.cols - 1);
        let after = resized(address, name, &taller.input, Some(size)).await;
        shows_board(&client, &after.input, &format!("{name}: a column removed")).await;
        let labels = js(
            &client,
            "return [...document.querySelectorAll('svg[data-board] [data-cell]')].map(e => e.getAttribute('aria-label'));",
        )
        .await;
        let labels: Vec<String> = serde_json::from_value(labels).unwrap();
        let want: Vec<String> = after
            .cells
            .iter()
            .enumerate()
            .map(|(k, text)| {
                let shown = if text.is_empty() || text == "." {
                    "empty"
                } else {
                    text
                };
                format!("{} {}: {shown}", k / after.cols + 1, k % after.cols + 1)
            })
            .collect();
        assert_eq!(labels, want, "{name}");
        // Done: the edited board is explored.
        click(&client, "[data-action=edit]").await;
        let want = expected(address, name, &after.input, &[]).await;
        shows(
            &client,
            &want,
            &format!("{name}: the edited board explored"),
        )
        .await;
    }
    // A board the binary refuses shows its error line: the first game of
    // the registry whose sample, its first cell cycled through its
    // letters, is refused on the way (an empty cell turned to a piece one
    // too many of its kind).
    let mut refusing = None;
    'games: for game in games::all() {
        if !matches!(
            game.about().editor,
            Some(common_io::game::Editor::Letters { .. })
        ) {
            continue;
        }
        let board = first_sample(*game);
        let mut steps: Vec<Edited> = Vec::new();
        for _ in 0..6 {
            let from = steps.last().map_or(board.clone(), |e| e.input.clone());
            let next = edited(address, game.name(), &from, "1 1", None).await;
            let refused = next.error.is_some();
            steps.push(next);
            if refused {
                refusing = Some((*game, board, steps));
                break 'games;
            }
        }
    }
    let (game, board, steps) =
        refusing.expect("some game's editor makes a board its binary refuses");
    let name = game.name();
    open(&client, address, name, &board, &[]).await;
    click(&client, "[data-action=edit]").await;
    client
        .wait()
        .for_element(Locator::Css("svg[data-board].editing"))
        .await
        .unwrap();
    for step in &steps {
        click(&client, "svg[data-board] [data-cell='1 1']").await;
        shows_board(&client, &step.input, &format!("{name}: a cell cycled")).await;
    }
    let after = steps.last().unwrap();
    let line = format!("error: {}", game.judge(after.input.as_bytes()).unwrap_err());
    assert_eq!(after.error.as_deref(), Some(line.as_str()));
    let shown = eventually(&format!("{name}: the error"), || async {
        let text = text_of(&client, "[data-error]").await;
        (!text.is_empty()).then_some(text)
    })
    .await;
    assert_eq!(shown, line);
    // One more click goes on round the cycle: the board shows with the
    // binary's new line, or none if it reads the board.
    click(&client, "svg[data-board] [data-cell='1 1']").await;
    let again = edited(address, name, &after.input, "1 1", None).await;
    shows_board(
        &client,
        &again.input,
        &format!("{name}: the cell cycled again"),
    )
    .await;
    let line = game
        .judge(again.input.as_bytes())
        .err()
        .map_or_else(String::new, |e| format!("error: {e}"));
    eventually(&format!("{name}: the new error line"), || async {
        (text_of(&client, "[data-error]").await == line).then_some(())
    })
    .await;
    client.close().await.unwrap();
}
