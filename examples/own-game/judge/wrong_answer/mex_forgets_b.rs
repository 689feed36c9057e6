// Mistake: builds the losing pairs (a_k, b_k = a_k + k) by the mex
// construction, but only marks a_k as used, not b_k. Then a_k is simply k and
// the "losing" pairs come out as (k, 2k).
// Why the samples pass: the first two pairs, (0, 0) and (1, 2), are right, and
// the other sample cases are first-player wins that are not of the form
// {k, 2k}.
// What kills it: 3 5, 4 7, 6 10, ... (true losing pairs: it says First) and
// 2 4, 3 6, 4 8, ... (it says Second, but e.g. 2 4 -> 2 1 wins).
use std::io::{self, Read, Write};

// Table size: covers the extended limits (heaps up to 200).
const N: usize = 200;

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_ascii_whitespace().map(|t| t.parse::<usize>().unwrap());
    let t = it.next().unwrap();

    // cold[x][y] is true when {x, y} is a losing pair.
    let mut cold = vec![vec![false; N + 1]; N + 1];
    let mut used = vec![false; 2 * N + 2];
    let mut k = 0;
    loop {
        let mut a = 0;
        while used[a] {
            a += 1;
        }
        if a > N {
            break;
        }
        let b = a + k;
        used[a] = true;
        // Bug: forgot `used[b] = true;`.
        if b <= N {
            cold[a][b] = true;
            cold[b][a] = true;
        }
        k += 1;
    }

    let mut out = String::new();
    for _ in 0..t {
        let a = it.next().unwrap();
        let b = it.next().unwrap();
        out.push_str(if cold[a][b] { "Second\n" } else { "First\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
