#!/usr/bin/env bash
# WebKitLoader.h declares WebKit's functions and enums itself (WebKit's headers come only with
# pkg-config, which would link the library): this checks them against WebKitGTK 6.0's own
# headers. Every `overshoot_webkit_…` prototype, renamed `webkit_…`, is declared again after
# <webkit/webkit.h> (C refuses a redeclaration of another type), and every enum constant is
# asserted to have the value the header gives it. Needs WebKitGTK's development headers.
set -euo pipefail
cd "$(dirname "$0")/../.."
header=Sources/WebKitLoader/include/WebKitLoader.h
check=$(mktemp --suffix=.c)
trap 'rm -f "$check"' EXIT
python3 - "$header" >"$check" <<'PY'
import re
import sys

text = open(sys.argv[1]).read()
functions = text[text.index("// ---- WebKit's functions"):text.index("// ---- Calls whose flags")]
print("#include <webkit/webkit.h>")
prototypes = re.findall(r"^[^/\n][^;]*?overshoot_webkit_\w+\([^;]*\);", functions, re.M)
for prototype in prototypes:
    print(prototype.replace("overshoot_webkit_", "webkit_"))
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
