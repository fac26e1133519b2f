#!/usr/bin/env bash
# Installs what `npm start`, `npm test` and `npm run build` need and is missing, or stops with
# the exact command to run.
# Usage: scripts/ensure-deps.sh [--e2e] [--android-check] [--wasm] [--wasm-browser]
#   always:          Rust toolchain check, the Debian packages to build a Tauri v2 app, npm packages
#   --e2e:           also the packages and tools to drive the app (WebKitWebDriver, Xvfb, tauri-driver)
#   --android-check: also what type-checking the app for Android needs (the Rust target and a
#                    C cross compiler for the bundled SQLite; a check links nothing, so no NDK)
#   --wasm:          also what checking the crates for wasm32-unknown-unknown needs: the Rust
#                    target and clang (SQLite's C for WebAssembly)
#   --wasm-browser:  --wasm, and what the crates' browser tests need: Chromium and chromedriver,
#                    and wasm-bindgen-cli at Cargo.lock's wasm-bindgen
set -euo pipefail
cd "$(dirname "$0")/.."

want_e2e=false
want_android_check=false
want_wasm=false
want_wasm_browser=false
for arg in "$@"; do
  case $arg in
    --e2e) want_e2e=true ;;
    --android-check) want_android_check=true ;;
    --wasm) want_wasm=true ;;
    --wasm-browser) want_wasm=true want_wasm_browser=true ;;
    *)
      echo "ensure-deps: unknown option $arg (use --e2e, --android-check, --wasm and/or --wasm-browser)" >&2
      exit 2
      ;;
  esac
done

say() { echo "ensure-deps: $*" >&2; }

# --- Rust and Node: the two things a newcomer installs by hand (README) ---
if ! command -v cargo >/dev/null 2>&1; then
  say "cargo is missing. Install Rust with: curl https://sh.rustup.rs -sSf | sh -s -- -y"
  exit 1
fi
if ! command -v npm >/dev/null 2>&1; then
  say "npm is missing. Install Node.js 20 with: sudo apt-get install nodejs npm"
  exit 1
fi
for component in rustfmt clippy; do
  if ! rustup component list --installed 2>/dev/null | grep -q "^$component"; then
    if command -v rustup >/dev/null 2>&1; then
      say "adding the Rust component $component"
      rustup component add "$component"
    fi
  fi
done

# --- Debian packages ---
# Building the Tauri app (webview, tray, xdo, TLS, icons).
packages=(pkg-config build-essential libwebkit2gtk-4.1-dev libxdo-dev libssl-dev
  libayatana-appindicator3-dev librsvg2-dev rpm)
# Driving it in tests: WebKitWebDriver, a virtual display, and xdotool for the native file dialogs.
if $want_e2e; then
  packages+=(webkit2gtk-driver xvfb xauth xdotool)
fi
# Checking the app for aarch64-linux-android: the bundled SQLite's build script compiles C for
# the target, and Debian's aarch64 cross compiler with its C library headers is enough for that.
if $want_android_check; then
  packages+=(gcc-aarch64-linux-gnu libc6-dev-arm64-cross)
fi
# WebAssembly: rusqlite's sqlite-wasm-rs compiles SQLite's C with clang (found by name, no
# CC_wasm32_unknown_unknown needed); the browser tests run in headless Chromium.
if $want_wasm; then
  packages+=(clang)
fi
if $want_wasm_browser; then
  packages+=(chromium chromium-driver)
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    say "installing Debian packages: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}"
  else
    say "missing Debian packages. Run:"
    echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

# --- Rust standard libraries for other targets ---
# Adds the Rust target $1 with rustup if it is missing, or stops with the command to run.
ensure_target() {
  rustup target list --installed 2>/dev/null | grep -qx "$1" && return 0
  if command -v rustup >/dev/null 2>&1; then
    say "adding the Rust target $1"
    rustup target add "$1"
  else
    say "the Rust target $1 is missing and rustup is not here to add it."
    say "Install Rust with rustup, then run: rustup target add $1"
    exit 1
  fi
}
# Android: the check of the #[cfg(mobile)] code.
if $want_android_check; then
  ensure_target aarch64-linux-android
fi
# WebAssembly: the check of the crates for the browser.
if $want_wasm; then
  ensure_target wasm32-unknown-unknown
fi

# --- the test runner of the browser tests ---
if $want_wasm_browser; then
  # The runner must be the very version of the wasm-bindgen crate the tests link.
  wasm_bindgen=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
  if [ -z "$wasm_bindgen" ]; then
    say "no wasm-bindgen in Cargo.lock"
    exit 1
  fi
  if ! wasm-bindgen --version 2>/dev/null | grep -qx "wasm-bindgen $wasm_bindgen"; then
    # Not --locked: the lock file published with wasm-bindgen-cli names a crate version the
    # registry no longer offers (webpki-roots 1.0.11 for 0.2.130).
    say "installing wasm-bindgen-cli $wasm_bindgen (cargo install wasm-bindgen-cli --version $wasm_bindgen)"
    cargo install wasm-bindgen-cli --version "$wasm_bindgen"
  fi
fi

# --- npm packages (root workspace: ui/ and tests/) ---
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing npm packages (npm ci)"
  npm ci --no-audit --no-fund
fi

# --- tauri-driver (the WebDriver proxy for Tauri apps) ---
if $want_e2e && ! command -v tauri-driver >/dev/null 2>&1; then
  say "installing tauri-driver (cargo install tauri-driver --locked)"
  cargo install tauri-driver --locked
fi
exit 0
