#!/usr/bin/env bash
# Checks the published jars as a user gets them: every jar (classes, sources, Javadoc) of every
# published module holds META-INF/LICENSE and META-INF/NOTICE, and a second build of the same
# commit gives byte-identical jars (reproducible builds: project.build.outputTimestamp).
#   scripts/check-published-jars.sh
set -euo pipefail
cd "$(dirname "$0")/.."
modules="core2d core3d raycast testkit"
build() { mvn -B -q clean package -DskipTests -pl "bom,${modules// /,}" -am; }
jars() { for m in $modules; do ls "$m"/target/obbkit-"$m"-*.jar; done; }

build
count=0
for jar in $(jars); do
  for entry in META-INF/LICENSE META-INF/NOTICE; do
    if ! unzip -l "$jar" "$entry" > /dev/null; then
      echo "FAIL: $jar has no $entry"
      exit 1
    fi
  done
  count=$((count + 1))
done
[ "$count" -eq 12 ] || { echo "FAIL: expected 12 published jars, found $count"; exit 1; }
first=$(jars | xargs sha256sum)
build
second=$(jars | xargs sha256sum)
if [ "$first" != "$second" ]; then
  echo "FAIL: two builds of one commit gave different jars:"
  diff <(echo "$first") <(echo "$second") || true
  exit 1
fi
echo "published jars: $count, each with META-INF/LICENSE and NOTICE, byte-identical across two builds"
