//! The tests' HTTP client: hyper's (the server's own library), one
//! connection a request, over plain HTTP on 127.0.0.1, each request held to
//! a limit on connecting and one on the whole exchange (writing the
//! request, reading the response to its end).

use std::fmt;
use std::net::SocketAddr;
use std::time::Duration;

use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper::{Method, Request, StatusCode};
use hyper_util::rt::TokioIo;
use tokio::net::TcpStream;

/// How long a connection may take to open on 127.0.0.1.
pub(crate) const CONNECT: Duration = Duration::from_secs(10);

/// Why a request got no response.
#[derive(Debug)]
pub(crate) enum Error {
    /// The request cannot be written (a target past the `http` crate's
    /// limits, say).
    Request(hyper::http::Error),
    /// The connection could not be opened (nothing listens, say).
    Connect(std::io::Error),
    /// The connection did not open within [`CONNECT`].
    ConnectTimeout,
    /// The request or the response failed on the way (the peer closed the
    /// connection, or sent something that is not HTTP).
    Exchange(hyper::Error),
    /// The request was not written and answered within its limit.
    Timeout(Duration),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Request(e) => write!(f, "cannot write the request: {e}"),
            Error::Connect(e) => write!(f, "cannot connect: {e}"),
            Error::ConnectTimeout => write!(f, "no connection in {} s", CONNECT.as_secs()),
            Error::Exchange(e) => write!(f, "{e}"),
            Error::Timeout(limit) => write!(f, "no answer in {} s", limit.as_secs()),
        }
    }
}

impl std::error::Error for Error {}

/// A response: its status and its whole body.
#[derive(Debug)]
pub(crate) struct Response {
    pub(crate) status: StatusCode,
    pub(crate) body: Bytes,
}

/// Sends `method target` (the path and query, as they are) to `address`
/// with `body` (JSON when there is one), and reads the whole response: the
/// connection within [`CONNECT`], the rest within `limit`.
pub(crate) async fn request(
    address: SocketAddr,
    method: Method,
    target: &str,
    body: Option<Vec<u8>>,
    limit: Duration,
) -> Result<Response, Error> {
    let stream = tokio::time::timeout(CONNECT, TcpStream::connect(address))
        .await
        .map_err(|_| Error::ConnectTimeout)?
        .map_err(Error::Connect)?;
    let exchange = async {
        let (mut sender, connection) = hyper::client::conn::http1::handshake(TokioIo::new(stream))
            .await
            .map_err(Error::Exchange)?;
        // The connection's own task, which ends with the exchange (or when
        // the limit drops it).
        let connection = tokio::spawn(connection);
        let mut request = Request::builder()
            .method(method)
            .uri(target)
            .header(hyper::header::HOST, address.to_string());
        if body.is_some() {
            request = request.header(
                hyper::header::CONTENT_TYPE,
                "application/json; charset=utf-8",
            );
        }
        let request = request
            .body(Full::new(Bytes::from(body.unwrap_or_default())))
            .map_err(Error::Request)?;
        let response = sender
            .send_request(request)
            .await
            .map_err(Error::Exchange)?;
        let status = response.status();
        let body = response
            .into_body()
            .collect()
            .await
            .map_err(Error::Exchange)?
            .to_bytes();
        connection.abort();
        Ok(Response { status, body })
    };
    tokio::time::timeout(limit, exchange)
        .await
        .map_err(|_| Error::Timeout(limit))?
}

#[tokio::test]
async fn a_request_is_limited_from_connect_to_the_last_byte() {
    // Nothing listens: refused at once.
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = closed.local_addr().unwrap();
    drop(closed);
    let refused = request(address, Method::GET, "/", None, Duration::from_secs(5)).await;
    assert!(matches!(refused, Err(Error::Connect(_))), "{refused:?}");
    // A peer that accepts and never answers: the limit ends the wait.
    let silent = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = silent.local_addr().unwrap();
    let held = tokio::spawn(async move { silent.accept().await.map(|(stream, _)| stream) });
    let start = std::time::Instant::now();
    let late = request(address, Method::GET, "/", None, Duration::from_millis(300)).await;
    assert!(matches!(late, Err(Error::Timeout(_))), "{late:?}");
    assert!(start.elapsed() < Duration::from_secs(5));
    // A peer that closes halfway through its answer: an exchange error,
    // not a short body.
    let cut = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = cut.local_addr().unwrap();
    tokio::spawn(async move {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let (mut stream, _) = cut.accept().await.unwrap();
        let mut buffer = [0; 1024];
        let _ = stream.read(&mut buffer).await;
        let _ = stream
            .write_all(b"HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\n{}")
            .await;
    });
    let short = request(address, Method::GET, "/", None, Duration::from_secs(5)).await;
    assert!(matches!(short, Err(Error::Exchange(_))), "{short:?}");
    drop(held);
}
