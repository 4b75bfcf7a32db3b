#!/usr/bin/python3
"""End-to-end checks of the installed Flatpak, run sandboxed (`flatpak run`), driven only from
outside the sandbox as a user's desktop would: X11 input (XTEST through xdotool), AT-SPI (what a
screen reader reads), the app's exported D-Bus actions (org.gtk.Actions, what GNOME Shell and
notifications use), files, and the CLI. The Flatpak is a release build: no test hook is inside.

Run by `.ci/flatpak check` under Xvfb and dbus-run-session, with HOME the private home whose
~/.local/share/flatpak holds the --user installation. This script starts what a GNOME session
would have on the host: an unlocked throw-away gnome-keyring (the Secret portal's backend),
xdg-desktop-portal with the GTK backend, a stand-in notification server
(org.freedesktop.Notifications, records what it is shown) and a stand-in browser (records the
URIs the OpenURI portal hands it), and a feed server on loopback (and, for the sync password
check, a Google Reader API stand-in: greader_standin.py).

Each check prints "ok: NAME" or "FAILED: NAME: why"; the last line is "sandbox: N passed, N
failed". Exits 1 if any failed. Needs Debian's /usr/bin/python3 with python3-gi,
gir1.2-atspi-2.0, python3-dbus and python3-xlib, and xdotool and ImageMagick's import.
"""
import http.server
import json
import os
import re
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
import traceback

import dbus
import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402
from Xlib import X, display as xdisplay  # noqa: E402

from greader_standin import GReaderStandIn  # noqa: E402

APP = "io.github.overshoot.Overshoot"
OBJECT_PATH = "/io/github/overshoot/Overshoot"
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
HOME = os.environ["HOME"]
APP_HOME = os.path.join(HOME, ".var", "app", APP)
SESSION = os.environ.get("OVERSHOOT_FLATPAK_SESSION") or tempfile.mkdtemp(prefix="flatpak-session-")


def say(message):
    print("sandbox: " + message, flush=True)


