//! The oracle: the game's rules as the crate states them for the rules
//! layer (`berzerk::rules`: the board's `Rules`), solved by common-io's generic
//! retrograde analysis (`common_io::rules::Tablebase`), which shares
//! nothing with the kernel; checked here against a plain fixpoint of the
//! statement's definitions.

use berzerk::{Board, Position, Side};
use common_io::game::{GameValue, Wdl};
use common_io::rules::{Solution, Tablebase};
use common_io::{Resources, SplitMix64};

/// The judge's two lines for `n`, `rick` and `morty`, from the rules.
pub(crate) fn judge_lines(n: u32, rick: &[u32], morty: &[u32]) -> String {
    let board = Board::new(n, rick.to_vec(), morty.to_vec()).unwrap();
    let solved = Tablebase::solve(board, &Resources::default()).unwrap();
    let line = |mover| {
        (2..=n)
            .map(|object| {
                match solved
                    .outcome(&Position::At { object, mover })
                    .unwrap()
                    .wdl()
                {
                    Wdl::Win => "Win",
                    Wdl::Loss => "Lose",
                    Wdl::Draw => "Loop",
                }
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    format!("{}\n{}\n", line(Side::Rick), line(Side::Morty))
}

/// The same from the definitions, by a fixpoint: a position is won when
/// some step lands in the black hole or on a lost position of the other
/// player, lost when every step lands on a won one; repeat until nothing
/// changes; the rest loops.
pub(crate) fn by_fixpoint(n: u32, rick: &[u32], morty: &[u32]) -> String {
    // value[p][o]: 1 won, -1 lost, 0 unknown; p = 0 Rick, 1 Morty to move.
    let n = n as usize;
    let sets = [rick, morty];
    let mut value = vec![vec![0i8; n + 1]; 2];
    loop {
        let mut changed = false;
        for p in 0..2 {
            for o in 2..=n {
                if value[p][o] != 0 {
                    continue;
                }
                let to = |x: u32| (o - 1 + x as usize) % n + 1;
                let win = sets[p]
                    .iter()
                    .any(|&x| to(x) == 1 || value[1 - p][to(x)] == -1);
                let lose = sets[p]
                    .iter()
                    .all(|&x| to(x) != 1 && value[1 - p][to(x)] == 1);
                if win || lose {
                    value[p][o] = if win { 1 } else { -1 };
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let line = |p: usize| {
        (2..=n)
            .map(|o| match value[p][o] {
                1 => "Win",
                -1 => "Lose",
                _ => "Loop",
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    format!("{}\n{}\n", line(0), line(1))
}

/// A random set of `1..n`: a few numbers, or many.
pub(crate) fn random_set(rng: &mut SplitMix64, n: u32) -> Vec<u32> {
    let mut all: Vec<u32> = (1..n).collect();
    rng.shuffle(&mut all);
    let k = if rng.chance(1, 2) {
        rng.range_usize(1, all.len().min(3))
    } else {
        rng.range_usize(1, all.len())
    };
    all.truncate(k);
    all
}

#[test]
fn the_samples() {
    assert_eq!(
        judge_lines(5, &[3, 2], &[1, 2, 3]),
        "Lose Win Win Loop\nLoop Win Win Win\n"
    );
    assert_eq!(
        judge_lines(8, &[6, 2, 3, 4], &[3, 6]),
        "Win Win Win Win Win Win Win\nLose Win Lose Lose Win Lose Lose\n"
    );
}

/// Worked out by hand: with every number, the mover jumps straight in;
/// on two objects the only step is 1, into the hole; with steps of 2 on a
/// circle of 4, objects 2 and 4 never reach the hole, and from object 3
/// the mover wins at once.
#[test]
fn boards_worked_out_by_hand() {
    assert_eq!(
        judge_lines(4, &[1, 2, 3], &[3, 1, 2]),
        "Win Win Win\nWin Win Win\n"
    );
    assert_eq!(judge_lines(2, &[1], &[1]), "Win\nWin\n");
    assert_eq!(judge_lines(4, &[2], &[2]), "Loop Win Loop\nLoop Win Loop\n");
}

#[test]
fn the_oracle_agrees_with_the_fixpoint() {
    let mut rng = SplitMix64::new(13);
    let mut loops = 0;
    for _ in 0..2000 {
        let n = rng.range(2, 14) as u32;
        let (rick, morty) = (random_set(&mut rng, n), random_set(&mut rng, n));
        let lines = judge_lines(n, &rick, &morty);
        assert_eq!(
            lines,
            by_fixpoint(n, &rick, &morty),
            "{n} {rick:?} {morty:?}"
        );
        loops += usize::from(lines.contains("Loop"));
    }
    assert!(loops > 100, "{loops}");
}
