// Mistake: the BFS queue is a fixed array of 10^6 entries, but the states carry the side to move and number 2 * cells^3.
//
// The statement's note says the game has under 10^6 positions, so the
// contestant sizes the queue at 10^6. Their states also record the side to
// move (and both orders of the red pieces), so on large open boards, about
// 9x9 and up with few obstacles, more than 10^6 positions get labelled and
// `queue[tail]` panics (index out of bounds). Small boards are correct.

use std::io::{self, Read, Write};

const QMAX: usize = 1_000_000;

struct Solver {
    res: Vec<u8>,    // 0 unknown, 1 side to move wins, 2 side to move loses
    dist: Vec<u32>,  // moves until the end under optimal play
    cnt: Vec<u8>,    // moves not yet known to lose
    queue: Vec<u32>, // fewer than 10^6 positions (statement), allocated once
}

impl Solver {
    fn solve(&mut self, n: usize, m: usize, g: &[Vec<u8>]) -> String {
        let nc = n * m;
        let free: Vec<bool> = (0..nc).map(|c| g[c / m][c % m] != b'#').collect();
        let mut b0 = 0;
        let mut reds = Vec::new();
        for c in 0..nc {
            match g[c / m][c % m] {
                b'X' => b0 = c,
                b'O' => reds.push(c),
                _ => {}
            }
        }
        let mut adj: Vec<Vec<usize>> = vec![Vec::new(); nc]; // red moves
        let mut bup: Vec<Vec<usize>> = vec![Vec::new(); nc]; // black moves from c
        let mut bpre: Vec<Vec<usize>> = vec![Vec::new(); nc]; // black cells that move to c
        for c in 0..nc {
            if !free[c] {
                continue;
            }
            let (r, k) = (c / m, c % m);
            if r > 0 && free[c - m] {
                adj[c].push(c - m);
                bup[c].push(c - m);
            }
            if r + 1 < n && free[c + m] {
                adj[c].push(c + m);
                bpre[c].push(c + m);
            }
            if k > 0 && free[c - 1] {
                adj[c].push(c - 1);
                bup[c].push(c - 1);
                bpre[c].push(c - 1);
            }
            if k + 1 < m && free[c + 1] {
                adj[c].push(c + 1);
                bup[c].push(c + 1);
                bpre[c].push(c + 1);
            }
        }
        // a position: side to move (0 red, 1 black), black cell, red cells
        let total = 2 * nc * nc * nc;
        let id = |s: usize, b: usize, x: usize, y: usize| ((s * nc + b) * nc + x) * nc + y;
        let res = &mut self.res;
        let dist = &mut self.dist;
        let cnt = &mut self.cnt;
        let queue = &mut self.queue;
        res.clear();
        res.resize(total, 0);
        dist.clear();
        dist.resize(total, 0);
        cnt.clear();
        cnt.resize(total, 0);
        let mut tail = 0;
        for i in 0..total {
            let y = i % nc;
            let x = i / nc % nc;
            let b = i / nc / nc % nc;
            let red = i / nc / nc / nc == 0;
            if !free[b] || !free[x] || !free[y] || x == y {
                continue;
            }
            if b < m {
                res[i] = if red { 2 } else { 1 };
                queue[tail] = i as u32;
                tail += 1;
                continue;
            }
            if b == x || b == y {
                res[i] = 2;
                queue[tail] = i as u32;
                tail += 1;
                continue;
            }
            let deg = if red {
                adj[x].iter().filter(|&&t| t != y).count()
                    + adj[y].iter().filter(|&&t| t != x).count()
            } else {
                bup[b].len()
            };
            if deg == 0 {
                res[i] = 2;
                queue[tail] = i as u32;
                tail += 1;
            } else {
                cnt[i] = deg as u8;
            }
        }
        let mut head = 0;
        let mut preds: Vec<usize> = Vec::with_capacity(16);
        while head < tail {
            let i = queue[head] as usize;
            head += 1;
            let y = i % nc;
            let x = i / nc % nc;
            let b = i / nc / nc % nc;
            let s = i / nc / nc / nc;
            preds.clear();
            if s == 1 {
                // black to move: red moved last, one red piece came from a neighbour
                for &q in &adj[x] {
                    if q != y {
                        preds.push(id(0, b, q, y));
                    }
                }
                for &q in &adj[y] {
                    if q != x {
                        preds.push(id(0, b, x, q));
                    }
                }
            } else {
                for &q in &bpre[b] {
                    preds.push(id(1, q, x, y));
                }
            }
            let d = dist[i] + 1;
            for &p in &preds {
                if res[p] != 0 {
                    continue;
                }
                if res[i] == 2 {
                    res[p] = 1;
                    dist[p] = d;
                    queue[tail] = p as u32;
                    tail += 1;
                } else {
                    cnt[p] -= 1;
                    if cnt[p] == 0 {
                        res[p] = 2;
                        dist[p] = d;
                        queue[tail] = p as u32;
                        tail += 1;
                    }
                }
            }
        }
        let st = id(0, b0, reds[0], reds[1]);
        match res[st] {
            1 => format!("Red {}", dist[st]),
            2 => format!("Black {}", dist[st]),
            _ => "Tie".to_string(),
        }
    }
}

fn main() {
    let mut inp = String::new();
    io::stdin().read_to_string(&mut inp).unwrap();
    let mut it = inp.split_ascii_whitespace();
    let _id: u64 = it.next().unwrap().parse().unwrap();
    let t: usize = it.next().unwrap().parse().unwrap();
    let mut solver = Solver {
        res: Vec::new(),
        dist: Vec::new(),
        cnt: Vec::new(),
        queue: vec![0; QMAX],
    };
    let mut out = String::new();
    for _ in 0..t {
        let n: usize = it.next().unwrap().parse().unwrap();
        let m: usize = it.next().unwrap().parse().unwrap();
        let g: Vec<Vec<u8>> = (0..n)
            .map(|_| it.next().unwrap().as_bytes().to_vec())
            .collect();
        out.push_str(&solver.solve(n, m, &g));
        out.push('\n');
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
