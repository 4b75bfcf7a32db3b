#!/usr/bin/python3
"""Reads a running app's accessibility tree over AT-SPI, as a screen reader does.

  atspi_probe.py find APP ROLE NAME [--timeout S]
      Waits until APP (an application name on the accessibility bus) shows a ROLE named NAME
      (e.g. "push button" "Refresh feeds"); prints the seconds it took; exits 1 on timeout.
  atspi_probe.py visible APP ROLE
      Prints the name of every ROLE in APP's tree that is exposed as visible, one a line.
  atspi_probe.py actions APP ROLE
      Prints every visible ROLE's name, a tab, and its AT-SPI action names joined by commas.
  atspi_probe.py generic APP
      Prints "role<TAB>name" for every visible node a screen reader would read as nothing
      useful: a name that is a toolkit class name (GtkPaned, AdwHeaderBar) or no name while
      focusable. Exits 0 whatever it finds.

Uses Debian's python3-gi and gir1.2-atspi-2.0 (/usr/bin/python3, not a pyenv python).
"""
import re
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402


def application(name):
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(index)
        if app is not None and (app.get_name() or "") == name:
            return app
    return None


def nodes(node, depth=0):
    """Every node under `node` that is exposed as visible (a hidden subtree is not walked)."""
    try:
        # The application itself carries no VISIBLE state; everything below it does when shown.
        if depth > 0 and not node.get_state_set().contains(Atspi.StateType.VISIBLE):
            return
        yield node
        count = node.get_child_count()
    except GLib.Error:
        return
    if depth > 60:
        return
    for index in range(count):
        child = node.get_child_at_index(index)
        if child is not None:
            yield from nodes(child, depth + 1)


# at-spi2-core 2.56 (Debian 13) names ATSPI_ROLE_PUSH_BUTTON "button" where 2.46 (Debian 12)
# said "push button": the role is the same, so either name finds it.
ROLE_ALIASES = {"button": "push button"}


def role_of(node):
    name = node.get_role_name()
    return ROLE_ALIASES.get(name, name)


def named(app, role):
    found = []
    for node in nodes(app):
        try:
            if role_of(node) == ROLE_ALIASES.get(role, role):
                found.append(node.get_name() or "")
        except GLib.Error:
            pass
    return found


def actions(node):
    """The names of `node`'s AT-SPI actions (none when it has no Action interface)."""
    try:
        iface = node.get_action_iface()
        if iface is None:
            return []
        return [iface.get_action_name(i) for i in range(iface.get_n_actions())]
    except GLib.Error:
        return []


CLASS_NAME = re.compile(r"^(Gtk|Adw|WebKit|Gdk)[A-Z][A-Za-z0-9]*$")


def generic(app):
    """(role, name) of every visible node named by its class, or nameless while focusable."""
    found = []
    for node in nodes(app):
        try:
            name = node.get_name() or ""
            focusable = node.get_state_set().contains(Atspi.StateType.FOCUSABLE)
            if CLASS_NAME.match(name) or (not name and focusable):
                found.append((role_of(node), name))
        except GLib.Error:
            pass
    return found


def main(argv):
    if len(argv) == 3 and argv[1] == "generic":
        app = application(argv[2])
        if app is None:
            print(f"no application {argv[2]!r} on the accessibility bus", file=sys.stderr)
            return 1
        for role, name in generic(app):
            print(f"{role}\t{name}")
        return 0
    if len(argv) >= 5 and argv[1] == "find":
        _, _, app_name, role, name = argv[:5]
        timeout = float(argv[6]) if len(argv) >= 7 and argv[5] == "--timeout" else 20.0
        started = time.monotonic()
        while time.monotonic() - started < timeout:
            app = application(app_name)
            if app is not None and name in named(app, role):
                print(f"{time.monotonic() - started:.2f}")
                return 0
            # Let libatspi take in the bus's news (new applications, changed children).
            deadline = time.monotonic() + 0.1
            while time.monotonic() < deadline:
                GLib.MainContext.default().iteration(False)
                time.sleep(0.01)
        print(f"no {role} named {name!r} in {app_name!r} after {timeout:.0f} s", file=sys.stderr)
        return 1
    if len(argv) == 4 and argv[1] == "visible":
        app = application(argv[2])
        if app is None:
            print(f"no application {argv[2]!r} on the accessibility bus", file=sys.stderr)
            return 1
        for name in named(app, argv[3]):
            print(name)
        return 0
    if len(argv) == 4 and argv[1] == "actions":
        app = application(argv[2])
        if app is None:
            print(f"no application {argv[2]!r} on the accessibility bus", file=sys.stderr)
            return 1
        for node in nodes(app):
            try:
                if role_of(node) == ROLE_ALIASES.get(argv[3], argv[3]):
                    print(f"{node.get_name() or ''}\t{','.join(actions(node))}")
            except GLib.Error:
                pass
        return 0
    print(__doc__, file=sys.stderr)
    return 64


if __name__ == "__main__":
    sys.exit(main(sys.argv))
