#!/usr/bin/env bash
# Re-runs issue 13's mechanical library migrations, in order, on the working tree: for a branch
# written against the old names (RefreshCore for everything, .asWindow, .cast(to:), the C cast
# helpers of shim.h, public LiveCounts). Idempotent: on a migrated tree it changes nothing.
#
#     bash .ci/migrations/issue-13.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH=/opt/swift/usr/bin:$PATH
python3 .ci/migrations/split-refresh-core.py Sources Tests Examples
bash .ci/migrations/checked-casts.sh Sources Tests Examples
files=$(grep -rlE 'overshoot_|OpaquePointer\(|\.opaque|\.isA\(' --include='*.swift' Sources Tests Examples || true)
[ -z "$files" ] || perl -pi .ci/migrations/shim-casts-to-checked.pl $files
# The app's own checked(_:) / checked(_:as:) on GtkWidget pointers now live in GtkGlue.
[ ! -e Sources/OvershootApp/Playground/PlaygroundCast.swift ] ||
  git rm -qf Sources/OvershootApp/Playground/PlaygroundCast.swift
bash .ci/migrations/shim-split-imports.sh Sources/OvershootApp Tests/GtkTests
for f in $(grep -rl 'LiveCounts' Tests || true); do
  sed -i 's/^import GtkGlue$/@_spi(Testing) import GtkGlue/' "$f"
done
for f in $(grep -rl 'boundRowTextsForTesting' Tests || true); do
  sed -i 's/^import Overshoot$/@_spi(Testing) import Overshoot/' "$f"
done
changed=$(git diff --name-only --diff-filter=M | grep '\.swift$' || true)
[ -z "$changed" ] || swift format --in-place $changed
