//! Generated fixture inputs: `fixtures/<crate>/errors/<case>.gen` files
//! describe inputs too large (or too odd) to keep in the repository, such
//! as a 100 MB single line.
//!
//! A recipe is a list of lines, each appending bytes to the input:
//!
//! ```text
//! # comments and blank lines are ignored
//! text 1 1\n            the rest of the line, with \n \r \t \\ \s (space) and \xNN escapes
//! repeat 7 100000000    one byte (same escapes), that many times
//! ```

/// The largest input a recipe may describe (1 GiB).
pub(crate) const MAX_RECIPE_BYTES: u64 = 1 << 30;

/// The bytes `recipe` describes, or what is wrong with it (with its line).
pub(crate) fn expand(recipe: &str) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    for (index, raw) in recipe.lines().enumerate() {
        let line = raw.trim_end();
        if line.trim_start().is_empty() || line.trim_start().starts_with('#') {
            continue;
        }
        let at = |what: String| format!("line {}: {what}", index + 1);
        let (command, rest) = line.split_once(' ').unwrap_or((line, ""));
        match command {
            "text" => out.extend(unescape(rest).map_err(at)?),
            "repeat" => {
                let (byte, count) = rest
                    .rsplit_once(' ')
                    .ok_or_else(|| at("expected `repeat <byte> <count>`".into()))?;
                let byte = match unescape(byte).map_err(at)?.as_slice() {
                    [b] => *b,
                    _ => return Err(at(format!("`{byte}` is not one byte"))),
                };
                let count: u64 = count
                    .parse()
                    .map_err(|_| at(format!("`{count}` is not a count")))?;
                let total = (out.len() as u64).saturating_add(count);
                if total > MAX_RECIPE_BYTES {
                    return Err(at(format!("more than {MAX_RECIPE_BYTES} bytes")));
                }
                let count =
                    usize::try_from(count).map_err(|_| at(format!("{count} is too many")))?;
                out.resize(out.len() + count, byte);
            }
            other => return Err(at(format!("unknown command `{other}` (text, repeat)"))),
        }
    }
    Ok(out)
}

/// `text` with its escapes resolved.
fn unescape(text: &str) -> Result<Vec<u8>, String> {
    let mut out = Vec::with_capacity(text.len());
    let mut bytes = text.bytes();
    while let Some(b) = bytes.next() {
        if b != b'\\' {
            out.push(b);
            continue;
        }
        match bytes.next() {
            Some(b'n') => out.push(b'\n'),
            Some(b'r') => out.push(b'\r'),
            Some(b't') => out.push(b'\t'),
            Some(b's') => out.push(b' '),
            Some(b'\\') => out.push(b'\\'),
            Some(b'x') => {
                let hex = [bytes.next(), bytes.next()];
                let value = match hex {
                    [Some(h), Some(l)] => std::str::from_utf8(&[h, l])
                        .ok()
                        .and_then(|s| u8::from_str_radix(s, 16).ok()),
                    _ => None,
                };
                out.push(value.ok_or_else(|| "`\\x` needs two hex digits".to_string())?);
            }
            Some(other) => return Err(format!("unknown escape `\\{}`", char::from(other))),
            None => return Err("a lone `\\` at the end of the line".into()),
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recipes_expand() {
        assert_eq!(
            expand("# a comment\n\ntext 1 1\\n\nrepeat 7 5\ntext \\xff\\s\\\\\\r\\t\n"),
            Ok(b"1 1\n77777\xff \\\r\t".to_vec())
        );
        assert_eq!(expand("repeat \\n 2"), Ok(b"\n\n".to_vec()));
        assert_eq!(expand(""), Ok(Vec::new()));
    }

    #[test]
    fn bad_recipes_are_reported() {
        assert_eq!(
            expand("text ok\nfrobnicate 3"),
            Err("line 2: unknown command `frobnicate` (text, repeat)".into())
        );
        assert_eq!(
            expand("repeat ab 3"),
            Err("line 1: `ab` is not one byte".into())
        );
        assert_eq!(
            expand("repeat a x"),
            Err("line 1: `x` is not a count".into())
        );
        assert_eq!(
            expand("repeat a 2000000000"),
            Err(format!("line 1: more than {MAX_RECIPE_BYTES} bytes"))
        );
        assert_eq!(
            expand("text \\q"),
            Err("line 1: unknown escape `\\q`".into())
        );
        assert_eq!(
            expand("text \\x4"),
            Err("line 1: `\\x` needs two hex digits".into())
        );
    }
}
