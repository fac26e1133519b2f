#!/usr/bin/env bash
# Builds the signed Android App Bundle for Google Play and checks what Play checks before it is
# uploaded: every 64-bit native library aligned for 16 KB pages. Needs the Android SDK and NDK
# r28 or later (ANDROID_HOME, NDK_HOME), the Rust Android targets and the release key
# (src-tauri/gen/android/keystore.properties): docs/mobile.md, "The native projects".
# Usage: scripts/android-release.sh   (extra arguments go to `tauri android build`)
set -euo pipefail
cd "$(dirname "$0")/.."

say() { echo "android-release: $*" >&2; }

for var in ANDROID_HOME NDK_HOME; do
  if [ -z "${!var:-}" ] || [ ! -d "${!var}" ]; then
    say "$var does not name a directory: install the Android SDK and NDK and set it (docs/mobile.md)."
    exit 1
  fi
done

# NDK r28 and later link for 16 KB pages by default; older ones would need
# -Wl,-z,max-page-size=16384, which the Tauri CLI's own RUSTFLAGS for Android would override.
ndk_revision=$(sed -n 's/^Pkg\.Revision *= *//p' "$NDK_HOME/source.properties" 2>/dev/null || true)
if [ -z "$ndk_revision" ] || [ "${ndk_revision%%.*}" -lt 28 ]; then
  say "NDK_HOME is NDK ${ndk_revision:-of unknown version}; Google Play needs 16 KB aligned"
  say "libraries, which NDK r28 or later builds: install it (sdkmanager \"ndk;28.0.13004108\")."
  exit 1
fi

if [ ! -f src-tauri/gen/android/keystore.properties ]; then
  say "src-tauri/gen/android/keystore.properties is missing: Google Play takes signed bundles only."
  say "Write it with storeFile, storePassword, keyAlias and keyPassword (docs/mobile.md)."
  exit 1
fi

stamp=$(mktemp)
trap 'rm -f "$stamp"' EXIT
npx tauri android build --aab "$@"

# The bundles this build wrote (app/build/outputs/bundle/<flavor>Release/app-<flavor>-release.aab).
bundles=()
while IFS= read -r -d '' aab; do
  bundles+=("$aab")
done < <(find src-tauri/gen/android/app/build/outputs/bundle -name '*.aab' -newer "$stamp" -print0)
if [ ${#bundles[@]} -eq 0 ]; then
  say "the build wrote no .aab under src-tauri/gen/android/app/build/outputs/bundle"
  exit 1
fi
for aab in "${bundles[@]}"; do
  bash scripts/android-check-alignment.sh "$aab"
  say "ready to upload: $aab"
done
