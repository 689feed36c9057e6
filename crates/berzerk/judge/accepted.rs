// berzerk (Codeforces 786A "Berzerk"): objects 1..n in a circle, 1 a black
// hole; Rick and Morty in turn move the monster x objects clockwise, x from
// the mover's set; entering the hole wins. Win/Lose/Loop per start, each first.
//
// Method: retrograde analysis. A state is (player to move, object), objects
// 0-based so that 0 is the hole; a move from (p, a) leads to (1 - p, (a + x)
// mod n). The two states at the hole are losses for the player to move
// there (the other one has just won). Working backwards from them with a
// queue: a predecessor (1 - p, a - x mod n), x in the predecessor's set, of a
// lost state is won (it has a move to a loss), and each won state lowers
// the counter of unresolved moves of its predecessors, which start at the
// size of their set; a state whose counter reaches 0 has only moves to won
// states, so it is lost. Every label is right by induction on the order of
// labelling. A state never labelled has no move into the hole or to a lost
// state (either would have labelled it won) and some move to an unlabelled
// state (else its counter would be 0). So from an unlabelled state the mover
// can always move to an unlabelled one, and the opponent there can only
// move to unlabelled states or to ones the mover wins: neither side can
// force a win, each can avoid losing forever, and both prefer that: Loop.
// Each state is queued once and scans its set, O(n (k1 + k2)) in all.

use std::collections::VecDeque;
use std::io::{self, Read, Write};

const UNKNOWN: u8 = 0;
const WIN: u8 = 1;
const LOSE: u8 = 2;

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace().map(|t| t.parse::<i64>().unwrap());
    let n = tokens.next().unwrap() as usize;
    let mut sets: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
    for set in sets.iter_mut() {
        let k = tokens.next().unwrap() as usize;
        for _ in 0..k {
            set.push(tokens.next().unwrap() as usize);
        }
    }

    // state index: player * n + object (0-based, object 0 is the hole)
    let mut result = vec![UNKNOWN; 2 * n];
    let mut left = vec![0usize; 2 * n];
    for p in 0..2 {
        for a in 0..n {
            left[p * n + a] = sets[p].len();
        }
    }
    let mut queue = VecDeque::new();
    for p in 0..2 {
        result[p * n] = LOSE;
        queue.push_back(p * n);
    }
    while let Some(s) = queue.pop_front() {
        let (p, a) = (s / n, s % n);
        let q = 1 - p; // the player who moved into s
        for &x in &sets[q] {
            let b = if a >= x { a - x } else { a + n - x };
            if b == 0 {
                continue; // no game goes on from the hole
            }
            let t = q * n + b;
            if result[t] != UNKNOWN {
                continue;
            }
            if result[s] == LOSE {
                result[t] = WIN;
                queue.push_back(t);
            } else {
                left[t] -= 1;
                if left[t] == 0 {
                    result[t] = LOSE;
                    queue.push_back(t);
                }
            }
        }
    }

    let mut out = String::new();
    for p in 0..2 {
        let words: Vec<&str> = (1..n)
            .map(|a| match result[p * n + a] {
                WIN => "Win",
                LOSE => "Lose",
                _ => "Loop",
            })
            .collect();
        out.push_str(&words.join(" "));
        out.push('\n');
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
