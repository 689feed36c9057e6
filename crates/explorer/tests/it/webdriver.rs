//! A WebDriver client of the commands the browser tests use, over plain
//! HTTP/1.1 to chromedriver on 127.0.0.1 (one connection a command): no
//! TLS, no URL or WebDriver library. The names are those of the W3C
//! WebDriver commands (<https://www.w3.org/TR/webdriver2/>).

use std::fmt;
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// The key under which WebDriver names an element in JSON.
const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

/// A command that failed: the driver's error and message, or why it could
/// not be sent or read.
#[derive(Debug, Clone)]
pub(crate) struct Error(String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

pub(crate) type Result<T> = std::result::Result<T, Error>;

/// How an element is found: by a CSS selector.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Locator<'a> {
    Css(&'a str),
}

impl Locator<'_> {
    fn json(self) -> Value {
        match self {
            Locator::Css(css) => json!({ "using": "css selector", "value": css }),
        }
    }
}

/// A WebDriver session; clones share it.
#[derive(Clone)]
pub(crate) struct Client {
    session: Arc<Session>,
}

struct Session {
    port: u16,
    id: String,
}

impl Client {
    /// Opens a session on the driver at `127.0.0.1:port` with
    /// `capabilities` (W3C `alwaysMatch`).
    pub(crate) async fn connect(port: u16, capabilities: Value) -> Result<Client> {
        let body = json!({ "capabilities": { "alwaysMatch": capabilities } });
        let value = send(port, "POST", "/session", Some(&body)).await?;
        let id = value["sessionId"]
            .as_str()
            .ok_or_else(|| Error(format!("no session id in {value}")))?
            .to_string();
        Ok(Client {
            session: Arc::new(Session { port, id }),
        })
    }

    /// A command of this session: `path` is what follows `/session/{id}`.
    async fn command(&self, method: &str, path: &str, body: Option<Value>) -> Result<Value> {
        let path = format!("/session/{}{path}", self.session.id);
        send(self.session.port, method, &path, body.as_ref()).await
    }

    async fn post(&self, path: &str, body: Value) -> Result<Value> {
        self.command("POST", path, Some(body)).await
    }

    async fn get(&self, path: &str) -> Result<Value> {
        self.command("GET", path, None).await
    }

    /// Ends the session (the browser closes).
    pub(crate) async fn close(&self) -> Result<()> {
        self.command("DELETE", "", None).await.map(drop)
    }

    pub(crate) async fn goto(&self, url: &str) -> Result<()> {
        self.post("/url", json!({ "url": url })).await.map(drop)
    }

    pub(crate) async fn current_url(&self) -> Result<String> {
        let value = self.get("/url").await?;
        string(value)
    }

    pub(crate) async fn back(&self) -> Result<()> {
        self.post("/back", json!({})).await.map(drop)
    }

    pub(crate) async fn forward(&self) -> Result<()> {
        self.post("/forward", json!({})).await.map(drop)
    }

    pub(crate) async fn refresh(&self) -> Result<()> {
        self.post("/refresh", json!({})).await.map(drop)
    }

    pub(crate) async fn set_window_size(&self, width: u32, height: u32) -> Result<()> {
        self.post("/window/rect", json!({ "width": width, "height": height }))
            .await
            .map(drop)
    }

    pub(crate) async fn find(&self, locator: Locator<'_>) -> Result<Element> {
        let value = self.post("/element", locator.json()).await?;
        self.element(&value)
    }

    pub(crate) async fn find_all(&self, locator: Locator<'_>) -> Result<Vec<Element>> {
        let value = self.post("/elements", locator.json()).await?;
        self.elements(&value)
    }

    /// The element that has the focus.
    pub(crate) async fn active_element(&self) -> Result<Element> {
        let value = self.get("/element/active").await?;
        self.element(&value)
    }

