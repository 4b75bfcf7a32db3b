#!/usr/bin/env bash
# WebKitLoader.h declares WebKit's functions and enums itself (WebKit's headers come only with
# pkg-config, which would link the library): this checks them against WebKitGTK 6.0's own
# headers. Every function of WebKitFunctions.def is declared again as `webkit_…` after
# <webkit/webkit.h> (C refuses a redeclaration of another type), and every enum constant is
# asserted to have the value the header gives it. Needs WebKitGTK's development headers.
set -euo pipefail
cd "$(dirname "$0")/../.."
header=Sources/WebKitLoader/include/WebKitLoader.h
functions=$PWD/Sources/WebKitLoader/include/WebKitFunctions.def
check=$(mktemp --suffix=.c)
trap 'rm -f "$check"' EXIT
python3 - "$header" "$functions" >"$check" <<'PY'
import re
import sys

text = open(sys.argv[1]).read()
listed = open(sys.argv[2]).read()
print("#include <webkit/webkit.h>")
print("#define OVERSHOOT_WEBKIT_FUNCTION(type, name, parameters, arguments) type webkit_##name parameters;")
print("#define OVERSHOOT_WEBKIT_PROCEDURE(name, parameters, arguments) void webkit_##name parameters;")
print('#include "%s"' % sys.argv[2])
prototypes = re.findall(r"^OVERSHOOT_WEBKIT_(?:FUNCTION|PROCEDURE)\(", listed, re.M)
constants = 0
for body, _ in re.findall(r"typedef enum \{(.*?)\} (\w+);", text, re.S):
    value = -1
    for item in [part.strip() for part in body.split(",") if part.strip()]:
        name, _, given = item.partition("=")
        name = name.strip()
        if given:
            expression = given.strip()
        else:
            value += 1
            expression = str(value)
        if given:
            value = eval(expression)
        print('_Static_assert(%s == (%s), "%s");' % (name, expression, name))
        constants += 1
print("// %d prototypes, %d constants" % (len(prototypes), constants))
PY
summary=$(tail -1 "$check")
# shellcheck disable=SC2046 # pkg-config's flags are words
cc -fsyntax-only -Werror $(pkg-config --cflags webkitgtk-6.0) "$check"
echo "webkit-loader-abi: ok: ${summary#// } match WebKitGTK $(pkg-config --modversion webkitgtk-6.0)"
