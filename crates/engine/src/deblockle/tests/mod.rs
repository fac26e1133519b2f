//! Tests of the Deblockle rules.
