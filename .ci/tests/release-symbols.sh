#!/usr/bin/env bash
# The release `overshoot` carries no test hook: builds it (the same SwiftPM release build that
# meson and desktop-integration.sh make, in the same scratch directory, so in CI this is only
# SwiftPM's quick up-to-date check) and fails if its demangled symbol table names a test-only
# entry point. Test-only code is `@_spi(Testing)` and compiled under `#if DEBUG` only.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Names that must not be in a release binary.
forbidden=(
  "GtkGlue.LiveCounts"     # the glue's allocation counters, for leak tests
  "boundRowTextsForTesting" # RecycledListView's rows as the tests read them
  "DesktopTestHook"         # the desktop tests' step script (OVERSHOOT_TEST_HOOKS, debug only)
  "RowBuildCounts"          # how often described rows were made, for the recycling tests
  "ContextMenu.openCount"   # menus open now, for the sidebar's keyboard tests
)
# Test-only names the app still compiles into release builds; reported, not yet failing.
# Move each into `forbidden` once the app stops shipping it.
pending=()

scratch=.build/meson/swiftpm
binary=$scratch/release/overshoot
mkdir -p "$scratch"
# 25 minutes covers a cold release build on a busy 2-core machine; warm, it takes seconds.
timeout 1500 swift build -c release --static-swift-stdlib --scratch-path "$scratch" \
  --product overshoot >"$scratch.release-symbols.log" 2>&1 || {
  tail -40 "$scratch.release-symbols.log"
  echo "release-symbols: the release build failed (or passed 25 minutes)" >&2
  exit 1
}
symbols=$(mktemp)
trap 'rm -f "$symbols"' EXIT
nm --defined-only "$binary" | swift demangle >"$symbols"
# A name every release build has, so a stripped binary or a change in the demangler's output
# cannot make the check pass by seeing nothing.
grep -qF "Overshoot.RecycledListView" "$symbols" || {
  echo "release-symbols: no demangled Overshoot.RecycledListView in $binary: nothing to check" >&2
  exit 1
}

failed=0
for name in "${forbidden[@]}"; do
  count=$(grep -cF -- "$name" "$symbols" || true)
  if [ "$count" -ne 0 ]; then
    echo "release-symbols: $count symbols of test-only \"$name\" in $binary, e.g.:" >&2
    grep -F -- "$name" "$symbols" | head -3 >&2
    failed=1
  fi
done
for name in "${pending[@]}"; do
  count=$(grep -cF -- "$name" "$symbols" || true)
  echo "release-symbols: pending: \"$name\" has $count symbols in the release binary"
done
[ "$failed" -eq 0 ] || exit 1
echo "release-symbols: ok: none of ${forbidden[*]} in $binary ($(wc -l <"$symbols") symbols)"
