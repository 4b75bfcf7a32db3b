import CGtk
import GtkGlue

/// The children of a GTK widget, in order, and updating them from a list of descriptions.
@MainActor
enum WidgetChildren {
  /// `parent`'s direct children, first to last. A popover attached to it (a context menu's) is
  /// not one: it is no part of what `parent` shows, and updating or replacing the children must
  /// leave it in place (removed with a row's old content, it was freed under its menu).
  static func of(_ parent: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    var children: [UnsafeMutablePointer<GtkWidget>] = []
    var child = parent.firstChild
    while let current = child {
      if Gtk.Popover(ifInstance: current) == nil { children.append(current) }
      child = current.nextSibling
    }
    return children
  }

  /// Updates each child with the description at its place; false when the counts or any child
  /// differ (the caller then makes the parent again).
  static func update(_ parent: UnsafeMutablePointer<GtkWidget>, with parts: [any Widget]) -> Bool {
    let children = of(parent)
    guard children.count == parts.count else { return false }
    for (part, child) in zip(parts, children) where !part.update(child) { return false }
    return true
  }
}
