// Accepted solution for Wythoff's game.
//
// win[x][y] is true when the player to move from heaps (x, y) wins. A
// position is winning iff some move reaches a losing position. Every move
// strictly lowers x + y, so filling the table in increasing x, then y, sees
// every successor before the position itself. Integer DP only, no floating
// point. The table covers 0..=100 (the original limits) or up to the largest
// heap in the input if that is bigger.
use std::io::{self, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("read stdin");
    let mut tokens = input.split_ascii_whitespace().map(|t| {
        t.parse::<usize>()
            .unwrap_or_else(|_| panic!("bad token {t:?}"))
    });
    let t = tokens.next().expect("missing T");
    let mut cases = Vec::with_capacity(t);
    for _ in 0..t {
        let a = tokens.next().expect("missing a");
        let b = tokens.next().expect("missing b");
        cases.push((a, b));
    }

    let n = cases
        .iter()
        .map(|&(a, b)| a.max(b))
        .max()
        .unwrap_or(0)
        .max(100);
    let mut win = vec![vec![false; n + 1]; n + 1];
    for x in 0..=n {
        for y in 0..=n {
            let mut w = false;
            // Take from the first heap.
            for k in 1..=x {
                if !win[x - k][y] {
                    w = true;
                    break;
                }
            }
            // Take from the second heap.
            if !w {
                for k in 1..=y {
                    if !win[x][y - k] {
                        w = true;
                        break;
                    }
                }
            }
            // Take the same amount from both heaps.
            if !w {
                for k in 1..=x.min(y) {
                    if !win[x - k][y - k] {
                        w = true;
                        break;
                    }
                }
            }
            win[x][y] = w;
        }
    }

    let mut out = String::new();
    for (a, b) in cases {
        out.push_str(if win[a][b] { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).expect("write stdout");
}
