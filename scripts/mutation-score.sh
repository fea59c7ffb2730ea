#!/usr/bin/env bash
# Combines the PIT runs of `mvn -B -Pmutation verify`: a mutant is killed if the module's own tests
# (core3d's Sat3dBatch also in a JVM without the vector module) or the verification module's property suites kill it.
# Prints the score per module and the survivors.
set -euo pipefail
cd "$(dirname "$0")/.."
own=$(ls core2d/target/pit-reports/mutations.csv core3d/target/pit-reports/mutations.csv \
      core3d/target/pit-reports-without-vector/mutations.csv \
      raycast/target/pit-reports/mutations.csv 2>/dev/null || true)
props=verification/target/pit-reports/mutations.csv
# CSV: file,class,mutator,method,line,status,killing test. A mutant is (class, mutator, method, line)
# and which of the mutants with those four it is, counted in each file (PIT lists them in one order).
awk -F, '
  FNR == 1 { delete nth }
  { base = $2 "," $3 "," $4 "," $5; key = base "#" (++nth[base]); seen[key] = 1
    if ($6 == "KILLED" || $6 == "TIMED_OUT" || $6 == "MEMORY_ERROR") killed[key] = 1 }
  END {
    for (k in seen) { split(k, f, ","); n = split(f[1], parts, "."); module = parts[4]
      total[module]++; if (k in killed) dead[module]++; else survivors[module] = survivors[module] "\n  " k }
    for (m in total) printf "%s: %d of %d mutants killed (%.1f%%)\n", m, dead[m], total[m], 100 * dead[m] / total[m]
    for (m in survivors) printf "\nsurvivors in %s:%s\n", m, survivors[m]
  }' $own $( [ -f "$props" ] && echo "$props" )
