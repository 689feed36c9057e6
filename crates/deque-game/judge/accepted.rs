// deque-game (AtCoder EDPC L "Deque"): a row of N numbers; Taro and Jiro
// alternate, Taro first, each move removing the first or the last number and
// adding it to the mover's score. Print X - Y (Taro's total minus Jiro's).
//
// Method: totals, computed by length with one rolling row (O(N^2) time,
// O(N) memory). Let best(l, r) be the most the player to move can collect
// from the segment a_l..a_r. The two players' totals on a segment always
// add up to its sum S(l, r), and after the mover takes an end the opponent
// moves on the rest, collecting best(rest) of it, the mover all the remainder.
// So the mover's total is S(l, r) - best(rest), and the mover picks the rest
// with the smaller best: best(l, r) = S(l, r) - min(best(l+1, r), best(l, r-1)),
// with best(l, l-1) = 0 for the empty segment. Taro collects X = best(1, N),
// Jiro Y = S(1, N) - X, and X - Y = 2 X - S(1, N). Row f holds best for every
// segment of the current length len, f[l] for the segment starting at l;
// going from len - 1 to len, the new f[l] needs the old f[l] and f[l + 1],
// so updating l in increasing order overwrites f[l] only after its last use.
// Every value is at most the sum of all numbers, 3 * 10^12, so i64 is ample.

use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let n: usize = tokens.next().unwrap().parse().unwrap();
    let a: Vec<i64> = (0..n).map(|_| tokens.next().unwrap().parse().unwrap()).collect();

    // prefix[i] = a_0 + ... + a_{i-1}
    let mut prefix = vec![0i64; n + 1];
    for i in 0..n {
        prefix[i + 1] = prefix[i] + a[i];
    }

    // length 0: every empty segment is worth 0 (n + 1 of them)
    let mut f = vec![0i64; n + 1];
    for len in 1..=n {
        for l in 0..=n - len {
            let sum = prefix[l + len] - prefix[l];
            f[l] = sum - f[l].min(f[l + 1]);
        }
    }
    let x = f[0];
    println!("{}", 2 * x - prefix[n]);
}
