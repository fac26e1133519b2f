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
# Also builds target/debug/tipgobble-app (src-tauri has an integration test that runs it),
# which the end-to-end tests drive: the app is compiled once, with the test build's features.
stage "cargo test" cargo test --workspace --locked

# The end-to-end tests keep about two thirds of the two cores busy (the webview draws, the app
# thinks, the driver waits). The web builds and the checks for the other targets run beside
# them at idle priority (SCHED_IDLE: they get only what the tests leave, so the tests run as
# fast as alone), one after the other, their output kept and shown when each part is waited
# for: first the web build the Chromium tests drive (waited for after the WebKitGTK tests), then
# the release web build with its size budget and the desktop, Android, wasm32 and rustdoc
# checks (waited for at the end). They use other parts of target/ (the wasm32 and Android targets,
# the release profile's build scripts) and the end-to-end tests call no cargo, so no lock is
# shared. A failure there fails `npm test` as a stage of its own would, when that part is
# waited for.
beside_dir=$(mktemp -d -t tipgobble-test-beside.XXXXXX)
e2e_web=target/e2e-web
beside() {
  set -e
  # Idle priority (util-linux's chrt), or the lowest nice value where that is refused.
  chrt --idle -p 0 "$BASHPID" >/dev/null 2>&1 || renice -n 19 -p "$BASHPID" >/dev/null 2>&1 || true
  {
    # The web build the Chromium tests drive: the web-test profile (optimised, without the
    # whole-program optimisation that takes minutes more; names kept for stack traces) with the
    # tests' hooks (crates/web's test-hooks feature), in a folder of its own.
    stage "web build (for the tests)" bash scripts/build-web.sh --profile web-test --out-dir "$e2e_web"
  } >"$beside_dir/web.log" 2>&1
  touch "$beside_dir/web.done"
  {
    # The web build as it ships (fat LTO, no names, no test hooks, wasm-opt), and its size
    # budget (issue 44: the .wasm and the first load, gzip), checked on what ships.
    stage "web build (release, as it ships)" bash scripts/build-web.sh
    stage "web build's size budget" node scripts/check-size.mjs ui/dist-web
    # The desktop's lints (every crate, tests included): a check of target/debug that the
    # end-to-end tests' app binary does not depend on.
    stage "cargo clippy (deny warnings)" cargo clippy --workspace --all-targets --locked -- -D warnings
    # The #[cfg(mobile)] code (haptics, the mobile-only plugins, the mobile entry point) is
    # compiled by nothing above: check the app for Android. The bundled SQLite's build script
    # needs a C compiler for the target; a check links nothing, so Debian's aarch64 cross
    # compiler stands in for the NDK.
    stage "cargo clippy for Android (deny warnings)" env \
      CC_aarch64_linux_android=aarch64-linux-gnu-gcc AR_aarch64_linux_android=aarch64-linux-gnu-ar \
      cargo clippy -p tipgobble-app --target aarch64-linux-android --locked -- -D warnings
    # The app core and the crates under it also run as WebAssembly in a browser's worker (the
    # web host, crates/web, which is empty natively): lint it for that target, which checks the
    # app core, the store (with SQLite's C compiled by clang), the AI and the engine under it.
    stage "cargo clippy for the browser (wasm32, deny warnings)" \
      cargo clippy --target wasm32-unknown-unknown -p tipgobble-web --locked -- -D warnings
    # Clippy checks that every public item has a doc line; this checks that its intra-doc links
    # resolve (a broken, ambiguous or private link fails here, not in a reader's browser).
    # Reuses most of the dependencies' check artefacts the desktop clippy left.
    stage "cargo doc (deny warnings)" env RUSTDOCFLAGS="-D warnings" \
      cargo doc --no-deps --workspace --locked
  } >"$beside_dir/checks.log" 2>&1
}
# Shows a part's output, indented, once it has ended.
show_beside() {
  [ -f "$beside_dir/$1.log" ] && sed 's/^/  /' "$beside_dir/$1.log"
  return 0
}
# In a process group of its own (job control on for the launch), so that whatever ends this
# script early (a failed stage, Ctrl-C) ends all of it: nothing is left building. The subshell's
# `set -e` holds inside beside() (it is not called from a condition).
set -m
(beside) &
beside_pid=$!
set +m
trap 'kill -- -"$beside_pid" 2>/dev/null || true; rm -rf "$beside_dir"' EXIT
# Waits for what runs beside; fails with its output if it failed.
wait_beside() {
  local status=0
  wait "$beside_pid" || status=$?
  show_beside web
  show_beside checks
  if [ "$status" -ne 0 ]; then
    echo "== npm test failed in what ran beside the end-to-end tests (above)" >&2
    exit "$status"
  fi
}

stage "end-to-end tests (WebKitGTK: the desktop app)" env TIPGOBBLE_UI_BUILT=1 TIPGOBBLE_APP_BUILT=1 bash scripts/e2e.sh
echo "== the web build, beside the WebKitGTK tests (waiting for it to end):"
t0=$SECONDS
while [ ! -e "$beside_dir/web.done" ] && kill -0 "$beside_pid" 2>/dev/null; do
  sleep 1
done
[ -e "$beside_dir/web.done" ] || wait_beside # it failed: its output, then stop
show_beside web
echo "== waited $((SECONDS - t0)) s for it"
# The same tests in Chromium, Android's web engine, on the release web build at phone size (the
# native-only ones skipped with their reason, tests/e2e/engines.mjs).
stage "end-to-end tests (Chromium: the web build)" env TIPGOBBLE_ENGINE=chromium TIPGOBBLE_WEB_BUILT=1 \
  TIPGOBBLE_WEB_DIR="$PWD/$e2e_web" bash scripts/e2e.sh
echo "== the release web build and the clippy and rustdoc checks, beside the end-to-end tests (waiting for them to end):"
t0=$SECONDS
status=0
wait "$beside_pid" || status=$?
show_beside checks
echo "== waited $((SECONDS - t0)) s for them"
if [ "$status" -ne 0 ]; then
  echo "== npm test failed in the checks beside the end-to-end tests (above)" >&2
  exit "$status"
fi
trap - EXIT
rm -rf "$beside_dir"

echo "== npm test passed in $((SECONDS - start_all)) s"