    /// Runs `script` in the page with `args` (elements as
    /// [`Element::json`]); what it returns.
    pub(crate) async fn execute(&self, script: &str, args: Vec<Value>) -> Result<Value> {
        self.post("/execute/sync", json!({ "script": script, "args": args }))
            .await
    }

    /// Presses and releases `key` where the focus is.
    pub(crate) async fn press(&self, key: char) -> Result<()> {
        let key = key.to_string();
        let keys = json!({
            "type": "key",
            "id": "keys",
            "actions": [
                { "type": "keyDown", "value": key },
                { "type": "keyUp", "value": key },
            ],
        });
        self.post("/actions", json!({ "actions": [keys] }))
            .await
            .map(drop)
    }

    /// Moves the mouse to the middle of `element`.
    pub(crate) async fn hover(&self, element: &Element) -> Result<()> {
        let mouse = json!({
            "type": "pointer",
            "id": "mouse",
            "parameters": { "pointerType": "mouse" },
            "actions": [
                { "type": "pointerMove", "origin": element.json(), "x": 0, "y": 0 },
            ],
        });
        self.post("/actions", json!({ "actions": [mouse] }))
            .await
            .map(drop)
    }

    /// The page as a PNG image.
    pub(crate) async fn screenshot(&self) -> Result<Vec<u8>> {
        let value = self.get("/screenshot").await?;
        base64(&string(value)?)
    }

    /// Waits for elements to appear.
    pub(crate) fn wait(&self) -> Wait<'_> {
        Wait { client: self }
    }

    fn element(&self, value: &Value) -> Result<Element> {
        let id = value[ELEMENT]
            .as_str()
            .ok_or_else(|| Error(format!("not an element: {value}")))?;
        Ok(Element {
            client: self.clone(),
            id: id.to_string(),
        })
    }

    fn elements(&self, value: &Value) -> Result<Vec<Element>> {
        value
            .as_array()
            .ok_or_else(|| Error(format!("not a list of elements: {value}")))?
            .iter()
            .map(|v| self.element(v))
            .collect()
    }
}

/// Waiting for an element: up to 30 seconds, asking every 100 ms.
pub(crate) struct Wait<'a> {
    client: &'a Client,
}

impl Wait<'_> {
    pub(crate) async fn for_element(self, locator: Locator<'_>) -> Result<Element> {
        let start = Instant::now();
        loop {
            match self.client.find(locator).await {
                Ok(element) => return Ok(element),
                Err(e) if start.elapsed() > Duration::from_secs(30) => {
                    return Err(Error(format!("waited 30 s for {locator:?}: {e}")));
                }
                Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
            }
        }
    }
}

/// An element of the page.
#[derive(Clone)]
pub(crate) struct Element {
    client: Client,
    id: String,
}

impl Element {
    /// The element as WebDriver names it in JSON (a script's argument).
    pub(crate) fn json(&self) -> Value {
        json!({ ELEMENT: self.id })
    }

    async fn post(&self, path: &str, body: Value) -> Result<Value> {
        let path = format!("/element/{}{path}", self.id);
        self.client.post(&path, body).await
    }

    async fn get(&self, path: &str) -> Result<Value> {
        let path = format!("/element/{}{path}", self.id);
        self.client.get(&path).await
    }

    /// Empties a text field.
    pub(crate) async fn clear(&self) -> Result<()> {
        self.post("/clear", json!({})).await.map(drop)
    }

    pub(crate) async fn click(&self) -> Result<()> {
        self.post("/click", json!({})).await.map(drop)
    }

    /// Its rendered text.
    pub(crate) async fn text(&self) -> Result<String> {
        string(self.get("/text").await?)
    }

    /// Its attribute `name`, `None` when it has none.
    pub(crate) async fn attr(&self, name: &str) -> Result<Option<String>> {
        match self.get(&format!("/attribute/{name}")).await? {
            Value::Null => Ok(None),
            value => string(value).map(Some),
        }
    }

    /// Types `text` into it (WebDriver's key codes, such as `\u{E012}`
    /// for ←, press those keys).
    pub(crate) async fn send_keys(&self, text: &str) -> Result<()> {
        self.post("/value", json!({ "text": text })).await.map(drop)
    }