def wait_for(what, predicate, timeout, interval=0.1):
    """Polls `predicate` until it returns something truthy; fails naming `what` after `timeout`."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError("%s: not after %.0f s" % (what, timeout))
        time.sleep(interval)


def run(command, timeout=60, check=True, **kwargs):
    result = subprocess.run(command, capture_output=True, text=True, timeout=timeout, **kwargs)
    if check and result.returncode != 0:
        raise AssertionError("%s exited %d: %s" % (" ".join(command), result.returncode,
                                                  (result.stderr or result.stdout).strip()[-800:]))
    return result


# ---------------------------------------------------------------------------------------------
# A feed on loopback. Entries are added by the checks; every request is recorded.

class FeedServer:
    def __init__(self):
        self.feeds = {"/feed.xml": ["Sandboxed story one"], "/second.xml": ["Imported story"]}
        self.requests = []
        self.lock = threading.Lock()
        server = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                with server.lock:
                    server.requests.append((self.path, self.headers.get("User-Agent", "")))
                    titles = list(server.feeds.get(self.path.split("?")[0], []))
                if not titles and self.path.split("?")[0] not in server.feeds:
                    self.send_error(404)
                    return
                body = server.rss(self.path, titles).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/rss+xml; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.httpd.server_address[1]
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def url(self, path):
        return "http://127.0.0.1:%d%s" % (self.port, path)

    def rss(self, path, titles):
        name = "Loopback feed" if path.startswith("/feed") else "Imported feed"
        items = "".join(
            "<item><title>%s</title><link>%s</link><guid>%s</guid>"
            "<pubDate>Mon, 23 Nov 2026 %02d:00:00 +0000</pubDate><description>%s, served on "
            "loopback.</description></item>" % (t, self.url("/post/%d" % i), self.url("/post/%d" % i),
                                                10 + i, t)
            for i, t in reversed(list(enumerate(titles))))
        return ('<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel>'
                "<title>%s</title><link>%s</link><description>d</description>%s"
                "</channel></rss>" % (name, self.url("/"), items))

    def add(self, path, title):
        with self.lock:
            self.feeds[path].append(title)

    def count(self, path):
        with self.lock:
            return sum(1 for p, _ in self.requests if p.split("?")[0] == path)


# ---------------------------------------------------------------------------------------------
# The host side of the desktop.

class Desktop:
    def __init__(self):
        self.processes = []
        self.browser_log = os.path.join(SESSION, "browser.log")
        self.notifications = None
        self.notification_log = []

    def spawn(self, name, command, env=None, stdin=None):
        log = open(os.path.join(SESSION, name + ".log"), "w")
        process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=env,
                                   stdin=stdin, start_new_session=True)
        self.processes.append(process)
        return process

    def start(self):
        os.makedirs(SESSION, exist_ok=True)
        # A stand-in browser: records the URI and exits, as the desktop's default for http(s).
        browser = os.path.join(SESSION, "standin-browser")
        with open(browser, "w") as f:
            f.write("#!/bin/sh\nprintf '%%s\\n' \"$@\" >> %s\n" % self.browser_log)
        os.chmod(browser, 0o755)
        applications = os.path.join(HOME, ".local", "share", "applications")
        os.makedirs(applications, exist_ok=True)
        with open(os.path.join(applications, "overshoot-standin-browser.desktop"), "w") as f:
            f.write("[Desktop Entry]\nType=Application\nName=Stand-in browser\nExec=%s %%u\n"
                    "MimeType=x-scheme-handler/http;x-scheme-handler/https;text/html;\n" % browser)
        os.makedirs(os.path.join(HOME, ".config"), exist_ok=True)
        with open(os.path.join(HOME, ".config", "mimeapps.list"), "w") as f:
            f.write("[Default Applications]\nx-scheme-handler/http=overshoot-standin-browser.desktop\n"
                    "x-scheme-handler/https=overshoot-standin-browser.desktop\n")
        # The notification server a desktop shell provides (the portal's GTK backend forwards
        # to it when org.gtk.Notifications is not on the bus).
        self.notifications = self.spawn(
            "notifications",
            ["/usr/bin/python3", os.path.join(ROOT, ".ci/tests/fake-notifications.py"),
             "--deadline", "1500"], stdin=subprocess.PIPE)
        wait_for("the stand-in notification server",
                 lambda: "ready" in open(os.path.join(SESSION, "notifications.log")).read(), 20)
        # The login keyring a GNOME session unlocks at login: gnome-keyring's Secret Service,
        # whose Secret portal backend (gnome-keyring.portal) gives a sandboxed libsecret the key
        # of its own keyring file. A throw-away keyring with an empty password, in the session
        # folder (not HOME), started before the portal that looks for the backend.
        keyring_env = dict(os.environ, XDG_DATA_HOME=os.path.join(SESSION, "host-data"))
        keyring = self.spawn("gnome-keyring", ["gnome-keyring-daemon", "--foreground", "--unlock",
                                               "--components=secrets"], env=keyring_env,
                             stdin=subprocess.PIPE)
        keyring.stdin.write(b"\n")
        keyring.stdin.close()
        wait_for("gnome-keyring-daemon on the session bus (org.freedesktop.secrets)",
                 lambda: name_has_owner("org.freedesktop.secrets"), 30)
        # The portal and its GTK backend, as a GNOME session starts them.
        # Their own settings (the file chooser's) in memory: what lands in HOME is the app's.
        env = dict(os.environ, GSETTINGS_BACKEND="memory")
        self.spawn("portal-gtk", ["/usr/libexec/xdg-desktop-portal-gtk", "--verbose"], env=env)
        self.spawn("portal", ["/usr/libexec/xdg-desktop-portal", "--verbose"], env=env)
        wait_for("xdg-desktop-portal on the session bus",
                 lambda: name_has_owner("org.freedesktop.portal.Desktop"), 30)
        wait_for("xdg-desktop-portal-gtk on the session bus",
                 lambda: name_has_owner("org.freedesktop.impl.portal.desktop.gtk"), 30)

    def notified(self):
        lines = open(os.path.join(SESSION, "notifications.log")).read().splitlines()
        return [json.loads(line) for line in lines if line.startswith("{")]

    def click_notification(self, notification_id):
        self.notifications.stdin.write(("invoke %d default\n" % notification_id).encode())
        self.notifications.stdin.flush()

    def browsed(self):
        try:
            return open(self.browser_log).read().split()
        except FileNotFoundError:
            return []

    def stop(self):
        for process in reversed(self.processes):
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
        for process in self.processes:
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)


def name_has_owner(name):
    result = subprocess.run(
        ["gdbus", "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path",
         "/org/freedesktop/DBus", "--method", "org.freedesktop.DBus.NameHasOwner", name],
        capture_output=True, text=True)
    return "true" in result.stdout


def activate_action(name, path=OBJECT_PATH):
    """Activates an action the app exports on the session bus (org.gtk.Actions)."""
    run(["gdbus", "call", "--session", "--dest", APP, "--object-path", path, "--method",
         "org.gtk.Actions.Activate", name, "[]", "{}"], timeout=20)


def window_action(name):
    """A window action (win.NAME) through the window's exported action group."""
    activate_action(name, OBJECT_PATH + "/window/1")


