// Mistake: before lowering a predecessor's counter, "is it already Lose?" is read from the table of the wrong player.
//
// Retrograde analysis from the black hole with a counter of unresolved
// moves per state. In the loop that lowers the counters of the
// predecessors (o, j) of a Win state (p, i), the test that (o, j) is still
// undecided reads lose[p][j] instead of lose[o][j]. Whenever the other
// player's state on the same object is already Lose, a move to a Win state
// is not counted, so (o, j) may never reach 0: it and the states that would
// win against it come out Loop instead of Lose and Win. The samples pass;
// wrong on many random inputs, even tiny ones (n = 3, sets {1} and {1}:
// Morty moving first from object 2 loses, printed as Loop).

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
    let mut left = vec![vec![0i64; n]; 2];
    for p in 0..2 {
        for i in 0..n {
            left[p][i] = a[p].len() as i64;
        }
    }
    let mut q = VecDeque::new();
    lose[0][0] = true;
    lose[1][0] = true;
    q.push_back((0, 0));
    q.push_back((1, 0));
    while let Some((p, i)) = q.pop_front() {
        let o = 1 - p; // the player who moved here
        if lose[p][i] {
            for &x in &a[o] {
                let j = (i + n - x) % n;
                if j != 0 && !win[o][j] && !lose[o][j] {
                    win[o][j] = true;
                    q.push_back((o, j));
                }
            }
        } else {
            for &x in &a[o] {
                let j = (i + n - x) % n;
                if j != 0 && !win[o][j] && !lose[p][j] {
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
