//! The problem statement of a judge package: `docs/problems/<crate>.md`
//! turned into the LaTeX that problemtools builds (`problem.en.tex`).
//!
//! The Markdown is read by `pulldown-cmark` (CommonMark, with GitHub's pipe
//! tables): the parser rustdoc and mdBook use, with no dependency that
//! builds for long, and events with their place in the text, so that an
//! error names its line. What the statements use is converted: headings
//! (`#` to `###`), paragraphs, `code`, **bold**, *emphasis*, links (their
//! text), fenced code blocks (`verbatim`), pipe tables (`tabular`), `-` and
//! `1.` lists, and UTF-8 text: the symbols the statements use (×, ≤, ·, −,
//! ...) become math, and Chinese names are set in a CJK font when the
//! machine has one. Anything else (a quote, an image, HTML, a rule, a list
//! in a list, a hard line break, a deeper heading, a code block that never
//! ends) is an error naming its line: a judge's statement cannot show it
//! as the Markdown means it.
//!
//! What a contest statement must not hold is left out: the sections about
//! the project's own binary and the solution ([`OMITTED_SECTIONS`]), the
//! paragraphs about what the binary accepts beyond the judge (they start
//! "The project's binary" or "The `<crate>` binary"), the project's column
//! of a table ([`PROJECT_COLUMN`]: the limits table keeps the original
//! judge's), and the samples' input and output blocks (problemtools shows
//! the files of `data/sample/` after the statement; the samples'
//! explanations stay).

use std::fmt::Write as _;
use std::iter::Peekable;
use std::ops::Range;

use pulldown_cmark::{CodeBlockKind, Event, OffsetIter, Options, Parser, Tag, TagEnd};

/// The `##` sections left out of a contest statement: the project's
/// binary ("Exploring a position") and the solution ("Notes").
pub(crate) const OMITTED_SECTIONS: [&str; 2] = ["Exploring a position", "Notes"];

/// The header of a table column about the project's own limits, left out
/// of a contest statement.
pub(crate) const PROJECT_COLUMN: &str = "this project (extended)";

/// Whether the paragraph `text` is about the project's binary, not the
/// contest's problem: it starts "The project's binary", or "The `<crate>`
/// binary".
fn about_the_binary(text: &[Inline]) -> bool {
    plain(text).starts_with("The project's binary")
        || matches!(text, [Inline::Text(the), Inline::Code(name), Inline::Text(rest), ..]
            if the == "The " && !name.contains(' ') && rest.starts_with(" binary "))
}

/// The `##` sections that hold the samples (their blocks are left out).
const SAMPLE_SECTIONS: [&str; 2] = ["Samples", "Sample"];

/// The font Chinese characters are set in, when the machine has it
/// (Debian's `fonts-droid-fallback`, which ghostscript brings).
const CJK_FONT: &str = "Droid Sans Fallback";

/// A statement in LaTeX.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Statement {
    /// The problem's name: the `#` heading, as plain text.
    pub(crate) name: String,
    /// The whole `problem.en.tex`.
    pub(crate) tex: String,
}

impl Statement {
    /// The LaTeX with `\problemname{}` for its title: a 2025-09 package's,
    /// whose name is `problem.yaml`'s (BAPCtools then takes it from there,
    /// and warns when the two differ, as the title's LaTeX escapes would
    /// make them).
    pub(crate) fn tex_titled_by_yaml(&self) -> String {
        let title = format!("\\problemname{{{}}}", escape_text(&self.name));
        self.tex.replacen(&title, "\\problemname{}", 1)
    }
}

/// One block of a Markdown document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Block {
    /// `#`, `##` or `###` (level 1, 2, 3) and its text.
    Heading(usize, Vec<Inline>),
    /// A paragraph, its lines joined with spaces.
    Paragraph(Vec<Inline>),
    /// A code block's lines, verbatim.
    Code(String),
    /// A pipe table: the header row, then the body rows, each a list of
    /// cells.
    Table(Vec<Vec<Vec<Inline>>>),
    /// A list: ordered or not, and each item's text (an item of several
    /// paragraphs, joined with spaces).
    List(bool, Vec<Vec<Inline>>),
}

/// An inline piece of a block's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Inline {
    /// Text (adjacent text is one piece, line breaks spaces).
    Text(String),
    /// A code span.
    Code(String),
    /// **Bold**.
    Bold(Vec<Inline>),
    /// *Emphasis*.
    Emph(Vec<Inline>),
    /// A link's text (its target is dropped: a package has no repository).
    Link(Vec<Inline>),
}

