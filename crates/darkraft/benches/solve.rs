//! Solving random grids at the judge's limit (20×20) and at 64×64, and the
//! hardest mix found at the limits: mostly `X` with random `L` and `R`
//! (issue 16); and the binary against the textbook C++ program
//! (`benches/textbook.cpp`, `g++ -O2`: Sprague-Grundy values of the
//! rotated rectangles) on the judge's largest input, process against
//! process, printing the processor time of one run of each and their
//! ratio (the goal: at most 1).

#![allow(missing_docs, clippy::expect_used)]

use std::num::NonZeroUsize;
use std::path::Path;

use common_io::SplitMix64;
use common_io::testkit::textbook;
use common_io::{Resources, Solver, Workers};
use criterion::{Criterion, criterion_group, criterion_main};
use darkraft::{Answer, Board, Darkraft, Letter, analyze, try_analyze, winning_moves};

/// The judge's answer, on the current thread.
fn solve(grid: &Board) -> Answer {
    Darkraft::answer(&analyze(grid))
}

/// A grid of uniformly random letters from a fixed seed.
fn random_grid(rows: usize, cols: usize, seed: u64) -> Board {
    let mut rng = SplitMix64::new(seed);
    let letters = (0..rows * cols)
        .map(|_| [Letter::L, Letter::R, Letter::X][rng.range_usize(0, 2)])
        .collect();
    Board::new(rows, cols, letters).expect("valid grid")
}

/// A grid whose cells are `X` with chance `x_percent` %, else `L` or `R`
/// with even chances, from a fixed seed. At 90 % `X` on 63×65 (seed 1),
/// Grundy numbers reach 266, past the 256 that all-`X` boards stay below
/// (240), so the tallest bands take option sets of 8 words, not 4.
fn mixed_grid(rows: usize, cols: usize, seed: u64, x_percent: u64) -> Board {
    let mut rng = SplitMix64::new(seed);
    let letters = (0..rows * cols)
        .map(|_| {
            if rng.chance(x_percent, 100) {
                Letter::X
            } else if rng.chance(50, 100) {
                Letter::L
            } else {
                Letter::R
            }
        })
        .collect();
    Board::new(rows, cols, letters).expect("valid grid")
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("darkraft");
    let judge = random_grid(20, 20, 1);
    group.bench_function("20x20 random", |b| b.iter(|| solve(&judge)));
    let all_x = Board::filled(20, 20, Letter::X).expect("valid grid");
    group.bench_function("20x20 all X", |b| b.iter(|| solve(&all_x)));
    group.bench_function("20x20 random, winning moves", |b| {
        b.iter(|| winning_moves(&analyze(&judge)))
    });
    group.sample_size(10);
    // The judge's largest grids solved from the rules (the generic
    // Sprague–Grundy solver over groups of cells).
    let rules = Resources::default().with_solver(Solver::Rules);
    group.bench_function("20x20 random, rules", |b| {
        b.iter(|| Darkraft::answer(&try_analyze(&judge, &rules).expect("fits")))
    });
    group.bench_function("20x20 all X, rules", |b| {
        b.iter(|| Darkraft::answer(&try_analyze(&all_x, &rules).expect("fits")))
    });
    let big = random_grid(64, 64, 2);
    group.bench_function("64x64 random", |b| b.iter(|| solve(&big)));
    // The slowest boards next to each other, for their ratio in one run.
    let big_all_x = Board::filled(64, 64, Letter::X).expect("valid grid");
    group.bench_function("64x64 all X", |b| b.iter(|| solve(&big_all_x)));
    let mixed = mixed_grid(63, 65, 1, 90);
    group.bench_function("63x65 90% X, random L/R", |b| b.iter(|| solve(&mixed)));
    // The two parity classes on two threads (`--threads 2`).
    let two = Workers::new(NonZeroUsize::new(2).expect("2 > 0"));
    let resources = Resources::new(&two);
    group.bench_function("64x64 all X, 2 threads", |b| {
        b.iter(|| Darkraft::answer(&try_analyze(&big_all_x, &resources).expect("fits")))
    });
    // Process against process, on the judge's largest input (the family
    // `max`, seed 1), against the textbook C++ (`benches/textbook.cpp`).
    let binary = Path::new(env!("CARGO_BIN_EXE_darkraft"));
    let input = textbook::run(binary, &["gen", "--family", "max", "--seed", "1"], b"");
    let name = "darkraft, max seed 1";
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
