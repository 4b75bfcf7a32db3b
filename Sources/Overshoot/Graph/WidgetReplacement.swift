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
    if parent.isInstance(of: gtk_box_get_type()) {
      if !MountedChildren.replace(old, with: made, in: parent) {
        let box = parent.checked(as: GtkBox.self)
        gtk_box_insert_child_after(box, made, old.previousSibling)
        gtk_box_remove(box, old)
      }
      return
    }
    if parent.isInstance(of: gtk_window_get_type()) {
      Gtk.Window(parent).child = made
    } else if parent.isInstance(of: gtk_scrolled_window_get_type()) {
      Gtk.ScrolledWindow(parent).child = made
    } else if parent.isInstance(of: gtk_viewport_get_type()) {
      gtk_viewport_set_child(parent.checked(gtk_viewport_get_type()), made)
    } else if parent.isInstance(of: gtk_revealer_get_type()) {
      Gtk.Revealer(parent).child = made
    } else if parent.isInstance(of: gtk_button_get_type()) {
      gtk_button_set_child(parent.checked(as: GtkButton.self), made)
    } else if parent.isInstance(of: gtk_frame_get_type()) {
      gtk_frame_set_child(parent.checked(as: GtkFrame.self), made)
    } else if parent.isInstance(of: gtk_overlay_get_type()),
      gtk_overlay_get_child(parent.checked(gtk_overlay_get_type())) == old
    {
      Gtk.Overlay(parent).child = made
    } else {
      Diagnostics.warn(
        "a widget's body changed its kind inside a \(parent.typeName), which cannot take a new "
          + "child; the old one stays")
    }
  }
}