/// A statement in Markdown made from the game's own text, for a game
/// without a statement of its own: its title, source and rules, its
/// answer, the judge's limits, and the samples.
pub(crate) fn from_about(about: &common_io::game::About) -> String {
    let mut md = format!(
        "# {title}\n\nSource: {source}\n\n## The game\n\n{rules}\n\n## Output\n\n{answer}\n\n\
         ## Limits\n\n{limits}\n\n## Samples\n",
        title = capitalized(about.title),
        source = about.source,
        rules = about.rules,
        answer = about.answer,
        limits = about.judge_limits,
    );
    for (k, sample) in about.samples.iter().enumerate() {
        let _ = write!(
            md,
            "\n### Sample {}\n\nInput:\n\n```\n{}```\n\nOutput:\n\n```\n{}```\n",
            k + 1,
            sample.input,
            sample.output
        );
    }
    md
}

/// `text` with its first letter in upper case.
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The parser's events, with their places in the text.
type Events<'a> = Peekable<OffsetIter<'a, pulldown_cmark::DefaultBrokenLinkCallback>>;

/// The blocks of `markdown`, in order; an error naming the line of the
/// first construct a statement cannot hold (see the module documentation).
pub(crate) fn parse(markdown: &str) -> Result<Vec<Block>, String> {
    let mut events = Parser::new_ext(markdown, Options::ENABLE_TABLES)
        .into_offset_iter()
        .peekable();
    let mut blocks = Vec::new();
    while let Some((event, range)) = events.next() {
        let block = match event {
            Event::Start(Tag::Heading { level, .. }) => {
                let level = level as usize;
                if level > 3 {
                    return Err(refused(markdown, &range, "a heading below `###`"));
                }
                Block::Heading(level, inlines(markdown, &mut events)?)
            }
            Event::Start(Tag::Paragraph) => Block::Paragraph(inlines(markdown, &mut events)?),
            Event::Start(Tag::CodeBlock(kind)) => code_block(markdown, &range, &kind, &mut events)?,
            Event::Start(Tag::Table(_)) => table_rows(markdown, &mut events)?,
            Event::Start(Tag::List(first)) => {
                let mut items = Vec::new();
                while let Some((event, range)) = events.next() {
                    match event {
                        Event::Start(Tag::Item) => items.push(inlines(markdown, &mut events)?),
                        Event::End(TagEnd::List(_)) => break,
                        event => return Err(refused(markdown, &range, what(&event))),
                    }
                }
                Block::List(first.is_some(), items)
            }
            event => return Err(refused(markdown, &range, what(&event))),
        };
        blocks.push(block);
    }
    Ok(blocks)
}

/// The inline pieces up to the end of the element just opened (a heading,
/// a paragraph, a list item, a table cell, or bold, emphasis or a link
/// within them). A list item's paragraphs are joined with spaces.
fn inlines(markdown: &str, events: &mut Events<'_>) -> Result<Vec<Inline>, String> {
    let mut out = Vec::new();
    while let Some((event, range)) = events.next() {
        match event {
            Event::End(_) => return Ok(out),
            Event::Text(text) => push_text(&mut out, &text),
            Event::SoftBreak => push_text(&mut out, " "),
            Event::Code(code) => out.push(Inline::Code(code.to_string())),
            Event::Start(Tag::Strong) => out.push(Inline::Bold(inlines(markdown, events)?)),
            Event::Start(Tag::Emphasis) => out.push(Inline::Emph(inlines(markdown, events)?)),
            Event::Start(Tag::Link { .. }) => out.push(Inline::Link(inlines(markdown, events)?)),
            Event::Start(Tag::Paragraph) => {
                if !out.is_empty() {
                    push_text(&mut out, " ");
                }
                for piece in inlines(markdown, events)? {
                    match piece {
                        Inline::Text(text) => push_text(&mut out, &text),
                        piece => out.push(piece),
                    }
                }
            }
            event => return Err(refused(markdown, &range, what(&event))),
        }
    }
    Ok(out)
}

/// `text` added to `out`, joined to the text before it if there is some.
fn push_text(out: &mut Vec<Inline>, text: &str) {
    match out.last_mut() {
        Some(Inline::Text(last)) => last.push_str(text),
        _ => out.push(Inline::Text(text.to_string())),
    }
}

