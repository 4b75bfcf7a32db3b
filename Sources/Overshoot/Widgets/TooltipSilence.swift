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
    widget.triggerTooltipQuery()
  }

  /// Gives back the tooltips `begin` turned off, on the widgets still alive.
  func end() {
    for reference in silenced {
      guard let object = reference.get() else { continue }
      object.assumingMemoryBound(to: GtkWidget.self).hasTooltip = true
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
    guard widget.hasTooltip else { return }
    widget.hasTooltip = false
    let reference = WeakWidget()
    reference.set(widget)
    silenced.append(reference)
  }
}
