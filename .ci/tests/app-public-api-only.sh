#!/usr/bin/env bash
# The app is the library's proof (issue 46): it is written against the public API of Overshoot
# and its companions, as an outside user's app is. It imports neither GtkGlue nor CGtk, and calls
# no C function of GTK, GLib, libadwaita or WebKitGTK; what it needs that the API cannot say is
# added to the library.
set -euo pipefail
cd "$(dirname "$0")/../.."
status=0
if grep -rnE '^\s*(@[A-Za-z_()]+\s+)*import\s+((typealias|struct|class|enum|protocol|let|var|func)\s+)?(GtkGlue|CGtk|CGLib|CAdwaita|CWebKit)\b' Sources/OvershootApp; then
  echo "app-public-api-only: the app imports the C layer (above)" >&2
  status=1
fi
if grep -rnE '\b(gtk|g|gdk|gsk|pango|adw|webkit)_[a-z0-9_]+\(' Sources/OvershootApp; then
  echo "app-public-api-only: the app calls C functions (above)" >&2
  status=1
fi
[ "$status" = 0 ] && echo "app-public-api-only: ok (no C import, no C call in Sources/OvershootApp)"
exit "$status"
