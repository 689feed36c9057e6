// Mistake: exhaustive search for N <= 20, and for longer rows both players just take the larger end.
//
// The contestant solved the small case by plain minimax over all move
// sequences, found it far too slow for N = 3000, and hedged: above 20
// numbers both players are simulated greedily (take the larger end, ties to
// the first number), hoping long random rows behave like short ones. The
// samples all have N <= 10 and go through the exact search, so they pass;
// most random rows of more than 20 numbers get a wrong X - Y.
use std::io::{self, Read};

// best X - Y for the player to move on a[l..r)
fn minimax(a: &[i64], l: usize, r: usize) -> i64 {
    if l == r {
        return 0;
    }
    (a[l] - minimax(a, l + 1, r)).max(a[r - 1] - minimax(a, l, r - 1))
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace().map(|t| t.parse::<i64>().unwrap());
    let n = it.next().unwrap() as usize;
    let a: Vec<i64> = (0..n).map(|_| it.next().unwrap()).collect();
    if n <= 20 {
        println!("{}", minimax(&a, 0, n));
        return;
    }
    let (mut l, mut r) = (0usize, n);
    let mut diff = 0i64;
    let mut taro = true;
    while l < r {
        let x = if a[l] >= a[r - 1] {
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
