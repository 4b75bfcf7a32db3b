#!/usr/bin/env bash
# Every ```swift block of the README, of docs/*.md and of the DocC catalogs
# (Sources/*/*.docc/*.md), built in ONE outside package that depends on this one by path, as a
# user's would (one build of Overshoot), with no warnings but SwiftPM's "prohibited flag(s)"
# notes; then every program among them runs under the display.
#
# - The README's Swift API section (between the swift-api:begin and swift-api:end markers): the
#   first block is an app's main.swift (the executable ReadmeApp, run below); any others are files
#   of one library sharing its model.
# - Every other README block and the design records' in docs/ (the class API beneath, the
#   stores): files of a second library.
# - Each DocC article with swift blocks is a program of its own: its blocks are the files of one
#   executable target (`<Article>Article`). The article names the view its program shows in a
#   hidden comment, `<!-- program: shows Counter -->` (DocC drops it), and this script writes an
#   `@main` App showing it in a WindowGroup, unless a block of the article declares `@main`
#   itself. `shows Counter, Inbox(model: Inbox())` shows several, each in a window of its own. An
#   article with swift blocks and neither fails the check, so no new article slips past.
# Only a block that starts with `// Package.swift` (a manifest excerpt) is not compiled.
#
# Each program then starts with G_DEBUG=fatal-criticals, without GSK_RENDERER and under a deadline
# (90 s), must put its windows on the accessibility bus (Tests/Accessibility/atspi_probe.py),
# stay up and log no GLib warning or critical (Gtk, GLib, Adwaita…), and is stopped. A few are
# driven there as a screen reader's user would (the drive_* functions below): ComposedWidgets'
# Counter, whose switch must show and remove `if isOn { Text("On") }` and whose button counts; the
# dialog, sheet, About and Preferences windows that buttons open.
#
# Without a DISPLAY the run part wraps itself in `.ci/xvfb dbus-run-session`. The outside package
# is kept in .build/doc-snippets (DOC_SNIPPETS_WORK) and built in .build/outside-packages, the
# scratch folder `.ci/outside-package` builds Examples/StoryReader in: Overshoot's modules built
# for one are reused by the other, and a second run rebuilds only what changed.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$repo"
[ -x /opt/swift/usr/bin/swift ] && ! command -v swift >/dev/null && export PATH="/opt/swift/usr/bin:$PATH"
work="${DOC_SNIPPETS_WORK:-$repo/.build/doc-snippets}"
scratch="$repo/.build/outside-packages"
say() { echo "doc-snippets: $*"; }
fail() {
  echo "doc-snippets: FAILED: $*" >&2
  exit 1
}

build() {
  mkdir -p "$work"
  # A path dependency's identity is its directory name, lowercased.
  identity="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"
  python3 - "$repo" "$work" "$identity" <<'PY'
import pathlib, re, shutil, sys
repo, work, identity = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]), sys.argv[3]
swift = lambda text: [b for b in re.findall(r"```swift\n(.*?)```", text, re.S)
                      if not b.startswith("// Package.swift")]
text = (repo / "README.md").read_text()
before, rest = text.split("<!-- swift-api:begin", 1)
section, after = rest.split("<!-- swift-api:end -->", 1)
blocks = swift(section)
assert blocks, "the README's Swift API section has no swift block"
assert not swift(before), "a swift block before the README's Swift API section is never built"
lower = swift(after)
for page in sorted((repo / "docs").glob("*.md")):
    lower += swift(page.read_text())