# ---------------------------------------------------------------------------------------------
# X11 and AT-SPI: what the user sees.

def xdotool(*args, check=True):
    return run(["xdotool"] + list(args), timeout=30, check=check).stdout.strip()


def app_window():
    """The app's main window (titled "Overshoot"; the largest such, since GTK's popovers and
    tooltips are X windows of the same name), or None."""
    out = xdotool("search", "--onlyvisible", "--name", "^Overshoot$", check=False)
    ids = [int(w) for w in out.split()]
    if not ids:
        return None
    d = xdisplay.Display()
    try:
        def area(window_id):
            geometry = d.create_resource_object("window", window_id).get_geometry()
            return geometry.width * geometry.height
        return max(ids, key=area)
    finally:
        d.close()


def stacking_order():
    """The root window's children, bottom to top (X11 stacking without a window manager)."""
    d = xdisplay.Display()
    try:
        return [w.id for w in d.screen().root.query_tree().children]
    finally:
        d.close()


def is_viewable(window_id):
    d = xdisplay.Display()
    try:
        return d.create_resource_object("window", window_id).get_attributes().map_state == X.IsViewable
    finally:
        d.close()


class CoverWindow:
    """A plain X window over the whole screen, holding the input focus: the reader is in
    another application, so the app's window is neither on top nor active."""

    def __init__(self):
        self.display = xdisplay.Display()
        root = self.display.screen().root
        self.window = root.create_window(0, 0, 1280, 1024, 0, self.display.screen().root_depth,
                                         background_pixel=self.display.screen().black_pixel)
        self.window.set_wm_name("Another application")
        self.window.map()
        self.display.sync()
        self.window.raise_window()
        self.window.set_input_focus(X.RevertToParent, X.CurrentTime)
        self.display.sync()

    def close(self):
        self.window.destroy()
        self.display.sync()
        self.display.close()


def atspi_app():
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        child = desktop.get_child_at_index(index)
        if child is not None and (child.get_name() or "") == "overshoot":
            return child
    return None


def atspi_nodes(node, depth=0):
    try:
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
            yield from atspi_nodes(child, depth + 1)


def find_named(name, timeout=30):
    """Waits until the app's accessibility tree shows a visible node named `name`."""
    def look():
        app = atspi_app()
        if app is None:
            return None
        for node in atspi_nodes(app):
            try:
                if (node.get_name() or "") == name:
                    return node
            except GLib.Error:
                pass
        return None
    return wait_for("AT-SPI shows %r" % name, look, timeout, interval=0.3)


def list_item(prefix, timeout=30):
    """Waits for a visible row (AT-SPI "list item") whose accessible name starts with `prefix`
    (a row's name is its title, then its details)."""
    def look():
        app = atspi_app()
        for node in atspi_nodes(app) if app is not None else []:
            try:
                if node.get_role_name() == "list item" and (node.get_name() or "").startswith(prefix):
                    return node
            except GLib.Error:
                pass
        return None
    return wait_for("AT-SPI shows a row %r" % prefix, look, timeout, interval=0.3)


def first_row(prefix, timeout=30):
    """Waits until the row starting with `prefix` is the timeline's first (the list settled on
    what the sidebar shows), and returns it."""
    def look():
        node = list_item(prefix, timeout)
        parent = node.get_parent()
        if parent is None or parent.get_role_name() != "list":
            return None
        return node if node.get_extents(Atspi.CoordType.WINDOW).y == \
            parent.get_extents(Atspi.CoordType.WINDOW).y else None
    return wait_for("row %r first in the timeline" % prefix, look, timeout, interval=0.3)


