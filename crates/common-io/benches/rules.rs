//! The generic solvers of the rules layer, in positions a second
//! (criterion's elements: the positions each solution holds, or for
//! `Nimbers` the moves of its parts), on one thread and on two:
//!
//! - `Tablebase`: the toy subtraction game (`common_io::game::toy`), a
//!   heap of 100,000 and at most 7 a move: 200,001 positions;
//! - `Nimbers`: Kayles on rows of up to 1,500 pins (a move knocks down one
//!   pin or two neighbours, splitting a row in two): each row length is a
//!   part, 1,501 parts; counted in moves (2,250,000: one per part and
//!   move, its result's parts looked up);
//! - `Scores`: the game of taking either end of a row of 1,000 numbers
//!   (each side maximises its sum minus the other's): 500,501 positions;
//!   and `IndexedScores` on the same game, its positions `(lo, hi)`
//!   numbered as `rules::Stretches` numbers them (the same 500,501), walked
//!   from the start; and on a row of 3,000 valued tier by tier (by
//!   length: 4,504,501 numbers, each tier's split between the threads);
//! - `IndexedNimbers`, tier by tier: trimming a row of 3,000 numbers from
//!   1 to 3 (a move takes from one end at most as many numbers as the
//!   number at that end; who cannot move loses), numbered and tiered as
//!   the row of 3,000 above (4,504,501 numbers, up to 6 moves each).
//!
//! The walks by tiers share each tier between the threads; the other
//! solvers solve one board on one thread whatever the workers: the
//! two-thread runs show it (a file of boards runs its boards side by side,
//! in the binaries' shell).

#![allow(missing_docs, clippy::expect_used)]

use std::num::NonZeroUsize;
use std::ops::Range;

use common_io::game::toy::Heap;
use common_io::rules::{
    Impartial, Indexed, IndexedNimbers, IndexedScores, Nimbers, Rules, Scores, Scoring, Solution,
    Stretches, Tablebase,
};
use common_io::{Resources, SplitMix64, Workers};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

/// Kayles on one row of `n` pins; a position is the sorted lengths of its
/// rows.
struct Kayles(u32);

impl Rules for Kayles {
    type Position = Vec<u32>;
    /// The row, where the knocked pins start, and how many (1 or 2).
    type Move = (usize, u32, u32);

    fn start(&self) -> Vec<u32> {
        vec![self.0]
    }

    fn legal_moves(&self, rows: &Vec<u32>, moves: &mut Vec<(usize, u32, u32)>) {
        for (r, &len) in rows.iter().enumerate() {
            for take in 1..=2 {
                moves.extend(
                    (0..=len.saturating_sub(take))
                        .filter(|_| len >= take)
                        .map(|at| (r, at, take)),
                );
            }
        }
    }

    fn play(&self, rows: &Vec<u32>, &(r, at, take): &(usize, u32, u32)) -> Vec<u32> {
        let mut next = rows.clone();
        let len = next.swap_remove(r);
        next.extend([at, len - at - take].into_iter().filter(|&l| l > 0));
        next.sort_unstable();
        next
    }

    fn heap_bytes(&self, rows: &Vec<u32>) -> usize {
        rows.capacity() * 4
    }
}

impl Impartial for Kayles {
    fn parts(&self, rows: &Vec<u32>, parts: &mut Vec<Vec<u32>>) {
        parts.extend(rows.iter().map(|&len| vec![len]));
    }
}

/// Taking either end of a row of numbers; a position is the range left.
struct Ends(Vec<i64>);

impl Rules for Ends {
    type Position = (u32, u32);
    /// Whether the first number is taken (else the last).
    type Move = bool;

    fn start(&self) -> (u32, u32) {
        (0, self.0.len() as u32)
    }

    fn legal_moves(&self, &(lo, hi): &(u32, u32), moves: &mut Vec<bool>) {
        if lo < hi {
            moves.extend([true, false]);
        }
    }

    fn play(&self, &(lo, hi): &(u32, u32), &first: &bool) -> (u32, u32) {
        if first { (lo + 1, hi) } else { (lo, hi - 1) }
    }
}

impl Scoring for Ends {
    fn gain(&self, &(lo, hi): &(u32, u32), &first: &bool) -> i64 {
        self.0[if first { lo } else { hi - 1 } as usize]
    }
}

impl Indexed for Ends {
    fn count(&self) -> usize {
        Stretches::new(self.0.len()).count()
    }

    fn index(&self, &(lo, hi): &(u32, u32)) -> usize {
        Stretches::new(self.0.len()).index(lo as usize, hi as usize)
    }

    fn position(&self, index: usize) -> (u32, u32) {
        let (lo, hi) = Stretches::new(self.0.len()).stretch(index);
        (lo as u32, hi as u32)
    }
}

/// Rules whose positions are the stretches `(lo, hi)` of a row of `len`
/// numbers, each move leaving a shorter one.
trait OnRow: Rules<Position = (u32, u32)> {
    fn len(&self) -> usize;
}

impl OnRow for Ends {
    fn len(&self) -> usize {
        self.0.len()
    }
}

/// Rules on a row with their tiers by length: numbered as
/// `rules::Stretches` numbers them, a tier's stretches stepped from its
/// first (`Stretches::stretches`).
struct Tiered<G>(G);

impl<G: OnRow> Rules for Tiered<G> {
    type Position = (u32, u32);
    type Move = G::Move;

    fn start(&self) -> (u32, u32) {
        self.0.start()
    }

    fn legal_moves(&self, position: &(u32, u32), moves: &mut Vec<G::Move>) {
        self.0.legal_moves(position, moves)
    }

