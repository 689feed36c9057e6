// Mistake: the minimax search is cut off 8 plies below each move and scores the cut-off rows as 0.
//
// The contestant knew the full game tree has 2^N leaves and, not seeing the
// interval DP, played the game out move by move with a depth-limited search:
// each end is scored as its value minus the opponent's best result over the
// next 8 plies, and a row still non-empty at the horizon counts as 0 (as if
// the rest split evenly). Whenever at most 9 numbers are left the search
// reaches the end of the game, so it is exact on rows of up to 9 numbers and
// on all five samples, but the horizon makes it misjudge longer rows: about
// one random row in nine of 10 to 20 numbers, and practically every row of
// 100 numbers or more, gets a wrong X - Y.
use std::io::{self, Read};

const DEPTH: u32 = 8;

// best X - Y for the player to move on a[l..r), looking `depth` plies ahead
fn search(a: &[i64], l: usize, r: usize, depth: u32) -> i64 {
    if l == r || depth == 0 {
        return 0;
    }
    let left = a[l] - search(a, l + 1, r, depth - 1);
    let right = a[r - 1] - search(a, l, r - 1, depth - 1);
    left.max(right)
}

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
        let score_left = a[l] - search(&a, l + 1, r, DEPTH);
        let score_right = a[r - 1] - search(&a, l, r - 1, DEPTH);
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
