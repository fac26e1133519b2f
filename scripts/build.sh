#!/usr/bin/env bash
# npm run build: the release app packaged as .deb and .rpm
# (in target/release/bundle/deb/ and target/release/bundle/rpm/).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-deps.sh
# tauri build runs `npm run ui:build` first (beforeBuildCommand in src-tauri/tauri.conf.json).
npx tauri build --bundles deb,rpm "$@"