    fn play(&self, position: &(u32, u32), mv: &G::Move) -> (u32, u32) {
        self.0.play(position, mv)
    }
}

impl<G: OnRow + Scoring> Scoring for Tiered<G> {
    fn gain(&self, position: &(u32, u32), mv: &G::Move) -> i64 {
        self.0.gain(position, mv)
    }
}

/// A stretch is one part, whole.
impl<G: OnRow + Impartial> Impartial for Tiered<G> {}

impl<G: OnRow> Indexed for Tiered<G> {
    fn count(&self) -> usize {
        Stretches::new(self.0.len()).count()
    }

    fn index(&self, &(lo, hi): &(u32, u32)) -> usize {
        Stretches::new(self.0.len()).index(lo as usize, hi as usize)
    }

    fn position(&self, index: usize) -> (u32, u32) {
        let (lo, hi) = Stretches::new(self.0.len()).stretch(index);
        (lo as u32, hi as u32)
    }

    fn positions(&self, numbers: Range<usize>) -> impl Iterator<Item = (u32, u32)> {
        let stretches = Stretches::new(self.0.len()).stretches(numbers);
        stretches.map(|(lo, hi)| (lo as u32, hi as u32))
    }

    fn tiers(&self) -> Option<Vec<usize>> {
        Some(Stretches::new(self.0.len()).tiers())
    }
}

/// Trimming a row of numbers from 1 to 3: a move takes from the first end
/// (`true`) or the last at most as many numbers as the number there, and
/// who cannot move (the row empty) loses.
struct Trim(Vec<u8>);

impl Rules for Trim {
    type Position = (u32, u32);
    /// The end taken from, and how many.
    type Move = (bool, u32);

    fn start(&self) -> (u32, u32) {
        (0, self.0.len() as u32)
    }

    fn legal_moves(&self, &(lo, hi): &(u32, u32), moves: &mut Vec<(bool, u32)>) {
        if lo < hi {
            let most = |at: u32| u32::from(self.0[at as usize]).min(hi - lo);
            moves.extend((1..=most(lo)).map(|k| (true, k)));
            moves.extend((1..=most(hi - 1)).map(|k| (false, k)));
        }
    }

    fn play(&self, &(lo, hi): &(u32, u32), &(first, k): &(bool, u32)) -> (u32, u32) {
        if first { (lo + k, hi) } else { (lo, hi - k) }
    }
}

impl Impartial for Trim {}

impl OnRow for Trim {
    fn len(&self) -> usize {
        self.0.len()
    }
}

fn bench(c: &mut Criterion) {
    let one = Workers::current_thread();
    let two = Workers::new(NonZeroUsize::MIN.saturating_add(1));
    let mut rng = SplitMix64::new(1);
    let numbers: Vec<i64> = (0..1000).map(|_| rng.range_i64(1, 1_000_000_000)).collect();
    let long: Vec<i64> = (0..3000).map(|_| rng.range_i64(1, 1_000_000_000)).collect();
    let trims: Vec<u8> = (0..3000).map(|_| rng.range(1, 3) as u8).collect();
    let mut group = c.benchmark_group("rules");
    group.sample_size(10);
    for (threads, workers) in [(1, &one), (2, &two)] {
        let resources = Resources::new(workers);
        let heap = Heap {
            heap: 100_000,
            take: 7,
        };
        let positions = Tablebase::solve(heap, &resources).expect("fits").len();
        group.throughput(Throughput::Elements(positions as u64));
        group.bench_function(
            format!("Tablebase subtraction 100000, {threads} thread(s)"),
            |b| b.iter(|| Tablebase::solve(heap, &resources).expect("fits").len()),
        );
        // Each row of n pins has n moves of one pin and n - 1 of two.
        let moves: u64 = (1..=1500u64).map(|n| 2 * n - 1).sum();
        group.throughput(Throughput::Elements(moves));
        group.bench_function(format!("Nimbers Kayles 1500, {threads} thread(s)"), |b| {
            b.iter(|| {
                Nimbers::solve(Kayles(1500), &resources)
                    .expect("fits")
                    .len()
            })
        });
        let ends = Ends(numbers.clone());
        let positions = Scores::solve(Ends(numbers.clone()), &resources)
            .expect("fits")
            .len();
        group.throughput(Throughput::Elements(positions as u64));
        group.bench_function(format!("Scores ends of 1000, {threads} thread(s)"), |b| {
            b.iter(|| {
                Scores::solve(Ends(ends.0.clone()), &resources)
                    .expect("fits")
                    .len()
            })
        });
        group.bench_function(
            format!("IndexedScores ends of 1000, {threads} thread(s)"),
            |b| {
                b.iter(|| {
                    IndexedScores::solve(Ends(ends.0.clone()), &resources)
                        .expect("fits")
                        .len()
                })
            },
        );
        // Every stretch of a row of 3000 (the empty one at 0 too), tier by
        // tier: tiers of up to 3001 numbers, split between the threads.
        let tiered = || Tiered(Ends(long.clone()));
        let numbers = tiered().count();
        group.throughput(Throughput::Elements(numbers as u64));
        group.bench_function(
            format!("IndexedScores ends of 3000, tiers, {threads} thread(s)"),
            |b| {
                b.iter(|| {
                    IndexedScores::solve(tiered(), &resources)
                        .expect("fits")
                        .len()
                })
            },
        );
        // The same numbers and tiers, valued by the mex of their moves'.
        let trim = || Tiered(Trim(trims.clone()));
        group.bench_function(
            format!("IndexedNimbers trimming 3000, tiers, {threads} thread(s)"),
            |b| {
                b.iter(|| {
                    IndexedNimbers::solve(trim(), &resources)
                        .expect("fits")
                        .len()
                })
            },
        );
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
