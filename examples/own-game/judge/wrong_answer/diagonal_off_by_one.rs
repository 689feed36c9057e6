// Mistake: an off-by-one in the DP's diagonal loop, `1..x.min(y)` instead of
// `1..=x.min(y)`, so the diagonal move may never empty the smaller heap.
// Why the samples pass: 0 0 is still losing, and every other sample case is a
// first-player win in both the real game and the buggy one (for example 1 3
// can still move to 1 1, which the buggy table thinks is losing).
// What kills it: 1 1 (the only winning move takes 1 from both heaps: it says
// Second), and after that the whole losing set is wrong: the buggy one is
// 0 0, 1 1, 2 3, 4 6, 5 8, 7 11, ... So 1 2, 3 5, 4 7 (it says First) and
// 2 3, 4 6, 5 8 (it says Second) fail too.
use std::io::{self, Read, Write};

// Table size: covers the extended limits (heaps up to 200).
const N: usize = 200;

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_ascii_whitespace().map(|t| t.parse::<usize>().unwrap());
    let t = it.next().unwrap();

    let mut win = vec![vec![false; N + 1]; N + 1];
    for x in 0..=N {
        for y in 0..=N {
            let mut w = false;
            for k in 1..=x {
                if !win[x - k][y] {
                    w = true;
                }
            }
            for k in 1..=y {
                if !win[x][y - k] {
                    w = true;
                }
            }
            for k in 1..x.min(y) {
                if !win[x - k][y - k] {
                    w = true;
                }
            }
            win[x][y] = w;
        }
    }

    let mut out = String::new();
    for _ in 0..t {
        let a = it.next().unwrap();
        let b = it.next().unwrap();
        out.push_str(if win[a][b] { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
