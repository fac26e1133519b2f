#!/bin/bash
# Instructions per search node, which the machine's load does not change (unlike time):
# each position of stdin (scripts/bench-positions.sh) is searched for 200 000 nodes under
# valgrind's callgrind by every binary given, in turn, less a 1-node search of the same
# position (start-up: the table's allocation); prints instructions per node per binary and
# game, and each search's line (to check that two builds search the same tree).
# Usage: scripts/bench-instructions.sh OLD-BINARY NEW-BINARY... < positions.txt
set -euo pipefail
nodes=200000
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
declare -A I N
instructions() {
  valgrind --tool=callgrind --callgrind-out-file="$out/cg" "$@" >/dev/null 2>"$out/err"
  awk '/^summary:/ {print $2}' "$out/cg"
}
while IFS=$'\t' read -r g pos; do
  for b in "$@"; do
    start=$(instructions "$b" bestmove "$g" "$pos" --nodes 1)
    total=$(instructions "$b" bestmove "$g" "$pos" --nodes $nodes)
    line=$(grep -v '^==' "$out/err" | grep -E 'nodes [0-9]+' | sed 's/ nps [0-9]* time [0-9.]*s//')
    n=$(echo "$line" | grep -o 'nodes [0-9]*' | awk '{print $2}')
    echo "$b $g: $(( (total - start) / n )) instructions/node | $line"
    I[$b$g]=$(( ${I[$b$g]:-0} + total - start )); N[$b$g]=$(( ${N[$b$g]:-0} + n ))
  done
done
for g in gobblet deblockle; do for b in "$@"; do
  if [ -n "${N[$b$g]:-}" ]; then
    echo "$g $b: $(( ${I[$b$g]} / ${N[$b$g]} )) instructions/node over ${N[$b$g]} nodes"
  fi
done; done
