//! The explorer's tests: the API against the binaries' `--moves` text on
//! every game of the registry (`api`), the server under load and attack
//! (`load`), and the page in a real browser
//! (`browser`: a walk through every game; `page`: each capability of the
//! page; `in_step`: the page following what a person does; headless
//! Chrome or Chromium through chromedriver, `#[ignore]`d, CI runs them with
//! `--ignored`, with the machine's browser or, if it has none, Debian's),
//! through the WebDriver client of `webdriver`, over the HTTP client of
//! `http` (hyper's).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod api;
mod browser;
mod client;
mod http;
mod in_step;
mod load;
mod page;
mod play;
mod webdriver;
