#!/usr/bin/env bash
# Fuzzes everything that reads untrusted bytes (the feed parser on XML and on JSON Feed, the HTML
# sanitizer, the feed and icon link scan of web pages, OPML import, the Google Reader API's JSON, the trace parser and the text helpers)
# with libFuzzer and AddressSanitizer, each for a fixed time, from the seed corpora in
# Tests/Fuzz/Corpus. Fails on any crash, hang (> 10 s on one input), leak or memory blow-up,
# naming the target and the input that caused it.
#   FUZZ_SECONDS=N   seconds per target (default 25, CI's smoke run; the long runs in docs/parsing.md used 1800)
#   FUZZ_TARGETS="FuzzText FuzzTrace"   a subset
set -uo pipefail
cd "$(dirname "$0")/../../Tests/Fuzz"
[ -x /opt/swift/usr/bin/swift ] && export PATH="/opt/swift/usr/bin:$PATH"

seconds=${FUZZ_SECONDS:-25}
targets=${FUZZ_TARGETS:-"FuzzFeedParser FuzzJSONFeed FuzzHTMLSanitizer FuzzHTMLLinks FuzzOPML FuzzGReaderJSON FuzzTrace FuzzText"}
# A crash report from Swift's own backtracer waits for a terminal; libFuzzer prints its own.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}

# The whole package (FeedCore included) is instrumented for coverage and AddressSanitizer.
# -parse-as-library: the targets have no top-level code; libFuzzer's driver is their entry point.
flags=(-c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
log=$(mktemp)
if ! timeout 1200 nice -n 10 swift build "${flags[@]}" >"$log" 2>&1; then
  grep -Ev 'Cannot export local symbol|prohibited flag' "$log" | tail -40
  echo "fuzz: the fuzz package did not build"
  exit 1
fi
rm -f "$log"
bin=$(swift build "${flags[@]}" --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

failed=0
for target in $targets; do
  # JSON Feed goes through the same entry as XML (FeedParser sniffs the format); only its seeds
  # and dictionary differ.
  binary=$target
  [ "$target" = FuzzJSONFeed ] && binary=FuzzFeedParser
  if [ ! -x "$bin/$binary" ]; then
    echo "fuzz: $binary did not build"
    failed=1
    continue
  fi
  case $target in
    FuzzFeedParser) dictionary=xml.dict ;;
    FuzzJSONFeed) dictionary=json.dict ;;
    FuzzHTMLSanitizer) dictionary=html.dict ;;
    FuzzHTMLLinks) dictionary=links.dict ;;
    FuzzOPML) dictionary=opml.dict ;;
    FuzzGReaderJSON) dictionary=greader.dict ;;
    FuzzTrace) dictionary=trace.dict ;;
    *) dictionary=text.dict ;;
  esac
  mkdir -p "$work/$target"
  log="$work/$target.log"
  # New inputs go to the scratch corpus (first directory); the committed seeds are only read.
  # The deadline is the run time plus 60 s (LeakSanitizer checks at exit, which takes seconds on
  # a loaded machine): 105 s with the default, and a hang still fails by name.
  timeout $((seconds + 60)) nice -n 10 "$bin/$binary" -max_total_time="$seconds" -timeout=10 \
    -rss_limit_mb=2048 -malloc_limit_mb=1024 -print_final_stats=1 \
    -dict="Dictionaries/$dictionary" -artifact_prefix="$work/$target-" \
    "$work/$target" "Corpus/$target" >"$log" 2>&1
  status=$?
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$')
  coverage=$(grep -E '^#[0-9]+.*cov: ' "$log" | tail -1 | grep -oE 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+/[0-9a-zA-Z]+')
  echo "fuzz: $target: ${execs:-?} inputs in ${seconds} s, ${coverage:-no coverage line}, exit $status"
  if [ "$status" -ne 0 ]; then
    failed=1
    echo "fuzz: $target FAILED; the end of its log:"
    tail -40 "$log"
    for artifact in "$work/$target"-*; do
      [ -e "$artifact" ] || continue
      echo "fuzz: input that failed ($artifact), base64:"
      base64 -w 0 "$artifact" | head -c 4000
      echo
    done
  fi
done
exit $failed
