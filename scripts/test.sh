#!/usr/bin/env bash
# npm test: every check of the project, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v cargo >/dev/null 2>&1; then
  echo "npm test: cargo is missing. Install Rust with: curl https://sh.rustup.rs -sSf | sh -s -- -y" >&2
  exit 1
fi

echo "== cargo fmt --check"
cargo fmt --all -- --check

echo "== cargo clippy (deny warnings)"
cargo clippy --workspace --all-targets --locked -- -D warnings

echo "== cargo test"
cargo test --workspace --locked
