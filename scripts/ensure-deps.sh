#!/usr/bin/env bash
# Installs what `npm start`, `npm test` and `npm run build` need and is missing, or stops with
# the exact command to run. Usage: scripts/ensure-deps.sh [--e2e]
#   always: Rust toolchain check, the Debian packages to build a Tauri v2 app, npm packages
#   --e2e:  also the packages and tools to drive the app (WebKitWebDriver, Xvfb, tauri-driver)
set -euo pipefail
cd "$(dirname "$0")/.."

want_e2e=false
[ "${1:-}" = "--e2e" ] && want_e2e=true

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
