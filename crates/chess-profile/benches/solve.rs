//! Solving random boards at and past the judge's limits, and the judge's
//! largest boards with `--solver rules` (the generic negamax over the
//! crate's rules) beside the kernel; and the binary against the textbook
//! C++ program (`benches/textbook.cpp`, `g++ -O2`: memoised minimax over
//! the staircases) on the judge's largest input, process against process,
//! printing the processor time of one run of each and their ratio (the
//! goal: at most 1).

#![allow(missing_docs, clippy::expect_used)]

use std::num::NonZeroUsize;
use std::path::Path;

use chess_profile::{Board, ChessProfile, Resources, analyze, try_analyze};
use common_io::testkit::textbook;
use common_io::{Solver, SplitMix64, Workers};
use criterion::{Criterion, criterion_group, criterion_main};

/// A board with values drawn uniformly from `0..=max` (fixed seed).
fn random_board(rows: usize, cols: usize, max: i64, seed: u64) -> Board {
    let mut rng = SplitMix64::new(seed);
    let mut values = || -> Vec<i64> { (0..rows * cols).map(|_| rng.range_i64(0, max)).collect() };
    let a = values();
    let b = values();
    Board::new(rows, cols, a, b).expect("valid board")
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("chess-profile");
    let judge = random_board(10, 10, 100_000, 1);
    group.bench_function("10x10 values to 1e5", |b| {
        b.iter(|| ChessProfile::answer(&analyze(&judge)))
    });
    let wide = random_board(10, 10, 1_000_000_000, 2);
    group.bench_function("10x10 values to 1e9", |b| {
        b.iter(|| ChessProfile::answer(&analyze(&wide)))
    });
    group.sample_size(10);
    // The same boards solved from the rules.
    let rules = Resources::default().with_solver(Solver::Rules);
    group.bench_function("10x10 values to 1e5, rules", |b| {
        b.iter(|| ChessProfile::answer(&try_analyze(&judge, &rules).expect("fits")))
    });
    group.bench_function("10x10 values to 1e9, rules", |b| {
        b.iter(|| ChessProfile::answer(&try_analyze(&wide, &rules).expect("fits")))
    });
    let big = random_board(13, 13, 100_000, 3);
    group.bench_function("13x13 values to 1e5", |b| {
        b.iter(|| ChessProfile::answer(&analyze(&big)))
    });
    // The table's two halves on two threads (`--threads 2`).
    let two = Workers::new(NonZeroUsize::new(2).expect("2 > 0"));
    let resources = Resources::new(&two);
    group.bench_function("13x13 values to 1e5, 2 threads", |b| {
        b.iter(|| ChessProfile::answer(&try_analyze(&big, &resources).expect("fits")))
    });
    // Process against process, on the judge's largest input (the family
    // `max`, seed 1), against the textbook C++ (`benches/textbook.cpp`).
    let binary = Path::new(env!("CARGO_BIN_EXE_chess-profile"));
    let input = textbook::run(binary, &["gen", "--family", "max", "--seed", "1"], b"");
    let name = "chess-profile, max seed 1";
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
