#!/usr/bin/env bash
# A/B benchmark of two git revisions: does a refactor cost speed? (Whether it kept the answers is
# the other half, checked by verification's AnswerDigestTest.)
#
#   bench/ab.sh OLD_REV NEW_REV [JMH args...]
#
#   bench/ab.sh main HEAD                                # the whole suite
#   bench/ab.sh main HEAD 'Sat3dBench' -prof gc          # a subset, with JMH's allocation profiler
#   ROUNDS=3 bench/ab.sh v0.1.0 HEAD 'RayBench' -i 10    # three rounds, more iterations
#
# It builds target/benchmarks.jar of each revision as committed (uncommitted changes are not seen)
# in a temporary worktree (mvn -B -q -pl bench -am package -DskipTests; nothing is installed into
# the local repository), then runs JMH alternately old, new, old, new, ... for ROUNDS rounds
# (default 2), so that a drift of the machine (heat, other load) falls on both sides alike. The JMH arguments pass through; each of -f -wi -i -w -r that is not given takes the
# default of "-f 1 -wi 3 -i 5 -w 1 -r 1". The script adds -rf csv -rff itself. JMH's own output
# goes to log files in the temporary directory, which is kept (and named) only when a run fails.
#
# Output, one line per benchmark with its parameters and mode: the mean score of old and of new
# over the rounds, new/old, and the lowest and highest new/old of a single round (its spread is the
# noise to read the ratio against). For modes measuring time (avgt, sample, ss) a ratio below 1
# means new is faster; for thrpt, above 1. Benchmarks are matched by name, so the benchmark classes
# and methods must keep their names across the refactor; those found on one side only are counted.
#
# Environment: ROUNDS (default 2); MVN_ARGS, extra Maven arguments for the builds (e.g. -o);
# JAVA, the java launcher (default java).
set -euo pipefail

usage() {
  sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}
[ $# -ge 2 ] || usage
case "$1$2" in -*) usage ;; esac

root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
old_rev=$(git -C "$root" rev-parse --verify --quiet "$1^{commit}") || { echo "ab.sh: no such revision: $1" >&2; exit 2; }
new_rev=$(git -C "$root" rev-parse --verify --quiet "$2^{commit}") || { echo "ab.sh: no such revision: $2" >&2; exit 2; }
old_name=$1
new_name=$2
shift 2

rounds=${ROUNDS:-2}
java=${JAVA:-java}
read -r -a mvn_args <<< "${MVN_ARGS:-}"

jmh=("$@")
for arg in "${jmh[@]}"; do
  case "$arg" in
    -rf | -rff) echo "ab.sh: $arg is set by the script" >&2; exit 2 ;;
  esac
done
given() {
  local arg
  for arg in "${jmh[@]}"; do
    [ "$arg" = "$1" ] && return 0
  done
  return 1
}
for pair in "-f 1" "-wi 3" "-i 5" "-w 1" "-r 1"; do
  given "${pair% *}" || jmh+=("${pair% *}" "${pair#* }")
done

work=$(mktemp -d "${TMPDIR:-/tmp}/obbkit-ab.XXXXXX")
failed=0
cleanup() {
  local tree
  for tree in "$work"/tree-*; do
    [ -d "$tree" ] && git -C "$root" worktree remove --force "$tree" >/dev/null 2>&1
  done
  if [ "$failed" = 1 ]; then
    echo "ab.sh: logs kept in $work" >&2
  else
    rm -rf "$work"
  fi
}
trap cleanup EXIT

build() {
  local side=$1 rev=$2 tree=$work/tree-$1
  echo "building $side (${rev:0:10}) ..." >&2
  git -C "$root" worktree add --quiet --detach "$tree" "$rev"
  if ! (cd "$tree" && mvn -B -q ${mvn_args[@]+"${mvn_args[@]}"} -pl bench -am package -DskipTests) > "$work/build-$side.log" 2>&1; then
    failed=1
    tail -n 20 "$work/build-$side.log" >&2
    exit 1
  fi
  cp "$tree/bench/target/benchmarks.jar" "$work/$side.jar"
  git -C "$root" worktree remove --force "$tree"
}
build old "$old_rev"
build new "$new_rev"

for ((round = 1; round <= rounds; round++)); do
  for side in old new; do
    echo "round $round/$rounds: $side" >&2
    # An English locale, so that the CSV's numbers have decimal points whatever the machine's.
    if ! "$java" -Duser.language=en -Duser.country=US -jar "$work/$side.jar" "${jmh[@]}" -rf csv -rff "$work/$side-$round.csv" > "$work/$side-$round.log" 2>&1; then
      failed=1
      tail -n 20 "$work/$side-$round.log" >&2
      exit 1
    fi
  done
done

echo "old: $old_name (${old_rev:0:10})   new: $new_name (${new_rev:0:10})   rounds: $rounds   JMH: ${jmh[*]}"
awk -v rounds="$rounds" '
  # One CSV line into F[1..n]; fields may be quoted, with "" for a quote.
  function split_csv(line,   i, c, n, f, quoted) {
    n = 0; f = ""; quoted = 0
    for (i = 1; i <= length(line); i++) {
      c = substr(line, i, 1)
      if (quoted) {
        if (c == "\"") {
          if (substr(line, i + 1, 1) == "\"") { f = f c; i++ } else quoted = 0
        } else f = f c
      } else if (c == "\"") quoted = 1
      else if (c == ",") { F[++n] = f; f = "" }
      else f = f c
    }
    F[++n] = f
    return n
  }
  {
    sub(/\r$/, "")
    n = split_csv($0)
    file = FILENAME; sub(/.*\//, "", file); sub(/\.csv$/, "", file)
    split(file, part, "-"); side = part[1]; round = part[2]
  }
  FNR == 1 { for (i = 1; i <= n; i++) H[i] = F[i]; next }
  {
    name = F[1]; sub(/^io\.github\.obbkit\.bench\./, "", name)
    params = ""
    for (i = 8; i <= n; i++) {
      p = H[i]; sub(/^Param: /, "", p)
      params = params (params == "" ? "" : ",") p "=" F[i]
    }
    key = name (params == "" ? "" : " (" params ")") " " F[2] " " F[7]
    if (!(key in seen)) { seen[key] = 1; order[++keys] = key }
    score[side, key, round] = F[5] + 0
    sum[side, key] += F[5]; count[side, key]++
  }
  END {
    width = 9
    for (k = 1; k <= keys; k++) if (length(order[k]) > width) width = length(order[k])
    printf "%-" width "s %11s %11s %8s  %s\n", "benchmark mode unit", "old", "new", "new/old", "per round"
    only = 0
    for (k = 1; k <= keys; k++) {
      key = order[k]
      if (count["old", key] != rounds || count["new", key] != rounds) { only++; continue }
      o = sum["old", key] / rounds; w = sum["new", key] / rounds
      lo = ""; hi = ""
      for (r = 1; r <= rounds; r++) {
        if (score["old", key, r] == 0) continue
        q = score["new", key, r] / score["old", key, r]
        if (lo == "" || q < lo) lo = q
        if (hi == "" || q > hi) hi = q
      }
      printf "%-" width "s %11.4g %11.4g %8s  %s\n", key, o, w, (o == 0 ? "-" : sprintf("%.3f", w / o)),
        (lo == "" ? "-" : sprintf("%.3f..%.3f", lo, hi))
    }
    if (only > 0) printf "(%d benchmark(s) not measured on both sides in every round: renamed, added or removed)\n", only
  }
' "$work"/old-*.csv "$work"/new-*.csv
