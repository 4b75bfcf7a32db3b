import CGtk
import GtkGlue

/// The keyboard shortcuts window (Ctrl+?): every shortcut the app has, in one GtkShortcutsWindow
/// built from GtkBuilder XML. One at a time; asking again brings the open one forward.
@MainActor
enum ShortcutsWindow {
  private static var open: UnsafeMutablePointer<GtkWidget>?

  /// Shows the window over `parent`.
  static func present(over parent: UnsafeMutablePointer<GtkWindow>?) {
    if let open {
      gtk_window_present(open.checked(as: GtkWindow.self))
      return
    }
    let builder = gtk_builder_new()!
    defer { g_object_unref(builder.gpointer) }
    var error: UnsafeMutablePointer<GError>?
    guard gtk_builder_add_from_string(builder, xml, -1, &error) != 0,
      let object = gtk_builder_get_object(builder, "shortcuts")
    else {
      // The XML is ours and fixed; failing here is a bug the tests catch.
      let message = error.map { String(cString: $0.pointee.message) } ?? "no shortcuts object"
      g_clear_error(&error)
      preconditionFailure("shortcuts window XML: \(message)")
    }
    let window = object.checked(as: GtkWidget.self)
    gtk_window_set_transient_for(window.checked(as: GtkWindow.self), parent)
    window.connect("destroy") { open = nil }
    open = window
    gtk_window_present(window.checked(as: GtkWindow.self))
  }

  /// Every shortcut, in groups in the order a reader meets them: (group, [(what, keys)]), keys
  /// as GTK accelerators separated by spaces. The README's list is checked against this one.
  static let groups: [(title: String, shortcuts: [(title: String, keys: String)])] = [
    (
      "Feeds",
      [
        ("Refresh what is shown (All: every feed)", "F5 <Control>r"),
        ("Cancel the refresh", "Escape"),
        ("Add a feed", "<Control>l"),
        ("Show or hide the feeds", "F9"),
        ("Move between feeds", "Up Down"),
        ("Show the feed", "Return space"),
      ]
    ),
    (
      "Timeline",
      [
        ("Open the entry", "Return"),
        ("Entry menu: open, mark read, star, copy link", "<Shift>F10 Menu"),
        ("Scroll to the top", "Home"),
        ("Scroll to the bottom", "End"),
        ("Move between the feeds and the timeline", "Tab <Shift>Tab"),
        ("Show or hide the scroll readout", "<Control><Shift>g"),
      ]
    ),
    (
      "General",
      [
        ("Main menu", "F10"),
        ("Keyboard shortcuts", "<Control>question"),
        ("Close a dialog", "Escape"),
        ("Close the window", "<Control>w"),
        ("Quit", "<Control>q"),
      ]
    ),
  ]

  /// The window's definition: one GtkShortcutsGroup per entry of `groups`.
  static var xml: String {
    let body = groups.map { group in
      """
      <child>
        <object class="GtkShortcutsGroup">
          <property name="title">\(group.title)</property>
          \(group.shortcuts.map { shortcut($0.title, $0.keys) }.joined(separator: "\n"))
        </object>
      </child>
      """
    }.joined(separator: "\n")
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <interface>
        <object class="GtkShortcutsWindow" id="shortcuts">
          <property name="modal">1</property>
          <property name="title">Keyboard Shortcuts</property>
          <child>
            <object class="GtkShortcutsSection">
              <property name="section-name">shortcuts</property>
              <!-- One page: GTK 4.8's page switcher labels report negative widths (a warning). -->
              <property name="max-height">24</property>
              \(body)
            </object>
          </child>
        </object>
      </interface>
      """
  }

  /// `keys` as the README writes them: "F5, Ctrl+R", "Shift+F10, Menu".
  static func readable(_ keys: String) -> String {
    keys.split(separator: " ").map { key in
      var text = String(key)
      for (modifier, name) in [("<Control>", "Ctrl+"), ("<Shift>", "Shift+"), ("<Alt>", "Alt+")] {
        text = text.replacingOccurrences(of: modifier, with: name)
      }
      let named = ["question": "?", "space": "Space", "Return": "Enter"]
      if let plus = text.lastIndex(of: "+") {
        let last = String(text[text.index(after: plus)...])
        return text[...plus] + (named[last] ?? (last.count == 1 ? last.uppercased() : last))
      }
      return named[text] ?? text
    }.joined(separator: ", ")
  }

  /// One `GtkShortcutsShortcut`; `accelerator` lists alternatives separated by spaces.
  private static func shortcut(_ title: String, _ accelerator: String) -> String {
    let escaped = accelerator.replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
    return """
      <child>
        <object class="GtkShortcutsShortcut">
          <property name="title">\(title)</property>
          <property name="accelerator">\(escaped)</property>
        </object>
      </child>
      """
  }
}
