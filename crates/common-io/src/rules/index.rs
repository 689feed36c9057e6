//! Dense numbers for the positions a solver meets: the first position met
//! is 0, the next 1, and so on, so that every table of a solver is a plain
//! vector indexed by that number (GamesmanOne's dense positions, found by
//! exploring instead of by a formula).
//!
//! Each position is held once, in the vector of positions; the hash table
//! holds only numbers into it (open addressing, linear probing, at most
//! half full), 4 bytes a slot, placed by `rustc-hash`'s Fx hash of the
//! position (fast on small keys, which no adversary chooses here).
//!
//! The table is this module's own rather than hashbrown's `HashTable`:
//! measured in its place (hashbrown 0.16, the same hash, criterion's
//! `rules` benchmark on a 2-core Xeon VM, 2026-12-06), `HashTable` made
//! the retrograde analysis 11 % slower and the negamax 48 % slower, the
//! Sprague-Grundy solver 6 % faster; and this table lets a solver fetch the
//! slots of a batch of positions at once ([`Index::touch`]) and charge a
//! doubling to the budget before it allocates.

use std::hash::{BuildHasher, Hash};

use rustc_hash::FxBuildHasher;

use super::budget::Budget;
use crate::OutOfMemory;

/// The most positions an index numbers (numbers are `u32`, and two values
/// mark the empty slot and the solvers' own use).
pub(crate) const MAX_POSITIONS: usize = u32::MAX as usize - 2;

/// An empty slot of the table.
const EMPTY: u32 = u32::MAX;

/// What the index's memory is charged as.
const WHAT: &str = "the positions of the rules";

/// The positions met so far, numbered densely in the order they were met.
#[derive(Clone, Debug)]
pub(crate) struct Index<P> {
    positions: Vec<P>,
    /// Numbers into `positions`, or [`EMPTY`]; a power of two long.
    slots: Vec<u32>,
}

impl<P: Hash + Eq> Index<P> {
    /// An empty index.
    pub(crate) fn new() -> Index<P> {
        Index {
            positions: Vec::new(),
            slots: Vec::new(),
        }
    }

    /// How many positions it numbers.
    pub(crate) fn len(&self) -> usize {
        self.positions.len()
    }

    /// The position numbered `id`.
    ///
    /// # Panics
    ///
    /// If no position has that number.
    pub(crate) fn position(&self, id: u32) -> &P {
        &self.positions[id as usize]
    }

    /// The slot of `position`: where it is, or the empty slot where it
    /// would go.
    fn slot(&self, position: &P) -> usize {
        let mask = self.slots.len() - 1;
        let mut slot = FxBuildHasher.hash_one(position) as usize & mask;
        loop {
            let id = self.slots[slot];
            if id == EMPTY || self.positions[id as usize] == *position {
                return slot;
            }
            slot = (slot + 1) & mask;
        }
    }

    /// Reads, for each of `positions`, the slot it hashes to and the
    /// position numbered there, and returns how many of them are already
    /// numbered at their first slot: a hint, which fetches the memory the
    /// lookups of a batch will read all at once (its loads independent of
    /// one another, so they overlap) before they run one by one. The
    /// caller keeps the result from being optimised away
    /// (`std::hint::black_box`).
    pub(crate) fn touch(&self, positions: &[P]) -> usize {
        if self.slots.is_empty() {
            return 0;
        }
        let mask = self.slots.len() - 1;
        let ids: Vec<u32> = positions
            .iter()
            .map(|p| self.slots[FxBuildHasher.hash_one(p) as usize & mask])
            .collect();
        ids.iter()
            .zip(positions)
            .filter(|&(&id, p)| id != EMPTY && self.positions[id as usize] == *p)
            .count()
    }

    /// The number of `position`, if it was met.
    pub(crate) fn get(&self, position: &P) -> Option<u32> {
        if self.slots.is_empty() {
            return None;
        }
        match self.slots[self.slot(position)] {
            EMPTY => None,
            id => Some(id),
        }
    }

