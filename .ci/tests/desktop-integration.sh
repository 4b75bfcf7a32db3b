#!/usr/bin/env bash
# Desktop integration (issue 7), run by .ci/test-all after the GTK tests:
#   validators (desktop file, AppStream, schema), schema defaults == SettingKey.swift,
#   the Flatpak manifest check, then one release build through meson installed into a
#   temporary destdir: the file list, `--version`, a static Swift runtime, no test hook in the
#   release binary, and the installed binary finding the installed schema and restoring the
#   window size a debug build saved there while following the portal's dark mode under Xvfb
#   (the debug build runs the `OVERSHOOT_TEST_STEPS` script, which release builds lack), then
#   the installed app in German (LANG=de_DE.UTF-8): its desktop file has Name[de], and a screen
#   reader (AT-SPI) finds the header bar's button and the sidebar's rows in German.
# The meson build folder (.build/meson, SwiftPM scratch inside) is reused between runs.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ -x /opt/swift/usr/bin/swift ] && ! command -v swift >/dev/null && export PATH="/opt/swift/usr/bin:$PATH"
app_id=io.github.overshoot.Overshoot
say() { echo "desktop-integration: $*"; }
fail() {
  echo "desktop-integration: FAILED: $*" >&2
  exit 1
}

# FeedCore builds against libcurl's headers (CCurl, loaded at run time) and libxml2 (CLibXML2).
missing=()
for package in libcurl4-openssl-dev libxml2-dev meson ninja-build desktop-file-utils appstream \
  gettext locales; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  say "installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
# The German run below needs a real German locale (as .ci/quickstart makes it).
if ! locale -a 2>/dev/null | grep -qix 'de_DE.utf8'; then
  say "generating the de_DE.UTF-8 locale"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo localedef -i de_DE -c -f UTF-8 de_DE.UTF-8
fi

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# The desktop file and the metainfo are templates (*.in) that msgfmt fills with the translations,
# as meson's merge_file does: validate what is installed.
mkdir -p "$scratch/merged"
msgfmt --desktop --template "data/$app_id.desktop.in" -d data/po -o "$scratch/merged/$app_id.desktop"
msgfmt --xml --template "data/$app_id.metainfo.xml.in" -d data/po \
  -o "$scratch/merged/$app_id.metainfo.xml"
say "desktop-file-validate"
desktop-file-validate "$scratch/merged/$app_id.desktop"
say "appstreamcli validate --no-net"
appstreamcli validate --no-net "$scratch/merged/$app_id.metainfo.xml"
say "glib-compile-schemas --strict"
glib-compile-schemas --strict --dry-run data

say "schema defaults match SettingKey.swift"
python3 - <<'PY'
import re, sys, xml.etree.ElementTree as ET
schema = ET.parse("data/io.github.overshoot.Overshoot.gschema.xml").getroot().find("schema")
xml = {k.get("name"): (k.get("type"), k.find("default").text.strip("'")) for k in schema.findall("key")}
swift = open("Sources/OvershootApp/Services/Settings/SettingKey.swift").read()
names = dict(re.findall(r'case (\w+) = "([\w-]+)"', swift))
defaults = dict(re.findall(r'case \.(\w+): \.\w+\(("?[^)]*"?)\)', swift))
kinds = {"i": "int", "u": "uint", "b": "bool", "s": "string"}
swift_keys = {names[case]: (re.search(r'case \.%s: \.(\w+)\(' % case, swift).group(1), defaults[case].strip('"'))
              for case in names}
bad = [k for k in xml if k not in swift_keys or kinds[xml[k][0]] != swift_keys[k][0]
       or xml[k][1] != swift_keys[k][1]]
bad += [k for k in swift_keys if k not in xml]
if bad:
    sys.exit("mismatched keys: %s\nschema: %s\nswift: %s" % (bad, xml, swift_keys))
print("ok: %d keys" % len(xml))
PY

say "Flatpak manifest"
python3 .ci/tests/check-flatpak-manifest.py

