//! Solving open boards at and past the judge's limits: one 10×10 board, a
//! judge file of ten 10×10 boards, and one 20×20 board.

#![allow(missing_docs, clippy::expect_used)]

use criterion::{Criterion, criterion_group, criterion_main};
use pawn_retro::{Board, Cell, analyze, judge, solve};

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

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("pawn-retro");
    // Reds in the top corners, black in the middle of the bottom row: every
    // cell is in play (495,000 positions); red wins in 33.
    let board = open(10, 10, [Cell::new(0, 0), Cell::new(0, 9)], Cell::new(9, 5));
    group.bench_function("solve open 10x10", |b| b.iter(|| solve(&board)));
    group.bench_function("analyze open 10x10", |b| b.iter(|| analyze(&board)));
    // Ten open 10×10 boards, black on the bottom row, reds at random.
    let file = fixture("brute-open-10x10-x10");
    group.bench_function("judge 10 open 10x10 boards", |b| {
        b.iter(|| judge(&file).expect("valid input"))
    });
    group.sample_size(10);
    // 31,920,000 positions; red wins in 73.
    let board = open(
        20,
        20,
        [Cell::new(0, 0), Cell::new(0, 19)],
        Cell::new(19, 10),
    );
    group.bench_function("solve open 20x20", |b| b.iter(|| solve(&board)));
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
