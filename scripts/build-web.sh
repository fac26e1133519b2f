#!/usr/bin/env bash
# npm run build:web: the web build, a static folder (ui/dist-web: HTML, JS, CSS and the .wasm)
# that any static file server can serve (node scripts/serve-web.mjs serves it locally). The
# app core (crates/web, with the engine, the AI and the store) is compiled to WebAssembly,
# wasm-bindgen writes its JavaScript to target/web-core, and Vite builds the UI in
# `web` mode around it (ui/src/web/: the page and the core's Web Worker).
# Installs what is missing first (scripts/ensure-deps.sh --wasm-browser: the wasm32 target,
# clang for SQLite's C, wasm-bindgen-cli at Cargo.lock's version).
# Usage: scripts/build-web.sh [--profile NAME]   (default: release; the tests use web-test)
set -euo pipefail
cd "$(dirname "$0")/.."

profile=release
if [ "${1:-}" = --profile ] && [ -n "${2:-}" ]; then
  profile=$2
elif [ $# -gt 0 ]; then
  echo "build-web: unknown arguments: $* (use --profile NAME)" >&2
  exit 2
fi

bash scripts/ensure-deps.sh --wasm-browser
export PATH="$HOME/.cargo/bin:$PATH"

target_dir=$(cargo metadata --format-version 1 --no-deps |
  node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).target_directory))')
cargo build --profile "$profile" --target wasm32-unknown-unknown -p tipgobble-web --locked
rm -rf "$target_dir/web-core"
wasm-bindgen --target web --out-dir "$target_dir/web-core" --out-name web \
  "$target_dir/wasm32-unknown-unknown/$profile/web.wasm"
if [ "$target_dir" != "$PWD/target" ]; then
  # ui/vite.config.ts reads the module from target/web-core.
  mkdir -p target && rm -rf target/web-core && cp -r "$target_dir/web-core" target/web-core
fi
npx vite build --config ui/vite.config.ts --mode web
