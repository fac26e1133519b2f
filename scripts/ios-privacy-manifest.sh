#!/usr/bin/env bash
# Adds the app's privacy manifest to the Xcode project that `tauri ios init` generates: an entry
# in the app target's sources of its XcodeGen spec (project.yml), in the resources build phase,
# so Xcode copies PrivacyInfo.xcprivacy to the root of the app. Regenerate the project after it
# (`xcodegen generate`; scripts/ios-init.sh does both). Running it again changes nothing.
# Usage: scripts/ios-privacy-manifest.sh [project.yml [manifest path as written in it]]
#   defaults: src-tauri/gen/apple/project.yml and ../../ios/PrivacyInfo.xcprivacy (relative to
#   the spec's folder, so src-tauri/ios/PrivacyInfo.xcprivacy stays the one copy)
set -euo pipefail
cd "$(dirname "$0")/.."

say() { echo "ios-privacy-manifest: $*" >&2; }

spec=${1:-src-tauri/gen/apple/project.yml}
manifest=${2:-../../ios/PrivacyInfo.xcprivacy}

if [ ! -f "$spec" ]; then
  say "$spec is missing: generate the Xcode project first (npx tauri ios init, on macOS)."
  exit 1
fi
if [ ! -f "$(dirname "$spec")/$manifest" ]; then
  say "$manifest (relative to $(dirname "$spec")) does not exist"
  exit 1
fi
if grep -qF "path: $manifest" "$spec"; then
  say "$spec already has $manifest"
  exit 0
fi

# The first "sources:" of a target under "targets:" (the one of targetTemplates comes before it):
# the manifest goes first in that list, with the list's indentation.
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
awk -v manifest="$manifest" '
  /^targets:/ { in_targets = 1 }
  { print }
  in_targets && !done && /^ +sources:[ \t]*$/ {
    indent = $0
    sub(/sources:.*/, "", indent)
    print indent "  - path: " manifest
    print indent "    buildPhase: resources"
    done = 1
  }
  END { exit done ? 0 : 1 }
' "$spec" >"$tmp" || {
  say "$spec has no target with a sources: list under targets: (has the template changed?)"
  exit 1
}
cat "$tmp" >"$spec"
say "added $manifest to the app target's resources in $spec"
