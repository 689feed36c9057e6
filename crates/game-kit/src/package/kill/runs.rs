//! Which runs a program's verdict rests on: its first failing case,
//! confirmed when too slow by runs with twice the time limit
//! ([`confirm`]), the runs with twice the limit that its verdict with the
//! safety margin needs ([`margin`]), and, in a report up to the verdicts,
//! no more cases than those need ([`judge`]).

use std::collections::BTreeMap;
use std::time::Duration;

use super::{Cell, Margin, Outcome, SAFETY_MARGIN};
use crate::Error;

/// The runs with twice the limit (verifyproblem's safety margin) that a
/// program's verdict with it needs: the cases too slow for `limit` in
/// `runs`, before its first other failure, are run again with `again`
/// (which runs a case with twice the limit), until one fails even so.
pub(super) fn margin(
    runs: &[Outcome],
    limit: Duration,
    mut again: impl FnMut(usize) -> Result<Outcome, Error>,
) -> Result<Margin, Error> {
    let high = limit * SAFETY_MARGIN;
    let mut margin = Vec::new();
    for (k, outcome) in runs.iter().enumerate() {
        match outcome.judged(limit) {
            Cell::Passed => {}
            Cell::TooSlow => {
                let outcome = again(k)?;
                margin.push((k, outcome));
                if outcome.judged(high) != Cell::Passed {
                    break;
                }
            }
            Cell::Wrong | Cell::Crashed => break,
        }
    }
    Ok(margin)
}

/// A program's runs at the time limit and its runs with the safety margin
/// ([`margin`]), its first failure confirmed ([`confirm`]). `runs` holds
/// the runs made so far, of the first cases, of `total`; `at(k, limit)`
/// runs case `k` with `limit`. The runs at the limit go on, case after
/// case, only as far as the verdict and the verdict with the margin need
/// them: the first failing case (confirmed), then, while the slow ones
/// pass with twice the limit, the next failing case. Given every case's
/// run, it runs what [`confirm`] and [`margin`] run, and nothing more.
pub(super) fn judge(
    mut runs: Vec<Outcome>,
    total: usize,
    limit: Duration,
    mut at: impl FnMut(usize, Duration) -> Result<Outcome, Error>,
) -> Result<(Vec<Outcome>, Margin), Error> {
    let failed = |run: &Outcome| run.judged(limit) != Cell::Passed;
    let high = limit * SAFETY_MARGIN;
    // Each case's last run with twice the limit: [`confirm`]'s runs again
    // are, and [`margin`] takes them rather than run the case once more.
    let mut again: BTreeMap<usize, Outcome> = BTreeMap::new();
    loop {
        while runs.len() < total && !runs.iter().any(failed) {
            runs.push(at(runs.len(), limit)?);
        }
        confirm(&mut runs, limit, |k| {
            let outcome = at(k, high)?;
            again.insert(k, outcome);
            Ok(outcome)
        })?;
        if runs.len() == total || runs.iter().any(failed) {
            break;
        }
    }
    loop {
        let margin = margin(&runs, limit, |k| {
            if let Some(&outcome) = again.get(&k) {
                return Ok(outcome);
            }
            let outcome = at(k, high)?;
            again.insert(k, outcome);
            Ok(outcome)
        })?;
        let fails_with_margin = runs.iter().enumerate().any(|(k, run)| {
            let run = margin.iter().find(|(i, _)| *i == k).map_or(run, |(_, o)| o);
            run.judged(high) != Cell::Passed
        });
        if runs.len() == total || fails_with_margin {
            return Ok((runs, margin));
        }
        // Every failure so far passes with twice the limit: on to the next.
        loop {
            let run = at(runs.len(), limit)?;
            runs.push(run);
            if runs.len() == total || failed(&run) {
                break;
            }
        }
    }
}

/// How many more times, at most, a run judged too slow is tried before a
/// verdict rests on it.
pub(super) const RETRIES: usize = 2;

/// Makes sure a verdict of TLE is the program's and not the machine's.
///
/// A program's verdict is its first failing case's ([`super::KillReport::verdict`]),
/// so one run slowed by something else could turn a crash or a wrong
/// answer into TLE: processor time varies from run to run (another
/// process shares the caches), and a machine paused long enough reaches
/// the wall limit of [`crate::process::run_with_cpu_limit`]. When the
/// first failing run in `runs` is too slow for `limit`, its case is run
/// again with `again`, which runs it with twice the limit (a run judged
/// at `limit` is then what a run with `limit` would have been, and it is
/// the run the verdict with the safety margin needs), up to [`RETRIES`]
/// times: the first run that is not too slow takes its place, and the
/// next failing case is confirmed in the same way. A case too slow every
/// time, or too slow even for twice the limit, stays so: a run that takes
/// more than twice the limit is the program's.
pub(super) fn confirm(
    runs: &mut [Outcome],
    limit: Duration,
    mut again: impl FnMut(usize) -> Result<Outcome, Error>,
) -> Result<(), Error> {
    let high = limit * SAFETY_MARGIN;
    while let Some(k) = runs.iter().position(|r| r.judged(limit) != Cell::Passed) {
        if runs[k].judged(limit) != Cell::TooSlow {
            break;
        }
        let mut replaced = false;
        for _ in 0..RETRIES {
            let outcome = again(k)?;
            if outcome.judged(limit) != Cell::TooSlow {
                runs[k] = outcome;
                replaced = true;
                break;
            }
            if outcome.judged(high) == Cell::TooSlow {
                break;
            }
        }
        if !replaced {
            break;
        }
    }
    Ok(())
}
