#!/usr/bin/env bash
# npm run build:web: the web build, a static folder (ui/dist-web: HTML, JS, CSS and the .wasm)
# that any static file server can serve (node scripts/serve-web.mjs serves it locally). The
# app core (crates/web, with the engine, the AI and the store) is compiled to WebAssembly,
# wasm-bindgen writes its JavaScript to target/web-core, and Vite builds the UI in
# `web` mode around it (ui/src/web/: the page and the core's Web Worker).
# The .wasm is made smaller before it ships: SQLite is compiled without the features the store
# never uses and for size (.cargo/config.toml, every profile), and in the release build
# wasm-bindgen drops the name section (the functions' names, for stack traces and debuggers:
# the web-test and dev builds keep them) and Binaryen's wasm-opt (the `binaryen` npm package,
# pinned in package.json) optimises the whole module.
# Installs what is missing first (scripts/ensure-deps.sh --wasm-browser: the wasm32 target,
# clang for SQLite's C, wasm-bindgen-cli at Cargo.lock's version; npm ci for wasm-opt).
# Usage: scripts/build-web.sh [--profile NAME] [--out-dir DIR]
#   --profile NAME  the Cargo profile (default: release; the tests use web-test)
#   --out-dir DIR   the folder of the build (default: ui/dist-web); the module wasm-bindgen
#                   writes then goes to target/web-core-NAME, not target/web-core, so that two
#                   builds of different profiles can stand side by side (npm test makes both)
set -euo pipefail
cd "$(dirname "$0")/.."

profile=release
out_dir=
while [ $# -gt 0 ]; do
  case $1 in
    --profile) profile=${2:?--profile needs a name}; shift 2 ;;
    --out-dir) out_dir=${2:?--out-dir needs a folder}; shift 2 ;;
    *)
      echo "build-web: unknown argument: $1 (use --profile NAME, --out-dir DIR)" >&2
      exit 2
      ;;
  esac
done

bash scripts/ensure-deps.sh --wasm-browser
export PATH="$HOME/.cargo/bin:$PATH"

target_dir=$(cargo metadata --format-version 1 --no-deps |
  node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).target_directory))')
# The end-to-end tests' build has their hooks (crates/web's feature test-hooks); no other has.
features=()
if [ "$profile" = web-test ]; then features=(--features test-hooks); fi
cargo build --profile "$profile" --target wasm32-unknown-unknown -p tipgobble-web --locked ${features[@]+"${features[@]}"}
core_dir="$target_dir/web-core${out_dir:+-$profile}"
rm -rf "$core_dir"
wasm="$target_dir/wasm32-unknown-unknown/$profile/web.wasm"
if [ "$profile" = release ]; then
  # What ships: no name section, then Binaryen's whole-module optimisation.
  wasm-bindgen --target web --out-dir "$core_dir" --out-name web \
    --remove-name-section --remove-producers-section "$wasm"
  # -O3, not -Os/-Oz: those cost the search 9-22 % of its speed for a few per cent of size
  # (issue 44). wasm-opt reads the module's target_features section: it uses no WebAssembly
  # feature beyond those rustc's output already uses.
  core="$core_dir/web_bg.wasm"
  npx --no-install wasm-opt -O3 --strip-debug --strip-producers "$core" -o "$core.opt"
  mv "$core.opt" "$core"
else
  # The tests' build (web-test) and a debug build (dev): the functions' names stay for the
  # browser's stack traces, and no wasm-opt, which takes one to three minutes of two cores for
  # 1 % of the gzipped size (npm test checks the size budget on the release build instead).
  wasm-bindgen --target web --out-dir "$core_dir" --out-name web "$wasm"
fi
# ui/vite.config.ts reads the module from target/web-core, or from TIPGOBBLE_WEB_CORE.
export TIPGOBBLE_WEB_CORE="$core_dir"
if [ -n "$out_dir" ]; then
  npx vite build --config ui/vite.config.ts --mode web --outDir "$(realpath -m "$out_dir")" --emptyOutDir
else
  npx vite build --config ui/vite.config.ts --mode web
fi
