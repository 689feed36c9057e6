//! The problem statement of a judge package: `docs/problems/<crate>.md`
//! turned into the LaTeX that problemtools builds (`problem.en.tex`).
//!
//! A small converter for the Markdown the statements use: headings,
//! paragraphs, `code`, **bold**, *emphasis*, links (their text), fenced
//! code blocks (`verbatim`), pipe tables (`tabular`), `-` and `1.` lists
//! (with indented continuation lines), and UTF-8 text: the symbols the
//! statements use (×, ≤, ·, −, ...) become math, and Chinese names are
//! set in a CJK font when the machine has one.
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

/// The `##` sections left out of a contest statement: the project's
/// binary ("Exploring a position") and the solution ("Notes").
pub(crate) const OMITTED_SECTIONS: [&str; 2] = ["Exploring a position", "Notes"];

/// The header of a table column about the project's own limits, left out
/// of a contest statement.
pub(crate) const PROJECT_COLUMN: &str = "this project (extended)";

/// Whether the paragraph `text` is about the project's binary, not the
/// contest's problem.
fn about_the_binary(text: &str) -> bool {
    text.starts_with("The project's binary")
        || text
            .strip_prefix("The `")
            .and_then(|rest| rest.split_once('`'))
            .is_some_and(|(name, rest)| !name.contains(' ') && rest.starts_with(" binary "))
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

/// One block of a Markdown document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Block {
    /// `#`, `##` or `###` (level 1, 2, 3) and its text.
    Heading(usize, String),
    /// Lines of text joined with spaces.
    Paragraph(String),
    /// A fenced code block's lines, verbatim.
    Code(String),
    /// A pipe table: the header row, then the body rows (the `---` row
    /// dropped), each a list of cells.
    Table(Vec<Vec<String>>),
    /// A list: ordered or not, and each item's text.
    List(bool, Vec<String>),
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

/// The blocks of `markdown`, in order.
pub(crate) fn parse(markdown: &str) -> Result<Vec<Block>, String> {
    let lines: Vec<&str> = markdown.lines().collect();
    let mut blocks = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let trimmed = line.trim_end();
        if trimmed.is_empty() {
            i += 1;
        } else if let Some(rest) = trimmed.strip_prefix("```") {
            if !rest.trim().is_empty() && rest.contains('`') {
                return Err(format!("line {}: inline code opening a line", i + 1));
            }
            let start = i + 1;
            let end = (start..lines.len())
                .find(|&j| lines[j].trim_end() == "```")
                .ok_or_else(|| format!("line {}: a code block that never ends", i + 1))?;
            let mut code = String::new();
            for l in &lines[start..end] {
                code.push_str(l);
                code.push('\n');
            }
            blocks.push(Block::Code(code));
            i = end + 1;
        } else if let Some((level, text)) = heading(trimmed) {
            blocks.push(Block::Heading(level, text.to_string()));
            i += 1;
        } else if trimmed.starts_with('|') {
            let mut rows = Vec::new();
            while i < lines.len() && lines[i].trim_start().starts_with('|') {
                let row = lines[i].trim();
                let cells: Vec<String> = row
                    .trim_matches('|')
                    .split('|')
                    .map(|c| c.trim().to_string())
                    .collect();
                if !cells
                    .iter()
                    .all(|c| !c.is_empty() && c.chars().all(|ch| "-: ".contains(ch)))
                {
                    rows.push(cells);
                }
                i += 1;
            }
            blocks.push(Block::Table(rows));
        } else if let Some((ordered, _)) = list_item(trimmed) {
            let mut items: Vec<String> = Vec::new();
            while i < lines.len() {
                let l = lines[i].trim_end();
                if let Some((_, text)) = list_item(l).filter(|(o, _)| *o == ordered) {
                    items.push(text.to_string());
                } else if !l.is_empty() && l.starts_with(' ') {
                    if let Some(last) = items.last_mut() {
                        last.push(' ');
                        last.push_str(l.trim());
                    }
                } else {
                    break;
                }
                i += 1;
            }
            blocks.push(Block::List(ordered, items));
        } else {
            let mut text = String::new();
            while i < lines.len() {
                let l = lines[i].trim_end();
                if l.is_empty()
                    || l.starts_with("```")
                    || l.starts_with('|')
                    || heading(l).is_some()
                    || list_item(l).is_some()
                {
                    break;
                }
                if !text.is_empty() {
                    text.push(' ');
                }
                text.push_str(l.trim());
                i += 1;
            }
            blocks.push(Block::Paragraph(text));
        }
    }
    Ok(blocks)
}

/// `#`-headings: the level and the text.
fn heading(line: &str) -> Option<(usize, &str)> {
    let level = line.bytes().take_while(|&b| b == b'#').count();
    let text = line[level..].strip_prefix(' ')?;
    (1..=3).contains(&level).then_some((level, text.trim()))
}

