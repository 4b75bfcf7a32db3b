#!/usr/bin/python3
"""Reads a running app's accessibility tree over AT-SPI, as a screen reader does.

  atspi_probe.py find APP ROLE NAME [--timeout S]
      Waits until APP (an application name on the accessibility bus) shows a ROLE named NAME
      (e.g. "push button" "Refresh feeds"); prints the seconds it took; exits 1 on timeout.
  atspi_probe.py gone APP ROLE NAME [--timeout S]
      Waits (default 20 s) until no visible ROLE named NAME is in APP's tree; prints the seconds
      it took. Exits 1 on timeout.
  atspi_probe.py visible APP ROLE
      Prints the name of every ROLE in APP's tree that is exposed as visible, one a line.
  atspi_probe.py actions APP ROLE
      Prints every visible ROLE's name, a tab, and its AT-SPI action names joined by commas.
  atspi_probe.py keys KEY...
      Presses and releases each key (Tab, Down, Up, Home, End, Return, space or a letter) through
      the X server's XTEST, as a keyboard does, 0.3 s apart.
  atspi_probe.py focused APP
      Prints the role and name of the node that has the keyboard focus, joined by a tab.
  atspi_probe.py article APP
      Prints what a screen reader reads of the first web document in APP (WebKit's tree, which
      GTK 4.14 and later embed in the app's): each heading, paragraph and section's role and
      text, joined by a tab, one a line.
  atspi_probe.py click APP ROLE NAME
      Runs the first AT-SPI action (a button's "click") of the visible ROLE named NAME in APP,
      as a screen reader's user activating it does; exits 1 when there is none.
  atspi_probe.py panes APP
      Prints every visible scroll pane that takes the focus itself: its name, a tab, and its
      children's roles and names ("list:Entries") joined by commas.
  atspi_probe.py named APP NAME
      Prints the role of every visible node named NAME, one a line.
  atspi_probe.py generic APP
      Prints "role<TAB>name" for every visible node a screen reader would read as nothing
      useful: a name that is a toolkit class name (GtkPaned, AdwHeaderBar) or no name while
      focusable. Exits 0 whatever it finds.

Uses Debian's python3-gi and gir1.2-atspi-2.0 (/usr/bin/python3, not a pyenv python).
"""
import os
import re
import sys
import time

# The probe stands in for a screen reader; it is not the code under test. The GTK tests run with
# G_DEBUG=fatal-criticals, which a child inherits: libatspi's own CRITICALs (seen on GTK 4.8: a
# focus event for a node its cache did not hold yet) then killed the probe mid-check. GLib reads
# G_DEBUG as it loads, so it goes before gi is imported.
os.environ.pop("G_DEBUG", None)

import gi  # noqa: E402

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402


def application(name):
    """The application called `name` on the accessibility bus, or None.

    The process that started this probe (a test runner) is left alone: it is often a GTK app on
    the same bus itself, blocked until the probe ends, so any call to it would wait out D-Bus's
    25 s timeout. Its process id comes from the bus daemon, not from the process."""
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(index)
        if app is None:
            continue
        try:
            if app.get_process_id() == os.getppid():
                continue
            if (app.get_name() or "") == name:
                return app
        except GLib.Error:
            continue
    return None


def nodes(node, depth=0, shown_only=True):
    """Every node under `node` that is exposed as visible (a hidden subtree is not walked), or
    with `shown_only` false every node, shown or not (a web document's nodes carry no VISIBLE
    state)."""
    try:
        # The application itself carries no VISIBLE state; everything below it does when shown.
        if shown_only and depth > 0 and not node.get_state_set().contains(Atspi.StateType.VISIBLE):
            return
        yield node
        count = node.get_child_count()
    except GLib.Error:
        return
    if depth > 80:
        return
    for index in range(count):
        try:
            child = node.get_child_at_index(index)
        except GLib.Error:
            continue
        if child is not None:
            yield from nodes(child, depth + 1, shown_only)


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


KEYSYMS = {"Tab": 0xFF09, "Down": 0xFF54, "Up": 0xFF52, "Home": 0xFF50, "End": 0xFF57,
           "Return": 0xFF0D, "space": 0x20}


def press(key):
    keysym = KEYSYMS.get(key, ord(key) if len(key) == 1 else None)
    if keysym is None:
        raise SystemExit(f"unknown key {key!r}")
    Atspi.generate_keyboard_event(keysym, None, Atspi.KeySynthType.SYM)


