import CGtk
import GtkGlue

/// The children of a `ForEach` column, group by group, each group keyed by its item's id (or
/// its position, for a `ForEach` without ids): a new list of groups is shown by updating the
/// widgets of the keys that stay and moving them to their new place
/// (`gtk_box_reorder_child_after`), so a moved or shifted item keeps its widgets, the text in
/// them and the focus, and by making widgets only for new keys.
@MainActor
final class KeyedColumn {
  /// One item's widget descriptions, under its key.
  struct Group {
    let key: AnyHashable
    let parts: [any Widget]
  }

  /// The widgets shown for each key now.
  private var shown: [AnyHashable: [UnsafeMutablePointer<GtkWidget>]] = [:]

  /// Shows `groups` in `box`, in order.
  func show(_ groups: [Group], in box: UnsafeMutablePointer<GtkWidget>) {
    let gtkBox = Gtk.Box(box)
    var leaving = shown
    var next: [AnyHashable: [UnsafeMutablePointer<GtkWidget>]] = [:]
    next.reserveCapacity(groups.count)
    var previous: UnsafeMutablePointer<GtkWidget>? = nil
    for group in groups {
      // A repeated key makes widgets of its own: only the first item with a key keeps them.
      let kept = next[group.key] == nil ? leaving.removeValue(forKey: group.key) : nil
      var widgets: [UnsafeMutablePointer<GtkWidget>]
      if let kept, kept.count == group.parts.count,
        zip(group.parts, kept).allSatisfy({ part, widget in part.update(widget) })
      {
        widgets = kept
      } else {
        for stale in kept ?? [] { gtkBox.remove(stale) }
        widgets = group.parts.map { $0.makeGtkWidget() }
      }
      for widget in widgets {
        place(widget, after: previous, in: gtkBox, box: box)
        previous = widget
      }
      if next[group.key] == nil { next[group.key] = widgets } else { next[group.key]! += widgets }
    }
    for widgets in leaving.values {
      for stale in widgets { gtkBox.remove(stale) }
    }
    shown = next
  }

  /// Puts `widget` right after `previous` (first when nil), moving it when it is in the box
  /// already: a move, not a removal, so GTK keeps its state and focus.
  private func place(
    _ widget: UnsafeMutablePointer<GtkWidget>, after previous: UnsafeMutablePointer<GtkWidget>?,
    in gtkBox: Gtk.Box, box: UnsafeMutablePointer<GtkWidget>
  ) {
    if widget.parent == box {
      guard widget.previousSibling != previous else { return }
      gtkBox.reorderChild(widget, after: previous)
    } else {
      gtkBox.insertChild(widget, after: previous)
    }
  }
}
