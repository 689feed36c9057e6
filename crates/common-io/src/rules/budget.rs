//! What a generic solver holds, counted against the memory limit of its
//! [`Resources`](crate::Resources) as it grows: a state space is not known
//! before it is explored, so its tables are admitted piece by piece.

use crate::OutOfMemory;

/// The bytes a solver holds, and the most it may hold.
#[derive(Debug)]
pub(crate) struct Budget {
    limit: Option<usize>,
    /// Whether the limit is the machine's memory (no limit was set).
    machine: bool,
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

impl Budget {
    /// Nothing held yet, at most `limit` bytes; `None`: at most the
    /// machine's memory, where it is known. A state space grows by small
    /// steps, none of which the system refuses on its own before the
    /// memory is gone: the machine's size stops it first, as an
    /// [`OutOfMemory`] error instead of a process killed.
    pub(crate) fn new(limit: Option<usize>) -> Budget {
        match limit {
            Some(_) => Budget {
                limit,
                machine: false,
                held: 0,
            },
            None => Budget {
                limit: machine_memory(),
                machine: true,
                held: 0,
            },
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
        match self.limit {
            Some(_) if self.machine && total > self.limit.unwrap_or(usize::MAX) => {
                Err(OutOfMemory::new(what, total))
            }
            Some(limit) if total > limit => Err(OutOfMemory::over_limit(what, total, limit)),
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
    pub(crate) fn reserve<T>(
        &mut self,
        vec: &mut Vec<T>,
        additional: usize,
        what: &'static str,
    ) -> Result<(), OutOfMemory> {
        let needed = vec.len().saturating_add(additional);
        if needed <= vec.capacity() {
            return Ok(());
        }
        let capacity = needed.max(vec.capacity().saturating_mul(2)).max(16);
        let bytes = |count: usize| count.saturating_mul(std::mem::size_of::<T>());
        let growth = bytes(capacity) - bytes(vec.capacity());
        self.charge(growth, what)?;
        if vec.try_reserve_exact(capacity - vec.len()).is_err() {
            self.release(growth);
            return Err(OutOfMemory::new(what, bytes(capacity)));
        }
        Ok(())
    }

    /// Pushes `value` onto `vec`, charging any growth.
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
        crate::try_filled(len, value, what).inspect_err(|_| self.release(bytes))
    }

    /// Frees `vec`, giving back what its capacity was charged.
    pub(crate) fn free<T>(&mut self, vec: Vec<T>) {
        self.release(vec.capacity().saturating_mul(std::mem::size_of::<T>()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let mut budget = Budget::new(None);
        budget.charge(total, "all of it").unwrap();
        assert_eq!(
            budget.charge(1, "a byte more").unwrap_err(),
            OutOfMemory::new("a byte more", total + 1)
        );
    }
}
