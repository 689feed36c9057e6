//! The position explorer: one web page and a JSON API to play through any
//! position of every game of a [`Registry`] (the workspace's, or a game's
//! own), with every legal move's value, served on the local machine; and
//! the server's command line, [`main`].
//!
//! Everything goes through the game contract's text view
//! ([`common_io::game::AnyGame`]): a game is explored as its binary's
//! `--moves` prints it, and drawn from its [`Picture`](common_io::game::Picture).
//! The page (HTML, script and style) is embedded in the binary: no request
//! leaves the machine.
//!
//! # API
//!
//! Every answer is JSON, one of the types of [`api`]:
//!
//! - `GET /api/games`: every game, its statement, samples, families and
//!   board editor ([`api::GameInfo`]).
//! - `GET /api/<game>/moves?board=<judge input>&moves=<m1,m2,...>`: the
//!   position after the moves (each written as `--moves` writes it: `R C`,
//!   or `R1 C1 R2 C2`) from the start of the board ([`api::Position`]): the
//!   side to move, whether the game is over, its value, the board's
//!   picture, the value of every position so far for the side that moved
//!   first, and one object per legal move with `move`, `value`, `line` (the
//!   line `--moves` prints for it at that ply) and its cells, `from` and
//!   `to` (0-based).
//! - `GET /api/<game>/edit?board=<judge input>&cell=<R C>&value=<v>&rows=<n>&cols=<m>`:
//!   the board resized to `n × m` (each optional), then with the cell
//!   (1-based, as moves are written) changed to `v`, or, without `value`,
//!   to the cell's next letter (a cell of numbers needs `value`); with
//!   none of them, the board as it is ([`api::Edited`]: the new input, its
//!   cells, and the binary's error line if it does not read it).
//! - `GET /api/<game>/generate?family=<family>&seed=<seed>`: a generated
//!   board ([`api::Generated`]).
//!
//! Errors are [`api::Failure`], `{"error": "error: ..."}`: 400 for a bad
//! board (the binary's error line), an illegal move or a bad edit, 404 for
//! an unknown game, 413 for a board whose analysis needs more than the
//! memory limit, 414 for a query past 64 KiB.
//!
//! Solved boards are cached within the memory limit: stepping
//! through one game solves its board once.
//!
//! ```no_run
//! # async fn run() -> std::io::Result<()> {
//! let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
//! let registry = common_io::game::Registry::one::<common_io::game::toy::Subtraction>();
//! let explorer = explorer::Explorer::new(registry, 1 << 30, common_io::Workers::default());
//! explorer::serve(listener, explorer, std::future::pending()).await
//! # }
//! ```

use std::future::Future;
use std::sync::Arc;

use axum::Router;
use axum::extract::{Path, Query, RawQuery, State};
use axum::http::{StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use common_io::Workers;
use common_io::game::Registry;
use common_io::game::{AnyGame, ExploreError, Size, parse_cells};
use serde::Deserialize;

pub mod api;
mod cache;
mod command;

pub use command::main;

use cache::Cache;

/// The longest query string served (a 20×20 board is about 450 bytes).
pub const MAX_QUERY: usize = 64 * 1024;

/// The page, its script and its style, embedded.
const INDEX: &str = include_str!("../assets/index.html");
const SCRIPT: &str = include_str!("../assets/app.js");
const STYLE: &str = include_str!("../assets/style.css");

/// The explorer's state: the games and the cache of solved boards.
#[derive(Clone)]
pub struct Explorer {
    registry: Registry,
    cache: Arc<Cache>,
}

impl Explorer {
    /// An explorer of the games of `registry`, keeping at most
    /// `memory_limit` bytes of analyses, solving on `workers`: a game added
    /// to a registry is explored with no change to the explorer.
    pub fn new(registry: Registry, memory_limit: usize, workers: Workers) -> Explorer {
        Explorer {
            registry,
            cache: Arc::new(Cache::new(memory_limit, workers)),
        }
    }

    /// The game of this explorer's registry called `name`.
    fn game(&self, name: &str) -> Result<&'static dyn AnyGame, ApiError> {
        self.registry.find(name).map_err(|unknown| ApiError {
            status: StatusCode::NOT_FOUND,
            message: unknown.to_string(),
        })
    }

    /// The game named in a request's path, and its query.
    fn request<T: serde::de::DeserializeOwned>(
        &self,
        name: &str,
        raw: Option<&str>,
    ) -> Result<(&'static dyn AnyGame, T), ApiError> {
        Ok((self.game(name)?, serde_urlencoded(raw.unwrap_or(""))?))
    }

    /// The most bytes of analyses kept at once.
    pub fn memory_limit(&self) -> usize {
        self.cache.limit()
    }

    /// The bytes of analyses kept or being made now.
    pub fn memory_reserved(&self) -> usize {
        self.cache.reserved()
    }
}

