//! Where a game's files are: its crate's directory (the judge programs in
//! `judge/`, the std-only validation module `src/judge_format.rs`), its
//! statement, its fixtures and a scratch directory, and who to credit in a
//! judge package.

use std::path::{Path, PathBuf};

/// Where the files of the games a command handles are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Layout {
    /// A workspace laid out as olympiad-games: `crates/<game>/`,
    /// `docs/problems/<game>.md`, `fixtures/<game>/` and `target/` under
    /// `root`.
    Workspace {
        /// The workspace's root directory.
        root: PathBuf,
    },
    /// One game's crate, wherever it stands.
    Crate(CrateLayout),
}

/// The files of one game crate wherever it stands (see [`Layout::Crate`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrateLayout {
    /// The crate's directory (its manifest's).
    pub dir: PathBuf,
    /// The statement's Markdown; `None`: the statement is made from the
    /// game's own text ([`common_io::game::About`]).
    pub statement: Option<PathBuf>,
    /// The fixtures (`hand-*.in` judge inputs become secret cases).
    pub fixtures: PathBuf,
    /// Where the commands write what they make by default and keep their
    /// compiled programs.
    pub target: PathBuf,
}

impl Layout {
    /// The layout of the crate in `dir` (its manifest's directory) of the
    /// game called `name`: the statement in `statement.md`, the fixtures in
    /// `fixtures/`, scratch files in `target/`, all in `dir`. A crate inside
    /// a workspace laid out as olympiad-games (`<root>/crates/<name>` with
    /// `<root>/docs/problems/<name>.md`) has that workspace's layout.
    pub fn of_crate(dir: impl Into<PathBuf>, name: &str) -> Layout {
        let dir = dir.into();
        if let Some(root) = dir.parent().and_then(Path::parent)
            && dir.parent().is_some_and(|p| p.ends_with("crates"))
            && dir.ends_with(name)
            && root
                .join("docs/problems")
                .join(format!("{name}.md"))
                .is_file()
        {
            return Layout::Workspace {
                root: root.to_path_buf(),
            };
        }
        let statement = Some(dir.join("statement.md")).filter(|path| path.is_file());
        Layout::Crate(CrateLayout {
            fixtures: dir.join("fixtures"),
            target: dir.join("target"),
            statement,
            dir,
        })
    }

    /// The game crate's directory.
    pub fn crate_dir(&self, game: &str) -> PathBuf {
        match self {
            Layout::Workspace { root } => root.join("crates").join(game),
            Layout::Crate(layout) => layout.dir.clone(),
        }
    }

    /// The statement's Markdown, if the game has one.
    pub fn statement(&self, game: &str) -> Option<PathBuf> {
        match self {
            Layout::Workspace { root } => {
                Some(root.join("docs/problems").join(format!("{game}.md")))
            }
            Layout::Crate(layout) => layout.statement.clone(),
        }
    }

    /// The game's fixtures.
    pub fn fixtures(&self, game: &str) -> PathBuf {
        match self {
            Layout::Workspace { root } => root.join("fixtures").join(game),
            Layout::Crate(layout) => layout.fixtures.clone(),
        }
    }

    /// The scratch directory (`target/`).
    pub fn target(&self) -> PathBuf {
        match self {
            Layout::Workspace { root } => std::env::var_os("CARGO_TARGET_DIR")
                .map(|dir| root.join(dir)) // an absolute path replaces the root
                .unwrap_or_else(|| root.join("target")),
            Layout::Crate(layout) => layout.target.clone(),
        }
    }

    /// The directory of the game's judge programs (`accepted.rs` and the
    /// catalogue of wrong ones by verdict).
    pub fn judge_dir(&self, game: &str) -> PathBuf {
        self.crate_dir(game).join("judge")
    }

    /// The game's std-only validation module, which the package's input
    /// validator copies.
    pub fn judge_format(&self, game: &str) -> PathBuf {
        self.crate_dir(game).join("src/judge_format.rs")
    }
}

/// Who a judge package credits, and under which terms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Credits {
    /// The package's author (`problem.yaml`'s `author`).
    pub author: String,
    /// Who holds the rights to the package (`rights_owner`).
    pub rights_owner: String,
    /// Where the problem comes from (`source`): by default the game's
    /// [`About::source`](common_io::game::About::source).
    pub source: Option<String>,
    /// The license of the package's statement, data and solutions, in
    /// words, for `problem.yaml`'s comment (a crate's license field).
    pub license: String,
    /// The project whose package it is, for `problem.yaml`'s comment.
    pub project: String,
}

