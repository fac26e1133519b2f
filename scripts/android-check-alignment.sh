#!/usr/bin/env bash
# Checks that every 64-bit native library of an Android build is aligned for 16 KB memory pages,
# which Google Play requires of apps targeting Android 15 and later: each LOAD segment of each
# lib/arm64-v8a/*.so and lib/x86_64/*.so must be aligned to at least 0x4000. NDK r28 and later
# link that way by default; an older NDK needs -Wl,-z,max-page-size=16384 (docs/mobile.md).
# Usage: scripts/android-check-alignment.sh <app.apk | app.aab | directory>
# Exit code 0 when every library passes, 1 when one does not or none is found, 2 on bad usage.
set -euo pipefail

say() { echo "android-check-alignment: $*" >&2; }

if [ $# -ne 1 ] || [ ! -e "$1" ]; then
  say "usage: $0 <app.apk | app.aab | directory holding lib/<abi>/*.so>"
  exit 2
fi
input=$1

# Any readelf reads an ELF file of any architecture: binutils', LLVM's (also in the NDK), a cross one.
readelf=""
for tool in readelf llvm-readelf aarch64-linux-gnu-readelf; do
  if command -v "$tool" >/dev/null 2>&1; then
    readelf=$tool
    break
  fi
done
if [ -z "$readelf" ] && [ -n "${NDK_HOME:-}" ]; then
  readelf=$(find "$NDK_HOME/toolchains/llvm/prebuilt" -name llvm-readelf -type f 2>/dev/null | head -n 1)
fi
if [ -z "$readelf" ]; then
  say "no readelf found: install binutils (sudo apt-get install binutils) or set NDK_HOME"
  exit 1
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ -d "$input" ]; then
  root=$input
else
  # An APK has lib/<abi>/, an App Bundle base/lib/<abi>/: the 64-bit ones are picked below.
  if ! unzip -q "$input" '*.so' -d "$tmp" 2>/dev/null; then
    say "$input: no native library in it, or it is not a zip archive (APK or App Bundle)"
    exit 1
  fi
  root=$tmp
fi

libraries=()
while IFS= read -r -d '' so; do
  libraries+=("$so")
done < <(find "$root" \( -path '*/lib/arm64-v8a/*.so' -o -path '*/lib/x86_64/*.so' \) -type f -print0 | sort -z)
if [ ${#libraries[@]} -eq 0 ]; then
  say "$input: no lib/arm64-v8a/*.so or lib/x86_64/*.so found"
  exit 1
fi

failed=0
for so in "${libraries[@]}"; do
  name=${so#"$root"/}
  # The alignment is the last field of each LOAD line (the flags between may hold spaces).
  if ! aligns=$("$readelf" -lW "$so" | awk '$1 == "LOAD" { print $NF }') || [ -z "$aligns" ]; then
    echo "FAIL $name: not an ELF library with LOAD segments"
    failed=1
    continue
  fi
  smallest=""
  for align in $aligns; do
    if [ -z "$smallest" ] || (( align < smallest )); then
      smallest=$((align))
    fi
  done
  if (( smallest >= 0x4000 )); then
    printf 'ok   %s: LOAD segments aligned to 0x%x\n' "$name" "$smallest"
  else
    printf 'FAIL %s: a LOAD segment aligned to 0x%x, below 16 KB (0x4000)\n' "$name" "$smallest"
    failed=1
  fi
done

if [ $failed -ne 0 ]; then
  say "not every 64-bit library is 16 KB aligned: Google Play refuses it. Build with NDK r28 or"
  say "later, or link with -Wl,-z,max-page-size=16384 (docs/mobile.md, 16 KB pages)."
  exit 1
fi
say "all ${#libraries[@]} 64-bit libraries are 16 KB aligned"
