#!/usr/bin/env bash
# The GTK-free cores' tests (RefreshCoreTests and FeedCoreTests, with the overshoot-cli some of
# them run) under AddressSanitizer with LeakSanitizer, then under ThreadSanitizer. Fails on any
# memory error, leak, data race or failing test, naming the sanitizer and the group of suites.
#   SANITIZERS="address"   a subset (default "address thread")
# The cores are where FeedCore hands buffers between libcurl, libxml2 and SQLite across threads.
# `OVERSHOOT_GTK_FREE=1` makes Package.swift declare only them, so no GTK module, GTK test or app
# is built. Each sanitizer builds into a scratch folder of its own (.build-asan, .build-tsan), kept
# between local runs; CI starts from a fresh clone. Measured on the 2-core CI machine with another
# build beside it: 942 s from a fresh clone (builds 445 + 195 s, tests 145 + 157 s; 613 s of CPU),
# 243 s with the builds kept (tests 89 + 153 s, load 2-4); see docs/testing.md ("Sanitizers").
# Leaks LeakSanitizer lists but that are not leaks are in .ci/lsan-suppressions.txt, each with
# its reason; ThreadSanitizer needs none.
set -uo pipefail
cd "$(dirname "$0")/../.."
[ -x /opt/swift/usr/bin/swift ] && export PATH="/opt/swift/usr/bin:$PATH"

sanitizers=${SANITIZERS:-"address thread"}
export OVERSHOOT_GTK_FREE=1
# The sanitizers print their own reports; Swift's backtracer would wait for a terminal.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/.ci/lsan-suppressions.txt}

# The cores' tests are all Swift Testing, so XCTest's runner is not started (--disable-xctest):
# run over zero cases it leaves a cycle of its own bookkeeping (XCTestSuiteRun, 144 bytes) that
# LeakSanitizer lists. An XCTestCase added to a core test target would go unrun; say so.
if grep -rlE '\bXCTestCase\b' Tests/RefreshCoreTests Tests/FeedCoreTests; then
  echo "sanitizers: the files above declare an XCTestCase, which these runs skip (--disable-xctest)"
  exit 1
fi

# At most 4 tests at once (Swift Testing otherwise starts all 472 together). Instrumented, the
# tests run 2-5 times slower, and on two cores a test could wait for the CPU longer than the
# 60 s a loopback feed server lives: with no limit, 13 tests under AddressSanitizer and 24 under
# ThreadSanitizer failed on "connection refused" or a missed 1 s deadline at a load of 12-17;
# with 4, none, in about the same time.
export SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH=${SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH:-4}

# The same three processes as `.ci/test-all`'s core tests: the timed suites and the parser's
# big inputs each in a process of their own. The Miniflux suite needs a server (skipped there).
groups=(
  "everything else:--skip RefreshCoordinatorTests --skip PullToRefreshControllerTests --skip ParserLimitTests --skip MinifluxSyncTests"
  "timed suites:--filter RefreshCoordinatorTests|PullToRefreshControllerTests"
  "parser's big inputs:--filter ParserLimitTests"
)

failed=0
for sanitizer in $sanitizers; do
  scratch=.build-asan
  [ "$sanitizer" = thread ] && scratch=.build-tsan
  started=$SECONDS
  log=$(mktemp)
  # (Not --disable-index-store: on Linux the test discovery reads the index store.)
  if ! timeout 1500 nice -n 10 swift build --build-tests --sanitize="$sanitizer" \
    --scratch-path "$scratch" >"$log" 2>&1; then
    grep -Ev 'Cannot export local symbol|prohibited flag' "$log" | tail -40
    echo "sanitizers: the cores' tests did not build with --sanitize=$sanitizer"
    rm -f "$log"
    failed=1
    continue
  fi
  rm -f "$log"
  echo "sanitizers: $sanitizer: built in $((SECONDS - started)) s"
  for group in "${groups[@]}"; do
    name=${group%%:*}
    read -ra selection <<<"${group#*:}"
    started=$SECONDS
    log=$(mktemp)
    # A sanitizer's report goes to stderr and makes the process exit non-zero (LeakSanitizer's
    # at exit); the test runner's own failures do the same.
    timeout --kill-after=10 900 env -u DISPLAY -u WAYLAND_DISPLAY swift test --skip-build \
      --disable-xctest --sanitize="$sanitizer" --scratch-path "$scratch" "${selection[@]}" \
      >"$log" 2>&1
    status=$?
    # A test that skipped without a reason on .ci/allowed-skips fails, as in `.ci/test-all`.
    python3 .ci/check-skips "$log" || status=1
    summary=$(grep -E '^(✔|✘) Test run with' "$log" | tail -1)
    echo "sanitizers: $sanitizer: $name: ${summary:-no summary line}, exit $status ($((SECONDS - started)) s)"
    if [ "$status" -ne 0 ] || grep -qE '^(SUMMARY: (Address|Leak|Thread)Sanitizer|WARNING: ThreadSanitizer)' "$log"; then
      failed=1
      echo "sanitizers: $sanitizer: $name FAILED; its failures and reports:"
      grep -E '^✘|SUMMARY: |^(ERROR|WARNING): (Address|Leak|Thread)Sanitizer' "$log" | head -40
      # The first reports themselves, stacks included.
      awk '/^(==[0-9]+==ERROR|WARNING: ThreadSanitizer)/ { on = 1 } on' "$log" | head -120
      [ "$status" -eq 124 ] && echo "sanitizers: $sanitizer: $name: killed after 900 s"
    fi
    rm -f "$log"
  done
done
exit $failed
