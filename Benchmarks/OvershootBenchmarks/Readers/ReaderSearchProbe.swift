import Foundation

/// Times a search the way a reader sees it end, over AT-SPI (a screen reader's view of the
/// window): the word typed with real key presses (xdotool), then the accessibility tree polled
/// every 5 ms until the results are shown. Overshoot searches as the reader types and says in
/// its search bar how many entries match once their rows are shown ("N matches in all feeds");
/// Liferea's Search All Feeds dialog finds on Return, and its item list (a GtkTreeView) then
/// holds one row per match. What the probe looks for is found before the first key, so the
/// time counts only the search.
enum ReaderSearchProbe {
  /// How the probe drives the reader and knows that the search has ended.
  enum Mode: String {
    /// Overshoot's search bar, open and focused (Ctrl+F).
    case overshoot
    /// Liferea's Search All Feeds dialog, open (its `search-feeds` action).
    case liferea
  }

  /// Milliseconds from the last key of `word` (Overshoot) or the Return after it (Liferea) to
  /// `matches` results shown, in the application called `application` on the accessibility
  /// bus of `environment`.
  static func measure(
    _ mode: Mode, application: String, word: String, matches: Int,
    environment: [String: String]
  ) throws -> Double {
    let run = try ChildRun.run(
      "/usr/bin/python3", ["-c", script, mode.rawValue, application, word, String(matches)],
      environment: environment, deadline: 240)
    let output = run.output.trimmingCharacters(in: .whitespacesAndNewlines)
    guard run.status == 0, !run.timedOut, let milliseconds = Double(output) else {
      throw BenchFailure("readers: the search probe for \(application) said: \(output)")
    }
    return milliseconds
  }

  /// The probe, run by Debian's python3 with python3-gi and gir1.2-atspi-2.0.
  private static let script = #"""
    import subprocess, sys, time

    import gi

    gi.require_version("Atspi", "2.0")
    from gi.repository import Atspi, GLib  # noqa: E402

    mode, app_name, word, expected = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])


    def fail(message):
        print("error: " + message)
        sys.exit(1)


    def application():
        desktop = Atspi.get_desktop(0)
        for index in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(index)
            try:
                if app is not None and (app.get_name() or "").lower() == app_name:
                    return app
            except GLib.Error:
                continue
        return None


    def nodes(node, skip_tables=True):
        """Every node under `node`, depth first; a table's cells are not walked."""
        try:
            role = node.get_role_name()
            count = node.get_child_count()
        except GLib.Error:
            return
        yield node
        if skip_tables and role in ("table", "tree table"):
            return
        for index in range(count):
            child = node.get_child_at_index(index)
            if child is not None:
                yield from nodes(child, skip_tables)


    def wait_for(what, test, seconds=60):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            found = test()
            if found is not None:
                return found
            time.sleep(0.1)
        fail("no " + what + " within %d s" % seconds)


    app = wait_for("application " + app_name + " on the accessibility bus", application)
    if mode == "overshoot":
        # Ctrl+F opened the search bar: its entry has the focus; the bar holds the entry and the
        # line that says how many entries match, once the results are shown.
        def focused():
            for node in nodes(app):
                if node.get_state_set().contains(Atspi.StateType.FOCUSED):
                    return node
            return None

        entry = wait_for("focused search entry", focused)
        bar = entry.get_parent().get_parent() or entry.get_parent()
        label = "%d matches in all feeds" % expected

        def done():
            return any(n.get_role_name() == "label" and n.get_name() == label for n in nodes(bar))

        keys = [["xdotool", "type", "--delay", "40", word]]
    else:
        # Search All Feeds is open (its D-Bus action): the word goes in its field, Return finds;
        # the results fill the item list, one of the main window's tree tables.
        wait_for(
            "Search All Feeds dialog",
            lambda: next(
                (n for n in nodes(app) if n.get_role_name() == "dialog"), None))
        tables = [n for n in nodes(app) if n.get_role_name() == "tree table"]
        if not tables:
            fail("no item list")

        def done():
            return any(Atspi.Table.get_n_rows(t) == expected for t in tables)

        # Without a window manager the dialog gets the keyboard focus only when given it.
        subprocess.run(
            ["xdotool", "search", "--sync", "--onlyvisible", "--name", "Search All Feeds",
             "windowfocus", "--sync"], check=True, timeout=30)
        keys = [["xdotool", "type", "--delay", "40", word], ["xdotool", "key", "Return"]]

    for command in keys:
        subprocess.run(command, check=True, timeout=30)
    started = time.monotonic()
    while not done():
        if time.monotonic() - started > 120:
            fail("the %d matches were not shown within 120 s" % expected)
        time.sleep(0.005)
    print("%.1f" % ((time.monotonic() - started) * 1000))
    """#
}
