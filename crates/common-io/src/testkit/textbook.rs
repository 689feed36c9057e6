//! A game's binary beside a plain C++ program of the textbook method, in
//! one benchmark: the speed goal of a game whose original judge has a
//! well-known solution (`benches/textbook.cpp` of its crate, written for
//! the benchmark) is a ratio of the two, measured on the same input in the
//! same run. The C++ is compiled as a contestant's is, `g++ -O2`.

// A benchmark's broken run fails the benchmark that made it.
#![allow(clippy::panic)]

use std::hash::{DefaultHasher, Hash, Hasher};
use std::io;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use super::child;

/// Compiles `source` (a C++ file) with `g++ -O2` into `out_dir`, named by
/// a hash of its text (a file compiled before is reused), and returns the
/// executable's path; an error naming `g++` when it is not there, or the
/// compiler's own when the source does not compile.
pub fn compile(source: &Path, out_dir: &Path) -> io::Result<PathBuf> {
    let text = std::fs::read(source)?;
    let mut hasher = DefaultHasher::new();
    text.hash(&mut hasher);
    let stem = source
        .file_stem()
        .map_or_else(|| "textbook".into(), |s| s.to_string_lossy());
    let exe = out_dir.join(format!("{stem}-{:016x}", hasher.finish()));
    if exe.exists() {
        return Ok(exe);
    }
    if !child::available("g++") {
        return Err(io::Error::new(
            io::ErrorKind::NotFound,
            "`g++` is needed to compile the textbook C++ program",
        ));
    }
    std::fs::create_dir_all(out_dir)?;
    let out = Command::new("g++")
        .args(["-O2", "-std=c++17", "-o"])
        .arg(&exe)
        .arg(source)
        .stdin(Stdio::null())
        .output()?;
    if !out.status.success() {
        return Err(io::Error::other(format!(
            "g++ -O2 {}: {}",
            source.display(),
            String::from_utf8_lossy(&out.stderr)
        )));
    }
    Ok(exe)
}

/// Runs `program` with `args` on `input` and returns its standard output:
/// one timed run of a benchmark.
///
/// # Panics
///
/// When the program cannot be run or fails: a benchmark of a broken run
/// measures nothing.
pub fn run(program: &Path, args: &[&str], input: &[u8]) -> Vec<u8> {
    let mut command = Command::new(program);
    command.args(args);
    let run = match child::run(command, input) {
        Ok(run) => run,
        Err(e) => panic!("{}: {e}", program.display()),
    };
    assert!(
        run.status.success(),
        "{} {args:?}: {}",
        program.display(),
        run.stderr
    );
    run.stdout
}

/// Where a crate's benchmarks keep the compiled textbook programs: the
/// workspace's target directory (`CARGO_TARGET_DIR`, else `target/` two
/// levels above the crate's manifest), `textbook/`.
pub fn out_dir(manifest_dir: &str) -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map_or_else(
            || Path::new(manifest_dir).join("../../target"),
            PathBuf::from,
        )
        .join("textbook")
}
