#!/usr/bin/env python3
"""What a release build must not contain, derived from the sources (no hand list).

Prints one line per name, `KIND NAME WHERE`:
- `test`: a declaration in `Sources/` marked `@_spi(Testing)` or inside `#if DEBUG` /
  `#if OVERSHOOT_TEST_HOOKS`; NAME is the dotted path a demangled symbol carries
  (`NavigationSidebar.headingTitles`, `LiveCounts`), WHERE its file and line;
- `module`: a Swift module of `Benchmarks/` (a folder with Swift files); none of its symbols may
  be in a release build.

`test-only-names.py ROOT check DEBUG RELEASE BINARY...` (what `release-symbols.sh` runs) checks
them against builds: each test name must be in the debug build's objects (`DEBUG/<Module>.build`),
so the scan named something real, and no name may be in the release build's objects
(`RELEASE/<Module>.build`) or in the binaries.

A line-based scanner, not a Swift parser: declarations are found by their keyword at the level of
a type or a file (not inside a function), types nest by braces outside strings and comments. What
it cannot name (an operator, a subscript, an `init`) it skips: its type or member is named when
that is test-only too.
"""
import pathlib
import re
import subprocess
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
TYPE = re.compile(r"\b(extension|struct|class|enum|actor|protocol)\s+([A-Za-z_][\w.]*)")
MEMBER = re.compile(r"\b(?:func|var|let|case|typealias)\s+([A-Za-z_]\w*)")
TEST_CONDITION = re.compile(r"^\s*#if\s+(DEBUG|OVERSHOOT_TEST_HOOKS)\b")


def code_only(line: str) -> str:
    """The line without string literals and `//` comments."""
    line = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
    return line.split("//", 1)[0]


def scan(path: pathlib.Path, emit) -> None:
    types: list[tuple[str, int]] = []  # (dotted type name, brace depth of its body)
    conditions: list[bool] = []  # per open #if: whether the code under it now is test-only
    depth = 0
    pending_type = None
    spi_pending = False
    for number, raw in enumerate(path.read_text().splitlines(), 1):
        stripped = raw.strip()
        if stripped.startswith("#if"):
            conditions.append(bool(TEST_CONDITION.match(raw)))
            continue
        if stripped.startswith("#else") or stripped.startswith("#elseif"):
            if conditions:
                conditions[-1] = False
            continue
        if stripped.startswith("#endif"):
            if conditions:
                conditions.pop()
            continue
        line = code_only(raw)
        if not line.strip() or line.lstrip().startswith("import "):
            continue
        if "@_spi(Testing)" in line:
            spi_pending = True
        type_match = TYPE.search(line)
        member_match = MEMBER.search(line)
        declared = None
        if type_match and type_match.group(1) != "extension":
            declared = type_match.group(2)
        elif member_match and not type_match:
            declared = member_match.group(1)
        at_declaration_level = depth == (types[-1][1] if types else 0)
        if declared and at_declaration_level:
            if spi_pending or any(conditions):
                owner = types[-1][0] if types else ""
                emit(f"{owner}.{declared}" if owner else declared, f"{path}:{number}")
            spi_pending = False
        if type_match:
            name = type_match.group(2)
            if type_match.group(1) != "extension" and types:
                name = f"{types[-1][0]}.{name}"
            pending_type = name
        for char in line:
            if char == "{":
                depth += 1
                if pending_type is not None:
                    types.append((pending_type, depth))
                    pending_type = None
            elif char == "}":
                if types and types[-1][1] == depth:
                    types.pop()
                depth -= 1


def demangled_symbols(files: list[pathlib.Path]) -> list[str]:
    """The demangled names of the symbols `files` define."""
    if not files:
        return []
    listed = subprocess.run(
        ["nm", "--defined-only", *map(str, files)], capture_output=True, text=True, check=True
    ).stdout
    # Only symbol lines: with several files nm also prints each file's name.
    listed = "\n".join(line for line in listed.splitlines() if re.match(r"[0-9a-fA-F]+ \w ", line))
    return subprocess.run(
        ["swift", "demangle"], input=listed, capture_output=True, text=True, check=True
    ).stdout.splitlines()


def pattern(kind: str, name: str) -> re.Pattern:
    """How `name` shows in a demangled symbol: `Module.Type.member`, a generic type's arguments
    (`Type<A>`) allowed between, a private one's file hash too; a module as `Module.` at a name's
    start."""
    if kind == "module":
        return re.compile(rf"(?<![\w.]){re.escape(name)}\.")
    # A private declaration demangles as `(name in _3DF9…)`.
    parts = [rf"(?:{re.escape(part)}|\({re.escape(part)} in _[0-9A-F]+\))" for part in name.split(".")]
    return re.compile(r"(?<![\w(])" + r"(?:<[^<>]*>)?\.".join(parts) + r"(?![\w])")


def objects(build: pathlib.Path, modules: list[str]) -> list[pathlib.Path]:
    return [o for module in modules for o in sorted((build / f"{module}.build").glob("*.o"))]


def check(names: dict, debug: pathlib.Path, release: pathlib.Path, binaries: list[str]) -> int:
    modules = sorted(p.name for p in (root / "Sources").iterdir() if p.is_dir())
    failures = []
    debug_symbols = demangled_symbols(objects(debug, modules))
    for (kind, name), where in sorted(names.items()):
        last = name.split(".")[-1]
        if kind == "test" and not any(
            pattern(kind, name).search(line) for line in debug_symbols if last in line
        ):
            failures.append(
                f"{name} ({where}) is not in the debug build: the scan named something that is "
                "not a symbol; name the declaration so it can be found")
    release_objects = objects(release, modules)
    if not release_objects:
        failures.append(f"no release objects under {release}: nothing to check")
    targets = [(str(release / "<Module>.build/*.o"), demangled_symbols(release_objects))]
    targets += [(binary, demangled_symbols([pathlib.Path(binary)])) for binary in binaries]
    patterns = {key: pattern(*key) for key in names}
    for label, symbols in targets:
        text = "\n".join(symbols)
        for (kind, name), where in sorted(names.items()):
            # A plain substring test first: most names are in no line, and the regex is slower.
            last = name.split(".")[-1]
            candidates = [line for line in symbols if last in line] if last in text else []
            found = [line for line in candidates if patterns[(kind, name)].search(line)]
            if found:
                failures.append(
                    f"{len(found)} symbols of {kind}-only {name} ({where}) in {label}, e.g. {found[0]}")
    for failure in failures:
        print(f"release-symbols: {failure}", file=sys.stderr)
    if not failures:
        tests = sum(1 for kind, _ in names if kind == "test")
        print(f"release-symbols: ok: {tests} test-only names (each in the debug build) and "
              f"{len(names) - tests} bench modules in none of {len(release_objects)} release "
              f"objects and {len(binaries)} binaries")
    return 1 if failures else 0


names: dict[tuple[str, str], str] = {}
for path in sorted((root / "Sources").rglob("*.swift")):
    scan(path, lambda name, where: names.setdefault(("test", name), where))
benchmarks = root / "Benchmarks"
for folder in sorted(p for p in benchmarks.iterdir() if p.is_dir()):
    if any(folder.rglob("*.swift")) and not (folder / "Package.swift").exists():
        names.setdefault(("module", folder.name), str(folder))
if len(sys.argv) > 2 and sys.argv[2] == "check":
    sys.exit(check(names, pathlib.Path(sys.argv[3]), pathlib.Path(sys.argv[4]), sys.argv[5:]))
for (kind, name), where in sorted(names.items()):
    print(kind, name, where)
