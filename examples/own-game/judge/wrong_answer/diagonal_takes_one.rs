// Mistake: a DP that allows the diagonal move only as "take exactly 1 from
// each heap" instead of "take the same positive number k from both heaps".
// Why the samples pass: the buggy game still has 0 0 and 1 2 as losing
// positions, and every other sample case is a first-player win in both the
// real game and the buggy one, so the missing longer diagonal moves never
// change a sample answer.
// What kills it: its losing positions come out as 0 0, 1 2, 3 3, 4 5, 6 6,
// 7 8, ... So 3 3 (take 3 from both: it says Second), 4 5 (take 3 from both
// to reach 1 2: it says Second) and the true losing pairs 3 5, 4 7, 6 10, ...
// (it says First) all fail.
use std::io::{self, Read, Write};

// Table size: covers the extended limits (heaps up to 200).
const N: usize = 200;

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_ascii_whitespace().map(|t| t.parse::<usize>().unwrap());
    let t = it.next().unwrap();

    let mut win = [[false; N + 1]; N + 1];
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
            // Bug: should be `for k in 1..=x.min(y)`.
            if x >= 1 && y >= 1 && !win[x - 1][y - 1] {
                w = true;
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
