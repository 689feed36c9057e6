//! A typed WebDriver client of the commands the browser tests use, to
//! chromedriver on 127.0.0.1 over the tests' hyper client (`super::http`):
//! every command with its limits, the W3C errors as a type with their
//! code, and a session deleted when the last handle on it drops. The names
//! are those of the W3C WebDriver commands
//! (<https://www.w3.org/TR/webdriver2/>).

use std::fmt;
use std::net::{Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use base64::Engine as _;
use hyper::Method;
use serde_json::{Value, json};

use crate::http;

/// The key under which WebDriver names an element in JSON.
const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

/// How long a command may take, from its request's first byte to its
/// response's last (a page load, a script: chromedriver's own page-load
/// limit is 300 s, but the tests' pages load in well under a second).
const COMMAND: Duration = Duration::from_secs(120);

/// How long [`Wait::for_element`] waits.
const WAIT: Duration = Duration::from_secs(30);

/// A command that failed.
#[derive(Debug)]
pub(crate) enum Error {
    /// The driver answered with a W3C error: its code (`no such element`,
    /// `invalid session id`, ...), its message, and the HTTP status.
    WebDriver {
        command: String,
        status: u16,
        code: String,
        message: String,
    },
    /// The command got no answer: no connection, a broken one, or none
    /// within its limit.
    Http { command: String, error: http::Error },
    /// The answer is not what the command returns.
    Protocol { command: String, what: String },
}

impl Error {
    /// The W3C error code, for an error the driver answered.
    pub(crate) fn code(&self) -> Option<&str> {
        match self {
            Error::WebDriver { code, .. } => Some(code),
            _ => None,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::WebDriver {
                command,
                status,
                code,
                message,
            } => write!(f, "{command}: {status} {code}: {message}"),
            Error::Http { command, error } => write!(f, "{command}: {error}"),
            Error::Protocol { command, what } => write!(f, "{command}: {what}"),
        }
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

/// A WebDriver session; clones share it, and the last one dropped deletes
/// it (its browser closes) unless [`Client::close`] did.
#[derive(Clone)]
pub(crate) struct Client {
    session: Arc<Session>,
}

struct Session {
    driver: SocketAddr,
    id: String,
    /// Set once [`Client::close`] has deleted it.
    closed: AtomicBool,
}

/// Deletes the session unless [`Client::close`] did, on a thread of its
/// own (a drop cannot wait on the test's runtime, which may be the one
/// dropping it): the browser closes before its driver is killed. Nothing
/// to do when the driver is gone.
impl Drop for Session {
    fn drop(&mut self) {
        if self.closed.load(Ordering::Relaxed) {
            return;
        }
        let (driver, path) = (self.driver, format!("/session/{}", self.id));
        let deleted = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .ok()?;
            runtime
                .block_on(send(
                    driver,
                    Method::DELETE,
                    &path,
                    None,
                    Duration::from_secs(10),
                ))
                .ok()
        });
        let _ = deleted.join();
    }
}

impl Client {
    /// Opens a session on the driver at `127.0.0.1:port` with
    /// `capabilities` (W3C `alwaysMatch`).
    pub(crate) async fn connect(port: u16, capabilities: Value) -> Result<Client> {
        let driver = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
        let body = json!({ "capabilities": { "alwaysMatch": capabilities } });
        let value = send(driver, Method::POST, "/session", Some(&body), COMMAND).await?;
        let id = value["sessionId"].as_str().ok_or_else(|| Error::Protocol {
            command: "POST /session".into(),
            what: format!("no session id in {value}"),
        })?;
        Ok(Client {
            session: Arc::new(Session {
                driver,
                id: id.to_string(),
                closed: AtomicBool::new(false),
            }),
        })
    }

    /// A command of this session: `path` is what follows `/session/{id}`.
    async fn command(&self, method: Method, path: &str, body: Option<Value>) -> Result<Value> {
        let path = format!("/session/{}{path}", self.session.id);
        send(self.session.driver, method, &path, body.as_ref(), COMMAND).await
    }

    async fn post(&self, path: &str, body: Value) -> Result<Value> {
        self.command(Method::POST, path, Some(body)).await
    }

    async fn get(&self, path: &str) -> Result<Value> {
        self.command(Method::GET, path, None).await
    }

    /// Ends the session (the browser closes), and says how that went; the
    /// drop of the last handle then has nothing to delete.
    pub(crate) async fn close(&self) -> Result<()> {
        self.command(Method::DELETE, "", None).await?;
        self.session.closed.store(true, Ordering::Relaxed);
        Ok(())
    }

    pub(crate) async fn goto(&self, url: &str) -> Result<()> {
        self.post("/url", json!({ "url": url })).await.map(drop)
    }

    pub(crate) async fn current_url(&self) -> Result<String> {
        let value = self.get("/url").await?;
        string("GET /url", value)
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
        let command = "GET /screenshot";
        let value = self.get("/screenshot").await?;
        base64::engine::general_purpose::STANDARD
            .decode(string(command, value)?)
            .map_err(|e| Error::Protocol {
                command: command.into(),
                what: format!("not base64: {e}"),
            })
    }

    /// Waits for elements to appear.
    pub(crate) fn wait(&self) -> Wait<'_> {
        Wait { client: self }
    }

    fn element(&self, value: &Value) -> Result<Element> {
        let id = value[ELEMENT].as_str().ok_or_else(|| Error::Protocol {
            command: "find".into(),
            what: format!("not an element: {value}"),
        })?;
        Ok(Element {
            client: self.clone(),
            id: id.to_string(),
        })
    }

    fn elements(&self, value: &Value) -> Result<Vec<Element>> {
        value
            .as_array()
            .ok_or_else(|| Error::Protocol {
                command: "find".into(),
                what: format!("not a list of elements: {value}"),
            })?
            .iter()
            .map(|v| self.element(v))
            .collect()
    }
}

