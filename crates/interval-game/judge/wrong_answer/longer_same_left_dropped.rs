// Mistake: of the intervals sharing a left end only the shortest is kept, on the false belief that a longer one is never a better move.
//
// The contestant argues "[L, R) with a larger R blocks everything the
// shorter [L, R') blocks and more, so it is dominated" and stores one right
// end per left end, the smallest (an array best_r[L]). But blocking more
// can be exactly what wins: with [1, 2), [1, 3) and [2, 3), taking [1, 3)
// ends the game at once and wins, while after dropping it the game is two
// moves long and the first player loses. The samples still pass; inputs
// with several intervals starting at one point kill it.

use std::io::{self, Read};

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_whitespace().map(|x| x.parse::<usize>().unwrap());
    let t = it.next().unwrap();
    for _ in 0..t {
        let n = it.next().unwrap();
        let mut best_r = [usize::MAX; 101];
        let mut m = 0;
        for _ in 0..n {
            let l = it.next().unwrap();
            let r = it.next().unwrap();
            best_r[l] = best_r[l].min(r);
            m = m.max(r);
        }
        let mut g = vec![vec![0usize; m + 1]; m + 1];
        for len in 1..=m {
            for l in 0..=m - len {
                let r = l + len;
                let mut seen = vec![false; n + 2];
                for a in l..r {
                    let b = best_r[a];
                    if b <= r {
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
