#!/usr/bin/env bash
# npm test: every check of the project, in the order a failure is cheapest to find.
# Installs what is missing first (scripts/ensure-deps.sh). Each stage prints its duration.
set -euo pipefail
cd "$(dirname "$0")/.."

start_all=$SECONDS
stage() {
  local name=$1
  shift
  echo "== $name"
  local t0=$SECONDS
  "$@"
  echo "== $name: $((SECONDS - t0)) s"
}

stage "install what is missing" bash scripts/ensure-deps.sh --e2e --android-check --wasm-browser
stage "cargo fmt --check" cargo fmt --all -- --check
stage "import circles" node scripts/import-cycles.mjs
stage "native projects (read)" node scripts/check-native.mjs
stage "svelte-check" npm run --silent ui:check
stage "vitest" npm run --silent ui:test
# The app embeds ui/dist at compile time: build the UI before any cargo build of src-tauri.
stage "vite build" npm run --silent ui:build
stage "built CSS against the oldest web engines" node scripts/check-css-floor.mjs
stage "cargo clippy (deny warnings)" cargo clippy --workspace --all-targets --locked -- -D warnings
# The #[cfg(mobile)] code (haptics, the mobile-only plugins, the mobile entry point) is compiled
# by nothing above: check the app for Android. The bundled SQLite's build script needs a C compiler
# for the target; a check links nothing, so Debian's aarch64 cross compiler stands in for the NDK.
stage "cargo clippy for Android (deny warnings)" env \
  CC_aarch64_linux_android=aarch64-linux-gnu-gcc AR_aarch64_linux_android=aarch64-linux-gnu-ar \
  cargo clippy -p tipgobble-app --target aarch64-linux-android --locked -- -D warnings
# The app core and the crates under it also run as WebAssembly in a browser's worker (the web
# host, crates/web, which is empty natively): lint it for that target, which checks the app
# core, the store (with SQLite's C compiled by clang), the AI and the engine under it there.
stage "cargo clippy for the browser (wasm32, deny warnings)" \
  cargo clippy --target wasm32-unknown-unknown -p tipgobble-web --locked -- -D warnings
# Clippy checks that every public item has a doc line; this checks that its intra-doc links
# resolve (a broken, ambiguous or private link fails here, not in a reader's browser). Reuses
# most of the dependencies' check artefacts the desktop clippy left.
stage "cargo doc (deny warnings)" env RUSTDOCFLAGS="-D warnings" \
  cargo doc --no-deps --workspace --locked
# Also builds target/debug/tipgobble-app (src-tauri has an integration test that runs it),
# which the end-to-end tests drive: the app is compiled once, with the test build's features.
stage "cargo test" cargo test --workspace --locked
stage "end-to-end tests (WebKitGTK: the desktop app)" env TIPGOBBLE_UI_BUILT=1 bash scripts/e2e.sh
# The same tests in Chromium, Android's web engine, on the web build at phone size (the
# native-only ones skipped with their reason, tests/e2e/engines.mjs). Its core is optimised
# without whole-program optimisation (the web-test profile): minutes less to build.
stage "web build (for the tests)" bash scripts/build-web.sh --profile web-test
stage "end-to-end tests (Chromium: the web build)" env TIPGOBBLE_ENGINE=chromium TIPGOBBLE_WEB_BUILT=1 bash scripts/e2e.sh
# The web build's size budget (issue 44: the .wasm and the first load, gzip) on what ships: the
# release web build (fat LTO, then wasm-opt). The web-test build above is not the same size (its
# .wasm is 3 % bigger gzipped without whole-program optimisation: docs/benchmarks.md).
stage "web build (release, as it ships)" bash scripts/build-web.sh
stage "web build's size budget" node scripts/check-size.mjs ui/dist-web

echo "== npm test passed in $((SECONDS - start_all)) s"
