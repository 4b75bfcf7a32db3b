import CGtk
import GtkGlue

/// Names for a scrolled window and the parts GTK builds inside it or a split view, which a screen
/// reader on GTK 4.8 hears by their class names ("GtkScrollbar", "GtkRange", "GtkPaned",
/// "GtkPanedHandle") or, for the focusable scroll pane, as nothing: GTK 4.8 reads out the type
/// name of a widget that has no name, where later versions read nothing. Named, they say what
/// they are on every GTK.
@MainActor
enum AccessibleChrome {
  /// The name of a scroll pane whose owner gives it none of its own.
  static var scrollPaneLabel: String { tr("Scrollable content") }

  /// Names `scrolledWindow` (the focusable scroll pane) `paneLabel`, and its scroll bars and the
  /// range inside each after their direction.
  static func nameScrollParts(
    of scrolledWindow: UnsafeMutablePointer<GtkWidget>, paneLabel: String
  ) {
    overshoot_accessible_set_label(scrolledWindow, paneLabel)
    let window = Gtk.ScrolledWindow(scrolledWindow)
    name(window.vscrollbar, tr("Vertical scroll bar"))
    name(window.hscrollbar, tr("Horizontal scroll bar"))
  }

  /// Names a split view's GtkPaned and the handle that resizes it.
  static func nameSplit(_ paned: UnsafeMutablePointer<GtkWidget>) {
    overshoot_accessible_set_label(paned, tr("Split view"))
    for child in WidgetChildren.of(paned) where child.typeName == "GtkPanedHandle" {
      overshoot_accessible_set_label(child, tr("Divider"))
    }
  }

  /// Names `widget` and its direct children (a scroll bar's range).
  private static func name(_ widget: UnsafeMutablePointer<GtkWidget>?, _ label: String) {
    guard let widget else { return }
    overshoot_accessible_set_label(widget, label)
    for child in WidgetChildren.of(widget) { overshoot_accessible_set_label(child, label) }
  }
}
