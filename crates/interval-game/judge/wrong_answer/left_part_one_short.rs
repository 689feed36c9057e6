// Mistake: after choosing [L, R) the free part on the left is taken as [l, L - 1) instead of [l, L), as if intervals were closed on that side.
//
// The contestant thinks in closed integer ranges on the left ("L is taken,
// so the left part ends at L - 1") but keeps [R, r) on the right. So an
// interval ending exactly where the chosen one starts (touching it from the
// left, like [1, 2) and [2, 3)) is wrongly ruled out after the move. The
// samples still pass; inputs with touching intervals (one ending exactly
// where another starts), e.g. chains of short adjacent intervals, kill it.

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
        let mut g = vec![vec![0usize; m + 1]; m + 1];
        for len in 1..=m {
            for l in 0..=m - len {
                let r = l + len;
                let mut seen = vec![false; n + 2];
                for &(a, b) in &iv {
                    if l <= a && b <= r {
                        let left = if a > l { g[l][a - 1] } else { 0 };
                        seen[left ^ g[b][r]] = true;
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
