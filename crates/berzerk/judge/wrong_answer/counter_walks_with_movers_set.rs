// Mistake: when a Win state is processed, its predecessors are found with the set of the player to move there, not of the player who moved there.
//
// Retrograde analysis from the black hole with a counter of unresolved
// moves per state. The loop that labels the predecessors of a Lose state
// Win steps back with the right set (the opponent's), but the loop that
// lowers the counters of the predecessors of a Win state steps back with
// the set of the player to move in the Win state. Counters are lowered for
// the wrong states, so some states are labelled Lose too early and others
// never. The samples happen to pass; wrong on many random inputs where the
// two sets differ (e.g. n = 4, sets {2} and {1}).

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
    // win[p][i] / lose[p][i]: player p to move with the monster on position i
    // (0 = black hole); left[p][i]: moves not yet known to lead to a Win state
    let mut win = vec![vec![false; n]; 2];
    let mut lose = vec![vec![false; n]; 2];
    let mut left = vec![vec![0usize; n]; 2];
    for p in 0..2 {
        for i in 0..n {
            left[p][i] = a[p].len();
        }
    }
    let mut q = VecDeque::new();
    lose[0][0] = true;
    lose[1][0] = true;
    q.push_back((0, 0));
    q.push_back((1, 0));
    while let Some((p, i)) = q.pop_front() {
        let o = 1 - p;
        if lose[p][i] {
            // every state of o that moves here wins
            for &x in &a[o] {
                let j = (i + n - x) % n;
                if j != 0 && !win[o][j] && !lose[o][j] {
                    win[o][j] = true;
                    q.push_back((o, j));
                }
            }
        } else {
            // one more move of o known to give p the win
            for &x in &a[p] {
                let j = (i + n - x) % n;
                if j != 0 && !win[o][j] && !lose[o][j] {
                    left[o][j] -= 1;
                    if left[o][j] == 0 {
                        lose[o][j] = true;
                        q.push_back((o, j));
                    }
                }
            }
        }
    }
    for p in 0..2 {
        let mut line = Vec::new();
        for i in 1..n {
            line.push(if win[p][i] {
                "Win"
            } else if lose[p][i] {
                "Lose"
            } else {
                "Loop"
            });
        }
        println!("{}", line.join(" "));
    }
}