/// A code block's text, refused when its fence never closes (CommonMark
/// would run it to the end of the document).
fn code_block(
    markdown: &str,
    range: &Range<usize>,
    kind: &CodeBlockKind<'_>,
    events: &mut Events<'_>,
) -> Result<Block, String> {
    let mut code = String::new();
    for (event, _) in events.by_ref() {
        match event {
            Event::Text(text) => code.push_str(&text),
            _ => break,
        }
    }
    if let CodeBlockKind::Fenced(_) = kind {
        let source = markdown[range.clone()].trim_end();
        let fence = &source[..source.len() - source.trim_start_matches(['`', '~']).len()];
        let closed = source.lines().count() > 1
            && source
                .lines()
                .last()
                .is_some_and(|last| last.trim().starts_with(fence));
        if !closed {
            return Err(refused(markdown, range, "a code block that never ends"));
        }
    }
    Ok(Block::Code(code))
}

/// A table's rows, the header's first.
fn table_rows(markdown: &str, events: &mut Events<'_>) -> Result<Block, String> {
    let mut rows = Vec::new();
    let mut row = Vec::new();
    while let Some((event, range)) = events.next() {
        match event {
            Event::Start(Tag::TableHead | Tag::TableRow) => row = Vec::new(),
            Event::Start(Tag::TableCell) => row.push(inlines(markdown, events)?),
            Event::End(TagEnd::TableHead | TagEnd::TableRow) => rows.push(std::mem::take(&mut row)),
            Event::End(TagEnd::Table) => break,
            event => return Err(refused(markdown, &range, what(&event))),
        }
    }
    Ok(Block::Table(rows))
}

