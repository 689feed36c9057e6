// Mistake: the counters of unresolved moves are kept in u8, but a set has up to n - 1 = 6999 numbers.
//
// The contestant stores every per-state array as Vec<u8> and sets the
// counter to `k as u8`. Below 256 numbers in a set it is the right
// retrograde analysis (both samples pass); with a set of 256 numbers or
// more the counter starts at k mod 256, so a state is labelled Lose after
// too few moves to won states, or (k a multiple of 256) the counter wraps
// (no overflow checks in an optimised build) and never reaches 0. Wrong on
// many inputs with n > 256 and a set of 256 numbers or more.

use std::collections::VecDeque;
use std::io::{self, Read};

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_whitespace().map(|t| t.parse::<usize>().unwrap());
    let n = it.next().unwrap();
    let mut a: Vec<Vec<usize>> = vec![Vec::new(); 2];
    for p in 0..2 {
        let k = it.next().unwrap();
        for _ in 0..k {
            a[p].push(it.next().unwrap());
        }
    }
    // state = p * n + i: player p to move, monster on position i (0 = hole)
    let mut res = vec![0u8; 2 * n]; // 0 unknown, 1 win, 2 lose
    let mut cnt = vec![0u8; 2 * n]; // moves not yet known to lose
    for p in 0..2 {
        for i in 0..n {
            cnt[p * n + i] = a[p].len() as u8;
        }
    }
    let mut q = VecDeque::new();
    res[0] = 2;
    res[n] = 2;
    q.push_back(0);
    q.push_back(n);
    while let Some(st) = q.pop_front() {
        let (p, i) = (st / n, st % n);
        let o = 1 - p;
        for &x in &a[o] {
            let j = (i + n - x) % n;
            let t = o * n + j;
            if j == 0 || res[t] != 0 {
                continue;
            }
            if res[st] == 2 {
                res[t] = 1;
                q.push_back(t);
            } else {
                cnt[t] -= 1;
                if cnt[t] == 0 {
                    res[t] = 2;
                    q.push_back(t);
                }
            }
        }
    }
    let word = |r: u8| match r {
        1 => "Win",
        2 => "Lose",
        _ => "Loop",
    };
    for p in 0..2 {
        let line: Vec<&str> = (1..n).map(|i| word(res[p * n + i])).collect();
        println!("{}", line.join(" "));
    }
}
