//! Solving open boards at and past the judge's limits: one 10×10 board, a
//! judge file of ten 10×10 boards, and one 20×20 board (on one thread and
//! on two); and the two shapes
//! of issue 16: a judge file of 100 long corridors (few positions, a long
//! game) and an open 3×133 board (depths holding a sixth of the positions).
//! And the binary against the textbook C++ program
//! (`benches/textbook.cpp`, `g++ -O2`: retrograde analysis over every
//! state) on the judge's largest input, process against process, printing
//! the processor time of one run of each and their ratio (the goal: at
//! most 1).

#![allow(missing_docs, clippy::expect_used)]

use std::path::Path;

use common_io::game::Game;
use common_io::testkit::textbook;
use criterion::{Criterion, criterion_group, criterion_main};
use pawn_retro::{Board, Cell, PawnRetro, Resources, analyze, judge};

/// The judge's answer for one board (the walk stops at the start's label).
fn solve(board: &Board) -> String {
    PawnRetro::try_answer(board, &Resources::default())
        .expect("fits")
        .to_string()
}

/// An open board (no obstacles) with the pieces at the given cells.
fn open(rows: usize, cols: usize, reds: [Cell; 2], black: Cell) -> Board {
    Board::new(rows, cols, vec![false; rows * cols], reds, black).expect("valid board")
}

fn fixture(name: &str) -> Vec<u8> {
    let path = format!(
        "{}/../../fixtures/pawn-retro/{name}.in",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read(path).expect("fixture")
}

/// A judge file of `count` 400×1 corridors: 394 free cells, black, a wall,
/// the two reds and a free cell shut in a pocket under it, a wall. Black
/// climbs 394 rows: a game of 788 moves over about 1,200 positions.
fn corridors(count: usize) -> Vec<u8> {
    let board = format!("400 1\n{}X\n#\nO\nO\n.\n#\n", ".\n".repeat(394));
    format!("0 {count}\n{}", board.repeat(count)).into_bytes()
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("pawn-retro");
    // Reds in the top corners, black in the middle of the bottom row: every
    // cell is in play (495,000 positions); red wins in 33.
    let board = open(10, 10, [Cell::new(0, 0), Cell::new(0, 9)], Cell::new(9, 5));
    group.bench_function("solve open 10x10", |b| b.iter(|| solve(&board)));
    group.bench_function("analyze open 10x10", |b| b.iter(|| analyze(&board)));
    // Ten open 10×10 boards, black on the bottom row, reds at random.
    let file = fixture("brute-open-10x10-x10");
    let ten = file.clone();
    group.bench_function("judge 10 open 10x10 boards", |b| {
        b.iter(|| judge(&file).expect("valid input"))
    });
    // The same file through the binary's shell with `--threads 2`: the
    // boards on two threads.
    group.bench_function("judge 10 open 10x10 boards, 2 threads", |b| {
        b.iter(|| {
            let mut out = Vec::new();
            let _status = common_io::program::run::<PawnRetro>(
                ["--threads", "2"].map(std::ffi::OsString::from),
                file.as_slice(),
                &mut out,
                std::io::sink(),
            );
            assert_eq!(out.iter().filter(|&&b| b == b'\n').count(), 10);
            out
        })
    });
    // A depth costs what it holds, not the number of black cells.
    let file = corridors(100);
    group.bench_function("judge 100 400x1 corridors", |b| {
        b.iter(|| judge(&file).expect("valid input"))
    });
    group.sample_size(10);
    // The same file solved from the rules (the generic retrograde
    // analysis), on one thread and on two (the boards side by side).
    for threads in ["1", "2"] {
        group.bench_function(
            format!("judge 10 open 10x10 boards, rules, {threads} thread(s)"),
            |b| {
                b.iter(|| {
                    let mut out = Vec::new();
                    let _status = common_io::program::run::<PawnRetro>(
                        ["--threads", threads, "--solver", "rules"].map(std::ffi::OsString::from),
                        ten.as_slice(),
                        &mut out,
                        std::io::sink(),
                    );
                    assert_eq!(out.iter().filter(|&&b| b == b'\n').count(), 10);
                    out
                })
            },
        );
    }
    // 31,920,000 positions; red wins in 73.
    let board = open(
        20,
        20,
        [Cell::new(0, 0), Cell::new(0, 19)],
        Cell::new(19, 10),
    );
    group.bench_function("solve open 20x20", |b| b.iter(|| solve(&board)));
    // The same board on two threads: its large depths dealt out.
    let two = common_io::Workers::new(std::num::NonZeroUsize::MIN.saturating_add(1));
    let resources = Resources::new(&two);
    group.bench_function("solve open 20x20, 2 threads", |b| {
        b.iter(|| {
            PawnRetro::try_answer(&board, &resources)
                .expect("fits")
                .to_string()
        })
    });
    // 31,680,999 positions, the first depths about 5.4 million each (more
    // than the queues' room: the densest blocks are scanned); black wins
    // in 4.
    let board = open(3, 133, [Cell::new(0, 0), Cell::new(0, 1)], Cell::new(2, 66));
    group.bench_function("solve open 3x133", |b| b.iter(|| solve(&board)));
    // Process against process, on the judge's largest input (the family
    // `max`, seed 1), against the textbook C++ (`benches/textbook.cpp`).
    let binary = Path::new(env!("CARGO_BIN_EXE_pawn-retro"));
    let input = textbook::run(binary, &["gen", "--family", "max", "--seed", "1"], b"");
    let name = "pawn-retro, max seed 1";
    if let Some(cpp) = textbook::compared(name, binary, env!("CARGO_MANIFEST_DIR"), &input) {
        group.bench_function("max seed 1, the binary", |b| {
            b.iter(|| textbook::run(binary, &["--threads", "1"], &input))
        });
        group.bench_function("max seed 1, the textbook C++ (g++ -O2)", |b| {
            b.iter(|| textbook::run(&cpp, &[], &input))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
