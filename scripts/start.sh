#!/usr/bin/env bash
# npm start: build what is needed and open the app.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  cat >&2 <<'MSG'
npm start: there is no display to open the app on (neither DISPLAY nor WAYLAND_DISPLAY is set).
Run it from a desktop session, or on a virtual display:
  xvfb-run -a npm start
MSG
  exit 2
fi

bash scripts/ensure-deps.sh
npm run --silent ui:build
cargo build -p tipgobble-app --locked
target_dir=$(cargo metadata --format-version 1 --no-deps |
  node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).target_directory))')
exec "$target_dir/debug/tipgobble-app" "$@"
