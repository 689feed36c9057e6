// Mistake: the arrays have 7000 entries per player, indexed by object number 1..n, so object 7000 is out of bounds.
//
// The contestant numbers the objects 1..n as in the statement (object 1 is
// the black hole) and sizes every table with MAXN = 7000, the largest n,
// forgetting the extra entry that 1-based numbering needs. The retrograde
// analysis itself is right, and every input with n < 7000 passes; with
// n = 7000 the first access to object 7000 panics (index out of bounds,
// exit status 101).

use std::collections::VecDeque;
use std::io::{self, Read};

const MAXN: usize = 7000;

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
    // res[p][v]: player p to move, monster on object v; 0 unknown, 1 win, 2 lose
    let mut res = vec![[0u8; MAXN]; 2];
    let mut deg = vec![[0u16; MAXN]; 2];
    for p in 0..2 {
        for v in 1..=n {
            deg[p][v] = a[p].len() as u16;
        }
    }
    let mut q = VecDeque::new();
    res[0][1] = 2;
    res[1][1] = 2;
    q.push_back((0, 1));
    q.push_back((1, 1));
    while let Some((p, v)) = q.pop_front() {
        let o = 1 - p;
        for &x in &a[o] {
            // the object from which a step of x reaches v
            let u = if v > x { v - x } else { v + n - x };
            if u == 1 || res[o][u] != 0 {
                continue;
            }
            if res[p][v] == 2 {
                res[o][u] = 1;
                q.push_back((o, u));
            } else {
                deg[o][u] -= 1;
                if deg[o][u] == 0 {
                    res[o][u] = 2;
                    q.push_back((o, u));
                }
            }
        }
    }
    for p in 0..2 {
        let mut line = Vec::new();
        for v in 2..=n {
            line.push(match res[p][v] {
                1 => "Win",
                2 => "Lose",
                _ => "Loop",
            });
        }
        println!("{}", line.join(" "));
    }
}
