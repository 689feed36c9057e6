// Mistake: value iteration stopped after n rounds, but there are 2(n - 1) states and forced games can be longer than n moves.
//
// The contestant recomputes every undecided state from the previous
// round's labels (Win if a move reaches the hole or a Lose state, Lose if
// every move reaches a Win state) and, reasoning "each round decides at
// least one position", runs at most n rounds; what is still undecided is
// printed as Loop. A round only settles games one move longer, and with
// two players to move there are 2(n - 1) states: a forced win or loss
// longer than n moves is printed as Loop. Both samples are settled
// within 6 rounds; wrong on inputs with long forced games, mostly sets of one
// number (e.g. n = 5, sets {3} and {1}).

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
    // res[p][i]: 0 unknown, 1 win, 2 lose for player p to move at position i (0 = hole)
    let mut res = vec![vec![0u8; n]; 2];
    for _round in 0..n {
        let old = res.clone();
        let mut changed = false;
        for p in 0..2 {
            for i in 1..n {
                if res[p][i] != 0 {
                    continue;
                }
                let mut win = false;
                let mut all_win = true;
                for &x in &a[p] {
                    let j = (i + x) % n;
                    if j == 0 || old[1 - p][j] == 2 {
                        win = true;
                        break;
                    }
                    if old[1 - p][j] != 1 {
                        all_win = false;
                    }
                }
                if win {
                    res[p][i] = 1;
                    changed = true;
                } else if all_win {
                    res[p][i] = 2;
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
            line.push(match res[p][i] {
                1 => "Win",
                2 => "Lose",
                _ => "Loop",
            });
        }
        println!("{}", line.join(" "));
    }
}
