// Mistake: one-ply lookahead instead of a full game-tree search.
//
// Each turn the mover scores every open cell as its own value there minus
// the best value the opponent can take right after it (in the position the
// move creates), and plays the best-scoring cell. This handles the classic
// "don't open a big cell for the opponent" trap and passes both samples, but
// deeper consequences are ignored, so most random boards get a wrong D.
use std::io::{self, Read};

fn open_cells(len: &[usize], m: usize) -> Vec<usize> {
    let mut v = Vec::new();
    for i in 0..len.len() {
        if len[i] < m && (i == 0 || len[i - 1] > len[i]) {
            v.push(i);
        }
    }
    v
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace().map(|x| x.parse::<i64>().unwrap());
    let n = it.next().unwrap() as usize;
    let m = it.next().unwrap() as usize;
    let mut a = vec![vec![0i64; m]; n];
    let mut b = vec![vec![0i64; m]; n];
    for i in 0..n {
        for j in 0..m {
            a[i][j] = it.next().unwrap();
        }
    }
    for i in 0..n {
        for j in 0..m {
            b[i][j] = it.next().unwrap();
        }
    }
    let mut len = vec![0usize; n];
    let mut d: i64 = 0;
    for step in 0..n * m {
        let first = step % 2 == 0;
        let (mine, theirs) = if first { (&a, &b) } else { (&b, &a) };
        let mut best_row = n;
        let mut best_score = i64::MIN;
        for i in open_cells(&len, m) {
            let gain = mine[i][len[i]];
            len[i] += 1;
            let mut reply = 0;
            for k in open_cells(&len, m) {
                reply = reply.max(theirs[k][len[k]]);
            }
            len[i] -= 1;
            if gain - reply > best_score {
                best_score = gain - reply;
                best_row = i;
            }
        }
        let i = best_row;
        if first {
            d += a[i][len[i]];
        } else {
            d -= b[i][len[i]];
        }
        len[i] += 1;
    }
    println!("{}", d);
}