def text_of(node):
    """The text a node holds (its Text interface), or ""."""
    try:
        count = Atspi.Text.get_character_count(node)
        return Atspi.Text.get_text(node, 0, count) if count > 0 else ""
    except (GLib.Error, TypeError, AttributeError):
        return ""


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


def focusable_panes(app):
    """(name, [role:name of each child]) of every visible scroll pane that is focusable."""
    found = []
    for node in nodes(app):
        try:
            if role_of(node) != "scroll pane" or \
                    not node.get_state_set().contains(Atspi.StateType.FOCUSABLE):
                continue
            children = []
            for index in range(node.get_child_count()):
                child = node.get_child_at_index(index)
                if child is not None:
                    children.append(f"{role_of(child)}:{child.get_name() or ''}")
            found.append((node.get_name() or "", children))
        except GLib.Error:
            pass
    return found


def main(argv):
    if (argv[1:2] == ["panes"] and len(argv) == 3) or (argv[1:2] == ["named"] and len(argv) == 4):
        app = application(argv[2])
        if app is None:
            print(f"no application {argv[2]!r} on the accessibility bus", file=sys.stderr)
            return 1
        if argv[1] == "panes":
            for name, children in focusable_panes(app):
                print(f"{name}\t{','.join(children)}")
            return 0
        for node in nodes(app):
            try:
                if (node.get_name() or "") == argv[3]:
                    print(role_of(node))
            except GLib.Error:
                pass
        return 0
    if len(argv) == 3 and argv[1] == "generic":
        app = application(argv[2])
        if app is None:
            print(f"no application {argv[2]!r} on the accessibility bus", file=sys.stderr)
            return 1
        for role, name in generic(app):
            print(f"{role}\t{name}")
        return 0
    if len(argv) == 5 and argv[1] == "click":
        app = application(argv[2])
        for node in nodes(app) if app is not None else []:
            try:
                if role_of(node) == ROLE_ALIASES.get(argv[3], argv[3]) and \
                        (node.get_name() or "") == argv[4] and actions(node):
                    node.get_action_iface().do_action(0)
                    return 0
            except GLib.Error:
                pass
        print(f"no {argv[3]} named {argv[4]!r} with an action in {argv[2]!r}", file=sys.stderr)
        return 1
    if len(argv) >= 5 and argv[1] in ("find", "gone"):
        _, command, app_name, role, name = argv[:5]
        timeout = float(argv[6]) if len(argv) >= 7 and argv[5] == "--timeout" else 20.0
        started = time.monotonic()
        while time.monotonic() - started < timeout:
            app = application(app_name)
            if app is not None and (name in named(app, role)) == (command == "find"):
                print(f"{time.monotonic() - started:.2f}")
                return 0
            # Let libatspi take in the bus's news (new applications, changed children).
            deadline = time.monotonic() + 0.1
            while time.monotonic() < deadline:
                GLib.MainContext.default().iteration(False)
                time.sleep(0.01)
        print(f"{'no' if command == 'find' else 'still a'} {role} named {name!r} in {app_name!r} "
              f"after {timeout:.0f} s", file=sys.stderr)
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
    if len(argv) >= 3 and argv[1] == "keys":
        for key in argv[2:]:
            press(key)
            time.sleep(0.3)
        return 0
    if len(argv) == 3 and argv[1] in ("focused", "article"):
        app = application(argv[2])
        if app is None:
            print(f"no application {argv[2]!r} on the accessibility bus", file=sys.stderr)
            return 1
        if argv[1] == "focused":
            for node in nodes(app):
                try:
                    if node.get_state_set().contains(Atspi.StateType.FOCUSED):
                        print(f"{role_of(node)}\t{node.get_name() or ''}")
                except GLib.Error:
                    pass
            return 0
        for node in nodes(app, shown_only=False):
            if role_of(node) == "document web":
                for part in nodes(node, shown_only=False):
                    role = role_of(part)
                    if role in ("heading", "paragraph", "section"):
                        print(f"{role}\t{' '.join(text_of(part).split())}")
                return 0
        return 0
    print(__doc__, file=sys.stderr)
    return 64


if __name__ == "__main__":
    sys.exit(main(sys.argv))
