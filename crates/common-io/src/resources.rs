//! What an analysis may use: the threads to work on and the memory to
//! allocate, and which solver fills it.

use crate::{OutOfMemory, Workers};

/// Where an analysis runs, how much it may allocate, and which solver
/// fills it.
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
    /// is allocated ([`Resources::admit`]), or as the generic solvers of
    /// [`crate::rules`] grow; `None`: what the machine gives.
    pub memory_limit: Option<usize>,
    /// The game's own kernel, or the generic solver over its rules
    /// (`--solver`).
    pub solver: Solver,
}

/// Which solver answers a board: the binaries' `--solver`.
///
/// ```
/// use common_io::Solver;
///
/// assert_eq!("rules".parse::<Solver>(), Ok(Solver::Rules));
/// assert_eq!(Solver::default(), Solver::Kernel);
/// assert_eq!(
///     "fast".parse::<Solver>().unwrap_err(),
///     "--solver takes kernel or rules, not `fast`"
/// );
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Solver {
    /// The game's hand-written exact solver, made for speed (the default).
    /// A game stated by its rules alone has none: its rules answer.
    #[default]
    Kernel,
    /// The generic exact solver of [`crate::rules`], over the game's
    /// rules as its rules module states them: slower, and written
    /// independently of the kernel, which it checks.
    Rules,
}

impl Solver {
    /// Every solver, in the order `--help` lists them.
    pub const ALL: [Solver; 2] = [Solver::Kernel, Solver::Rules];

    /// Its name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Solver::Kernel => "kernel",
            Solver::Rules => "rules",
        }
    }
}

impl std::fmt::Display for Solver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Solver {
    /// The usage error, naming the choices.
    type Err = String;

    fn from_str(name: &str) -> Result<Solver, String> {
        Solver::ALL
            .into_iter()
            .find(|solver| solver.name() == name)
            .ok_or_else(|| {
                let names: Vec<&str> = Solver::ALL.iter().map(|s| s.name()).collect();
                format!("--solver takes {}, not `{name}`", names.join(" or "))
            })
    }
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
            solver: Solver::Kernel,
        }
    }

    /// The same, allowed at most `bytes`.
    pub const fn with_memory_limit(self, bytes: usize) -> Resources<'a> {
        Resources {
            memory_limit: Some(bytes),
            ..self
        }
    }

    /// The same, solved by `solver`.
    pub const fn with_solver(self, solver: Solver) -> Resources<'a> {
        Resources { solver, ..self }
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
