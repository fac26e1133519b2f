#!/usr/bin/env bash
# npm start: build what is needed and open the app.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d src-tauri ]; then
  cat >&2 <<'MSG'
npm start: the app (src-tauri/ and ui/) is not built in this version yet.
The engines already work from a terminal, for example:
  cargo run --release --bin tipgobble -- start gobblet
MSG
  exit 1
fi
