//! Throughput of the scanner on a judge-like file of integers.

#![allow(missing_docs)]

use common_io::Scanner;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

/// About 10 MB of integers in 0..=1_000_000_000, 10 per line.
fn input() -> Vec<u8> {
    let mut text = String::with_capacity(10 << 20);
    let mut i = 0u64;
    while text.len() < 10_000_000 {
        // Values spread over the whole range (a multiplicative hash of i),
        // so every token length occurs.
        text.push_str(&(i.wrapping_mul(2_654_435_761) % 1_000_000_001).to_string());
        i += 1;
        text.push(if i.is_multiple_of(10) { '\n' } else { ' ' });
    }
    text.into_bytes()
}

fn bench(c: &mut Criterion) {
    let bytes = input();
    let mut group = c.benchmark_group("scanner");
    group.throughput(Throughput::Bytes(bytes.len() as u64));
    group.sample_size(20);
    group.bench_function("10MB of i64", |b| {
        b.iter(|| {
            let mut sc = Scanner::new(&bytes);
            let mut sum = 0i64;
            // The only error possible here is the end of the input.
            while let Ok(v) = sc.int::<i64>("a value", 0..=1_000_000_000) {
                sum += v;
            }
            sum
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
