//! What a generic solver holds, counted against the memory limit of its
//! [`Resources`](crate::Resources) as it grows: a state space is not known
//! before it is explored, so its tables are admitted piece by piece.

use crate::OutOfMemory;

/// The bytes a solver holds, and the most it may hold.
#[derive(Debug)]
pub(crate) struct Budget {
    /// The memory limit of the solver's `Resources`, if one was set.
    limit: Option<usize>,
    /// Its share of what the machine and the process can still give
    /// ([`room`]), if known.
    room: Option<usize>,
    held: usize,
}

/// The machine's memory (Linux's `MemTotal`), read once; `None` where it
/// cannot be read.
pub(crate) fn machine_memory() -> Option<usize> {
    static TOTAL: std::sync::OnceLock<Option<usize>> = std::sync::OnceLock::new();
    *TOTAL.get_or_init(|| {
        let info = std::fs::read_to_string("/proc/meminfo").ok()?;
        let line = info.lines().find(|line| line.starts_with("MemTotal:"))?;
        let kib: usize = line.split_whitespace().nth(1)?.parse().ok()?;
        kib.checked_mul(1024)
    })
}

/// What the process may still map under its address-space limit (`ulimit
/// -v`, `prlimit --as`): the limit minus what it maps now (Linux's
/// `/proc/self/limits` and `VmSize`); `None` without a limit, or where
/// they cannot be read.
fn address_space_left() -> Option<usize> {
    let limits = std::fs::read_to_string("/proc/self/limits").ok()?;
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    left_to_map(&limits, &status)
}

/// What a process may still map, from its `/proc/<pid>/limits` (the soft
/// limit of "Max address space", if not "unlimited") and its
/// `/proc/<pid>/status` (`VmSize`, in kB).
fn left_to_map(limits: &str, status: &str) -> Option<usize> {
    let line = limits
        .lines()
        .find(|line| line.starts_with("Max address space"))?;
    let limit: usize = line.split_whitespace().nth(3)?.parse().ok()?;
    let mapped = status.lines().find(|line| line.starts_with("VmSize:"))?;
    let kib: usize = mapped.split_whitespace().nth(1)?.parse().ok()?;
    Some(limit.saturating_sub(kib.saturating_mul(1024)))
}

/// The most a solver may hold when `sharers` solvers run at once: its share
/// of the machine's memory, and of three quarters of what the process may
/// still map under an address-space limit (the rest is left to the
/// allocator's own overhead, the small allocations of the rules, and a
/// vector's old buffer while it moves to a larger one). A state space
/// grows by small steps, none of which the system refuses on its own
/// before the memory is gone: the solver stops at its share first, with an
/// [`OutOfMemory`] error instead of an abort or a process killed.
fn room(sharers: usize) -> Option<usize> {
    share(machine_memory(), address_space_left(), sharers)
}

/// [`room`] from the machine's memory and what the process may still map.
fn share(machine: Option<usize>, left: Option<usize>, sharers: usize) -> Option<usize> {
    let process = left.map(|left| left / 4 * 3);
    let least = match (machine, process) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    };
    least.map(|bytes| bytes / sharers.max(1))
}

impl Budget {
    /// Nothing held yet, at most `resources`' memory limit, and at most
    /// the solver's share of what the machine and the process can give
    /// ([`room`], one share per thread of `resources`: one solve runs on
    /// each).
    pub(crate) fn of(resources: &crate::Resources<'_>) -> Budget {
        Budget {
            limit: resources.memory_limit,
            room: room(resources.workers.threads()),
            held: 0,
        }
    }

    /// The budget of one of `ways` solvers that share this one's limit
    /// (each an equal part of it; each already has its share of the
    /// machine, one per thread).
    pub(crate) fn split(&self, ways: usize) -> Budget {
        Budget {
            limit: self.limit.map(|limit| limit / ways.max(1)),
            room: self.room,
            held: 0,
        }
    }

