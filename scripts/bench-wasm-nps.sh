#!/usr/bin/env bash
# Level 5's nodes per second in a browser against native, on the same positions: the 8
# openings of `tipgobble bench <game> --level 5 --positions 8` (seed 1), one thread.
#   native: the release CLI (`cargo build --release -p tipgobble-cli`);
#   wasm:   the AI crate's browser test (crates/ai/tests/web.rs) built with the release
#           profile (the web build's optimisation), in a dedicated worker of headless
#           Chromium through wasm-bindgen-test-runner, as `npm run test:wasm` runs it.
# Prints each side's figures. Run it on an idle machine: both are timed by the wall clock.
# Usage: scripts/bench-wasm-nps.sh
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-deps.sh --wasm-browser >&2
export PATH="$HOME/.cargo/bin:$PATH"

cargo build --release --locked -p tipgobble-cli >&2
target_dir=$(cargo metadata --format-version 1 --no-deps |
  node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).target_directory))')
for game in gobblet deblockle; do
  echo "native $game: $("$target_dir/release/tipgobble" bench "$game" --level 5 --positions 8 --threads 1 | tail -n 3 | tr '\n' ' ')"
done

export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner
export CHROMEDRIVER=/usr/bin/chromedriver
export WASM_BINDGEN_TEST_WEBDRIVER_JSON="$PWD/scripts/wasm-webdriver.json"
export WASM_BINDGEN_TEST_TIMEOUT=300
cargo test --release --locked --target wasm32-unknown-unknown -p tipgobble-ai --test web -- --nocapture 2>&1 |
  grep -E 'level 5 on|test result' | sed 's/^/wasm /'