def click_node(node, count=1):
    """Clicks the middle of an AT-SPI node `count` times, with the X pointer (XTEST)."""
    window = app_window()
    assert window, "no app window to click in"
    extents = node.get_extents(Atspi.CoordType.WINDOW)
    x, y = extents.x + extents.width // 2, extents.y + extents.height // 2
    say("click %r at %d,%d in window 0x%x" % (node.get_name(), x, y, window))
    xdotool("mousemove", "--window", str(window), str(x), str(y))
    time.sleep(0.2)
    xdotool("click", "--repeat", str(count), "--delay", "80", "1")


def processes_named(name):
    """The ids of the processes whose command name is `name` (the sandbox's, seen from the
    host)."""
    found = []
    for proc in os.listdir("/proc"):
        if not proc.isdigit():
            continue
        try:
            with open("/proc/%s/comm" % proc) as comm:
                if comm.read().strip() == name:
                    found.append(int(proc))
        except OSError:
            continue
    return found


def webkit_mapped():
    """The WebKitGTK libraries mapped into the reader's process (empty before its first
    article), or None when none is."""
    names = set()
    for pid in processes_named("overshoot"):
        try:
            with open("/proc/%d/maps" % pid) as maps:
                for line in maps:
                    path = line.split()[-1] if len(line.split()) > 5 else ""
                    base = os.path.basename(path)
                    if base.startswith(("libwebkitgtk-6.0", "libjavascriptcoregtk-6.0")):
                        names.add(base)
        except OSError:
            continue
    return sorted(names) or None


def web_processes():
    """WebKit's web processes running, or None."""
    return processes_named("WebKitWebProces") or None


def screenshot(path):
    run(["import", "-window", "root", path], timeout=30)
    colors = int(run(["identify", "-format", "%k", path]).stdout.strip())
    return colors


# ---------------------------------------------------------------------------------------------
# The app.

class Sandboxed:
    def __init__(self, name):
        self.log_path = os.path.join(SESSION, name + ".log")
        self.started = time.monotonic()
        self.process = subprocess.Popen(
            ["flatpak", "run", APP], stdout=open(self.log_path, "w"), stderr=subprocess.STDOUT,
            start_new_session=True)

    def log(self):
        return open(self.log_path).read()

    def quit(self):
        activate_action("quit")
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.kill()
            raise AssertionError("the app did not quit on app.quit")

    def kill(self):
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
        run(["flatpak", "kill", APP], check=False)


def cli(*args, timeout=60, **kwargs):
    return run(["flatpak", "run", "--command=overshoot-cli", APP] + list(args), timeout=timeout,
               **kwargs)


def host_keyring_search(attributes):
    """The paths of the items in the host's keyring (gnome-keyring's) whose attributes include
    `attributes`, locked or not ({} matches every item)."""
    bus = dbus.SessionBus()
    try:
        service = bus.get_object("org.freedesktop.secrets", "/org/freedesktop/secrets")
        unlocked, locked = service.SearchItems(
            dbus.Dictionary(attributes, signature="ss"),
            dbus_interface="org.freedesktop.Secret.Service")
        return sorted(str(path) for path in list(unlocked) + list(locked))
    finally:
        bus.close()


def files_holding(folder, needle):
    """The files under `folder` (relative paths) whose bytes contain `needle`."""
    found = []
    for parent, _, files in os.walk(folder):
        for name in files:
            path = os.path.join(parent, name)
            if os.path.isfile(path) and not os.path.islink(path):
                with open(path, "rb") as f:
                    if needle in f.read():
                        found.append(os.path.relpath(path, folder))
    return sorted(found)


def home_files():
    """Every file under HOME with its size and change time, less the Flatpak installation
    (written by `flatpak install`)."""
    found = {}
    skip = os.path.join(HOME, ".local", "share", "flatpak")
    for folder, dirs, files in os.walk(HOME):
        if folder == skip or folder.startswith(skip + os.sep):
            dirs[:] = []
            continue
        for name in files + [d for d in dirs if os.path.islink(os.path.join(folder, d))]:
            path = os.path.join(folder, name)
            info = os.lstat(path)
            found[os.path.relpath(path, HOME)] = (info.st_size, info.st_mtime_ns)
    return found


# ---------------------------------------------------------------------------------------------
# The checks, in order; each builds on the state the ones before left.

