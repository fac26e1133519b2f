#!/bin/bash
# Search speed on one thread, old and new side by side: each position of stdin
# (scripts/bench-positions.sh) is searched with 1 300 000 (Gobblet) or 2 000 000 (Deblockle)
# nodes, level 5's budgets when the comparison began, by every binary
# given, in turn; prints nodes per CPU second (user time) per binary and game.
# Usage: scripts/bench-nps.sh OLD-BINARY NEW-BINARY... < positions.txt
set -euo pipefail
declare -A N T
while IFS=$'\t' read -r g pos; do
  nodes=1300000; [ "$g" = deblockle ] && nodes=2000000
  for b in "$@"; do
    out=$( { /usr/bin/time -f 'CPU %U' "$b" bestmove "$g" "$pos" --nodes $nodes >/dev/null; } 2>&1 )
    n=$(echo "$out" | grep -o 'nodes [0-9]*' | awk '{print $2}')
    u=$(echo "$out" | awk '/^CPU/ {print $2}')
    N[$b$g]=$(( ${N[$b$g]:-0} + n )); T[$b$g]=$(echo "${T[$b$g]:-0} + $u" | bc)
  done
done
for g in gobblet deblockle; do for b in "$@"; do
  echo "$g $b: ${N[$b$g]} nodes in ${T[$b$g]} CPU s, $(echo "${N[$b$g]} / ${T[$b$g]}" | bc) nodes/s"
done; done
