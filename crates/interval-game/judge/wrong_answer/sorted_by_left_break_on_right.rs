// Mistake: with the intervals sorted by left end, the scan over moves of a range stops at the first interval that ends past the range.
//
// To save time the contestant sorts the intervals by (L, R) and, scanning
// the moves of the range [l, r), breaks out of the loop at the first
// interval with R > r, as if the list were sorted by right end. A later
// interval with a larger L but a smaller R (one nested inside a longer
// one, e.g. [2, 3) after [1, 4)) is then never tried as a move. The samples
// still pass; inputs with nested intervals, where a long interval starts
// before a short one, kill it.

use std::io::{self, Read};

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_whitespace().map(|x| x.parse::<usize>().unwrap());
    let t = it.next().unwrap();
    for _ in 0..t {
        let n = it.next().unwrap();
        let mut iv = Vec::new();
        let mut m = 0;
        for _ in 0..n {
            let l = it.next().unwrap();
            let r = it.next().unwrap();
            iv.push((l, r));
            m = m.max(r);
        }
        iv.sort();
        let mut g = vec![vec![0usize; m + 1]; m + 1];
        for len in 1..=m {
            for l in 0..=m - len {
                let r = l + len;
                let mut seen = vec![false; n + 2];
                for &(a, b) in &iv {
                    if b > r {
                        break;
                    }
                    if a >= l {
                        seen[g[l][a] ^ g[b][r]] = true;
                    }
                }
                let mut mex = 0;
                while seen[mex] {
                    mex += 1;
                }
                g[l][r] = mex;
            }
        }
        println!("{}", if g[1][m] != 0 { "Alice" } else { "Bob" });
    }
}
