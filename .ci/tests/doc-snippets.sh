#!/usr/bin/env bash
# Builds every ```swift block of the README and of docs/*.md in an outside package that depends on
# this one by path, as a user would. In the README's Swift API section (between the
# swift-api:begin and swift-api:end markers) the first block is an app's main.swift and any others
# are files of one library sharing its model; every other block (the README's after the section,
# and the design records' in docs/: the class API beneath, the stores) is a file of a second
# library. Only a block that starts with `// Package.swift` (a manifest excerpt) is not compiled.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# A path dependency's identity is its directory name, lowercased.
identity="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"

python3 - "$repo" "$work" "$identity" <<'PY'
import pathlib, re, sys
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
sources = work / "Sources"
targets = {"ReadmeApp": blocks[:1], "ReadmeSnippets": blocks[1:], "ReadmeLowerLayer": lower}
for target, files in targets.items():
    for number, block in enumerate(files, 1):
        folder = sources / target
        folder.mkdir(parents=True, exist_ok=True)
        (folder / ("main.swift" if target == "ReadmeApp" else f"Block{number}.swift")).write_text(block)
product = lambda name: f'.product(name: "{name}", package: "{identity}")'
dependencies = {
    "ReadmeApp": ["Overshoot"],
    "ReadmeSnippets": ["Overshoot", "ScrollCore"],
    "ReadmeLowerLayer": ["Overshoot", "GtkGlue", "RefreshCore", "FeedCore"],
}
declared = []
for target, files in targets.items():
    if not files:
        continue
    kind = "executableTarget" if target == "ReadmeApp" else "target"
    names = ", ".join(product(name) for name in dependencies[target])
    declared.append(f'    .{kind}(name: "{target}", dependencies: [{names}]),')
(work / "Package.swift").write_text(f"""// swift-tools-version: 6.0
import PackageDescription
let package = Package(
  name: "ReadmeBlocks",
  dependencies: [.package(path: "{repo}")],
  targets: [
{chr(10).join(declared)}
  ],
  swiftLanguageModes: [.v6]
)
""")
print(f"readme-swift-blocks: {len(blocks)} blocks in the README's Swift API section, "
      f"{len(lower)} after it and in docs/")
PY

log="$work/build.log"
if ! timeout 900 nice -n 10 swift build --package-path "$work" >"$log" 2>&1; then
  cat "$log"
  echo "readme-swift-blocks: a README block does not build (or the build passed 15 minutes)" >&2
  exit 1
fi
warnings=$(grep -E 'warning:' "$log" | grep -v 'prohibited flag(s)' || true)
if [ -n "$warnings" ]; then
  echo "$warnings"
  echo "readme-swift-blocks: README blocks build with warnings" >&2
  exit 1
fi
echo "readme-swift-blocks: every block builds"
