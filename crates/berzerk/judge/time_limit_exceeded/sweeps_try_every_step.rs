// Mistake: value iteration to a fixpoint that tries every step 1..n-1 against a table of the set in every sweep, O(n^2) per sweep and up to about n sweeps.
//
// The contestant keeps each set as a table `can[p][x]` and, in every
// sweep, gives each undecided state a look at all n - 1 steps (Win if an
// allowed step reaches the hole or a Lose state, Lose if every allowed step
// reaches a Win state), updating in place until a sweep changes nothing.
// The labels are right, but one sweep costs 2 n^2 whatever the sets, and a
// sweep settles only about one more move of a forced game: with sets of one
// number (n = 7000, sets {1} and {1}: about 3500 sweeps, over 10^11 steps)
// it runs for minutes (still running after 40 s here). With large random
// sets the games are short, a few sweeps, and it finishes within a second.

use std::io::{self, Read};

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_whitespace().map(|t| t.parse::<usize>().unwrap());
    let n = it.next().unwrap();
    let mut can = vec![vec![false; n]; 2];
    for p in 0..2 {
        let k = it.next().unwrap();
        for _ in 0..k {
            let x = it.next().unwrap();
            can[p][x] = true;
        }
    }
    // r[p][i]: 0 unknown, 1 win, 2 lose for player p to move at position i (0 = hole)
    let mut r = vec![vec![0u8; n]; 2];
    loop {
        let mut changed = false;
        for p in 0..2 {
            for i in 1..n {
                if r[p][i] != 0 {
                    continue;
                }
                let mut win = false;
                let mut all_win = true;
                for x in 1..n {
                    if !can[p][x] {
                        continue;
                    }
                    let j = (i + x) % n;
                    if j == 0 || r[1 - p][j] == 2 {
                        win = true;
                        break;
                    }
                    if r[1 - p][j] == 0 {
                        all_win = false;
                    }
                }
                if win {
                    r[p][i] = 1;
                    changed = true;
                } else if all_win {
                    r[p][i] = 2;
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
            line.push(match r[p][i] {
                1 => "Win",
                2 => "Lose",
                _ => "Loop",
            });
        }
        println!("{}", line.join(" "));
    }
}
