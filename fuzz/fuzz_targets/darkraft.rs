//! Any bytes through darkraft's whole input path, checked by the
//! workspace's one fuzz body (`common_io::testkit::fuzz_input`): nothing
//! panics, bad input is refused alike in every mode, and grids whose
//! analysis takes at most `LIMIT` bytes (about 16×16) are answered in
//! every mode and satisfy the game contract's laws.
#![no_main]

/// 4 MiB of buffers and up to 250 KB of tables.
const LIMIT: usize = (4 << 20) + 250_000;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    common_io::testkit::fuzz_input::<darkraft::Darkraft>(data, LIMIT);
});
