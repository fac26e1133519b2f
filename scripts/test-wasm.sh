#!/usr/bin/env bash
# npm run test:wasm: the crates' browser tests (crates/ai/tests/web.rs, crates/store/tests/web.rs)
# as WebAssembly in a dedicated worker of headless Chromium, through wasm-bindgen-test-runner.
# Installs what is missing first (scripts/ensure-deps.sh --wasm-browser).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-deps.sh --wasm-browser
export PATH="$HOME/.cargo/bin:$PATH"
# CHROMEDRIVER makes the runner use Chromium (it would take geckodriver first); the JSON gives
# Chromium its options (headless; --no-sandbox, which it needs as root). The AI's test takes
# about 16 s, more than the runner's default 20 s allows on a loaded machine.
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner
export CHROMEDRIVER=/usr/bin/chromedriver
export WASM_BINDGEN_TEST_WEBDRIVER_JSON="$PWD/scripts/wasm-webdriver.json"
export WASM_BINDGEN_TEST_TIMEOUT=300
cargo test --target wasm32-unknown-unknown -p tipgobble-ai --test web --locked
cargo test --target wasm32-unknown-unknown -p tipgobble-store --features tipgobble-store/web --test web --locked
