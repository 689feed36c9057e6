//! Any bytes through pawn-retro's whole input path, checked by the
//! workspace's one fuzz body (`common_io::testkit::fuzz_input`): nothing
//! panics, bad input is refused alike in every mode, and files whose
//! boards' analyses take at most `LIMIT` bytes each (up to about 40 free
//! cells) are answered in every mode and satisfy the game contract's laws.
#![no_main]

/// The bound's fixed part (1 MiB of queues and 256 KiB of buffers) and up
/// to about 100,000 positions.
const LIMIT: usize = (1 << 20) + (256 << 10) + 300_000;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    common_io::testkit::fuzz_input::<pawn_retro::PawnRetro>(data, LIMIT);
});
