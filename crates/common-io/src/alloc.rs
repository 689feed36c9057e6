//! Fallible allocation for tables whose size depends on the input.
//!
//! `vec![value; len]` aborts the process when the memory is not there. The
//! solvers allocate their tables through [`try_filled`] and grow their
//! queues through [`try_reserve`] instead, so that a board too large for
//! the machine (or for a `ulimit -v`) becomes an [`OutOfMemory`] error:
//! the judge binaries turn it into one `error:` line and exit status 1.
//!
//! On Linux, the generic solvers' tables of at least 4 MiB are also
//! marked for huge pages ([`huge_pages`]): their first touch then takes a
//! fault each 2 MiB rather than each 4 KiB, and their random reads fewer
//! misses of the address translation.

use std::fmt;

/// A table that could not be allocated: what it was for, how many bytes
/// it needed, and the memory limit it was over, if one was set
/// ([`crate::Resources`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OutOfMemory {
    /// What the memory was for, e.g. `"the value table"`.
    pub what: &'static str,
    /// How many bytes were asked for.
    pub bytes: usize,
    /// The limit `bytes` is over, when it was refused by a limit rather
    /// than by the machine.
    pub limit: Option<usize>,
}

impl OutOfMemory {
    /// The machine could not give `bytes` for `what`.
    pub const fn new(what: &'static str, bytes: usize) -> OutOfMemory {
        OutOfMemory {
            what,
            bytes,
            limit: None,
        }
    }

    /// `bytes` for `what` are over the memory limit `limit`.
    pub const fn over_limit(what: &'static str, bytes: usize, limit: usize) -> OutOfMemory {
        OutOfMemory {
            what,
            bytes,
            limit: Some(limit),
        }
    }
}

impl fmt::Display for OutOfMemory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "out of memory: {} needs {} bytes", self.what, self.bytes)?;
        match self.limit {
            Some(limit) => write!(f, ", over the limit of {limit} bytes"),
            None => Ok(()),
        }
    }
}

impl std::error::Error for OutOfMemory {}

impl OutOfMemory {
    /// Ends the process the way `Vec` does when an allocation fails
    /// ([`std::alloc::handle_alloc_error`]: a message and an abort). For a
    /// library's infallible convenience functions (`analyze` next to
    /// `try_analyze`), which promise what `vec!` promises; the judge
    /// binaries use the fallible paths and exit with status 1 instead.
    pub fn abort(self) -> ! {
        let layout = std::alloc::Layout::from_size_align(self.bytes, 1)
            .unwrap_or_else(|_| std::alloc::Layout::new::<u8>());
        std::alloc::handle_alloc_error(layout)
    }
}

/// The bytes of `len` values of type `T`, saturating.
fn bytes_of<T>(len: usize) -> usize {
    len.saturating_mul(std::mem::size_of::<T>())
}

/// A vector of `len` copies of `value`, or [`OutOfMemory`] naming `what`
/// if the memory cannot be had.
///
/// ```
/// let table = common_io::try_filled(1000, 0u16, "the table")?;
/// assert_eq!(table.len(), 1000);
/// let err = common_io::try_filled(usize::MAX / 2, 0u16, "a huge table").unwrap_err();
/// assert_eq!(err.to_string(), format!("out of memory: a huge table needs {} bytes", usize::MAX - 1));
/// # Ok::<(), common_io::OutOfMemory>(())
/// ```
pub fn try_filled<T: Clone>(
    len: usize,
    value: T,
    what: &'static str,
) -> Result<Vec<T>, OutOfMemory> {
    let mut vec = Vec::new();
    try_reserve(&mut vec, len, what)?;
    vec.resize(len, value);
    Ok(vec)
}

/// Makes room in `vec` for `additional` more values, or returns
/// [`OutOfMemory`] naming `what` (with the bytes of the whole vector
/// asked for). Like [`Vec::try_reserve`], it may reserve more than
/// `additional` to keep pushes amortised.
pub fn try_reserve<T>(
    vec: &mut Vec<T>,
    additional: usize,
    what: &'static str,
) -> Result<(), OutOfMemory> {
    vec.try_reserve(additional)
        .map_err(|_| OutOfMemory::new(what, bytes_of::<T>(vec.len().saturating_add(additional))))
}

/// The size of a huge page of x86-64 and AArch64 Linux (with 4 KiB base
/// pages): 2 MiB.
const HUGE_PAGE: usize = 2 << 20;

/// Asks the kernel to back the whole huge pages within `vec`'s capacity
/// with huge pages, where the capacity is at least two of them
/// (`madvise(MADV_HUGEPAGE)`: Linux's transparent huge pages, which a
/// kernel set to `madvise`, as Debian's is, gives only where asked). A hint:
/// nothing in the vector changes, and where the kernel has no huge pages
/// to give (or none at all), it gives small ones, as before. A table of
/// 36 MB that a generic solver fills (the values of every stretch of a
/// row of 3000 numbers) was first touched in about 9000 page faults, a
/// quarter of the solve's time.
///
/// The generic solvers call it as they reserve their tables, before they
/// touch them; [`try_reserve`] and [`try_filled`] do not, as the kernels
/// inline them: there the call changed how the compiler laid out one
/// kernel's loops (3 % more instructions).
pub(crate) fn huge_pages<T>(vec: &mut Vec<T>) {
    let bytes = bytes_of::<T>(vec.capacity());
    if bytes >= 2 * HUGE_PAGE {
        advise_whole(vec.as_mut_ptr().cast::<u8>(), bytes);
    }
}

