// Mistake: depth-by-depth DP (iterative deepening) that recomputes every position for each depth instead of a BFS queue.
//
// Layer d gives each position's result when the game must end within d
// moves, computed from layer d - 1 over all 2 * cells^3 positions, until a
// layer changes nothing. It is correct, but costs (longest game + 1) full
// passes: fine on small boards, over 10 s on a file of ten 10x10 mazes
// with ~300-move games (about 2 s per board; even open 10x10 boards take ~1 s).

use std::io::{self, Read, Write};

struct Solver {
    res: Vec<u8>,   // 0 unknown, 1 side to move wins, 2 side to move loses
    dist: Vec<u32>, // moves until the end under optimal play
    cnt: Vec<u8>,   // number of legal moves
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
            }
            if k > 0 && free[c - 1] {
                adj[c].push(c - 1);
                bup[c].push(c - 1);
            }
            if k + 1 < m && free[c + 1] {
                adj[c].push(c + 1);
                bup[c].push(c + 1);
            }
        }
        // a position: side to move (0 red, 1 black), black cell, red cells
        let total = 2 * nc * nc * nc;
        let id = |s: usize, b: usize, x: usize, y: usize| ((s * nc + b) * nc + x) * nc + y;
        let res = &mut self.res;
        let dist = &mut self.dist;
        let cnt = &mut self.cnt;
        res.clear();
        res.resize(total, 0);
        dist.clear();
        dist.resize(total, 0);
        cnt.clear();
        cnt.resize(total, 0);
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
                continue;
            }
            if b == x || b == y {
                res[i] = 2;
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
            } else {
                cnt[i] = deg as u8;
            }
        }
        // layer d: the result of every position when the game must end within d
        // moves, computed from layer d - 1; stop when a layer changes nothing
        let mut prev = res.clone();
        let mut next: Vec<usize> = Vec::with_capacity(16);
        let mut d = 0;
        loop {
            d += 1;
            let mut changed = false;
            for i in 0..total {
                if cnt[i] == 0 {
                    continue;
                }
                let y = i % nc;
                let x = i / nc % nc;
                let b = i / nc / nc % nc;
                let s = i / nc / nc / nc;
                next.clear();
                if s == 0 {
                    for &t in &adj[x] {
                        if t != y {
                            next.push(id(1, b, t, y));
                        }
                    }
                    for &t in &adj[y] {
                        if t != x {
                            next.push(id(1, b, x, t));
                        }
                    }
                } else {
                    for &t in &bup[b] {
                        next.push(id(0, t, x, y));
                    }
                }
                let mut win = false;
                let mut all_win = true;
                for &j in &next {
                    if prev[j] == 2 {
                        win = true;
                    }
                    if prev[j] != 1 {
                        all_win = false;
                    }
                }
                let r = if win {
                    1
                } else if all_win {
                    2
                } else {
                    0
                };
                if r != res[i] {
                    res[i] = r;
                    dist[i] = d;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
            prev.copy_from_slice(res);
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
