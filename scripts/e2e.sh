#!/usr/bin/env bash
# The end-to-end tests: the real app binary in its real webview, driven through tauri-driver
# and WebKitWebDriver, under Xvfb when there is no display. Screenshots go to tests/output/.
# With TIPGOBBLE_ENGINE=chromium: the web build instead, in headless Chromium emulating a phone
# (tests/e2e/engines.mjs; screenshots in tests/output/chromium/), the native-only tests skipped.
# Usage: scripts/e2e.sh [test files...]   (default: every tests/e2e/*.test.mjs, the files of
#        tests/e2e/one-launch.mjs through one-launch.test.mjs, on one launch)
#   TIPGOBBLE_UI_BUILT=1   WebKit: the UI in ui/dist is built already
#   TIPGOBBLE_APP_BUILT=1  WebKit: `cargo test --workspace` has built the app already (npm test:
#                          cargo is then not called, so nothing waits on a lock of target/)
#   TIPGOBBLE_ENGINE=chromium
#     TIPGOBBLE_WEB_DIR=dir  the web build to serve (default ui/dist-web)
#     TIPGOBBLE_WEB_BUILT=1  it is built already (else `npm run build:web` builds it)
set -euo pipefail
cd "$(dirname "$0")/.."

engine=${TIPGOBBLE_ENGINE:-webkit}
case $engine in
  webkit | chromium) ;;
  *)
    echo "e2e: TIPGOBBLE_ENGINE=$engine: use webkit or chromium" >&2
    exit 2
    ;;
esac

# The TAP output, and at the end each test file's time (tests/e2e/file-times.mjs).
reporters=(--test-reporter=tap --test-reporter-destination=stdout
  --test-reporter=./tests/e2e/file-times.mjs --test-reporter-destination=stdout)

# The web build in headless Chromium: no app binary, no display.
if [ "$engine" = chromium ]; then
  # Chromium and chromedriver, and what building the web build needs (the wasm32 target,
  # clang, wasm-bindgen), as the crates' browser tests have them.
  bash scripts/ensure-deps.sh --wasm-browser
  export TIPGOBBLE_WEB_DIR=${TIPGOBBLE_WEB_DIR:-$PWD/ui/dist-web}
  if [ "${TIPGOBBLE_WEB_BUILT:-}" != 1 ]; then
    if ! node -e 'process.exit(require("./package.json").scripts?.["build:web"] ? 0 : 1)'; then
      echo "e2e: there is no npm run build:web yet: build the web build into $TIPGOBBLE_WEB_DIR and set TIPGOBBLE_WEB_BUILT=1" >&2
      exit 1
    fi
    npm run --silent build:web
  fi
  [ -f "$TIPGOBBLE_WEB_DIR/index.html" ] || { echo "e2e: no web build in $TIPGOBBLE_WEB_DIR (no index.html)" >&2; exit 1; }
  mkdir -p tests/output/chromium
  if [ $# -eq 0 ]; then
    mapfile -t files < <(node tests/e2e/one-launch.mjs)
    set -- "${files[@]}"
  fi
  status=0
  node --test --test-concurrency=1 "${reporters[@]}" "$@" || status=$?
  # What did not run here, and why: the run's skips come from this list.
  node tests/e2e/engines.mjs
  exit $status
fi

bash scripts/ensure-deps.sh --e2e

if [ "${TIPGOBBLE_UI_BUILT:-}" != 1 ]; then
  npm run --silent ui:build
fi
# Exactly the build `cargo test --workspace` makes (dev profile; features unified over the
# whole workspace, dev-dependencies included), so after `npm test`'s test step this compiles
# nothing. (`-p tipgobble-app` alone would resolve other features and rebuild GTK and Tauri.)
if [ "${TIPGOBBLE_APP_BUILT:-}" != 1 ]; then
  cargo test --workspace --locked --no-run >&2
fi
target_dir=$(cargo metadata --format-version 1 --no-deps |
  node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).target_directory))')
export TIPGOBBLE_APP="$target_dir/debug/tipgobble-app"
[ -x "$TIPGOBBLE_APP" ] || { echo "e2e: $TIPGOBBLE_APP was not built" >&2; exit 1; }

export PATH="$HOME/.cargo/bin:$PATH"
mkdir -p tests/output
if [ $# -eq 0 ]; then
  mapfile -t files < <(node tests/e2e/one-launch.mjs)
  set -- "${files[@]}"
fi
run=(node --test --test-concurrency=1 "${reporters[@]}" "$@")
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  # -a picks a free display number; the screen is larger than any window the tests make.
  run=(xvfb-run -a -s "-screen 0 1400x1100x24" "${run[@]}")
fi
"${run[@]}"