class Checks:
    def __init__(self):
        self.feeds = FeedServer()
        self.desktop = Desktop()
        self.app = None
        self.before = {}
        self.passed = []
        self.failed = []

    def check(self, name, body):
        started = time.monotonic()
        try:
            detail = body()
            self.passed.append(name)
            print("ok: %s (%.1f s)%s" % (name, time.monotonic() - started,
                                        ": " + detail if detail else ""), flush=True)
        except Exception as error:  # noqa: BLE001 - every failure is reported, then the next
            self.failed.append(name)
            print("FAILED: %s: %s" % (name, error), flush=True)
            if not isinstance(error, AssertionError):
                traceback.print_exc()

    # 1. The CLI the manifest ships, run inside the sandbox: it subscribes to the loopback feed
    #    (so it also needs --share=network) and stores it in the app's own data folder.
    def cli_works(self):
        version = cli("--version").stdout.strip()
        assert re.match(r"\d+\.\d+\.\d+", version), "overshoot-cli --version printed %r" % version
        cli("add", self.feeds.url("/feed.xml"))
        listed = cli("list").stdout
        assert self.feeds.url("/feed.xml") in listed, "overshoot-cli list: %r" % listed
        database = os.path.join(APP_HOME, "data", "overshoot", "feeds.sqlite")
        assert os.path.exists(database), "no database at " + database
        return "%s; added and listed %s; database in %s" % (
            version, self.feeds.url("/feed.xml"), os.path.relpath(database, HOME))

    # 2. The window appears and shows the reader: the header bar's Refresh button, the
    #    sidebar's fixed rows and the loopback feed's entry, read over AT-SPI, and a screenshot.
    def window_appears(self):
        # Periodic refresh every minute, for the notification check (GSettings' keyfile
        # backend, which GLib uses inside a sandbox without dconf access).
        keyfile = os.path.join(APP_HOME, "config", "glib-2.0", "settings", "keyfile")
        os.makedirs(os.path.dirname(keyfile), exist_ok=True)
        with open(keyfile, "w") as f:
            f.write("[io/github/overshoot/Overshoot]\nrefresh-interval=uint32 1\n")
        self.app = Sandboxed("app-first")
        window = wait_for("the app's window", app_window, 60)
        mapped = time.monotonic() - self.app.started
        find_named("Refresh feeds", timeout=60)
        for name in ("All", "Unread", "Starred", "Sandboxed story one"):
            find_named(name, timeout=30)
        time.sleep(1)
        shot = os.path.join(SESSION, "flatpak-window.png")
        colors = screenshot(shot)
        assert colors > 50, "the screenshot has %d colours: nothing drawn?" % colors
        return "window 0x%x mapped %.2f s after `flatpak run`; AT-SPI reads Refresh feeds, " \
               "All, Unread, Starred and the loopback entry; screenshot %s (%d colours)" % (
                   window, mapped, shot, colors)

    # 3. A refresh reaches the loopback server from inside the sandbox and shows what it got.
    def refresh_works(self):
        before = self.feeds.count("/feed.xml")
        self.feeds.add("/feed.xml", "Sandboxed story two")
        window_action("refresh")
        wait_for("a request for the feed after win.refresh",
                 lambda: self.feeds.count("/feed.xml") > before, 30)
        find_named("Sandboxed story two", timeout=30)
        agents = sorted({agent for _, agent in self.feeds.requests})
        return "%d requests for /feed.xml so far (User-Agent %s); the new entry is shown" % (
            self.feeds.count("/feed.xml"), ", ".join(agents))

    # 4. Double-clicking an entry reads it in the app: WebKitGTK, which the app loads from the
    #    runtime once its window has shown its entries (it is not linked; its processes start
    #    then, so the first article is as quick as the next), shows it. Then `o` opens its link
    #    through the OpenURI portal, in the host's browser.
    def open_uri(self):
        # The loopback feed in the sidebar, then its newest entry.
        click_node(list_item("Loopback feed"))
        time.sleep(0.5)
        row = first_row("Sandboxed story two")
        screenshot(os.path.join(SESSION, "open-uri-feed.png"))
        libraries = wait_for("WebKitGTK loaded from the runtime into the app's process once "
                             "its window settled, before any article", webkit_mapped, 30)
        wait_for("a WebKit web process started before the first article", web_processes, 30)
        click_node(row, count=2)
        time.sleep(1)
        screenshot(os.path.join(SESSION, "open-uri-article.png"))
        xdotool("key", "o")
        link = self.feeds.url("/post/1")
        wait_for("the stand-in browser given %s after o" % link,
                 lambda: link in self.desktop.browsed(), 30)
        return "the article showed (%s loaded from the runtime, %d web process); the host's " \
               "stand-in browser got %s" % (", ".join(libraries), len(web_processes()), link)

    # 5. A periodic refresh with news while the reader is in another application sends a
    #    notification; clicking it raises the window.
    def notification(self):
        window = app_window()
        cover = CoverWindow()
        try:
            order = stacking_order()
            assert order.index(cover.window.id) > order.index(window), "the cover is not on top"
            self.feeds.add("/feed.xml", "Sandboxed story three")
            notes = wait_for("a notification (periodic refresh every minute)",
                             lambda: [n for n in self.desktop.notified() if n["method"] == "Notify"],
                             150, interval=1)
            note = notes[-1]
            assert "new entr" in note["summary"], "notification: %r" % note
            self.desktop.click_notification(note["id"])
            wait_for("the app's window above the other application's after the click",
                     lambda: (lambda o: window in o and o.index(window) > o.index(cover.window.id))(
                         stacking_order()), 20)
            find_named("Sandboxed story three", timeout=20)
            return "%r / %r (app_name %r, actions %s); the click raised the window" % (
                note["summary"], note["body"], note["app_name"], note["actions"])
        finally:
            cover.close()

    def _file_dialog(self, action, title, path, saving):
        """Runs the app's file action and answers the dialog the host's portal shows (the GTK
        backend's), with real key presses: the location, then Return."""
        window_action(action)
        dialog = wait_for("the portal's file dialog %r" % title, lambda: xdotool(
            "search", "--onlyvisible", "--name", "^%s$" % title, check=False).split(), 30)[-1]
        time.sleep(1.0)
        # No window manager: the focus is given by hand, and keys go through XTEST.
        xdotool("windowfocus", "--sync", dialog)
        time.sleep(0.3)
        if not saving:
            xdotool("key", "ctrl+l")  # the location entry
            time.sleep(0.3)
        xdotool("key", "ctrl+a")
        xdotool("type", "--delay", "20", path)
        time.sleep(0.5)
        screenshot(os.path.join(SESSION, "%s-dialog.png" % action))
        xdotool("key", "Return")
        wait_for("the file dialog to close", lambda: not xdotool(
            "search", "--onlyvisible", "--name", "^%s$" % title, check=False), 20)

    # 6. Import: the FileChooser portal's dialog (the host's, GTK backend) picks an OPML file
    #    outside the sandbox; the document portal hands it in; the app subscribes and fetches.
    def opml_import(self):
        opml = os.path.join(SESSION, "import.opml")
        with open(opml, "w") as f:
            f.write('<?xml version="1.0"?><opml version="2.0"><head><title>t</title></head><body>'
                    '<outline text="Imported feed" type="rss" xmlUrl="%s"/></body></opml>'
                    % self.feeds.url("/second.xml"))
        self._file_dialog("import-opml", "Import Subscriptions", opml, saving=False)
        wait_for("the imported feed fetched", lambda: self.feeds.count("/second.xml") > 0, 30)
        find_named("Imported feed", timeout=30)
        return "picked %s in the portal's dialog; the app fetched %s" % (
            opml, self.feeds.url("/second.xml"))

    # 7. Export: the save dialog writes where the reader chose, outside the sandbox.
    def opml_export(self):
        target = os.path.join(SESSION, "exported.opml")
        self._file_dialog("export-opml", "Export Subscriptions", target, saving=True)
        wait_for("the exported file", lambda: os.path.exists(target) and os.path.getsize(target), 20)
        text = open(target).read()
        for path in ("/feed.xml", "/second.xml"):
            assert self.feeds.url(path) in text, "the export lacks %s: %s" % (path, text[:400])
        return "%s written by the app through the portal (%d bytes, both feeds)" % (
            target, len(text))

    # 8. Everything the app keeps is under ~/.var/app/ID and survives a restart.
    def storage_survives_restart(self):
        self.app.quit()
        self.app = None
        kept = {
            "database": os.path.join(APP_HOME, "data", "overshoot", "feeds.sqlite"),
            # Flatpak (1.13+) sets XDG_STATE_HOME to ~/.var/app/ID/.local/state.
            "reading positions": os.path.join(APP_HOME, ".local", "state", "overshoot",
                                              "positions.json"),
            "settings": os.path.join(APP_HOME, "config", "glib-2.0", "settings", "keyfile"),
        }
        for what, path in kept.items():
            assert os.path.exists(path), "no %s at %s after quitting" % (what, path)
        settings = open(kept["settings"]).read()
        assert "window-width=" in settings and "refresh-interval=uint32 1" in settings, \
            "settings keyfile: %r" % settings
        positions = open(kept["reading positions"]).read()
        with sqlite3.connect(kept["database"]) as db:
            tables = [r[0] for r in db.execute("select name from sqlite_master where type='table'")]
        self.app = Sandboxed("app-second")
        wait_for("the app's window after the restart", app_window, 60)
        find_named("Imported feed", timeout=60)
        find_named("Sandboxed story three", timeout=30)
        self.app.quit()
        self.app = None
        assert "refresh-interval=uint32 1" in open(kept["settings"]).read(), "settings lost"
        assert os.path.exists(kept["reading positions"]), "positions lost"
        return "after quit: %s; restarted: both feeds and their entries back; settings %s" % (
            ", ".join("%s %s" % (w, os.path.relpath(p, HOME)) for w, p in kept.items()),
            " ".join(l for l in settings.splitlines() if "=" in l)[:200])

    # 9. A sync account's password goes where libsecret keeps it inside a sandbox: a keyring
    #    file in the app's data folder, encrypted with a key the Secret portal hands out
    #    (xdg-desktop-portal, answered by the host's gnome-keyring). Never the database or the
    #    settings; a later process reads it back and logs in with it.
    def sync_password_through_secret_portal(self):
        portal_log = open(os.path.join(SESSION, "portal.log")).read()
        assert "Using gnome-keyring.portal for org.freedesktop.impl.portal.Secret" in portal_log, \
            "xdg-desktop-portal found no Secret backend (gnome-keyring.portal); its log: %s" % (
                "; ".join(l for l in portal_log.splitlines() if "Secret" in l)[:600])
        password = "flatpak-portal-%s" % os.urandom(6).hex()
        server = GReaderStandIn("reader", password, self.feeds.url("/synced.xml"))
        try:
            added = cli("account", "add", "--server", server.address, "--user", "reader",
                        input=password + "\n")
            assert server.logins == [("reader", password, True)], \
                "account add: the stand-in saw the logins %r" % server.logins
            assert "reader at " + server.address in added.stdout, "account add: %r %r" % (
                added.stdout, added.stderr)
            # libsecret's file backend: default.keyring (and an empty default.keyring.lock).
            keyrings = os.path.join(APP_HOME, "data", "keyrings")
            files = sorted(os.listdir(keyrings)) if os.path.isdir(keyrings) else []
            keyring = os.path.join(keyrings, "default.keyring")
            assert os.path.exists(keyring), "no default.keyring in %s (it holds %s): libsecret " \
                "did not take its sandbox (file) backend" % (keyrings, files)
            assert os.path.getsize(keyring) > 0, "default.keyring is empty"
            # The host's keyring holds the key the portal handed out for the app (gnome-keyring
            # files it under the attribute app_id) and nothing else: not the password itself.
            portal_items = host_keyring_search({"app_id": APP})
            assert portal_items, "the host's keyring holds no Secret portal item for %s" % APP
            every_item = host_keyring_search({})
            assert every_item == portal_items, "the host's keyring holds more than the " \
                "portal's key: %s (the portal's: %s)" % (every_item, portal_items)
            leaks = files_holding(APP_HOME, password.encode())
            database = os.path.join("data", "overshoot", "feeds.sqlite")
            settings = os.path.join("config", "glib-2.0", "settings", "keyfile")
            for name in (database, database + "-wal", settings):
                assert name not in leaks, "the password is in %s" % name
            assert not leaks, "the password is in plain text in %s" % leaks
            # Standard input closed: the CLI's fallback (asking for the password) gets nothing,
            # so the sync logs in only if the password came back from the keyring file.
            synced = cli("sync", check=False, stdin=subprocess.DEVNULL)
            assert synced.returncode == 0, "sync exited %d: %s %s" % (
                synced.returncode, synced.stdout, synced.stderr)
            assert server.logins[1:] == [("reader", password, True)], \
                "sync: the stand-in saw the logins %r (stderr %r)" % (server.logins, synced.stderr)
            assert "feeds +1" in synced.stdout and "entries +1" in synced.stdout, \
                "sync brought nothing: %r" % synced.stdout
            return "account add logged in and stored it; keyring file %s (%s); the host's " \
                   "keyring holds only the portal's key for the app (%s); the password " \
                   "is in no file under ~/.var/app (database and keyfile included); a new " \
                   "`overshoot-cli sync` read it back and logged in: %s" % (
                       os.path.relpath(keyrings, HOME), ", ".join(
                           "%s %d bytes" % (n, os.path.getsize(os.path.join(keyrings, n)))
                           for n in files), ", ".join(portal_items), synced.stdout.strip())
        finally:
            server.stop()

    # 10. Nothing written outside ~/.var/app/ID (HOME compared with before the first run).
    def nothing_outside(self):
        after = home_files()
        new = sorted(p for p in after if self.before.get(p) != after[p])
        mine = os.path.join(".var", "app", APP) + os.sep
        outside = [p for p in new if not p.startswith(mine)]
        # The host's portal (GTK 3's file chooser, outside the sandbox) keeps its recent-files
        # list and, through the host's dconf service, its own settings in the user's HOME:
        # written by the desktop, not by the app (which cannot reach them: see below).
        host_side = [p for p in outside
                     if p in (".local/share/recently-used.xbel", ".config/dconf/user")]
        outside = [p for p in outside if p not in host_side]
        assert not outside, "written or changed outside ~/.var/app/%s: %s" % (APP, outside)
        for leak in (".local/share/overshoot", ".local/state/overshoot", ".config/glib-2.0"):
            assert not os.path.exists(os.path.join(HOME, leak)), "host path %s exists" % leak
        # And the boundary itself: what the sandbox writes in HOME outside ~/.var/app (there,
        # HOME is a folder of the sandbox's own) never reaches the host's HOME.
        for probe in (os.path.join(HOME, "overshoot-probe"),
                      os.path.join(HOME, ".config", "overshoot-probe"),
                      os.path.join(HOME, ".local", "share", "overshoot-probe")):
            run(["flatpak", "run", "--command=sh", APP, "-c",
                 'mkdir -p "$(dirname "$1")" && touch "$1"', "sh", probe], check=False)
            assert not os.path.exists(probe), "the sandbox wrote the host's %s" % probe
        probe = os.path.join(APP_HOME, "data", "overshoot-probe")
        run(["flatpak", "run", "--command=touch", APP, probe])
        assert os.path.exists(probe), "the sandbox could not write its own " + probe
        os.remove(probe)
        return "%d files new or changed, all under ~/.var/app/%s%s; files the sandbox wrote " \
               "elsewhere in HOME stayed in the sandbox" % (
                   len(new) - len(host_side), APP,
                   " (the host's portal wrote %s)" % ", ".join(host_side) if host_side else "")

    def run(self):
        shutil.rmtree(APP_HOME, ignore_errors=True)
        self.desktop.start()
        self.before = home_files()
        say("feed server %s; desktop: xdg-desktop-portal + gtk backend, stand-in notification "
            "server and browser; session files in %s" % (self.feeds.url("/"), SESSION))
        try:
            self.check("overshoot-cli inside the sandbox", self.cli_works)
            self.check("window appears and shows the reader", self.window_appears)
            self.check("refresh of a loopback feed (network permission)", self.refresh_works)
            self.check("reading an entry in the app, then its link through the OpenURI portal", self.open_uri)
            self.check("notification goes out and clicking it raises the window", self.notification)
            self.check("OPML import through the FileChooser portal", self.opml_import)
            self.check("OPML export through the FileChooser portal", self.opml_export)
            self.check("database, positions and settings in ~/.var/app survive a restart",
                       self.storage_survives_restart)
            self.check("a sync password kept through the Secret portal, read back by a new "
                       "process", self.sync_password_through_secret_portal)
            self.check("nothing written outside ~/.var/app/" + APP, self.nothing_outside)
        finally:
            if self.app is not None:
                self.app.kill()
            self.desktop.stop()
        print("sandbox: %d passed, %d failed" % (len(self.passed), len(self.failed)), flush=True)
        return 1 if self.failed else 0


if __name__ == "__main__":
    sys.exit(Checks().run())
