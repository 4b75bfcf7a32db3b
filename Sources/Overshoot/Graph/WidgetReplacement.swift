import CGtk
import GtkGlue

/// Puts a newly made widget where another one is on screen, for a body whose new result cannot
/// update the widget its last result made (another type at its root).
@MainActor
enum WidgetReplacement {
  /// Replaces `old` by `made` in `old`'s parent; `old` then goes (and with it its subtree).
  static func replace(
    _ old: UnsafeMutablePointer<GtkWidget>, with made: UnsafeMutablePointer<GtkWidget>
  ) {
    guard let parent = old.parent else {
      // Not shown yet: whoever places `old` later would place a widget nobody keeps.
      Diagnostics.warn(
        "a widget's body changed its kind before the widget was placed; the old one stays")
      return
    }
    if let box = Gtk.Box(ifInstance: parent) {
      if !MountedChildren.replace(old, with: made, in: parent) {
        box.insertChild(made, after: old.previousSibling)
        box.remove(old)
      }
      return
    }
    if let window = Gtk.Window(ifInstance: parent) {
      window.child = made
    } else if let scrolled = Gtk.ScrolledWindow(ifInstance: parent) {
      scrolled.child = made
    } else if let viewport = Gtk.Viewport(ifInstance: parent) {
      viewport.child = made
    } else if let revealer = Gtk.Revealer(ifInstance: parent) {
      revealer.child = made
    } else if let button = Gtk.Button(ifInstance: parent) {
      button.child = made
    } else if let frame = Gtk.Frame(ifInstance: parent) {
      frame.child = made
    } else if let overlay = Gtk.Overlay(ifInstance: parent), overlay.child == old {
      overlay.child = made
    } else {
      Diagnostics.warn(
        "a widget's body changed its kind inside a \(parent.typeName), which cannot take a new "
          + "child; the old one stays")
    }
  }
}
