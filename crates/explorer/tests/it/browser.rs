//! The page in a real browser: headless Chrome or Chromium driven through
//! chromedriver (WebDriver, `super::webdriver`), as a person uses it. For
//! every game: the moves listed are the API's, best first; a click plays a
//! move and changes the URL; reloading that URL shows the same position;
//! ← and → (and the Forward button, and the browser's back) step back and
//! forward; a bad board shows its error line.
//! A screenshot of each game's page is saved under
//! `target/explorer-screenshots/` (the guide's are copies).

use std::io::Write;
use std::net::SocketAddr;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use common_io::game::{AnyGame, Mode};
use serde_json::json;

use crate::client::{self, encode, get, moves_path};
use crate::webdriver::{Client, Locator};

/// chromedriver on a free port, with a temporary directory of its own (its
/// `TMPDIR`, and so its browser's). Dropped, it kills chromedriver and every
/// process it started (the browser and the browser's own: see
/// [`Driver::processes`]), waits until they are gone, and removes the
/// directory: Chromium leaves a directory for its singleton socket in the
/// temporary directory at each start, which would pile up in `/tmp`.
struct Driver {
    child: Child,
    port: u16,
    tmp: PathBuf,
}

impl Driver {
    /// chromedriver and every process it started, and theirs: each process
    /// of chromedriver's process group (see start_driver), and each whose
    /// environment holds this driver's `TMPDIR`, which they inherit
    /// whatever their parent or group has become since. Chromium's crash
    /// handlers leave both the group and their parent; its zygotes keep the
    /// group but not the environment.
    fn processes(&self) -> Vec<u32> {
        let group = self.child.id();
        let marker = format!("TMPDIR={}", self.tmp.display());
        let mut found = Vec::new();
        for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
            let Some(pid) = entry
                .file_name()
                .to_str()
                .and_then(|n| n.parse::<u32>().ok())
            else {
                continue;
            };
            // The group is the third field after the command's name (which
            // is in parentheses and may hold spaces).
            let stat = std::fs::read_to_string(entry.path().join("stat")).unwrap_or_default();
            let in_group = stat
                .rsplit_once(") ")
                .and_then(|(_, rest)| rest.split(' ').nth(2)?.parse::<u32>().ok())
                == Some(group);
            let environment = std::fs::read(entry.path().join("environ")).unwrap_or_default();
            let marked = environment
                .split(|&b| b == 0)
                .any(|variable| variable == marker.as_bytes());
            if in_group || marked {
                found.push(pid);
            }
        }
        found
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let family = self.processes();
        let mut kill = Command::new("kill");
        // The group chromedriver leads, and each of its processes outside
        // it.
        kill.args(["-KILL", "--", &format!("-{}", self.child.id())]);
        kill.args(family.iter().map(u32::to_string));
        let _ = kill.stderr(Stdio::null()).status();
        let _ = self.child.kill();
        let _ = self.child.wait();
        // A signal is delivered, not awaited: the drop ends when they have
        // ended (or after 10 s, when the machine is that slow).
        let start = Instant::now();
        while family.iter().any(|&pid| alive(pid)) && start.elapsed() < Duration::from_secs(10) {
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = std::fs::remove_dir_all(&self.tmp);
    }
}

/// Whether `pid` still runs (not gone, and not a zombie waiting to be
/// reaped).
pub(crate) fn alive(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
        stat.rsplit_once(") ")
            .is_some_and(|(_, rest)| !rest.starts_with(['Z', 'X']))
    })
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// The browser tests run at most two at a time: each starts a Chromium,
/// which mostly waits for the page (the tests' delays, the explorer's
/// answers), so two overlap well on two cores; more would starve each
/// other on a small machine.
static BROWSERS: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(2);

/// chromedriver on a free port, once fewer than two other browser tests
/// run; the permit lets the next one start when dropped.
async fn driver() -> (Driver, tokio::sync::SemaphorePermit<'static>) {
    let turn = BROWSERS
        .acquire()
        .await
        .expect("the semaphore is never closed");
    (start_driver().await, turn)
}

