import CGtk
import RefreshCore

/// A refresh indicator described by a closure from the pull's phase and fraction, such as an icon
/// that turns with the pull; redrawn in place on every step.
@MainActor
final class DescribedRefreshIndicator: RefreshIndicatorView {
  private let box = DescribedBox()
  private let content: @MainActor (PullPhase, Double) -> [any Widget]
  let refreshingHeight: Double

  init(height: Double, content: @escaping @MainActor (PullPhase, Double) -> [any Widget]) {
    self.content = content
    refreshingHeight = height
    gtk_widget_set_halign(box.widget, GTK_ALIGN_CENTER)
    gtk_widget_set_valign(box.widget, GTK_ALIGN_START)
    gtk_widget_set_size_request(box.widget, -1, Int32(height))
    gtk_widget_add_css_class(box.widget, "refresh-indicator")
  }

  var gtkWidget: UnsafeMutablePointer<GtkWidget> { box.widget }

  func render(_ state: PullState, outcome: RefreshOutcome?) {
    box.show(content(state.phase, state.fraction))
    gtk_widget_set_opacity(box.widget, state.phase == .idle ? 0 : 1)
  }
}
