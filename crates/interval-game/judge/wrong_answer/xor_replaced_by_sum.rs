// Mistake: the two gaps left by a move are combined by adding their Grundy numbers instead of XOR-ing them.
//
// The contestant treats the two independent parts [l, L) and [R, r) left by
// a move like "moves left in each part" and adds their Grundy numbers. The
// sum equals the XOR whenever the two numbers share no bit, in particular
// whenever one side is empty, and the samples still come out right; but two
// sides worth 1 each give 2 instead of 0: a move into a second-player win
// is missed, and the mex (and the answer) goes wrong. Killed by dense short
// intervals (random lengths 1 to 5 over the whole range), where about one
// case in three goes wrong.

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
                        let v = g[l][a] + g[b][r];
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
