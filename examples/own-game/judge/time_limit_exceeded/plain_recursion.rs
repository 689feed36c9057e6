// Mistake: the game tree is searched by plain recursion with no
// memoization. The answers are correct, but the same positions are searched
// again and again: the work grows exponentially with the heap sizes. It is
// instant on tiny heaps and does not finish on cases like 100 100 (even 12 12
// takes far too long), so it must fail on the time limit.
use std::io::{self, Read, Write};

/// True when the player to move from heaps (a, b) wins.
fn wins(a: u32, b: u32) -> bool {
    for k in 1..=a {
        if !wins(a - k, b) {
            return true;
        }
    }
    for k in 1..=b {
        if !wins(a, b - k) {
            return true;
        }
    }
    for k in 1..=a.min(b) {
        if !wins(a - k, b - k) {
            return true;
        }
    }
    false
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_ascii_whitespace().map(|t| t.parse::<u32>().unwrap());
    let t = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..t {
        let a = it.next().unwrap();
        let b = it.next().unwrap();
        out.push_str(if wins(a, b) { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