/// The browser and its driver that the tests use, found once by the
/// workspace's `.ci/browser` (the one place they are looked for: it honours
/// `$CHROME_BIN` and `$CHROMEDRIVER`, and says in its comment where else it
/// looks). Both are printed to the terminal, past the test harness's
/// capture, once a run.
struct Browser {
    chrome: PathBuf,
    driver: PathBuf,
}

fn found() -> &'static Browser {
    static FOUND: OnceLock<Browser> = OnceLock::new();
    FOUND.get_or_init(|| {
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../.ci/browser");
        let out = Command::new("bash")
            .arg(&script)
            .stdin(Stdio::null())
            .output()
            .unwrap_or_else(|e| panic!("bash {}: {e}", script.display()));
        assert!(
            out.status.success(),
            "the browser tests need a browser and its driver: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        );
        let text = String::from_utf8(out.stdout).expect(".ci/browser prints text");
        let field = |name: &str| -> String {
            text.lines()
                .find_map(|line| line.strip_prefix(name)?.strip_prefix('='))
                .unwrap_or_else(|| panic!(".ci/browser printed no {name}: {text}"))
                .to_string()
        };
        let line = format!(
            "browser tests: {} ({}), {} ({})\n",
            field("CHROME_VERSION"),
            field("CHROME_BIN"),
            field("CHROMEDRIVER_VERSION"),
            field("CHROMEDRIVER")
        );
        // Straight to the terminal: the harness captures print! and eprint!.
        let _ = std::io::stderr().write_all(line.as_bytes());
        Browser {
            chrome: field("CHROME_BIN").into(),
            driver: field("CHROMEDRIVER").into(),
        }
    })
}

