//! A server in the test's process, and its requests through the tests'
//! HTTP client (`super::http`).

use std::net::SocketAddr;

use common_io::Workers;
use common_io::game::{AnyGame, Axis, GenError, Size};
use serde_json::Value;
use tokio::net::TcpListener;

use crate::http;

/// A running explorer, stopped when dropped.
pub(crate) struct Server {
    pub(crate) address: SocketAddr,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}

/// Starts an explorer on a free port of 127.0.0.1, keeping at most
/// `memory_limit` bytes of analyses.
pub(crate) async fn start(memory_limit: usize) -> Server {
    start_with(memory_limit, *games::REGISTRY).await
}

/// [`start`], over the games of `registry`.
pub(crate) async fn start_with(memory_limit: usize, registry: games::Registry) -> Server {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let explorer = explorer::Explorer::new(registry, memory_limit, Workers::default());
    tokio::spawn(explorer::serve(listener, explorer, async move {
        let _ = stopped.await;
    }));
    Server {
        address,
        stop: Some(stop),
    }
}

/// A response: its status and its body.
#[derive(Debug)]
pub(crate) struct Response {
    pub(crate) status: u16,
    pub(crate) body: String,
}

impl Response {
    /// The body as JSON.
    pub(crate) fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("{e}: {}", self.body))
    }
}

/// `GET target` (the path and query, sent as they are), within a minute.
pub(crate) async fn get(address: SocketAddr, target: &str) -> Response {
    let limit = std::time::Duration::from_secs(60);
    let response = http::request(address, hyper::Method::GET, target, None, limit)
        .await
        .unwrap_or_else(|e| panic!("GET {target}: {e}"));
    Response {
        status: response.status.as_u16(),
        body: String::from_utf8(response.body.to_vec())
            .unwrap_or_else(|e| panic!("GET {target}: {e}")),
    }
}

/// A query value, `application/x-www-form-urlencoded` (as the page's
/// `URLSearchParams` writes it).
pub(crate) fn encode(value: &str) -> String {
    form_urlencoded::byte_serialize(value.as_bytes()).collect()
}

/// The API's path for `board` after `moves` in `game`.
pub(crate) fn moves_path(game: &str, board: &str, moves: &[String]) -> String {
    format!(
        "/api/{game}/moves?board={}&moves={}",
        encode(board),
        encode(&moves.join(","))
    )
}

/// A generated board of `game` of `rows × cols` cells: of that size for a
/// grid game, and for a game of one row (whose generators refuse a row
/// count), a row of `rows · cols` cells.
pub(crate) fn sized_board(
    game: &dyn AnyGame,
    family: &str,
    seed: u64,
    rows: usize,
    cols: usize,
) -> Result<String, GenError> {
    let size = Size {
        rows: Some(rows),
        cols: Some(cols),
    };
    match game.generate_board(family, seed, size) {
        Err(GenError::Fixed {
            side: Axis::Rows, ..
        }) => {
            let row = Size {
                rows: None,
                cols: Some(rows * cols),
            };
            game.generate_board(family, seed, row)
        }
        other => other,
    }
}