build=.build/meson
dest=$scratch/dest
say "meson setup + install into a temporary destdir (release build; incremental after the first)"
if [ -f "$build/build.ninja" ]; then
  meson setup --reconfigure "$build" >/dev/null
else
  meson setup "$build" >/dev/null
fi
nice -n 10 meson install -C "$build" --destdir "$dest" >"$scratch/install.log" 2>&1 || {
  tail -40 "$scratch/install.log"
  fail "meson install"
}
prefix=$(meson introspect "$build" --buildoptions |
  python3 -c 'import json,sys; print([o["value"] for o in json.load(sys.stdin) if o["name"]=="prefix"][0])')
root=$dest$prefix
expected="bin/overshoot
bin/overshoot-cli
share/applications/$app_id.desktop
share/glib-2.0/schemas/$app_id.gschema.xml
share/icons/hicolor/scalable/apps/$app_id.svg
share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg
share/locale/de/LC_MESSAGES/overshoot.mo
share/metainfo/$app_id.metainfo.xml"
actual=$(cd "$root" && find . -type f | sed 's|^\./||' | sort)
if [ "$actual" != "$expected" ]; then
  diff <(echo "$expected") <(echo "$actual") || true
  fail "installed files differ from the expected list"
fi
say "installed: $(echo "$actual" | tr '\n' ' ')"

version=$(env -u DISPLAY -u WAYLAND_DISPLAY "$root/bin/overshoot" --version)
say "overshoot --version: $version"
[[ "$version" =~ ^overshoot\ [0-9]+\.[0-9]+\.[0-9]+ ]] || fail "overshoot --version printed '$version'"
"$root/bin/overshoot-cli" --version >/dev/null || fail "overshoot-cli --version"
if ldd "$root/bin/overshoot" | grep -q 'libswift\|libFoundation'; then
  fail "the installed binary links the Swift runtime dynamically"
fi
say "static Swift runtime: no libswift*/libFoundation* in ldd"

# The desktop tests' step script is compiled into debug builds only (OVERSHOOT_TEST_HOOKS):
# its environment variable's name (strings) and its type's symbols (nm) must be absent from
# the release binary, and present in the debug one, or the check proves nothing. (The source
# file's path stays in the debug info's file list; it names no code.)
debug_app=$(swift build --show-bin-path)/overshoot
[ -x "$debug_app" ] || swift build --product overshoot >/dev/null
hook_traces() {
  local names symbols
  names=$(strings "$1" | grep -c 'OVERSHOOT_TEST_STEPS' || true)
  symbols=$(nm "$1" | grep -c 'DesktopTestHook' || true)
  echo $((names + symbols))
}
[ "$(hook_traces "$root/bin/overshoot")" = 0 ] || fail "the release binary contains the test hook"
[ "$(hook_traces "$debug_app")" != 0 ] || fail "the debug binary lacks the test hook: the check above proves nothing"
say "no test hook in the release binary (strings and symbols)"

# As post_install does on a real install (meson skips it under DESTDIR).
glib-compile-schemas --strict "$root/share/glib-2.0/schemas"

say "installed schema, size saved by the debug build and restored by the installed one, dark mode"
# Both apps with one private keyfile store and the installed share folder; no
# GSETTINGS_SCHEMA_DIR, so each must find the schema under XDG_DATA_DIRS. (A script file:
# xvfb-run's sh drops exported bash functions.)
cat >"$scratch/session.sh" <<SESSION
set -e
run() {
  env -u GSETTINGS_SCHEMA_DIR GSETTINGS_BACKEND=keyfile XDG_CONFIG_HOME="$scratch/config" \\
    XDG_DATA_DIRS="$root/share:/usr/share" G_DEBUG=fatal-criticals timeout 60 "\$@"
}
/usr/bin/python3 .ci/tests/fake-portal.py 1 2 6 >"$scratch/portal.log" 2>&1 &
for _ in \$(seq 50); do grep -qs ready "$scratch/portal.log" && break; sleep 0.1; done
OVERSHOOT_TEST_STEPS=size=1000x700,dark,wait=7000,dark,close run "$debug_app" \\
  >"$scratch/first.out" 2>"$scratch/first.err"
