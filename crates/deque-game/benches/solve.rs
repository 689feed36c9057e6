//! The judge's longest rows: the judge's answer (two rows of values), the
//! whole analysis, `--solver rules` (the generic negamax over the crate's
//! rules); and the binary against the textbook C++ program
//! (`benches/textbook.cpp`, `g++ -O2`) on the same input, process against
//! process. It prints the processor time of one run of each and their
//! ratio (the goal: at most 1).

#![allow(missing_docs, clippy::expect_used)]

use std::path::Path;

use common_io::game::Game;
use common_io::testkit::textbook;
use common_io::{Solver, SplitMix64};
use criterion::{Criterion, criterion_group, criterion_main};
use deque_game::{Board, DequeGame, JUDGE_MAX_LEN, MAX_LEN, Resources, analyze};

/// `n` numbers drawn uniformly from `1..=max` (fixed seed).
fn random_row(n: usize, max: i64, seed: u64) -> Board {
    let mut rng = SplitMix64::new(seed);
    Board::new((0..n).map(|_| rng.range_i64(1, max)).collect()).expect("valid row")
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("deque-game");
    let judge = random_row(JUDGE_MAX_LEN, 1_000_000_000, 1);
    let resources = Resources::default();
    group.bench_function("3000 numbers, the judge's answer", |b| {
        b.iter(|| DequeGame::try_answer(&judge, &resources).expect("fits"))
    });
    group.bench_function("3000 numbers, every stretch", |b| {
        b.iter(|| {
            let analysis = analyze(&judge);
            DequeGame::outcome(&analysis, &DequeGame::start(&analysis))
        })
    });
    group.sample_size(10);
    let longest = random_row(MAX_LEN, 1_000_000_000, 2);
    group.bench_function("20000 numbers, the judge's answer", |b| {
        b.iter(|| DequeGame::try_answer(&longest, &resources).expect("fits"))
    });
    let rules = Resources::default().with_solver(Solver::Rules);
    group.bench_function("3000 numbers, rules", |b| {
        b.iter(|| DequeGame::try_answer(&judge, &rules).expect("fits"))
    });

    // Process against process, on the judge's longest row.
    let input = judge.to_string().into_bytes();
    let binary = Path::new(env!("CARGO_BIN_EXE_deque-game"));
    let name = "deque-game, 3000 numbers";
    if let Some(cpp) = textbook::compared(name, binary, env!("CARGO_MANIFEST_DIR"), &input) {
        group.bench_function("3000 numbers, the binary", |b| {
            b.iter(|| textbook::run(binary, &["--threads", "1"], &input))
        });
        group.bench_function("3000 numbers, the textbook C++ (g++ -O2)", |b| {
            b.iter(|| textbook::run(&cpp, &[], &input))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