/// The routes: the page, its assets and the API.
pub fn router(explorer: Explorer) -> Router {
    Router::new()
        .route("/", get(page))
        .route("/app.js", get(script))
        .route("/style.css", get(style))
        .route("/api/games", get(list_games))
        .route("/api/{game}/moves", get(moves))
        .route("/api/{game}/edit", get(edit))
        .route("/api/{game}/generate", get(generate))
        .fallback(not_found)
        .layer(axum::middleware::from_fn(refuse_long_queries))
        .with_state(explorer)
}

/// 414 for any request whose query is past [`MAX_QUERY`], before routing.
async fn refuse_long_queries(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    if too_long(request.uri()) {
        return error(StatusCode::URI_TOO_LONG, "the query is too long");
    }
    next.run(request).await
}

/// Serves the explorer on `listener` until `shutdown` completes, then
/// finishes the requests in flight.
pub async fn serve(
    listener: tokio::net::TcpListener,
    explorer: Explorer,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    axum::serve(listener, router(explorer))
        .with_graceful_shutdown(shutdown)
        .await
}

async fn page() -> Response {
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], INDEX).into_response()
}

async fn script() -> Response {
    (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        SCRIPT,
    )
        .into_response()
}

async fn style() -> Response {
    ([(header::CONTENT_TYPE, "text/css; charset=utf-8")], STYLE).into_response()
}

async fn not_found() -> Response {
    error(StatusCode::NOT_FOUND, "no such page")
}

fn too_long(uri: &Uri) -> bool {
    uri.query().is_some_and(|q| q.len() > MAX_QUERY)
}

/// `{"error": "error: <message>"}` with `status`.
fn error(status: StatusCode, message: impl std::fmt::Display) -> Response {
    let failure = api::Failure {
        error: format!("error: {message}"),
    };
    (status, axum::Json(failure)).into_response()
}

/// The response for an exploration error: its status and its line.
fn explore_error(e: &ExploreError) -> Response {
    let status = match e {
        ExploreError::OutOfMemory(_) => StatusCode::PAYLOAD_TOO_LARGE,
        _ => StatusCode::BAD_REQUEST,
    };
    error(status, e)
}

/// An error response in the making: its status and message.
struct ApiError {
    status: StatusCode,
    message: String,
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        error(self.status, self.message)
    }
}

async fn list_games(State(explorer): State<Explorer>) -> Response {
    let list: Vec<api::GameInfo> = explorer
        .registry
        .games()
        .iter()
        .map(|game| api::GameInfo::of(*game))
        .collect();
    axum::Json(list).into_response()
}

/// The query of `/api/<game>/moves`.
#[derive(Deserialize)]
struct MovesQuery {
    board: Option<String>,
    moves: Option<String>,
}

async fn moves(
    State(explorer): State<Explorer>,
    Path(name): Path<String>,
    RawQuery(raw): RawQuery,
) -> Response {
    let (game, query) = match explorer.request::<MovesQuery>(&name, raw.as_deref()) {
        Ok(request) => request,
        Err(e) => return e.into_response(),
    };
    let Some(board) = query.board else {
        return error(
            StatusCode::BAD_REQUEST,
            "no board: give `board=<the judge input>`",
        );
    };
    let moves: Vec<String> = query
        .moves
        .unwrap_or_default()
        .split(',')
        .map(str::trim)
        .filter(|m| !m.is_empty())
        .map(str::to_string)
        .collect();
    let analysis = match explorer.cache.analysis(game, &board).await {
        Ok(analysis) => analysis,
        Err(e) => return explore_error(&e),
    };
    let explored = tokio::task::spawn_blocking(move || {
        let moves: Vec<&str> = moves.iter().map(String::as_str).collect();
        analysis
            .replay(&moves)
            .map(|line| api::Position::of(game, line.as_ref()))
    })
    .await;
    match explored {
        Ok(Ok(position)) => axum::Json(position).into_response(),
        Ok(Err(e)) => explore_error(&e),
        Err(e) => std::panic::resume_unwind(e.into_panic()),
    }
}

