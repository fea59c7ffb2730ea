#!/usr/bin/env bash
# Runs the JMH suite and writes its table of obbkit/peer ratios from the same run at the top of
# bench/RESULTS.md, keeping the hand-kept sections below it.
#   bench/run.sh                 # the whole suite with the benchmarks' own settings
#   bench/run.sh Sat2dBench -f 1 # any JMH arguments: a subset, fewer forks, -prof gc, ...
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q -pl bench -am package -DskipTests
jar=bench/target/benchmarks.jar
csv=bench/target/jmh-result.csv
java -jar "$jar" -rf csv -rff "$csv" "$@"
cpu=$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2 | sed 's/^ *//' || true)
jvm=$(java -XshowSettings:properties -version 2>&1 | awk -F'= ' '/java.vm.name|java.vm.version/ {printf "%s ", $2}')
load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)
# The table and bench/misses.md replace the part of bench/RESULTS.md between its two marker lines; the
# sections below that part are measurements kept by hand and stay as they are.
java -cp "$jar" io.github.obbkit.bench.ResultsTable "$csv" bench/RESULTS.md \
  "Run on: ${cpu:-unknown CPU}, $(nproc) cores, load average ${load} at the end; JVM: ${jvm}; JMH arguments: ${*:-(defaults)}." \
  bench/misses.md
