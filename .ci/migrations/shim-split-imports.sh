#!/usr/bin/env bash
# Issue 13: shim.h keeps only the library's helpers; the app's moved to COvershootApp, the
# tests' to CGtkTestSupport. Adds the import after `import CGtk` in every file that calls one.
# Mechanical and idempotent:
#
#     bash .ci/migrations/shim-split-imports.sh Sources/OvershootApp Tests/GtkTests
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
add_import() { # module header extra-pattern dirs...
  local module=$1 header=$2 extra=$3
  shift 3
  local names
  names=$(grep -oE '\bovershoot_[a-z0-9_]+\(' "$header" | tr -d '(' | sort -u | paste -sd'|')
  names="$names|$extra"
  { grep -rlE "\\b($names)\\(" --include='*.swift' "$@" || true; } | while read -r file; do
    grep -qx "import $module" "$file" && continue
    if grep -qx 'import CGtk' "$file"; then
      sed -i "0,/^import CGtk\$/s//import CGtk\nimport $module/" "$file"
    else
      sed -i "1i import $module" "$file"
    fi
  done
}
# app_shim.h also brings gio/gsettingsbackend.h (the in-memory settings backend).
add_import COvershootApp "$repo/Sources/COvershootApp/app_shim.h" 'g_[a-z_]*settings_backend_[a-z_]+' "$@"
add_import CGtkTestSupport "$repo/Tests/CGtkTestSupport/test_shim.h" 'overshoot_process_cpu_seconds' "$@"
