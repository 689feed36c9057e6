//! Standard input and output through descriptors of the program's own,
//! and what a descriptor closed at the start (`>&-`) becomes: an error,
//! never a silent sink.

use std::io::{self, Read, Write};

/// Standard input or output, through a descriptor of our own: Rust's
/// `io::stdout()` treats a closed stdout (`>&-`) as a sink that accepts
/// everything, so the answer would be lost with exit status 0, and a
/// closed stdin would read as an empty input.
pub(super) enum Stream {
    File(std::fs::File),
    /// Closed when the program started (see [`closed_at_start`]).
    Closed,
    /// Could not be duplicated: the error it gave.
    Unusable(io::ErrorKind, Option<i32>),
    #[cfg(not(unix))]
    Stdin(io::Stdin),
    #[cfg(not(unix))]
    Stdout(io::Stdout),
}

impl Stream {
    /// Standard descriptor `fd`: 0 (input) or 1 (output).
    pub(super) fn open(fd: u32) -> Stream {
        #[cfg(unix)]
        {
            use std::os::fd::{AsFd, BorrowedFd};
            if closed_at_start(fd) {
                return Stream::Closed;
            }
            let (stdin, stdout) = (io::stdin(), io::stdout());
            let borrowed: BorrowedFd<'_> = if fd == 0 {
                stdin.as_fd()
            } else {
                stdout.as_fd()
            };
            match borrowed.try_clone_to_owned() {
                Ok(owned) => Stream::File(std::fs::File::from(owned)),
                Err(e) => Stream::Unusable(e.kind(), e.raw_os_error()),
            }
        }
        #[cfg(not(unix))]
        {
            if fd == 0 {
                Stream::Stdin(io::stdin())
            } else {
                Stream::Stdout(io::stdout())
            }
        }
    }

    /// The file, or the error any use of the stream gives.
    fn file(&mut self) -> io::Result<&mut std::fs::File> {
        match self {
            Stream::File(file) => Ok(file),
            Stream::Closed => Err(closed()),
            Stream::Unusable(kind, code) => Err(unusable(*kind, *code)),
            #[cfg(not(unix))]
            _ => unreachable!("the standard streams are not files here"),
        }
    }
}

impl Read for Stream {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        #[cfg(not(unix))]
        if let Stream::Stdin(stdin) = self {
            return stdin.read(buf);
        }
        self.file()?.read(buf)
    }
}

impl Write for Stream {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        #[cfg(not(unix))]
        if let Stream::Stdout(stdout) = self {
            return stdout.write(buf);
        }
        self.file()?.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        #[cfg(not(unix))]
        if let Stream::Stdout(stdout) = self {
            return stdout.flush();
        }
        self.file()?.flush()
    }
}

/// Whether standard descriptor `fd` (0 or 1) was closed when the program
/// started (`>&-`, `<&-`): as [`at_start`] recorded it, before Rust's
/// runtime reopened it on `/dev/null` (read-write). A harness's own
/// `/dev/null` (Python's `subprocess.DEVNULL`, Node's `stdio: 'ignore'`,
/// a shell's `1<>/dev/null`) is open at the start, so it is used as it
/// is: the answer goes to `/dev/null` and the run ends with status 0.
/// Where nothing was recorded (not Linux), nothing is detected.
fn closed_at_start(fd: u32) -> bool {
    // Reading the record keeps the recorder linked in.
    std::hint::black_box(&at_start::RECORD);
    at_start::closed(fd)
}

/// The state of descriptors 0 and 1 when the process started, recorded
/// before `main` by a function the C runtime calls from the ELF
/// `.init_array` (the same mechanism as a C constructor): it runs before
/// Rust's own start-up code (`std`'s `lang_start`), which replaces a closed
/// standard descriptor by `/dev/null` opened read-write, after which a
/// closed descriptor cannot be told from a harness's `/dev/null`.
#[cfg(target_os = "linux")]
mod at_start {
    use std::sync::atomic::{AtomicU8, Ordering};

    /// Bit `fd` set: descriptor `fd` was closed. `NOT_RECORDED` until the
    /// recorder has run.
    static CLOSED: AtomicU8 = AtomicU8::new(NOT_RECORDED);
    const NOT_RECORDED: u8 = 0x80;

    /// The recorder, in the table of functions the C runtime calls before
    /// `main`.
    // One of the three `unsafe` items of the workspace (an unsafe attribute, no unsafe
    // code). Sound because:
    // - `.init_array` holds pointers to functions of type
    //   `extern "C" fn()`, which this is (the C runtime passes argc, argv
    //   and envp, which the C calling convention lets a function without
    //   parameters ignore);
    // - the runtime calls it once, on the main thread, before `main` and
    //   before any other thread exists;
    // - it neither unwinds (no operation in it can panic; an `extern "C"`
    //   function aborts rather than unwind anyway) nor relies on state
    //   `std`'s start-up sets: it asks the kernel whether two paths exist
    //   (the `/proc` entries of descriptors 0 and 1, through `std::fs`,
    //   which calls the C library directly, with a buffer on the stack)
    //   and stores a byte in an atomic.
    #[allow(unsafe_code)]
    #[used]
    #[unsafe(link_section = ".init_array")]
    pub(super) static RECORD: extern "C" fn() = record;

    extern "C" fn record() {
        let closed = |fd: u8, path: &str| {
            // `/proc/self/fd/N` exists exactly while descriptor N is open;
            // without `/proc` (a sandbox), nothing is known.
            if std::path::Path::new("/proc/self/fd").is_dir()
                && std::fs::symlink_metadata(path).is_err()
            {
                1 << fd
            } else {
                0
            }
        };
        let bits = closed(0, "/proc/self/fd/0") | closed(1, "/proc/self/fd/1");
        CLOSED.store(bits, Ordering::Relaxed);
    }

    /// Whether descriptor `fd` was closed at the start, as recorded.
    pub(super) fn closed(fd: u32) -> bool {
        let bits = CLOSED.load(Ordering::Relaxed);
        bits != NOT_RECORDED && fd < 2 && bits & (1 << fd) != 0
    }
}

/// Elsewhere, nothing is recorded, and nothing is detected.
#[cfg(not(target_os = "linux"))]
mod at_start {
    pub(super) static RECORD: () = ();

    pub(super) fn closed(_: u32) -> bool {
        false
    }
}

/// The error for a stream that was closed when the program started.
fn closed() -> io::Error {
    // Not `BrokenPipe`, which ends the run quietly.
    io::Error::other("it was closed when the program started")
}

/// The error a closed stream gave when it was opened, again.
fn unusable(kind: io::ErrorKind, code: Option<i32>) -> io::Error {
    code.map_or_else(|| io::Error::from(kind), io::Error::from_raw_os_error)
}
