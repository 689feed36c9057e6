//! Near-valid inputs for robustness tests: a judge input with one token
//! changed. Used by the problem crates' hardening tests and handy for
//! anyone testing a parser of their own against ours.

/// A change to one whitespace-separated token of an input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mutation {
    /// The token is replaced by this text (empty: deleted, leaving its
    /// surrounding whitespace).
    Replace(String),
    /// The token is removed.
    Delete,
    /// The token appears twice, separated by a space.
    Duplicate,
    /// This text is glued to the end of the token.
    Append(String),
    /// The token's characters are reversed (a grid row keeps its length and
    /// its letters; most numbers stay numbers).
    Reverse,
    /// No change.
    Keep,
}

/// `input` with its `index`-th whitespace-separated token (counted modulo
/// the number of tokens) changed by `mutation`. An input without tokens is
/// returned unchanged.
///
/// ```
/// use common_io::testkit::{Mutation, mutate_token};
/// assert_eq!(mutate_token("2 2\nRL\nLR\n", 3, &Mutation::Reverse), "2 2\nRL\nRL\n");
/// assert_eq!(mutate_token("1 2", 5, &Mutation::Duplicate), "1 2 2");
/// ```
pub fn mutate_token(input: &str, index: usize, mutation: &Mutation) -> String {
    let mut spans = Vec::new();
    let mut start = None;
    for (i, c) in input.char_indices().chain([(input.len(), ' ')]) {
        match (c.is_ascii_whitespace(), start) {
            (false, None) => start = Some(i),
            (true, Some(s)) => {
                spans.push((s, i));
                start = None;
            }
            _ => {}
        }
    }
    let Some(count) = std::num::NonZeroUsize::new(spans.len()) else {
        return input.to_string();
    };
    let Some(&(from, to)) = spans.get(index % count) else {
        return input.to_string();
    };
    let (head, rest) = input.split_at(from);
    let (token, tail) = rest.split_at(to - from);
    let replacement = match mutation {
        Mutation::Replace(text) => text.clone(),
        Mutation::Delete => String::new(),
        Mutation::Duplicate => format!("{token} {token}"),
        Mutation::Append(junk) => format!("{token}{junk}"),
        Mutation::Reverse => token.chars().rev().collect(),
        Mutation::Keep => token.to_string(),
    };
    format!("{head}{replacement}{tail}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_mutation() {
        let input = "2 3\nLRX\n";
        let m = |index, mutation| mutate_token(input, index, &mutation);
        assert_eq!(m(0, Mutation::Replace("-1".into())), "-1 3\nLRX\n");
        assert_eq!(m(1, Mutation::Delete), "2 \nLRX\n");
        assert_eq!(m(2, Mutation::Duplicate), "2 3\nLRX LRX\n");
        assert_eq!(m(5, Mutation::Append("Q".into())), "2 3\nLRXQ\n");
        assert_eq!(m(2, Mutation::Reverse), "2 3\nXRL\n");
        assert_eq!(m(1, Mutation::Keep), input);
        assert_eq!(mutate_token(" \n", 3, &Mutation::Delete), " \n");
        assert_eq!(mutate_token("é x", 0, &Mutation::Reverse), "é x");
    }
}