    /// Nothing held yet, at most `limit` bytes, and no other bound (for
    /// the tests of the budget and of the index).
    #[cfg(test)]
    pub(crate) fn new(limit: Option<usize>) -> Budget {
        Budget {
            limit,
            room: None,
            held: 0,
        }
    }

    /// The bytes held now.
    pub(crate) fn held(&self) -> usize {
        self.held
    }

    /// Takes `bytes` more for `what`, or refuses with the
    /// [`OutOfMemory`] that names the limit and everything held with them.
    pub(crate) fn charge(&mut self, bytes: usize, what: &'static str) -> Result<(), OutOfMemory> {
        let total = self.held.saturating_add(bytes);
        match (self.limit, self.room) {
            (Some(limit), _) if total > limit => Err(OutOfMemory::over_limit(what, total, limit)),
            (_, Some(room)) if total > room => Err(OutOfMemory::new(what, total)),
            _ => {
                self.held = total;
                Ok(())
            }
        }
    }

    /// Gives back `bytes` that were charged.
    pub(crate) fn release(&mut self, bytes: usize) {
        self.held = self.held.saturating_sub(bytes);
    }

    /// Makes room in `vec` for `additional` more values, charging the
    /// growth of its capacity (doubling, so that pushes stay amortised).
    #[inline]
    pub(crate) fn reserve<T>(
        &mut self,
        vec: &mut Vec<T>,
        additional: usize,
        what: &'static str,
    ) -> Result<(), OutOfMemory> {
        if vec.len().saturating_add(additional) <= vec.capacity() {
            return Ok(());
        }
        self.grow(vec, additional, what)
    }

    /// [`Budget::reserve`] where the capacity must grow.
    #[cold]
    fn grow<T>(
        &mut self,
        vec: &mut Vec<T>,
        additional: usize,
        what: &'static str,
    ) -> Result<(), OutOfMemory> {
        let needed = vec.len().saturating_add(additional);
        let capacity = needed.max(vec.capacity().saturating_mul(2)).max(16);
        let bytes = |count: usize| count.saturating_mul(std::mem::size_of::<T>());
        let growth = bytes(capacity) - bytes(vec.capacity());
        self.charge(growth, what)?;
        if vec.try_reserve_exact(capacity - vec.len()).is_err() {
            self.release(growth);
            return Err(OutOfMemory::new(what, bytes(capacity)));
        }
        crate::alloc::huge_pages(vec);
        Ok(())
    }

    /// Pushes `value` onto `vec`, charging any growth.
    #[inline]
    pub(crate) fn push<T>(
        &mut self,
        vec: &mut Vec<T>,
        value: T,
        what: &'static str,
    ) -> Result<(), OutOfMemory> {
        self.reserve(vec, 1, what)?;
        vec.push(value);
        Ok(())
    }

    /// A vector of `len` copies of `value`, charged.
    pub(crate) fn filled<T: Clone>(
        &mut self,
        len: usize,
        value: T,
        what: &'static str,
    ) -> Result<Vec<T>, OutOfMemory> {
        let bytes = len.saturating_mul(std::mem::size_of::<T>());
        self.charge(bytes, what)?;
        let mut vec = Vec::new();
        crate::try_reserve(&mut vec, len, what).inspect_err(|_| self.release(bytes))?;
        crate::alloc::huge_pages(&mut vec);
        vec.resize(len, value);
        Ok(vec)
    }