    pub(crate) async fn is_displayed(&self) -> Result<bool> {
        self.get("/displayed")
            .await?
            .as_bool()
            .ok_or_else(|| Error("displayed: not a boolean".into()))
    }
}

fn string(value: Value) -> Result<String> {
    match value {
        Value::String(s) => Ok(s),
        other => Err(Error(format!("not a string: {other}"))),
    }
}

/// Sends one command and returns its `value`, or the driver's error.
async fn send(port: u16, method: &str, path: &str, body: Option<&Value>) -> Result<Value> {
    let io = |e: std::io::Error| Error(format!("{method} {path}: {e}"));
    let mut stream = TcpStream::connect(("127.0.0.1", port)).await.map_err(io)?;
    let body = body.map(Value::to_string).unwrap_or_default();
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\
         Content-Type: application/json; charset=utf-8\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.map_err(io)?;
    // chromedriver may keep the connection open: the response ends where
    // its length says, not where the stream does.
    let read = async {
        let mut raw = Vec::new();
        let mut buffer = [0; 1 << 14];
        loop {
            if let Some(done) = response(&raw).transpose() {
                return done;
            }
            match stream.read(&mut buffer).await {
                Ok(0) => return response_at_end(&raw),
                Ok(n) => raw.extend_from_slice(&buffer[..n]),
                Err(e) => return Err(e.to_string()),
            }
        }
    };
    let (status, json) = tokio::time::timeout(Duration::from_secs(120), read)
        .await
        .map_err(|_| Error(format!("{method} {path}: no answer in 120 s")))?
        .map_err(|e| Error(format!("{method} {path}: {e}")))?;
    let value = serde_json::from_slice::<Value>(&json)
        .map_err(|e| Error(format!("{method} {path}: {e}")))?
        .get_mut("value")
        .map(Value::take)
        .unwrap_or(Value::Null);
    if (200..300).contains(&status) {
        Ok(value)
    } else {
        Err(Error(format!(
            "{method} {path}: {status} {}: {}",
            value["error"].as_str().unwrap_or("?"),
            value["message"].as_str().unwrap_or("")
        )))
    }
}

/// A response's status and body once `raw` holds all of it (its chunks
/// joined when it is sent in chunks), `None` while it is incomplete.
fn response(raw: &[u8]) -> std::result::Result<Option<(u16, Vec<u8>)>, String> {
    let Some(end) = raw.windows(4).position(|w| w == b"\r\n\r\n") else {
        return Ok(None);
    };
    let head = String::from_utf8_lossy(&raw[..end]).to_ascii_lowercase();
    let status = status(&head)?;
    let mut body = &raw[end + 4..];
    if head.contains("transfer-encoding: chunked") {
        let mut joined = Vec::new();
        loop {
            let Some(line) = body.windows(2).position(|w| w == b"\r\n") else {
                return Ok(None);
            };
            let size = std::str::from_utf8(&body[..line])
                .ok()
                .and_then(|s| usize::from_str_radix(s.split(';').next()?.trim(), 16).ok())
                .ok_or("a bad chunk size")?;
            if size == 0 {
                return Ok(Some((status, joined)));
            }
            let Some(chunk) = body.get(line + 2..line + 2 + size) else {
                return Ok(None);
            };
            joined.extend_from_slice(chunk);
            let Some(rest) = body.get(line + 4 + size..) else {
                return Ok(None);
            };
            body = rest;
        }
    }
    let length = head.lines().find_map(|line| {
        let value = line.strip_prefix("content-length:")?;
        value.trim().parse::<usize>().ok()
    });
    Ok(match length {
        Some(length) => body.get(..length).map(|body| (status, body.to_vec())),
        None => None,
    })
}

/// The status code of a response's head (lower-cased).
fn status(head: &str) -> std::result::Result<u16, String> {
    head.split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| format!("no status in {head:?}"))
}

