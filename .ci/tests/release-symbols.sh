#!/usr/bin/env bash
# The installed binaries carry no test hook and no bench: builds `overshoot` and `overshoot-cli`
# (the same SwiftPM release build that meson and desktop-integration.sh make, in the same scratch
# directory, so in CI this is only SwiftPM's quick up-to-date check), then checks the names
# `test-only-names.py` derives from the sources, not a hand list: every declaration marked
# `@_spi(Testing)` or inside `#if DEBUG` / `#if OVERSHOOT_TEST_HOOKS` under `Sources/` must have
# symbols in the debug build (`.build/debug`, which the test steps built: so the scan named
# something real) and none in the release build's objects of any module under `Sources/` or in
# either binary; nor may any symbol of a bench module (`Benchmarks/`). Then that no bench text is
# in the binaries' strings, and that neither exports a name of libcurl, libxml2, SQLite, GLib or
# GTK.
set -euo pipefail
cd "$(dirname "$0")/../.."

[ -d .build/debug ] || {
  echo "release-symbols: no debug build in .build/debug to check the scan against: run swift build --build-tests first" >&2
  exit 1
}

# Text only a bench or a probe prints or reads (strings): a command's help, the probe's variable.
forbidden_strings=(
  "overshoot-benchmarks"
  "in-run baseline"
  "FIRST_FRAME_PROBE"
)
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
  for name in "${forbidden_strings[@]}"; do
    count=$(grep -cF -- "$name" "$text" || true)
    if [ "$count" -ne 0 ]; then
      echo "release-symbols: $count strings with bench-only \"$name\" in $binary, e.g.:" >&2
      grep -F -- "$name" "$text" | head -3 >&2
      failed=1
    fi
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
    "${#forbidden_strings[@]} bench strings absent, no system library's names)"
}
check "$scratch/release/overshoot" "Overshoot.RecycledListView"
check "$scratch/release/overshoot-cli" "OvershootCLI.ReplayCommand"
python3 .ci/tests/test-only-names.py . check .build/debug "$scratch/release" \
  "$scratch/release/overshoot" "$scratch/release/overshoot-cli" || failed=1
[ "$failed" -eq 0 ] || exit 1
