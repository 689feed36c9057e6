//! The kill report by test group (the 2025-09 package's `data/secret/<group>/`):
//! where each program fails, and what `submissions.yaml` may require there.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use super::{Cell, Column, KillReport, Runs, SAFETY_MARGIN};
use crate::package::submissions::Verdict;

impl KillReport {
    /// The test groups in case order, each with the range of its cases.
    pub(crate) fn group_ranges(&self) -> Vec<(&str, std::ops::Range<usize>)> {
        let mut ranges: Vec<(&str, std::ops::Range<usize>)> = Vec::new();
        for (k, group) in self.groups.iter().enumerate() {
            match ranges.last_mut() {
                Some((name, range)) if *name == group.as_str() => range.end = k + 1,
                _ => ranges.push((group, k..k + 1)),
            }
        }
        ranges
    }

    /// A program's verdict in each test group it fails: the verdict of its
    /// first failing case there (the groups it was not run in, after its
    /// verdict with `--first-failure`, are not known).
    pub(crate) fn group_verdicts(&self, column: &Column) -> Vec<(&str, Verdict)> {
        self.group_ranges()
            .into_iter()
            .filter_map(|(group, range)| {
                let runs = column
                    .runs
                    .get(range.start..range.end.min(column.runs.len()))?;
                runs.iter()
                    .find_map(|run| run.judged(self.time_limit).verdict())
                    .map(|verdict| (group, verdict))
            })
            .collect()
    }

    /// For each program (by its name in the package), the secret test
    /// groups where it gets the verdict its directory asks for on some
    /// case, and, for a time limit exceeded, gets it with twice the time
    /// limit too (the safety margin): a case that takes between the limit
    /// and twice it is too slow on one machine and in time on another, and
    /// a judge must not require it to fail.
    pub(crate) fn groups_failed(&self) -> BTreeMap<String, Vec<String>> {
        let high = self.time_limit * SAFETY_MARGIN;
        self.columns
            .iter()
            .map(|column| {
                let fails = |k: usize| {
                    let run = column.runs.get(k)?;
                    if run.judged(self.time_limit).verdict() != Some(column.expected) {
                        return None;
                    }
                    if column.expected != Verdict::TimeLimit {
                        return Some(());
                    }
                    let again = column.margin.iter().find(|(i, _)| *i == k)?;
                    (again.1.judged(high) == Cell::TooSlow).then_some(())
                };
                let groups = self
                    .group_ranges()
                    .into_iter()
                    .filter(|(group, range)| {
                        *group != "sample" && range.clone().any(|k| fails(k).is_some())
                    })
                    .map(|(group, _)| group.to_string())
                    .collect();
                (column.name.clone(), groups)
            })
            .collect()
    }

    /// The report by test group: for each group, the programs that fail
    /// there, each with the verdict of its first failure there.
    pub(crate) fn render_groups(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "kill report by test group: {} (#k: the k-th program above, and its verdict there){}",
            self.game,
            if self.runs == Runs::UpToVerdicts {
                "; --first-failure: a program is not run past its verdict"
            } else {
                ""
            }
        );
        let verdicts: Vec<Vec<(&str, Verdict)>> = self
            .columns
            .iter()
            .map(|column| self.group_verdicts(column))
            .collect();
        let width = self.groups.iter().map(String::len).max().unwrap_or(0);
        for (group, range) in self.group_ranges() {
            let failing: Vec<String> = verdicts
                .iter()
                .enumerate()
                .filter_map(|(k, of)| {
                    of.iter()
                        .find(|(g, _)| *g == group)
                        .map(|(_, v)| format!("#{} {}", k + 1, v.short()))
                })
                .collect();
            let _ = writeln!(
                out,
                "  {group:width$} ({:>2} cases): {}",
                range.len(),
                if failing.is_empty() {
                    "none fails here".to_string()
                } else {
                    failing.join(", ")
                }
            );
        }
        out
    }
}
