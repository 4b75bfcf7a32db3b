import CGtk
import GtkGlue

/// Keeps the tooltips of a widget, its ancestors and its descendants from showing while its
/// context menu is open: a row's tooltip (a feed's address) otherwise stayed up or came back
/// over the menu, covering its first lines, and a click there could be swallowed.
@MainActor
final class TooltipSilence {
  private var silenced: [WeakWidget] = []

  /// Turns off the tooltips around `widget`, leaving `popover`'s own alone, and hides the one
  /// showing now.
  func begin(
    on widget: UnsafeMutablePointer<GtkWidget>, sparing popover: UnsafeMutablePointer<GtkWidget>
  ) {
    end()
    var ancestor = widget.parent
    while let current = ancestor {
      silence(current)
      ancestor = current.parent
    }
    silenceSubtree(widget, sparing: popover)
    gtk_widget_trigger_tooltip_query(widget)
  }

  /// Gives back the tooltips `begin` turned off, on the widgets still alive.
  func end() {
    for reference in silenced {
      guard let object = reference.get() else { continue }
      gtk_widget_set_has_tooltip(object.assumingMemoryBound(to: GtkWidget.self), 1)
      g_object_unref(object)
    }
    silenced = []
  }

  private func silenceSubtree(
    _ widget: UnsafeMutablePointer<GtkWidget>, sparing popover: UnsafeMutablePointer<GtkWidget>
  ) {
    guard widget != popover else { return }
    silence(widget)
    var child = widget.firstChild
    while let current = child {
      silenceSubtree(current, sparing: popover)
      child = current.nextSibling
    }
  }

  private func silence(_ widget: UnsafeMutablePointer<GtkWidget>) {
    guard gtk_widget_get_has_tooltip(widget) != 0 else { return }
    gtk_widget_set_has_tooltip(widget, 0)
    let reference = WeakWidget()
    reference.set(widget)
    silenced.append(reference)
  }
}
