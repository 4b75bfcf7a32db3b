import CGtk
import GtkGlue

/// The keyboard shortcuts window GNOME apps open with Ctrl+? (a GtkShortcutsWindow): groups
/// of shortcuts, each a title and the keys as GTK accelerators.
///
/// GTK holds the window while it is open and the window keeps this wrapper.
@MainActor
public final class KeyboardShortcutsWindow {
  /// Shortcuts shown together under a title, such as "Feeds".
  public struct Group: Sendable, Hashable {
    /// The group's title.
    public let title: String
    /// The shortcuts, in order.
    public let shortcuts: [Shortcut]

    /// A group titled `title`.
    public init(_ title: String, _ shortcuts: [Shortcut]) {
      self.title = title
      self.shortcuts = shortcuts
    }
  }

  /// One shortcut: what it does, and its keys as GTK accelerators separated by spaces
  /// (`"F5 <Control>r"` lists two alternatives).
  public struct Shortcut: Sendable, Hashable {
    /// What the keys do.
    public let title: String
    /// The accelerators, separated by spaces.
    public let keys: String

    /// A shortcut doing `title` on `keys`.
    public init(_ title: String, keys: String) {
      self.title = title
      self.keys = keys
    }
  }

  /// The GtkShortcutsWindow.
  public let gtkWindow: UnsafeMutablePointer<GtkWidget>
  private let lifetime: WrapperLifetime
  private var watch: WindowCloseWatch?
  /// Whether the window is still open.
  public private(set) var isOpen = true

  /// A window titled `title` (by default "Keyboard Shortcuts" in the user's language) listing
  /// `groups` on one page.
  public init(title: String? = nil, groups: [Group]) {
    let title = title ?? tr("Keyboard Shortcuts")
    let builder = gtk_builder_new()!
    defer { g_object_unref(builder.gpointer) }
    var error: UnsafeMutablePointer<GError>?
    let xml = ShortcutsXML.interface(title: title, groups: groups)
    guard gtk_builder_add_from_string(builder, xml, -1, &error) != 0,
      let object = gtk_builder_get_object(builder, ShortcutsXML.windowID)
    else {
      // The XML is made here from escaped text; failing is a bug the tests catch.
      let message = error.map { String(cString: $0.pointee.message) } ?? "no window object"
      g_clear_error(&error)
      preconditionFailure("shortcuts window XML: \(message)")
    }
    gtkWindow = object.checked(as: GtkWidget.self)
    lifetime = WrapperLifetime(sinking: gtkWindow)
    lifetime.bind(to: self)
    watch = WindowCloseWatch(gtkWindow) { [weak self] in self?.isOpen = false }
  }

  /// Shows the window over `parent`, or brings it forward.
  public func present(over parent: UnsafeMutablePointer<GtkWindow>?) {
    guard isOpen else { return }
    gtk_window_set_transient_for(gtkWindow.checked(as: GtkWindow.self), parent)
    Gtk.Window(gtkWindow).present()
  }

  /// Closes and destroys the window.
  public func close() {
    guard isOpen else { return }
    Gtk.Window(gtkWindow).destroy()
  }
}