/// A list item's line: ordered or not, and its text.
fn list_item(line: &str) -> Option<(bool, &str)> {
    if let Some(text) = line.strip_prefix("- ") {
        return Some((false, text));
    }
    let digits = line.bytes().take_while(u8::is_ascii_digit).count();
    let text = line[digits..].strip_prefix(". ")?;
    (digits > 0).then_some((true, text))
}

/// The blocks of `markdown` a contest statement holds (see the module
/// documentation): the omitted sections and the samples' blocks left out.
pub(crate) fn contest_blocks(markdown: &str) -> Result<Vec<Block>, String> {
    let mut kept = Vec::new();
    let mut section = String::new();
    for block in parse(markdown)? {
        if let Block::Heading(1..=2, text) = &block {
            section = text.clone();
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
                Block::Paragraph(p) if p == "Input:" || p == "Output:" => continue,
                _ => {}
            }
        }
        kept.push(block);
    }
    Ok(kept)
}

/// `rows` (a table, the header first) without the column headed
/// [`PROJECT_COLUMN`], if it has one.
fn without_project_column(mut rows: Vec<Vec<String>>) -> Vec<Vec<String>> {
    let column = rows
        .first()
        .and_then(|header| header.iter().position(|cell| cell == PROJECT_COLUMN));
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
fn table(rows: &[Vec<String>]) -> String {
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
pub(crate) fn title(heading: &str) -> String {
    let text = match heading.rfind(" (`") {
        Some(at) if heading.ends_with("`)") => &heading[..at],
        _ => heading,
    };
    plain(text)
}

/// Markdown inline text as plain text: code spans and emphasis marks
/// dropped, links as their text.
pub(crate) fn plain(text: &str) -> String {
    let mut out = String::new();
    for span in spans(text) {
        match span {
            Span::Text(t) | Span::Code(t) => out.push_str(&t),
            Span::Bold(t) | Span::Emph(t) | Span::Link(t) => out.push_str(&plain(&t)),
        }
    }
    out
}

/// An inline piece of Markdown.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Span {
    Text(String),
    Code(String),
    Bold(String),
    Emph(String),
    /// A link's text (its target is dropped: a package has no repository).
    Link(String),
}

/// The inline pieces of `text`.
fn spans(text: &str) -> Vec<Span> {
    let mut out = Vec::new();
    let mut plain = String::new();
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        let found = match c {
            '`' => rest[1..]
                .find('`')
                .map(|end| (Span::Code(rest[1..=end].to_string()), end + 2)),
            '*' if rest.starts_with("**") => rest[2..]
                .find("**")
                .map(|end| (Span::Bold(rest[2..end + 2].to_string()), end + 4)),
            '*' => rest[1..]
                .find('*')
                .filter(|&end| end > 0)
                .map(|end| (Span::Emph(rest[1..=end].to_string()), end + 2)),
            '[' => rest.find("](").and_then(|mid| {
                let close = rest[mid..].find(')')? + mid;
                Some((Span::Link(rest[1..mid].to_string()), close + 1))
            }),
            _ => None,
        };
        match found {
            Some((span, len)) => {
                if !plain.is_empty() {
                    out.push(Span::Text(std::mem::take(&mut plain)));
                }
                out.push(span);
                rest = &rest[len..];
            }
            None => {
                plain.push(c);
                rest = &rest[c.len_utf8()..];
            }
        }
    }
    if !plain.is_empty() {
        out.push(Span::Text(plain));
    }
    out
}

/// Markdown inline text in LaTeX.
fn inline(text: &str) -> String {
    let mut out = String::new();
    for span in spans(text) {
        match span {
            Span::Text(t) => out.push_str(&escape_text(&t)),
            Span::Code(t) => {
                let _ = write!(out, "\\texttt{{{}}}", escape_text(&t));
            }
            Span::Bold(t) => {
                let _ = write!(out, "\\textbf{{{}}}", inline(&t));
            }
            Span::Emph(t) => {
                let _ = write!(out, "\\emph{{{}}}", inline(&t));
            }
            Span::Link(t) => out.push_str(&inline(&t)),
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
        let blocks = parse(md).unwrap();
        assert_eq!(
            blocks,
            vec![
                Block::Heading(1, "Title (`x`)".into()),
                Block::Paragraph("Source: a \"b\" (一双木棋).".into()),
                Block::Heading(2, "Input".into()),
                Block::Code("n m\n".into()),
                Block::Paragraph("A *para* goes on, `a_b` and **bold** [link](../x.md#y).".into()),
                Block::List(false, vec!["one two".into(), "three".into()]),
                Block::List(true, vec!["first".into(), "second".into()]),
                Block::Table(vec![
                    vec!["a".into(), "b".into()],
                    vec!["`c`".into(), "1 <= n × m ≤ 5".into()]
                ]),
            ]
        );
        let s = to_latex(md).unwrap();
        assert_eq!(s.name, "Title");
        assert!(s.tex.contains("\\problemname{Title}"), "{}", s.tex);
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
        assert!(to_latex("# a\n\n```\nnever closed\n").is_err());
    }
}
