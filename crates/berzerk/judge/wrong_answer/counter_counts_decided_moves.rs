// Mistake: the counter counts moves to any decided state, and a state whose counter reaches 0 is labelled Lose before checking whether its last move reaches a Lose state.
//
// The contestant's backward search lowers a predecessor's counter for every
// decided state it processes, Win or Lose, and tests "no move left
// undecided, so it loses" before "this move reaches a Lose state, so it
// wins". A state whose last undecided move goes into the hole or to a Lose
// state is labelled Lose instead of Win. In both samples every winning
// state still has another undecided move when its winning move is found;
// wrong on most random inputs, even the smallest (n = 2, sets {1} and {1}:
// Win Win, not Lose Lose).

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
    // res[p][i]: player p to move, monster on position i (0 = black hole)
    // 0 = unknown, 1 = win, 2 = lose; cnt[p][i]: moves still undecided
    let mut res = vec![vec![0u8; n]; 2];
    let mut cnt = vec![vec![0usize; n]; 2];
    for p in 0..2 {
        for i in 0..n {
            cnt[p][i] = a[p].len();
        }
    }
    let mut q = VecDeque::new();
    res[0][0] = 2;
    res[1][0] = 2;
    q.push_back((0, 0));
    q.push_back((1, 0));
    while let Some((p, i)) = q.pop_front() {
        let o = 1 - p;
        for &x in &a[o] {
            let j = (i + n - x) % n;
            if j == 0 || res[o][j] != 0 {
                continue;
            }
            cnt[o][j] -= 1;
            if cnt[o][j] == 0 {
                res[o][j] = 2;
                q.push_back((o, j));
            } else if res[p][i] == 2 {
                res[o][j] = 1;
                q.push_back((o, j));
            }
        }
    }
    for p in 0..2 {
        let mut line = Vec::new();
        for i in 1..n {
            line.push(match res[p][i] {
                1 => "Win",
                2 => "Lose",
                _ => "Loop",
            });
        }
        println!("{}", line.join(" "));
    }
}
