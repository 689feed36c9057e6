//! The registry, and the workspace's `explorer` binary as a process (its
//! URL line, SIGTERM, its memory under concurrent large boards), through
//! the explorer's test client.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "../../../explorer/tests/it/client.rs"]
#[allow(dead_code)]
mod client;
#[path = "../../../explorer/tests/it/http.rs"]
mod http;
#[cfg(target_os = "linux")]
mod process;
mod registry;
