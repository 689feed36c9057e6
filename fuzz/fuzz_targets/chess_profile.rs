//! Any bytes through chess-profile's whole input path, checked by the
//! workspace's one fuzz body (`common_io::testkit::fuzz_input`): nothing
//! panics, bad input is refused alike in every mode, and boards whose
//! analysis takes at most `LIMIT` bytes (side sum up to about 16) are
//! answered in every mode and satisfy the game contract's laws.
#![no_main]

/// 4 MiB of fixed tables and up to about 50,000 positions.
const LIMIT: usize = (4 << 20) + 250_000;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    common_io::testkit::fuzz_input::<chess_profile::ChessProfile>(data, LIMIT);
});