/// What an event a statement cannot hold is, in words.
fn what(event: &Event<'_>) -> &'static str {
    match event {
        Event::Start(Tag::BlockQuote(_)) => "a block quote",
        Event::Start(Tag::Image { .. }) => "an image",
        Event::Start(Tag::HtmlBlock) | Event::Html(_) | Event::InlineHtml(_) => "HTML",
        Event::Start(Tag::List(_)) => "a list inside a list item",
        Event::Start(Tag::CodeBlock(_)) => "a code block inside a list item or a table",
        Event::Rule => "a horizontal rule",
        Event::HardBreak => {
            "a hard line break (two spaces or a backslash at the end of a line): join the lines, or make two paragraphs"
        }
        _ => "a construct the statement converter does not know",
    }
}

/// The error for what `range` of `markdown` holds: its line, and what it is.
fn refused(markdown: &str, range: &Range<usize>, what: &str) -> String {
    let line = markdown[..range.start].matches('\n').count() + 1;
    format!("line {line}: {what}, which a judge's statement cannot show")
}

/// The blocks of `markdown` a contest statement holds (see the module
/// documentation): the omitted sections and the samples' blocks left out.
pub(crate) fn contest_blocks(markdown: &str) -> Result<Vec<Block>, String> {
    let mut kept = Vec::new();
    let mut section = String::new();
    for block in parse(markdown)? {
        if let Block::Heading(1..=2, text) = &block {
            section = plain(text);
        }
        if OMITTED_SECTIONS.contains(&section.as_str()) {
            continue;
        }
        let block = match block {
            Block::Paragraph(text) if about_the_binary(&text) => continue,
            Block::Table(rows) => Block::Table(without_project_column(rows)),
            block => block,
        };
        if SAMPLE_SECTIONS.contains(&section.as_str()) {
            match &block {
                Block::Code(_) => continue,
                Block::Paragraph(p) if ["Input:", "Output:"].contains(&plain(p).as_str()) => {
                    continue;
                }
                _ => {}
            }
        }
        kept.push(block);
    }
    Ok(kept)
}

/// `rows` (a table, the header first) without the column headed
/// [`PROJECT_COLUMN`], if it has one.
fn without_project_column(mut rows: Vec<Vec<Vec<Inline>>>) -> Vec<Vec<Vec<Inline>>> {
    let column = rows
        .first()
        .and_then(|header| header.iter().position(|cell| plain(cell) == PROJECT_COLUMN));
    if let Some(column) = column {
        for row in &mut rows {
            if column < row.len() {
                row.remove(column);
            }
        }
    }
    rows
}

/// The statement of `markdown` (a `docs/problems/<crate>.md`) in LaTeX.
pub(crate) fn to_latex(markdown: &str) -> Result<Statement, String> {
    let blocks = contest_blocks(markdown)?;
    let mut name = None;
    let mut body = String::new();
    for block in &blocks {
        match block {
            Block::Heading(1, text) => {
                if name.is_some() {
                    return Err("two `#` headings: the statement has one title".into());
                }
                name = Some(title(text));
            }
            Block::Heading(level, text) => {
                let command = if *level == 2 { "section" } else { "subsection" };
                let _ = writeln!(body, "\\{command}*{{{}}}\n", inline(text));
            }
            Block::Paragraph(text) => {
                let _ = writeln!(body, "{}\n", inline(text));
            }
            Block::Code(code) => {
                if code.contains("\\end{verbatim}") || !code.is_ascii() {
                    return Err(format!("a code block LaTeX cannot hold verbatim:\n{code}"));
                }
                let _ = writeln!(body, "\\begin{{verbatim}}\n{code}\\end{{verbatim}}\n");
            }
            Block::Table(rows) => body.push_str(&table(rows)),
            Block::List(ordered, items) => {
                let env = if *ordered { "enumerate" } else { "itemize" };
                let _ = writeln!(body, "\\begin{{{env}}}");
                for item in items {
                    let _ = writeln!(body, "  \\item {}", inline(item));
                }
                let _ = writeln!(body, "\\end{{{env}}}\n");
            }
        }
    }
    let name = name.ok_or("no `#` heading: the statement needs a title")?;
    let mut tex = String::new();
    let _ = writeln!(
        tex,
        "% Generated by `cargo xtask package` from the repository's Markdown statement: do not edit."
    );
    let _ = writeln!(tex, "\\problemname{{{}}}\n", escape_text(&name));
    tex.push_str(body.trim_end());
    tex.push('\n');
    Ok(Statement { name, tex })
}

/// A table as `tabular`, the first row in bold.
fn table(rows: &[Vec<Vec<Inline>>]) -> String {
    let cols = rows.iter().map(Vec::len).max().unwrap_or(0);
    let mut out = String::new();
    // The first column as wide as it needs, the others sharing the rest
    // of the line (wrapping their text).
    let width = 0.75 / cols.saturating_sub(1).max(1) as f64;
    let spec = format!(
        "l{}",
        format!("p{{{width:.3}\\textwidth}}").repeat(cols.saturating_sub(1))
    );
    let _ = writeln!(out, "\\begin{{center}}\n\\begin{{tabular}}{{{spec}}}");
    out.push_str("\\hline\n");
    for (k, row) in rows.iter().enumerate() {
        let cells: Vec<String> = (0..cols)
            .map(|c| {
                let text = row.get(c).map_or(String::new(), |cell| inline(cell));
                if k == 0 && !text.is_empty() {
                    format!("\\textbf{{{text}}}")
                } else {
                    text
                }
            })
            .collect();
        let _ = writeln!(out, "{} \\\\", cells.join(" & "));
        if k == 0 {
            out.push_str("\\hline\n");
        }
    }
    out.push_str("\\hline\n\\end{tabular}\n\\end{center}\n\n");
    out
}

/// The problem's name from the `#` heading: its text, without the
/// crate's name in parentheses (`The game (\`crate\`)`).
pub(crate) fn title(heading: &[Inline]) -> String {
    if let [
        before @ ..,
        Inline::Text(open),
        Inline::Code(_),
        Inline::Text(close),
    ] = heading
        && let Some(name) = open.strip_suffix(" (")
        && close == ")"
    {
        let mut text = before.to_vec();
        text.push(Inline::Text(name.to_string()));
        return plain(&text);
    }
    plain(heading)
}

/// Inline text as plain text: code spans and emphasis as their text, links
/// as their text.
pub(crate) fn plain(text: &[Inline]) -> String {
    let mut out = String::new();
    for piece in text {
        match piece {
            Inline::Text(t) | Inline::Code(t) => out.push_str(t),
            Inline::Bold(t) | Inline::Emph(t) | Inline::Link(t) => out.push_str(&plain(t)),
        }
    }
    out
}

/// Inline text in LaTeX.
fn inline(text: &[Inline]) -> String {
    let mut out = String::new();
    for piece in text {
        match piece {
            Inline::Text(t) => out.push_str(&escape_text(t)),
            Inline::Code(t) => {
                let _ = write!(out, "\\texttt{{{}}}", escape_text(t));
            }
            Inline::Bold(t) => {
                let _ = write!(out, "\\textbf{{{}}}", inline(t));
            }
            Inline::Emph(t) => {
                let _ = write!(out, "\\emph{{{}}}", inline(t));
            }
            Inline::Link(t) => out.push_str(&inline(t)),
        }
    }
    out
}

/// Plain text in LaTeX: the special characters escaped, the symbols as
/// math, runs of Chinese characters in a CJK font when there is one.
fn escape_text(text: &str) -> String {
    let mut out = String::new();
    let mut cjk = String::new();
    for c in text.chars() {
        if is_cjk(c) {
            cjk.push(c);
            continue;
        }
        if !cjk.is_empty() {
            out.push_str(&chinese(&std::mem::take(&mut cjk)));
        }
        match c {
            '\\' => out.push_str("\\textbackslash{}"),
            '{' | '}' | '$' | '&' | '#' | '_' | '%' => {
                out.push('\\');
                out.push(c);
            }
            '^' => out.push_str("\\textasciicircum{}"),
            '~' => out.push_str("\\textasciitilde{}"),
            '<' => out.push_str("\\textless{}"),
            '>' => out.push_str("\\textgreater{}"),
            '|' => out.push_str("\\textbar{}"),
            '"' => out.push_str("\\textquotedbl{}"),
            '-' => out.push_str("-{}"), // no -- or --- ligatures
            '×' => out.push_str("$\\times$"),
            '·' => out.push_str("$\\cdot$"),
            '−' => out.push_str("$-$"),
            '≤' => out.push_str("$\\le$"),
            '≥' => out.push_str("$\\ge$"),
            '≠' => out.push_str("$\\ne$"),
            '°' => out.push_str("$^\\circ$"),
            '–' => out.push_str("--"),
            '—' => out.push_str("---"),
            '…' => out.push_str("\\ldots{}"),
            c if c.is_ascii() => out.push(c),
            c => {
                // Any other character is passed through: LuaLaTeX reads
                // UTF-8, and the tests list the ones the statements use.
                out.push(c);
            }
        }
    }
    if !cjk.is_empty() {
        out.push_str(&chinese(&cjk));
    }
    out
}

/// A run of Chinese characters, in the CJK font when the machine has it
/// (problemtools' class loads `fontspec` under LuaLaTeX; its HTML
/// rendering, plasTeX, shows the characters as they are).
fn chinese(run: &str) -> String {
    format!(
        "\\ifdefined\\IfFontExistsTF\\IfFontExistsTF{{{CJK_FONT}}}{{{{\\fontspec{{{CJK_FONT}}}{run}}}}}{{{run}}}\\else {run}\\fi{{}}"
    )
}

/// Whether `c` is a CJK ideograph or CJK punctuation.
fn is_cjk(c: char) -> bool {
    matches!(c as u32, 0x3000..=0x303F | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xF900..=0xFAFF | 0xFF00..=0xFFEF)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_of_every_kind() {
        let md = "# Title (`x`)\n\nSource: a \"b\" (一双木棋).\n\n## Input\n\n```\nn m\n```\n\nA *para*\ngoes on, `a_b` and **bold** [link](../x.md#y).\n\n- one\n  two\n- three\n\n1. first\n2. second\n\n| a | b |\n|---|---|\n| `c` | 1 <= n × m ≤ 5 |\n";
        let text = |t: &str| vec![Inline::Text(t.into())];
        let blocks = parse(md).unwrap();
        assert_eq!(
            blocks,
            vec![
                Block::Heading(
                    1,
                    vec![
                        Inline::Text("Title (".into()),
                        Inline::Code("x".into()),
                        Inline::Text(")".into())
                    ]
                ),
                Block::Paragraph(text("Source: a \"b\" (一双木棋).")),
                Block::Heading(2, text("Input")),
                Block::Code("n m\n".into()),
                Block::Paragraph(vec![
                    Inline::Text("A ".into()),
                    Inline::Emph(text("para")),
                    Inline::Text(" goes on, ".into()),
                    Inline::Code("a_b".into()),
                    Inline::Text(" and ".into()),
                    Inline::Bold(text("bold")),
                    Inline::Text(" ".into()),
                    Inline::Link(text("link")),
                    Inline::Text(".".into()),
                ]),
                Block::List(false, vec![text("one two"), text("three")]),
                Block::List(true, vec![text("first"), text("second")]),
                Block::Table(vec![
                    vec![text("a"), text("b")],
                    vec![vec![Inline::Code("c".into())], text("1 <= n × m ≤ 5")]
                ]),
            ]
        );
        let s = to_latex(md).unwrap();
        assert_eq!(s.name, "Title");
        assert!(s.tex.contains("\\problemname{Title}"), "{}", s.tex);
        let untitled = s.tex_titled_by_yaml();
        assert_eq!(
            untitled,
            s.tex.replace("\\problemname{Title}", "\\problemname{}")
        );
        // A title LaTeX escapes (a hyphen, not to be a ligature) goes too.
        let hyphen = to_latex("# The diagonal-wave game (`waves`)\n\nRules.\n").unwrap();
        assert_eq!(hyphen.name, "The diagonal-wave game");
        assert!(hyphen.tex.contains("diagonal-{}wave"), "{}", hyphen.tex);
        let untitled = hyphen.tex_titled_by_yaml();
        assert!(untitled.contains("\\problemname{}\n") && !untitled.contains("wave"));
        assert!(s.tex.contains("\\section*{Input}"));
        assert!(s.tex.contains("\\begin{verbatim}\nn m\n\\end{verbatim}"));
        assert!(
            s.tex
                .contains("A \\emph{para} goes on, \\texttt{a\\_b} and \\textbf{bold} link.")
        );
        assert!(s.tex.contains("\\item one two"));
        assert!(s.tex.contains("\\begin{enumerate}"));
        assert!(
            s.tex
                .contains("\\texttt{c} & 1 \\textless{}= n $\\times$ m $\\le$ 5 \\\\")
        );
        assert!(s.tex.contains("{\\fontspec{Droid Sans Fallback}一双木棋}"));
    }

    #[test]
    fn omitted_sections_and_sample_blocks() {
        let md = "# T\n\n## Samples\n\n### Sample 1\n\nInput:\n\n```\n1\n```\n\nOutput:\n\n```\n2\n```\n\nWhy 2.\n\n## Notes\n\nThe solution.\n";
        let tex = to_latex(md).unwrap().tex;
        assert!(tex.contains("\\subsection*{Sample 1}\n\nWhy 2."), "{tex}");
        assert!(
            !tex.contains("verbatim") && !tex.contains("Input:"),
            "{tex}"
        );
        assert!(!tex.contains("solution") && !tex.contains("Notes"), "{tex}");
    }

    #[test]
    fn the_project_s_paragraphs_and_column_are_left_out() {
        let md = "# T\n\n## Limits\n\n| | original judge | this project (extended) |\n|---|---|---|\n| size | `n <= 10` | `n <= 30` |\n\nThe `t-t` binary accepts more.\n\nThe project's binary also accepts CRLF.\n\nThe `n` value binds.\n";
        let tex = to_latex(md).unwrap().tex;
        assert!(tex.contains("original judge"), "{tex}");
        assert!(tex.contains("\\texttt{n \\textless{}= 10}"), "{tex}");
        assert!(!tex.contains("30") && !tex.contains("extended"), "{tex}");
        assert!(!tex.contains("accepts"), "{tex}");
        assert!(tex.contains("value binds"), "{tex}");
    }

    #[test]
    fn refuses_what_it_cannot_convert() {
        assert!(to_latex("no title\n").is_err());
        assert!(to_latex("# a\n\n# b\n").is_err());
        // Each construct a judge's statement cannot show, with its line.
        for (md, what) in [
            (
                "# a\n\n```\nnever closed\n",
                "line 3: a code block that never ends",
            ),
            ("# a\n\n> quoted\n", "line 3: a block quote"),
            ("# a\n\ntext ![x](x.png)\n", "line 3: an image"),
            ("# a\n\n<div>x</div>\n", "line 3: HTML"),
            ("# a\n\nsome <b>bold</b>\n", "line 3: HTML"),
            (
                "# a\n\n- one\n  - inner\n",
                "line 4: a list inside a list item",
            ),
            ("# a\n\n---\n", "line 3: a horizontal rule"),
            ("# a\n\nline  \nbreak\n", "line 3: a hard line break"),
            ("# a\n\n#### deep\n", "line 3: a heading below `###`"),
        ] {
            let err = to_latex(md).unwrap_err();
            assert!(err.starts_with(what), "{md:?}: {err}");
        }
        // A fence closed by a longer one, and a tilde fence, are closed.
        assert!(to_latex("# a\n\n````\nx\n`````\n").is_ok());
        assert!(to_latex("# a\n\n~~~\nx\n~~~\n").is_ok());
    }
}
