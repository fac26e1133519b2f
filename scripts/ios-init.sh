#!/usr/bin/env bash
# Generates the Xcode project (src-tauri/gen/apple) and makes it the app's: `tauri ios init`,
# then the privacy manifest as a resource of the app target (scripts/ios-privacy-manifest.sh,
# then `xcodegen generate` again), then the app's icons without alpha (scripts/icons.sh).
# Needs macOS with Xcode, and `rustup target add aarch64-apple-ios aarch64-apple-ios-sim`.
# Signing: the team ID comes from APPLE_DEVELOPMENT_TEAM (docs/mobile.md, "The native projects").
# Usage: scripts/ios-init.sh   (extra arguments go to `tauri ios init`)
set -euo pipefail
cd "$(dirname "$0")/.."

say() { echo "ios-init: $*" >&2; }

if [ "$(uname -s)" != Darwin ] || ! command -v xcodebuild >/dev/null 2>&1; then
  say "the iOS project is generated on macOS with Xcode installed"
  exit 1
fi
if [ -z "${APPLE_DEVELOPMENT_TEAM:-}" ]; then
  say "APPLE_DEVELOPMENT_TEAM is not set: the project is made without a signing team; set it to"
  say "your team ID (developer.apple.com, Membership) before building for a device or the store."
fi

npx tauri ios init "$@"
bash scripts/ios-privacy-manifest.sh
if ! command -v xcodegen >/dev/null 2>&1; then
  say "xcodegen is missing (tauri ios init installs it with Homebrew): brew install xcodegen"
  exit 1
fi
(cd src-tauri/gen/apple && xcodegen generate --spec project.yml)
bash scripts/icons.sh
say "done: src-tauri/gen/apple is the app's; commit it (docs/mobile.md, what is committed)"
