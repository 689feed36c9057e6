// Mistake: the memo's rows are sized for b up to 2^24 (the limit on b read as 10^7), one row of 32 MiB per value of a up to the file's largest.
//
// The answers are right: the memoized search fills what it needs. The
// samples' heaps are small (five rows, 160 MiB), but a file with a heap of
// 32 or more asks for over 1024 MiB, the memory limit the judge holds a
// run to (its address space): the allocation fails, a run-time error. On
// a machine without the limit, the zeroed table is mapped lazily and the
// program passes: only a memory limit applied as the judge applies it
// catches it.

use std::io::{self, Read, Write};

const ROW: usize = 1 << 24;

/// 0: unknown, 1: the mover loses, 2: the mover wins.
fn wins(a: usize, b: usize, memo: &mut [u16]) -> bool {
    let key = a * ROW + b;
    if memo[key] != 0 {
        return memo[key] == 2;
    }
    let win = (0..a).any(|x| !wins(x, b, memo))
        || (0..b).any(|y| !wins(a, y, memo))
        || (1..=a.min(b)).any(|k| !wins(a - k, b - k, memo));
    memo[key] = if win { 2 } else { 1 };
    win
}

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let numbers: Vec<usize> = text.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let cases = &numbers[1..];
    let rows = cases.iter().copied().max().unwrap_or(0) + 1;
    let mut memo = vec![0u16; rows * ROW];
    let mut out = String::new();
    for case in cases.chunks(2) {
        let first = wins(case[0], case[1], &mut memo);
        out.push_str(if first { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
