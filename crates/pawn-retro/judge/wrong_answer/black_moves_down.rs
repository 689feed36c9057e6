// Mistake: the black piece is also allowed to move down.
//
// The contestant gives the black piece the same four neighbours as the red
// pieces (one move table for everybody), missing "never down" in the rules.
// Black then escapes or captures downwards where it should be stuck, e.g.
// `5 1 / # X . O O` is `Red 1` (black has no move after red steps up) but
// this prints `Black 2`. Wrong on most boards where black is chased.

use std::io::{self, Read, Write};

struct Solver {
    res: Vec<u8>,   // 0 unknown, 1 side to move wins, 2 side to move loses
    dist: Vec<u32>, // moves until the end under optimal play
    cnt: Vec<u8>,   // moves not yet known to lose
    queue: Vec<u32>,
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
        // par[c]: parity of row + column; the side to move follows from the sum
        let par: Vec<usize> = (0..nc).map(|c| (c / m + c % m) & 1).collect();
        let start_par = par[b0] ^ par[reds[0]] ^ par[reds[1]];
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
                bpre[c].push(c - m);
            }
            if r + 1 < n && free[c + m] {
                adj[c].push(c + m);
                bup[c].push(c + m);
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
        let total = nc * nc * nc;
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
        queue.clear();
        // red is to move in (b, x, y) iff the parity equals the start's
        for b in 0..nc {
            if !free[b] {
                continue;
            }
            for x in 0..nc {
                if !free[x] {
                    continue;
                }
                for y in 0..nc {
                    if !free[y] || x == y {
                        continue;
                    }
                    let i = (b * nc + x) * nc + y;
                    let red = par[b] ^ par[x] ^ par[y] == start_par;
                    if b < m {
                        res[i] = if red { 2 } else { 1 };
                        queue.push(i as u32);
                        continue;
                    }
                    if b == x || b == y {
                        res[i] = 2;
                        queue.push(i as u32);
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
                        queue.push(i as u32);
                    } else {
                        cnt[i] = deg as u8;
                    }
                }
            }
        }
        let mut head = 0;
        let mut preds: Vec<usize> = Vec::with_capacity(16);
        while head < queue.len() {
            let i = queue[head] as usize;
            head += 1;
            let y = i % nc;
            let x = i / nc % nc;
            let b = i / nc / nc;
            preds.clear();
            if par[b] ^ par[x] ^ par[y] != start_par {
                // black to move: red moved last, one red piece came from a neighbour
                for &q in &adj[x] {
                    if q != y {
                        preds.push((b * nc + q) * nc + y);
                    }
                }
                for &q in &adj[y] {
                    if q != x {
                        preds.push((b * nc + x) * nc + q);
                    }
                }
            } else {
                for &q in &bpre[b] {
                    preds.push((q * nc + x) * nc + y);
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
                    queue.push(p as u32);
                } else {
                    cnt[p] -= 1;
                    if cnt[p] == 0 {
                        res[p] = 2;
                        dist[p] = d;
                        queue.push(p as u32);
                    }
                }
            }
        }
        let st = (b0 * nc + reds[0]) * nc + reds[1];
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
        queue: Vec::new(),
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
