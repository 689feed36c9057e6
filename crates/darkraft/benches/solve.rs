//! Solving random grids at the judge's limit (20×20) and at 64×64.

#![allow(missing_docs, clippy::expect_used)]

use common_io::testkit::SplitMix64;
use criterion::{Criterion, criterion_group, criterion_main};
use darkraft::{Grid, Letter, analyze, solve};

/// A grid of uniformly random letters from a fixed seed.
fn random_grid(rows: usize, cols: usize, seed: u64) -> Grid {
    let mut rng = SplitMix64::new(seed);
    let letters = (0..rows * cols)
        .map(|_| [Letter::L, Letter::R, Letter::X][rng.range_usize(0, 2)])
        .collect();
    Grid::new(rows, cols, letters).expect("valid grid")
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("darkraft");
    let judge = random_grid(20, 20, 1);
    group.bench_function("20x20 random", |b| b.iter(|| solve(&judge)));
    let all_x = Grid::filled(20, 20, Letter::X).expect("valid grid");
    group.bench_function("20x20 all X", |b| b.iter(|| solve(&all_x)));
    group.bench_function("20x20 random, winning moves", |b| {
        b.iter(|| analyze(&judge).winning_moves())
    });
    group.sample_size(10);
    let big = random_grid(64, 64, 2);
    group.bench_function("64x64 random", |b| b.iter(|| solve(&big)));
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
