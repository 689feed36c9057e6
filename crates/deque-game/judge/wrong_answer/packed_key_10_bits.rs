// Mistake: the memo key packs (l, r) as l << 10 | r, which is one-to-one only while r < 1024.
//
// A memoised recursion over segments keyed by a u32 in a HashMap, with the
// key layout copied from the contestant's template for N <= 1000 (10 bits
// for r). For N > 1024 the high bits of r are OR-ed into the bits of l, so
// different segments share a key (already (0, 1024) and (1, 1024)) and the
// recursion returns a value stored for another segment. Every row of at most
// 1024 numbers, the samples included, is exact (at 1025 the only collisions
// happen not to matter); random rows of 1026 to 3000 numbers get a wrong
// X - Y.
use std::collections::HashMap;
use std::io::{self, Read};

// best X - Y for the player to move on a[l..=r]
fn solve(a: &[i64], l: usize, r: usize, memo: &mut HashMap<u32, i64>) -> i64 {
    if l == r {
        return a[l];
    }
    let key = (l << 10 | r) as u32;
    if let Some(&v) = memo.get(&key) {
        return v;
    }
    let left = a[l] - solve(a, l + 1, r, memo);
    let right = a[r] - solve(a, l, r - 1, memo);
    let best = left.max(right);
    memo.insert(key, best);
    best
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace().map(|t| t.parse::<i64>().unwrap());
    let n = it.next().unwrap() as usize;
    let a: Vec<i64> = (0..n).map(|_| it.next().unwrap()).collect();
    let mut memo = HashMap::new();
    println!("{}", solve(&a, 0, n - 1, &mut memo));
}
