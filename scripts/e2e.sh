#!/usr/bin/env bash
# The end-to-end tests: the real app binary in its real webview, driven through tauri-driver
# and WebKitWebDriver, under Xvfb when there is no display. Screenshots go to tests/output/.
# Usage: scripts/e2e.sh [test files...]   (default: every tests/e2e/*.test.mjs)
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-deps.sh --e2e

if [ "${TIPGOBBLE_UI_BUILT:-}" != 1 ]; then
  npm run --silent ui:build
fi
# Exactly the build `cargo test --workspace` makes (dev profile; features unified over the
# whole workspace, dev-dependencies included), so after `npm test`'s test step this compiles
# nothing. (`-p tipgobble-app` alone would resolve other features and rebuild GTK and Tauri.)
cargo test --workspace --locked --no-run >&2
target_dir=$(cargo metadata --format-version 1 --no-deps |
  node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).target_directory))')
export TIPGOBBLE_APP="$target_dir/debug/tipgobble-app"
[ -x "$TIPGOBBLE_APP" ] || { echo "e2e: $TIPGOBBLE_APP was not built" >&2; exit 1; }

export PATH="$HOME/.cargo/bin:$PATH"
mkdir -p tests/output
if [ $# -eq 0 ]; then
  set -- tests/e2e/*.test.mjs
fi
run=(node --test --test-concurrency=1 "$@")
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  # -a picks a free display number; the screen is larger than any window the tests make.
  run=(xvfb-run -a -s "-screen 0 1400x1100x24" "${run[@]}")
fi
"${run[@]}"