async fn start_driver() -> Driver {
    let port = free_port();
    // Short, under the system's temporary directory: a Unix socket's path
    // (Chromium's singleton) must stay under 108 bytes.
    let tmp = std::env::temp_dir().join(format!("explorer-it-{}-{port}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("the browser's temporary directory");
    // In a process group of its own, which its browser joins: the drop
    // kills them together.
    let child = Command::new(&found().driver)
        .arg(format!("--port={port}"))
        .env("TMPDIR", &tmp)
        .process_group(0)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts");
    let driver = Driver { child, port, tmp };
    let start = Instant::now();
    while tokio::net::TcpStream::connect(("127.0.0.1", port))
        .await
        .is_err()
    {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "chromedriver did not start"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    driver
}

async fn browser(driver: &Driver) -> Client {
    let capabilities = json!({
        "goog:chromeOptions": {
            "binary": found().chrome,
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1100,1250"],
        },
    });
    // chromedriver is on 127.0.0.1, over plain HTTP: no TLS.
    Client::connect(driver.port, capabilities)
        .await
        .expect("a WebDriver session")
}

/// A browser test's setting: an explorer, chromedriver (once fewer than
/// two other browser tests run) and a browser session on it. The fields drop in
/// order: the driver is killed, then the next browser test may start,
/// then the server stops.
pub(crate) struct Session {
    pub(crate) client: Client,
    pub(crate) address: SocketAddr,
    driver: Driver,
    _turn: tokio::sync::SemaphorePermit<'static>,
    _server: client::Server,
}

impl Session {
    pub(crate) async fn start() -> Session {
        let server = client::start(1 << 30).await;
        let (driver, turn) = driver().await;
        Session {
            client: browser(&driver).await,
            address: server.address,
            driver,
            _turn: turn,
            _server: server,
        }
    }

    /// The processes of this session's driver: chromedriver, its browser
    /// and the browser's own.
    pub(crate) fn processes(&self) -> Vec<u32> {
        self.driver.processes()
    }
}

/// A browser test that fails leaves no process behind: the panic drops its
/// session (deleted: the browser closes) and its driver (killed with every
/// process it started). And a driver dropped with its session still open
/// (its client leaked) kills the browser itself.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "starts a real browser: CI runs it with --ignored"]
async fn no_browser_process_outlives_a_failing_test() {
    let (sender, started) = tokio::sync::oneshot::channel();
    let failing = tokio::spawn(async move {
        let session = Session::start().await;
        let url = format!("http://{}/", session.address);
        session.client.goto(&url).await.unwrap();
        sender.send(session.processes()).unwrap();
        panic!("a browser test fails");
    });
    assert!(failing.await.unwrap_err().is_panic());
    let processes = started.await.unwrap();
    assert!(processes.len() >= 2, "a browser was running: {processes:?}");
    let left: Vec<u32> = processes.into_iter().filter(|&pid| alive(pid)).collect();
    assert!(
        left.is_empty(),
        "processes left by a failing test: {left:?}"
    );

    let (driver, _turn) = driver().await;
    let client = browser(&driver).await;
    let processes = driver.processes();
    assert!(processes.len() >= 2, "a browser was running: {processes:?}");
    std::mem::forget(client);
    drop(driver);
    let left: Vec<u32> = processes.into_iter().filter(|&pid| alive(pid)).collect();
    assert!(
        left.is_empty(),
        "processes left by a dropped driver: {left:?}"
    );
}

/// Polls `check` until it gives `Some`, for up to 60 seconds (a second or
/// two is usual; CI runs these tests beside the kill reports, on two cores).
pub(crate) async fn eventually<T, F, Fut>(what: &str, mut check: F) -> T
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Option<T>>,
{
    let start = Instant::now();
    loop {
        if let Some(value) = check().await {
            return value;
        }
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "timed out: {what}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The moves the page lists: `(data-move, data-value)` in order.
pub(crate) async fn listed(client: &Client) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let Ok(items) = client.find_all(Locator::Css("[data-moves] li")).await else {
        return out;
    };
    for item in items {
        let (Ok(Some(mv)), Ok(Some(value))) =
            (item.attr("data-move").await, item.attr("data-value").await)
        else {
            return Vec::new();
        };
        out.push((mv, value));
    }
    out
}

/// The API's moves of `board` after `moves`, best first (by rank, then in
/// the game's order), as the page should list them.
pub(crate) async fn expected(
    address: SocketAddr,
    game: &str,
    board: &str,
    moves: &[String],
) -> Vec<(String, String)> {
    let json = get(address, &moves_path(game, board, moves)).await.json();
    let mut all: Vec<(u64, usize, String, String)> = json["moves"]
        .as_array()
        .unwrap()
        .iter()
        .enumerate()
        .map(|(i, m)| {
            (
                m["rank"].as_u64().unwrap(),
                i,
                m["move"].as_str().unwrap().to_string(),
                m["value"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    all.sort();
    all.into_iter()
        .map(|(_, _, mv, value)| (mv, value))
        .collect()
}

pub(crate) async fn shows(client: &Client, want: &[(String, String)], what: &str) {
    eventually(what, || async {
        let now = listed(client).await;
        (now == want).then_some(())
    })
    .await;
}

/// The first board of `game`'s first sample (the page's first sample
/// button).
pub(crate) fn first_sample(game: &dyn AnyGame) -> String {
    game.split(game.about().samples[0].input.as_bytes())
        .unwrap()
        .swap_remove(0)
}

/// A one-board input of `game` with a few moves to play: a sample of one
/// board, else the first generated 5×5 board (by seed) whose optimal game
/// is three moves or more.
pub(crate) fn board_of(game: &dyn AnyGame) -> String {
    game.about()
        .samples
        .iter()
        .map(|s| s.input.to_string())
        .find(|input| {
            game.sizes(input.as_bytes())
                .is_ok_and(|sizes| sizes.len() == 1)
        })
        .unwrap_or_else(|| {
            let board = |seed| client::sized_board(game, "random", seed, 5, 5).unwrap();
            let plies = |board: &str| {
                let moves = game.text(board.as_bytes(), Mode::Moves).unwrap();
                moves.lines().filter(|l| l.starts_with("ply ")).count()
            };
            (1..=20)
                .map(board)
                .find(|b| plies(b) >= 3)
                .unwrap_or_else(|| board(1))
        })
}

pub(crate) fn screenshots() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target"));
    target.join("explorer-screenshots")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chrome or Chromium and chromedriver: CI runs it with --ignored"]
async fn the_page_plays_every_game_in_a_real_browser() {
    let session = Session::start().await;
    let (client, address) = (session.client.clone(), session.address);
    std::fs::create_dir_all(screenshots()).unwrap();
    for game in games::all() {
        let name = game.name();
        let board = board_of(*game);
        let url = format!("http://{address}/?game={name}&board={}", encode(&board));
        client.goto(&url).await.unwrap();
        // The moves listed are the API's, best first, with their values.
        let want = expected(address, name, &board, &[]).await;
        assert!(!want.is_empty(), "{name}");
        shows(&client, &want, &format!("{name}: the start's moves")).await;
        let cells = client
            .find_all(Locator::Css("svg[data-board] rect.cell"))
            .await
            .unwrap();
        let json = get(address, &moves_path(name, &board, &[])).await.json();
        let squares = json["picture"]["squares"].as_array().unwrap().len();
        assert_eq!(cells.len(), squares, "{name}");

        // A click on the best move plays it: the URL and the list change.
        let first = want[0].0.clone();
        client
            .find(Locator::Css(&format!(
                "[data-moves] li[data-move='{first}']"
            )))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
        let after = expected(address, name, &board, std::slice::from_ref(&first)).await;
        shows(&client, &after, &format!("{name}: after {first}")).await;
        let played_url = client.current_url().await.unwrap();
        assert!(
            crate::webdriver::query_param(&played_url, "moves").is_some(),
            "{played_url}"
        );
        // The last move is marked on the board.
        assert!(
            client
                .find(Locator::Css("svg[data-board] rect.last"))
                .await
                .is_ok()
        );
        // For the screenshot: a piece that moves (if the game has pieces)
        // selected, its targets shown.
        if let Ok(piece) = client
            .find(Locator::Css("svg[data-board] [data-piece]"))
            .await
        {
            piece.click().await.unwrap();
            client
                .wait()
                .for_element(Locator::Css("svg[data-board] rect.chosen"))
                .await
                .unwrap();
        }
        client
            .screenshot()
            .await
            .map(|png| std::fs::write(screenshots().join(format!("{name}.png")), png))
            .unwrap()
            .unwrap();

        // Reloading the URL shows the same position.
        client.refresh().await.unwrap();
        shows(&client, &after, &format!("{name}: after a reload")).await;
        assert_eq!(client.current_url().await.unwrap(), played_url);

        // The arrow keys (and the buttons) step back and forward.
        let body = client.find(Locator::Css("body")).await.unwrap();
        body.send_keys("\u{E012}").await.unwrap(); // ArrowLeft
        shows(&client, &want, &format!("{name}: back")).await;
        body.send_keys("\u{E014}").await.unwrap(); // ArrowRight
        shows(&client, &after, &format!("{name}: → forward")).await;
        body.send_keys("\u{E012}").await.unwrap();
        shows(&client, &want, &format!("{name}: back again")).await;
        client
            .find(Locator::Css("[data-action=forward]"))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
        shows(&client, &after, &format!("{name}: forward")).await;
        client.back().await.unwrap(); // the browser's own back
        shows(&client, &want, &format!("{name}: the browser's back")).await;

        // A sample is one click away (its first board, for a file of
        // several): its moves are listed.
        client
            .goto(&format!("http://{address}/?game={name}"))
            .await
            .unwrap();
        let sample = first_sample(*game);
        client
            .wait()
            .for_element(Locator::Css("[data-sample]"))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
        let sample_moves = expected(address, name, &sample, &[]).await;
        shows(&client, &sample_moves, &format!("{name}: the first sample")).await;

        // A bad board shows the binary's error line.
        let bad = "2 2\nQ";
        let line = format!("error: {}", game.judge(bad.as_bytes()).unwrap_err());
        client
            .goto(&format!(
                "http://{address}/?game={name}&board={}",
                encode(bad)
            ))
            .await
            .unwrap();
        let shown = eventually(&format!("{name}: the error"), || async {
            let element = client.find(Locator::Css("[data-error]")).await.ok()?;
            let text = element.text().await.ok()?;
            (!text.is_empty()).then_some(text)
        })
        .await;
        assert_eq!(shown, line);
    }
    client.close().await.unwrap();
}
