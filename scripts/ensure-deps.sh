#!/usr/bin/env bash
# Installs what `npm start`, `npm test` and `npm run build` need and is missing, or stops with
# the exact command to run. Usage: scripts/ensure-deps.sh [--e2e] [--android-check]
#   always:          Rust toolchain check, the Debian packages to build a Tauri v2 app, npm packages
#   --e2e:           also the packages and tools to drive the app (WebKitWebDriver, Xvfb, tauri-driver)
#   --android-check: also what type-checking the app for Android needs (the Rust target and a
#                    C cross compiler for the bundled SQLite; a check links nothing, so no NDK)
set -euo pipefail
cd "$(dirname "$0")/.."

want_e2e=false
want_android_check=false
for arg in "$@"; do
  case $arg in
    --e2e) want_e2e=true ;;
    --android-check) want_android_check=true ;;
    *)
      echo "ensure-deps: unknown option $arg (use --e2e and/or --android-check)" >&2
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

# --- the Rust standard library for Android (the check of the #[cfg(mobile)] code) ---
if $want_android_check && ! rustup target list --installed 2>/dev/null | grep -qx aarch64-linux-android; then
  if command -v rustup >/dev/null 2>&1; then
    say "adding the Rust target aarch64-linux-android"
    rustup target add aarch64-linux-android
  else
    say "the Rust target aarch64-linux-android is missing and rustup is not here to add it."
    say "Install Rust with rustup, then run: rustup target add aarch64-linux-android"
    exit 1
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
