import CGtk
import GtkGlue
import ScrollCore

extension ScrollView {
  /// Whether the scroll bars are thin indicators drawn over the content, shown while scrolling
  /// (GTK's default), rather than bars always beside it. Flashing needs it on.
  public var overlayScrolling: Bool {
    get {
      Gtk.ScrolledWindow(scrolledWindow).overlayScrolling
    }
    set {
      Gtk.ScrolledWindow(scrolledWindow).overlayScrolling = newValue
    }
  }
}

extension ScrollView {
  /// Scrolls `child` along `axes` only, filling the space it is given; a widget that scrolls
  /// itself (a `RecycledListView`'s list view) goes in directly, so it stays lazy. A nil child
  /// leaves the scrolled window empty until one is set.
  public convenience init(_ axes: ScrollAxes, child: UnsafeMutablePointer<GtkWidget>?) {
    self.init(child: child)
    Gtk.ScrolledWindow(scrolledWindow).setPolicy(
      horizontal: axes.contains(.horizontal) ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER,
      vertical: axes.contains(.vertical) ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER)
    scrolledWindow.hexpand = true
    scrolledWindow.vexpand = true
  }
}
