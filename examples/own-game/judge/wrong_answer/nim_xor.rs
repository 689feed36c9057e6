// Mistake: treats the game as two-heap Nim and answers First iff a xor b != 0,
// forgetting the move that takes the same number from both heaps. In two-heap
// Nim the first player loses exactly when a == b.
// Why the samples pass: the samples' only losing position is 0 0, and every
// other sample case has two different heaps and is a first-player win, so
// "a xor b != 0" happens to give the right answer on all of them.
// What kills it: any losing position other than 0 0 (1 2, 3 5, 4 7, 6 10, ...:
// it says First) and any equal pair a == b >= 1 (the first player empties both
// heaps at once: it says Second).
use std::io::{self, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let t = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..t {
        let a = it.next().unwrap();
        let b = it.next().unwrap();
        out.push_str(if a ^ b != 0 { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
