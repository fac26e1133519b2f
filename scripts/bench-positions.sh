#!/bin/bash
# The positions of the search-speed benchmark (docs/ai.md, "Speed: ordering and threads"):
# after 0, 8, ..., 48 plies of each bench game, one per line as "game<TAB>position".
# Usage: scripts/bench-positions.sh [TIPGOBBLE-BINARY] > positions.txt
set -euo pipefail
bin=${1:-tipgobble}
root=$(cd "$(dirname "$0")/.." && pwd)
for g in gobblet deblockle; do
  f=$root/tests/bench/$g-60.txt
  setup=$(grep '^\[Setup' "$f" | sed 's/^\[Setup "//; s/"\]$//')
  mapfile -t moves < <(grep -v '^\[' "$f" | tr -s ' \t' '\n' | grep -v '^$')
  for n in 0 8 16 24 32 40 48; do
    pos=$("$bin" apply "$g" "$setup" "${moves[@]:0:$n}" | head -1)
    printf '%s\t%s\n' "$g" "$pos"
  done
done
