//! The judge's largest circle: the kernel's backward pass with the sets
//! of every number (the most moves the judge allows) and with random
//! halves, `--solver rules` (the generic retrograde analysis over the
//! crate's rules); and the binary against the textbook C++ program
//! (`benches/textbook.cpp`, `g++ -O2`) on the same input, process against
//! process. It prints the processor time of one run of each and their
//! ratio (the goal: at most 1).

#![allow(missing_docs, clippy::expect_used)]

use std::path::Path;

use berzerk::{Board, JUDGE_MAX_OBJECTS, Resources, analyze, answer, try_analyze};
use common_io::testkit::textbook;
use common_io::{Solver, SplitMix64};
use criterion::{Criterion, criterion_group, criterion_main};

/// A set of `k` distinct numbers from `1..n` (fixed seed).
fn random_set(n: u32, k: usize, seed: u64) -> Vec<u32> {
    let mut rng = SplitMix64::new(seed);
    let mut all: Vec<u32> = (1..n).collect();
    rng.shuffle(&mut all);
    all.truncate(k);
    all
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("berzerk");
    group.sample_size(10);
    let n = JUDGE_MAX_OBJECTS;
    let every: Vec<u32> = (1..n).collect();
    let full = Board::new(n, every.clone(), every).expect("valid board");
    let half = Board::new(n, random_set(n, 3500, 1), random_set(n, 3500, 2)).expect("valid board");
    group.bench_function("7000 objects, every number", |b| {
        b.iter(|| answer(&analyze(&full)))
    });
    group.bench_function("7000 objects, half the numbers", |b| {
        b.iter(|| answer(&analyze(&half)))
    });
    let rules = Resources::default().with_solver(Solver::Rules);
    group.bench_function("7000 objects, half the numbers, rules", |b| {
        b.iter(|| answer(&try_analyze(&half, &rules).expect("fits")))
    });

    // Process against process.
    let binary = Path::new(env!("CARGO_BIN_EXE_berzerk"));
    for (name, input) in [
        ("every number", full.to_string()),
        ("half the numbers", half.to_string()),
    ] {
        let input = input.into_bytes();
        let label = format!("berzerk, 7000 objects, {name}");
        let Some(cpp) = textbook::compared(&label, binary, env!("CARGO_MANIFEST_DIR"), &input)
        else {
            break;
        };
        group.bench_function(format!("7000 objects, {name}, the binary"), |b| {
            b.iter(|| textbook::run(binary, &["--threads", "1"], &input))
        });
        group.bench_function(
            format!("7000 objects, {name}, the textbook C++ (g++ -O2)"),
            |b| b.iter(|| textbook::run(&cpp, &[], &input)),
        );
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
