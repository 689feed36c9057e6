//! The walk's tests: the side table of deep labels, every plan of the
//! queues, the memory bound, the largest tables.

use super::*;
use crate::{Board, JudgeInput, Resources, position_count, try_analyze};
use common_io::rules::Solution;

fn layout(board: &Board) -> Layout {
    Layout::try_new(board).unwrap_or_else(|e| panic!("{e}"))
}

fn labels(layout: &Layout, goal: Goal, deep: u32) -> Labels {
    analyze(layout, goal, deep, &Workers::current_thread()).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn the_deepest_code_is_u16_max() {
    assert_eq!(
        u32::from(LABELLED) + 2 * CODE_DEPTHS + 1,
        u32::from(u16::MAX)
    );
}

/// With the code's limit lowered to 5, every label of 5 moves or more
/// goes through the side table, and every label is the same as with the
/// public API's limit: on the sample's boards and on a column where red
/// wins in 9, both for the whole table and for the walk that stops at
/// the start.
#[test]
fn depths_past_the_code_use_the_side_table() {
    let sample = include_str!("../../../../fixtures/pawn-retro/sample-1.in");
    let mut boards = JudgeInput::parse(sample.as_bytes())
        .unwrap_or_else(|e| panic!("{e}"))
        .boards;
    let column: Board = "10 1\nO\nO\n.\n.\n.\n.\n.\n.\n.\nX\n"
        .parse()
        .unwrap_or_else(|e| panic!("{e}"));
    boards.push(column);
    let mut boards_with_deep_labels = 0;
    for board in &boards {
        let layout = layout(board);
        let full = labels(&layout, Goal::Everything, DEEP);
        let low = labels(&layout, Goal::Everything, 5);
        let mut deep_labels = 0;
        for index in 0..layout.len() {
            assert_eq!(low.get(index), full.get(index), "{board}position {index}");
            deep_labels += usize::from(full.get(index).is_some_and(|l| l.moves >= 5));
        }
        assert!(full.deep.is_empty(), "{board}");
        assert_eq!(low.deep.is_empty(), deep_labels == 0, "{board}");
        // The bytes held: 2 per slot of the state table, and 16 per label
        // of the side table.
        assert_eq!(full.bytes(), 2 * full.state.len(), "{board}");
        assert_eq!(
            low.bytes(),
            2 * low.state.len() + 16 * deep_labels,
            "{board}"
        );
        boards_with_deep_labels += usize::from(deep_labels > 0);
        let start = Goal::Position(layout.start);
        let low = labels(&layout, start, 5);
        assert_eq!(low.get(layout.start), full.get(layout.start), "{board}");
    }
    assert!(boards_with_deep_labels >= 2, "{boards_with_deep_labels}");
}

/// The boards of the sample, of `brute-mixed-x10` (random sizes up to
/// 10×10, obstacles) and of `testdata-random-01` (the judge's), and a
/// column where red wins in 9.
fn small_boards() -> Vec<Board> {
    let files = [
        include_str!("../../../../fixtures/pawn-retro/sample-1.in"),
        include_str!("../../../../fixtures/pawn-retro/brute-mixed-x10.in"),
        include_str!("../../../../fixtures/pawn-retro/testdata-random-01.in"),
    ];
    let mut boards: Vec<Board> = (files.iter())
        .flat_map(|file| {
            (JudgeInput::parse(file.as_bytes()).unwrap_or_else(|e| panic!("{e}"))).boards
        })
        .collect();
    let column = "10 1\nO\nO\n.\n.\n.\n.\n.\n.\n.\nX\n";
    boards.push(column.parse().unwrap_or_else(|e| panic!("{e}")));
    boards
}

/// Every way of holding a layer gives the same labels, both for the
/// whole table and for the walk that stops at the start, with the
/// public API's depth limit and with a limit of 5 (past which the
/// layers are listed whatever the plan): every black id listed, every
/// one scanned, the walk's own plan, and room for a few positions per
/// black id (black ids listed at first, then the largest scanned as
/// the room runs out).
#[test]
fn scanned_and_listed_layers_give_the_same_labels() {
    for board in &small_boards() {
        let layout = layout(board);
        let listed = Plan {
            scan_all: false,
            room: usize::MAX,
            parallel_min: PARALLEL_MIN,
        };
        let plans = [
            Plan {
                scan_all: true,
                room: 0,
                parallel_min: PARALLEL_MIN,
            },
            Plan::of(&layout),
            Plan {
                scan_all: false,
                room: 4 * layout.black_moves.len(),
                parallel_min: PARALLEL_MIN,
            },
        ];
        for deep in [DEEP, 5] {
            let (expected, _) = walk(
                &layout,
                Goal::Everything,
                deep,
                listed,
                &Workers::current_thread(),
            )
            .unwrap_or_else(|e| panic!("{e}"));
            for plan in plans {
                let (labels, _) = walk(
                    &layout,
                    Goal::Everything,
                    deep,
                    plan,
                    &Workers::current_thread(),
                )
                .unwrap_or_else(|e| panic!("{e}"));
                for index in 0..layout.len() {
                    let (got, want) = (labels.get(index), expected.get(index));
                    assert_eq!(got, want, "{board}{plan:?}, position {index}");
                }
                let start = Goal::Position(layout.start);
                let (labels, _) = walk(&layout, start, deep, plan, &Workers::current_thread())
                    .unwrap_or_else(|e| panic!("{e}"));
                let (got, want) = (labels.get(layout.start), expected.get(layout.start));
                assert_eq!(got, want, "{board}{plan:?}, the start");
            }
        }
    }
}

/// The memory bound of the crate documentation: `2 P + max(P, 1 MiB) +
/// 42 C(R, 2) + 256 KiB` bytes for `P` positions and `C(R, 2)` red
/// pairs.
fn bound(layout: &Layout) -> usize {
    let positions = layout.len();
    2 * positions + positions.max(1 << 20) + 42 * layout.pair_count + (256 << 10)
}

/// The bound computed without the tables is the same.
#[test]
fn the_bound_needs_no_tables() {
    for board in small_boards() {
        assert_eq!(layout::memory_bound(&board), bound(&layout(&board)));
    }
}

/// What the layout and the walk that labels every position hold at
/// most at once (the walk that stops at the start does the same
/// things in the same order, and stops): within the documented bound,
/// on narrow boards (where a layer holds a sixth of the positions) as
/// on square ones, and never more than 3 bytes per position besides the
/// layout. Boards of 400 cells, black on the bottom row, the reds in
/// the top corners; one row of 400 (black on row 1); the 400×1 column
/// of the fixtures; the 400×1 corridor with red in a pocket.
#[test]
#[ignore = "large table: CI runs it with --ignored"]
fn the_walk_stays_within_the_documented_memory_bound() {
    check_memory_bound(400, 1);
    // Its large depths dealt out to the most parts.
    check_memory_bound(400, parallel::MAX_PARTS);
}

/// [`the_walk_stays_within_the_documented_memory_bound`] on boards of
/// 100 cells, quick enough for every run.
#[test]
fn the_walk_stays_within_the_bound_on_boards_of_100_cells() {
    check_memory_bound(100, 1);
}

/// The boards of [`the_walk_stays_within_the_documented_memory_bound`]
/// with `cells` cells (400 or 100) through the walk on `threads`
/// threads.
fn check_memory_bound(cells: usize, threads: usize) {
    let threads = std::num::NonZeroUsize::new(threads).unwrap_or(std::num::NonZeroUsize::MIN);
    let workers = Workers::new(threads);
    let scale = |n: usize| n * cells / 400;
    let open = |rows: usize, cols: usize| {
        let mut grid = vec![vec![b'.'; cols]; rows];
        (grid[0][0], grid[0][cols - 1], grid[rows - 1][cols / 2]) = (b'O', b'O', b'X');
        let rows: Vec<String> = (grid.into_iter())
            .map(|row| String::from_utf8(row).unwrap_or_else(|e| panic!("{e}")))
            .collect();
        format!("{} {cols}\n{}\n", rows.len(), rows.join("\n"))
    };
    let corridor = format!("{} 1\n{}X\n#\nO\nO\n.\n#\n", cells, ".\n".repeat(cells - 6));
    let side = if cells == 400 { 20 } else { 10 };
    let boards = [
        open(3, scale(133)),
        open(side, side),
        open(side / 2, side * 2),
        open(side * 2, side / 2),
        format!(
            "1 {cells}\nO{}X{}O\n",
            ".".repeat(cells / 2 - 1),
            ".".repeat(cells / 2 - 2)
        ),
        format!("{cells} 1\nO\nO\n{}X\n", ".\n".repeat(cells - 3)),
        corridor,
    ];
    let mut parallel_layers = 0;
    for text in boards {
        let board: Board = text.parse().unwrap_or_else(|e| panic!("{e}"));
        let layout = layout(&board);
        let (_, walked) = walk(&layout, Goal::Everything, DEEP, Plan::of(&layout), &workers)
            .unwrap_or_else(|e| panic!("{e}"));
        parallel_layers += walked.parallel_layers;
        let held = layout.bytes() + walked.bytes;
        let (rows, cols) = (board.rows(), board.cols());
        assert!(
            held <= bound(&layout),
            "{rows}×{cols}: {held} bytes, bound {}",
            bound(&layout)
        );
        let positions = layout.len();
        // At least the state table: 2 bytes per position and the sentinel.
        assert!(walked.bytes >= 2 * (positions + 1), "{rows}×{cols}");
        assert!(
            walked.bytes <= 3 * positions + (1 << 20) + (256 << 10),
            "{rows}×{cols}: {} bytes for {positions} positions",
            walked.bytes
        );
    }
    // On more than one thread, some depths of the open boards were
    // dealt out.
    assert_eq!(threads.get() > 1, parallel_layers > 0, "{parallel_layers}");
}

/// Tables too large to allocate are errors that say what they were for
/// and how many bytes they needed, instead of an abort.
#[test]
fn a_table_too_large_is_out_of_memory() {
    let positions = usize::MAX / 4;
    assert_eq!(
        state_table(positions),
        Err(OutOfMemory::new("the state table", (positions + 1) * 2))
    );
    let err = Queue::new(usize::MAX / 8, false, 0).err();
    assert_eq!(
        err.map(|e| (e.what, e.bytes)),
        Some(("the buckets of the retrograde queue", usize::MAX))
    );
}

/// The largest index space accepted (`C(400, 2) · 400` positions, here
/// on one row with black on it, where every position is decided before
/// any move): `try_analyze` asks for 2 bytes per position and the
/// sentinel's 2, and keeps the 2 bytes per position as its
/// `bytes`.
#[test]
#[ignore = "slow for the quick run (over 0.2 s): CI runs it with --ignored"]
fn the_largest_board_asks_for_its_table_bytes() {
    let text = format!("1 400\nOXO{}\n", ".".repeat(397));
    let board: Board = text.parse().unwrap_or_else(|e| panic!("{e}"));
    let positions = 79_800 * 400;
    assert_eq!(position_count(&board), positions);
    let analysis = try_analyze(&board, &Resources::default()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(analysis.len(), positions);
    assert_eq!(analysis.bytes(), 2 * positions);
    let asked = state_table(positions).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(asked.len() * 2, analysis.bytes() + 2);
}

/// What the walk counts as held is what its queues and buffers hold: a
/// queue's entries (4 bytes each) and its buckets, its peak since it was
/// cleared, the buffers' capacity, and the parts of a dealt layer (their
/// scratch at least).
#[test]
fn the_walk_counts_the_bytes_it_holds() {
    let mut layer = Queue::new(3, false, 1 << 20).unwrap_or_else(|e| panic!("{e}"));
    let mut next = Queue::new(3, false, 1 << 20).unwrap_or_else(|e| panic!("{e}"));
    let empty = next.bytes();
    let key = |black| Key {
        black,
        mover: Side::Red,
        verdict: Wdl::Win,
    };
    let pairs: Vec<u32> = (0..1000).collect();
    layer
        .extend(key(0), &pairs)
        .unwrap_or_else(|e| panic!("{e}"));
    next.extend(key(1), &pairs[..600])
        .unwrap_or_else(|e| panic!("{e}"));
    next.extend(key(2), &pairs[..300])
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(layer.bytes() >= empty + 4 * 1000, "{}", layer.bytes());
    assert!(next.bytes() >= empty + 4 * 900, "{}", next.bytes());
    assert!(next.high_bytes() >= next.bytes());
    // A bucket keeps up to four times what it just held through one
    // clear, and gives it back at the next: then the queue holds what an
    // empty one does, and its peak restarts there.
    next.clear(true, 1 << 20);
    next.clear(true, 1 << 20);
    assert_eq!((next.bytes(), next.high_bytes()), (empty, empty));

    let buffers = Buffers {
        scratch: Vec::with_capacity(100),
        gathered: Vec::with_capacity(50),
    };
    assert!(buffers.bytes() >= 4 * 150, "{}", buffers.bytes());
    assert_eq!(Buffers::default().bytes(), 0);
    let dealt = parallel::bytes(2, 3);
    assert!(dealt >= 2 * 8 * 256 * 4, "{dealt}");
    // Each part also holds a slot of its table of blocks per black id.
    let slot = size_of::<Option<&mut [u16]>>();
    assert_eq!(parallel::bytes(2, 103) - dealt, 2 * 100 * slot);
    assert_eq!(
        held(&layer, &next, &buffers, dealt),
        layer.bytes() + next.high_bytes() + buffers.bytes() + dealt
    );
    let (stuck, pending) = (Vec::with_capacity(100), Vec::with_capacity(50));
    let entries = stuck.capacity() + pending.capacity();
    assert!(entries >= 150);
    assert_eq!(
        seed::seeding_bytes(&layer, &[&stuck, &pending, &Vec::new()]),
        layer.high_bytes() + 4 * entries
    );
    // What the parts of the largest board hold, with the one-thread
    // buffers, stays within the 256 KiB the memory bound allows for them.
    let parts = parallel::bytes(parallel::MAX_PARTS, crate::board::MAX_CELLS);
    assert!(parts > parallel::bytes(parallel::MAX_PARTS - 1, crate::board::MAX_CELLS));
    assert!(parts <= 115 << 10, "{parts}");
}
