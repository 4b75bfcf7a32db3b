#!/usr/bin/env bash
# GtkGlue's typed GTK layer (Sources/GtkGlue/Generated/) is what `.ci/generate-gtk-wrappers`
# makes from this machine's GTK 4.8 GIR and `.ci/gtk-wrappers.list`: it regenerates into a
# temporary folder and fails on any difference, so nobody edits the output by hand and the list
# and the checked-in files never drift apart.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ ! -e /usr/share/gir-1.0/Gtk-4.0.gir ]; then
  echo "gtk-wrappers-current: no /usr/share/gir-1.0/Gtk-4.0.gir (apt install libgtk-4-dev)" >&2
  exit 1
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
python3 .ci/generate-gtk-wrappers "$out"
if ! diff -ru Sources/GtkGlue/Generated "$out"; then
  echo "gtk-wrappers-current: Sources/GtkGlue/Generated differs from the generator's output" \
    "(above); run .ci/generate-gtk-wrappers" >&2
  exit 1
fi
echo "gtk-wrappers-current: ok ($(ls "$out" | wc -l) generated files match)"