    /// The number of `position`, numbering it first if it is new (`true`
    /// in the pair when it is). Growth is charged to `budget` (the bytes
    /// of the positions themselves, and `heap` bytes each holds besides).
    pub(crate) fn insert(
        &mut self,
        position: P,
        heap: usize,
        budget: &mut Budget,
    ) -> Result<(u32, bool), OutOfMemory> {
        if (self.positions.len() + 1) * 2 > self.slots.len() {
            self.grow(budget)?;
        }
        let slot = self.slot(&position);
        if self.slots[slot] != EMPTY {
            return Ok((self.slots[slot], false));
        }
        if self.positions.len() >= MAX_POSITIONS {
            return Err(OutOfMemory::new(
                WHAT,
                MAX_POSITIONS.saturating_mul(std::mem::size_of::<P>() + heap),
            ));
        }
        budget.charge(heap, WHAT)?;
        budget.push(&mut self.positions, position, WHAT)?;
        let id = (self.positions.len() - 1) as u32;
        self.slots[slot] = id;
        Ok((id, true))
    }

    /// Doubles the table (at least 16 slots) and places every number again.
    fn grow(&mut self, budget: &mut Budget) -> Result<(), OutOfMemory> {
        let len = (self.slots.len() * 2).max(16);
        let slots = budget.filled(len, EMPTY, WHAT)?;
        budget.free(std::mem::replace(&mut self.slots, slots));
        let mask = len - 1;
        for (id, position) in self.positions.iter().enumerate() {
            let mut slot = FxBuildHasher.hash_one(position) as usize & mask;
            while self.slots[slot] != EMPTY {
                slot = (slot + 1) & mask;
            }
            self.slots[slot] = id as u32;
        }
        Ok(())
    }

    /// The positions, in the order numbered (the table freed; what it was
    /// charged is the caller's to give back).
    pub(crate) fn into_positions(self) -> Vec<P> {
        self.positions
    }

    /// The bytes the index holds (not counting what positions hold on the
    /// heap).
    #[cfg(test)]
    pub(crate) fn bytes(&self) -> usize {
        self.positions.capacity() * std::mem::size_of::<P>() + self.slots.capacity() * 4
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_numbered_in_the_order_met() {
        let mut budget = Budget::new(None);
        let mut index = Index::new();
        for n in 0..1000u64 {
            assert_eq!(
                index.insert(n * 7919, 0, &mut budget).unwrap(),
                (n as u32, true)
            );
        }
        for n in 0..1000u64 {
            assert_eq!(
                index.insert(n * 7919, 0, &mut budget).unwrap(),
                (n as u32, false)
            );
            assert_eq!(index.get(&(n * 7919)), Some(n as u32));
            assert_eq!(*index.position(n as u32), n * 7919);
        }
        assert_eq!(index.get(&1), None);
        assert_eq!(index.len(), 1000);
        // 2048 slots of 4 bytes and room for 1024 positions of 8.
        assert_eq!(index.bytes(), 2048 * 4 + 1024 * 8);
        assert_eq!(budget.held(), index.bytes());
    }

    #[test]
    fn growth_past_the_limit_is_refused() {
        let mut budget = Budget::new(Some(4096));
        let mut index = Index::new();
        let mut refused = None;
        for n in 0..1000u64 {
            if let Err(e) = index.insert(n, 0, &mut budget) {
                refused = Some((n, e));
                break;
            }
        }
        let (n, err) = refused.expect("1000 positions do not fit in 4096 bytes");
        assert!(n > 100, "{n}");
        assert_eq!((err.what, err.limit), (WHAT, Some(4096)));
        assert!(budget.held() <= 4096);
        // What was numbered before stays.
        assert_eq!(index.get(&(n - 1)), Some(n as u32 - 1));
    }

    #[test]
    fn heap_bytes_are_charged() {
        let mut budget = Budget::new(None);
        let mut index = Index::new();
        index.insert(vec![1u8, 2], 2, &mut budget).unwrap();
        assert_eq!(budget.held(), index.bytes() + 2);
    }
}
