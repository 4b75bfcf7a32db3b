import CGtk

/// The GtkBuilder definition of a shortcuts window: GTK 4.8 has no API to add shortcuts to a
/// GtkShortcutsWindow other than building it from XML.
enum ShortcutsXML {
  /// The window's object id in the definition.
  static let windowID = "shortcuts"

  /// A modal GtkShortcutsWindow titled `title` with one section holding `groups`, in two
  /// columns as short as they can be (see `ShortcutsColumns`).
  static func interface(title: String, groups: [KeyboardShortcutsWindow.Group]) -> String {
    let body = groups.map { group in
      """
      <child>
        <object class="GtkShortcutsGroup">
          <property name="title">\(escaped(group.title))</property>
          \(group.shortcuts.map(shortcut).joined(separator: "\n"))
        </object>
      </child>
      """
    }.joined(separator: "\n")
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <interface>
        <object class="GtkShortcutsWindow" id="\(windowID)">
          <property name="modal">1</property>
          <property name="title">\(escaped(title))</property>
          <child>
            <object class="GtkShortcutsSection">
              <property name="section-name">shortcuts</property>
              <!-- One page of two columns as short as the groups allow (GTK puts two on a page;
                   GTK 4.8's page switcher labels report negative widths, a warning). -->
              <property name="max-height">\(ShortcutsColumns.height(of: groups))</property>
              \(body)
            </object>
          </child>
        </object>
      </interface>
      """
  }

  private static func shortcut(_ shortcut: KeyboardShortcutsWindow.Shortcut) -> String {
    """
    <child>
      <object class="GtkShortcutsShortcut">
        <property name="title">\(escaped(shortcut.title))</property>
        <property name="accelerator">\(escaped(shortcut.keys))</property>
      </object>
    </child>
    """
  }

  /// `text` as XML character data (titles may hold `&`, accelerators `<`): GLib's markup
  /// escaping, the one XML escaper the app and the CLI share.
  static func escaped(_ text: String) -> String {
    guard let escaped = g_markup_escape_text(text, -1) else { return "" }
    defer { g_free(escaped) }
    return String(cString: escaped)
  }
}
