//! Workspace automation (placeholder until check-all lands).

fn main() {}
