//! Generated inputs: the families, the sizes, and the cuts that shrink a
//! board ([`Game::generate`](super::Game::generate) and
//! [`Game::shrink`](super::Game::shrink) use them).
//!
//! Every family is a pure function of its seed and [`Size`]: generators
//! draw from [`SplitMix64`](crate::SplitMix64), so the same seed gives the
//! same bytes on every machine. [`pick_size`] and [`cuts`] are the size and
//! shrinking helpers every grid-shaped game needs.

use std::fmt;

/// Size overrides for generated boards: `None` lets the family choose.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Size {
    /// The number of rows `n`.
    pub rows: Option<usize>,
    /// The number of columns `m`.
    pub cols: Option<usize>,
}

/// What the two numbers of a board's size ([`Size`], [`Game::size`])
/// count, in the game's own words ([`Game::MEASURE`]): a grid's rows and
/// columns, or for a game of one row (whose first number is always 1)
/// what the row holds.
///
/// [`Game::size`]: super::Game::size
/// [`Game::MEASURE`]: super::Game::MEASURE
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Measure {
    /// What the first number counts (`rows`), `None` for a game of one
    /// row.
    pub rows: Option<&'static str>,
    /// What the second counts (`columns`, `objects`, `counters`).
    pub cols: &'static str,
}

impl Measure {
    /// A grid: rows and columns.
    pub const GRID: Measure = Measure {
        rows: Some("rows"),
        cols: "columns",
    };

    /// A game of one row of `cols` (its first number always 1).
    pub const fn row(cols: &'static str) -> Measure {
        Measure { rows: None, cols }
    }

    /// Two numbers, of `rows` and of `cols`.
    pub const fn two(rows: &'static str, cols: &'static str) -> Measure {
        Measure {
            rows: Some(rows),
            cols,
        }
    }

    /// Boards of at least 2 of each number, in these words (`boards of at
    /// least 2 rows and 2 columns`); `None` for a game of one row, which
    /// has none.
    pub fn large(&self) -> Option<String> {
        self.rows
            .map(|rows| format!("boards of at least 2 {rows} and 2 {}", self.cols))
    }
}

impl fmt::Display for Measure {
    /// The tools' size options in these words: `--rows: rows, --cols:
    /// columns`, or `--cols: objects (one row)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.rows {
            Some(rows) => write!(f, "--rows: {rows}, --cols: {}", self.cols),
            None => write!(f, "--cols: {} (one row)", self.cols),
        }
    }
}

/// One axis of a board: its rows or its columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Axis {
    /// The rows.
    Rows,
    /// The columns.
    Cols,
}

impl fmt::Display for Axis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Axis::Rows => "rows",
            Axis::Cols => "columns",
        })
    }
}

/// Why an input could not be generated.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum GenError {
    /// No family has this name.
    UnknownFamily {
        /// The name asked for.
        name: String,
        /// The families there are.
        families: Vec<&'static str>,
    },
    /// No board of the family fits the size asked for (or the size is
    /// outside the crate's limits).
    Size {
        /// The family.
        family: &'static str,
        /// The rows asked for (0 when the family was to choose).
        rows: usize,
        /// The columns asked for (0 when the family was to choose).
        cols: usize,
        /// The crate's limits, in words.
        limits: &'static str,
    },
    /// The family fixes this side to 1 and the override asks for another.
    Fixed {
        /// The family.
        family: &'static str,
        /// The side it fixes.
        side: Axis,
    },
}

impl fmt::Display for GenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenError::UnknownFamily { name, families } => write!(
                f,
                "unknown family `{name}` (families: {})",
                families.join(", ")
            ),
            GenError::Size {
                family,
                rows,
                cols,
                limits,
            } => write!(
                f,
                "cannot make a {rows}×{cols} board of the family `{family}` ({limits})"
            ),
            GenError::Fixed { family, side } => {
                write!(f, "the family `{family}` has exactly one of its {side}")
            }
        }
    }
}

impl std::error::Error for GenError {}

/// The generator families of a game, one value each: a fieldless enum made
/// with [`families!`](crate::families), the game's `Family`
/// ([`Game::Family`](super::Game::Family)).
pub trait Families: Copy + Eq + fmt::Debug + fmt::Display + Send + Sync + 'static {
    /// Every family, in the order the tools list them.
    const ALL: &'static [Self];

    /// The family's name on the command line.
    fn name(self) -> &'static str;

    /// The family called `name`.
    fn named(name: &str) -> Result<Self, GenError> {
        Self::ALL
            .iter()
            .copied()
            .find(|f| f.name() == name)
            .ok_or_else(|| GenError::UnknownFamily {
                name: name.to_string(),
                families: Self::ALL.iter().map(|f| f.name()).collect(),
            })
    }
}