/// [`advise`] on the whole huge pages within `bytes` from `start`.
fn advise_whole(start: *mut u8, bytes: usize) {
    // The whole huge pages within the capacity, none outside it.
    let skip = start.align_offset(HUGE_PAGE);
    let len = bytes.saturating_sub(skip) / HUGE_PAGE * HUGE_PAGE;
    if len > 0 {
        advise(start.wrapping_add(skip), len);
    }
}

/// `madvise(at, len, MADV_HUGEPAGE)`, its failure ignored (a kernel
/// without transparent huge pages refuses the advice, and nothing else
/// changes).
#[cfg(target_os = "linux")]
fn advise(at: *mut u8, len: usize) {
    // One of the three `unsafe` items of the workspace. Sound because:
    // - `at..at + len` lies within the capacity of a vector, memory the
    //   global allocator gave it and that stays mapped while it lives,
    //   and `at` is aligned to a huge page, so to a page (`madvise`'s one
    //   requirement of its arguments);
    // - `MADV_HUGEPAGE` changes neither the memory's contents nor whether
    //   it is mapped, readable or writable: it marks the range as one
    //   whose pages the kernel may back with huge pages, now or later
    //   (unlike `MADV_DONTNEED` and its like, which this never passes);
    // - the call reads and writes no memory of the process.
    #[allow(unsafe_code)]
    let _ = unsafe { libc::madvise(at.cast(), len, libc::MADV_HUGEPAGE) };
}

#[cfg(not(target_os = "linux"))]
fn advise(_: *mut u8, _: usize) {}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    #[test]
    fn small_tables_are_filled() {
        assert_eq!(try_filled(3, 7u8, "t"), Ok(vec![7, 7, 7]));
        assert_eq!(try_filled(0, 7u64, "t"), Ok(Vec::new()));
        let mut v = vec![1u32];
        assert_eq!(try_reserve(&mut v, 10, "q"), Ok(()));
        assert!(v.capacity() >= 11);
    }

    #[test]
    fn impossible_sizes_are_errors_with_their_bytes() {
        let err = try_filled(usize::MAX / 4, 0u32, "the value table").unwrap_err();
        assert_eq!(err, OutOfMemory::new("the value table", usize::MAX - 3));
        let mut v: Vec<u64> = Vec::new();
        let err = try_reserve(&mut v, usize::MAX, "the queue").unwrap_err();
        assert_eq!(err.bytes, usize::MAX);
    }

    /// Whether the middle of `table` lies in a mapping advised
    /// `MADV_HUGEPAGE` (`hg` among the `VmFlags` of its entry in
    /// `/proc/self/smaps`, proc(5)); `None` on a kernel without
    /// transparent huge pages, which refuses the advice.
    #[cfg(target_os = "linux")]
    pub(crate) fn advised<T>(table: &[T]) -> Option<bool> {
        if !std::path::Path::new("/sys/kernel/mm/transparent_hugepage").exists() {
            return None;
        }
        let middle = table.as_ptr() as usize + std::mem::size_of_val(table) / 2;
        let smaps = std::fs::read_to_string("/proc/self/smaps").unwrap();
        let mut inside = false;
        for line in smaps.lines() {
            let range = line
                .split_whitespace()
                .next()
                .and_then(|r| r.split_once('-'));
            if let Some((start, end)) = range
                && let (Ok(start), Ok(end)) = (
                    usize::from_str_radix(start, 16),
                    usize::from_str_radix(end, 16),
                )
            {
                inside = (start..end).contains(&middle);
            } else if inside && let Some(flags) = line.strip_prefix("VmFlags:") {
                return Some(flags.split_whitespace().any(|flag| flag == "hg"));
            }
        }
        panic!("no mapping holds {middle:#x}");
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_solver_s_table_of_4_mib_or_more_is_advised_huge_pages_and_no_other() {
        let table = |len: usize| {
            let mut table: Vec<u64> = Vec::with_capacity(len);
            huge_pages(&mut table);
            table.resize(len, 1);
            table
        };
        let large = table(1 << 19);
        if advised(&large).is_none() {
            return;
        }
        assert_eq!(advised(&large), Some(true));
        // 2 MiB: a mapping of its own (glibc maps blocks this large apart),
        // not advised (not two huge pages), nor is a kernel's table.
        assert_eq!(advised(&table(1 << 18)), Some(false));
        assert_eq!(
            advised(&try_filled(1 << 20, 1u64, "t").unwrap()),
            Some(false)
        );
    }
}
