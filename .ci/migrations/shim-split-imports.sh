#!/usr/bin/env bash
# Issue 13: shim.h keeps only the library's helpers; the app's moved to COvershootApp, the
# tests' to CGtkTestSupport. Adds the import after `import CGtk` in every file that calls one.
# Mechanical and idempotent:
#
#     bash .ci/migrations/shim-split-imports.sh Sources/OvershootApp Tests/GtkTests
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
add_import() { # module header dirs...
  local module=$1 header=$2
  shift 2
  local names
  names=$(grep -oE '\bovershoot_[a-z0-9_]+\(' "$header" | tr -d '(' | sort -u | paste -sd'|')
  grep -rlE "\\b($names)\\(" --include='*.swift' "$@" | while read -r file; do
    grep -qx "import $module" "$file" && continue
    if grep -qx 'import CGtk' "$file"; then
      sed -i "0,/^import CGtk\$/s//import CGtk\nimport $module/" "$file"
    else
      sed -i "1i import $module" "$file"
    fi
  done
}
add_import COvershootApp "$repo/Sources/COvershootApp/app_shim.h" "$@"
add_import CGtkTestSupport "$repo/Tests/CGtkTestSupport/test_shim.h" "$@"
