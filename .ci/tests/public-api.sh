#!/usr/bin/env bash
# The public API of every library product, as a user of the package sees it, against the baseline
# checked in under docs/api/ (one file per module: a line per public declaration, its path and
# its declaration as the compiler prints it, from `swift package dump-symbol-graph`).
#   bash .ci/tests/public-api.sh            fails when the API differs from the baseline, with the
#                                           difference; or when the last commit that changed the
#                                           baseline did not change CHANGELOG.md too
#   bash .ci/tests/public-api.sh --update   writes the baseline from the sources as they are
# A change to the public API is then a change to docs/api/ in review, said in the CHANGELOG
# (marked **a public API change** when it can break a user's code).
set -euo pipefail
cd "$(dirname "$0")/../.."
mode=${1:-check}
baseline=docs/api
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# The modules of the package's library products, read from the manifest.
modules=$(swift package describe --type json 2>/dev/null | python3 -c '
import json, sys
package = json.load(sys.stdin)
names = sorted({t for p in package["products"] if "library" in p["type"] for t in p["targets"]})
print(" ".join(names))')
[ -n "$modules" ] || {
  echo "public-api: no library product found in the manifest" >&2
  exit 1
}

timeout 900 swift package dump-symbol-graph --minimum-access-level public >"$out/dump.log" 2>&1 ||
  {
    cat "$out/dump.log"
    exit 1
  }
graphs=$(sed -n 's/^Files written to //p' "$out/dump.log" | tail -1)
[ -d "$graphs" ] || graphs=$(find .build -path '*symbolgraph' -type d | head -1)

python3 - "$graphs" "$out/api" $modules <<'PY'
import json, pathlib, re, sys
graphs, target, modules = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]), sys.argv[3:]
target.mkdir(parents=True)
for module in modules:
    lines = set()
    # The module's own graph and those of its extensions to other modules' types (`M@Swift`).
    for graph_file in sorted(graphs.glob(f"{module}.symbols.json")) + sorted(graphs.glob(f"{module}@*.symbols.json")):
        extended = graph_file.name[len(module) + 1:-len(".symbols.json")] if "@" in graph_file.name else ""
        graph = json.loads(graph_file.read_text())
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            path = ".".join(symbol["pathComponents"])
            if extended:
                path = f"{extended}.{path}"
            declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
            declaration = re.sub(r"\s+", " ", declaration).strip()
            lines.add(f"{path} | {declaration}")
    (target / f"{module}.txt").write_text("".join(f"{line}\n" for line in sorted(lines)))
    print(f"public-api: {module}: {len(lines)} public declarations")
PY

if [ "$mode" = --update ]; then
  rm -rf "$baseline"
  mkdir -p "$baseline"
  cp "$out"/api/*.txt "$baseline"/
  echo "public-api: wrote $baseline; say what changed in CHANGELOG.md and commit both together"
  exit 0
fi

if ! diff -ru "$baseline" "$out/api" >"$out/diff"; then
  head -80 "$out/diff"
  echo "public-api: the public API differs from $baseline ($(grep -c '^[-+][^-+]' "$out/diff") lines):" \
    "if that is meant, run 'bash .ci/tests/public-api.sh --update', say what changed in" \
    "CHANGELOG.md, and commit both together" >&2
  exit 1
fi
# The last commit that changed the baseline says so in the CHANGELOG too.
if git rev-parse --git-dir >/dev/null 2>&1; then
  last=$(git log -1 --format=%H -- "$baseline")
  if [ -n "$last" ] && ! git show --name-only --format= "$last" | grep -qx CHANGELOG.md; then
    echo "public-api: commit $(git log -1 --format='%h %s' "$last") changed $baseline but not CHANGELOG.md" >&2
    exit 1
  fi
fi
echo "public-api: the public API of $(echo "$modules" | wc -w) modules matches $baseline"
