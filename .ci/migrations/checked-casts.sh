#!/usr/bin/env bash
# Issue 13: the glue's one checked-cast vocabulary replaces `.asObject`, `.asWidget`,
# `.asWindow` and the unchecked `.cast(to:)`. Purely mechanical and idempotent; re-run it on a
# branch written against the old spellings:
#
#     bash .ci/migrations/checked-casts.sh Sources Tests Examples
set -euo pipefail
{ grep -rlE '\.(asObject|asWidget|asWindow)\b|\.cast\(to: ' --include='*.swift' "$@" || true; } |
  xargs -r perl -pi -e '
    s/\.cast\(to: GTypeInstance\.self\)/.typeInstance/g;
    s/\.cast\(to: (\w+)\.self\)/.checked(as: $1.self)/g;
    s/\.asObject\b/.checked(as: GObject.self)/g;
    s/\.asWidget\b/.checked(as: GtkWidget.self)/g;
    s/\.asWindow\b/.checked(as: GtkWindow.self)/g;
  '
