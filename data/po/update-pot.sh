#!/usr/bin/env bash
# Extracts every tr("…") and trn("…", "…", …) in the files listed in POTFILES into
# overshoot.pot, then merges the template into each language's .po (LINGUAS lists them).
#   bash data/po/update-pot.sh           rewrite overshoot.pot and the .po files
#   bash data/po/update-pot.sh --check   fail when overshoot.pot's messages are out of date
# Swift string literals without interpolation read like C ones, so xgettext's C parser finds them;
# interpolation inside tr is refused by .ci/tests/translations.sh (it cannot be translated).
set -euo pipefail
po=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$po/../.." && pwd)
cd "$root"

# The desktop file and the metainfo (*.in) are read by xgettext's own desktop and metainfo
# parsers; the Swift files, as C, for tr and trn only.
extract() {
  local data swift
  data=$(mktemp)
  swift=$(mktemp)
  grep -v '^#' "$po/POTFILES" | grep '\.in$' >"$data" || true
  grep -v '^#' "$po/POTFILES" | grep -v '\.in$' >"$swift"
  # The Swift files first: their non-ASCII messages make the template's charset UTF-8.
  xgettext --language=C --from-code=UTF-8 --keyword= --keyword=tr:1 --keyword=trn:1,2 \
    --add-comments=Translators: --package-name=overshoot --msgid-bugs-address=https://github.com/overshoot/overshoot/issues \
    --files-from="$swift" --sort-by-file --output="$1"
  xgettext --join-existing --from-code=UTF-8 --package-name=overshoot \
    --msgid-bugs-address=https://github.com/overshoot/overshoot/issues \
    --files-from="$data" --sort-by-file --output="$1"
  rm -f "$data" "$swift"
}

# The messages alone, sorted: what --check compares (dates and line numbers change freely).
messages() { msgcat --sort-output --no-location --no-wrap "$1" | sed '/^"POT-Creation-Date/d'; }

if [ "${1:-}" = "--check" ]; then
  fresh=$(mktemp)
  trap 'rm -f "$fresh"' EXIT
  extract "$fresh"
  if ! diff <(messages "$po/overshoot.pot") <(messages "$fresh") >/dev/null; then
    diff <(messages "$po/overshoot.pot") <(messages "$fresh") | head -20
    echo "translations: overshoot.pot is out of date: run bash data/po/update-pot.sh"
    exit 1
  fi
  exit 0
fi

extract "$po/overshoot.pot"
for language in $(grep -v '^#' "$po/LINGUAS"); do
  msgmerge --quiet --update --backup=none --no-fuzzy-matching "$po/$language.po" "$po/overshoot.pot"
done
echo "updated $po/overshoot.pot and $(grep -vc '^#' "$po/LINGUAS") translation(s)"
