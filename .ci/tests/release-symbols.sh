#!/usr/bin/env bash
# The installed binaries carry no test hook and no bench: builds `overshoot` and `overshoot-cli`
# (the same SwiftPM release build that meson and desktop-integration.sh make, in the same scratch
# directory, so in CI this is only SwiftPM's quick up-to-date check) and fails if either's
# demangled symbol table names a test-only or bench-only entry point, or its strings carry a
# bench's text. Test-only code is `@_spi(Testing)` or internal to the app, and compiled under
# `#if DEBUG` only; benches live in `overshoot-benchmarks` (and its own FirstFrameProbe package),
# which nothing installs. Nor does either export a name of libcurl, libxml2, SQLite, GLib or GTK.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Names that must not be in a release binary's symbols.
forbidden=(
  "GtkGlue.LiveCounts"      # the glue's allocation counters, for leak tests
  "boundRowTextsForTesting" # RecycledListView's rows as the tests read them
  "DesktopTestHook"         # the desktop tests' step script (OVERSHOOT_TEST_HOOKS, debug only)
  "RowBuildCounts"          # how often described rows were made, for the recycling tests
  "ContextMenu.openCount"   # menus open now, for the sidebar's keyboard tests
  # The library's test probes (@_spi(Testing), debug only).
  "FileChooser.openCount"
  "NavigationSidebar.headingTitles"
  "NavigationSidebar.keys(under"
  "NavigationSidebar.isRowVisible"
  "NavigationSidebar.activateHeading"
  "NavigationSidebar.tooltip(of"
  # The app's test probes (debug only).
  "AddFeedDialog.openCount"
  "AddFeedDialog.isAddressFocused"
  "AddFeedDialog.isSubscribeSensitive"
  "AddFeedDialog.choiceLabels"
  "AddFeedDialog.message"
  "ConfirmDialog.openCount"
  "SidebarView.highlightedScope"
  "SidebarView.navigation"
  "TimelineView.newItemsShown"
  "PlaygroundPage.visibleSectionName"
  # Bench baselines and helpers (overshoot-benchmarks only).
  "searchByScanning"
  "likePatterns"
  "LikeScanBaseline"
  "SeededRandom"
  "FirstFrameProbe"
  "first_frame_probe"
  # The core benches, once `overshoot-cli bench …` (now `overshoot-benchmarks cores …`).
  "CoreBenchmarksCommand"
  "BenchCommand"
  "BenchDiffCommand"
  "BenchPullCommand"
  "BenchParseCommand"
  "BenchRefreshCommand"
  "BenchRefreshServer"
  "BenchFetchCommand"
  "BenchSearchCommand"
  "BenchSearchCorpus"
  "PeakMemoryChild"
  "LoopbackFeedServer"
)
# Text only a bench or a probe prints or reads (strings): a command's help, the probe's variable.
forbidden_strings=(
  "overshoot-benchmarks"
  "in-run baseline"
  "FIRST_FRAME_PROBE"
)
# Test-only names the app still compiles into release builds; reported, not yet failing.
# Move each into `forbidden` once the app stops shipping it.
pending=()

scratch=.build/meson/swiftpm
mkdir -p "$scratch"
for product in overshoot overshoot-cli; do
  # 25 minutes covers a cold release build on a busy 2-core machine; warm, it takes seconds.
  timeout 1500 nice -n 10 swift build -c release --static-swift-stdlib --scratch-path "$scratch" \
    --product "$product" >"$scratch.release-symbols.log" 2>&1 || {
    tail -40 "$scratch.release-symbols.log"
    echo "release-symbols: the release build of $product failed (or passed 25 minutes)" >&2
    exit 1
  }
done

symbols=$(mktemp)
text=$(mktemp)
trap 'rm -f "$symbols" "$text"' EXIT
failed=0
# `sentinel` is a name every release build of that binary has, so a stripped binary or a change
# in the demangler's output cannot make the check pass by seeing nothing.
check() {
  local binary=$1 sentinel=$2
  nm --defined-only "$binary" | swift demangle >"$symbols"
  strings "$binary" >"$text"
  grep -qF -- "$sentinel" "$symbols" || {
    echo "release-symbols: no demangled $sentinel in $binary: nothing to check" >&2
    exit 1
  }
  local name count
  for name in "${forbidden[@]}"; do
    count=$(grep -cF -- "$name" "$symbols" || true)
    if [ "$count" -ne 0 ]; then
      echo "release-symbols: $count symbols of test- or bench-only \"$name\" in $binary, e.g.:" >&2
      grep -F -- "$name" "$symbols" | head -3 >&2
      failed=1
    fi
  done
  for name in "${forbidden_strings[@]}"; do
    count=$(grep -cF -- "$name" "$text" || true)
    if [ "$count" -ne 0 ]; then
      echo "release-symbols: $count strings with bench-only \"$name\" in $binary, e.g.:" >&2
      grep -F -- "$name" "$text" | head -3 >&2
      failed=1
    fi
  done
  for name in "${pending[@]}"; do
    count=$(grep -cF -- "$name" "$symbols" || true)
    echo "release-symbols: pending: \"$name\" has $count symbols in $binary"
  done
  # No symbol of ours may carry a system library's name (exported or not: nothing keeps a
  # global one unexported), where it could shadow that library for
  # the app or for a library it loads: libcurl is offered as overshoot_curl_… (CurlLoader),
  # WebKit as overshoot_webkit_… (WebKitLoader).
  local shadowing
  shadowing=$(nm --defined-only "$binary" | awk '$3 ~ /^(curl_|xml|sqlite3_|g_|gtk_|webkit_|jsc_|soup_)/ {print $3}')
  if [ -n "$shadowing" ]; then
    echo "release-symbols: $binary defines a system library's names:" >&2
    echo "$shadowing" | head -5 >&2
    failed=1
  fi
  [ "$failed" -ne 0 ] || echo "release-symbols: ok: $binary ($(wc -l <"$symbols") symbols," \
    "${#forbidden[@]} names and ${#forbidden_strings[@]} strings absent)"
}
check "$scratch/release/overshoot" "Overshoot.RecycledListView"
check "$scratch/release/overshoot-cli" "OvershootCLI.ReplayCommand"
[ "$failed" -eq 0 ] || exit 1
