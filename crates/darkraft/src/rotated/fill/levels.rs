//! More than two threads: the bands of one height filled side by side.

use std::sync::Mutex;

use common_io::{OutOfMemory, Workers, try_reserve};

use super::{Band, FillStats, Filled, LetterIndex, Scratch, band_of, fill_band, write_band};
use crate::rotated::Rotated;

/// The bands of one height at a time on `workers`: a band reads only the
/// lower bands (already in the table) and itself, so the bands of one
/// height are filled side by side, each into its own buffer, then written
/// in order. The option sets of a height start from the largest Grundy
/// number of the heights below (not of the bands before it in the same
/// height, as on one thread): the width of the sets changes how fast a
/// band is filled, never its values, so the table is the same.
pub(super) fn fill_levels(
    class: &mut Rotated,
    letters: &LetterIndex,
    limit: usize,
    workers: &Workers,
    stats: &mut FillStats,
) -> Result<(), OutOfMemory> {
    let xs = class.xs;
    // Scratch buffers, one per band in flight, reused.
    let spare: Mutex<Vec<Scratch>> = Mutex::new(Vec::new());
    for height in 0..xs {
        let bands: Vec<Band> = (1..=xs - height)
            .map(|x1| band_of(class, x1, x1 + height))
            .collect();
        let start = stats.max_value;
        let mut done: Vec<(Filled, Vec<u16>)> = Vec::with_capacity(bands.len());
        {
            let class: &Rotated = class;
            let take = || -> Result<Scratch, OutOfMemory> {
                let reused = spare
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner)
                    .pop();
                match reused {
                    Some(scratch) => Ok(scratch),
                    None => Scratch::new(class),
                }
            };
            workers.for_each_ordered(
                &bands,
                |&band| -> Result<(Filled, Vec<u16>), OutOfMemory> {
                    let mut scratch = take()?;
                    let filled = fill_band(class, letters, limit, band, start, &mut scratch);
                    let mut cur = Vec::new();
                    try_reserve(&mut cur, scratch.cur.len(), "a band of a table fill")?;
                    cur.extend_from_slice(&scratch.cur);
                    spare
                        .lock()
                        .unwrap_or_else(std::sync::PoisonError::into_inner)
                        .push(scratch);
                    Ok((filled, cur))
                },
                |result| {
                    done.push(result?);
                    Ok(())
                },
            )?;
        }
        for (band, (filled, cur)) in bands.iter().zip(&done) {
            stats.add(filled);
            write_band(class, *band, cur);
        }
    }
    Ok(())
}

impl FillStats {
    /// Counts one band's fill.
    pub(in crate::rotated::fill) fn add(&mut self, filled: &Filled) {
        self.max_value = self.max_value.max(filled.max_value);
        self.max_words = self.max_words.max(filled.words);
        self.widened_bands += filled.widened;
        self.exact_mexes += filled.exact_mexes;
    }
}
