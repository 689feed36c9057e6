// Mistake: each range only records win/lose, and the two parts left by a move are combined by XOR of these bits instead of Grundy numbers.
//
// The contestant computes win[l][r] (can the player to move win on the free
// range [l, r)?) and says a move is good when the two leftover parts give
// a losing position, taken as "win[l][L] XOR win[R][r] is false". That is
// only right when both parts are worth 0 or 1; two parts that are both
// first-player wins but with different Grundy numbers (say 1 and 2) make a
// first-player win, which this reads as a loss. The samples pass; ranges
// with Grundy numbers 2 or more on both sides of a move break it, e.g.
// chains of touching short intervals with longer ones over them.

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
        let mut win = vec![vec![false; m + 1]; m + 1];
        for len in 1..=m {
            for l in 0..=m - len {
                let r = l + len;
                let mut w = false;
                for &(a, b) in &iv {
                    if l <= a && b <= r && !(win[l][a] ^ win[b][r]) {
                        w = true;
                        break;
                    }
                }
                win[l][r] = w;
            }
        }
        println!("{}", if win[1][m] { "Alice" } else { "Bob" });
    }
}
