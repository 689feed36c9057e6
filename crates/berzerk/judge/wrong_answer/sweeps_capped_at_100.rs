// Mistake: the labels are swept at most 100 times, on the guess that no forced game is longer; what is still undecided is printed as Loop.
//
// The contestant updates the labels in place, sweeping all states again
// and again (Win if a move reaches the hole or a Lose state, Lose if every
// move reaches a Win state) until nothing changes, but stops after 100
// sweeps to be safe from the time limit. A sweep in this order settles
// about one more move of a forced game, and with small sets (one number
// each) games are forced over hundreds or thousands of moves: those
// states come out Loop instead of Win or Lose. The samples need 3 sweeps;
// wrong on most inputs with n above a few hundred and sets of one number
// (e.g. n = 106, sets {11} and {8}).

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
    // st[p][i]: 0 unknown, 1 win, 2 lose for player p to move at object i + 1
    let mut st = vec![vec![0u8; n]; 2];
    for _sweep in 0..100 {
        let mut changed = false;
        for p in 0..2 {
            for i in 1..n {
                if st[p][i] != 0 {
                    continue;
                }
                let mut win = false;
                let mut all_win = true;
                for &x in &a[p] {
                    let j = (i + x) % n;
                    if j == 0 || st[1 - p][j] == 2 {
                        win = true;
                        break;
                    }
                    if st[1 - p][j] == 0 {
                        all_win = false;
                    }
                }
                if win {
                    st[p][i] = 1;
                    changed = true;
                } else if all_win {
                    st[p][i] = 2;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    for p in 0..2 {
        let mut line = Vec::new();
        for i in 1..n {
            line.push(match st[p][i] {
                1 => "Win",
                2 => "Lose",
                _ => "Loop",
            });
        }
        println!("{}", line.join(" "));
    }
}