/// Defines a family enum: its variants with their command-line names, and
/// [`Families`], `Display` and `FromStr` for it.
///
/// ```
/// common_io::families! {
///     /// Boards to test with.
///     pub enum Family {
///         /// Anything.
///         Random = "random",
///         /// The judge's largest.
///         Max = "max",
///     }
/// }
/// use common_io::game::Families as _;
/// assert_eq!("max".parse::<Family>(), Ok(Family::Max));
/// assert_eq!(Family::ALL, [Family::Random, Family::Max]);
/// assert_eq!(Family::Random.to_string(), "random");
/// assert!("min".parse::<Family>().is_err());
/// ```
#[macro_export]
macro_rules! families {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $text:literal ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        $vis enum $name {
            $( $(#[$vmeta])* $variant ),+
        }

        impl $crate::game::Families for $name {
            const ALL: &'static [$name] = &[$($name::$variant),+];

            fn name(self) -> &'static str {
                match self {
                    $($name::$variant => $text),+
                }
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str($crate::game::Families::name(*self))
            }
        }

        impl ::std::str::FromStr for $name {
            type Err = $crate::game::GenError;

            fn from_str(name: &str) -> ::std::result::Result<$name, Self::Err> {
                <$name as $crate::game::Families>::named(name)
            }
        }
    };
}

/// The size of a generated board: each side is `size`'s override, else
/// `fixed`, else drawn uniformly from the values in `1..=judge_side` that
/// `fits` allows (rows first, with the columns' override or 1 beside them;
/// then the columns, beside the rows). `None` when the overrides leave no
/// size that `fits` allows.
pub fn pick_size(
    rng: &mut crate::SplitMix64,
    size: Size,
    fixed: Option<usize>,
    judge_side: usize,
    fits: impl Fn(usize, usize) -> bool,
) -> Option<(usize, usize)> {
    let mut draw = |own: Option<usize>, allowed: &dyn Fn(usize) -> bool| -> Option<usize> {
        if let Some(n) = own {
            return Some(n);
        }
        if let Some(n) = fixed {
            return allowed(n).then_some(n);
        }
        let choices: Vec<usize> = (1..=judge_side).filter(|&n| allowed(n)).collect();
        rng.pick(&choices).copied()
    };
    let rows = draw(size.rows, &|r| {
        size.cols.map_or_else(
            || (1..=judge_side.max(1)).any(|c| fits(r, c)),
            |c| fits(r, c),
        )
    })?;
    let cols = draw(size.cols, &|c| fits(rows, c))?;
    (rows >= 1 && cols >= 1 && fits(rows, cols)).then_some((rows, cols))
}

/// One way to cut a `rows × cols` board down: the rows and columns kept,
/// increasing.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Cut {
    /// The rows kept.
    pub rows: Vec<usize>,
    /// The columns kept.
    pub cols: Vec<usize>,
}

impl Cut {
    /// The cells of a row-major board with `cols` columns that the cut
    /// keeps, row-major.
    pub fn apply<T: Clone>(&self, cells: &[T], cols: usize) -> Vec<T> {
        let mut kept = Vec::with_capacity(self.rows.len() * self.cols.len());
        for &r in &self.rows {
            for &c in &self.cols {
                kept.push(cells[r * cols + c].clone());
            }
        }
        kept
    }

    /// Where the cell at `(row, col)` of the board goes, if the cut keeps it.
    pub fn map(&self, row: usize, col: usize) -> Option<(usize, usize)> {
        let r = self.rows.binary_search(&row).ok()?;
        let c = self.cols.binary_search(&col).ok()?;
        Some((r, c))
    }
}

/// The ways to cut a `rows × cols` board down to a smaller one, the
/// biggest cuts first, as delta debugging tries them: for each granularity
/// `g = 2, 4, 8, ...`, the rows (then the columns) split into `g` nearly
/// equal runs, keeping one run alone, then removing one run. So several
/// rows or columns go at once, and sub-rectangles come first; the last
/// granularity removes single rows and columns, and keeps single ones.
/// Every cut keeps at least one row and one column, and is smaller.
pub fn cuts(rows: usize, cols: usize) -> Vec<Cut> {
    let all = |n: usize| (0..n).collect::<Vec<usize>>();
    let mut out: Vec<Cut> = Vec::new();
    let mut push = |cut: Cut| {
        if !out.contains(&cut) {
            out.push(cut);
        }
    };
    let mut granularity = 2;
    loop {
        let mut any = false;
        for side in [Axis::Rows, Axis::Cols] {
            let len = match side {
                Axis::Rows => rows,
                Axis::Cols => cols,
            };
            if len < 2 || granularity > 2 * len {
                continue;
            }
            any = true;
            let runs = runs(len, granularity.min(len));
            let keep = |kept: Vec<usize>| match side {
                Axis::Rows => Cut {
                    rows: kept,
                    cols: all(cols),
                },
                Axis::Cols => Cut {
                    rows: all(rows),
                    cols: kept,
                },
            };
            for run in &runs {
                push(keep(run.clone()));
            }
            for run in &runs {
                let rest: Vec<usize> = (0..len).filter(|i| !run.contains(i)).collect();
                push(keep(rest));
            }
        }
        if !any {
            break;
        }
        granularity *= 2;
    }
    out
}

