//! What an analysis may use: the threads to work on and the memory to
//! allocate.

use crate::{OutOfMemory, Workers};

/// Where an analysis runs and how much it may allocate.
///
/// ```
/// use common_io::{Resources, Workers};
///
/// // The current thread, no limit but the machine's.
/// let anywhere = Resources::default();
/// assert_eq!(anywhere.workers.threads(), 1);
/// assert!(anywhere.admit("the table", 1 << 40).is_ok());
///
/// // Two threads, at most 1 MB.
/// let workers = Workers::new(std::num::NonZeroUsize::new(2).unwrap());
/// let small = Resources::new(&workers).with_memory_limit(1_000_000);
/// let err = small.admit("the value table", 1_000_001).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "out of memory: the value table needs 1000001 bytes, over the limit of 1000000 bytes"
/// );
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Resources<'a> {
    /// Where parallel work runs (`--threads`).
    pub workers: &'a Workers,
    /// The most bytes the analysis may allocate, checked before anything
    /// is allocated ([`Resources::admit`]); `None`: what the machine gives.
    pub memory_limit: Option<usize>,
}

/// Everything on the current thread.
static CURRENT_THREAD: Workers = Workers::current_thread();

impl Default for Resources<'static> {
    /// The current thread, and no memory limit but the machine's.
    fn default() -> Resources<'static> {
        Resources::new(&CURRENT_THREAD)
    }
}

impl<'a> Resources<'a> {
    /// Work on `workers`, with no memory limit but the machine's.
    pub const fn new(workers: &'a Workers) -> Resources<'a> {
        Resources {
            workers,
            memory_limit: None,
        }
    }

    /// The same, allowed at most `bytes`.
    pub const fn with_memory_limit(self, bytes: usize) -> Resources<'a> {
        Resources {
            memory_limit: Some(bytes),
            ..self
        }
    }

    /// `Ok` when `bytes` for `what` are within the memory limit; else the
    /// [`OutOfMemory`] that names the limit. Called with the whole
    /// analysis's need before anything is allocated.
    pub fn admit(&self, what: &'static str, bytes: usize) -> Result<(), OutOfMemory> {
        match self.memory_limit {
            Some(limit) if bytes > limit => Err(OutOfMemory::over_limit(what, bytes, limit)),
            _ => Ok(()),
        }
    }
}
