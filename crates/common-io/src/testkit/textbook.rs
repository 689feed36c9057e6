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

/// The processor time (user and system) of the children this process has
/// waited for so far, from `/proc/self/stat` (its `cutime` and `cstime`,
/// in the kernel's clock ticks of 1/100 s): `None` off Linux.
fn children_processor_time() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The fields after the command's name, which ends with the last `)`.
    let after = &stat[stat.rfind(')')? + 1..];
    let fields: Vec<&str> = after.split_whitespace().collect();
    // `cutime` and `cstime` are fields 16 and 17 of the whole line: 14 and
    // 15 (from 1) after the name, whose state is the first.
    let ticks = |k: usize| fields.get(k - 1)?.parse::<f64>().ok();
    Some((ticks(14)? + ticks(15)?) / 100.0)
}

/// The processor time of one run of `program` with `args` on `input`, in
/// seconds: the mean over `runs` runs (of at least 1 s of processor time
/// in all, so that the clock's ticks of 1/100 s do not matter), with the
/// output checked to be `expected`; `None` where the processor time of
/// children cannot be read (off Linux).
///
/// # Panics
///
/// When the program fails or prints anything else.
pub fn processor_time(program: &Path, args: &[&str], input: &[u8], expected: &[u8]) -> Option<f64> {
    let before = children_processor_time()?;
    let mut runs = 0u32;
    loop {
        let out = run(program, args, input);
        assert!(out == expected, "{}: another answer", program.display());
        runs += 1;
        let spent = children_processor_time()? - before;
        if spent >= 1.0 && runs >= 10 {
            return Some(spent / f64::from(runs));
        }
    }
}

/// Prints the processor time of one run of `binary` (with `args`) and of
/// `cpp` on `input`, both the same answer, and their ratio (the speed
/// goal: at most 1), one line named `name`; nothing but a note off Linux.
///
/// # Panics
///
/// When a program fails, or the two answer differently.
#[allow(clippy::print_stderr)] // a benchmark's report, beside criterion's
pub fn print_ratio(name: &str, binary: &Path, args: &[&str], cpp: &Path, input: &[u8]) {
    let expected = run(cpp, &[], input);
    let ours = processor_time(binary, args, input, &expected);
    let theirs = processor_time(cpp, &[], input, &expected);
    match (ours, theirs) {
        (Some(ours), Some(theirs)) => eprintln!(
            "{name}: processor time {:.2} ms (the binary) / {:.2} ms (the textbook C++) = {:.2}x",
            ours * 1e3,
            theirs * 1e3,
            ours / theirs
        ),
        _ => eprintln!("{name}: the processor time of a child is read on Linux only"),
    }
}

/// The textbook C++ of the crate at `manifest_dir` (`benches/textbook.cpp`)
/// beside its `binary` (`--threads 1`) on `input`: compiled, checked to
/// give the binary's answer, and their processor times printed
/// ([`print_ratio`], one line named `name`); the C++ executable, for
/// criterion to time too, or `None` (with a note) when it cannot be
/// compiled here (no `g++`).
///
/// # Panics
///
/// When a program fails, or the two answer differently.
#[allow(clippy::print_stderr)] // a benchmark's report, beside criterion's
pub fn compared(name: &str, binary: &Path, manifest_dir: &str, input: &[u8]) -> Option<PathBuf> {
    let source = Path::new(manifest_dir).join("benches/textbook.cpp");
    match compile(&source, &out_dir(manifest_dir)) {
        Ok(cpp) => {
            let one = ["--threads", "1"];
            let ours = run(binary, &one, input);
            assert!(
                ours == run(&cpp, &[], input),
                "{name}: the binary and the textbook C++ answer differently"
            );
            print_ratio(name, binary, &one, &cpp, input);
            Some(cpp)
        }
        Err(e) => {
            eprintln!("{name}: the textbook C++ is not measured: {e}");
            None
        }
    }
}
