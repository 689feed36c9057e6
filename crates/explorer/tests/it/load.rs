//! The server under load and attack: many requests at once, all answered
//! as one at a time answers them; paths that try to leave the page serve
//! nothing from the disk; oversized input is a 4xx, and the server stays up.

use crate::client::{self, get, moves_path};

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_hundred_concurrent_requests_are_all_answered_correctly() {
    let server = client::start(1 << 30).await;
    // A few boards per game, at a few plies each: the expected answers,
    // one request at a time.
    let mut cases = Vec::new();
    for game in games::all() {
        for seed in 0..3 {
            let board = client::sized_board(*game, "random", seed, 4, 4).unwrap();
            let first = get(server.address, &moves_path(game.name(), &board, &[])).await;
            assert_eq!(first.status, 200, "{}", first.body);
            let json = first.json();
            let played: Vec<String> = json["moves"]
                .as_array()
                .unwrap()
                .iter()
                .take(2)
                .map(|m| m["move"].as_str().unwrap().to_string())
                .collect();
            cases.push((moves_path(game.name(), &board, &[]), first.body.clone()));
            for mv in played {
                let path = moves_path(game.name(), &board, &[mv]);
                let answer = get(server.address, &path).await;
                assert_eq!(answer.status, 200);
                cases.push((path, answer.body));
            }
        }
    }
    let address = server.address;
    let requests: Vec<_> = (0..200)
        .map(|k| {
            let (path, expected) = cases[k % cases.len()].clone();
            tokio::spawn(async move {
                let response = get(address, &path).await;
                assert_eq!(response.status, 200, "{path}");
                assert_eq!(response.body, expected, "{path}");
            })
        })
        .collect();
    for request in requests {
        request.await.unwrap();
    }
}

#[tokio::test]
async fn path_tricks_serve_nothing_from_the_disk() {
    let server = client::start(1 << 30).await;
    for path in [
        "/../../etc/passwd",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/..%2f..%2fetc%2fpasswd",
        "/app.js/../../../etc/passwd",
        "/api/..%2F..%2Fetc%2Fpasswd/moves?board=1",
        "/api/%2e%2e/moves",
        "//etc/passwd",
        "/assets/index.html",
        "/Cargo.toml",
        "/src/lib.rs",
    ] {
        let response = get(server.address, path).await;
        assert!(
            (400..500).contains(&response.status),
            "{path}: {}",
            response.status
        );
        assert!(!response.body.contains("root:"), "{path}");
        assert!(!response.body.contains("[package]"), "{path}");
    }
    // Still up, and the page is there.
    let page = get(server.address, "/").await;
    assert_eq!(page.status, 200);
    assert!(page.body.contains("data-moves"));
}

#[tokio::test]
async fn boards_past_the_limits_and_junk_are_4xx_and_the_server_stays_up() {
    let server = client::start(1 << 30).await;
    for game in games::all() {
        let name = game.name();
        for board in [
            "100000 100000\n".to_string(),
            "99999999999999999999999 1\n".to_string(),
            format!("64 65\n{}", "X".repeat(64 * 65)),
            "\u{0}\u{1}\u{2}".to_string(),
            "1 1\n".repeat(2000),
        ] {
            let response = get(server.address, &moves_path(name, &board, &[])).await;
            assert!(
                (400..500).contains(&response.status),
                "{name}: {board:.40}: {}",
                response.status
            );
        }
        let response = get(server.address, &format!("/api/{name}/moves?board=%ff%fe")).await;
        assert!((400..500).contains(&response.status));
        let response = get(
            server.address,
            &format!("/api/{name}/moves?board=1&moves=%"),
        )
        .await;
        assert!((400..500).contains(&response.status));
        let response = get(server.address, &format!("/api/{name}/generate?family=nope")).await;
        assert_eq!(response.status, 400);
    }
    assert_eq!(get(server.address, "/api/games").await.status, 200);
}
