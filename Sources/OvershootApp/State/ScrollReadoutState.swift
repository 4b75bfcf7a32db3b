import Observation
import ScrollCore

/// What the scroll readout shows and whether it shows: its label follows it, redrawn at most
/// once a frame however fast the geometry changes.
@MainActor @Observable
final class ScrollReadoutState {
  /// The readout's lines.
  private(set) var text = ""
  /// Whether the readout is shown.
  var isShown = false

  /// Updates the text for `geometry`.
  func show(_ geometry: ScrollGeometry) {
    text = ScrollReadout.text(for: geometry)
  }
}