assert lower, "no swift blocks after the Swift API section or in docs/"
files = {"ReadmeApp": {"main.swift": blocks[0]}}
files["ReadmeSnippets"] = {f"Block{n}.swift": b for n, b in enumerate(blocks[1:], 1)}
files["ReadmeLowerLayer"] = {f"Block{n}.swift": b for n, b in enumerate(lower, 1)}
dependencies = {
    "ReadmeApp": ["Overshoot"],
    "ReadmeSnippets": ["Overshoot", "ScrollCore"],
    "ReadmeLowerLayer": ["Overshoot", "GtkGlue", "RefreshCore", "FeedCore"],
}
executables = ["ReadmeApp"]
windows = {"ReadmeApp": 1}
programs = ["ReadmeApp"]
missing = []
# The package's library products, which an article's blocks may import.
products = set(re.findall(r'\.library\(name: "(\w+)"', (repo / "Package.swift").read_text()))
for catalog in sorted(repo.glob("Sources/*/*.docc")):
    module = catalog.name.removesuffix(".docc")
    for article in sorted(catalog.glob("*.md")):
        text = article.read_text()
        article_blocks = swift(text)
        if not article_blocks:
            continue
        target = article.stem + "Article"
        assert target not in files, f"two articles named {article.stem}"
        sources = {f"Block{n}.swift": b for n, b in enumerate(article_blocks, 1)}
        if not any(re.search(r"^@main\b", b, re.M) for b in article_blocks):
            marker = re.search(r"<!--\s*program:\s*shows\s+(.+?)\s*-->", text, re.S)
            if marker is None:
                missing.append(str(article.relative_to(repo)))
                continue
            # `shows A, B(x: 1)`: each view at the top level of the list, a bare name made with ().
            views, depth, start, spec = [], 0, 0, " ".join(marker.group(1).split())
            for index, char in enumerate(spec + ","):
                depth += (char in "([{") - (char in ")]}")
                if char == "," and depth == 0:
                    views.append(spec[start:index].strip())
                    start = index + 1
            shown = [v if "(" in v else v + "()" for v in views]
            imports = "".join(f"import {m}\n" for m in sorted({"Overshoot", module}))
            name = article.stem + "Program"
            # The first view in the app's WindowGroup; each other in a window of its own, which
            # the first opens as it appears.
            others = "".join(
                f'    Window("{article.stem} {n}", id: "{n}") {{ {v} }}\n'
                for n, v in enumerate(shown[1:], 2))
            opens = "; ".join(f'openWindow(id: "{n}")' for n in range(2, len(shown) + 1))
            first = f"{shown[0]}.onAppear {{ {opens} }}" if opens else shown[0]
            sources["Program.swift"] = (
                f"{imports}\n@main\nstruct {name}: App {{\n"
                f"  var body: some Scene {{\n"
                f'    WindowGroup("{article.stem}") {{ {name}First() }}\n{others}'
                f"  }}\n}}\n\n"
                f"struct {name}First: Widget {{\n"
                f"  @Environment(\\.openWindow) private var openWindow\n"
                f"  var body: some Widget {{ {first} }}\n}}\n")
            windows[target] = len(shown)
        files[target] = sources
        windows.setdefault(target, 1)
        imported = set(re.findall(r"^import (\w+)", "".join(article_blocks), re.M)) & products
        dependencies[target] = sorted({"Overshoot", module} | imported)
        executables.append(target)
        programs.append(target)
if missing:
    sys.exit("doc-snippets: these articles have swift blocks but no `<!-- program: shows View -->`"
             " comment naming the view their program shows:\n  " + "\n  ".join(missing))
sources = work / "Sources"
for stale in (sources.iterdir() if sources.exists() else []):
    if stale.name not in files:
        shutil.rmtree(stale)
for target, contents in files.items():
    folder = sources / target
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.iterdir():
        if old.name not in contents:
            old.unlink()
    for name, content in contents.items():
        path = folder / name
        # Unchanged files keep their times, so a second run compiles only what changed.
        if not path.exists() or path.read_text() != content:
            path.write_text(content)
product = lambda name: f'.product(name: "{name}", package: "{identity}")'
declared = []
for target, contents in files.items():
    if not contents:
        continue
    kind = "executableTarget" if target in executables else "target"
    names = ", ".join(product(name) for name in dependencies[target])
    declared.append(f'    .{kind}(name: "{target}", dependencies: [{names}]),')
manifest = f"""// swift-tools-version: 6.0
import PackageDescription
let package = Package(
  name: "DocSnippets",
  dependencies: [.package(path: "{repo}")],
  targets: [
{chr(10).join(declared)}
  ],
  swiftLanguageModes: [.v6]
)
"""
path = work / "Package.swift"
if not path.exists() or path.read_text() != manifest:
    path.write_text(manifest)
(work / "programs").write_text("".join(f"{p} {windows[p]}\n" for p in programs))
print(f"doc-snippets: {len(blocks)} blocks in the README's Swift API section, "
      f"{len(lower)} after it and in docs/, {len(programs) - 1} DocC articles as programs")
PY

  local log="$work/build.log" start=$SECONDS
  # Its output shown as it comes: a caller's watchdog takes a long silence for a hang.
  if ! timeout 1500 nice -n 10 swift build --package-path "$work" --scratch-path "$scratch" 2>&1 | tee "$log"; then
    fail "a block does not build (or the build passed 25 minutes): see above"
  fi
  local warnings
  warnings=$(grep -E 'warning:' "$log" | grep -v 'prohibited flag(s)' || true)
  if [ -n "$warnings" ]; then
    echo "$warnings" >&2
    fail "the blocks build with warnings"
  fi
  say "every block builds, with no warnings ($((SECONDS - start)) s)"
}

# Runs every program of $work/programs under the display; drives Counter.
run_programs() {
  export GSETTINGS_SCHEMA_DIR=${GSETTINGS_SCHEMA_DIR:-$(bash .ci/compile-schemas)}
  local bin
  bin=$(timeout 120 swift build --package-path "$work" --scratch-path "$scratch" --show-bin-path)
  # Each program's output, kept for a look after a run.
  logs=$work/logs
  rm -rf "$logs"
  mkdir -p "$logs"
  probe=(timeout 15 /usr/bin/python3 -W ignore::DeprecationWarning Tests/Accessibility/atspi_probe.py)
  app_pid=
  trap stop_app EXIT
  local failures=0 program windows start=$SECONDS
  while read -r program windows <&3; do
    if ! run_one "$program" "$windows"; then
      failures=$((failures + 1))
    fi
  done 3<"$work/programs"
  [ "$failures" -eq 0 ] || fail "$failures program(s) failed"
  say "every program runs ($((SECONDS - start)) s)"
}

