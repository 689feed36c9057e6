//! Fallible allocation for tables whose size depends on the input.
//!
//! `vec![value; len]` aborts the process when the memory is not there. The
//! solvers allocate their tables through [`try_filled`] and grow their
//! queues through [`try_reserve`] instead, so that a board too large for
//! the machine (or for a `ulimit -v`) becomes an [`OutOfMemory`] error:
//! the judge binaries turn it into one `error:` line and exit status 1.

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

#[cfg(test)]
mod tests {
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
}