    /// Frees `vec`, giving back what its capacity was charged.
    pub(crate) fn free<T>(&mut self, vec: Vec<T>) {
        self.release(vec.capacity().saturating_mul(std::mem::size_of::<T>()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A queue grown past 4 MiB, and a table filled so large, get huge
    /// pages ([`crate::alloc`]).
    #[cfg(target_os = "linux")]
    #[test]
    fn large_growth_is_advised_huge_pages() {
        let mut budget = Budget::new(None);
        let mut queue: Vec<u32> = Vec::new();
        for k in 0..2 << 20 {
            budget.push(&mut queue, k, "q").unwrap();
        }
        let table = budget.filled(1 << 20, 0u64, "t").unwrap();
        if let Some(advised) = crate::alloc::tests::advised(&queue) {
            assert!(advised);
            assert_eq!(crate::alloc::tests::advised(&table), Some(true));
        }
    }

    #[test]
    fn growth_is_charged_until_the_limit() {
        let mut budget = Budget::new(Some(1000));
        let mut v: Vec<u64> = Vec::new();
        budget.reserve(&mut v, 10, "v").unwrap();
        // At least 16 values: 128 bytes.
        assert_eq!(budget.held(), 128);
        assert!(v.capacity() >= 16);
        for i in 0..64 {
            budget.push(&mut v, i, "v").unwrap();
        }
        // 16, 32, 64: 512 bytes charged.
        assert_eq!(budget.held(), 512);
        // Room for 129: 65 values more, 520 bytes.
        let err = budget.reserve(&mut v, 65, "the queue").unwrap_err();
        assert_eq!(err, OutOfMemory::over_limit("the queue", 512 + 520, 1000));
        assert_eq!(budget.held(), 512);
        budget.free(v);
        assert_eq!(budget.held(), 0);
    }

    #[test]
    fn a_filled_table_is_charged_whole_or_refused() {
        let mut budget = Budget::new(Some(100));
        let table = budget.filled(25, 0u32, "t").unwrap();
        assert_eq!((table.len(), budget.held()), (25, 100));
        assert_eq!(
            budget.filled(1, 0u8, "u").unwrap_err(),
            OutOfMemory::over_limit("u", 101, 100)
        );
        let mut free = Budget::new(None);
        let err = free.filled(usize::MAX / 2, 0u16, "huge").unwrap_err();
        assert_eq!((err.bytes, err.limit), (usize::MAX - 1, None));
        assert_eq!(free.held(), 0);
    }

    #[test]
    fn without_a_limit_the_machine_is_the_limit() {
        let total = machine_memory().expect("Linux says how much memory it has");
        assert!(total > 1 << 20);
        let one = crate::Resources::default();
        let mut budget = Budget::of(&one);
        let room = budget.room.expect("the machine's memory is known");
        assert!(room <= total);
        budget.charge(room, "all of it").unwrap();
        assert_eq!(
            budget.charge(1, "a byte more").unwrap_err(),
            OutOfMemory::new("a byte more", room + 1)
        );
        // Two threads, two solves at once: half each.
        let two = crate::Workers::new(std::num::NonZeroUsize::MIN.saturating_add(1));
        assert_eq!(
            Budget::of(&crate::Resources::new(&two)).room,
            Some(room / 2)
        );
    }

    #[test]
    fn the_room_is_a_share_of_the_least_of_the_machine_and_the_process() {
        let limits = "Limit                     Soft Limit           Hard Limit           Units     \n\
                      Max cpu time              unlimited            unlimited            seconds   \n\
                      Max address space         67108864             unlimited            bytes     \n";
        let status = "Name:\tcat\nVmPeak:\t    9000 kB\nVmSize:\t    8000 kB\n";
        assert_eq!(left_to_map(limits, status), Some(67_108_864 - 8_192_000));
        let unlimited = limits.replace("67108864            ", "unlimited           ");
        assert_eq!(left_to_map(&unlimited, status), None);
        assert_eq!(left_to_map(limits, "Name:\tcat\n"), None);
        // Three quarters of what is left, the machine's memory if less,
        // shared between the solvers.
        assert_eq!(share(Some(1000), Some(400), 1), Some(300));
        assert_eq!(share(Some(1000), Some(400), 3), Some(100));
        assert_eq!(share(Some(200), Some(400), 2), Some(100));
        assert_eq!(share(None, Some(400), 1), Some(300));
        assert_eq!(share(Some(10), None, 0), Some(10));
        assert_eq!(share(None, None, 1), None);
    }

    #[test]
    fn a_limit_set_is_named_before_the_machine() {
        let limited = crate::Resources::default().with_memory_limit(10);
        let mut budget = Budget::of(&limited);
        assert_eq!(
            budget.charge(11, "t").unwrap_err(),
            OutOfMemory::over_limit("t", 11, 10)
        );
    }
}
