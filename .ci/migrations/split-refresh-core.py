#!/usr/bin/env python3
"""Issue 13: RefreshCore split into RefreshCore, ListDiffing, ScrollCore and OvershootRelease.

Rewrites every `import RefreshCore` (with any attribute before it, such as `@testable`) in the
Swift files under the given roots into the imports of the modules whose public names the file
mentions, and renames `BackToTopButton` to `BackToTopVisibility`. Purely mechanical and
idempotent: re-run it on a branch that still imports RefreshCore for everything.

    python3 .ci/migrations/split-refresh-core.py Sources Tests Examples
"""
import pathlib
import re
import sys

MODULES = {
    "ListDiffing": "IDIndex IncreasingRunKeyed ListChanges ListContentChange ListDiff ListDiffError "
    "ListMatching ListSnapshot ListSplice LongestIncreasingRun",
    "ScrollCore": "BackToTopVisibility FlashDecision FlashScheduler FlashTrigger GeometryChangeFilter "
    "NewItemsPill PillEffect ScrollAdjustment ScrollAxes ScrollGeometry ScrollGeometryObserver "
    "ScrollPhase ScrollPoint ScrollSize VelocityEstimator",
    "OvershootRelease": "OvershootVersion",
    "RefreshCore": "OvershootEdge PullChange PullConfiguration PullEffect PullEvent PullGeometry "
    "PullObservation PullPhase PullSource PullState PullStateMachine PullStep PullThreshold "
    "PullToRefreshController PullTrigger RefreshAction RefreshCoordinator "
    "RefreshCoordinatorBusyError RefreshFailure RefreshOutcome RefreshOutcomeKind "
    "RefreshOutcomeUnknownError RefreshPolicy RefreshRequestSource RefreshResult "
    "RefreshTimeoutError ReplayOutput RubberBand SeededRandom TraceEvent TraceLineError "
    "TraceNumber TraceReplayer TraceWriter TraceWriterError",
}
# The new modules' own sources import nothing of each other.
SKIP = ("Sources/RefreshCore/", "Sources/ListDiffing/", "Sources/ScrollCore/", "Sources/OvershootRelease/")
IMPORT = re.compile(r"^((?:@[\w()]+ )*)import RefreshCore\n", re.M)

for root in sys.argv[1:]:
    for path in sorted(pathlib.Path(root).rglob("*.swift")):
        if str(path).startswith(SKIP):
            continue
        text = path.read_text()
        renamed = re.sub(r"\bBackToTopButton\b", "BackToTopVisibility", text)
        match = IMPORT.search(renamed)
        if match:
            body = IMPORT.sub("", renamed)
            needed = [m for m, names in MODULES.items()
                      if re.search(r"\b(" + "|".join(names.split()) + r")\b", body)]
            needed = needed or ["RefreshCore"]
            lines = "".join(f"{match.group(1)}import {m}\n" for m in sorted(needed))
            renamed = renamed[: match.start()] + lines + renamed[match.end():]
        if renamed != text:
            path.write_text(renamed)