run "$root/bin/overshoot" --screenshot "$scratch/second.png" 2>"$scratch/second.err"
kill %1
SESSION
bash .ci/xvfb dbus-run-session -- bash "$scratch/session.sh" || {
  cat "$scratch"/*.err "$scratch"/*.out 2>/dev/null
  fail "running the installed app"
}
cat "$scratch/first.out"
if grep -q "settings schema" "$scratch/first.err" "$scratch/second.err"; then
  cat "$scratch/first.err" "$scratch/second.err"
  fail "an app did not find the installed schema"
fi
[ "$(sed -n 2p "$scratch/first.out")" = "dark: true" ] || fail "portal color-scheme 1 did not turn dark mode on"
[ "$(sed -n 3p "$scratch/first.out")" = "dark: false" ] || fail "SettingChanged to 2 did not turn it off"
size=$(python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print("%dx%d" % struct.unpack(">II", d[16:24]))' "$scratch/second.png")
say "restored window: $size (first run: $(head -1 "$scratch/first.out"))"
[ "size: $size (default 1000x700)" = "$(head -1 "$scratch/first.out")" ] || fail "window size not restored"
grep -q 'window-width=1000' "$scratch/config/glib-2.0/settings/keyfile" || fail "window-width not saved"

say "translations installed: the desktop file and the metainfo in German"
desktop=$root/share/applications/$app_id.desktop
grep -qx 'Name\[de\]=Overshoot' "$desktop" || fail "the installed desktop file has no Name[de]"
grep -qx 'Comment\[de\]=RSS- und Atom-Feeds lesen; zum Aktualisieren nach unten ziehen' "$desktop" ||
  fail "the installed desktop file has no German Comment"
grep -q '<summary xml:lang="de">Lesen Sie Ihre Feeds' "$root/share/metainfo/$app_id.metainfo.xml" ||
  fail "the installed metainfo has no German summary"

say "the installed app in German (LANG=de_DE.UTF-8), read over AT-SPI"
# A fresh profile (no feeds, the default settings); the app finds its catalog next to its binary
# (share/locale), as an installed or Flatpak app does. Every child has a deadline.
cat >"$scratch/german.sh" <<SESSION
set -e
env -u GSETTINGS_SCHEMA_DIR -u LANGUAGE -u LC_ALL -u LC_MESSAGES LANG=de_DE.UTF-8 \\
  GSETTINGS_BACKEND=keyfile XDG_CONFIG_HOME="$scratch/de/config" XDG_DATA_HOME="$scratch/de/data" \\
  XDG_STATE_HOME="$scratch/de/state" XDG_DATA_DIRS="$root/share:/usr/share" G_DEBUG=fatal-criticals \\
  timeout 120 "$root/bin/overshoot" >"$scratch/german.out" 2>&1 &
probe() { timeout 60 /usr/bin/python3 Tests/Accessibility/atspi_probe.py "\$@"; }
probe find overshoot "push button" "Feeds aktualisieren" --timeout 50 >/dev/null
probe find overshoot "label" "Ungelesen" --timeout 10 >/dev/null
probe visible overshoot label >"$scratch/german-labels.txt"
probe visible overshoot "push button" >>"$scratch/german-labels.txt"
kill %1
SESSION
bash .ci/xvfb dbus-run-session -- bash "$scratch/german.sh" || {
  cat "$scratch/german.out" "$scratch/german-labels.txt" 2>/dev/null
  fail "AT-SPI did not find the German header-bar button and sidebar row"
}
# The header bar's buttons and the sidebar's fixed rows (a first run has no feeds: the welcome page is its content).
for name in "Feeds aktualisieren" "Hauptmenü" "Alle" "Ungelesen" "Mit Stern"; do
  grep -qx "$name" "$scratch/german-labels.txt" || fail "AT-SPI shows no \"$name\""
done
say "AT-SPI read in German: Feeds aktualisieren, Hauptmenü, Alle, Ungelesen, Mit Stern"
say "ok"
