//! The judge's largest files: the kernel's table of segments, and
//! `--solver rules` (the generic Sprague–Grundy solver over the crate's
//! rules); and the binary against the textbook C++ program
//! (`benches/textbook.cpp`, `g++ -O2`) on the same input, process against
//! process, on the judge's largest file and on a file at the crate's
//! limits. It prints the processor time of one run of each and their
//! ratio (the goal: at most 1).

#![allow(missing_docs, clippy::expect_used)]

use std::path::Path;

use common_io::game::{Game, Size};
use common_io::testkit::textbook;
use common_io::{Solver, SplitMix64};
use criterion::{Criterion, criterion_group, criterion_main};
use interval_game::generator::Family;
use interval_game::{
    Board, Interval, IntervalGame, JudgeInput, MAX_CASES, MAX_COORD, MAX_INTERVALS, Resources,
};

/// A file of `MAX_CASES` cases of `MAX_INTERVALS` intervals of length 1
/// to 6 with ends up to `MAX_COORD` (fixed seed).
fn largest() -> JudgeInput {
    let mut rng = SplitMix64::new(3);
    let case = |rng: &mut SplitMix64| {
        let intervals = (0..MAX_INTERVALS)
            .map(|_| {
                let len = rng.range(1, 6) as u32;
                let left = rng.range(1, u64::from(MAX_COORD - len)) as u32;
                Interval {
                    left,
                    right: left + len,
                }
            })
            .collect();
        Board::new(intervals).expect("valid case")
    };
    JudgeInput {
        cases: (0..MAX_CASES).map(|_| case(&mut rng)).collect(),
    }
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("interval-game");
    let judge = IntervalGame::generate(Family::Max, 7, Size::default()).expect("generated");
    let resources = Resources::default();
    group.bench_function("20 cases of 100, the judge's answer", |b| {
        b.iter(|| {
            judge
                .cases
                .iter()
                .map(|case| IntervalGame::try_answer(case, &resources).expect("fits"))
                .collect::<Vec<_>>()
        })
    });
    group.sample_size(10);
    let rules = Resources::default().with_solver(Solver::Rules);
    group.bench_function("20 cases of 100, rules", |b| {
        b.iter(|| {
            judge
                .cases
                .iter()
                .map(|case| IntervalGame::try_answer(case, &rules).expect("fits"))
                .collect::<Vec<_>>()
        })
    });

    // Process against process.
    let binary = Path::new(env!("CARGO_BIN_EXE_interval-game"));
    for (name, input) in [
        ("20 cases of 100", judge.to_string()),
        ("100 cases of 200", largest().to_string()),
    ] {
        let input = input.into_bytes();
        let label = format!("interval-game, {name}");
        let Some(cpp) = textbook::compared(&label, binary, env!("CARGO_MANIFEST_DIR"), &input)
        else {
            break;
        };
        group.bench_function(format!("{name}, the binary"), |b| {
            b.iter(|| textbook::run(binary, &["--threads", "1"], &input))
        });
        group.bench_function(format!("{name}, the textbook C++ (g++ -O2)"), |b| {
            b.iter(|| textbook::run(&cpp, &[], &input))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
