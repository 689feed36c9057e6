// Mistake: each player takes the end whose value minus the number it uncovers is larger, a greedy rule.
//
// The contestant's rule of thumb: taking an end uncovers its neighbour for
// the opponent, so take the end maximising (end value - its neighbour), ties
// to the first number, and the last number when one is left. It reproduces
// all five samples (on sample 5, where taking the larger end fails, it gets
// X - Y = 2), so it looks like a clever O(N) insight, but it is still a
// greedy rule with no search: about 40% of random rows of 5 to 20 numbers,
// and practically every long row, get a wrong X - Y.
use std::io::{self, Read};

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace().map(|t| t.parse::<i64>().unwrap());
    let n = it.next().unwrap() as usize;
    let a: Vec<i64> = (0..n).map(|_| it.next().unwrap()).collect();
    let (mut l, mut r) = (0usize, n); // the row is a[l..r)
    let mut diff = 0i64;
    let mut taro = true;
    while l < r {
        let (score_left, score_right) = if r - l >= 2 {
            (a[l] - a[l + 1], a[r - 1] - a[r - 2])
        } else {
            (a[l], a[r - 1])
        };
        let x = if score_left >= score_right {
            l += 1;
            a[l - 1]
        } else {
            r -= 1;
            a[r]
        };
        if taro {
            diff += x;
        } else {
            diff -= x;
        }
        taro = !taro;
    }
    println!("{}", diff);
}