/// Waiting for an element: up to [`WAIT`], asking every 100 ms while the
/// driver says there is no such element; any other error ends the wait at
/// once (a dead session or driver, above all).
pub(crate) struct Wait<'a> {
    client: &'a Client,
}

impl Wait<'_> {
    pub(crate) async fn for_element(self, locator: Locator<'_>) -> Result<Element> {
        let start = Instant::now();
        loop {
            match self.client.find(locator).await {
                Ok(element) => return Ok(element),
                Err(e) if e.code() != Some("no such element") || start.elapsed() > WAIT => {
                    return Err(e);
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
        string("text", self.get("/text").await?)
    }

    /// Its attribute `name`, `None` when it has none.
    pub(crate) async fn attr(&self, name: &str) -> Result<Option<String>> {
        match self.get(&format!("/attribute/{name}")).await? {
            Value::Null => Ok(None),
            value => string("attribute", value).map(Some),
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
            .ok_or_else(|| Error::Protocol {
                command: "displayed".into(),
                what: "not a boolean".into(),
            })
    }
}

fn string(command: &str, value: Value) -> Result<String> {
    match value {
        Value::String(s) => Ok(s),
        other => Err(Error::Protocol {
            command: command.into(),
            what: format!("not a string: {other}"),
        }),
    }
}

/// Sends one command and returns its `value`, or the driver's error.
async fn send(
    driver: SocketAddr,
    method: Method,
    path: &str,
    body: Option<&Value>,
    limit: Duration,
) -> Result<Value> {
    let command = format!("{method} {path}");
    let body = body.map(|body| body.to_string().into_bytes());
    let response = http::request(driver, method, path, body, limit)
        .await
        .map_err(|error| Error::Http {
            command: command.clone(),
            error,
        })?;
    let protocol = |what: String| Error::Protocol {
        command: command.clone(),
        what,
    };
    let mut json: Value = serde_json::from_slice(&response.body)
        .map_err(|e| protocol(format!("{e}: {}", String::from_utf8_lossy(&response.body))))?;
    let value = json
        .get_mut("value")
        .map(Value::take)
        .unwrap_or(Value::Null);
    if response.status.is_success() {
        return Ok(value);
    }
    match (value["error"].as_str(), value["message"].as_str()) {
        (Some(code), message) => Err(Error::WebDriver {
            command,
            status: response.status.as_u16(),
            code: code.to_string(),
            message: message.unwrap_or_default().to_string(),
        }),
        (None, _) => Err(protocol(format!(
            "{} without a W3C error: {value}",
            response.status
        ))),
    }
}

/// The value of the query parameter `name` of `url`
/// (`application/x-www-form-urlencoded`, as the page writes it).
pub(crate) fn query_param(url: &str, name: &str) -> Option<String> {
    let query = url.split_once('?')?.1;
    let query = query.split('#').next().unwrap_or("");
    form_urlencoded::parse(query.as_bytes())
        .find(|(key, _)| key == name)
        .map(|(_, value)| value.into_owned())
}

#[test]
fn the_query_decodes_what_the_page_writes() {
    let url = "http://127.0.0.1:1/?game=x&board=2%203%0A1+2&moves=#top";
    assert_eq!(query_param(url, "board").as_deref(), Some("2 3\n1 2"));
    assert_eq!(query_param(url, "moves").as_deref(), Some(""));
    assert_eq!(query_param(url, "none"), None);
}
