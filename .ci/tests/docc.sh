#!/usr/bin/env bash
# Builds the Overshoot DocC catalog offline with the toolchain's own `docc` (no plugin, no
# network), failing on any DocC warning (a broken symbol link) and on any public symbol of
# Overshoot, GtkGlue, OvershootWebKit or OvershootAdwaita without a documentation comment; then
# the companion modules' catalogs.
set -euo pipefail
cd "$(dirname "$0")/../.."
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

timeout 600 swift package dump-symbol-graph --minimum-access-level public >"$out/dump.log" 2>&1 ||
  { cat "$out/dump.log"; exit 1; }
graphs=$(find .build -path '*symbolgraph' -type d | head -1)
mkdir -p "$out/graphs" "$out/webkit-graphs" "$out/adwaita-graphs"
# The companion modules have catalogs of their own.
for graph in "$graphs"/Overshoot*.symbols.json; do
  case "$(basename "$graph")" in
    OvershootWebKit*) cp "$graph" "$out/webkit-graphs/" ;;
    OvershootAdwaita*) cp "$graph" "$out/adwaita-graphs/" ;;
    *) cp "$graph" "$out/graphs/" ;;
  esac
done

python3 - "$graphs" <<'PY'
import json, pathlib, sys
missing = []
for module in ("Overshoot", "GtkGlue", "OvershootWebKit", "OvershootAdwaita"):
    graph = json.loads((pathlib.Path(sys.argv[1]) / f"{module}.symbols.json").read_text())
    for symbol in graph["symbols"]:
        # Members a standard-library protocol extension gives a type (OptionSet's insert) are
        # marked SYNTHESIZED: their documentation is the standard library's, not ours.
        synthesized = "::SYNTHESIZED::" in symbol["identifier"]["precise"]
        if symbol.get("accessLevel") in ("public", "open") and "docComment" not in symbol \
                and not synthesized:
            missing.append(f"{module}.{'.'.join(symbol['pathComponents'])}")
if missing:
    print("docc: public symbols without a doc comment:", *missing, sep="\n  ")
    sys.exit(1)
print("docc: every public symbol of Overshoot, GtkGlue, OvershootWebKit and OvershootAdwaita is documented")
PY

timeout 600 docc convert Sources/Overshoot/Overshoot.docc \
  --additional-symbol-graph-dir "$out/graphs" --fallback-display-name Overshoot \
  --fallback-bundle-identifier org.overshoot.Overshoot --warnings-as-errors \
  --output-path "$out/Overshoot.doccarchive"
echo "docc: catalog built ($(find "$out/Overshoot.doccarchive" -name '*.json' | wc -l) pages of data)"

timeout 600 docc convert Sources/OvershootWebKit/OvershootWebKit.docc \
  --additional-symbol-graph-dir "$out/webkit-graphs" --fallback-display-name OvershootWebKit \
  --fallback-bundle-identifier org.overshoot.OvershootWebKit --warnings-as-errors \
  --output-path "$out/OvershootWebKit.doccarchive"
echo "docc: OvershootWebKit's catalog built"

timeout 600 docc convert Sources/OvershootAdwaita/OvershootAdwaita.docc \
  --additional-symbol-graph-dir "$out/adwaita-graphs" --fallback-display-name OvershootAdwaita \
  --fallback-bundle-identifier org.overshoot.OvershootAdwaita --warnings-as-errors \
  --output-path "$out/OvershootAdwaita.doccarchive"
echo "docc: OvershootAdwaita's catalog built"
