#!/usr/bin/env bash
# The web build's performance budgets under a throttled CPU (scripts/bench-web.mjs says what it
# measures). Builds the release web build first when there is none.
# Usage: bash scripts/bench-web.sh [--cpu-throttle 4,6] [--runs N] [--analysis] [--search-workers 1,2,4]
#        [--only-analysis] [--only-start] [--dist DIR] [--compare OLD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f ui/dist-web/index.html ] || bash scripts/build-web.sh
bash scripts/ensure-deps.sh --wasm-browser
# Node 20 has WebSocket (for the DevTools endpoint that throttles the workers) behind a flag.
exec node --experimental-websocket scripts/bench-web.mjs "$@"
