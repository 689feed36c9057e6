// Mistake: direct game search over the set of still-choosable intervals (memo on 128-bit masks), exponential in the number of intervals.
//
// The contestant simulates the game itself: a position is the bitmask of
// intervals that may still be chosen, a move removes the chosen interval
// and every interval meeting it, and a position is winning iff some move
// leads to a losing one (memoised in a HashMap). It is exact and instant on
// the samples and on small cases, but the positions are the sets of
// pairwise disjoint intervals still open, of which there are exponentially
// many once long games of many disjoint moves exist: a single full-size
// case of N = 100 random short intervals (lengths 1 to 10) runs for more
// than 15 s, its memo passing 200 MB within 12 s. (Uniformly random
// endpoints give mostly long intervals and a quick first-player win, found
// at once.)

use std::collections::HashMap;
use std::io::{self, Read};

fn wins(mask: u128, conflict: &[u128], memo: &mut HashMap<u128, bool>) -> bool {
    if mask == 0 {
        return false;
    }
    if let Some(&w) = memo.get(&mask) {
        return w;
    }
    let mut w = false;
    for (i, &c) in conflict.iter().enumerate() {
        if mask >> i & 1 == 1 && !wins(mask & !c, conflict, memo) {
            w = true;
            break;
        }
    }
    memo.insert(mask, w);
    w
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_whitespace().map(|x| x.parse::<usize>().unwrap());
    let t = it.next().unwrap();
    for _ in 0..t {
        let n = it.next().unwrap();
        let iv: Vec<(usize, usize)> = (0..n)
            .map(|_| (it.next().unwrap(), it.next().unwrap()))
            .collect();
        // conflict[i]: the intervals sharing a point with interval i (i included)
        let mut conflict = vec![0u128; n];
        for i in 0..n {
            for j in 0..n {
                if iv[i].0.max(iv[j].0) < iv[i].1.min(iv[j].1) {
                    conflict[i] |= 1u128 << j;
                }
            }
        }
        let mut memo = HashMap::new();
        let alice = wins((1u128 << n) - 1, &conflict, &mut memo);
        println!("{}", if alice { "Alice" } else { "Bob" });
    }
}
