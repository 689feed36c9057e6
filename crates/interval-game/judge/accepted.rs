// interval-game (AtCoder ABC206 F "Interval Game 2"): N half-open intervals
// [L, R) are given; Alice and Bob alternately choose one that meets none of
// the intervals chosen so far ([1, 3) and [3, 5) do not meet); whoever cannot
// choose loses. For each of T cases print the winner, Alice (first) or Bob.
//
// Method: Sprague-Grundy numbers over coordinate ranges. The chosen
// intervals are pairwise disjoint, so they cut the line into free gaps, and
// an interval meets none of them iff it lies inside one gap (an interval is
// connected, so it cannot jump over a chosen one). A position is therefore
// the sum of independent games, one per gap [l, r), whose moves are the
// intervals [L, R) with l <= L and R <= r; such a move leaves the two gaps
// [l, L) and [R, r). Hence g(l, r) = mex over those intervals of
// g(l, L) XOR g(R, r) (0 if there is none), and Alice wins iff g(1, M) != 0,
// where M is the largest R (every L is at least 1). Copies of one interval
// are one move (once it is chosen, its copies meet it). Both parts left by
// a move are strictly shorter than [l, r), so the table is filled by
// increasing length r - l, without recursion. A gap has at most N distinct
// moves, so every Grundy number is at most N and every XOR is below the
// next power of two above N, which sizes the mex array. O(M^2 * N) per case.

use std::io::{self, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<i64>().unwrap());
    let t = tokens.next().unwrap() as usize;
    let mut out = String::new();
    for _ in 0..t {
        let n = tokens.next().unwrap() as usize;
        let mut intervals: Vec<(usize, usize)> = (0..n)
            .map(|_| {
                let l = tokens.next().unwrap() as usize;
                let r = tokens.next().unwrap() as usize;
                (l, r)
            })
            .collect();
        intervals.sort_unstable();
        intervals.dedup();
        let m = intervals.iter().map(|&(_, r)| r).max().unwrap();
        // g[l * w + r] is the Grundy number of the gap [l, r), 0 <= l <= r <= m.
        let w = m + 1;
        let mut g = vec![0u32; w * w];
        let cap = (n + 1).next_power_of_two();
        // seen[v] == stamp marks v as reachable from the current gap.
        let mut seen = vec![0u32; cap];
        let mut stamp = 0u32;
        for len in 1..=m {
            for l in 0..=m - len {
                let r = l + len;
                stamp += 1;
                for &(a, b) in &intervals {
                    if a >= l && b <= r {
                        seen[(g[l * w + a] ^ g[b * w + r]) as usize] = stamp;
                    }
                }
                let mut mex = 0;
                while seen[mex] == stamp {
                    mex += 1;
                }
                g[l * w + r] = mex as u32;
            }
        }
        out.push_str(if g[w + m] != 0 { "Alice\n" } else { "Bob\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