/// Reads a query string (`application/x-www-form-urlencoded`).
fn serde_urlencoded<T: serde::de::DeserializeOwned>(raw: &str) -> Result<T, ApiError> {
    let bad = |message: String| ApiError {
        status: StatusCode::BAD_REQUEST,
        message,
    };
    let uri: Uri = format!("/?{raw}")
        .parse()
        .map_err(|_| bad("the query is not a valid URI query".to_string()))?;
    Query::<T>::try_from_uri(&uri)
        .map(|Query(q)| q)
        .map_err(|e| bad(format!("bad query: {}", e.body_text())))
}

/// The query of `/api/<game>/edit`.
#[derive(Deserialize)]
struct EditQuery {
    board: Option<String>,
    cell: Option<String>,
    value: Option<String>,
    rows: Option<usize>,
    cols: Option<usize>,
}

async fn edit(
    State(explorer): State<Explorer>,
    Path(name): Path<String>,
    RawQuery(raw): RawQuery,
) -> Response {
    let (game, query) = match explorer.request::<EditQuery>(&name, raw.as_deref()) {
        Ok(request) => request,
        Err(e) => return e.into_response(),
    };
    let Some(editor) = game.about().editor else {
        return error(
            StatusCode::BAD_REQUEST,
            format!("{name} has no board editor: its input is not a grid"),
        );
    };
    let mut board = query.board.unwrap_or_default();
    if query.rows.is_some() || query.cols.is_some() {
        let resized = editor.grid(&board).and_then(|now| {
            let rows = query.rows.unwrap_or(now.rows);
            editor.resize(&board, rows, query.cols.unwrap_or(now.cols))
        });
        board = match resized {
            Ok(resized) => resized,
            Err(e) => return error(StatusCode::BAD_REQUEST, e),
        };
    }
    let input = match &query.cell {
        None => board,
        Some(cell) => {
            let cell = match parse_cells::<1>(cell, "R C: a row and a column, from 1") {
                Ok([cell]) => cell,
                Err(e) => return error(StatusCode::BAD_REQUEST, e),
            };
            match editor.edit(&board, cell, query.value.as_deref()) {
                Ok(input) => input,
                Err(e) => return error(StatusCode::BAD_REQUEST, e),
            }
        }
    };
    let grid = match editor.grid(&input) {
        Ok(grid) => grid,
        Err(e) => return error(StatusCode::BAD_REQUEST, e),
    };
    // The binary's line for an input it does not read, or that holds
    // several boards.
    let problem = match game.sizes(input.as_bytes()) {
        Ok(sizes) if sizes.len() == 1 => None,
        Ok(sizes) => Some(ExploreError::Boards(sizes.len()).to_string()),
        Err(e) => Some(e.to_string()),
    };
    let problem = problem.map(|message| format!("error: {message}"));
    axum::Json(api::Edited::of(input, grid, problem)).into_response()
}

/// The query of `/api/<game>/generate`.
#[derive(Deserialize)]
struct GenerateQuery {
    family: String,
    seed: Option<u64>,
}

async fn generate(
    State(explorer): State<Explorer>,
    Path(name): Path<String>,
    RawQuery(raw): RawQuery,
) -> Response {
    let (game, query) = match explorer.request::<GenerateQuery>(&name, raw.as_deref()) {
        Ok(request) => request,
        Err(e) => return e.into_response(),
    };
    match game.generate_board(&query.family, query.seed.unwrap_or(0), Size::default()) {
        Ok(input) => axum::Json(api::Generated { input }).into_response(),
        Err(e) => error(StatusCode::BAD_REQUEST, e),
    }
}
