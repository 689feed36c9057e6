// Mistake: the two gaps left by a move are combined with bitwise OR instead of XOR.
//
// The contestant knows that a move splits the free range [l, r) into [l, L)
// and [R, r), two independent games, but combines their Grundy numbers with
// `|` ("both parts together"). OR equals XOR whenever the two numbers share
// no bit, in particular whenever one part is 0, and the samples still come
// out right; but when both parts are worth 1 (two leftover gaps with one
// move each, a second-player win) the move gets value 1 instead of 0, so
// the mex, and soon the answer, is wrong. Killed by dense short intervals
// (random lengths 1 to 5 over the whole range), where about one case in
// three goes wrong.

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
                        let v = g[l][a] | g[b][r];
                        if v < seen.len() {
                            seen[v] = true;
                        }
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