/// `0..len` split into `parts` contiguous runs of nearly equal lengths.
fn runs(len: usize, parts: usize) -> Vec<Vec<usize>> {
    (0..parts)
        .map(|k| (k * len / parts..(k + 1) * len / parts).collect::<Vec<usize>>())
        .filter(|run| !run.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    crate::families! {
        /// Test families.
        enum Demo {
            /// One.
            One = "one",
            /// Two words.
            TwoWords = "two-words",
        }
    }

    #[test]
    fn families_parse_and_print() {
        assert_eq!("two-words".parse::<Demo>(), Ok(Demo::TwoWords));
        assert_eq!(Demo::One.to_string(), "one");
        assert_eq!(Demo::ALL, [Demo::One, Demo::TwoWords]);
        assert_eq!(
            "three".parse::<Demo>().unwrap_err().to_string(),
            "unknown family `three` (families: one, two-words)"
        );
    }

    #[test]
    fn sizes_follow_overrides_and_limits() {
        let fits = |r: usize, c: usize| r + c <= 12 && r * c >= 3;
        for seed in 0..200 {
            let mut rng = crate::SplitMix64::new(seed);
            let (r, c) = pick_size(&mut rng, Size::default(), None, 10, fits).unwrap();
            assert!((1..=10).contains(&r) && (1..=10).contains(&c) && fits(r, c));
            let mut rng = crate::SplitMix64::new(seed);
            let rows = Some(11);
            let (r, c) = pick_size(&mut rng, Size { rows, cols: None }, None, 10, fits).unwrap();
            assert_eq!((r, c), (11, 1));
        }
        let mut rng = crate::SplitMix64::new(1);
        let both = Size {
            rows: Some(9),
            cols: Some(9),
        };
        assert_eq!(pick_size(&mut rng, both, None, 10, fits), None);
        assert_eq!(
            pick_size(&mut rng, Size::default(), Some(10), 10, |_, _| true),
            Some((10, 10))
        );
        assert_eq!(
            pick_size(&mut rng, Size::default(), Some(10), 10, fits),
            None
        );
    }

    #[test]
    fn cuts_remove_several_rows_and_columns_biggest_first() {
        let cuts = cuts(4, 3);
        // Halves first: the top two rows, the bottom two.
        assert_eq!(
            cuts[0],
            Cut {
                rows: vec![0, 1],
                cols: vec![0, 1, 2]
            }
        );
        assert_eq!(
            cuts[1],
            Cut {
                rows: vec![2, 3],
                cols: vec![0, 1, 2]
            }
        );
        for cut in &cuts {
            assert!(!cut.rows.is_empty() && !cut.cols.is_empty());
            assert!(cut.rows.len() * cut.cols.len() < 12, "{cut:?}");
            assert!(cut.rows.windows(2).all(|w| w[0] < w[1]));
        }
        // Single rows and single columns, kept and removed.
        assert!(cuts.contains(&Cut {
            rows: vec![3],
            cols: vec![0, 1, 2]
        }));
        assert!(cuts.contains(&Cut {
            rows: vec![0, 1, 2, 3],
            cols: vec![1]
        }));
        assert!(cuts.contains(&Cut {
            rows: vec![0, 2, 3],
            cols: vec![0, 1, 2]
        }));
        assert!(cuts.contains(&Cut {
            rows: vec![0, 1, 2, 3],
            cols: vec![0, 2]
        }));
        assert!(super::cuts(1, 1).is_empty());
        assert_eq!(super::cuts(1, 2).len(), 2);
        let cut = Cut {
            rows: vec![1, 3],
            cols: vec![0, 2],
        };
        let cells: Vec<u32> = (0..12).collect();
        assert_eq!(cut.apply(&cells, 3), [3, 5, 9, 11]);
        assert_eq!(cut.map(3, 2), Some((1, 1)));
        assert_eq!(cut.map(2, 2), None);
    }
}
