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
      gtk_window_present(open.asWindow)
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
    let window = object.asWidget
    gtk_window_set_transient_for(window.asWindow, parent)
    window.connect("destroy") { open = nil }
    open = window
    gtk_window_present(window.asWindow)
  }

  /// The window's definition: groups of shortcuts, in the order a reader meets them.
  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <interface>
      <object class="GtkShortcutsWindow" id="shortcuts">
        <property name="modal">1</property>
        <property name="title">Keyboard Shortcuts</property>
        <child>
          <object class="GtkShortcutsSection">
            <property name="section-name">shortcuts</property>
            <property name="max-height">10</property>
            <child>
              <object class="GtkShortcutsGroup">
                <property name="title">Feeds</property>
                \(shortcut("Refresh", "F5 <Control>r"))
                \(shortcut("Cancel refresh", "Escape"))
                \(shortcut("Add a feed", "<Control>l"))
              </object>
            </child>
            <child>
              <object class="GtkShortcutsGroup">
                <property name="title">Timeline</property>
                \(shortcut("Scroll to the top", "Home"))
                \(shortcut("Scroll to the bottom", "End"))
                \(shortcut("Show or hide the feeds", "F9"))
                \(shortcut("Show or hide the scroll readout", "<Control><Shift>g"))
              </object>
            </child>
            <child>
              <object class="GtkShortcutsGroup">
                <property name="title">General</property>
                \(shortcut("Keyboard shortcuts", "<Control>question"))
                \(shortcut("Close the window", "<Control>w"))
                \(shortcut("Quit", "<Control>q"))
              </object>
            </child>
          </object>
        </child>
      </object>
    </interface>
    """

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
