import CGtk
import GtkGlue
import Overshoot

/// Counts the times a scroll view's indicators flash: GTK shows them when its adjustment says
/// "value-changed" with the value unchanged, which is how the library flashes them.
@MainActor
final class IndicatorFlashes {
  /// How many flashes since this began counting, or since `reset()`.
  private(set) var count = 0
  private var lastValue: Double

  /// Begins counting the flashes of `view`'s vertical indicator.
  init(of view: ScrollView) {
    let adjustment = view.verticalAdjustment
    lastValue = gtk_adjustment_get_value(adjustment)
    adjustment.connect("value-changed") { [weak self] in
      guard let self else { return }
      let value = gtk_adjustment_get_value(adjustment)
      if value == lastValue { count += 1 }
      lastValue = value
    }
  }

  /// Starts counting again from zero.
  func reset() { count = 0 }
}
