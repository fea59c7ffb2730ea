#!/usr/bin/env bash
# A release to Maven Central in every step but the upload, with no credentials:
#   1. copies the committed tree to a scratch folder and gives it a release version (no -SNAPSHOT);
#   2. makes a throwaway signing key in a scratch keyring (never the caller's);
#   3. runs `mvn -Prelease deploy` with publishing skipped, which signs every artifact and writes
#      the bundle the Central Portal takes (central-bundle.zip);
#   4. checks the bundle against Central's rules: for every published module its POM, and for
#      every jar module the jar, sources jar and Javadoc jar; each file with .asc (a good signature
#      by the key), .md5 and .sha1 (matching); every POM with name, description, url, licenses,
#      developers and scm; and no unpublished module in it.
# The bundle is copied to target/release-dry-run/central-bundle.zip.
#   scripts/release-dry-run.sh [VERSION]      (default: the POM's version without -SNAPSHOT)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
snapshot=$(sed -n 's|^  <version>\(.*\)</version>|\1|p' pom.xml | head -n 1)
version=${1:-${snapshot%-SNAPSHOT}}
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
export GNUPGHOME="$work/gnupg"
mkdir -m 700 "$GNUPGHOME"

git archive HEAD | tar -x -C "$work"
mkdir -p "$work/tree"
(cd "$work" && find . -maxdepth 1 ! -name . ! -name tree ! -name gnupg -exec mv {} tree/ \;)
find "$work/tree" -name pom.xml -exec sed -i "s|<version>$snapshot</version>|<version>$version</version>|" {} +

gpg --batch --quiet --passphrase '' --quick-gen-key 'obbkit release dry run <dry-run@invalid>' ed25519 sign 1d
key=$(gpg --batch --list-keys --with-colons | awk -F: '/^fpr/ {print $10; exit}')

# The publishing plugin wants the portal's server entry even when it uploads nothing: a dummy one.
cat > "$work/settings.xml" <<'XML'
<settings>
  <servers>
    <server>
      <id>central</id>
      <username>dry-run</username>
      <password>dry-run</password>
    </server>
  </servers>
</settings>
XML
(cd "$work/tree" && mvn -B -q -s "$work/settings.xml" -Prelease deploy -DskipTests -Dmaven.install.skip=true -Dobbkit.release.dryRun=true \
  -Dgpg.keyname="$key" -Dgpg.passphrase='')
# The plugin writes the bundle under the first module of the reactor that runs it.
bundle=$(find "$work/tree" -path '*/target/central-publishing/central-bundle.zip' | head -n 1)
[ -n "$bundle" ] || { echo "FAIL: the build wrote no central-bundle.zip"; exit 1; }
mkdir -p "$work/unpacked"
(cd "$work/unpacked" && unzip -q "$bundle")

fail=0
check() {  # check FILE: present, signed by the key, with matching checksums
  local f="$work/unpacked/$1"
  if [ ! -f "$f" ]; then echo "FAIL: missing $1"; fail=1; return; fi
  for ext in asc md5 sha1; do
    [ -f "$f.$ext" ] || { echo "FAIL: missing $1.$ext"; fail=1; }
  done
  [ -f "$f.md5" ] && [ "$(cut -c1-32 "$f.md5")" = "$(md5sum < "$f" | cut -c1-32)" ] || { echo "FAIL: md5 of $1"; fail=1; }
  [ -f "$f.sha1" ] && [ "$(cut -c1-40 "$f.sha1")" = "$(sha1sum < "$f" | cut -c1-40)" ] || { echo "FAIL: sha1 of $1"; fail=1; }
  [ -f "$f.asc" ] && gpg --batch --quiet --verify "$f.asc" "$f" 2> /dev/null || { echo "FAIL: signature of $1"; fail=1; }
}
dir=io/github/obbkit
files=0
for artifact in obbkit-parent obbkit-bom obbkit-core2d obbkit-core3d obbkit-raycast obbkit-testkit; do
  base="$dir/$artifact/$version/$artifact-$version"
  check "$base.pom"
  files=$((files + 1))
  for tag in name description url licenses developers scm; do
    grep -q "<$tag>" "$work/unpacked/$base.pom" || grep -q "<$tag>" "$work/tree/pom.xml" \
      || { echo "FAIL: $artifact's POM has no <$tag>"; fail=1; }
  done
  case $artifact in obbkit-parent|obbkit-bom) continue ;; esac
  for suffix in "" -sources -javadoc; do
    check "$base$suffix.jar"
    files=$((files + 1))
    unzip -l "$work/unpacked/$base$suffix.jar" META-INF/LICENSE > /dev/null 2>&1 \
      || { echo "FAIL: $base$suffix.jar has no META-INF/LICENSE"; fail=1; }
  done
done
for unpublished in obbkit-verification obbkit-examples obbkit-bench; do
  [ ! -e "$work/unpacked/$dir/$unpublished" ] || { echo "FAIL: $unpublished is in the bundle"; fail=1; }
done
mkdir -p "$root/target/release-dry-run"
cp "$bundle" "$root/target/release-dry-run/central-bundle.zip"
[ "$fail" -eq 0 ] || exit 1
echo "release dry run $version: bundle of $files artifacts, each signed and with md5 and sha1;" \
  "copied to target/release-dry-run/central-bundle.zip"
