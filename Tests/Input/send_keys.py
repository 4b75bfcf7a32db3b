#!/usr/bin/python3
"""Presses keys on the X display through XTEST, as a keyboard does, for the GTK tests.

  send_keys.py KEY [KEY ...]
      Each KEY is an X keysym name (Return, F9, Up, a, space) or modifiers and a key joined by
      "+" (shift+F10, ctrl+shift+a), xdotool's spelling. Pressed in order, each released before
      the next.

Why not `xdotool key`: xdotool picks a keycode and a modifier state for each keysym from the
keymap, and with the xkeyboard-config of Debian 13 and sid it sends F9 and F10 with Alt held
(GTK reads Alt+F9), so no F-key shortcut fires there. This presses exactly the modifiers asked
for, on the keycode the keymap gives the keysym. Uses Debian's python3-xlib.
"""
import sys
import time

from Xlib import X, XK, display
from Xlib.ext import xtest

MODIFIERS = {"ctrl": "Control_L", "control": "Control_L", "shift": "Shift_L", "alt": "Alt_L",
             "super": "Super_L"}


def keycode(screen, name):
    keysym = XK.string_to_keysym(name)
    code = screen.keysym_to_keycode(keysym) if keysym else 0
    if not code:
        sys.exit(f"send_keys: the keymap has no key for {name!r}")
    return code


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    screen = display.Display()
    for chord in sys.argv[1:]:
        *modifiers, key = chord.split("+")
        held = [keycode(screen, MODIFIERS.get(name.lower(), name)) for name in modifiers]
        pressed = keycode(screen, key)
        for code in held:
            xtest.fake_input(screen, X.KeyPress, code)
        xtest.fake_input(screen, X.KeyPress, pressed)
        xtest.fake_input(screen, X.KeyRelease, pressed)
        for code in reversed(held):
            xtest.fake_input(screen, X.KeyRelease, code)
        screen.sync()
        time.sleep(0.012)  # xdotool's pause between keys


main()
