//! The contour kernel's tests: the exactness bound of the wide table, the
//! halves' sizes, tables too large to allocate, and more threads.

use super::*;

/// The table holds one value per position, in its two halves, on one
/// thread or two: `C(n + m - 1, m)` ranks in the first, the rest in
/// the second (the memory the analysis asks for, no more).
#[test]
fn the_halves_hold_one_value_per_position() {
    let two = Workers::new(std::num::NonZeroUsize::new(2).unwrap_or(std::num::NonZeroUsize::MIN));
    for (rows, cols) in [(10, 10), (9, 12), (1, 7)] {
        let cells = rows * cols;
        let board = Board::new(rows, cols, vec![3; cells], vec![5; cells])
            .unwrap_or_else(|e| panic!("{e}"));
        let positions = crate::analysis::position_count(rows, cols);
        let first = Binomials::new().get(rows + cols - 1, cols);
        for workers in [&Workers::current_thread(), &two] {
            let halves = fill::<i32>(&board, workers).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(
                (halves.first.len(), halves.second.len()),
                (first, positions - first),
                "{rows}×{cols} on {} threads",
                workers.threads()
            );
        }
    }
}

/// The exactness bound of the wide table holds at the crate's limits,
/// and fails one value past the largest exact one: `(⌊S/2⌋ · ⌈S/2⌉ +
/// 1) · v < 2^53`, 226 · v for `S = 30` and 241 · v for `S = 31`.
#[test]
fn the_wide_table_is_exact_up_to_2_to_the_53() {
    let limit = 1u64 << 53;
    for (sum, cells) in [(30, 225), (31, 240), (2, 1), (1, 0)] {
        let largest = (limit - 1) / (cells + 1);
        assert!(wide_is_exact(sum, largest), "S = {sum}");
        assert!(!wide_is_exact(sum, largest + 1), "S = {sum}");
    }
    assert!(wide_is_exact(
        crate::board::MAX_SIDE_SUM as u64,
        crate::board::MAX_VALUE as u64
    ));
}
use crate::analysis::position_count;

#[test]
fn a_table_too_large_is_out_of_memory_with_its_bytes() {
    // 2^58 positions: 2^61 bytes of `f64`, more than any machine has.
    let positions = 1usize << 58;
    let err = position_tables::<f64>(positions, false).unwrap_err();
    assert_eq!(err, OutOfMemory::new("the value table", positions * 8));
    assert_eq!(
        err.to_string(),
        format!(
            "out of memory: the value table needs {} bytes",
            1usize << 61
        )
    );
    let err = position_tables::<i32>(positions, false).unwrap_err();
    assert_eq!((err.what, err.bytes), ("the value table", positions * 4));
}

/// The largest accepted board (15×15, values up to 10^9: the `f64`
/// table) allocates exactly its bytes per position for its position tables.
#[test]
#[ignore = "large table (1.4 GB): CI runs it with --ignored"]
fn the_largest_board_allocates_its_table_bytes() {
    let cells = 15 * 15;
    let board = Board::new(15, 15, vec![MAX; cells], vec![MAX; cells]).unwrap();
    assert!(!is_narrow(&board));
    let positions = position_count(15, 15);
    let (values, second_moves) = position_tables::<f64>(positions, true).unwrap();
    assert_eq!((values.len(), second_moves.len()), (positions, positions));
    let allocated = values.capacity() * size_of::<f64>() + second_moves.capacity();
    assert_eq!(allocated, positions * Table::bytes_per_position(&board));
    assert_eq!(allocated, 155_117_520 * 9);
}

/// Two threads fill the same table as one, for boards whose blocks
/// pair at several levels (and the `f64` table), and so do two threads
/// a system refuses.
#[test]
fn more_threads_fill_the_table_of_one() {
    use std::num::NonZeroUsize;

    use common_io::SplitMix64;

    let (two, four) = (NonZeroUsize::new(2).unwrap(), NonZeroUsize::new(4).unwrap());
    let mut rng = SplitMix64::new(22);
    for (rows, cols, max) in [
        (9, 9, 100),
        (10, 10, 100_000),
        (7, 12, 5),
        (12, 7, MAX),
        (3, 20, 9),
    ] {
        let mut values = || (0..rows * cols).map(|_| rng.range_i64(0, max)).collect();
        let board = Board::new(rows, cols, values(), values()).unwrap();
        let one = Table::try_new(&board, &Workers::current_thread()).unwrap();
        for workers in [
            Workers::new(two),
            Workers::new(four),
            common_io::testkit::refusing_threads(two),
        ] {
            let other = Table::try_new(&board, &workers).unwrap();
            let positions = crate::analysis::position_count(rows, cols);
            assert!(
                (0..positions).all(|r| one.value(r) == other.value(r)),
                "{rows}×{cols}"
            );
        }
    }
}

const MAX: i64 = crate::MAX_VALUE;
