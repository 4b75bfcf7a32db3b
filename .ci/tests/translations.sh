#!/usr/bin/env bash
# Translations stay usable: every file that calls tr/trn is listed in data/po/POTFILES, no tr
# message uses interpolation (it could not be translated), data/po/overshoot.pot has every
# message of the sources, and each language's .po compiles with its placeholders intact.
set -uo pipefail
cd "$(dirname "$0")/../.."
po=data/po
failed=0
fail() { echo "translations: $*"; failed=1; }

listed=$(grep -v '^#' $po/POTFILES | sort)
using=$(grep -rlE '^[^/]*\btrn?\("' Sources | sort)
for file in $(comm -13 <(echo "$listed") <(echo "$using")); do
  fail "$file calls tr but is not in $po/POTFILES"
done
for file in $listed; do [ -f "$file" ] || fail "$po/POTFILES names $file, which does not exist"; done

# "\(x)" inside tr("…") is Swift interpolation: gettext would see the literal backslash.
if grep -rnE '\btrn?\("([^"\\]|\\[^(])*\\\(' $listed; then
  fail "interpolation inside tr(…) above: use %@ placeholders"
fi

bash $po/update-pot.sh --check || failed=1

for language in $(grep -v '^#' $po/LINGUAS); do
  if ! msgfmt --check --output-file=/dev/null "$po/$language.po"; then
    fail "$po/$language.po does not compile"
    continue
  fi
  # A translation must keep as many %@ placeholders as its message (reordered ones count too).
  /usr/bin/python3 - "$po/$language.po" <<'PY' || failed=1
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
def unquote(block):
    return "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', block))
bad = 0
for entry in text.split("\n\n"):
    ids = re.findall(r'^msgid(?:_plural)? ((?:".*"\n?)+)', entry, re.M)
    strs = re.findall(r'^msgstr(?:\[\d\])? ((?:".*"\n?)+)', entry, re.M)
    if not ids or not unquote(ids[0]):
        continue
    want = len(re.findall(r'%(?:\d+\$)?@', unquote(ids[0])))
    for s in strs:
        got = unquote(s)
        if got and len(re.findall(r'%(?:\d+\$)?@', got)) != want:
            print(f"translations: {sys.argv[1]}: {unquote(ids[0])!r} has {want} placeholder(s), "
                  f"its translation {got!r} has another number")
            bad = 1
sys.exit(bad)
PY
  echo "translations: $language: $(msgfmt --statistics --output-file=/dev/null "$po/$language.po" 2>&1)"
done
[ "$failed" -eq 0 ] && echo "translations: ok"
exit "$failed"