/// The response of a connection the driver closed: all that came, when it
/// says neither its length nor chunks.
fn response_at_end(raw: &[u8]) -> std::result::Result<(u16, Vec<u8>), String> {
    let end = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .ok_or("the connection closed before the response's head ended")?;
    let head = String::from_utf8_lossy(&raw[..end]).to_ascii_lowercase();
    if head.contains("content-length:") || head.contains("transfer-encoding:") {
        return Err("the connection closed before the response ended".into());
    }
    let status = status(&head)?;
    Ok((status, raw[end + 4..].to_vec()))
}

/// Decodes standard base64 (the screenshot).
fn base64(text: &str) -> Result<Vec<u8>> {
    let digit = |c: u8| -> Result<u32> {
        Ok(match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return Err(Error(format!("not base64: {:?}", char::from(c)))),
        }
        .into())
    };
    let digits: Vec<u8> = text
        .bytes()
        .filter(|c| !c.is_ascii_whitespace() && *c != b'=')
        .collect();
    let mut out = Vec::with_capacity(digits.len() * 3 / 4);
    for group in digits.chunks(4) {
        let mut bits = 0u32;
        for &c in group {
            bits = bits << 6 | digit(c)?;
        }
        bits <<= 6 * (4 - group.len() as u32);
        let bytes = bits.to_be_bytes();
        out.extend_from_slice(&bytes[1..group.len()]);
    }
    Ok(out)
}

/// The value of the query parameter `name` of `url`
/// (`application/x-www-form-urlencoded`, as the page writes it).
pub(crate) fn query_param(url: &str, name: &str) -> Option<String> {
    let query = url.split_once('?')?.1;
    let query = query.split('#').next().unwrap_or("");
    query.split('&').find_map(|pair| {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        (form_decode(key) == name).then(|| form_decode(value))
    })
}

fn form_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut k = 0;
    while k < bytes.len() {
        match bytes[k] {
            b'+' => out.push(b' '),
            b'%' => {
                let hex = bytes
                    .get(k + 1..k + 3)
                    .and_then(|h| std::str::from_utf8(h).ok())
                    .and_then(|h| u8::from_str_radix(h, 16).ok());
                if let Some(byte) = hex {
                    out.push(byte);
                    k += 2;
                } else {
                    out.push(b'%');
                }
            }
            byte => out.push(byte),
        }
        k += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[test]
fn base64_and_the_query_decode_what_they_are_given() {
    assert_eq!(base64("aGVsbG8=").unwrap(), b"hello");
    assert_eq!(base64("aGVsbG8h").unwrap(), b"hello!");
    assert_eq!(base64("aGk=").unwrap(), b"hi");
    assert!(base64("a*").is_err());
    let url = "http://127.0.0.1:1/?game=x&board=2%203%0A1+2&moves=#top";
    assert_eq!(query_param(url, "board").as_deref(), Some("2 3\n1 2"));
    assert_eq!(query_param(url, "moves").as_deref(), Some(""));
    assert_eq!(query_param(url, "none"), None);
    let chunked =
        b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\n{\"v\r\n2\r\n\"}\r\n0\r\n\r\n";
    assert_eq!(response(chunked).unwrap(), Some((200, b"{\"v\"}".to_vec())));
    assert_eq!(response(&chunked[..chunked.len() - 7]).unwrap(), None);
    let plain = b"HTTP/1.1 404 Not Found\r\nContent-Length: 2\r\n\r\n{}";
    assert_eq!(response(plain).unwrap(), Some((404, b"{}".to_vec())));
    assert_eq!(response(&plain[..plain.len() - 1]).unwrap(), None);
    assert!(response_at_end(&plain[..plain.len() - 1]).is_err());
    let closed = b"HTTP/1.0 200 OK\r\n\r\n{}";
    assert_eq!(response(closed).unwrap(), None);
    assert_eq!(response_at_end(closed).unwrap(), (200, b"{}".to_vec()));
}
