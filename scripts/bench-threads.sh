#!/bin/bash
# Time to depth on 1 and more threads (Lazy SMP): each position of stdin
# (scripts/bench-positions.sh) is searched to a fixed depth (Gobblet 8, Deblockle 10 plies)
# with --threads 1, then with each other count given; prints the wall time per game and
# count, summed over the positions, and its speed-up over one thread. Wall time: run it on a
# machine with as many free cores as threads.
# Usage: scripts/bench-threads.sh BINARY [THREADS...] < positions.txt   (default: 2)
set -euo pipefail
bin=$1
shift
counts=(1 "${@:-2}")
declare -A W
while IFS=$'\t' read -r g pos; do
  depth=8; [ "$g" = deblockle ] && depth=10
  for t in "${counts[@]}"; do
    out=$( { /usr/bin/time -f 'WALL %e' "$bin" bestmove "$g" "$pos" --depth $depth --threads "$t" >/dev/null; } 2>&1 )
    w=$(echo "$out" | awk '/^WALL/ {print $2}')
    W[$g$t]=$(echo "${W[$g$t]:-0} + $w" | bc)
  done
done
for g in gobblet deblockle; do
  [ -n "${W[${g}1]:-}" ] || continue
  for t in "${counts[@]}"; do
    echo "$g threads $t: ${W[$g$t]} s to depth, ×$(echo "scale=2; ${W[${g}1]} / ${W[$g$t]}" | bc) against one thread"
  done
done
