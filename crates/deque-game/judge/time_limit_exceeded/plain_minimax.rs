// Mistake: plain minimax over all move sequences with no memoisation (2^N time).
//
// The contestant wrote the game's definition as a recursion: the player to
// move takes either end and subtracts the opponent's best result on the rest.
// It is exact, but each segment is recomputed once for every order in which
// it can be reached, 2^N calls in all. Rows of up to about 22 numbers (the
// samples have at most 10) finish at once, but every extra number doubles
// the time: 30 numbers already take over 10 s, and N = 3000 never ends.
use std::io::{self, Read};

// best X - Y for the player to move on a[l..r)
fn best(a: &[i64], l: usize, r: usize) -> i64 {
    if l == r {
        return 0;
    }
    let left = a[l] - best(a, l + 1, r);
    let right = a[r - 1] - best(a, l, r - 1);
    left.max(right)
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace().map(|t| t.parse::<i64>().unwrap());
    let n = it.next().unwrap() as usize;
    let a: Vec<i64> = (0..n).map(|_| it.next().unwrap()).collect();
    println!("{}", best(&a, 0, n));
}