impl Credits {
    /// The credits of a crate from its manifest's fields: `authors` (`:`
    /// separated, as cargo gives them in `CARGO_PKG_AUTHORS`; without
    /// them, `name`'s contributors), `license` and `name`.
    pub fn from_manifest(name: &str, authors: &str, license: &str) -> Credits {
        let authors: Vec<&str> = authors
            .split(':')
            .map(str::trim)
            .filter(|a| !a.is_empty())
            .collect();
        let author = if authors.is_empty() {
            format!("{name} contributors")
        } else {
            authors.join(", ")
        };
        Credits {
            rights_owner: author.clone(),
            author,
            source: None,
            license: if license.is_empty() {
                "see the crate".to_string()
            } else {
                license.to_string()
            },
            project: name.to_string(),
        }
    }

    /// The authors, one by one: [`Credits::author`] cut at its commas
    /// (the names `from_manifest` joins).
    pub fn authors(&self) -> Vec<&str> {
        self.author
            .split(',')
            .map(str::trim)
            .filter(|a| !a.is_empty())
            .collect()
    }

    /// The workspace's own credits: the olympiad-games project's packages.
    pub fn workspace() -> Credits {
        Credits {
            author: "olympiad-games contributors".to_string(),
            rights_owner: "olympiad-games contributors".to_string(),
            source: None,
            license: "MIT OR Apache-2.0".to_string(),
            project: "olympiad-games".to_string(),
        }
    }
}

#[cfg(test)]
impl Layout {
    /// This workspace (the kit's tests run on its games).
    pub(crate) fn locate() -> Layout {
        let kit = Path::new(env!("CARGO_MANIFEST_DIR"));
        Layout::Workspace {
            root: kit
                .join("../..")
                .canonicalize()
                .unwrap_or_else(|_| kit.join("../..")),
        }
    }

    /// The workspace's root.
    pub(crate) fn root(&self) -> &Path {
        match self {
            Layout::Workspace { root } => root,
            Layout::Crate(layout) => &layout.dir,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_authors_are_the_manifest_s_one_by_one() {
        let credits = Credits::from_manifest("stones", "Ann Lee <ann@x.org>:Bo", "MIT");
        assert_eq!(credits.author, "Ann Lee <ann@x.org>, Bo");
        assert_eq!(credits.authors(), ["Ann Lee <ann@x.org>", "Bo"]);
        assert_eq!(
            Credits::workspace().authors(),
            ["olympiad-games contributors"]
        );
    }

    #[test]
    fn a_crate_of_this_workspace_has_the_workspace_s_layout_and_another_its_own() {
        let workspace = Layout::locate();
        let root = workspace.root().to_path_buf();
        let game = root.join("crates/deque-game");
        assert_eq!(Layout::of_crate(&game, "deque-game"), workspace);
        assert_eq!(
            workspace.statement("deque-game"),
            Some(root.join("docs/problems/deque-game.md"))
        );
        assert_eq!(
            workspace.fixtures("deque-game"),
            root.join("fixtures/deque-game")
        );
        assert_eq!(workspace.judge_dir("deque-game"), game.join("judge"));
        // The template stands outside: its own directories, and its statement.
        let template = root.join("examples/own-game");
        let own = Layout::of_crate(&template, "wythoff");
        assert_eq!(
            own,
            Layout::Crate(CrateLayout {
                dir: template.clone(),
                statement: Some(template.join("statement.md")),
                fixtures: template.join("fixtures"),
                target: template.join("target"),
            })
        );
        assert_eq!(
            own.judge_format("wythoff"),
            template.join("src/judge_format.rs")
        );
        // A crate without a statement: none, the package makes one.
        let bare = std::env::temp_dir().join(format!("kit-layout-{}", std::process::id()));
        assert!(matches!(
            Layout::of_crate(&bare, "bare"),
            Layout::Crate(CrateLayout {
                statement: None,
                ..
            })
        ));
    }

    #[test]
    fn credits_come_from_the_manifest() {
        let credits = Credits::from_manifest("wythoff", "Ann <a@x.org>:Bo", "MIT");
        assert_eq!(credits.author, "Ann <a@x.org>, Bo");
        assert_eq!(credits.rights_owner, credits.author);
        assert_eq!(credits.license, "MIT");
        assert_eq!(credits.source, None);
        let anonymous = Credits::from_manifest("wythoff", "", "");
        assert_eq!(anonymous.author, "wythoff contributors");
        assert_eq!(anonymous.license, "see the crate");
    }
}
