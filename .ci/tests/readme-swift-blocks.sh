#!/usr/bin/env bash
# Builds every ```swift block of the README in an outside package that depends on this one by
# path, as a user would. In the Swift API section (between the swift-api:begin and swift-api:end
# markers) the first block is an app's main.swift and the others are files of one library sharing
# its model; the blocks after it (the class API beneath, the stores) are files of a second library.
# Only a block that starts with `// Package.swift` (a manifest excerpt) is not compiled.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/ReadmeApp" "$work/Sources/ReadmeSnippets" "$work/Sources/ReadmeLowerLayer"

python3 - "$repo/README.md" "$work/Sources" <<'PY'
import pathlib, re, sys
text = pathlib.Path(sys.argv[1]).read_text()
section, rest = text.split("<!-- swift-api:begin", 1)[1].split("<!-- swift-api:end -->", 1)
blocks = re.findall(r"```swift\n(.*?)```", section, re.S)
lower = [b for b in re.findall(r"```swift\n(.*?)```", rest, re.S) if not b.startswith("// Package.swift")]
assert lower, "no swift blocks after the Swift API section"
assert len(blocks) >= 2, "the Swift API section has no swift blocks"
out = pathlib.Path(sys.argv[2])
(out / "ReadmeApp" / "main.swift").write_text(blocks[0])
for number, block in enumerate(blocks[1:], 1):
    (out / "ReadmeSnippets" / f"Block{number}.swift").write_text(block)
for number, block in enumerate(lower, 1):
    (out / "ReadmeLowerLayer" / f"Block{number}.swift").write_text(block)
print(f"readme-swift-blocks: {len(blocks)} blocks in the Swift API section, {len(lower)} after it")
PY

# A path dependency's identity is its directory name, lowercased.
identity="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"
cat >"$work/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
  name: "ReadmeBlocks",
  dependencies: [.package(path: "$repo")],
  targets: [
    .executableTarget(name: "ReadmeApp", dependencies: [.product(name: "Overshoot", package: "$identity")]),
    .target(name: "ReadmeSnippets", dependencies: [
      .product(name: "Overshoot", package: "$identity"),
      .product(name: "ScrollCore", package: "$identity"),
    ]),
    .target(name: "ReadmeLowerLayer", dependencies: [
      .product(name: "Overshoot", package: "$identity"),
      .product(name: "GtkGlue", package: "$identity"),
      .product(name: "RefreshCore", package: "$identity"),
      .product(name: "FeedCore", package: "$identity"),
    ]),
  ],
  swiftLanguageModes: [.v6]
)
SWIFT

log="$work/build.log"
if ! timeout 900 swift build --package-path "$work" >"$log" 2>&1; then
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