stop_app() {
  if [[ -n ${app_pid:-} ]] && kill -0 "$app_pid" 2>/dev/null; then
    kill "$app_pid" 2>/dev/null || true
    wait "$app_pid" 2>/dev/null || true
  fi
  app_pid=
}

# One program: start it, wait for its window, drive it if it has a driver, stop it, read its log.
run_one() {
  local app=$1 windows=$2 started=$EPOCHREALTIME
  log="$logs/$app.log"
  G_DEBUG=fatal-criticals env -u GSK_RENDERER timeout 90 "$bin/$app" >"$log" 2>&1 &
  app_pid=$!
  local result=0
  # (`set -e` does not reach into a function called with `||`: each step returns on failure.)
  shows_windows "$app" "$windows" || result=1
  if [ "$result" -eq 0 ] && declare -F "drive_$app" >/dev/null; then
    "drive_$app" "$app" || result=1
  fi
  [ "$result" -eq 0 ] && { alive "$app" "finishing" || result=1; }
  stop_app
  # GLib's log lines: `(app:pid): Gtk-WARNING **: …`, whatever the domain.
  if [ "$result" -eq 0 ] && grep -E -- '-(WARNING|CRITICAL) \*\*|CRITICAL' "$log" >&2; then
    echo "doc-snippets: $app logged GTK warnings or criticals" >&2
    result=1
  fi
  local seconds
  seconds=$(awk -v a="$started" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }')
  if [ "$result" -eq 0 ]; then
    printf 'doc-snippets: %-30s ok   %5s s\n' "$app" "$seconds"
  else
    printf 'doc-snippets: %-30s FAIL %5s s\n' "$app" "$seconds" >&2
    echo "--- $app's output:" >&2
    cat "$log" >&2
  fi
  return "$result"
}

alive() { kill -0 "$app_pid" 2>/dev/null || {
  echo "doc-snippets: $1 exited while $2" >&2
  return 1
}; }

# Waits up to 30 s for APP's COUNT windows (visible frames) on the accessibility bus.
shows_windows() {
  local app=$1 count=$2 shown=0
  for _ in $(seq 150); do
    alive "$app" "starting" || return 1
    shown=$("${probe[@]}" visible "$app" frame 2>/dev/null | wc -l || true)
    [ "$shown" -ge "$count" ] && return 0
    sleep 0.2
  done
  echo "doc-snippets: $app showed $shown of its $count windows on the accessibility bus in 30 s" >&2
  return 1
}

visible_labels() { "${probe[@]}" visible "$1" label || true; }

# Waits up to 10 s until the label NAME shows (WANT `shows`) or is gone (`gone`) in APP: the
# probe's own `find` and `gone` waits.
label() {
  local app=$1 want=$2 name=$3 command=find
  [ "$want" = gone ] && command=gone
  "${probe[@]}" "$command" "$app" label "$name" --timeout 10 >/dev/null 2>&1 && return 0
  alive "$app" "waiting for the label \"$name\"" || return 1
  echo "doc-snippets: $app: the label \"$name\" $([ "$want" = shows ] && echo "does not show" || echo "is not gone") (visible labels:" \
    "$(visible_labels "$app" | paste -sd '|'))" >&2
  return 1
}

# Runs the action of APP's control named NAME (not a label), whatever role this GTK gives it (a
# switch is a check box on GTK 4.8).
press() {
  local app=$1 name=$2 role
  alive "$app" "pressing \"$name\"" || return 1
  role=$("${probe[@]}" named "$app" "$name" | grep -vx label | head -n 1 || true)
  [ -n "$role" ] || {
    echo "doc-snippets: $app: no control named \"$name\"" >&2
    return 1
  }
  "${probe[@]}" click "$app" "$role" "$name" >/dev/null
}

# ComposedWidgets' Counter: `if isOn { Text("On") }` follows the switch, the count its button.
drive_ComposedWidgetsArticle() {
  local app=$1
  label "$app" shows "Count: 0" || return 1
  label "$app" gone "On" || return 1
  press "$app" Switch || return 1
  label "$app" shows "On" || return 1
  press "$app" More || return 1
  label "$app" shows "Count: 1" || return 1
  press "$app" Switch || return 1
  label "$app" gone "On" || return 1
  label "$app" shows "Count: 1"
}

# Dialogs' DialogWindow, Presentation's sheet, the Adwaita page's About and Preferences windows:
# each opens a window of its own.
drive_DialogsArticle() {
  press "$1" "Add Feed…" || return 1
  shows_windows "$1" 2
}

drive_PresentationArticle() {
  press "$1" Edit || return 1
  shows_windows "$1" 7 || return 1
  label "$1" shows Editing
}

drive_OvershootAdwaitaArticle() {
  label "$1" shows "5 entries marked as read" || return 1
  press "$1" About || return 1
  shows_windows "$1" 2 || return 1
  press "$1" Preferences || return 1
  shows_windows "$1" 3
}

if [ "${1:-}" != --run ]; then
  build
  if [ -z "${DISPLAY:-}" ]; then
    exec bash .ci/xvfb dbus-run-session -- bash "$repo/.ci/tests/doc-snippets.sh" --run
  fi
fi
run_programs
