#!/usr/bin/env bash
# Instruction counts (callgrind) of one GSL spring solve: Swift wrapper vs the same solve in C.
# Prints regime, stepper, instructions per solve for each, and the ratio.
set -euo pipefail
cd "$(dirname "$0")/../Benchmarks"
swift build -c release --product ODEInstructionCount >/dev/null
bin="$(swift build -c release --show-bin-path)/ODEInstructionCount"
count() {  # mode regime stepper n → total instructions
  valgrind --tool=callgrind --callgrind-out-file=/tmp/oic.$$ "$bin" "$1" "$2" "$3" "$4" >/dev/null 2>&1
  callgrind_annotate /tmp/oic.$$ 2>/dev/null | awk '/PROGRAM TOTALS/ {gsub(",", "", $1); print $1}'
}
printf "%-9s %-8s %14s %14s %7s\n" regime stepper "swift instr" "C instr" ratio
for regime in typical critical stiff bouncy; do
  for stepper in rk2 rk4 rkf45 rkck rk8pd msadams msbdf bsimp; do
    s1=$(count swift $regime $stepper 1); s3=$(count swift $regime $stepper 3)
    c1=$(count c $regime $stepper 1); c3=$(count c $regime $stepper 3)
    s=$(( (s3 - s1) / 2 )); c=$(( (c3 - c1) / 2 ))
    printf "%-9s %-8s %14d %14d %7.3f\n" $regime $stepper $s $c "$(echo "$s / $c" | bc -l)"
  done
done
rm -f /tmp/oic.$$
