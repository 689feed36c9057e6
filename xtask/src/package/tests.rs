//! Tests of the whole package.
