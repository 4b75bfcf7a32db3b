import CGtk
import GtkGlue
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
    box.widget.halign = GTK_ALIGN_CENTER
    box.widget.valign = GTK_ALIGN_START
    box.widget.setSizeRequest(width: -1, height: Int(height))
    box.widget.addCSSClass("refresh-indicator")
  }

  var gtkWidget: UnsafeMutablePointer<GtkWidget> { box.widget }

  func render(_ state: PullState, outcome: RefreshOutcome?) {
    box.show(content(state.phase, state.fraction))
    box.widget.opacity = state.phase == .idle ? 0 : 1
  }
}
