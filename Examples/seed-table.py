#!/usr/bin/env python3
"""Prints docs/seeds.md's table: lines and raw GTK calls of each seed example against the SwiftUI
code its article shows. Usage: python3 Examples/seed-table.py SEEDS_DIR

Counts non-blank, non-comment lines. Article code is every top-level Swift declaration the
article lists (from a line starting a declaration to the next line that is a lone `}`)."""
import pathlib, re, sys

seeds = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "../shared/seeds")
examples = pathlib.Path(__file__).parent / "SeedExamples"
start = re.compile(r"^(import |struct |public struct |final class |class |extension |func |private |@)")

def article_lines(path):
    count, inside = 0, False
    for line in path.read_text(errors="replace").splitlines():
        if not inside and start.match(line):
            inside = True
        if inside:
            if line.strip() and not line.strip().startswith("//"):
                count += 1
            if line.rstrip() == "}":
                inside = False
    return count

def example_lines(path):
    text = path.read_text()
    lines = [l for l in text.splitlines() if l.strip() and not l.strip().startswith("//")]
    raw = len(re.findall(r"\b(gtk|g|gdk)_[a-z_]+\(", text))
    return len(lines), raw

print("| seed | SwiftUI API mirrored | article's SwiftUI lines | Overshoot example | lines | raw GTK calls |")
print("| --- | --- | --- | --- | --- | --- |")
mirrors = {
    "000": "`List.refreshable(action:)`, `onRefresh: { done in }`",
    "001": "`RefreshableScrollView` (15 % threshold, turning icon)",
    "002": "`ScrollView` + `LazyVStack`, 145 pt, `ProgressView`",
    "003": "`listRowSeparator(.hidden)`, `TrackableScrollView`, large titles",
    "004": "`scrollIndicatorsFlash(onAppear:)`, `(trigger:)`",
}
for number, api in mirrors.items():
    article = next(seeds.glob(f"{number}_*.txt"))
    example = next(examples.glob(f"Seed{number}*.swift"))
    lines, raw = example_lines(example)
    print(f"| {number} | {api} | {article_lines(article)} | `{example.name}` | {lines} | {raw} |")
